"""Colours, fonts and sizes, chosen to be read from a metre away on a 7" 800×480 screen.

Sizes are logical pixels at 800×480; `layout.Layout` scales them. Colours are RGB tuples 0–255. Every die
colour has a text colour that contrasts with it, because a die is always drawn with its colour NAME on it.
"""

from __future__ import annotations

from functools import cache

import pygame

RGB = tuple[int, int, int]

# Screen
BACKGROUND: RGB = (16, 20, 26)
PANEL: RGB = (36, 42, 52)
FOREGROUND: RGB = (245, 245, 245)
MUTED: RGB = (190, 196, 205)
SELECTED_BACKGROUND: RGB = (255, 212, 0)
SELECTED_FOREGROUND: RGB = (0, 0, 0)
HINT: RGB = (80, 200, 255)
WARNING: RGB = (255, 170, 0)
DANGER: RGB = (255, 80, 80)
GOOD: RGB = (90, 220, 110)

# Paper sheets (Doppelt so clever) look like the printed pad: light paper, dark print, blue pen.
PAPER: RGB = (250, 248, 240)
PRINT: RGB = (40, 40, 40)
PEN: RGB = (10, 40, 150)
FADED: RGB = (150, 150, 150)

DIE_COLOURS: dict[str, RGB] = {
    "silver": (192, 194, 204),
    "yellow": (250, 210, 0),
    "blue": (40, 110, 230),
    "green": (40, 165, 70),
    "pink": (240, 120, 185),
    "white": (245, 245, 245),
    "red": (215, 40, 40),
    "black": (25, 25, 25),
    "orange": (245, 140, 20),
    "purple": (140, 70, 200),
    "star": (255, 230, 120),
    "unknown": (128, 128, 128),
}
DARK_TEXT_ON = frozenset({"silver", "yellow", "white", "orange", "star", "pink", "unknown"})

# Font sizes in logical pixels at 800×480; BODY and SMALL stay at or above 22 px for reading at a metre.
TITLE_PX = 34
BODY_PX = 26
SMALL_PX = 22
DETAIL_PX = 18  # only inside the dense paper sheets, always next to a bigger label
HUGE_PX = 64
TIGHT_PX = 14  # the floor a text that would be cut shrinks to before it loses words: still read at arm's length

FONT_NAME = "dejavusans"  # DejaVu has ä ö ü ß and the arrows we use; pygame's own font is the fallback


def die_colour(name: str) -> RGB:
    """The fill colour of a die colour name; unknown names are grey, never a guess."""
    return DIE_COLOURS.get(name, DIE_COLOURS["unknown"])


def text_on(name: str) -> RGB:
    """Black or white, whichever reads on the die colour `name`."""
    return SELECTED_FOREGROUND if name in DARK_TEXT_ON or name not in DIE_COLOURS else FOREGROUND


@cache
def font(size_px: int) -> pygame.font.Font:
    """A bold font of `size_px` real pixels, cached: the screens ask for the same few sizes every frame."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(pygame.font.match_font(FONT_NAME, bold=True), max(size_px, 6))
