"""The legal actions of one decision, what each scores now, and the advisor's hint."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views import OptionRow, OptionsView


def draw(canvas: Canvas, view: OptionsView) -> None:
    widgets.frame(canvas, text("display.options.title", player=view.player), text("display.footer.choose"))
    top = widgets.BODY_TOP + 6
    if view.situation is not None:
        canvas.text(view.situation, widgets.MARGIN, top, 776, 36, theme.SMALL_PX, theme.MUTED)
        top += 38
    items = [_item(option) for option in view.options]
    row_h = 62 if any(option.detail for option in view.options) else 56
    widgets.selectable_list(canvas, items, view.selected, widgets.MARGIN, top, 776, widgets.BODY_BOTTOM - top, row_h)


def _item(option: OptionRow) -> widgets.ListItem:
    return widgets.ListItem(
        option.label,
        value=widgets.points_text(option.points),
        detail=option.detail,
        badge=text("display.options.hint") if option.is_hint else None,
    )
