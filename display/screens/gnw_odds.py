"""Before staying in or stepping out: the exact chance the next roll fits, and what is at stake."""

from dicetable.messages import Text, counted, text
from display import theme, widgets
from display.canvas import Canvas
from display.views_gnw import OddsView


def draw(canvas: Canvas, view: OddsView) -> None:
    widgets.frame(canvas, text("display.gnw.odds_title", player=view.player), text("display.footer.choose"))
    canvas.text(text("display.gnw.odds_chance"), widgets.MARGIN, 70, 776, 40, theme.BODY_PX, theme.MUTED, "center")
    canvas.text(
        percent(view.probability), widgets.MARGIN, 112, 776, 90, theme.HUGE_PX, theme.SELECTED_BACKGROUND, "center"
    )
    stake = text(
        "display.gnw.odds_at_stake",
        points=counted("amount.points", view.points_at_stake),
        cards=counted("amount.cards", view.cards_at_stake),
    )
    canvas.text(stake, widgets.MARGIN, 206, 776, 44, theme.BODY_PX, align="center")
    labels = [text("display.gnw.stay"), text("display.gnw.step_out")]
    widgets.choice_tiles(canvas, labels, view.selected, 60, 290, 680, 120)


def percent(probability: float) -> Text:
    """The probability as a percentage with one decimal, written the way the language writes it."""
    tenths = round(probability * 1000)
    return text("display.gnw.odds_percent", whole=tenths // 10, tenth=tenths % 10)
