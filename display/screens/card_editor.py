"""The task-card editor: on the left what the buttons act on (a list, or one setting cycled with ◀ ▶), on the
right the card so far in words and why it cannot be saved yet (the card validator's message)."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views_card_editor import EditorRow, TaskCardEditorView

LEFT_W = 480
RIGHT_X = widgets.MARGIN + LEFT_W + 12
RIGHT_W = widgets.WIDTH - widgets.MARGIN - RIGHT_X
HEADING_H = 36
ROW_H = 48
VALUE_H = 84
SETTING_H = 40


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
    """The setting being chosen, big between ◀ and ▶, then every setting of this step-by-step choice."""
    x = widgets.MARGIN
    canvas.box(x, top, LEFT_W, VALUE_H, theme.SELECTED_BACKGROUND, radius=10)
    ink = theme.SELECTED_FOREGROUND
    canvas.text("◀", x + 8, top, 44, VALUE_H, theme.TITLE_PX, ink, "center")
    canvas.text("▶", x + LEFT_W - 52, top, 44, VALUE_H, theme.TITLE_PX, ink, "center")
    value = view.settings[view.current].value
    canvas.text(value, x + 56, top, LEFT_W - 112, VALUE_H, 44, ink, "center", min_size=theme.BODY_PX)
    y = top + VALUE_H + 12
    for index, setting in enumerate(view.settings):
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
    canvas.text(view.preview, inner_x, top + 62, inner_w, 144, theme.TITLE_PX, theme.FOREGROUND, max_lines=3)
    status_colour = theme.GOOD if view.is_valid else theme.WARNING
    canvas.box(inner_x, top + 212, inner_w, 3, status_colour)
    canvas.text(
        view.status, inner_x, top + 220, inner_w, bottom - top - 224, theme.SMALL_PX, status_colour, max_lines=7
    )
