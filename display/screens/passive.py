"""Several players choosing on the same situation at once: a column per player still to choose, each with
their options and the points each gains now; the player whose buttons are live is framed and their option
under the buttons highlighted."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views import OptionRow
from display.views_passive import PassiveChoicesView, PlayerChoices

GAP = 8  # between the columns, px
HEAD_H = 50  # a column's head: the player, and below whether they choose now
ROW_H = 46  # one option: a label of up to two lines, its points and the hint
POINTS_W = 52
LIVE_WIDTH = 1.5  # the live player's column is this many times as wide as a waiting player's: their labels show


def draw(canvas: Canvas, view: PassiveChoicesView) -> None:
    widgets.frame(canvas, text("passive.title"), text("display.footer.choose"))
    top = widgets.BODY_TOP + 6
    count = len(view.players)
    unit = (widgets.WIDTH - 2 * widgets.MARGIN - GAP * (count - 1)) / (count - 1 + LIVE_WIDTH)
    x = widgets.MARGIN
    for choices in view.players:
        column_w = unit * LIVE_WIDTH if choices.is_live else unit
        _column(canvas, choices, view.selected if choices.is_live else None, x, top, column_w)
        x += column_w + GAP


def _column(canvas: Canvas, choices: PlayerChoices, selected: int | None, x: float, top: float, w: float) -> None:
    height = widgets.BODY_BOTTOM - top - 6
    canvas.box(x, top, w, height, theme.PANEL, radius=8)
    if choices.is_live:
        canvas.box(x, top, w, height, theme.SELECTED_BACKGROUND, border=3, radius=8)
        canvas.box(x, top, w, HEAD_H, theme.SELECTED_BACKGROUND, radius=8)
    ink = theme.SELECTED_FOREGROUND if choices.is_live else theme.FOREGROUND
    canvas.text(choices.player, x + 10, top + 2, w - 20, 28, theme.BODY_PX, ink)
    status = text("passive.live") if choices.is_live else text("passive.waiting")
    status_ink = ink if choices.is_live else theme.MUTED
    canvas.text(status, x + 10, top + 28, w - 20, 20, theme.DETAIL_PX, status_ink)
    list_top = top + HEAD_H + 4
    height = widgets.BODY_BOTTOM - 10 - list_top
    if not choices.options:
        canvas.text(text("passive.no_options"), x + 10, list_top, w - 20, ROW_H, theme.SMALL_PX, theme.MUTED)
        return
    first, shown = widgets.scroll_window(len(choices.options), selected or 0, height, ROW_H)
    y = list_top
    if first > 0:
        more = text("display.options.more_above", count=first)
        canvas.text(more, x, y, w, widgets.MORE_H, theme.SMALL_PX, theme.MUTED, "center")
        y += widgets.MORE_H
    for index in range(first, first + shown):
        _row(canvas, choices.options[index], index == selected, x + 4, y, w - 8)
        y += ROW_H
    hidden_below = len(choices.options) - first - shown
    if hidden_below > 0:
        more = text("display.options.more_below", count=hidden_below)
        canvas.text(more, x, y, w, widgets.MORE_H, theme.SMALL_PX, theme.MUTED, "center")


def _row(canvas: Canvas, option: OptionRow, is_selected: bool, x: float, y: float, w: float) -> None:
    ink = theme.SELECTED_FOREGROUND if is_selected else theme.FOREGROUND
    canvas.box(x, y + 2, w, ROW_H - 4, theme.SELECTED_BACKGROUND if is_selected else theme.BACKGROUND, radius=6)
    label_w = w - POINTS_W - 16
    canvas.text(option.label, x + 8, y + 2, label_w, ROW_H - 4, theme.DETAIL_PX, ink, max_lines=2)
    points = widgets.points_text(option.points)
    if points is not None:
        points_h = 22 if option.is_hint else ROW_H - 4  # beside the label, or above the hint
        canvas.text(points, x + w - POINTS_W - 6, y + 2, POINTS_W, points_h, theme.SMALL_PX, ink, "right")
    if option.is_hint:
        hint_ink = ink if is_selected else theme.HINT
        hint = text("display.options.hint")
        canvas.text(hint, x + w - POINTS_W - 6, y + 24, POINTS_W, 20, theme.DETAIL_PX, hint_ink, "right")
