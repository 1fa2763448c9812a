"""The task-card editor: on the left what the buttons act on (a list, or one setting cycled with ◀ ▶), on the
right the card so far in words and why it cannot be saved yet (the card validator's message)."""

from dicetable.messages import Text, render, text
from display import theme, widgets
from display.canvas import ELLIPSIS, Canvas, fit_lines
from display.views_card_editor import EditorRow, TaskCardEditorView

LEFT_W = 480
RIGHT_X = widgets.MARGIN + LEFT_W + 12
RIGHT_W = widgets.WIDTH - widgets.MARGIN - RIGHT_X
HEADING_H = 36
ROW_H = 48
VALUE_H = 84
SETTING_H = 40
PREVIEW_H = 144
PREVIEW_SIZES_PX = (theme.TITLE_PX, theme.BODY_PX, theme.SMALL_PX)


def draw(canvas: Canvas, view: TaskCardEditorView) -> None:
    widgets.frame(canvas, view.title, view.hint)
    top = widgets.BODY_TOP + 4
    canvas.text(view.heading, widgets.MARGIN, top, LEFT_W, HEADING_H, theme.BODY_PX, theme.MUTED)
    body_top = top + HEADING_H + 4
    if view.rows:
        items = [_item(row) for row in view.rows]
        height = widgets.BODY_BOTTOM - 4 - body_top
        widgets.selectable_list(canvas, items, view.selected, widgets.MARGIN, body_top, LEFT_W, height, ROW_H)
    else:
        _settings(canvas, view, body_top)
    _card_panel(canvas, view)


def _item(row: EditorRow) -> widgets.ListItem:
    return widgets.ListItem(row.label, value=row.tag, is_enabled=row.is_enabled)


def _settings(canvas: Canvas, view: TaskCardEditorView, top: float) -> None:
    """The setting being chosen, big between ◀ and ▶, then the settings of this step-by-step choice (as many
    as fit, around the current one: seven dice coloured one by one make nine)."""
    x = widgets.MARGIN
    canvas.box(x, top, LEFT_W, VALUE_H, theme.SELECTED_BACKGROUND, radius=10)
    ink = theme.SELECTED_FOREGROUND
    canvas.text("◀", x + 8, top, 44, VALUE_H, theme.TITLE_PX, ink, "center")
    canvas.text("▶", x + LEFT_W - 52, top, 44, VALUE_H, theme.TITLE_PX, ink, "center")
    value = view.settings[view.current].value
    canvas.text(value, x + 56, top, LEFT_W - 112, VALUE_H, 44, ink, "center", min_size=theme.BODY_PX)
    y = top + VALUE_H + 12
    fitting = int((widgets.BODY_BOTTOM - y) // SETTING_H)
    first = max(0, min(view.current - fitting // 2, len(view.settings) - fitting))
    for index, setting in enumerate(view.settings[first : first + fitting], start=first):
        is_current = index == view.current
        colour = theme.FOREGROUND if is_current else theme.MUTED
        if is_current:
            widgets.selection_arrow(canvas, x + 4, y + SETTING_H / 2, 18, colour)
        phrase = text("card_editor.row.field", label=setting.label, value=setting.value)
        canvas.text(phrase, x + 30, y, LEFT_W - 30, SETTING_H, theme.SMALL_PX, colour)
        y += SETTING_H


def _card_panel(canvas: Canvas, view: TaskCardEditorView) -> None:
    top = widgets.BODY_TOP + 8
    bottom = widgets.BODY_BOTTOM - 8
    canvas.box(RIGHT_X, top, RIGHT_W, bottom - top, theme.PANEL, radius=10)
    inner_x, inner_w = RIGHT_X + 10, RIGHT_W - 20
    canvas.text(view.card, inner_x, top + 4, inner_w, 56, theme.SMALL_PX, theme.MUTED, max_lines=2)
    preview_px = _fitting_size(canvas, view.preview, inner_w, PREVIEW_H)
    canvas.text(view.preview, inner_x, top + 62, inner_w, PREVIEW_H, preview_px, theme.FOREGROUND, max_lines=6)
    status_colour = theme.GOOD if view.is_valid else theme.WARNING
    canvas.box(inner_x, top + 212, inner_w, 3, status_colour)
    canvas.text(
        view.status, inner_x, top + 220, inner_w, bottom - top - 224, theme.SMALL_PX, status_colour, max_lines=7
    )


def _fitting_size(canvas: Canvas, message: Text, w: float, h: float) -> int:
    """The biggest preview size at which the whole condition fits the box (a long OR of mixed dice needs
    the smaller ones); the smallest size if none does."""
    box = canvas.layout.rect(0, 0, w, h)
    for size in PREVIEW_SIZES_PX:
        font = theme.font(canvas.layout.px(size))
        lines = max(1, box.height // font.get_linesize())
        wrapped = fit_lines(font, render(message), box.width, lines)
        if not wrapped[-1].endswith(ELLIPSIS):
            return size
    return PREVIEW_SIZES_PX[-1]
