"""A problem and the way out: camera unplugged (retrying), a journal line skipped, a fatal error."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views import ErrorView


def draw(canvas: Canvas, view: ErrorView) -> None:
    title = text("display.error.fatal") if view.is_fatal else text("display.error.warning")
    widgets.frame(canvas, title, text("display.footer.continue"))
    accent = theme.DANGER if view.is_fatal else theme.WARNING
    _warning_sign(canvas, 80, 150, accent)
    canvas.text(view.problem, 160, 80, 620, 130, theme.TITLE_PX, accent, max_lines=3)
    if view.detail is not None:
        canvas.text(view.detail, 160, 215, 620, 100, theme.BODY_PX, max_lines=3)
    if view.recovery is not None:
        canvas.text(view.recovery, 160, 325, 620, 100, theme.BODY_PX, theme.MUTED, max_lines=3)


def _warning_sign(canvas: Canvas, x: float, y: float, colour: theme.RGB) -> None:
    """A triangle with "!": the shape repeats what the title says, so colour is never the only sign."""
    canvas.polygon([(x, y - 50), (x + 50, y + 40), (x - 50, y + 40)], colour)
    canvas.text("!", x - 20, y - 30, 40, 80, theme.HUGE_PX, theme.SELECTED_FOREGROUND, "center")
