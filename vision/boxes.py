"""Measures of a face's box: its four corners (x, y) in pixels, in order around the face.

Plain Python on purpose: for four corners it is far quicker than numpy, and it is called for every pair of dice. Only
whether a box holds a point is asked of OpenCV, whose test counts a point on the box's edge as inside.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import cv2
import numpy as np

Point = tuple[float, float]
RotatedRect = tuple[Point, tuple[float, float], float]  # OpenCV's ((cx, cy), (w, h), angle in degrees)


def mean_side_px(box: Sequence[Sequence[float]]) -> float:
    """The mean length of the box's four sides."""
    return sum(math.dist(box[index], box[index - 1]) for index in range(4)) / 4


def die_sized(boxes: Sequence[Sequence[Sequence[float]]], least_share: float) -> np.ndarray:
    """Per box (n,) bool: whether its mean side is at least `least_share` of the boxes' median side (the frame's
    die side, where most boxes are dice); all of none."""
    sides = np.array([mean_side_px(box) for box in boxes])
    return sides >= least_share * np.median(sides) if len(sides) else np.zeros(0, bool)


def middle(box: Sequence[Sequence[float]]) -> Point:
    """The mean of the box's corners."""
    xs, ys = zip(*box, strict=True)
    return float(sum(xs)) / len(xs), float(sum(ys)) / len(ys)


def holds(box: Sequence[Sequence[float]], point: Sequence[float]) -> bool:
    """Whether the point lies inside the box or on its edge."""
    return cv2.pointPolygonTest(np.asarray(box, np.float32), (float(point[0]), float(point[1])), False) >= 0


def distance(a: Point, b: Point) -> float:
    """The distance between two points, in their pixels."""
    return math.hypot(a[0] - b[0], a[1] - b[1])


def edge_directions(start: Point, end: Point, inside: Point) -> tuple[float, np.ndarray, np.ndarray]:
    """An edge's length and unit directions: along it from `start` to `end`, and across it away from `inside` (a
    point within the box, its centre)."""
    length = math.dist(start, end)
    along = (np.asarray(end, dtype=float) - start) / max(length, 1e-9)
    outward = np.array([-along[1], along[0]])
    if np.dot((np.asarray(start, dtype=float) + end) / 2 - inside, outward) < 0:
        outward = -outward
    return length, along, outward


def grown(box: Sequence[Sequence[float]], factor: float) -> list[Point]:
    """The box's corners moved away from its centre (`middle`) by `factor` (1 = unchanged)."""
    corners = [(float(x), float(y)) for x, y in box]  # doubles first, as numpy took them: a float32 box too
    centre_x, centre_y = middle(corners)
    return [(centre_x + factor * (x - centre_x), centre_y + factor * (y - centre_y)) for x, y in corners]


def is_inside_any(point: Point, boxed: Sequence[tuple[Sequence[Sequence[float]], object]]) -> bool:
    """Whether the point lies inside (or on the edge of) the box of any of the `boxed` items, (box, anything) each."""
    return any(holds(box, point) for box, _ in boxed)


def least_rectangle(points: np.ndarray) -> RotatedRect:
    """The rotated rectangle of least area around `points` ((N, 1, 2) or (N, 2)), its angle in [-90, 0) degrees as
    OpenCV 5 gives it. OpenCV 4 (the Raspberry Pi's, `deploy/constraints-pi.txt`) gives the same rectangle a quarter
    turn on, its angle in [0, 90] and its sides swapped, and `cv2.boxPoints` then lists its corners from another one:
    whatever walks a box's corners in order (its edges, the faces placed across them) would read otherwise on the
    Pi than in the tests."""
    centre, (width, height), angle = cv2.minAreaRect(points)
    while angle >= 0:
        angle -= 90
        width, height = height, width
    return centre, (width, height), angle


def merged_boxes(boxes: list[list[int]]) -> list[tuple[int, int, int, int]]:
    """The boxes (x0, y0, x1, y1), overlapping ones merged into the box around both until none overlap."""
    merged = True
    while merged:
        merged = False
        for i in range(len(boxes)):
            for j in range(i + 1, len(boxes)):
                a, b = boxes[i], boxes[j]
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                    boxes[i] = [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]
                    del boxes[j]
                    merged = True
                    break
            if merged:
                break
    return [tuple(box) for box in boxes]
