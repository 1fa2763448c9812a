"""Pieces the Geht noch was? screens share: the In/Out badge."""

from dicetable.messages import text
from display import theme
from display.canvas import Canvas
from display.views_gnw import InOut

STATE_COLOURS = {InOut.IN: theme.GOOD, InOut.OUT: theme.MUTED, InOut.FAILED: theme.DANGER}


def in_out_badge(canvas: Canvas, state: InOut, x: float, y: float, w: float, h: float) -> None:
    """IN / OUT as printed on the marker, in words; the colour only repeats what the word says."""
    canvas.box(x, y, w, h, STATE_COLOURS[state], radius=6)
    canvas.text(
        text(f"display.gnw.{state.value}"), x + 2, y, w - 4, h, theme.SMALL_PX, theme.SELECTED_FOREGROUND, "center"
    )
