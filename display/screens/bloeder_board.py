"""The Blöder Sack board: the players' supplies along the top, then the five Ablagekarten left to right,
each with its Sackkarte (condition and sacks), its dice field by field and who would win it now; the
choice being made, or what the table waits for, along the bottom."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.bloeder_common import colour_chip, count_text, die_chip, sacks_text
from display.views_bloeder import BoardView, SlotView, SupplyView

TOP_H = 46
GAP = 6
COLUMN_W = (800 - 2 * widgets.MARGIN - 4 * GAP) / 5
CARD_TOP = TOP_H + 2
CARD_H = 74
LABEL_H = 18
FIELDS_TOP = CARD_TOP + CARD_H + LABEL_H + 4
FIELDS_H = 180
STANDING_H = 58
STATUS_TOP = FIELDS_TOP + FIELDS_H + STANDING_H + 4
FIELD_NUMBER_W = 18
CARD_PX = 14  # a condition like "Die meisten unterschiedlichen Werte" in three lines of a column
CHIP_PX = 16


def draw(canvas: Canvas, view: BoardView) -> None:
    canvas.fill(theme.BACKGROUND)
    _supplies(canvas, view.players)
    for index, slot in enumerate(view.slots):
        _slot(canvas, slot, view.capacity, widgets.MARGIN + index * (COLUMN_W + GAP))
    bottom_h = widgets.BODY_BOTTOM - STATUS_TOP - 2
    if view.choice is not None:
        choice = view.choice
        label = text("bloeder_table.board.choice", number=choice.selected + 1, count=choice.count, label=choice.label)
        canvas.box(widgets.MARGIN, STATUS_TOP, 776, bottom_h, theme.SELECTED_BACKGROUND, radius=8)
        widgets.selection_arrow(canvas, widgets.MARGIN + 8, STATUS_TOP + bottom_h / 2, 18, theme.SELECTED_FOREGROUND)
        canvas.text(
            label,
            widgets.MARGIN + 30,
            STATUS_TOP,
            740,
            bottom_h,
            theme.SMALL_PX,
            theme.SELECTED_FOREGROUND,
            max_lines=2,
        )
    else:
        canvas.text(view.status, widgets.MARGIN, STATUS_TOP, 776, 26, theme.SMALL_PX)
        if view.note is not None:
            canvas.text(view.note, widgets.MARGIN, STATUS_TOP + 26, 776, bottom_h - 26, theme.DETAIL_PX, theme.WARNING)
    hint = "bloeder_table.board.footer_choose" if view.choice is not None else "bloeder_table.board.footer_look"
    widgets.footer(canvas, text(hint))


def _supplies(canvas: Canvas, players: tuple[SupplyView, ...]) -> None:
    """One cell per player: colour swatch and supply, then cards and sacks; the player to act is framed."""
    canvas.box(0, 0, 800, TOP_H, theme.PANEL)
    cell_w = (800 - 2 * widgets.MARGIN) / max(1, len(players))
    for index, player in enumerate(players):
        x = widgets.MARGIN + index * cell_w
        if player.is_turn:
            canvas.box(x, 1, cell_w - 4, TOP_H - 2, theme.SELECTED_BACKGROUND, border=3, radius=6)
        colour_chip(canvas, player.colour, x + 5, 4, 84, 19)
        supply = text("bloeder_table.board.supply", supply=player.supply)
        won = text(
            "bloeder_table.board.won",
            cards=count_text("cards_short", player.cards),
            sacks=count_text("sacks", player.sacks),
        )
        canvas.text(supply, x + 94, 2, cell_w - 102, 22, theme.DETAIL_PX)
        canvas.text(won, x + 6, 23, cell_w - 14, 22, theme.DETAIL_PX, theme.MUTED)


def _slot(canvas: Canvas, slot: SlotView, capacity: int, x: float) -> None:
    """The Sackkarte on paper, the Ablagekarte's doubles, its fields top down, the standing below."""
    w = COLUMN_W
    if slot.is_target:
        canvas.box(x - 3, CARD_TOP - 2, w + 6, STATUS_TOP - CARD_TOP, theme.SELECTED_BACKGROUND, border=3, radius=8)
    if slot.condition is None:
        canvas.box(x, CARD_TOP, w, CARD_H, theme.PANEL, radius=6)
        canvas.text(text("bloeder_table.board.no_card"), x + 4, CARD_TOP, w - 8, CARD_H, CARD_PX, theme.MUTED, "center")
    else:
        canvas.box(x, CARD_TOP, w, CARD_H, theme.PAPER, radius=6)
        canvas.text(slot.condition, x + 2, CARD_TOP + 2, w - 4, CARD_H - 22, CARD_PX, theme.PRINT, "center", 3)
        canvas.text(sacks_text(slot.sacks), x + 4, CARD_TOP + CARD_H - 20, w - 8, 19, CHIP_PX, theme.PEN, "right")
    label_y = CARD_TOP + CARD_H + 2
    canvas.box(x, label_y, w, LABEL_H, theme.PANEL, radius=4)
    ablage = text("bloeder_table.board.ablage", value=slot.number)
    canvas.text(ablage, x, label_y, w, LABEL_H, CHIP_PX, theme.FOREGROUND, "center")
    row_h = min(30.0, FIELDS_H / capacity)
    for field in range(1, capacity + 1):
        _field(canvas, slot, field, x, FIELDS_TOP + (field - 1) * row_h, row_h)
    standing_y = FIELDS_TOP + FIELDS_H
    canvas.text(slot.standing, x, standing_y, w, STANDING_H, CHIP_PX, theme.MUTED, "center", 3)


def _field(canvas: Canvas, slot: SlotView, field: int, x: float, y: float, h: float) -> None:
    is_target = slot.target_field == field
    ink = theme.SELECTED_BACKGROUND if is_target else theme.MUTED
    canvas.text(str(field), x, y, FIELD_NUMBER_W, h, CHIP_PX, ink, "right")
    chip_x, chip_w = x + FIELD_NUMBER_W + 3, COLUMN_W - FIELD_NUMBER_W - 3
    if field <= len(slot.dice):
        die = slot.dice[field - 1]
        die_chip(canvas, die.colour, die.value, chip_x, y + 1, chip_w, h - 2, CHIP_PX)
    else:
        canvas.box(chip_x, y + 1, chip_w, h - 2, theme.PANEL, border=1, radius=5)
    if is_target:
        canvas.box(chip_x - 2, y - 1, chip_w + 4, h + 2, theme.SELECTED_BACKGROUND, border=3, radius=6)
