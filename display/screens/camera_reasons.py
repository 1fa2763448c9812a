"""The camera screen's list of unreadable dice: each distinct reason once, beside the red number discs of the dice it
applies to (the discs the picture shows beside those dice), whole and in one size for all, as large as the room
left allows.

Several dice are often unreadable for the same reason (a shaken camera blurs them all); listing the reason once
per die left room for two reasons, and a long one was cut after three lines.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dicetable.messages import Text, render
from display import theme
from display.canvas import Canvas, fit_lines, shows_whole
from display.views import UnreadableOverlay

DISC_RADIUS = 13  # logical px, as beside the die on the picture
DISC_PITCH = 30  # logical px from one disc to the next, across and down
GAP_PX = 6  # logical px between two reasons
TEXT_GAP_PX = 4  # logical px between the discs and their reason
MOST_DISCS_BESIDE = 4  # a group's discs beside its reason; more stand above it


@dataclass(frozen=True)
class ReasonGroup:
    """One reason and the numbers (1-based, as marked on the picture) of the unreadable dice it applies to."""

    reason: Text
    numbers: tuple[int, ...]


def reason_groups(unreadable: tuple[UnreadableOverlay, ...]) -> tuple[ReasonGroup, ...]:
    """The distinct reasons in the order they first occur, each with the numbers of its dice; equal reasons
    are equal `Text`s (same catalogue key and parameters)."""
    numbers: dict[Text, list[int]] = {}
    for number, item in enumerate(unreadable, start=1):
        numbers.setdefault(item.reason, []).append(number)
    return tuple(ReasonGroup(reason, tuple(found)) for reason, found in numbers.items())


def number_disc(canvas: Canvas, centre: tuple[float, float], number: int) -> None:
    """The red disc with a die's number that links the die on the picture to its reason in the panel."""
    x, y = centre
    canvas.circle((x, y), DISC_RADIUS, theme.DANGER)
    canvas.text(
        str(number), x - DISC_RADIUS, y - DISC_RADIUS, 2 * DISC_RADIUS, 2 * DISC_RADIUS, theme.SMALL_PX, align="center"
    )


def draw_reasons(
    canvas: Canvas, groups: tuple[ReasonGroup, ...], x: float, top: float, w: float, bottom: float
) -> None:
    """Each group's discs on the left of its reason (above it when more than `MOST_DISCS_BESIDE`), its reason wrapped
    beside them, in the box (`x`, `top`, `w` wide, down to `bottom`; logical px); every reason in the largest size
    from `theme.SMALL_PX` down to `theme.TIGHT_PX` at which all fit whole (`theme.TIGHT_PX` when none does: a reason
    then shows cut, and the no-cut test names it)."""
    size = fitting_size(canvas, groups, w, bottom - top) or theme.TIGHT_PX
    for group in groups:
        discs = _Discs(group, w)
        for index, number in enumerate(group.numbers):
            row, column = divmod(index, discs.columns)
            centre = (x + DISC_RADIUS + column * DISC_PITCH, top + DISC_PITCH / 2 + row * DISC_PITCH)
            number_disc(canvas, centre, number)
        text_top = top + discs.height_above
        text_h = _text_height(canvas, group.reason, w - discs.width_beside, size)
        # past `bottom` a reason is drawn shortened, so the no-cut test names it rather than it running on hidden
        text_h = max(1.0, min(text_h, bottom - text_top))
        text_x, text_w = x + discs.width_beside, w - discs.width_beside
        canvas.text(
            group.reason, text_x, text_top, text_w, text_h, size, theme.FOREGROUND, max_lines=1_000, min_size=size
        )
        top += _group_height(canvas, group, w, size) + GAP_PX


def fitting_size(canvas: Canvas, groups: tuple[ReasonGroup, ...], w: float, room: float) -> int | None:
    """The largest logical font size from `theme.SMALL_PX` down to `theme.TIGHT_PX` at which `groups` drawn `w`
    logical px wide stand at most `room` logical px tall; None when none does."""
    gaps = GAP_PX * (len(groups) - 1)
    for size in range(theme.SMALL_PX, theme.TIGHT_PX - 1, -1):
        if gaps + sum(_group_height(canvas, group, w, size) for group in groups) <= room:
            return size
    return None


@dataclass(frozen=True)
class _Discs:
    """Where a group's discs stand in a panel `w` logical px wide: up to `MOST_DISCS_BESIDE` in one or two columns
    beside the reason, more in rows above it across the panel, so that many dice leave their reason the width."""

    group: ReasonGroup
    w: float

    @property
    def is_above(self) -> bool:
        return len(self.group.numbers) > MOST_DISCS_BESIDE

    @property
    def columns(self) -> int:
        if self.is_above:
            return max(1, int(self.w // DISC_PITCH))
        return 1 if len(self.group.numbers) == 1 else 2

    @property
    def height(self) -> float:
        return -(-len(self.group.numbers) // self.columns) * DISC_PITCH

    @property
    def height_above(self) -> float:
        return self.height if self.is_above else 0.0

    @property
    def width_beside(self) -> float:
        return 0.0 if self.is_above else self.columns * DISC_PITCH + TEXT_GAP_PX


def _group_height(canvas: Canvas, group: ReasonGroup, w: float, size: int) -> float:
    """How tall a group stands `w` logical px wide with its reason at logical `size`, in logical px."""
    discs = _Discs(group, w)
    text_h = _text_height(canvas, group.reason, w - discs.width_beside, size)
    return discs.height_above + text_h if discs.is_above else max(discs.height, text_h)


def _text_height(canvas: Canvas, reason: Text, w: float, size: int) -> float:
    """How tall `reason` stands wrapped `w` logical px wide at logical `size`, in logical px, with 1 px to spare
    for the rounding of its box to real pixels; infinite when a word of it is wider than `w` at that size."""
    font = theme.font(canvas.layout.px(size))
    message = render(reason)
    lines = fit_lines(font, message, canvas.layout.px(w), max_lines=1_000)
    if not shows_whole(lines, message):
        return math.inf
    return len(lines) * font.get_linesize() / canvas.layout.scale + 1
