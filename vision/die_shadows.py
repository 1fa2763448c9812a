"""Telling a die's shadow from a die: a body found beside a die already read, darker than the table around it but of
the table's own hue, is that die's shadow, not a die whose pips could not be seen.

A body is found by its colour standing out from the local table (`vision.bodies`), and the shadow a die casts on a
light table stands out that way: it is about a die in size, nearly square and dark. Reported as a die whose pips were
not seen it asks the players to lay again a die that is not there (DSC train 10019 and 10034: five such reports). A
shadow only darkens the table: its a*b* stay near the table's, where the plastic of a die, even a dark one, shows its
own (Blöder train 30043's dark blue 6: 19 8-bit a*b* units off the table, the shadows 3-14).
"""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import tolerances as tol

Point = tuple[float, float]


def is_a_die_shadow(image_bgr: np.ndarray, center: Point, side_px: float, read_centres: list[Point]) -> bool:
    """Whether the body at `center` (frame pixels, `side_px` its side) is the shadow of a die read at one of
    `read_centres`: one lies within `tol.DIE_SHADOW_BESIDE_SIDES` body sides, and the body's middle is at least
    `tol.DIE_SHADOW_MIN_DARKER` darker than the table around it (8-bit L*) with its a*b* within
    `tol.DIE_SHADOW_MAX_HUE_STEP` of the table's. `image_bgr`: the frame (H, W, 3) uint8, not changed."""
    if not any(math.dist(center, read) <= tol.DIE_SHADOW_BESIDE_SIDES * side_px for read in read_centres):
        return False
    middle, table = _middle_and_table_lab(image_bgr, center, side_px)
    if middle is None or table is None:
        return False
    is_darker = table[0] - middle[0] >= tol.DIE_SHADOW_MIN_DARKER
    return is_darker and float(np.hypot(*(middle[1:] - table[1:]))) <= tol.DIE_SHADOW_MAX_HUE_STEP


def _middle_and_table_lab(
    image_bgr: np.ndarray, center: Point, side_px: float
) -> tuple[np.ndarray | None, np.ndarray | None]:
    """The mean 8-bit L*a*b* of the body's middle (a square `tol.DIE_SHADOW_MIDDLE_SIDES` sides across) and the
    median of the table around it (a square ring `tol.DIE_SHADOW_TABLE_RING_SIDES` sides from the centre, as far as
    the frame reaches), each (3,) float, None where no pixel of it lies in the frame."""
    inner, outer = tol.DIE_SHADOW_TABLE_RING_SIDES
    reach = outer * side_px
    height, width = image_bgr.shape[:2]
    x0, y0 = max(0, int(center[0] - reach)), max(0, int(center[1] - reach))
    x1, y1 = min(width, math.ceil(center[0] + reach) + 1), min(height, math.ceil(center[1] + reach) + 1)
    lab = cv2.cvtColor(image_bgr[y0:y1, x0:x1], cv2.COLOR_BGR2Lab).astype(np.float32)
    ys, xs = np.mgrid[y0:y1, x0:x1]
    steps = np.maximum(np.abs(xs - center[0]), np.abs(ys - center[1])) / side_px
    middle = lab[steps <= tol.DIE_SHADOW_MIDDLE_SIDES / 2]
    table = lab[(steps >= inner) & (steps <= outer)]
    return (
        middle.mean(axis=0) if len(middle) else None,
        np.median(table, axis=0) if len(table) else None,
    )
