"""A body's top face at its far end: the part of a die's body a camera sees beyond its side faces.

A camera above the table sees a flat die's side faces between its top face and the nadir (the image of the point
straight below the lens). A camera with its image upright has its nadir on the frame's vertical centre line, at the
frame's middle when it looks straight down and further down the frame the more it is tilted. A die's body
(`vision.bodies`) takes in the side faces it shows when they are the top's colour (Blöder Sack's blue dice: dev 490
30508's blue 2, body 1.26 top sides, its top face the upper three quarters), so its box puts the pip places off the
top's. Above the frame's middle every such nadir lies below the die, between straight down and the frame's middle: the
top face is the body's end away from both, where its far edges are the body's. Below the middle the nadir may lie
on either side of the die (above it for a camera looking straight down), so no end is told there.
"""

from __future__ import annotations

import math

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle

Corners = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]


def top_at_far_end(box: Corners, top_side: float, frame_shape: tuple[int, int]) -> Corners | None:
    """The box (frame pixels, corners in order around it) of a top face of `top_side` pixels in the body at `box` that
    shares the body's edges away from the nadir, its sides along the body's; None when the body lies below the
    frame's middle (`frame_shape`: height, width), or is no die's top face with its side faces: a top face's size or
    larger than one with its side faces (its mean side outside `tol.FAR_TOP_BODY_SIDES` of `top_side`), narrower
    than a top face across (`tol.PIP_EDGE_MAX_SIDE_RATIO`: a strip of print or a side face alone), or longer along
    one of its sides than a side face seen at most `tol.FAR_TOP_MAX_VIEW_TAN` off vertical makes it: a side face
    facing the nadir's direction at an angle shows foreshortened by its cosine (two touching dice side by side)."""
    height, width = frame_shape
    centre = np.array(middle(box))
    least, most = tol.FAR_TOP_BODY_SIDES
    if centre[1] >= height / 2 or not least * top_side <= mean_side_px(box) <= most * top_side:
        return None
    corners = np.asarray(box, dtype=float)
    axes = (corners[1] - corners[0], corners[2] - corners[1])
    if min(float(np.hypot(*axis)) for axis in axes) * tol.PIP_EDGE_MAX_SIDE_RATIO < top_side:
        return None
    away = _away_from_the_nadir(centre, (width / 2, height / 2))
    straight_up, outward = _nadir_directions(centre, (width / 2, height / 2))
    shift = np.zeros(2)
    units = []
    for axis in axes:
        length = float(np.hypot(*axis))
        unit = axis / length
        units.append(unit)
        towards_away = float(unit @ away)
        if length - top_side > tol.FAR_TOP_MAX_VIEW_TAN * _most_along(unit, straight_up, outward) * top_side:
            return None  # longer than a side face seen along this axis can make it: two dice, or a die and its shadow
        shift += max(0.0, (length - top_side) / 2) * math.copysign(1.0, towards_away) * unit
    top_centre, half = centre + shift, top_side / 2
    return tuple(  # type: ignore[return-value]
        (float(point[0]), float(point[1]))
        for point in (
            top_centre + half * (a * units[0] + b * units[1]) for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))
        )
    )


def _away_from_the_nadir(centre: np.ndarray, frame_middle: tuple[float, float]) -> np.ndarray:
    """The unit direction halfway between straight up the frame (from a nadir far below) and away from the frame's
    middle (from the nadir of a camera looking straight down), for a die above the middle."""
    halfway = sum(_nadir_directions(centre, frame_middle))
    return halfway / np.hypot(*halfway)


def _nadir_directions(centre: np.ndarray, frame_middle: tuple[float, float]) -> tuple[np.ndarray, np.ndarray]:
    """The unit directions away from the nadir at its two ends for a die above the frame's middle: straight up the
    frame (a nadir far below) and away from the frame's middle (a camera looking straight down)."""
    outward = centre - np.asarray(frame_middle)
    return np.array((0.0, -1.0)), outward / np.hypot(*outward)


def _most_along(unit: np.ndarray, first: np.ndarray, second: np.ndarray) -> float:
    """The largest |cosine| between the axis `unit` and a direction between the unit directions `first` and `second`
    (less than half a turn apart): 1 where the axis, either way, lies between them; else the nearer end's."""
    between = float(np.cross(first, second))
    for way in (unit, -unit):
        if float(np.cross(first, way)) * between >= 0 and float(np.cross(way, second)) * between >= 0:
            return 1.0
    return max(abs(float(unit @ first)), abs(float(unit @ second)))
