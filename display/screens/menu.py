"""The menu behind a held BACK button."""

from dicetable.messages import text
from display import widgets
from display.canvas import Canvas
from display.views import MenuView


def draw(canvas: Canvas, view: MenuView) -> None:
    widgets.frame(canvas, text("display.menu.title"), text("display.footer.choose"))
    items = [widgets.ListItem(item.label, detail=item.detail, is_enabled=item.is_enabled) for item in view.items]
    row_h = 72 if any(item.detail for item in view.items) else 62
    top = widgets.BODY_TOP + 8
    widgets.selectable_list(canvas, items, view.selected, widgets.MARGIN, top, 776, widgets.BODY_BOTTOM - top, row_h)
