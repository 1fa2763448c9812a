"""How many players: big tiles, one per allowed count."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views import PlayersView


def draw(canvas: Canvas, view: PlayersView) -> None:
    widgets.frame(canvas, text("display.players.title"), text("display.footer.choose"))
    canvas.text(view.game_title, widgets.MARGIN, 80, 776, 50, theme.TITLE_PX, theme.MUTED, "center")
    labels = [text("display.players.solo") if count == 1 else str(count) for count in view.counts]
    widgets.choice_tiles(canvas, labels, view.selected, 40, 170, 720, 150)
    chosen = view.counts[view.selected]
    summary = text("display.players.solo") if chosen == 1 else text("display.players.count", count=chosen)
    canvas.text(summary, widgets.MARGIN, 350, 776, 60, theme.TITLE_PX, align="center")
