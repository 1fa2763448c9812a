"""The die reader: one BGR frame in, every die on the table out (value, colour, where, how sure).

Stages, each its own module: `pips` finds pip candidates, `find` groups them into top faces, `layout` checks
each face, `confidence` rates it; colours come from `vision.colour` when a dice-set profile is given.

>>> import numpy as np
>>> read_frame(np.zeros((480, 640, 3), np.uint8)).dice
()
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from dicetable.errors import DicetableError
from dicetable.messages import text
from vision import tolerances as tol
from vision.confidence import face_confidence
from vision.find import FaceGroup, group_faces
from vision.pips import find_pips
from vision.reading import DieReading, TableReading, Unreadable
from vision.topface import top_faces

MIN_SIDE_PX = 32
UNKNOWN_COLOUR = "unknown"


class FrameNotUnderstood(DicetableError, ValueError):
    """The frame handed to the reader is not a BGR uint8 image."""


def read_frame(image_bgr: np.ndarray, profile: Any = None) -> TableReading:
    """Read every die seen from above in `image_bgr`, a BGR uint8 array of shape (H, W, 3), H and W ≥ 32.

    profile: a dice-set profile from `vision.profiles.load_profile`, or None to read values only (colour
    "unknown"). Coordinates in the result are pixels of `image_bgr`. Does not change the image.
    """
    check_frame(image_bgr)
    scale = min(1.0, tol.WORKING_LONG_SIDE_PX / max(image_bgr.shape[:2]))
    groups, shape = _faces_at_scale(image_bgr, scale)
    if scale < 1.0 and _needs_a_closer_look(groups):
        scale = min(1.0, scale * tol.CLOSER_LOOK_FACTOR)
        groups, shape = _faces_at_scale(image_bgr, scale)
    faces = [group for group in groups if group.fit is not None and not _is_cut_by_frame(group, shape)]
    boxes = [tuple((x / scale, y / scale) for x, y in group.fit.corners()) for group in faces]
    colours = _colours(image_bgr, boxes, profile)
    dice = tuple(
        _die_reading(group, box, colour, scale) for group, box, colour in zip(faces, boxes, colours, strict=True)
    )
    unreadable = tuple(_unreadable(group, scale, shape) for group in groups if group not in faces)
    return TableReading(dice=dice, unreadable=unreadable)


def _faces_at_scale(image_bgr: np.ndarray, scale: float) -> tuple[list[FaceGroup], tuple[int, int]]:
    """Top faces (and unreadable groups) found in the image scaled by `scale`, with that image's (H, W)."""
    working = (
        image_bgr if scale == 1.0 else cv2.resize(image_bgr, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    )
    grey = cv2.cvtColor(working, cv2.COLOR_BGR2GRAY)
    blue, green, red = cv2.split(working)
    lightness = cv2.min(cv2.min(blue, green), red)
    return top_faces(group_faces(find_pips(grey, lightness), grey, lightness)), grey.shape


def _needs_a_closer_look(groups: list[FaceGroup]) -> bool:
    """No die found, or dice so far away that their pips are only a few pixels: read at a higher resolution."""
    radii = [pip.radius for group in groups for pip in group.pips]
    return not radii or float(np.median(radii)) < tol.SMALL_PIP_RADIUS_PX


def check_frame(image_bgr: object) -> None:
    """Refuse anything but a BGR uint8 array (H, W, 3) with H, W ≥ 32, saying what was expected first."""
    if not isinstance(image_bgr, np.ndarray):
        raise FrameNotUnderstood(
            f"frame: expected a numpy array (H, W, 3) of uint8 BGR, got {type(image_bgr).__name__}"
        )
    if image_bgr.dtype != np.uint8:
        raise FrameNotUnderstood(f"frame: expected dtype uint8 (0–255 BGR), got {image_bgr.dtype}; convert it first")
    if image_bgr.ndim != 3 or image_bgr.shape[2] != 3:
        raise FrameNotUnderstood(
            f"frame: expected shape (H, W, 3) in BGR order, got {image_bgr.shape}; grey images need cv2.COLOR_GRAY2BGR"
        )
    if min(image_bgr.shape[:2]) < MIN_SIDE_PX:
        raise FrameNotUnderstood(
            f"frame: expected at least {MIN_SIDE_PX}×{MIN_SIDE_PX} pixels, got {image_bgr.shape[:2]}"
        )


def _colours(image_bgr: np.ndarray, boxes: list, profile: Any) -> list[tuple[str, float]]:
    """(colour, confidence) per box: from the profile when there is one (light pooled over the frame's dice)."""
    if profile is None or not boxes:
        return [(UNKNOWN_COLOUR, 1.0)] * len(boxes)
    from vision.colour import classify_dice  # the colour stage is only needed with a profile

    return [(guess.colour, float(guess.confidence)) for guess in classify_dice(image_bgr, boxes, profile)]


def _die_reading(group: FaceGroup, box, colour: tuple[str, float], scale: float) -> DieReading:
    name, colour_confidence = colour
    confidence = round(face_confidence(group.fit, group.pips) * colour_confidence, 3)
    center = (group.fit.center[0] / scale, group.fit.center[1] / scale)
    return DieReading(value=group.fit.value, colour=name, center=center, box=box, confidence=confidence)


def _is_cut_by_frame(group: FaceGroup, shape: tuple[int, int]) -> bool:
    """True when the face runs off the frame by more than the margin: pips may be missing, so it is not read."""
    margin = tol.FRAME_EDGE_MARGIN_SIDES * group.side_px
    xs, ys = zip(*group.fit.corners(), strict=True)
    return min(xs) < -margin or min(ys) < -margin or max(xs) > shape[1] + margin or max(ys) > shape[0] + margin


def _unreadable(group: FaceGroup, scale: float, shape: tuple[int, int]) -> Unreadable:
    x, y = group.center
    if group.fit is not None and _is_cut_by_frame(group, shape):
        reason = text("vision.reader.unreadable.at_edge")
    elif len(group.pips) > 6:
        reason = text("vision.reader.unreadable.too_many_pips", count=len(group.pips))
    else:
        reason = text("vision.reader.unreadable.not_a_face")
    return Unreadable(center=(x / scale, y / scale), reason=reason)
