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
LOOK_FURTHER_PX = 16.0  # logical px beyond the first spot covering no die where a better spot is still sought
FARTHEST_PX = 240.0  # logical px from its die beyond which a mark is no longer sought a spot
SLIDES = (0.0, -0.4, 0.4, -0.75, 0.75)  # a mark's slide along its die's side, as a share of sliding off it


Segment = tuple[tuple[float, float], tuple[float, float]]  # (start, end), logical px


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
    leader: Segment | None = None


def place_marks(
    dice: Sequence[Box], sizes: Sequence[tuple[float, float]], area: Box, obstacles: Sequence[Box] = ()
) -> tuple[Mark, ...]:
    """One mark of `sizes[i]` (width, height) for each of `dice[i]` (the die's box on screen), all inside `area`,
    none over another mark, another's leader or an `obstacle` (the unreadable dice's rings); in the order given, so
    the first dice get the spots nearest them. Leaves its arguments alone."""
    marks: list[Mark] = []
    for index, (die, size) in enumerate(zip(dice, sizes, strict=True)):
        others = [other for number, other in enumerate(dice) if number != index]
        marks.append(_best_mark(die, size, area, others, [*obstacles, *(mark.box for mark in marks)], marks))
    return tuple(marks)


def is_nearest_own(mark: Box, die: Box, others: Sequence[Box]) -> bool:
    """Whether the mark's centre is nearer its own die's centre than any other die's: then it needs no leader."""
    own = math.dist(mark.centre, die.centre)
    return all(own < math.dist(mark.centre, other.centre) for other in others)


def _best_mark(
    die: Box, size: tuple[float, float], area: Box, others: list[Box], taken: list[Box], placed: list[Mark]
) -> Mark:
    """The nearest spot out from `die` that stays in `area` clear of `taken` boxes and `placed` leaders, preferring,
    in turn: beside its die covering no other die; joined by a leader that crosses no die, mark nor leader; joined by
    a leader that runs under no `placed` mark; covering no other die. Looks `LOOK_FURTHER_PX` beyond the first spot
    covering no die for a better one, not further: every spot tried costs draw time. The nearest spot in `area`
    when none is clear (a crowded picture, never seen on 800×480 with twelve dice)."""
    leaders = [mark.leader for mark in placed if mark.leader is not None]
    shrunk = [_shrunk(other) for other in others]
    taken_edges = [_edges(box) for box in taken]
    other_edges = [_edges(other) for other in others]
    area_left, area_top, area_right, area_bottom = _edges(area)
    width, height = size
    joined = unhidden = clear = fit = None
    clear_gap = math.inf
    for gap, left, top in _spots(die, size):
        if gap > clear_gap + LOOK_FURTHER_PX:
            break
        right, bottom = left + width, top + height
        if not (area_left <= left and right <= area_right and area_top <= top and bottom <= area_bottom):
            continue
        if _meets_any(left, top, right, bottom, taken_edges):
            continue
        spot = Box(left, top, width, height)
        if any(crosses(leader, spot) for leader in leaders):
            continue
        if _meets_any(left, top, right, bottom, other_edges):
            fit = fit or _mark_at(spot, die, others)
            continue
        mark = _mark_at(spot, die, others)
        fit = fit or mark
        if mark.leader is None:
            return mark
        if clear is None:
            clear, clear_gap = mark, gap
        is_unhidden = not any(crosses(mark.leader, other.box) for other in placed)
        unhidden = unhidden or (mark if is_unhidden else None)
        is_clean = is_unhidden and not any(crosses(mark.leader, box) for box in shrunk)
        if joined is None and is_clean and not any(_cut(mark.leader, leader) for leader in leaders):
            joined = mark
    best = joined or unhidden or clear or fit
    if best is not None:
        return best
    x, y = die.right + GAP_PX, die.top - GAP_PX - height
    spot = Box(min(max(x, area.left), area.right - width), min(max(y, area.top), area.bottom - height), width, height)
    return _mark_at(spot, die, others)


