"""Every PUSH player's display on one screen: per colour the values lying open and the secured pile, then
points and cards taken (the tie-break)."""

from __future__ import annotations

from dicetable.messages import colour_name, counted, text
from display import theme, widgets
from display.canvas import Canvas
from display.views_push import CARD_COLOURS, ColourPile, PushPlayerLine, PushTableView

NAME_W = 150
COLOUR_W = 100
COLOURS_X = widgets.MARGIN + NAME_W + 4
TOTAL_X = COLOURS_X + len(CARD_COLOURS) * COLOUR_W + 4
SWATCH_H = 28


def draw(canvas: Canvas, view: PushTableView) -> None:
    widgets.frame(
        canvas,
        text("push_table.overview_title"),
        text("display.footer.continue"),
        text("push_table.pile", cards=view.pile),
    )
    top = widgets.BODY_TOP + 4
    for index, colour in enumerate(CARD_COLOURS):
        x = COLOURS_X + index * COLOUR_W
        canvas.box(x + 2, top, COLOUR_W - 4, SWATCH_H, theme.die_colour(colour), radius=6)
        canvas.text(
            colour_name(colour), x + 2, top, COLOUR_W - 4, SWATCH_H, theme.DETAIL_PX, theme.text_on(colour), "center"
        )
    top += SWATCH_H + 4
    row_h = min(66.0, (widgets.BODY_BOTTOM - top) / len(view.players))
    for index, line in enumerate(view.players):
        _player(canvas, line, top + index * row_h, row_h)


def _player(canvas: Canvas, line: PushPlayerLine, y: float, h: float) -> None:
    background = theme.SELECTED_BACKGROUND if line.is_turn else theme.PANEL
    ink = theme.SELECTED_FOREGROUND if line.is_turn else theme.FOREGROUND
    canvas.box(widgets.MARGIN, y + 2, 800 - 2 * widgets.MARGIN, h - 4, theme.PANEL, radius=6)
    canvas.box(widgets.MARGIN, y + 2, NAME_W, h - 4, background, radius=6)
    canvas.text(line.player, widgets.MARGIN + 8, y + 2, NAME_W - 12, h - 4, theme.SMALL_PX, ink, max_lines=2)
    for index, pile in enumerate(line.piles):
        _pile(canvas, pile, COLOURS_X + index * COLOUR_W, y + 2, COLOUR_W, h - 4)
    half = (h - 4) / 2
    width = 800 - widgets.MARGIN - TOTAL_X - 6
    canvas.text(
        text("push_table.points", points=line.points), TOTAL_X, y + 2, width, half, theme.BODY_PX, align="right"
    )
    cards = counted("amount.cards", line.cards)
    canvas.text(cards, TOTAL_X, y + 2 + half, width, half, theme.DETAIL_PX, theme.MUTED, "right")


def _pile(canvas: Canvas, pile: ColourPile, x: float, y: float, w: float, h: float) -> None:
    """The open values above, the secured pile below (count and points), a dash for nothing."""
    half = h / 2
    shown = " ".join(str(value) for value in pile.open_values) or text("push_table.nothing")
    canvas.text(shown, x + 4, y, w - 8, half, theme.SMALL_PX, align="center")
    if pile.secured_cards:
        secured = text("push_table.secured", points=pile.secured_points)
        canvas.text(secured, x + 2, y + half, w - 4, half, theme.DETAIL_PX, theme.GOOD, "center")
