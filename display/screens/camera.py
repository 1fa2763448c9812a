"""The live camera: every die outlined by its box and labelled with its colour name and value, unreadable dice ringed
and numbered (labels and numbers laid out clear of each other, `display.mark_layout`) with each distinct reason listed
once beside their numbers (`camera_reasons`), a prompt when the reading is uncertain, and the die-correction mode."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pygame

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas, Placement
from display.mark_layout import Box, place_marks
from display.screens.camera_reasons import DISC_RADIUS, draw_reasons, fitting_size, number_disc, reason_groups
from display.views import CameraView, DieOverlay

PANEL_WIDTHS = (220, 300, 400)  # logical px, narrowest first: the picture gives way to reasons that need the room
READABLE_PX = theme.DETAIL_PX  # the reasons widen the panel rather than shrink below this size
LABEL_H = 30
LABEL_W = 110
SELECTED_MARGIN = 8  # logical px the selected die's highlight stands out around its box
RING_RADIUS = 22  # logical px: an unreadable die's red ring where no other die lies close
RING_SMALLEST_RADIUS = 10  # logical px: the ring of a die lying close to others shrinks no further
PROMPT_H = 92
PROMPT_LINE_H = 28
BADGES_TOP = widgets.BODY_TOP + 44  # under the "n dice read" line
MOST_BADGES = 12


@dataclass(frozen=True)
class Columns:
    """The picture on the left, `image_w` logical px wide, and the panel at `panel_x`, `panel_w` wide;
    `shows_badges`: the panel lists the read dice as badges (they are labelled on the picture too)."""

    panel_w: float
    shows_badges: bool = True

    @property
    def panel_x(self) -> float:
        return widgets.WIDTH - widgets.MARGIN - self.panel_w

    @property
    def image_w(self) -> float:
        return self.panel_x - 8


def draw(canvas: Canvas, view: CameraView) -> None:
    hint = "display.footer.choose"
    if view.correction is not None:
        hint = "display.footer.correct"
    elif view.needs_confirmation:
        hint = "display.footer.confirm"
    if view.status is None:
        widgets.frame(canvas, text("display.camera.title"), text(hint))
    else:
        widgets.frame(canvas, view.status, text(hint), title_px=theme.SMALL_PX)
    columns = _columns(canvas, view)
    image_h = widgets.BODY_BOTTOM - widgets.BODY_TOP
    if view.frame is None:
        canvas.text(text("display.camera.no_frame"), 0, widgets.BODY_TOP, columns.image_w, image_h, align="center")
    else:
        step = _thinning_step(view.frame.shape, canvas.layout.px(columns.image_w), canvas.layout.px(image_h))
        picture = _picture(view.frame, step)
        shown = canvas.image(picture, 0, widgets.BODY_TOP, columns.image_w, image_h)
        placement = Placement(shown.left, shown.top, shown.scale / step)
        selected = view.correction.die if view.correction else None
        for die in view.dice:
            _outline(canvas, placement, die)
        if selected is not None:
            _highlight(canvas, _screen_box(placement, view.dice[selected], is_selected=True))
        rings = _rings(canvas, placement, view)
        area = _picture_area(placement, view.frame.shape, columns.image_w)
        dice = [_screen_box(placement, die, index == selected) for index, die in enumerate(view.dice)]
        _marks(canvas, view, dice, rings, area)
    if view.correction is not None:
        _correction_panel(canvas, view, columns)
    else:
        _reading_panel(canvas, view, columns)


def _columns(canvas: Canvas, view: CameraView) -> Columns:
    """The narrowest panel whose reasons all fit whole at `READABLE_PX` or larger, else the widest without the read
    dice's badges: a long German reason for each of several dice needs more than the picture's usual neighbour."""
    if view.correction is not None or not view.unreadable:
        return Columns(PANEL_WIDTHS[0])
    groups = reason_groups(view.unreadable)
    choices = [Columns(width) for width in PANEL_WIDTHS] + [Columns(PANEL_WIDTHS[-1], shows_badges=False)]
    for columns in choices:
        size = fitting_size(
            canvas, groups, columns.panel_w, _reasons_bottom(canvas, view, columns) - _reasons_top(view, columns)
        )
        if size is not None and size >= READABLE_PX:
            return columns
    return choices[-1]


def _badges_bottom(view: CameraView, columns: Columns) -> float:
    """Where the read dice's badges end: with dice unread they are shorter, labelled on the picture anyway,
    leaving the reasons room."""
    if not columns.shows_badges:
        return BADGES_TOP
    badge_h, gap = _badge_size(view)
    return BADGES_TOP + ((min(len(view.dice), MOST_BADGES) + 1) // 2) * (badge_h + gap) + 4


def _badge_size(view: CameraView) -> tuple[float, float]:
    """(height, gap below) of a read die's badge, logical px."""
    return (30, 4) if view.unreadable else (38, 6)


