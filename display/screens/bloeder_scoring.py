"""The announcement of a Blöder Sack scoring: which Sackkarte, who wins it and why, and its sacks; the
players confirm it with OK. A final scoring lists every card scored at the end."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.bloeder_common import colour_chip, sacks_text
from display.views_bloeder import ScoringLine, ScoringView


def draw(canvas: Canvas, view: ScoringView) -> None:
    if view.is_final or len(view.scorings) > 1:
        title = text("bloeder_table.scoring.final_title")
    else:
        title = text("bloeder_table.scoring.title", value=view.scorings[0].slot)
    widgets.frame(canvas, title, text("bloeder_table.scoring.footer"))
    if len(view.scorings) == 1:
        _single(canvas, view.scorings[0])
        return
    top = widgets.BODY_TOP + 6
    row_h = (widgets.BODY_BOTTOM - top - 4) / len(view.scorings)
    for index, line in enumerate(view.scorings):
        _row(canvas, line, top + index * row_h, row_h)


def _single(canvas: Canvas, line: ScoringLine) -> None:
    """One card large: the Sackkarte on paper with its sacks, the verdict, the reason, the dice going back."""
    top = widgets.BODY_TOP + 14
    canvas.box(200, top, 400, 110, theme.PAPER, radius=10)
    canvas.text(line.condition, 212, top + 4, 376, 70, theme.BODY_PX, theme.PRINT, "center", 2)
    canvas.text(sacks_text(line.sacks), 212, top + 76, 376, 30, theme.SMALL_PX, theme.PEN, "center")
    top += 124
    if line.winner is None:
        verdict = text("bloeder_table.scoring.nobody")
    else:
        colour_chip(canvas, line.winner_colour, widgets.MARGIN, top + 6, 90, 40, theme.SMALL_PX)
        verdict = text("bloeder_table.scoring.wins", winner=line.winner, sacks=sacks_text(line.sacks))
    canvas.text(verdict, 112, top, 676, 52, theme.BODY_PX, theme.SELECTED_BACKGROUND)
    canvas.text(line.reason, widgets.MARGIN, top + 58, 776, 80, theme.SMALL_PX, max_lines=3)
    if line.winner is not None:  # nobody winning says so in its reason already
        dice_back = text("bloeder_table.scoring.dice_back")
        canvas.text(dice_back, widgets.MARGIN, top + 142, 776, 32, theme.SMALL_PX, theme.MUTED)


def _row(canvas: Canvas, line: ScoringLine, y: float, h: float) -> None:
    """One card of several: Ablagekarte, the card and who wins it, the reason."""
    canvas.box(widgets.MARGIN, y + 2, 776, h - 4, theme.PANEL, radius=8)
    label = text("bloeder_table.board.ablage", value=line.slot)
    canvas.text(label, widgets.MARGIN + 8, y, 48, h, theme.SMALL_PX, theme.MUTED)
    winner = line.winner if line.winner is not None else text("bloeder_table.scoring.nobody_short")
    verdict = text("bloeder_table.scoring.row", card=line.condition, sacks=sacks_text(line.sacks), winner=winner)
    canvas.text(verdict, 70, y + 2, 710, h * 0.5, theme.SMALL_PX, theme.SELECTED_BACKGROUND)
    canvas.text(line.reason, 70, y + h * 0.5 - 2, 710, h * 0.5, theme.DETAIL_PX, max_lines=2)
