"""Scaling from the 800×480 design to any screen: uniform scale, centred, the rest left as margin.

Screens are written in logical pixels of an 800×480 canvas; `Layout` turns them into real pixels.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from display.errors import BadView

DESIGN_SIZE = (800, 480)


@dataclass(frozen=True)
class Layout:
    """Maps logical 800×480 coordinates onto a real surface of `size` (width, height) pixels."""

    size: tuple[int, int]

    def __post_init__(self) -> None:
        width, height = self.size
        if width < 160 or height < 96:
            raise BadView(f"screen size must be at least 160×96 pixels, got {width}×{height}")

    @property
    def scale(self) -> float:
        return min(self.size[0] / DESIGN_SIZE[0], self.size[1] / DESIGN_SIZE[1])

    @property
    def offset(self) -> tuple[int, int]:
        return (
            round((self.size[0] - DESIGN_SIZE[0] * self.scale) / 2),
            round((self.size[1] - DESIGN_SIZE[1] * self.scale) / 2),
        )

    def px(self, logical: float) -> int:
        """A length in real pixels, at least 1."""
        return max(1, round(logical * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (self.offset[0] + round(x * self.scale), self.offset[1] + round(y * self.scale))

    def rect(self, x: float, y: float, width: float, height: float) -> pygame.Rect:
        left, top = self.point(x, y)
        right, bottom = self.point(x + width, y + height)
        return pygame.Rect(left, top, right - left, bottom - top)
