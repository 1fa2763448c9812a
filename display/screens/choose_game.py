"""Choose one of the five games."""

from dicetable.messages import text
from display import widgets
from display.canvas import Canvas
from display.views import ChooseGameView


def draw(canvas: Canvas, view: ChooseGameView) -> None:
    widgets.frame(canvas, text("display.choose_game.title"), text("display.footer.choose"))
    items = [
        widgets.ListItem(game.title, text("display.choose_game.players", low=game.min_players, high=game.max_players))
        for game in view.games
    ]
    top = widgets.BODY_TOP + 8
    widgets.selectable_list(canvas, items, view.selected, widgets.MARGIN, top, 776, widgets.BODY_BOTTOM - top, 68)
