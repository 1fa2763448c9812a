"""The end of the game: the ranking as a table, one row per area or level, one column per player."""

from dicetable.messages import Text, text
from display import theme, widgets
from display.canvas import Canvas
from display.views import EndOfGameView

LABEL_W = 190


def draw(canvas: Canvas, view: EndOfGameView) -> None:
    widgets.frame(canvas, text("display.end.title"), text("display.footer.continue"), _verdict(view))
    count = len(view.ranking)
    column_w = (800 - 2 * widgets.MARGIN - LABEL_W) / count
    rows = len(view.ranking[0].lines)
    top = widgets.BODY_TOP + 6
    head_h = 64
    row_h = min(38.0, (widgets.BODY_BOTTOM - top - head_h - 44) / max(1, rows))
    for row, line in enumerate(view.ranking[0].lines):
        y = top + head_h + row * row_h
        if row % 2:
            canvas.box(widgets.MARGIN, y, 800 - 2 * widgets.MARGIN, row_h, theme.PANEL)
        canvas.text(line.label, widgets.MARGIN + 6, y, LABEL_W - 12, row_h, theme.SMALL_PX, theme.MUTED)
    for column, (player, place) in enumerate(zip(view.ranking, view.places, strict=True)):
        x = widgets.MARGIN + LABEL_W + column * column_w
        is_winner = place == 1
        canvas.box(x + 2, top, column_w - 4, head_h, theme.SELECTED_BACKGROUND if is_winner else theme.PANEL, radius=8)
        ink = theme.SELECTED_FOREGROUND if is_winner else theme.FOREGROUND
        canvas.text(
            text("display.end.place", place=place), x + 6, top, column_w - 12, 28, theme.SMALL_PX, ink, "center"
        )
        canvas.text(player.player, x + 6, top + 26, column_w - 12, 36, theme.SMALL_PX, ink, "center")
        for row, line in enumerate(player.lines):
            y = top + head_h + row * row_h
            canvas.text(str(line.points), x, y, column_w - 16, row_h, theme.BODY_PX, align="right")
        total_y = top + head_h + rows * row_h + 4
        canvas.text(str(player.total), x, total_y, column_w - 16, 40, theme.TITLE_PX, align="right")
    total_y = top + head_h + rows * row_h + 4
    canvas.line((widgets.MARGIN, total_y), (800 - widgets.MARGIN, total_y), theme.FOREGROUND, 2)
    canvas.text(text("display.scores.total"), widgets.MARGIN + 6, total_y, LABEL_W - 12, 40, theme.BODY_PX)


def _verdict(view: EndOfGameView) -> Text:
    winners = [player.player for player, place in zip(view.ranking, view.places, strict=True) if place == 1]
    if len(winners) == 1:
        return text("display.end.winner", player=winners[0])
    joined = str(text("display.end.and")).join(str(name) for name in winners)
    return text("display.end.tie", players=joined)
