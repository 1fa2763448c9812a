"""The end of the game: the ranking as a table, one row per area or level, one column per player."""

from dicetable.messages import Text, text
from display import theme, widgets
from display.canvas import Canvas
from display.views import EndOfGameView, PlayerScoreView

LABEL_W = 190
HEAD_H = 64
MISSING = "–"


def draw(canvas: Canvas, view: EndOfGameView) -> None:
    winners = [player.player for player, place in zip(view.ranking, view.places, strict=True) if place == 1]
    widgets.frame(canvas, widgets.verdict(winners), text("display.footer.continue"))
    rows = view.rows
    top = widgets.BODY_TOP + 6
    canvas.text(text("display.end.title"), widgets.MARGIN + 6, top, LABEL_W - 12, HEAD_H, theme.BODY_PX, theme.MUTED)
    row_h = min(38.0, (widgets.BODY_BOTTOM - top - HEAD_H - 44) / max(1, len(rows)))
    total_y = top + HEAD_H + len(rows) * row_h + 4
    for row, label in enumerate(rows):
        y = top + HEAD_H + row * row_h
        if row % 2:
            canvas.box(widgets.MARGIN, y, 800 - 2 * widgets.MARGIN, row_h, theme.PANEL)
        canvas.text(label, widgets.MARGIN + 6, y, LABEL_W - 12, row_h, theme.SMALL_PX, theme.MUTED)
    column_w = (800 - 2 * widgets.MARGIN - LABEL_W) / len(view.ranking)
    for column, (player, place) in enumerate(zip(view.ranking, view.places, strict=True)):
        x = widgets.MARGIN + LABEL_W + column * column_w
        _column(canvas, player, place, rows, x, top, column_w, row_h)
        canvas.text(str(player.total), x, total_y, column_w - 16, 40, theme.TITLE_PX, align="right")
    canvas.line((widgets.MARGIN, total_y), (800 - widgets.MARGIN, total_y), theme.FOREGROUND, 2)
    canvas.text(text("display.scores.total"), widgets.MARGIN + 6, total_y, LABEL_W - 12, 40, theme.BODY_PX)


def _column(
    canvas: Canvas,
    player: PlayerScoreView,
    place: int,
    rows: tuple[Text, ...],
    x: float,
    top: float,
    w: float,
    row_h: float,
) -> None:
    """A player's place and name on a tile (the winner's inverted), then their points row by row."""
    is_winner = place == 1
    canvas.box(x + 2, top, w - 4, HEAD_H, theme.SELECTED_BACKGROUND if is_winner else theme.PANEL, radius=8)
    ink = theme.SELECTED_FOREGROUND if is_winner else theme.FOREGROUND
    canvas.text(text("display.end.place", place=place), x + 6, top, w - 12, 28, theme.SMALL_PX, ink, "center")
    canvas.text(player.player, x + 6, top + 26, w - 12, 36, theme.SMALL_PX, ink, "center")
    points = {line.label: line.points for line in player.lines}
    for row, label in enumerate(rows):
        shown = str(points[label]) if label in points else MISSING
        canvas.text(shown, x, top + HEAD_H + row * row_h, w - 16, row_h, theme.BODY_PX, align="right")
