"""The end of a PUSH game: the general final table (open and secured points), the cards each player took
below it, and how a tie on points was decided."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens import end_of_game
from display.views_push import PushFinalView

CARDS_H = 36


def draw(canvas: Canvas, view: PushFinalView) -> None:
    end_of_game.draw(canvas, view.table)
    rows = len(view.table.rows)
    top = widgets.BODY_TOP + 6
    row_h = min(38.0, (widgets.BODY_BOTTOM - top - end_of_game.HEAD_H - 44) / max(1, rows))
    y = top + end_of_game.HEAD_H + rows * row_h + 4 + 44  # below the totals, as end_of_game lays them out
    label_x = widgets.MARGIN + 6
    canvas.text(
        text("push_table.cards_taken"), label_x, y, end_of_game.LABEL_W - 12, CARDS_H, theme.SMALL_PX, theme.MUTED
    )
    column_w = (800 - 2 * widgets.MARGIN - end_of_game.LABEL_W) / len(view.cards)
    for column, cards in enumerate(view.cards):
        x = widgets.MARGIN + end_of_game.LABEL_W + column * column_w
        canvas.text(str(cards), x, y, column_w - 16, CARDS_H, theme.BODY_PX, align="right")
    if view.tie_note is not None:
        note_y = y + CARDS_H + 6
        canvas.text(
            view.tie_note, label_x, note_y, 800 - 2 * label_x, widgets.BODY_BOTTOM - note_y, theme.SMALL_PX, max_lines=3
        )
