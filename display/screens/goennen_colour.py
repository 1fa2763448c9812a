"""End of a Gönnen game: which colour a completed choose-colour card takes. The display on the left shows the
cards as they score with the selected colour (the card framed); on the right each colour with what it adds,
then the selected colour's total, the Wertungs-Karten it comes from, and the other players' points."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.goennen_display import BAND_H, CELL_GAP, CELL_H, GRID_TOP, card_face, card_grid, cell_spot
from display.views_goennen import GRID, GoennenCardView
from display.views_goennen_choices import ColourChoice, GoennenColourView

CELL_W = 164  # narrower than the display's cards: room for the colours beside them
FRAME = 4  # the coloured card's frame, drawn over the gap around it
SIDE_X = widgets.MARGIN + GRID * (CELL_W + CELL_GAP) + 8
SIDE_W = widgets.WIDTH - widgets.MARGIN - SIDE_X
ROW_H = 38
SWATCH = 26
GAIN_W = 64
LINE_H = 28
DONE_W = 24  # the ✓ of a completed card, at its bottom right: the band needs its width for the name


def draw(canvas: Canvas, view: GoennenColourView) -> None:
    title = text("goennen_choices.colour_title", player=view.player, card=view.card)
    widgets.frame(canvas, title, text("display.footer.choose"), title_px=theme.SMALL_PX)
    card_grid(canvas, view.cells, _card, CELL_W)
    x, y = cell_spot(*view.card_cell, CELL_W)
    canvas.box(x - FRAME, y - FRAME, CELL_W + 2 * FRAME, CELL_H + 2 * FRAME, theme.SELECTED_BACKGROUND, FRAME, 8)
    _side(canvas, view)


def _card(canvas: Canvas, card: GoennenCardView, x: float, y: float) -> None:
    """A card named in its colour band, with what it rewards (a completed Wertungs-Karte: what it scores
    now) and a ✓ at the bottom right once completed."""
    card_face(canvas, card, x, y, CELL_W, CELL_H, CELL_W - 8)
    height = CELL_H - BAND_H - DONE_W - 6
    canvas.text(card.reward, x + 4, y + BAND_H + 2, CELL_W - 8, height, theme.DETAIL_PX, theme.PRINT, max_lines=3)
    if card.is_completed:
        left, top = x + CELL_W - DONE_W - 4, y + CELL_H - DONE_W - 4
        canvas.box(left, top, DONE_W, DONE_W, theme.GOOD, radius=4)
        label = text("goennen_choices.done")
        canvas.text(label, left, top, DONE_W, DONE_W, theme.DETAIL_PX, theme.SELECTED_FOREGROUND, "center")


def _side(canvas: Canvas, view: GoennenColourView) -> None:
    y = GRID_TOP
    for index, choice in enumerate(view.choices):
        _choice_row(canvas, choice, index == view.selected, y)
        y += ROW_H
    chosen = view.choices[view.selected]
    canvas.text(text("goennen_choices.total", points=chosen.points), SIDE_X, y, SIDE_W, LINE_H + 2, theme.BODY_PX)
    y += LINE_H + 4
    canvas.text(chosen.because, SIDE_X, y, SIDE_W, 2 * LINE_H, theme.SMALL_PX, max_lines=2)
    y += 2 * LINE_H + 4
    height = widgets.BODY_BOTTOM - y
    canvas.text(view.standing, SIDE_X, y, SIDE_W, height, theme.SMALL_PX, theme.MUTED, max_lines=3)


def _choice_row(canvas: Canvas, choice: ColourChoice, is_selected: bool, y: float) -> None:
    """A colour: swatch, name, what it adds; the selected one inverted with an arrow, like every list."""
    ink = theme.SELECTED_FOREGROUND if is_selected else theme.FOREGROUND
    canvas.box(SIDE_X, y + 2, SIDE_W, ROW_H - 4, theme.SELECTED_BACKGROUND if is_selected else theme.PANEL, radius=8)
    if is_selected:
        widgets.selection_arrow(canvas, SIDE_X + 6, y + ROW_H / 2, 18, ink)
    swatch_x = SIDE_X + 26
    swatch_y = y + (ROW_H - SWATCH) / 2
    canvas.box(swatch_x, swatch_y, SWATCH, SWATCH, theme.die_colour(choice.colour), radius=4)
    canvas.box(swatch_x, swatch_y, SWATCH, SWATCH, theme.PRINT if is_selected else theme.FOREGROUND, 2, 4)
    name_x = swatch_x + SWATCH + 8
    canvas.text(choice.name, name_x, y, SIDE_X + SIDE_W - GAIN_W - name_x, ROW_H, theme.SMALL_PX, ink)
    gain = widgets.points_text(choice.gain)
    canvas.text(gain, SIDE_X + SIDE_W - GAIN_W - 8, y, GAIN_W, ROW_H, theme.SMALL_PX, ink, "right")
