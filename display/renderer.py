"""Turns a view model into pixels, in a window or headless (no display needed, for tests and the demo).

    renderer = Renderer((800, 480), headless=True)
    renderer.draw(view)           # a pygame.Surface; `renderer.drawn` lists the texts on it
    renderer.save_png("out.png")

Headless mode draws on a plain surface and never opens a window, so it runs under SDL's dummy driver.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from display import theme
from display.canvas import Canvas, DrawnText
from display.errors import BadView
from display.layout import Layout
from display.screens import SCREENS


class Renderer:
    """Draws views at `size` (width, height) real pixels; the 800×480 design is scaled to fit."""

    def __init__(self, size: tuple[int, int] = (800, 480), headless: bool = True, fullscreen: bool = False) -> None:
        self.layout = Layout(size)
        self.headless = headless
        if headless:
            self.surface = pygame.Surface(size)
            self._window = None
        else:
            os.environ.setdefault("SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS", "0")
            pygame.display.init()
            self._window = pygame.display.set_mode(size, pygame.FULLSCREEN if fullscreen else 0)
            pygame.display.set_caption("dicetable")
            self.surface = pygame.Surface(size)
        pygame.font.init()
        self.drawn: tuple[DrawnText, ...] = ()

    def draw(self, view: object) -> pygame.Surface:
        """Draw `view` and return the surface (shown at once in window mode); does not keep the view."""
        screen = SCREENS.get(type(view))
        if screen is None:
            known = ", ".join(sorted(kind.__name__ for kind in SCREENS))
            raise BadView(f"no screen draws a {type(view).__name__}; expected one of {known}")
        self.surface.fill(theme.BACKGROUND)
        canvas = Canvas(self.surface, self.layout)
        screen(canvas, view)
        self.drawn = tuple(canvas.drawn)
        if self._window is not None:
            self._window.blit(self.surface, (0, 0))
            pygame.display.flip()
        return self.surface

    def close(self) -> None:
        """Close the window (window mode); a headless renderer has nothing to release."""
        if self._window is not None:
            pygame.display.quit()
            self._window = None

    def texts(self) -> tuple[str, ...]:
        """Every text on the last frame, whole (before any shortening), in drawing order."""
        return tuple(drawn.message for drawn in self.drawn)

    def cut_texts(self) -> tuple[DrawnText, ...]:
        """The texts of the last frame a player cannot read whole (shortened with "…", out of their box or
        off the screen); () when everything fits."""
        screen = self.surface.get_rect()
        return tuple(drawn for drawn in self.drawn if drawn.is_cut(screen))

    def save_png(self, path: str | Path) -> Path:
        """Write the last frame as a PNG; makes the folder if needed."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(target))
        return target
