"""The board the camera sees differs from the game: every difference in words (expected before seen), and
the ways out: fix the dice and read again, take back the last move, or keep the game's board."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views_bloeder import BoardCheckView

LINE_H = 30
SHOWN = 5
CHOICE_H = 52


def draw(canvas: Canvas, view: BoardCheckView) -> None:
    widgets.frame(canvas, text("bloeder_table.check.title"), text("display.footer.choose"))
    top = widgets.BODY_TOP + 8
    shown = view.differences if len(view.differences) <= SHOWN else view.differences[: SHOWN - 1]
    for row, difference in enumerate(shown):
        canvas.text(difference, widgets.MARGIN, top + row * LINE_H, 776, LINE_H, theme.SMALL_PX, theme.WARNING)
    if len(shown) < len(view.differences):
        more = text("bloeder_table.check.more", count=len(view.differences) - len(shown))
        canvas.text(more, widgets.MARGIN, top + len(shown) * LINE_H, 776, LINE_H, theme.SMALL_PX, theme.MUTED)
    choices_top = widgets.BODY_BOTTOM - len(view.choices) * CHOICE_H - 8
    items = [widgets.ListItem(choice) for choice in view.choices]
    widgets.selectable_list(
        canvas, items, view.selected, widgets.MARGIN, choices_top, 776, len(items) * CHOICE_H, CHOICE_H
    )
