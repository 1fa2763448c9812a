"""A body's top face found by its light: a die's body may take in its shadow or a dark side face along with its top
face (GNW train 20015: a blue 2's body 1.4 times its face's side, half of it the shade the die casts), and the lamp
lights the top face far more than either, so the top face is the body's lit part: its pixels above the level that
parts the body's light in two (Otsu's), their largest connected part, boxed.

Only a lit part that ends within the body is a whole face: where the frame just outside the body beside the lit part
is as light, the lit part goes on past the body's edge (GNW train 20066: a red 4 whose body is its dark side face and
shadow, the top face beyond it; boxed inside the body, half its face reads as a 1), and none is given.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import least_rectangle

Corners = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]

_RIM_PX = 2  # how far outside the body the light beside its lit part is looked at


def lit_face(image_bgr: np.ndarray, box: Corners) -> Corners | None:
    """The box (frame pixels, corners in order around it) of the lit part of the body at `box` in the BGR uint8 frame
    (H, W, 3), or None when the body has no lit part or the lit part goes on past the body's edge (over
    `tol.LIT_FACE_MAX_OPEN_RIM` of the pixels just outside the body beside it as light). Does not change the image."""
    corners = np.rint(np.asarray(box, np.float32)).astype(np.int32)
    x, y, width, height = cv2.boundingRect(corners)
    x0, y0 = max(0, x - _RIM_PX), max(0, y - _RIM_PX)
    x1 = min(image_bgr.shape[1], x + width + _RIM_PX)
    y1 = min(image_bgr.shape[0], y + height + _RIM_PX)
    light = image_bgr[y0:y1, x0:x1].max(axis=2)
    inside = np.zeros(light.shape, np.uint8)
    cv2.fillPoly(inside, [corners - (x0, y0)], 1)
    if inside.sum() < 2:
        return None
    part = largest_lit_part(light, inside > 0)
    if part is None:
        return None
    lit, is_lit = part
    largest = lit.astype(np.uint8)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (2 * _RIM_PX + 1, 2 * _RIM_PX + 1))
    rim = (cv2.dilate(largest, kernel) > 0) & (inside == 0)
    if rim.any() and is_lit[rim].mean() > tol.LIT_FACE_MAX_OPEN_RIM:
        return None
    points = (np.argwhere(largest > 0)[:, ::-1] + (x0, y0)).astype(np.float32)
    return tuple(tuple(map(float, corner)) for corner in cv2.boxPoints(least_rectangle(points)))  # type: ignore[return-value]


def largest_lit_part(
    light: np.ndarray, inside: np.ndarray, connectivity: int = 8
) -> tuple[np.ndarray, np.ndarray] | None:
    """The largest connected part (`connectivity` 4 or 8) of the pixels of `inside` (bool, the shape of `light`,
    uint8) lighter than the level that parts their light in two (Otsu's), and every pixel of `light` lighter than that
    level, both bool masks; None when no pixel of `inside` is that light."""
    level, _ = cv2.threshold(light[inside].reshape(-1, 1), 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    is_lit = light > level
    count, labels, stats, _ = cv2.connectedComponentsWithStats(
        (is_lit & inside).astype(np.uint8), connectivity=connectivity
    )
    if count < 2:
        return None
    return labels == 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA])), is_lit
