"""Running scores: one column per player with the breakdown lines and the total."""

from dicetable.messages import Text, text
from display import theme, widgets
from display.canvas import Canvas
from display.views import PlayerScoreView, ScoreboardView

GAP = 8
LINE_HEIGHTS = (30.0, 44.0, 54.0)  # a score line's height for a label of one, two, three (or more) lines
LABEL_GAP = 8
NARROW_W = 160  # a column narrower than this (five or six players) puts each label above its points ...
STACKED_ROW_H = 70.0  # ... where each score line has this much height: two label lines and the points below
STACKED_LABEL_H = 44


def draw(canvas: Canvas, view: ScoreboardView) -> None:
    widgets.frame(canvas, text("display.scores.title"), text("display.footer.continue"), view.progress)
    for player, (x, w) in zip(view.players, widgets.columns(len(view.players), GAP), strict=True):
        _column(canvas, player, x, w)


def _column(canvas: Canvas, player: PlayerScoreView, x: float, w: float) -> None:
    top, bottom = widgets.BODY_TOP + 8, widgets.BODY_BOTTOM - 8
    canvas.box(x, top, w, bottom - top, theme.PANEL, radius=8)
    if player.is_turn:
        canvas.box(x, top, w, bottom - top, theme.SELECTED_BACKGROUND, border=4, radius=8)
        canvas.text(
            text("display.scores.turn"), x + 6, top + 4, w - 12, 26, theme.SMALL_PX, theme.SELECTED_BACKGROUND, "center"
        )
    canvas.text(player.player, x + 8, top + 28, w - 16, 62, theme.BODY_PX, align="center", max_lines=3)
    total_h = 56
    lines_top = top + 94
    room_h = bottom - total_h - lines_top
    is_stacked = room_h / max(1, len(player.lines)) >= STACKED_ROW_H and w < NARROW_W
    if is_stacked:
        for row, line in enumerate(player.lines):
            _stacked(canvas, line.label, str(line.points), x + 8, lines_top + row * STACKED_ROW_H, w - 16)
    else:
        y = lines_top
        for line, row_h in zip(player.lines, _row_heights(canvas, player, w - 16, room_h), strict=True):
            _beside(canvas, line.label, theme.MUTED, str(line.points), theme.SMALL_PX, x + 8, y, w - 16, row_h)
            y += row_h
    canvas.line((x + 8, bottom - total_h), (x + w - 8, bottom - total_h), theme.MUTED, 2)
    total = text("display.scores.total")
    _beside(
        canvas, total, theme.FOREGROUND, str(player.total), theme.TITLE_PX, x + 8, bottom - total_h, w - 16, total_h
    )


def _beside(
    canvas: Canvas,
    label: Text | str,
    ink: theme.RGB,
    points: str,
    points_px: int,
    x: float,
    y: float,
    w: float,
    h: float,
) -> None:
    """A label and its points on one row: the points right-aligned as wide as they are, the label in the rest,
    on up to two lines, so a narrow column (six PUSH players) still shows the whole label."""
    points_w = canvas.width_of(points, points_px) + 2  # rounding to real pixels must not cut the points
    canvas.text(label, x, y, w - points_w - LABEL_GAP, h, theme.SMALL_PX, ink, max_lines=3)
    canvas.text(points, x + w - points_w, y, points_w, h, points_px, align="right")


def _stacked(canvas: Canvas, label: Text | str, points: str, x: float, y: float, w: float) -> None:
    """A label on the column's whole width (up to two lines) with its points right-aligned below it."""
    canvas.text(label, x, y, w, STACKED_LABEL_H, theme.SMALL_PX, theme.MUTED, max_lines=2)
    canvas.text(points, x, y + STACKED_LABEL_H, w, STACKED_ROW_H - STACKED_LABEL_H, theme.SMALL_PX, align="right")


def _row_heights(canvas: Canvas, player: PlayerScoreView, w: float, room_h: float) -> tuple[float, ...]:
    """Each score line's height in logical px by the lines its label needs beside its points (one to three),
    all scaled down together where they would not fit in `room_h`: a long card name gets the room a short one
    leaves."""
    wanted = []
    for line in player.lines:
        label_w = w - canvas.width_of(str(line.points), theme.SMALL_PX) - 2 - LABEL_GAP
        lines = canvas.lines_needed(line.label, label_w, theme.SMALL_PX)
        wanted.append(LINE_HEIGHTS[min(lines, len(LINE_HEIGHTS)) - 1])
    scale = min(1.0, room_h / sum(wanted)) if wanted else 1.0
    return tuple(height * scale for height in wanted)
