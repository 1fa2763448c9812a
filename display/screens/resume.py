"""An unfinished game was found: resume it or start anew."""

from dicetable.messages import text
from display import theme, widgets
from display.canvas import Canvas
from display.views import ResumeView


def draw(canvas: Canvas, view: ResumeView) -> None:
    widgets.frame(canvas, text("display.resume.title"), text("display.footer.choose"))
    canvas.text(view.game_title, widgets.MARGIN, 80, 776, 56, theme.TITLE_PX, align="center")
    canvas.text(view.summary, widgets.MARGIN, 140, 776, 64, theme.BODY_PX, theme.MUTED, "center", max_lines=2)
    labels = [text("display.resume.resume"), text("display.resume.new")]
    widgets.choice_tiles(canvas, labels, view.selected, 60, 250, 680, 130)
