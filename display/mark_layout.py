"""Where the camera screen puts each die's mark (a read die's label, an unreadable die's number disc) so that no mark
covers another, nor a die's unreadable ring, and, where there is room, no neighbouring die: dice lying close
together (Blöder Sack's twelve, Geht noch was?'s cluster of seven) left marks at a fixed offset covering each other.

Each mark is tried beside its own die first, above, below, right and left, then further out; the first spot that
fits wins. A mark whose centre ends up nearer another die's centre than its own, or standing more than
`LEADER_FROM_PX` away, is joined to its die by a leader line, so a player can always tell which die it belongs to.
All coordinates are logical screen px (x right, y down).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

GAP_PX = 3.0  # logical px between a die and its mark where there is room
STEP_PX = 8.0  # logical px further out each time no spot at one distance fits
LEADER_FROM_PX = 10.0  # logical px from its die beyond which a mark is joined to it by a line
FARTHEST_PX = 240.0  # logical px from its die beyond which a mark is no longer sought a spot
SLIDES = (0.0, -0.4, 0.4, -0.75, 0.75)  # a mark's slide along its die's side, as a share of sliding off it


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in logical px."""

    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    @property
    def centre(self) -> tuple[float, float]:
        return (self.left + self.width / 2, self.top + self.height / 2)

    @classmethod
    def around(cls, points: Sequence[tuple[float, float]]) -> Box:
        """The smallest box holding all `points`."""
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return cls(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def intersects(self, other: Box) -> bool:
        """Whether the two share any area (touching edges do not)."""
        return (
            self.left < other.right and other.left < self.right and self.top < other.bottom and other.top < self.bottom
        )

    def contains(self, other: Box) -> bool:
        return (
            self.left <= other.left
            and other.right <= self.right
            and self.top <= other.top
            and other.bottom <= self.bottom
        )

    def nearest_point(self, x: float, y: float) -> tuple[float, float]:
        """The point of this box (edge or inside) nearest (`x`, `y`)."""
        return (min(max(x, self.left), self.right), min(max(y, self.top), self.bottom))


@dataclass(frozen=True)
class Mark:
    """Where one die's mark stands (`box`) and, when it had to move away from its die, the `leader` line (start on
    the die's box, end on the mark's box) that joins them; None when the mark is plainly its die's nearest."""

    box: Box
    leader: tuple[tuple[float, float], tuple[float, float]] | None = None


def place_marks(
    dice: Sequence[Box], sizes: Sequence[tuple[float, float]], area: Box, obstacles: Sequence[Box] = ()
) -> tuple[Mark, ...]:
    """One mark of `sizes[i]` (width, height) for each of `dice[i]` (the die's box on screen), all inside `area`,
    none over another or over an `obstacle` (the unreadable dice's rings); in the order given, so the first dice
    get the spots nearest them. Leaves its arguments alone."""
    placed: list[Box] = []
    marks = []
    for index, (die, size) in enumerate(zip(dice, sizes, strict=True)):
        others = [other for number, other in enumerate(dice) if number != index]
        box = _best_spot(die, size, area, others, [*obstacles, *placed])
        placed.append(box)
        is_beside = is_nearest_own(box, die, others) and _distance(die, box) <= LEADER_FROM_PX
        marks.append(Mark(box, None if is_beside else _leader(die, box)))
    return tuple(marks)


def is_nearest_own(mark: Box, die: Box, others: Sequence[Box]) -> bool:
    """Whether the mark's centre is nearer its own die's centre than any other die's: then it needs no leader."""
    own = math.dist(mark.centre, die.centre)
    return all(own < math.dist(mark.centre, other.centre) for other in others)


def _best_spot(die: Box, size: tuple[float, float], area: Box, others: list[Box], taken: list[Box]) -> Box:
    """The first spot out from `die` that stays in `area` clear of `taken`, preferring one that covers no other die
    and is nearest its own; the nearest spot in `area` when none is clear (a crowded picture, never seen on 800×480
    with twelve dice)."""
    fits = [spot for spot in _spots(die, size) if area.contains(spot) and not any(spot.intersects(t) for t in taken)]
    for spot in fits:
        if is_nearest_own(spot, die, others) and not any(spot.intersects(other) for other in others):
            return spot
    for spot in fits:
        if not any(spot.intersects(other) for other in others):
            return spot
    if fits:
        return fits[0]
    width, height = size
    x, y = die.right + GAP_PX, die.top - GAP_PX - height
    return Box(min(max(x, area.left), area.right - width), min(max(y, area.top), area.bottom - height), width, height)


def _spots(die: Box, size: tuple[float, float]) -> Iterator[Box]:
    """Spots for a mark of `size` around `die`, nearest first: at each distance above, below, right and left,
    centred on the side first, then slid along it."""
    width, height = size
    centre_x, centre_y = die.centre
    gap = GAP_PX
    while gap <= FARTHEST_PX:
        for slide in SLIDES:
            x = centre_x - width / 2 + slide * (width + die.width) / 2
            y = centre_y - height / 2 + slide * (height + die.height) / 2
            yield Box(x, die.top - gap - height, width, height)
            yield Box(x, die.bottom + gap, width, height)
            yield Box(die.right + gap, y, width, height)
            yield Box(die.left - gap - width, y, width, height)
        gap += STEP_PX


def _distance(die: Box, mark: Box) -> float:
    """Logical px between the nearest edges of the two boxes; 0 where they touch or overlap."""
    return math.dist(die.nearest_point(*mark.centre), mark.nearest_point(*die.centre))


def _leader(die: Box, mark: Box) -> tuple[tuple[float, float], tuple[float, float]]:
    """The shortest line from the die's box to the mark's box, aimed between their centres."""
    start = die.nearest_point(*mark.centre)
    end = mark.nearest_point(*die.centre)
    return (start, end)
