"""The Geht noch was? round overview: round, phase, Glücksfee, each player's In/Out, luck, cards, points."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.gnw_common import in_out_badge
from display.views_gnw import GnwRoundView


def draw(canvas: Canvas, view: GnwRoundView) -> None:
    widgets.frame(
        canvas,
        text("display.gnw.round", round=view.round, rounds=view.rounds),
        text("display.footer.continue"),
        view.phase,
    )
    canvas.text(
        text("display.gnw.gluecksfee", player=view.gluecksfee),
        widgets.MARGIN,
        62,
        776,
        40,
        theme.BODY_PX,
        theme.SELECTED_BACKGROUND,
    )
    top = 108
    row_h = min(52.0, 240 / max(1, len(view.players)))
    for index, status in enumerate(view.players):
        y = top + index * row_h
        canvas.box(widgets.MARGIN, y + 2, 776, row_h - 4, theme.PANEL, radius=6)
        canvas.text(status.player, 20, y, 250, row_h, theme.BODY_PX, max_lines=2)
        in_out_badge(canvas, status.state, 276, y + 8, 160, row_h - 16)
        canvas.text(text("display.gnw.luck", count=status.luck), 450, y, 120, row_h, theme.SMALL_PX)
        canvas.text(text("display.gnw.cards_marked", count=status.fulfilled), 572, y, 120, row_h, theme.SMALL_PX)
        canvas.text(str(status.points), 700, y, 88, row_h, theme.BODY_PX, align="right")
    if view.bonus_choices:
        y = top + len(view.players) * row_h + 8
        canvas.text(text("display.gnw.bonus_choices"), widgets.MARGIN, y, 250, 60, theme.SMALL_PX, theme.MUTED)
        choice_w = (776 - 260) / len(view.bonus_choices)
        for index, choice in enumerate(view.bonus_choices):
            canvas.text(choice, 270 + index * choice_w, y, choice_w - 8, 60, theme.SMALL_PX, max_lines=2)
