"""The live camera: every die outlined by its box and labelled with its colour name and value, unreadable
dice marked with the reason, a prompt when the reading is uncertain, and the die-correction mode."""

from __future__ import annotations

import pygame

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas, Placement
from display.views import CameraView, DieOverlay, UnreadableOverlay

IMAGE_W = 560
PANEL_X = IMAGE_W + 8
PANEL_W = 800 - PANEL_X - widgets.MARGIN
LABEL_H = 30
PROMPT_H = 92


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
    image_h = widgets.BODY_BOTTOM - widgets.BODY_TOP
    if view.frame is None:
        canvas.text(text("display.camera.no_frame"), 0, widgets.BODY_TOP, IMAGE_W, image_h, align="center")
    else:
        step = _thinning_step(view.frame.shape, canvas.layout.px(IMAGE_W), canvas.layout.px(image_h))
        picture = _surface(view.frame[::step, ::step])
        shown = canvas.image(picture, 0, widgets.BODY_TOP, IMAGE_W, image_h)
        placement = Placement(shown.left, shown.top, shown.scale / step)
        for number, unreadable in enumerate(view.unreadable, start=1):
            _unreadable(canvas, placement, unreadable, number)
        selected = view.correction.die if view.correction else None
        for index, die in enumerate(view.dice):
            _outline(canvas, placement, die, index == selected)
    if view.correction is not None:
        _correction_panel(canvas, view)
    else:
        _reading_panel(canvas, view)


def _thinning_step(shape: tuple[int, ...], width_px: int, height_px: int) -> int:
    """Keep every n-th pixel of a frame larger than its place on screen, never thinning below that place,
    before smooth scaling: scaling a 12 MP still whole would cost most of the 100 ms from settled frame to
    screen."""
    return max(1, min(shape[1] // width_px, shape[0] // height_px))


def _surface(frame) -> pygame.Surface:
    """BGR numpy pixels (height, width, 3) to a pygame surface; pygame reads BGR bytes as they are."""
    height, width = frame.shape[:2]
    return pygame.image.frombuffer(frame.tobytes(), (width, height), "BGR")


def _outline(canvas: Canvas, placement: Placement, die: DieOverlay, is_selected: bool) -> None:
    corners = [placement.point(u, v) for u, v in die.box]
    canvas.polygon(corners, theme.WARNING if die.is_uncertain else theme.SELECTED_FOREGROUND, border=6)
    canvas.polygon(corners, theme.die_colour(die.colour), border=3)
    if is_selected:
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        canvas.box(
            min(xs) - 8,
            min(ys) - 8,
            max(xs) - min(xs) + 16,
            max(ys) - min(ys) + 16,
            theme.SELECTED_BACKGROUND,
            border=5,
            radius=6,
        )
    label = widgets.die_label(die.colour, die.value)
    if die.is_uncertain:
        label = text("display.camera.unsure", label=label)
    left = min(x for x, _ in corners)
    top = min(y for _, y in corners) - LABEL_H - 4
    top = max(widgets.BODY_TOP, top)
    left = min(max(0.0, left), IMAGE_W - 110)
    canvas.box(left, top, 110, LABEL_H, theme.die_colour(die.colour), radius=4)
    canvas.box(
        left, top, 110, LABEL_H, theme.WARNING if die.is_uncertain else theme.SELECTED_FOREGROUND, border=2, radius=4
    )
    canvas.text(label, left + 2, top, 106, LABEL_H, theme.SMALL_PX, theme.text_on(die.colour), "center")


def _unreadable(canvas: Canvas, placement: Placement, unreadable: UnreadableOverlay, number: int) -> None:
    """A red ring with a cross and a number; the panel lists the reason under the same number, so the
    mark never hides a die label."""
    x, y = placement.point(*unreadable.center)
    canvas.circle((x, y), 22, theme.DANGER, border=5)
    canvas.line((x - 14, y - 14), (x + 14, y + 14), theme.DANGER, 5)
    canvas.line((x - 14, y + 14), (x + 14, y - 14), theme.DANGER, 5)
    canvas.circle((x + 24, y - 20), 13, theme.DANGER)
    canvas.text(str(number), x + 11, y - 33, 26, 26, theme.SMALL_PX, theme.FOREGROUND, "center")


def _reading_panel(canvas: Canvas, view: CameraView) -> None:
    top = widgets.BODY_TOP + 8
    canvas.text(text("display.camera.read_count", count=len(view.dice)), PANEL_X, top, PANEL_W, 32, theme.SMALL_PX)
    top += 36
    badge_w, badge_h = (PANEL_W - 8) / 2, 38
    for index, die in enumerate(view.dice[:12]):
        row, column = divmod(index, 2)
        widgets.die_badge(
            canvas, die.colour, die.value, PANEL_X + column * (badge_w + 8), top + row * (badge_h + 6), badge_w, badge_h
        )
    top += ((min(len(view.dice), 12) + 1) // 2) * (badge_h + 6) + 4
    if view.unreadable:
        canvas.text(
            text("display.camera.unreadable_count", count=len(view.unreadable)),
            PANEL_X,
            top,
            PANEL_W,
            32,
            theme.SMALL_PX,
            theme.DANGER,
        )
        top += 36
        lines = 3 if len(view.unreadable) == 1 else 2
        room_bottom = widgets.BODY_BOTTOM - (PROMPT_H + 8 if view.needs_confirmation else 0)
        for number, unreadable in enumerate(view.unreadable, start=1):
            if top + 28 * lines > room_bottom:
                break
            canvas.circle((PANEL_X + 13, top + 15), 13, theme.DANGER)
            canvas.text(str(number), PANEL_X, top + 2, 26, 26, theme.SMALL_PX, theme.FOREGROUND, "center")
            # the reasons still to list share the room left; a long reason then wraps smaller, not cut
            reason_h = max(28 * lines, (room_bottom - top) / (len(view.unreadable) - number + 1) - 4)
            canvas.text(
                unreadable.reason, PANEL_X + 32, top, PANEL_W - 32, reason_h, theme.SMALL_PX, theme.MUTED, max_lines=8
            )
            top += reason_h + 4
    if view.needs_confirmation:
        prompt_top = widgets.BODY_BOTTOM - PROMPT_H - 8
        canvas.box(PANEL_X, prompt_top, PANEL_W, PROMPT_H, theme.WARNING, radius=8)
        canvas.text(
            text("display.camera.confirm"),
            PANEL_X + 6,
            prompt_top,
            PANEL_W - 12,
            PROMPT_H,
            theme.SMALL_PX,
            theme.SELECTED_FOREGROUND,
            "center",
            max_lines=3,
        )


def _correction_panel(canvas: Canvas, view: CameraView) -> None:
    correction = view.correction
    die = view.dice[correction.die]
    top = widgets.BODY_TOP + 8
    canvas.text(
        text("display.camera.correcting", number=correction.die + 1),
        PANEL_X,
        top - 4,
        PANEL_W,
        56,
        theme.SMALL_PX,
        max_lines=2,
    )
    widgets.die_badge(canvas, die.colour, die.value, PANEL_X, top + 56, PANEL_W, 56)
    value = die.value if die.value is not None else text("display.camera.no_value")
    fields = {
        "value": text("display.camera.value", value=value),
        "colour": text("display.camera.colour", colour=widgets.colour_name(die.colour)),
    }
    items = [widgets.ListItem(label) for label in fields.values()]
    selected = list(fields).index(correction.field)
    widgets.selectable_list(canvas, items, selected, PANEL_X, top + 128, PANEL_W, 130, 60, theme.SMALL_PX)
