"""One Blöder Sack player's page: the dice in the supply and on the board, the Sackkarten won with their
sacks, and the total."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.bloeder_common import colour_chip, count_text, sacks_text
from display.views_bloeder import SupplyPageView

DICE_PER_PLAYER = 10
ROW_H = 34


def draw(canvas: Canvas, view: SupplyPageView) -> None:
    title = text("bloeder_table.player_page.title", player=view.player)
    widgets.frame(canvas, title, text("bloeder_table.board.footer_look"), title_px=theme.BODY_PX)
    top = widgets.BODY_TOP + 8
    if view.is_turn:
        turn = text("bloeder_table.player_page.turn")
        canvas.text(turn, 630, top + 76, 146, 32, theme.SMALL_PX, theme.SELECTED_BACKGROUND, "right")
    canvas.text(text("bloeder_table.player_page.supply", supply=view.supply), 24, top, 380, 34, theme.BODY_PX)
    canvas.text(text("bloeder_table.player_page.on_board", dice=view.on_board), 24, top + 34, 380, 30, theme.SMALL_PX)
    _dice_row(canvas, view, 412, top + 4)
    top += 76
    won = text("bloeder_table.player_page.won", cards=len(view.cards), needed=view.cards_to_end)
    canvas.text(won, 24, top, 600, 32, theme.SMALL_PX, theme.MUTED)
    top += 34
    if not view.cards:
        canvas.text(text("bloeder_table.player_page.none_won"), 40, top, 700, ROW_H, theme.SMALL_PX)
    shown = int((widgets.BODY_BOTTOM - 70 - top) // ROW_H)
    for row, card in enumerate(view.cards[:shown]):
        y = top + row * ROW_H
        canvas.box(24, y + 2, 752, ROW_H - 4, theme.PANEL, radius=6)
        canvas.text(card.condition, 36, y, 560, ROW_H, theme.SMALL_PX)
        canvas.text(sacks_text(card.sacks), 600, y, 164, ROW_H, theme.SMALL_PX, align="right")
    bottom = widgets.BODY_BOTTOM - 66
    canvas.line((24, bottom), (776, bottom), theme.MUTED, 2)
    canvas.text(
        text("bloeder_table.player_page.total", sacks=count_text("sacks", view.sacks)),
        24,
        bottom + 2,
        752,
        36,
        theme.BODY_PX,
    )
    if any(card.sacks is None for card in view.cards):
        note = text("bloeder_table.player_page.unknown_note")
        canvas.text(note, 24, bottom + 36, 752, 26, theme.DETAIL_PX, theme.MUTED)


def _dice_row(canvas: Canvas, view: SupplyPageView, x: float, y: float) -> None:
    """Ten dice of the player's colour: filled for those in the supply, outlined for those on the board."""
    colour_chip(canvas, view.colour, x, y, 90, 56)
    size = 26
    for index in range(DICE_PER_PLAYER):
        left = x + 100 + (index % 5) * (size + 6)
        top = y + (index // 5) * (size + 4)
        if index < view.supply:
            canvas.box(left, top, size, size, theme.die_colour(view.colour), radius=4)
        canvas.box(left, top, size, size, theme.MUTED, border=2, radius=4)
