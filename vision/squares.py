"""Finding die faces by their outline: closed, convex, four-cornered edges of die size with near right angles.

A die's top face is a square whose edges stand out in at least one of L*, a* and b* (lightness for a white die
on dark felt, a colour channel for a red die beside a grey tray wall), even where its colour blends into the
table around it or its pips are blurred. Each channel's edges are traced separately, at a few edge strengths,
so an outline any of them closes is found; outlines of one face found several times count once.
"""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import Body


def find_squares(image_bgr: np.ndarray) -> list[Body]:
    """Die faces outlined in a BGR uint8 frame (H, W, 3), largest first, as bodies in frame pixels (`contrast` is
    the face's mean L*a*b* step to its surroundings); does not change the image."""
    long_side = max(image_bgr.shape[:2])
    scale = min(1.0, tol.BODY_WORKING_LONG_SIDE_PX / long_side)
    working = cv2.resize(image_bgr, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    work_long = max(working.shape[:2])
    smallest, largest = (fraction * work_long for fraction in tol.SQUARE_SIDE_FRACTIONS)
    lab = cv2.cvtColor(working, cv2.COLOR_BGR2Lab)
    squares = [
        square
        for channel in cv2.split(lab)
        for square in _outlined_squares(cv2.GaussianBlur(channel, (3, 3), 0), smallest, largest)
    ]
    faces: list[np.ndarray] = []
    for corners in sorted(squares, key=_mean_side, reverse=True):
        if all(np.linalg.norm(corners.mean(axis=0) - face.mean(axis=0)) > 0.5 * _mean_side(face) for face in faces):
            faces.append(corners)
    return [_body(corners / scale, lab, corners) for corners in faces]


def _outlined_squares(channel: np.ndarray, smallest: float, largest: float) -> list[np.ndarray]:
    """Corners (4, 2) of every closed edge in one channel that outlines a die-sized square, edges traced at each
    strength in turn (faint edges close a low-contrast face; strong ones keep a face apart from its shadow)."""
    contours = []
    for thresholds in tol.SQUARE_CANNY_THRESHOLDS:
        edges = cv2.dilate(cv2.Canny(channel, *thresholds), np.ones((2, 2), np.uint8))
        contours += cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)[0]
    squares = []
    for contour in contours:
        perimeter = cv2.arcLength(contour, True)
        if not 4 * smallest <= perimeter <= 4 * largest * tol.SQUARE_MAX_PERIMETER_EXCESS:
            continue
        polygon = cv2.approxPolyDP(contour, tol.SQUARE_POLYGON_TOLERANCE * perimeter, True)
        if len(polygon) == 4 and cv2.isContourConvex(polygon):
            corners = polygon.reshape(4, 2).astype(float)
            if _is_die_square(corners, smallest, largest):
                squares.append(corners)
    return squares


def _is_die_square(corners: np.ndarray, smallest: float, largest: float) -> bool:
    """Sides within the die sizes and alike (a face seen at a slant is foreshortened a little), corners near 90°."""
    edges = np.roll(corners, -1, axis=0) - corners
    sides = np.linalg.norm(edges, axis=1)
    if sides.min() < smallest or sides.max() > largest or sides.max() > tol.SQUARE_MAX_SIDE_RATIO * sides.min():
        return False
    turns = np.abs((edges * np.roll(edges, 1, axis=0)).sum(axis=1)) / (sides * np.roll(sides, 1))
    return bool(turns.max() <= math.cos(math.radians(90 - tol.SQUARE_MAX_CORNER_SKEW_DEG)))


def _mean_side(corners: np.ndarray) -> float:
    return float(np.linalg.norm(np.roll(corners, -1, axis=0) - corners, axis=1).mean())


def _body(frame_corners: np.ndarray, lab: np.ndarray, corners: np.ndarray) -> Body:
    """The body of one outlined face: its contrast is the L*a*b* step from the face to a band just outside it."""
    face = np.zeros(lab.shape[:2], np.uint8)
    cv2.fillConvexPoly(face, np.rint(corners).astype(np.int32), 1)
    around = cv2.dilate(face, np.ones((5, 5), np.uint8)) - face
    inside, outside = (np.array(cv2.mean(lab, mask=mask)[:3]) for mask in (face, around))
    center = frame_corners.mean(axis=0)
    return Body(
        center=(float(center[0]), float(center[1])),
        box=tuple((float(x), float(y)) for x, y in frame_corners),
        side_px=_mean_side(frame_corners),
        contrast=float(np.linalg.norm(inside - outside)),
    )
