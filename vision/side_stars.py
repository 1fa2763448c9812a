"""A star face that is the PUSH die's side face, not its top: the star printed on the face turned towards the camera.

A camera tilted towards the table with its image upright sees a flat die's side face below its top face, towards the
nadir, and the star on that face is as sharp as a top face's (dev PUSH 40480 and 40489: a blue and a yellow top
above a side face with its star, both read as the star face and taken). The die's top face then lies beyond the star
face, up the frame: a face of another of the set's colours, lit from above as the table is and brighter than the
table beside it. Above a star face on top there is only the table, or the die's shadow, darker than the table.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import Body
from vision.boxes import Point
from vision.colour import classify_die
from vision.reading import DieReading


def top_beyond(image_bgr: np.ndarray, star_face: Body, profile: Any) -> DieReading | None:
    """The die's top face read beyond a star face found in a BGR uint8 frame (H, W, 3) when that star face is its
    side face, else None: the square `tol.SIDE_STAR_TOP_SIDES` of its sides up the frame from its centre reads as
    another colour of `profile` and is at least `tol.SIDE_STAR_TOP_LIFT` L* levels (OpenCV's 0-255 scale) brighter
    than the table beside it, the brighter of the squares `tol.SIDE_STAR_TABLE_SIDES` sides to its left and right.
    Its outline unseen, the top is read at most `tol.SIDE_STAR_TOP_CONFIDENCE` sure (asked about), its box the upright
    square of the star face's side around that square. Does not change the frame."""
    (x, y), side = star_face.center, star_face.side_px
    top = (x, y - tol.SIDE_STAR_TOP_SIDES * side)
    # The lift first: it costs a few medians, the colour a whole light estimate (about 11 ms on one core).
    top_lightness = _median_lightness(image_bgr, top, side)
    reach = tol.SIDE_STAR_TABLE_SIDES * side
    beside = [_median_lightness(image_bgr, (x + dx, top[1]), side) for dx in (-reach, reach)]
    table = [value for value in beside if value is not None]
    if top_lightness is None or not table or top_lightness - max(table) < tol.SIDE_STAR_TOP_LIFT:
        return None
    guess = classify_die(image_bgr, _square(top, tol.SIDE_STAR_SQUARE_SIDES * side), profile)
    if not guess.is_decided or guess.colour == profile.star_face:
        return None
    confidence = min(round(float(guess.confidence), 3), tol.SIDE_STAR_TOP_CONFIDENCE)
    return DieReading(None, guess.colour, top, _square(top, side), confidence)


def _square(center: Point, side_px: float) -> tuple[Point, Point, Point, Point]:
    """The corners of the upright square `side_px` wide around `center`, in order around it."""
    half = side_px / 2
    x, y = center
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def _median_lightness(image_bgr: np.ndarray, center: Point, side_px: float) -> float | None:
    """The median L* (0-255) over the square `tol.SIDE_STAR_SQUARE_SIDES` of a face side (`side_px`) wide around
    `center`, None where it lies outside the frame."""
    height, width = image_bgr.shape[:2]
    (left, top), _, (right, bottom), _ = _square(center, tol.SIDE_STAR_SQUARE_SIDES * side_px)
    x0, y0 = max(0, int(left)), max(0, int(top))
    x1, y1 = min(width, int(right) + 1), min(height, int(bottom) + 1)
    if x1 <= x0 or y1 <= y0:
        return None
    return float(np.median(cv2.cvtColor(image_bgr[y0:y1, x0:x1], cv2.COLOR_BGR2LAB)[..., 0]))
