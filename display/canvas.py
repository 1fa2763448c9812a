"""Drawing primitives in logical 800×480 pixels, with every text fitted into its box and recorded.

The record of drawn texts lets a test ask "is the player's name on the screen, and inside its box?"
without reading pixels back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import pygame

from dicetable.messages import Text, render
from display import theme
from display.layout import Layout

Align = Literal["left", "center", "right"]
ELLIPSIS = "…"


@dataclass(frozen=True)
class DrawnText:
    """One text as drawn: the whole `message`, the `lines` shown (shortened with … when it did not fit),
    the real-pixel `box` it was allowed and the `bounds` it covers."""

    message: str
    lines: tuple[str, ...]
    box: pygame.Rect
    bounds: pygame.Rect

    @property
    def is_shortened(self) -> bool:
        return not shows_whole(self.lines, self.message)

    def is_cut(self, screen: pygame.Rect) -> bool:
        """Whether a player would miss part of it: shortened, or running out of its box or off `screen`; a
        line's height includes the font's leading, which may stick out 2 px."""
        is_outside_box = (
            self.bounds.left < self.box.left
            or self.bounds.right > self.box.right
            or self.bounds.top < self.box.top - 2
            or self.bounds.bottom > self.box.bottom + 2
        )
        return self.is_shortened or is_outside_box or not screen.contains(self.bounds)


@dataclass(frozen=True)
class Placement:
    """Where an image landed, in logical pixels: image pixel (u, v) is at (left + u·scale, top + v·scale)."""

    left: float
    top: float
    scale: float

    def point(self, u: float, v: float) -> tuple[float, float]:
        return (self.left + u * self.scale, self.top + v * self.scale)


class Canvas:
    """A surface addressed in logical pixels; `drawn` lists every text in drawing order."""

    def __init__(self, surface: pygame.Surface, layout: Layout) -> None:
        self.surface = surface
        self.layout = layout
        self.drawn: list[DrawnText] = []

    def fill(self, colour: theme.RGB) -> None:
        self.surface.fill(colour)

    def box(
        self, x: float, y: float, w: float, h: float, colour: theme.RGB, border: float = 0, radius: float = 0
    ) -> None:
        """A filled rectangle, or only its outline when `border` (logical px) is given."""
        width = self.layout.px(border) if border else 0
        pygame.draw.rect(self.surface, colour, self.layout.rect(x, y, w, h), width, self.layout.px(radius))

    def line(self, start: tuple[float, float], end: tuple[float, float], colour: theme.RGB, width: float) -> None:
        pygame.draw.line(
            self.surface, colour, self.layout.point(*start), self.layout.point(*end), self.layout.px(width)
        )

    def polygon(self, points: Sequence[tuple[float, float]], colour: theme.RGB, border: float = 0) -> None:
        real = [self.layout.point(x, y) for x, y in points]
        pygame.draw.polygon(self.surface, colour, real, self.layout.px(border) if border else 0)

    def circle(self, centre: tuple[float, float], radius: float, colour: theme.RGB, border: float = 0) -> None:
        width = self.layout.px(border) if border else 0
        pygame.draw.circle(self.surface, colour, self.layout.point(*centre), self.layout.px(radius), width)

    def image(self, picture: pygame.Surface, x: float, y: float, w: float, h: float) -> Placement:
        """Scale `picture` to fit the box keeping its aspect ratio, centred; returns where it landed."""
        scale = min(w / picture.get_width(), h / picture.get_height())
        left = x + (w - picture.get_width() * scale) / 2
        top = y + (h - picture.get_height() * scale) / 2
        target = self.layout.rect(left, top, picture.get_width() * scale, picture.get_height() * scale)
        self.surface.blit(pygame.transform.smoothscale(picture, target.size), target)
        return Placement(left, top, scale)

    def text(
        self,
        message: Text | str,
        x: float,
        y: float,
        w: float,
        h: float,
        size: int = theme.BODY_PX,
        colour: theme.RGB = theme.FOREGROUND,
        align: Align = "left",
        max_lines: int = 1,
        min_size: int = theme.TIGHT_PX,
    ) -> DrawnText:
        """Draw `message` inside the box, vertically centred; words wrap onto at most `max_lines` lines and
        whatever still does not fit ends in "…", so a long German label never leaves its box. A text that
        would be cut first shrinks towards `min_size`, a logical pixel at a time: a band keeps its size for
        the usual words and gives way for a long name rather than lose it."""
        box = self.layout.rect(x, y, w, h)
        full = render(message)
        font, lines = self._fitted(full, box, size, max_lines)
        while size > min_size and not shows_whole(lines, full):
            size -= 1
            font, lines = self._fitted(full, box, size, max_lines)
        block_height = font.get_linesize() * len(lines)
        top = box.top + (box.height - block_height) // 2
        bounds = pygame.Rect(box.left, top, 0, 0)
        for number, line in enumerate(lines):
            picture = font.render(line, True, colour)
            spot = picture.get_rect(top=top + number * font.get_linesize())
            if align == "left":
                spot.left = box.left
            elif align == "right":
                spot.right = box.right
            else:
                spot.centerx = box.centerx
            self.surface.blit(picture, spot)
            bounds = bounds.union(spot) if bounds.width else spot
        drawn = DrawnText(full, tuple(lines), box, bounds)
        self.drawn.append(drawn)
        return drawn

    def width_of(self, message: Text | str, size: int) -> float:
        """How wide `message` is on one line at logical `size`, in logical px: to give a neighbour the rest."""
        return theme.font(self.layout.px(size)).size(render(message))[0] / self.layout.scale

    def lines_needed(self, message: Text | str, w: float, size: int) -> int:
        """How many lines `message` wraps onto in a box `w` logical px wide at logical `size`: to size its box."""
        font = theme.font(self.layout.px(size))
        return len(fit_lines(font, render(message), self.layout.px(w), max_lines=1_000))

    def _fitted(self, message: str, box: pygame.Rect, size: int, max_lines: int) -> tuple[pygame.font.Font, list[str]]:
        """The font of logical `size` and `message` wrapped into as many of `max_lines` lines as the box holds."""
        font = theme.font(self.layout.px(size))
        fitting_lines = max(1, min(max_lines, box.height // font.get_linesize()))
        return font, fit_lines(font, message, box.width, fitting_lines)


def shows_whole(lines: Sequence[str], message: str) -> bool:
    """Whether `lines` show every word of `message` (none shortened with "…")."""
    return " ".join(lines) == " ".join(message.split())


def fit_lines(font: pygame.font.Font, message: str, width_px: int, max_lines: int) -> list[str]:
    """Wrap `message` into at most `max_lines` lines no wider than `width_px`. A word too long for a line
    gets a line of its own, cut with "…"; when lines run out the last one ends in "…". Draws nothing."""
    lines: list[str] = []
    current = ""
    for word in message.split():
        candidate = f"{current} {word}" if current else word
        if font.size(candidate)[0] <= width_px:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = word
    lines.append(current)
    is_cut = len(lines) > max_lines
    lines = [line if font.size(line)[0] <= width_px else _with_ellipsis(font, line, width_px) for line in lines]
    lines = lines[:max_lines]
    if is_cut:
        lines[-1] = _with_ellipsis(font, lines[-1], width_px)
    return lines


def _with_ellipsis(font: pygame.font.Font, line: str, width_px: int) -> str:
    kept = line
    while kept and font.size(kept.rstrip() + ELLIPSIS)[0] > width_px:
        kept = kept[:-1]
    return kept.rstrip() + ELLIPSIS
