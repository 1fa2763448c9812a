"""A decision in a PUSH turn: the up to three rows side by side, the chance that the next card busts (or the
card drawn that fits several rows), the hand-out order, and the options below."""

from __future__ import annotations

from dicetable.messages import colour_name, text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.gnw_odds import percent
from display.views_push import MAX_ROWS, PushCardView, PushRowView, PushTurnView

ROW_W = 250
ROW_GAP = 13
BAND_H = 26
TILE_W = 78
TILE_H = 44
TILE_GAP = 4
TILES_PER_LINE = 3
ROWS_TOP = widgets.BODY_TOP + 4
ROWS_H = BAND_H + 2 * (TILE_H + TILE_GAP) + 4
OPTION_ROW_H = 40


def draw(canvas: Canvas, view: PushTurnView) -> None:
    title = text("push_table.title", player=view.player, situation=view.situation)
    widgets.frame(
        canvas, title, text("display.footer.choose"), text("push_table.pile", cards=view.pile), theme.SMALL_PX
    )
    for index in range(MAX_ROWS):
        x = widgets.MARGIN + index * (ROW_W + ROW_GAP)
        row = view.rows[index] if index < len(view.rows) else None
        _row(canvas, index + 1, row, x, ROWS_TOP, is_new_target=view.can_start_row and index == len(view.rows))
    top = _middle(canvas, view, ROWS_TOP + ROWS_H + 4)
    items = [widgets.ListItem(option) for option in view.options]
    widgets.selectable_list(
        canvas,
        items,
        view.selected,
        widgets.MARGIN,
        top,
        800 - 2 * widgets.MARGIN,
        widgets.BODY_BOTTOM - top,
        OPTION_ROW_H,
        theme.SMALL_PX,
    )


def _row(canvas: Canvas, number: int, row: PushRowView | None, x: float, y: float, is_new_target: bool) -> None:
    """A row: its number and points on the band, its cards in the order drawn, three to a line. A row not
    begun is an outline, marked when the card in hand may begin it."""
    if row is None:
        colour = theme.SELECTED_BACKGROUND if is_new_target else theme.PANEL
        canvas.box(x, y, ROW_W, ROWS_H, colour, border=3 if is_new_target else 2, radius=8)
        label = text("push_table.row", row=number)
        canvas.text(label, x + 8, y, ROW_W - 16, BAND_H + 4, theme.SMALL_PX, theme.MUTED)
        free = text("push_table.new_row" if is_new_target else "push_table.row_free")
        ink = theme.SELECTED_BACKGROUND if is_new_target else theme.FADED
        canvas.text(free, x, y + BAND_H, ROW_W, ROWS_H - BAND_H, theme.SMALL_PX, ink, "center")
        return
    band = theme.SELECTED_BACKGROUND if row.is_target else theme.PANEL
    ink = theme.SELECTED_FOREGROUND if row.is_target else theme.FOREGROUND
    canvas.box(x, y, ROW_W, ROWS_H, theme.PANEL, radius=8)
    canvas.box(x, y, ROW_W, BAND_H + 4, band, radius=8)
    canvas.text(text("push_table.row", row=number), x + 8, y, 110, BAND_H + 4, theme.SMALL_PX, ink)
    right = text("push_table.fits") if row.is_target else text("push_table.row_points", points=row.points)
    canvas.text(right, x + 120, y, ROW_W - 128, BAND_H + 4, theme.SMALL_PX, ink, "right")
    for slot, card in enumerate(row.cards):
        left = x + 4 + (slot % TILES_PER_LINE) * (TILE_W + TILE_GAP + 2)
        top = y + BAND_H + 6 + (slot // TILES_PER_LINE) * (TILE_H + TILE_GAP)
        card_tile(canvas, card, left, top, TILE_W, TILE_H)


def card_tile(canvas: Canvas, card: PushCardView, x: float, y: float, w: float, h: float) -> None:
    """A card in its colour with its colour named and its value written; a Würfelkarte dark, named."""
    if card.is_dice_card:
        canvas.box(x, y, w, h, theme.die_colour("black"), radius=6)
        canvas.box(x, y, w, h, theme.FOREGROUND, border=2, radius=6)
        canvas.text(text("push_table.dice_tile"), x + 2, y, w - 4, h, theme.DETAIL_PX, theme.FOREGROUND, "center", 2)
        return
    ink = theme.text_on(card.colour)
    canvas.box(x, y, w, h, theme.die_colour(card.colour), radius=6)
    canvas.text(colour_name(card.colour), x + 2, y, w - 4, h / 2, theme.DETAIL_PX, ink, "center")
    canvas.text(str(card.value), x + 2, y + h / 2 - 4, w - 4, h / 2 + 4, theme.SMALL_PX, ink, "center")


def _middle(canvas: Canvas, view: PushTurnView, y: float) -> float:
    """The chance before a draw or the card in hand, then the Richtungswechsel and who picks; returns the
    first free y below."""
    width = 800 - 2 * widgets.MARGIN
    if view.bust is not None:
        canvas.box(widgets.MARGIN, y, width, 50, theme.PANEL, radius=8)
        canvas.text(text("push_table.chance"), 24, y, 420, 28, theme.SMALL_PX)
        count = text("push_table.chance_count", busting=view.bust.busting, cards=view.bust.cards_left)
        canvas.text(count, 24, y + 26, 420, 22, theme.DETAIL_PX, theme.MUTED)
        shown = percent(view.bust.probability)
        colour = theme.DANGER if view.bust.busting else theme.GOOD
        canvas.text(shown, 450, y, width - 450, 50, theme.TITLE_PX, colour, "right")
        y += 54
    elif view.in_hand is not None:
        canvas.box(widgets.MARGIN, y, width, 50, theme.PANEL, radius=8)
        card_tile(canvas, view.in_hand, 24, y + 4, TILE_W, 42)
        canvas.text(text("push_table.in_hand"), 24 + TILE_W + 12, y, 400, 50, theme.SMALL_PX)
        y += 54
    notes = []
    if view.switches:
        direction = text(f"push_table.direction.{'right' if view.switches % 2 else 'left'}")
        notes.append(text("push_table.switches", count=view.switches, direction=direction))
    if view.pick_order:
        names = ", ".join(str(name) for name in view.pick_order)
        notes.append(text("push_table.pick_order", players=names))
    for note in notes:
        canvas.text(note, widgets.MARGIN + 4, y, width - 8, 26, theme.SMALL_PX, theme.MUTED)
        y += 26
    return y + 2