def _mark_at(spot: Box, die: Box, others: list[Box]) -> Mark:
    """The mark at `spot`, with a leader unless it stands beside its die and nearest it."""
    is_beside = is_nearest_own(spot, die, others) and _distance(die, spot) <= LEADER_FROM_PX
    return Mark(spot, None if is_beside else _leader(die, spot))


def _shrunk(box: Box) -> Box:
    """`box` 2 logical px smaller each side: a leader leaving its die along a touching neighbour's edge is fine."""
    return Box(box.left + 2, box.top + 2, max(0.0, box.width - 4), max(0.0, box.height - 4))


def crosses(segment: Segment | None, box: Box) -> bool:
    """Whether the line `segment` passes through `box` (Liang-Barsky clipping); a missing leader crosses nothing."""
    if segment is None:
        return False
    (x0, y0), (x1, y1) = segment
    if max(x0, x1) <= box.left or min(x0, x1) >= box.right or max(y0, y1) <= box.top or min(y0, y1) >= box.bottom:
        return False  # wholly beside the box, as the clipping below finds, only quicker: most leaders are far away
    dx, dy = x1 - x0, y1 - y0
    enter, leave = 0.0, 1.0
    for step, room in ((-dx, x0 - box.left), (dx, box.right - x0), (-dy, y0 - box.top), (dy, box.bottom - y0)):
        if step == 0:
            if room <= 0:
                return False
            continue
        share = room / step
        if step < 0:
            enter = max(enter, share)
        else:
            leave = min(leave, share)
    return enter < leave


def _spots(die: Box, size: tuple[float, float]) -> Iterator[tuple[float, float, float]]:
    """(distance from `die`, left, top) of each spot for a mark of `size` around `die`, nearest first: at each
    distance above, below, right and left, centred on the side first, then slid along it. Plain numbers, not boxes:
    most spots are turned down at once, and a box for each cost most of a crowded screen's draw time."""
    width, height = size
    centre_x, centre_y = die.centre
    gap = GAP_PX
    while gap <= FARTHEST_PX:
        for slide in SLIDES:
            x = centre_x - width / 2 + slide * (width + die.width) / 2
            y = centre_y - height / 2 + slide * (height + die.height) / 2
            yield gap, x, die.top - gap - height
            yield gap, x, die.bottom + gap
            yield gap, die.right + gap, y
            yield gap, die.left - gap - width, y
        gap += STEP_PX


def _edges(box: Box) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of `box`."""
    return (box.left, box.top, box.right, box.bottom)


def _meets_any(
    left: float, top: float, right: float, bottom: float, edges: Sequence[tuple[float, float, float, float]]
) -> bool:
    """Whether the box within these edges shares any area with a box of `edges` (as `Box.intersects`)."""
    for other_left, other_top, other_right, other_bottom in edges:
        if left < other_right and other_left < right and top < other_bottom and other_top < bottom:
            return True
    return False


def _cut(first: Segment | None, second: Segment) -> bool:
    """Whether two line segments cross (touching ends do not count: leaders may leave one die's corner); a missing
    leader crosses nothing."""
    if first is None:
        return False
    (ax, ay), (bx, by) = first
    (cx, cy), (dx, dy) = second

    def turn(px: float, py: float, qx: float, qy: float, rx: float, ry: float) -> float:
        return (qx - px) * (ry - py) - (qy - py) * (rx - px)

    return (
        turn(ax, ay, bx, by, cx, cy) * turn(ax, ay, bx, by, dx, dy) < 0
        and turn(cx, cy, dx, dy, ax, ay) * turn(cx, cy, dx, dy, bx, by) < 0
    )


def _distance(die: Box, mark: Box) -> float:
    """Logical px between the nearest edges of the two boxes; 0 where they touch or overlap."""
    return math.dist(die.nearest_point(*mark.centre), mark.nearest_point(*die.centre))


def _leader(die: Box, mark: Box) -> Segment:
    """The shortest line from the die's box to the mark's box, aimed between their centres."""
    start = die.nearest_point(*mark.centre)
    end = mark.nearest_point(*die.centre)
    return (start, end)