def _reasons_top(view: CameraView, columns: Columns) -> float:
    return _badges_bottom(view, columns) + 32  # under the "n unreadable" line


def _reasons_bottom(canvas: Canvas, view: CameraView, columns: Columns) -> float:
    """Where the reasons must end: above the prompt to confirm, when it shows."""
    prompt_h = _prompt_height(canvas, view, columns.panel_w)
    return widgets.BODY_BOTTOM - (prompt_h + 12 if view.needs_confirmation else 4)


def _prompt_height(canvas: Canvas, view: CameraView, panel_w: float) -> float:
    """The prompt to confirm stands `PROMPT_H` tall, or only as tall as its lines where reasons need the room."""
    if not view.unreadable:
        return PROMPT_H
    lines = canvas.lines_needed(text("display.camera.confirm"), panel_w - 12, theme.SMALL_PX)
    return min(PROMPT_H, lines * PROMPT_LINE_H + 16)


def _thinning_step(shape: tuple[int, ...], width_px: int, height_px: int) -> int:
    """Keep every n-th pixel of a frame larger than its place on screen, never thinning below that place,
    before smooth scaling: scaling a 12 MP still whole would cost most of the 100 ms from settled frame to
    screen."""
    return max(1, min(shape[1] // width_px, shape[0] // height_px))


def _picture(frame: np.ndarray, step: int) -> pygame.Surface:
    """BGR numpy pixels (height, width, 3) as a 32-bit surface keeping every `step`-th pixel each way. pygame reads
    the BGR bytes where they lie and thins them itself: numpy's copy of every other 3-byte pixel took 7 ms of a
    1080p frame, and smooth scaling is twice as quick from 32-bit pixels."""
    height, width = frame.shape[:2]
    whole = pygame.image.frombuffer(np.ascontiguousarray(frame), (width, height), "BGR")
    thinned = pygame.transform.scale(whole, (-(-width // step), -(-height // step)))
    picture = pygame.Surface(thinned.get_size(), depth=32)
    picture.blit(thinned, (0, 0))
    return picture


def _outline(canvas: Canvas, placement: Placement, die: DieOverlay) -> None:
    corners = [placement.point(u, v) for u, v in die.box]
    canvas.polygon(corners, theme.WARNING if die.is_uncertain else theme.SELECTED_FOREGROUND, border=6)
    canvas.polygon(corners, theme.die_colour(die.colour), border=3)


def _highlight(canvas: Canvas, box: Box) -> None:
    """The selected die's highlight, drawn over its neighbours' outlines: yellow edged in black on both sides, so it
    stands out on a yellow die as on the felt."""
    canvas.box(box.left, box.top, box.width, box.height, theme.SELECTED_FOREGROUND, border=9, radius=6)
    canvas.box(box.left + 2, box.top + 2, box.width - 4, box.height - 4, theme.SELECTED_BACKGROUND, border=5, radius=5)


def _screen_box(placement: Placement, die: DieOverlay, is_selected: bool) -> Box:
    """Where the die stands on screen, with its highlight when it is selected (no mark may hide that)."""
    box = Box.around([placement.point(u, v) for u, v in die.box])
    if not is_selected:
        return box
    return Box(
        box.left - SELECTED_MARGIN,
        box.top - SELECTED_MARGIN,
        box.width + 2 * SELECTED_MARGIN,
        box.height + 2 * SELECTED_MARGIN,
    )


def _rings(canvas: Canvas, placement: Placement, view: CameraView) -> list[Box]:
    """A red ring with a cross over each unreadable die, each shrunk to half the way to the nearest other die's centre
    so that the rings of touching dice stand side by side, not over each other; returns the boxes they cover, which
    no mark may hide."""
    centres = [placement.point(*unreadable.center) for unreadable in view.unreadable]
    dice = [Box.around([placement.point(u, v) for u, v in die.box]).centre for die in view.dice]
    rings = []
    for index, (x, y) in enumerate(centres):
        others = [centre for number, centre in enumerate(centres) if number != index] + dice
        nearest = min((math.dist((x, y), other) for other in others), default=math.inf)
        radius = max(RING_SMALLEST_RADIUS, min(RING_RADIUS, nearest / 2))
        arm, stroke = radius * 0.64, max(3, round(radius / 4.4))  # the cross reaches just inside the ring
        canvas.circle((x, y), radius, theme.DANGER, border=stroke)
        canvas.line((x - arm, y - arm), (x + arm, y + arm), theme.DANGER, stroke)
        canvas.line((x - arm, y + arm), (x + arm, y - arm), theme.DANGER, stroke)
        rings.append(Box(x - radius, y - radius, 2 * radius, 2 * radius))
    return rings


def _picture_area(placement: Placement, shape: tuple[int, ...], image_w: float) -> Box:
    """Where marks may stand: on the picture as shown, clear of the header, footer and panel."""
    left, top = max(0.0, placement.left), max(widgets.BODY_TOP, placement.top)
    right = min(image_w, placement.left + shape[1] * placement.scale)
    bottom = min(widgets.BODY_BOTTOM, placement.top + shape[0] * placement.scale)
    return Box(left, top, right - left, bottom - top)


def _marks(canvas: Canvas, view: CameraView, dice: list[Box], rings: list[Box], area: Box) -> None:
    """Each read die's label and each unreadable die's numbered disc (the panel gives the reason under the same disc)
    where none covers another (`mark_layout`); leader lines drawn first, under every mark."""
    disc = 2 * DISC_RADIUS
    sizes = [(disc, disc)] * len(rings) + [(LABEL_W, LABEL_H)] * len(dice)
    marks = place_marks([*rings, *dice], sizes, area, obstacles=rings)  # the small discs first, close to their rings
    for index, mark in enumerate(marks):
        if mark.leader is not None:
            canvas.line(*mark.leader, theme.SELECTED_FOREGROUND, 6)
            canvas.line(*mark.leader, theme.DANGER if index < len(rings) else theme.FOREGROUND, 3)
    for number, mark in enumerate(marks[: len(rings)], start=1):
        number_disc(canvas, mark.box.centre, number)
    for die, mark in zip(view.dice, marks[len(rings) :], strict=True):
        _label(canvas, die, mark.box)


def _label(canvas: Canvas, die: DieOverlay, box: Box) -> None:
    """ "Gelb 5" on the die's colour, edged in warning colour when the reading is unsure."""
    label = widgets.die_label(die.colour, die.value)
    if die.is_uncertain:
        label = text("display.camera.unsure", label=label)
    left, top = box.left, box.top
    canvas.box(left, top, LABEL_W, LABEL_H, theme.die_colour(die.colour), radius=4)
    edge = theme.WARNING if die.is_uncertain else theme.SELECTED_FOREGROUND
    canvas.box(left, top, LABEL_W, LABEL_H, edge, border=2, radius=4)
    canvas.text(label, left + 2, top, LABEL_W - 4, LABEL_H, theme.SMALL_PX, theme.text_on(die.colour), "center")


def _reading_panel(canvas: Canvas, view: CameraView, columns: Columns) -> None:
    panel_x, panel_w = columns.panel_x, columns.panel_w
    count = text("display.camera.read_count", count=len(view.dice))
    canvas.text(count, panel_x, widgets.BODY_TOP + 8, panel_w, 32, theme.SMALL_PX)
    badge_h, gap = _badge_size(view)
    badge_w = (panel_w - 8) / 2
    for index, die in enumerate(view.dice[:MOST_BADGES] if columns.shows_badges else ()):
        row, column = divmod(index, 2)
        x, y = panel_x + column * (badge_w + 8), BADGES_TOP + row * (badge_h + gap)
        widgets.die_badge(canvas, die.colour, die.value, x, y, badge_w, badge_h)
    if view.unreadable:
        count = text("display.camera.unreadable_count", count=len(view.unreadable))
        canvas.text(count, panel_x, _badges_bottom(view, columns), panel_w, 30, theme.SMALL_PX, theme.DANGER)
        groups = reason_groups(view.unreadable)
        top, bottom = _reasons_top(view, columns), _reasons_bottom(canvas, view, columns)
        draw_reasons(canvas, groups, panel_x, top, panel_w, bottom)
    if view.needs_confirmation:
        prompt_h = _prompt_height(canvas, view, panel_w)
        prompt_top = widgets.BODY_BOTTOM - prompt_h - 8
        canvas.box(panel_x, prompt_top, panel_w, prompt_h, theme.WARNING, radius=8)
        canvas.text(
            text("display.camera.confirm"),
            panel_x + 6,
            prompt_top,
            panel_w - 12,
            prompt_h,
            theme.SMALL_PX,
            theme.SELECTED_FOREGROUND,
            "center",
            max_lines=3,
        )


def _correction_panel(canvas: Canvas, view: CameraView, columns: Columns) -> None:
    panel_x, panel_w = columns.panel_x, columns.panel_w
    correction = view.correction
    die = view.dice[correction.die]
    top = widgets.BODY_TOP + 8
    canvas.text(
        text("display.camera.correcting", number=correction.die + 1),
        panel_x,
        top - 4,
        panel_w,
        56,
        theme.SMALL_PX,
        max_lines=2,
    )
    widgets.die_badge(canvas, die.colour, die.value, panel_x, top + 56, panel_w, 56)
    value = die.value if die.value is not None else text("display.camera.no_value")
    fields = {
        "value": text("display.camera.value", value=value),
        "colour": text("display.camera.colour", colour=widgets.colour_name(die.colour)),
    }
    items = [widgets.ListItem(label) for label in fields.values()]
    selected = list(fields).index(correction.field)
    widgets.selectable_list(canvas, items, selected, panel_x, top + 128, panel_w, 130, 60, theme.SMALL_PX)
