"""A 1 read from its lone pip where a 2 would show its other pip: the pip may be one corner of a 2.

A 2's pips lie on its face's diagonal, 2√2 canonical units apart: 0.79 of the die's side. When one of them is not
linked into the face (a glare over it lifts its face level and the plastic between them, dev 190-199 Blöder 30191's
black 2), the other is read as a 1, sure as any lone pip. The unlinked pip is still seen as a candidate: round as a
top face's pip seen from above (a side face's pips beside a 1 are drawn out), as large as the 1's pip, and with the
face unbroken between them (a neighbour's pip lies beyond the dark gap between two dice, dev 170-179 Blöder 30178's
red 1 beside an unread red 2). Such a 1 is asked about, not taken.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.boxes import holds, mean_side_px
from vision.layout import FACE_HALF_SIDE, PIP_RADIUS_UNITS
from vision.seen_pips import SeenPip

Point = tuple[float, float]

_TWO_DIAGONAL_SIDES = 2 * math.sqrt(2) / (2 * FACE_HALF_SIDE)  # a 2's pips apart, in sides of its face
_SEGMENT_SAMPLES = 25


def lone_pip_partner(
    image_bgr: np.ndarray,
    box: Sequence[Point],
    is_dark: bool,
    side_px: float,
    candidates: Sequence[SeenPip],
    other_boxes: Sequence[Sequence[Point]],
) -> float:
    """`tol.LONE_PIP_PARTNER_DOUBT` when a 1 read from its lone pip (dark: `is_dark`) at the middle of `box` (frame
    pixels) has a partner among the pip `candidates` (frame pixels), else 1: a candidate of its kind, no more drawn
    out than `tol.PARTNER_PIP_MAX_ELONGATION`, alike in radius to the pip its box implies (`tol.LINK_MAX_RADIUS_RATIO`),
    `_TWO_DIAGONAL_SIDES` of `side_px` (the frame's dice's side) away, give or take `tol.PARTNER_PIP_DISTANCE_SPREAD`
    of it, inside none of `other_boxes` (the other dice read) and with no seam between them (`seam_dip` at most
    `tol.PARTNER_PIP_MAX_SEAM_DIP`)."""
    centre = tuple(np.asarray(box, dtype=float).mean(axis=0))
    radius = PIP_RADIUS_UNITS * mean_side_px(box) / (2 * FACE_HALF_SIDE)
    reach = _TWO_DIAGONAL_SIDES * side_px
    for candidate in candidates:
        if (
            candidate.is_dark == is_dark
            and candidate.elongation <= tol.PARTNER_PIP_MAX_ELONGATION
            and max(radius, candidate.radius_px) <= tol.LINK_MAX_RADIUS_RATIO * min(radius, candidate.radius_px)
            and abs(math.dist(candidate.centre, centre) - reach) <= tol.PARTNER_PIP_DISTANCE_SPREAD * reach
            and not any(holds(other, candidate.centre) for other in other_boxes)
            and seam_dip(image_bgr, centre, candidate.centre, radius) <= tol.PARTNER_PIP_MAX_SEAM_DIP
        ):
            return tol.LONE_PIP_PARTNER_DOUBT
    return 1.0


def seam_dip(image_bgr: np.ndarray, first: Point, second: Point, radius_px: float) -> float:
    """How far the plastic between two pips (`first`, `second`, frame pixels, of about `radius_px`) dips below its
    median level at its darkest, as a share of how far `first`'s middle stands out of that level: in the darkest
    channel (a coloured face is dark there and the gap between two dice darker still, `vision.seams`); 0 where the
    two lie too close for plastic between them."""
    start, end = np.asarray(first, dtype=float), np.asarray(second, dtype=float)
    length = float(np.hypot(*(end - start)))
    rim = 1.5 * radius_px / length if length > 0 else 0.5
    if rim >= 0.5:
        return 0.0
    steps = np.linspace(rim, 1 - rim, _SEGMENT_SAMPLES)
    height, width = image_bgr.shape[:2]
    xs = np.clip(np.rint(start[0] + steps * (end[0] - start[0])).astype(int), 0, width - 1)
    ys = np.clip(np.rint(start[1] + steps * (end[1] - start[1])).astype(int), 0, height - 1)
    darkest = image_bgr[ys, xs].min(axis=1).astype(float)
    level = float(np.median(darkest))
    pip_x, pip_y = (min(max(round(value), 0), limit - 1) for value, limit in zip(first, (width, height), strict=True))
    contrast = abs(float(image_bgr[pip_y, pip_x].min()) - level)
    return 0.0 if contrast == 0 else (level - float(darkest.min())) / contrast
