"""Choosing the top face of each die among the faces found, and dropping faces that cannot be dice.

An angled camera sees a die's top face and the side faces turned towards it. In the image the side faces lie
on the camera's side of the top face, so the top face is the one farthest from the camera along the frame's
"towards the camera" direction. That direction is voted by the dice whose top face is plain to see (seen far more
squarely than its side face); with no such die it is image-down, as for a camera tilted with its image upright.
"""

from __future__ import annotations

import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup

IMAGE_DOWN = np.array([0.0, 1.0])


def top_faces(groups: list[FaceGroup]) -> list[FaceGroup]:
    """One face per die: the top face when one is readable, else the die's unreadable group (if any)."""
    readable = _of_consistent_size([group for group in groups if group.fit is not None])
    towards_camera = _towards_camera(readable)
    kept: list[FaceGroup] = []
    for group in sorted(readable, key=lambda g: float(np.dot(g.center, towards_camera))):
        if not any(_share_a_die(group, other) for other in kept):
            kept.append(group)
    for group in sorted((g for g in groups if g.fit is None), key=lambda g: g.squareness, reverse=True):
        if not any(_share_a_die(group, other) for other in kept):
            kept.append(group)
    return kept


def _of_consistent_size(groups: list[FaceGroup]) -> list[FaceGroup]:
    """Dice of one frame are about equally far from the camera: drop faces whose pips are far off the median size
    (of faces with two pips or more, which are seldom clutter; else of all faces when there are enough)."""
    reference = [_pip_radius(group) for group in groups if len(group.pips) >= 2]
    if not reference and len(groups) >= tol.SIZE_REFERENCE_MIN_ONES:
        reference = [_pip_radius(group) for group in groups]
    if not reference:
        return groups
    median = float(np.median(reference))
    low, high = tol.PIP_RADIUS_BAND
    return [group for group in groups if low * median <= _pip_radius(group) <= high * median]


def _pip_radius(group: FaceGroup) -> float:
    """Mean pip radius, the lone pip of a 1 counted at the size of an ordinary pip."""
    radius = float(np.mean([pip.radius for pip in group.pips]))
    return radius / tol.ONE_PIP_SIZE_RATIO if len(group.pips) == 1 else radius


def _towards_camera(groups: list[FaceGroup]) -> np.ndarray:
    """Unit vector from a top face towards its side faces, voted by dice with a plain top face; else image-down."""
    vote = np.zeros(2)
    for top in groups:
        for side in groups:
            if side is not top and top.squareness >= tol.PLAIN_TOP_RATIO * side.squareness and _share_a_die(top, side):
                step = np.subtract(side.center, top.center)
                vote += step / max(float(np.hypot(*step)), 1e-9)
    length = float(np.hypot(*vote))
    return vote / length if length >= 1 else IMAGE_DOWN


def _share_a_die(a: FaceGroup, b: FaceGroup) -> bool:
    """Two faces of one die: very close, or close and not seen alike (a side face is foreshortened otherwise)."""
    distance = float(np.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1]))
    side_px = max(a.side_px, b.side_px)
    if distance < tol.SAME_DIE_DISTANCE * side_px:
        return True
    shape_step = float(np.hypot(*(a.mean_shape - b.mean_shape)))
    return distance < tol.SIDE_FACE_MAX_DISTANCE * side_px and shape_step > tol.SIDE_FACE_MIN_SHAPE_STEP
