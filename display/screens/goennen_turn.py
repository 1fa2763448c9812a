"""A decision on a Gönnen turn: the dice grouped as they lie (on the Baustelle, thrown again, used), the
market with its prices where buying is possible (stand-in prices marked as such), and the options below."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.goennen_display import FIELD, card_face, field_box
from display.views_goennen import DiePlace, GoennenCardView, GoennenDieView, GoennenTurnView

DIE_W = 148
DIE_H = 36
GROUP_GAP = 8
LABEL_H = 20
MARKET_ROW_H = 30
MARKET_LABEL_W = 96
OPTION_ROW_H = 40
OPEN_CARDS = 5  # cards side by side
OPEN_CARD_H = 68
FIELDS_SHOWN = 5  # fields that fit a card's width
PLACE_KEYS = {DiePlace.BAUSTELLE: "baustelle", DiePlace.THROWN: "thrown", DiePlace.USED: "used"}


def draw(canvas: Canvas, view: GoennenTurnView) -> None:
    title = text("goennen_table.turn_title", player=view.player, situation=view.situation)
    widgets.frame(canvas, title, text("display.footer.choose"), title_px=theme.SMALL_PX)
    y = _dice(canvas, view.dice, widgets.BODY_TOP + 2)
    if view.market:
        y = _market(canvas, view, y + 4)
    if view.open_cards:
        y = _open_cards(canvas, view.open_cards, y + 4)
    items = [widgets.ListItem(option) for option in view.options]
    width = 800 - 2 * widgets.MARGIN
    height = widgets.BODY_BOTTOM - y - 4
    widgets.selectable_list(
        canvas, items, view.selected, widgets.MARGIN, y + 4, width, height, OPTION_ROW_H, theme.SMALL_PX
    )


def _dice(canvas: Canvas, dice: tuple[GoennenDieView, ...], y: float) -> float:
    """The dice in groups left to right (Baustelle, thrown, used), each group named above its dice."""
    x = widgets.MARGIN
    for place in (DiePlace.BAUSTELLE, DiePlace.THROWN, DiePlace.USED):
        group = [die for die in dice if die.place is place]
        if not group:
            continue
        width = len(group) * (DIE_W + 4) - 4
        canvas.text(
            text(f"goennen_table.{PLACE_KEYS[place]}"), x, y, max(width, 120), LABEL_H, theme.DETAIL_PX, theme.MUTED
        )
        for index, die in enumerate(group):
            left = x + index * (DIE_W + 4)
            _die(canvas, die, left, y + LABEL_H)
            if place is DiePlace.USED:
                canvas.line((left + 4, y + LABEL_H + DIE_H - 4), (left + DIE_W - 4, y + LABEL_H + 4), theme.DANGER, 3)
        x += max(width, 120) + GROUP_GAP
    return y + LABEL_H + DIE_H


def _open_cards(canvas: Canvas, cards: tuple[GoennenCardView, ...], y: float) -> float:
    """The decider's cards still to fill, side by side: name, fields (colour, printed number, entry), links."""
    canvas.text(text("goennen_table.open_cards"), widgets.MARGIN, y, 400, LABEL_H, theme.DETAIL_PX, theme.MUTED)
    y += LABEL_H
    shown = cards[:OPEN_CARDS]
    width = (800 - 2 * widgets.MARGIN) / OPEN_CARDS
    for index, card in enumerate(shown):
        x = widgets.MARGIN + index * width
        card_face(canvas, card, x, y, width - 4, OPEN_CARD_H, width - 12)
        for slot, field in enumerate(card.fields[:FIELDS_SHOWN]):
            field_box(canvas, field, x + 4 + slot * (FIELD + 3), y + 23)
        if card.task is not None:
            canvas.text(card.task, x + 4, y + 49, width - 12, 18, theme.DETAIL_PX, theme.PRINT)
    if len(cards) > OPEN_CARDS:
        more = text("goennen_table.more_cards", count=len(cards) - OPEN_CARDS)
        canvas.text(more, widgets.MARGIN, y + OPEN_CARD_H, 400, LABEL_H, theme.DETAIL_PX, theme.MUTED)
        y += LABEL_H
    return y + OPEN_CARD_H


def _die(canvas: Canvas, die: GoennenDieView, x: float, y: float) -> None:
    """A die in its colour, named in words ("fünfte Farbe 4" needs the smaller print)."""
    canvas.box(x, y, DIE_W, DIE_H, theme.die_colour(die.colour), radius=8)
    canvas.box(x, y, DIE_W, DIE_H, theme.FOREGROUND, border=2, radius=8)
    label = widgets.die_label(die.colour, die.value)
    canvas.text(label, x + 4, y, DIE_W - 8, DIE_H, theme.DETAIL_PX, theme.text_on(die.colour), "center")


def _market(canvas: Canvas, view: GoennenTurnView, y: float) -> float:
    """The price of each position (stand-ins marked as such), then the two rows of cards lying there."""
    canvas.text(text("goennen_table.market"), widgets.MARGIN, y, MARKET_LABEL_W, LABEL_H, theme.DETAIL_PX, theme.MUTED)
    if not view.prices_known:
        note = text("goennen_table.prices_unknown")
        canvas.text(note, widgets.MARGIN + MARKET_LABEL_W, y, 680, LABEL_H, theme.DETAIL_PX, theme.WARNING)
    y += LABEL_H
    if not view.cards_known:
        note = text("goennen_table.cards_unknown")
        canvas.text(
            note,
            widgets.MARGIN,
            y,
            800 - 2 * widgets.MARGIN,
            2 * LABEL_H + 4,
            theme.DETAIL_PX,
            theme.WARNING,
            max_lines=2,
        )
        return y + 2 * LABEL_H + 6
    slots = view.market[0]
    slot_w = (800 - 2 * widgets.MARGIN - MARKET_LABEL_W) / max(1, len(slots))
    canvas.text(text("goennen_table.price_row"), widgets.MARGIN, y, MARKET_LABEL_W - 4, LABEL_H, theme.DETAIL_PX)
    key = "goennen_table.price" if view.prices_known else "goennen_table.price_stand_in"
    ink = theme.FOREGROUND if view.prices_known else theme.WARNING
    for index, slot in enumerate(slots):
        x = widgets.MARGIN + MARKET_LABEL_W + index * slot_w
        canvas.text(text(key, price=slot.price), x, y, slot_w - 4, LABEL_H, theme.DETAIL_PX, ink, "center")
    y += LABEL_H + 2
    for row, cards in enumerate(view.market):
        label = text(f"goennen_table.market_row_{row}")
        canvas.text(label, widgets.MARGIN, y, MARKET_LABEL_W - 4, MARKET_ROW_H, theme.DETAIL_PX)
        for index, slot in enumerate(cards):
            x = widgets.MARGIN + MARKET_LABEL_W + index * slot_w
            canvas.box(x, y, slot_w - 4, MARKET_ROW_H, theme.PANEL, radius=4)
            name = slot.card if slot.card is not None else text("goennen_table.empty_slot")
            shade = theme.FOREGROUND if slot.card is not None else theme.FADED
            canvas.text(name, x + 4, y, slot_w - 12, MARKET_ROW_H, theme.DETAIL_PX, shade, "center")
        y += MARKET_ROW_H + 2
    return y
