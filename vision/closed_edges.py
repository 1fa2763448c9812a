"""Closed edges that may outline a die's face: one channel's edges traced at a few edge strengths.

Faint edges close a low-contrast face; strong ones keep a face apart from its shadow. The steps are Canny's own
(3×3 Sobel after a 3×3 blur, edges replicated), the same at every edge strength, so taken once.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

import cv2
import numpy as np

from vision import tolerances as tol

_EDGE_JOIN = np.ones((2, 2), np.uint8)  # edges dilated by this close one-pixel gaps in a face's outline

Outline = tuple[np.ndarray, np.ndarray]  # a closed edge (OpenCV contour) and its polygon (n, 1, 2)


def face_sides_px(long_side_px: float) -> tuple[float, float]:
    """The least and the largest side (px) of a face outlined in an image of this long side."""
    smallest, largest = tol.SQUARE_SIDE_FRACTIONS
    return smallest * long_side_px, largest * long_side_px


def sobel_steps(blurred: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The x and y steps (int16 (H, W) each) of a blurred channel (H, W) uint8, in one pass (`cv2.spatialGradient`:
    the same integers as two 3×3 Sobels, in half their time)."""
    return cv2.spatialGradient(blurred, ksize=3, borderType=cv2.BORDER_REPLICATE)


def closed_outlines(
    dx: np.ndarray,
    dy: np.ndarray,
    smallest: float,
    largest: float,
    edge_strengths: Sequence[tuple[int, int]] = tol.SQUARE_CANNY_THRESHOLDS,
) -> list[Outline]:
    """Every closed edge of one channel (its steps `dx`, `dy`) long enough and short enough to outline a face of
    sides from `smallest` to `largest` (px), traced at each strength of `edge_strengths` (Canny hysteresis pairs) in
    turn, each with its polygon (within `tol.SQUARE_POLYGON_TOLERANCE` of its perimeter)."""
    contours = []
    for thresholds in edge_strengths:
        edges = cv2.dilate(cv2.Canny(dx, dy, *thresholds), _EDGE_JOIN)
        contours += cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)[0]
    shortest, longest = 4 * smallest, 4 * largest * tol.SQUARE_MAX_PERIMETER_EXCESS
    # Most contours are specks: their perimeters are taken by `map`, as a Python loop would cost more than measuring.
    return [
        (contour, cv2.approxPolyDP(contour, tol.SQUARE_POLYGON_TOLERANCE * perimeter, True))
        for contour, perimeter in zip(contours, map(cv2.arcLength, contours, repeat(True)), strict=True)
        if shortest <= perimeter <= longest
    ]
