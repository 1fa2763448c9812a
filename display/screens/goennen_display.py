"""A Gönnen player's display: the 3×3 grid of cards with each task's fields (the die colour a field needs,
its printed number, what is written in it), the links, the reward; points, empty fields and bonus circles."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.paper import tint
from display.views_goennen import FieldView, GoennenCardView, GoennenDisplayView

CELL_W = 176
CELL_H = 124
CELL_GAP = 4
GRID_TOP = widgets.BODY_TOP + 4
SIDE_X = widgets.MARGIN + 3 * (CELL_W + CELL_GAP) + 8
SIDE_W = 800 - widgets.MARGIN - SIDE_X
BAND_H = 22
TWO_LINE_BAND_H = 40  # a small card's band for a name that needs two lines
FIELD = 24
FIELDS_PER_LINE = 6
NO_COLOUR = (150, 150, 150)
DrawCard = Callable[[Canvas, GoennenCardView, float, float], None]


def draw(canvas: Canvas, view: GoennenDisplayView) -> None:
    right = text("goennen_table.points", points=view.points)
    widgets.frame(
        canvas, text("goennen_table.display_title", player=view.player), text("display.footer.continue"), right
    )
    card_grid(canvas, view.cells, card_cell)
    _side(canvas, view)


def card_grid(
    canvas: Canvas, cells: Sequence[Sequence[GoennenCardView | None]], draw_card: DrawCard, w: float = CELL_W
) -> None:
    """The 3×3 display from the top left of the body, cells `w` logical px wide: `draw_card(canvas, card, x,
    y)` for each card, "frei" in each empty cell."""
    for row, line in enumerate(cells):
        for column, card in enumerate(line):
            x, y = cell_spot(row, column, w)
            if card is None:
                canvas.box(x, y, w, CELL_H, theme.PANEL, border=2, radius=6)
                canvas.text(text("goennen_table.no_card"), x, y, w, CELL_H, theme.SMALL_PX, theme.FADED, "center")
            else:
                draw_card(canvas, card, x, y)


def cell_spot(row: int, column: int, w: float = CELL_W) -> tuple[float, float]:
    """The top left (x, y) in logical px of a grid cell `w` wide."""
    return widgets.MARGIN + column * (w + CELL_GAP), GRID_TOP + row * (CELL_H + CELL_GAP)


def _side(canvas: Canvas, view: GoennenDisplayView) -> None:
    y = GRID_TOP
    lines = [text("goennen_table.empty_fields", count=view.empty_fields), *view.bonuses]
    if view.solo is not None:
        canvas.text(view.solo, SIDE_X, y, SIDE_W, 80, theme.SMALL_PX, theme.SELECTED_BACKGROUND, max_lines=3)
        y += 84
    for line in lines:
        canvas.text(line, SIDE_X, y, SIDE_W, 56, theme.SMALL_PX, max_lines=2)
        y += 58


def card_cell(canvas: Canvas, card: GoennenCardView, x: float, y: float, h: float = CELL_H) -> None:
    """A card: its colour band with its name, the fields (a completed card's "fertig" at their right), the
    links, the reward; a taller card (`h` logical px) gives the reward more lines. The name has the band's
    whole width, so "B13 · ohne Farbe" is never cut for the badge."""
    card_face(canvas, card, x, y, CELL_W, h, CELL_W - 8)
    top = y + BAND_H + 3
    per_line = FIELDS_PER_LINE
    if card.is_completed:
        done = text("goennen_table.completed")
        badge_w = canvas.width_of(done, theme.DETAIL_PX) + 12
        left = x + CELL_W - badge_w - 4
        canvas.box(left, top, badge_w, FIELD, theme.GOOD, radius=4)
        canvas.text(done, left, top, badge_w, FIELD, theme.DETAIL_PX, theme.SELECTED_FOREGROUND, "center")
        per_line = max(1, int((CELL_W - 12 - badge_w) // (FIELD + 4)))
    for index, field in enumerate(card.fields):
        left = x + 4 + (index % per_line) * (FIELD + 4)
        field_box(canvas, field, left, top + (index // per_line) * (FIELD + 3))
    field_lines = (len(card.fields) - 1) // per_line + 1 if card.fields else int(card.is_completed)
    top += field_lines * (FIELD + 3)
    if card.task is not None:
        canvas.text(card.task, x + 4, top, CELL_W - 8, 20, theme.DETAIL_PX, theme.PRINT)
        top += 20
    canvas.text(card.reward, x + 4, top, CELL_W - 8, y + h - top, theme.DETAIL_PX, theme.PRINT, max_lines=4)


def card_face(
    canvas: Canvas, card: GoennenCardView, x: float, y: float, w: float, h: float, name_w: float, band_h: float = BAND_H
) -> None:
    """A card's face in a light tint of its colour, with a band `band_h` logical px high in its colour naming it
    (grey: no colour yet); a long name shrinks, and in a band tall enough wraps, before it is cut."""
    colour = theme.die_colour(card.colour) if card.colour is not None else NO_COLOUR
    canvas.box(x, y, w, h, tint(colour, 0.25), radius=6)
    canvas.box(x, y, w, band_h, colour, radius=6)
    ink = theme.text_on(card.colour) if card.colour is not None else theme.SELECTED_FOREGROUND
    canvas.text(card.name, x + 4, y, name_w, band_h, theme.DETAIL_PX, ink, max_lines=2)


def field_box(canvas: Canvas, field: FieldView, x: float, y: float) -> None:
    """A field in the die colour it needs (white: any die); the value written, else its printed number, faded."""
    canvas.box(x, y, FIELD, FIELD, theme.die_colour(field.colour), radius=3)
    canvas.box(x, y, FIELD, FIELD, theme.PRINT, border=1, radius=3)
    if field.entry is not None:
        canvas.text(str(field.entry), x, y, FIELD, FIELD, theme.DETAIL_PX, theme.text_on(field.colour), "center")
    elif field.printed is not None:
        canvas.text(str(field.printed), x, y, FIELD, FIELD, theme.DETAIL_PX, theme.FADED, "center")
