"""A Doppelt so clever score sheet laid out like the paper pad: silver and yellow on the left; blue, green
and pink on the right with the action tracks; the round track, foxes and total along the bottom."""

from __future__ import annotations

from dicetable.messages import text
from display import paper, theme
from display.canvas import Canvas
from display.views_dsc import ActionTrack, Bonus, DscSheetView, Mark, RoundField

HEADER_H = 44
LEFT_X, LEFT_W = 6, 312
RIGHT_X, RIGHT_W = 326, 468
GAP = 6
TRACK_ROW_H = 24
ROUND_TRACK_Y = 452  # below the foxes line, which ends at about 448 when the round track runs past LEFT_W
TRACK_LABEL_W = 150
TRACK_FIELD_W = 30


def draw(canvas: Canvas, view: DscSheetView) -> None:
    canvas.fill(theme.PAPER)
    _header(canvas, view)
    silver, yellow, blue, green, pink = view.areas
    paper.draw_area(canvas, silver, LEFT_X, HEADER_H + GAP, LEFT_W, 40, 28)
    yellow_y = HEADER_H + GAP + paper.area_height(silver, 28) + 4 + GAP
    paper.draw_area(canvas, yellow, LEFT_X, yellow_y, LEFT_W, 58, 28)
    top = HEADER_H + GAP
    for area in (blue, green, pink):
        paper.draw_area(canvas, area, RIGHT_X, top, RIGHT_W, 38, 28)
        top += paper.area_height(area, 28) + 4 + GAP
    for track in view.tracks:
        _track(canvas, track, RIGHT_X, top)
        top += TRACK_ROW_H
    _foxes_and_bonuses_to_use(canvas, view, RIGHT_X, top)
    _round_track(canvas, view.round_track, view.round, LEFT_X, ROUND_TRACK_Y)
    canvas.text(text("display.dsc.total", points=view.total), 560, 450, 234, 30, theme.BODY_PX, theme.PRINT, "right")


def _header(canvas: Canvas, view: DscSheetView) -> None:
    canvas.box(0, 0, 800, HEADER_H, theme.PANEL)
    canvas.text(view.player, 10, 0, 300, HEADER_H, theme.BODY_PX)
    rounds = len(view.round_track)
    canvas.text(
        text("display.dsc.round", round=view.round, rounds=rounds),
        316,
        0,
        200,
        HEADER_H,
        theme.SMALL_PX,
        align="center",
    )
    canvas.text(
        text("display.dsc.turn", player=view.turn_of) if view.turn_of else text("display.dsc.game_over"),
        522,
        0,
        270,
        HEADER_H,
        theme.SMALL_PX,
        theme.SELECTED_BACKGROUND,
        "right",
    )


def _track(canvas: Canvas, track: ActionTrack, x: float, y: float) -> None:
    """An action track: faint circles to come, pen circles available, crossed circles used."""
    canvas.text(text(f"display.dsc.{track.kind.value}"), x + 4, y, TRACK_LABEL_W - 8, 26, theme.DETAIL_PX, theme.PRINT)
    for index, mark in enumerate(track.fields):
        centre = (x + TRACK_LABEL_W + index * TRACK_FIELD_W + TRACK_FIELD_W / 2, y + 13)
        canvas.circle(centre, 11, theme.FOREGROUND)
        canvas.circle(
            centre, 11, theme.FADED if mark is Mark.EMPTY else theme.PEN, border=1 if mark is Mark.EMPTY else 3
        )
        canvas.text(
            paper.icon_text(Bonus(track.kind)),
            centre[0] - 11,
            centre[1] - 11,
            22,
            22,
            14,
            theme.FADED if mark is Mark.EMPTY else theme.PEN,
            "center",
        )
        if mark is Mark.CROSSED:
            canvas.line((centre[0] - 9, centre[1] - 9), (centre[0] + 9, centre[1] + 9), theme.PRINT, 3)
            canvas.line((centre[0] - 9, centre[1] + 9), (centre[0] + 9, centre[1] - 9), theme.PRINT, 3)
    if track.end_bonus is not None:
        paper.bonus_icon(canvas, track.end_bonus, x + TRACK_LABEL_W + 6 * TRACK_FIELD_W + 10, y + 2)


def _foxes_and_bonuses_to_use(canvas: Canvas, view: DscSheetView, x: float, y: float) -> None:
    canvas.text(text("display.dsc.foxes", count=view.foxes), x + 4, y, 140, 26, theme.SMALL_PX, theme.PRINT)
    if not view.to_use:
        return
    canvas.text(text("display.dsc.to_use"), x + 140, y, 130, 26, theme.DETAIL_PX, theme.PRINT, "right")
    for index, bonus in enumerate(view.to_use[:5]):
        paper.bonus_icon(canvas, bonus, x + 276 + index * (paper.ICON_W + 4), y + 2)


def _round_track(canvas: Canvas, rounds: tuple[RoundField, ...], current: int, x: float, y: float) -> None:
    """Each round's box (crossed once begun, the current one framed) with what its start gives."""
    step = min(76.0, 540 / max(1, len(rounds)))
    for index, field in enumerate(rounds):
        left = x + index * step
        canvas.box(left, y, 30, 26, theme.FOREGROUND, radius=4)
        is_current = field.number == current
        canvas.box(
            left,
            y,
            30,
            26,
            theme.SELECTED_BACKGROUND if is_current else theme.PRINT,
            border=3 if is_current else 1,
            radius=4,
        )
        canvas.text(str(field.number), left, y, 30, 26, theme.DETAIL_PX, theme.PRINT, "center")
        if field.is_crossed:
            canvas.line((left + 4, y + 4), (left + 26, y + 22), theme.PEN, 3)
        if field.gain is not None:
            paper.bonus_icon(canvas, field.gain, left + 34, y + 2)
