"""Where a Gönnen card goes: the display around it with each free cell it may go to numbered as its option
(the selected one marked), the card itself on the right, and the selected option in words."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.goennen_display import BAND_H, CELL_H, CELL_W, TWO_LINE_BAND_H, card_cell, card_face
from display.views_goennen import GoennenCardView, GoennenPlaceView, PlaceCell

GRID_W = 520
GRID_H = widgets.BODY_BOTTOM - widgets.BODY_TOP - 8
GAP = 4
SIDE_X = widgets.MARGIN + GRID_W + 12


def draw(canvas: Canvas, view: GoennenPlaceView) -> None:
    title = text("goennen_table.place_title", player=view.player, card=view.card.name)
    widgets.frame(canvas, title, text("display.footer.choose"), title_px=theme.SMALL_PX)
    rows, columns = len(view.cells), len(view.cells[0])
    cell_w = min(CELL_W, (GRID_W - GAP * (columns - 1)) / columns)
    cell_h = min(CELL_H, (GRID_H - GAP * (rows - 1)) / rows)
    for r, row in enumerate(view.cells):
        for c, cell in enumerate(row):
            x = widgets.MARGIN + c * (cell_w + GAP)
            y = widgets.BODY_TOP + 4 + r * (cell_h + GAP)
            _cell(canvas, cell, view.selected + 1, x, y, cell_w, cell_h)
    card_cell(canvas, view.card, SIDE_X + (800 - widgets.MARGIN - SIDE_X - CELL_W) / 2, widgets.BODY_TOP + 4)
    top = widgets.BODY_TOP + 4 + CELL_H + 8
    chosen = text("goennen_table.place_option", number=view.selected + 1, count=len(view.options))
    canvas.text(chosen, SIDE_X, top, 800 - widgets.MARGIN - SIDE_X, 26, theme.SMALL_PX, theme.MUTED)
    label = view.options[view.selected]
    height = widgets.BODY_BOTTOM - top - 30
    canvas.text(label, SIDE_X, top + 28, 800 - widgets.MARGIN - SIDE_X, height, theme.SMALL_PX, max_lines=6)


def _cell(canvas: Canvas, cell: PlaceCell, selected: int, x: float, y: float, w: float, h: float) -> None:
    if cell.card is not None:
        _small_card(canvas, cell.card, x, y, w, h)
    elif cell.option is not None:
        is_selected = cell.option == selected
        fill = theme.SELECTED_BACKGROUND if is_selected else theme.PANEL
        canvas.box(x, y, w, h, fill, radius=6)
        canvas.box(x, y, w, h, theme.SELECTED_BACKGROUND, border=2, radius=6)
        ink = theme.SELECTED_FOREGROUND if is_selected else theme.SELECTED_BACKGROUND
        canvas.text(str(cell.option), x, y, w, h, theme.TITLE_PX, ink, "center")


def _small_card(canvas: Canvas, card: GoennenCardView, x: float, y: float, w: float, h: float) -> None:
    """A card lying there, named (on two lines where one is too narrow); a completed one says so."""
    is_one_line = canvas.width_of(card.name, theme.TIGHT_PX) <= w - 10
    band_h = BAND_H if is_one_line else TWO_LINE_BAND_H
    card_face(canvas, card, x, y, w, h, w - 8, band_h)
    if card.is_completed:
        canvas.text(
            text("goennen_table.completed"), x, y + band_h, w, h - band_h, theme.DETAIL_PX, theme.PRINT, "center"
        )
