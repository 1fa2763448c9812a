"""A light 1 read on a face that shows dark pips: the glint along a pale die's bevel, not a pip.

A white or silver die's rounded edge catches the light as a bright streak. Where a die's outline takes in part of
its side face, that streak runs near the middle of the box, and its pip places read it as the lone light pip of a 1
(DSC train 10095: a shaded white 4 read as a silver 1 at margin 61, taken without asking). A face painted with light
pips shows no dark pips beside them, so such a face, whose dark pips are in plain view, is not read as a light 1.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision import quantiles
from vision import tolerances as tol
from vision.face_template import TemplateRead
from vision.layout import FACE_HALF_SIDE

Point = tuple[float, float]
Corners = tuple[Point, Point, Point, Point]

_SIDE_PX = 40  # the face is looked at warped to a square this wide
_PIP_AREA_PX = np.pi * (tol.TEMPLATE_PIP_RADIUS_UNITS * _SIDE_PX / (2 * FACE_HALF_SIDE)) ** 2  # an ordinary pip's


def is_glinted_one(image_bgr: np.ndarray, corners: Corners, read: TemplateRead) -> bool:
    """Whether `read` (of the face at `corners`, frame pixels in order around it, in the BGR uint8 frame (H, W, 3))
    is a light 1 on a face that shows at least `tol.GLINTED_ONE_MIN_DARK_PIPS` dark pips (see `dark_pip_count`)."""
    return read.value == 1 and not read.is_dark and dark_pip_count(image_bgr, corners) >= tol.GLINTED_ONE_MIN_DARK_PIPS


def dark_pip_count(image_bgr: np.ndarray, corners: Corners) -> int:
    """How many dark pips the face at `corners` shows inside its bevels (`tol.TEMPLATE_INNER_SHARE`): spots of its
    grey at least `tol.DARK_PIP_MIN_DEPTH_SHARE` of the face's level (median) below it, of an ordinary pip's area
    within `tol.DARK_PIP_AREA_SHARES` and no more drawn out than `tol.DARK_PIP_MAX_ELONGATION` (a dark side face
    or seam along the box's edge is a long strip). Shares, not grey levels: a face in a tray's shade keeps the
    ratio of its pips' darkness to its own."""
    square = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32) * _SIDE_PX
    warp = cv2.getPerspectiveTransform(np.asarray(corners, np.float32), square)
    face = cv2.warpPerspective(image_bgr, warp, (_SIDE_PX, _SIDE_PX), flags=cv2.INTER_LINEAR)
    grey = cv2.cvtColor(face, cv2.COLOR_BGR2GRAY)
    inner = _inner_mask()
    level = quantiles.median(grey[inner])
    dark = ((grey < (1 - tol.DARK_PIP_MIN_DEPTH_SHARE) * level) & inner).astype(np.uint8)
    _, _, stats, _ = cv2.connectedComponentsWithStats(dark, connectivity=8)
    width, height, area = stats[1:, cv2.CC_STAT_WIDTH], stats[1:, cv2.CC_STAT_HEIGHT], stats[1:, cv2.CC_STAT_AREA]
    least, most = (share * _PIP_AREA_PX for share in tol.DARK_PIP_AREA_SHARES)
    is_pip = (
        (area >= least)
        & (area <= most)
        & (np.maximum(width, height) <= tol.DARK_PIP_MAX_ELONGATION * np.minimum(width, height))
    )
    return int(is_pip.sum())


def _inner_mask() -> np.ndarray:
    """(side, side) bool: the central share `tol.TEMPLATE_INNER_SHARE` of the warped face (its bevels left out)."""
    centres = np.arange(_SIDE_PX) + 0.5
    half = tol.TEMPLATE_INNER_SHARE * _SIDE_PX / 2
    inside = np.abs(centres - _SIDE_PX / 2) < half
    return inside[:, None] & inside[None, :]
