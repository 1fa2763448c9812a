"""The end of a PUSH game: the general final table (open and secured points), the cards each player took
below it, and how a tie on points was decided. `draw_with_counts` serves any game whose tie-break is a count."""

from __future__ import annotations

from collections.abc import Sequence

from dicetable.messages import Text, text
from display import theme, widgets
from display.canvas import Canvas
from display.screens import end_of_game
from display.views import EndOfGameView
from display.views_push import PushFinalView

COUNT_H = 36


def draw(canvas: Canvas, view: PushFinalView) -> None:
    notes = (view.tie_note,) if view.tie_note is not None else ()
    draw_with_counts(canvas, view.table, text("push_table.cards_taken"), view.cards, notes)


def draw_with_counts(
    canvas: Canvas, table: EndOfGameView, label: Text, counts: Sequence[int], notes: Sequence[Text]
) -> None:
    """The final table, then one more row (`label`, a count per column: the tie-break) below the totals, and
    the notes under it, one paragraph each."""
    end_of_game.draw(canvas, table)
    rows = len(table.rows)
    top = widgets.BODY_TOP + 6
    row_h = min(38.0, (widgets.BODY_BOTTOM - top - end_of_game.HEAD_H - 44) / max(1, rows))
    y = top + end_of_game.HEAD_H + rows * row_h + 4 + 44  # below the totals, as end_of_game lays them out
    label_x = widgets.MARGIN + 6
    canvas.text(label, label_x, y, end_of_game.LABEL_W - 12, COUNT_H, theme.SMALL_PX, theme.MUTED)
    column_w = (800 - 2 * widgets.MARGIN - end_of_game.LABEL_W) / len(counts)
    for column, count in enumerate(counts):
        x = widgets.MARGIN + end_of_game.LABEL_W + column * column_w
        canvas.text(str(count), x, y, column_w - 16, COUNT_H, theme.BODY_PX, align="right")
    y += COUNT_H + 6
    room = (widgets.BODY_BOTTOM - y) / max(1, len(notes))
    for note in notes:
        canvas.text(note, label_x, y, 800 - 2 * label_x, room, theme.SMALL_PX, max_lines=3)
        y += room
