"""Faces placed from a few of their pips whose box something else covers: a hand, the tray's rim, another die.

A face placed from a few pips (`vision.partial_faces`) is read by its pip places, and whatever lies on a place it
lost counts: a finger over a red 4's fourth corner is as light as a pip (Geht noch was? train 20017, three pips
read as a 4). The die's plastic shows around the pips that were found, so the face between its pip places must show
that plastic too; where most of it shows something else, the die is hidden, not read. Only colour (a*, b*) counts,
as in `vision.plastic`: a shadow or a glare across a face changes how light its plastic looks more than its hue.
"""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.layout import FACE_HALF_SIDE, PIP_RADIUS_UNITS
from vision.plastic import plastic_colours

Point = tuple[float, float]

_SIDE_PX = 40  # the face is looked at warped to a square this wide
_UNIT_PX = _SIDE_PX / (2 * FACE_HALF_SIDE)


def _plain_between_places() -> np.ndarray:
    """(side, side) bool: the square face's pixels within `tol.COVERED_FACE_REACH_UNITS` of its middle and at least
    `tol.COVERED_FACE_PLACE_CLEARANCE_UNITS` from each of its nine pip places: plastic on every face, whatever its
    value, and off its bevel."""
    rows, columns = (np.mgrid[0:_SIDE_PX, 0:_SIDE_PX] + 0.5 - _SIDE_PX / 2) / _UNIT_PX
    is_plain = (np.abs(rows) < tol.COVERED_FACE_REACH_UNITS) & (np.abs(columns) < tol.COVERED_FACE_REACH_UNITS)
    for place_row in (-1, 0, 1):
        for place_column in (-1, 0, 1):
            is_plain &= np.hypot(rows - place_row, columns - place_column) >= tol.COVERED_FACE_PLACE_CLEARANCE_UNITS
    return is_plain


_PLAIN = _plain_between_places()


def shows_its_plastic(image_bgr: np.ndarray, box: Sequence[Point], pip_centres: Sequence[Point]) -> bool:
    """Whether at least `tol.COVERED_FACE_LEAST_PLASTIC_SHARE` of the plain between the pip places of the face at
    `box` (four corners in frame pixels, in order around it) is of the plastic around its pips at `pip_centres`
    (frame pixels): within `tol.COVERED_FACE_SAME_PLASTIC` (8-bit Lab a*, b*) of the median of their rings
    (`vision.plastic.plastic_colours`). True when that plastic cannot be measured (a ring leaving the frame): then
    nothing tells the face is covered. Does not change the image."""
    unit_px = mean_side_px(box) / (2 * FACE_HALF_SIDE)
    rings = plastic_colours(image_bgr, [(centre, PIP_RADIUS_UNITS * unit_px) for centre in pip_centres])
    if rings is None or np.isnan(rings).all():
        return True
    plastic = np.nanmedian(rings, axis=0)
    square = np.array([[0, 0], [_SIDE_PX, 0], [_SIDE_PX, _SIDE_PX], [0, _SIDE_PX]], np.float32)
    warp = cv2.getPerspectiveTransform(np.asarray(box, np.float32), square)
    face = cv2.warpPerspective(image_bgr, warp, (_SIDE_PX, _SIDE_PX))
    colours = cv2.cvtColor(face, cv2.COLOR_BGR2LAB)[_PLAIN][:, 1:].astype(float)
    is_plastic = np.hypot(*(colours - plastic).T) <= tol.COVERED_FACE_SAME_PLASTIC
    return float(is_plastic.mean()) >= tol.COVERED_FACE_LEAST_PLASTIC_SHARE
