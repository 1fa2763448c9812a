"""Pieces the Blöder Sack screens share: a die named in words on its colour, and a card's sacks in words."""

from __future__ import annotations

from dicetable.messages import Text, colour_name, counted, text
from display import theme
from display.canvas import Canvas


def sacks_text(sacks: int | None) -> Text:
    """ "1 Sack", "2 Säcke", or "? Säcke" while the card's value is unknown."""
    return text("bloeder_table.sacks_unknown") if sacks is None else text(f"bloeder_table.sacks_{sacks}")


def count_text(what: str, count: int) -> Text:
    """ "1 Sack" / "5 Säcke", "1 Sackkarte" / "2 Sackkarten": `what` is "sacks" or "cards"."""
    return counted(f"bloeder_table.{what}", count)


def die_chip(
    canvas: Canvas, colour: str, value: int, x: float, y: float, w: float, h: float, size: int = theme.DETAIL_PX
) -> None:
    """A small die: its colour as the fill, outlined so white shows on white, "Rot 5" written on it."""
    canvas.box(x, y, w, h, theme.die_colour(colour), radius=5)
    canvas.box(x, y, w, h, theme.MUTED, border=1, radius=5)
    label = text("bloeder_table.die", colour=colour_name(colour), value=value)
    canvas.text(label, x + 2, y, w - 4, h, size, theme.text_on(colour), "center")


def colour_chip(
    canvas: Canvas, colour: str, x: float, y: float, w: float, h: float, size: int = theme.DETAIL_PX
) -> None:
    """A player's colour as a swatch with its name on it."""
    canvas.box(x, y, w, h, theme.die_colour(colour), radius=5)
    canvas.box(x, y, w, h, theme.MUTED, border=1, radius=5)
    canvas.text(colour_name(colour), x + 2, y, w - 4, h, size, theme.text_on(colour), "center")
