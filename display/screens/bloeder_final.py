"""The end of a Blöder Sack game: one column per player in ranking order with the place, the sacks, the
Sackkarten won and which tie rule decided the place."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.bloeder_common import count_text, sacks_text
from display.views_bloeder import BloederFinalView, RankedPlayer

GAP = 8
HEAD_H = 86
CARD_PX = 15
SACKS_H = 40  # the sacks in title type: its glyphs stand 40 px tall
ONE_LINE_W = 300  # narrower columns give each card two lines


def draw(canvas: Canvas, view: BloederFinalView) -> None:
    winners = [player.player for player in view.ranking if player.place == 1]
    widgets.frame(canvas, widgets.verdict(winners), text("display.footer.continue"))
    for player, (x, w) in zip(view.ranking, widgets.columns(len(view.ranking), GAP), strict=True):
        _column(canvas, player, x, w)


def _column(canvas: Canvas, player: RankedPlayer, x: float, w: float) -> None:
    top, bottom = widgets.BODY_TOP + 6, widgets.BODY_BOTTOM - 6
    is_winner = player.place == 1
    canvas.box(x, top, w, HEAD_H, theme.SELECTED_BACKGROUND if is_winner else theme.PANEL, radius=8)
    ink = theme.SELECTED_FOREGROUND if is_winner else theme.FOREGROUND
    canvas.text(
        text("bloeder_table.final.place", place=player.place), x + 6, top, w - 12, 30, theme.BODY_PX, ink, "center"
    )
    canvas.text(player.player, x + 6, top + 28, w - 12, 56, theme.SMALL_PX, ink, "center", 2)
    y = top + HEAD_H + 4
    canvas.text(count_text("sacks", player.sacks), x, y, w, SACKS_H, theme.TITLE_PX, align="center")
    cards = count_text("cards", len(player.cards))
    canvas.text(cards, x, y + SACKS_H, w, 26, theme.SMALL_PX, theme.MUTED, "center")
    canvas.text(player.decided_by, x + 4, y + SACKS_H + 26, w - 8, 56, CARD_PX, theme.MUTED, "center", 3)
    y += SACKS_H + 84
    canvas.line((x + 6, y), (x + w - 6, y), theme.MUTED, 1)
    lines = 1 if w >= ONE_LINE_W else 2
    row_h = 6 + 18 * lines
    shown = int((bottom - y) // row_h)
    cards = player.cards if len(player.cards) <= shown else player.cards[: shown - 1]
    for row, card in enumerate(cards):
        line = text("bloeder_table.final.card", card=card.condition, sacks=sacks_text(card.sacks))
        canvas.text(line, x + 4, y + 2 + row * row_h, w - 8, row_h, CARD_PX, max_lines=lines)
    if len(cards) < len(player.cards):
        more = text("bloeder_table.final.more_cards", count=len(player.cards) - len(cards))
        canvas.text(more, x + 4, y + 2 + len(cards) * row_h, w - 8, row_h, CARD_PX, theme.MUTED)
