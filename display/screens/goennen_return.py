"""Setup of a Gönnen game: the four dealt cards side by side, each under the stack it came from; the one the
selected option returns is framed and marked "zurück" (the others "behalten"), and below it the option in
words, the three cards kept and where they go."""

from __future__ import annotations

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.screens.goennen_display import CELL_H, CELL_W, card_cell
from display.views_goennen_choices import GoennenReturnView

STACK_TOP = widgets.BODY_TOP + 6
STACK_H = 28
CARD_TOP = STACK_TOP + STACK_H
CARD_H = CELL_H + 28  # taller than in the display: room for the whole reward
MARK_TOP = CARD_TOP + CARD_H + 6
MARK_H = 34
FRAME = 4  # the selected card's frame, outside the card
TEXT_TOP = MARK_TOP + MARK_H + 8
TEXT_W = widgets.WIDTH - 2 * widgets.MARGIN
TEXT_H = 56  # two lines of SMALL_PX
OPTION_H = 30  # the option in words: one line


def draw(canvas: Canvas, view: GoennenReturnView) -> None:
    title = text("goennen_choices.return_title", player=view.player)
    widgets.frame(canvas, title, text("display.footer.choose"), title_px=theme.SMALL_PX)
    count = len(view.cards)
    gap = (TEXT_W - count * CELL_W) / max(1, count - 1)
    for index, (card, stack) in enumerate(zip(view.cards, view.stacks, strict=True)):
        x = widgets.MARGIN + index * (CELL_W + gap)
        canvas.text(stack, x, STACK_TOP, CELL_W, STACK_H, theme.SMALL_PX, theme.MUTED, "center")
        card_cell(canvas, card, x, CARD_TOP, CARD_H)
        _mark(canvas, index == view.selected, x)
    canvas.text(view.options[view.selected], widgets.MARGIN, TEXT_TOP, TEXT_W, OPTION_H, theme.SMALL_PX)
    y = TEXT_TOP + OPTION_H + 2
    canvas.text(view.kept, widgets.MARGIN, y, TEXT_W, TEXT_H, theme.SMALL_PX, max_lines=2)
    rule = text("goennen_choices.return_rule")
    canvas.text(rule, widgets.MARGIN, y + TEXT_H, TEXT_W, TEXT_H, theme.SMALL_PX, theme.MUTED, max_lines=2)


def _mark(canvas: Canvas, is_returned: bool, x: float) -> None:
    """Under a card: "zurück" inverted with an arrow and the card framed, or a plain "behalten"."""
    if not is_returned:
        canvas.box(x, MARK_TOP, CELL_W, MARK_H, theme.PANEL, radius=8)
        canvas.text(text("goennen_choices.keep"), x, MARK_TOP, CELL_W, MARK_H, theme.SMALL_PX, theme.MUTED, "center")
        return
    canvas.box(x - FRAME, CARD_TOP - FRAME, CELL_W + 2 * FRAME, CARD_H + 2 * FRAME, theme.SELECTED_BACKGROUND, FRAME, 8)
    canvas.box(x, MARK_TOP, CELL_W, MARK_H, theme.SELECTED_BACKGROUND, radius=8)
    widgets.selection_arrow(canvas, x + 10, MARK_TOP + MARK_H / 2, 20, theme.SELECTED_FOREGROUND)
    label = text("goennen_choices.back")
    canvas.text(label, x + 28, MARK_TOP, CELL_W - 36, MARK_H, theme.SMALL_PX, theme.SELECTED_FOREGROUND, "center")
