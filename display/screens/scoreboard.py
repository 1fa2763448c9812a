"""Running scores: one column per player with the breakdown lines and the total."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views import PlayerScoreView, ScoreboardView

GAP = 8


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
    canvas.text(player.player, x + 8, top + 28, w - 16, 62, theme.BODY_PX, align="center", max_lines=2)
    total_h = 56
    lines_top = top + 94
    row_h = min(34.0, (bottom - total_h - lines_top) / max(1, len(player.lines)))
    for row, line in enumerate(player.lines):
        y = lines_top + row * row_h
        canvas.text(line.label, x + 8, y, w - 76, row_h, theme.SMALL_PX, theme.MUTED)
        canvas.text(str(line.points), x + w - 68, y, 60, row_h, theme.SMALL_PX, align="right")
    canvas.line((x + 8, bottom - total_h), (x + w - 8, bottom - total_h), theme.MUTED, 2)
    canvas.text(text("display.scores.total"), x + 8, bottom - total_h, w - 100, total_h, theme.SMALL_PX)
    canvas.text(str(player.total), x + w - 92, bottom - total_h, 84, total_h, theme.TITLE_PX, align="right")
