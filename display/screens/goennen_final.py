"""The end of a game of Man muss auch gönnen können: points by scoring rule, the empty fields that break a
tie (fewer wins), how a tie was decided, and the solo target reached or missed."""

from __future__ import annotations

from dicetable.messages import text
from display.canvas import Canvas
from display.screens.push_final import draw_with_counts
from display.views_goennen import GoennenFinalView


def draw(canvas: Canvas, view: GoennenFinalView) -> None:
    notes = tuple(note for note in (view.solo, view.tie_note) if note is not None)
    draw_with_counts(canvas, view.table, text("goennen_table.empty_fields_row"), view.empty_fields, notes)
