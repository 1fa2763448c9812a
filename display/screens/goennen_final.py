"""The end of a game of Man muss auch gönnen können: points by scoring rule, the empty fields that break a
tie (fewer wins), how a tie was decided; in the solo game the heading says whether the target was reached
(a lone player always "wins" the general table)."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.push_final import draw_with_counts
from display.views_goennen import GoennenFinalView


def draw(canvas: Canvas, view: GoennenFinalView) -> None:
    notes = (view.tie_note,) if view.tie_note is not None else ()
    draw_with_counts(canvas, view.table, text("goennen_table.empty_fields_row"), view.empty_fields, notes)
    if view.solo is not None:
        widgets.header(canvas, view.solo, title_px=theme.BODY_PX)
