"""Printed faces of the board cards for the board scenes (drawn with OpenCV, textured onto cards in Blender).

The real card art is not in the rules, so this is a plain stand-in: a cream card with a thin border. A
Blöder Sack Ablagekarte shows its doubles ("1-1" … "5-5") at the top centre and its 9 numbered fields as
squares at the places the board file gives (`fixtures/boards/bloeder-sack.json`, an assumed 3×3 grid); a
Sackkarte shows a line of text and a sack in two opposite corners. Digits only, no printed pips, so the
stand-in makes no die-like marks the real cards may or may not have.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

PX_PER_MM = 8
INK_BGR = (40, 35, 35)
CARD_BGR = (200, 228, 238)  # cream
SACK_BGR = (60, 105, 150)  # brown cloth
FIELD_SIDE_MM = 22.0


def _blank(size_mm: tuple[float, float]) -> np.ndarray:
    width, height = (round(side * PX_PER_MM) for side in size_mm)
    card = np.full((height, width, 3), CARD_BGR, np.uint8)
    cv2.rectangle(card, (12, 12), (width - 13, height - 13), INK_BGR, 3)
    return card


def _text(card: np.ndarray, words: str, centre: tuple[int, int], scale: float, thickness: int) -> None:
    (width, height), _ = cv2.getTextSize(words, cv2.FONT_HERSHEY_SIMPLEX, scale, thickness)
    origin = (centre[0] - width // 2, centre[1] + height // 2)
    cv2.putText(card, words, origin, cv2.FONT_HERSHEY_SIMPLEX, scale, INK_BGR, thickness, cv2.LINE_AA)


def ablagekarte(number: int, size_mm: tuple[float, float], fields: list[tuple[float, float]], out: Path) -> Path:
    """The placement card with doubles `number`-`number`, its fields numbered 1..9 in the given places."""
    card = _blank(size_mm)
    height, width = card.shape[:2]
    band_mm = min(v for _, v in fields) * size_mm[1] - FIELD_SIDE_MM / 2
    _text(card, f"{number}-{number}", (width // 2, round(band_mm * PX_PER_MM / 2)), 3.0, 8)
    half = FIELD_SIDE_MM * PX_PER_MM / 2
    for index, (u, v) in enumerate(fields):
        x, y = u * width, v * height
        cv2.rectangle(card, (round(x - half), round(y - half)), (round(x + half), round(y + half)), INK_BGR, 4)
        _text(card, str(index + 1), (round(x - half + 22), round(y - half + 24)), 0.9, 2)
    cv2.imwrite(str(out), card)
    return out


def sackkarte(condition: str, size_mm: tuple[float, float], out: Path) -> Path:
    """A task card: its condition as a line of text and a sack in the top-left and bottom-right corners."""
    card = _blank(size_mm)
    height, width = card.shape[:2]
    _text(card, condition, (width // 2, height // 2), 1.1, 3)
    for x, y in ((70, 80), (width - 70, height - 80)):
        cv2.ellipse(card, (x, y + 10), (38, 44), 0, 0, 360, SACK_BGR, -1)
        cv2.rectangle(card, (x - 14, y - 44), (x + 14, y - 28), SACK_BGR, -1)
    cv2.imwrite(str(out), card)
    return out
