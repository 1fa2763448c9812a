"""A 2 read from a 1's pip and a pip of the side face below it: its upper pip sits at the middle of a whole face.

The camera looks down from the players' side, so a die shows its front side face below its top face in the frame.
A 1's lone pip and the nearest pip of that front face fit a 2's diagonal. The side face's pip is foreshortened, so
it is seen smaller and fainter, but not always by enough for `vision.unlike_pips` to doubt it (dev 490-509 DSC
10495's green 1 was read as a 2 and taken at 0.93: its upper pip was 1.6 times as strong as its lower one). The face
around the upper pip tells the two apart. A 2's pip sits in a corner of its face, with the edge 0.8 canonical units
beyond it (1.13 towards the corner). A 1's pip sits at the middle of its face, with every edge 1.8 units away. So a
2 read from its pips whose lower pip is much weaker than its upper one, and whose face reaches as far beyond the upper
pip (away from the lower one) as a 1's face does, is asked about.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.lab_samples import lab_at
from vision.layout import FACE_HALF_SIDE, PIP_RADIUS_UNITS
from vision.pips import Pip

Point = tuple[float, float]

_RING_RADII = (1.7, 2.1)  # in pip radii: the plastic next to the pip, which gives the face's colour
_RING_POINTS = 24
_REACH_START_RADII = 1.6  # rays start just outside the pip, in pip radii ...
_REACH_STEP_UNITS = 0.1  # ... and step out this far each time (canonical units)


def side_pip_two(image_bgr: np.ndarray, box: Sequence[Point], pips: Sequence[Pip]) -> float:
    """The confidence factor of a 2 read from `pips` (in the coordinates of the view it was read in) on the top face
    `box` (corners in order around it, pixels of the BGR uint8 frame `image_bgr`). It is `tol.SIDE_PIP_TWO_DOUBT`
    when the upper pip is at least `tol.SIDE_PIP_MIN_STRENGTH_RATIO` times as strong (radius times contrast) as the
    lower one and the face reaches at least `tol.ONE_FACE_MIN_REACH_UNITS` beyond the upper pip (`face_reach_units`);
    otherwise it is 1, and also for any other count of pips."""
    if len(pips) != 2:
        return 1.0
    upper, lower = sorted(pips, key=lambda pip: pip.center[1])
    if upper.radius * upper.contrast < tol.SIDE_PIP_MIN_STRENGTH_RATIO * lower.radius * lower.contrast:
        return 1.0
    unit_px = mean_side_px(box) / (2 * FACE_HALF_SIDE)
    away = np.subtract(upper.center, lower.center)
    away = away / max(float(np.hypot(*away)), 1e-9)
    # A 2 fitted on its two pips has them on its box's diagonal, √2 canonical units from its middle.
    upper_px = np.asarray(box, dtype=float).mean(axis=0) + away * math.sqrt(2) * unit_px
    if face_reach_units(image_bgr, upper_px, away, unit_px) < tol.ONE_FACE_MIN_REACH_UNITS:
        return 1.0
    return tol.SIDE_PIP_TWO_DOUBT


def face_reach_units(image_bgr: np.ndarray, pip_px: np.ndarray, away: np.ndarray, unit_px: float) -> float:
    """How far the face around the pip at `pip_px` (frame pixels) reaches in canonical units (`unit_px` pixels each),
    going away from the pip: the median over `tol.FACE_REACH_RAYS` rays that spread `tol.FACE_REACH_FAN_DEG` either
    side of the unit vector `away`. Each ray ends at the first of two samples in a row that are off the face's
    colour (the median L*a*b* just outside the pip): off in L* by more than `tol.FACE_REACH_LIGHTNESS_STEP` of the
    pip's L* contrast, or off in a*b* by more than `tol.FACE_REACH_AB_STEP`. A ray that never ends gets
    `tol.FACE_REACH_MAX_UNITS`. Does not change the image."""
    pip_radius_px = PIP_RADIUS_UNITS * unit_px
    steps = np.arange(_REACH_START_RADII * PIP_RADIUS_UNITS, tol.FACE_REACH_MAX_UNITS, _REACH_STEP_UNITS)
    fan = math.atan2(away[1], away[0]) + np.deg2rad(
        np.linspace(-tol.FACE_REACH_FAN_DEG, tol.FACE_REACH_FAN_DEG, tol.FACE_REACH_RAYS)
    )
    rays = np.stack([np.cos(fan), np.sin(fan)], axis=1)
    around = np.linspace(0, 2 * np.pi, _RING_POINTS, endpoint=False)
    ring = np.stack([np.cos(around), np.sin(around)], axis=1)
    points = np.concatenate(
        [
            pip_px[None, :],
            (pip_px + np.multiply.outer(np.array(_RING_RADII) * pip_radius_px, ring)).reshape(-1, 2),
            (pip_px + np.multiply.outer(rays, steps * unit_px).transpose(0, 2, 1)).reshape(-1, 2),
        ]
    )
    lab = lab_at(image_bgr, points)
    face = np.median(lab[1 : 1 + len(_RING_RADII) * _RING_POINTS], axis=0)
    contrast = max(abs(lab[0, 0] - face[0]), tol.FACE_REACH_MIN_CONTRAST)
    along = lab[1 + len(_RING_RADII) * _RING_POINTS :].reshape(len(rays), len(steps), 3)
    off = (np.abs(along[..., 0] - face[0]) > tol.FACE_REACH_LIGHTNESS_STEP * contrast) | (
        np.hypot(along[..., 1] - face[1], along[..., 2] - face[2]) > tol.FACE_REACH_AB_STEP
    )
    twice = off[:, :-1] & off[:, 1:]
    ends = np.where(twice.any(axis=1), steps[twice.argmax(axis=1)], steps[-1])
    return float(np.median(ends))
