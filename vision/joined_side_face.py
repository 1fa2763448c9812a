"""A top face whose pips were grouped with those of its own die's side face: the group forms no face, its top does.

A tilted camera sees the side face of a die that turns towards it (a die against the far tray wall, or any die far
from the camera's nadir): its pips lie beyond the top face's edge on the camera's side (image-down, as
`vision.topface` takes it), seen at a slant, so smaller and fainter than the top's, and close enough to be grouped
with them into a group of too many pips or of no face (dev 470-489 Gönnen 50472: a yellow 3 against the far wall
with four pips of its front face, 7 pips refused; dev 390-409 50390: an orange 6 with one pip of its side face).

So a group that formed no face is parted by its pips' contrast: where its most contrasting pips stand out from the
rest by `tol.JOINED_SIDE_FACE_CONTRAST_RATIO`, form a real face of `tol.JOINED_SIDE_FACE_MIN_TOP_PIPS` pips or more
(any two pips fit a 2), and the rest all lie outside that face beyond its middle towards the camera, the face is the
die's top (`TopBesideItsSideFace`, asked about: `tol.JOINED_SIDE_FACE_CONFIDENCE`). It is looked for only on dice
still refused once all else was tried (`vision.reader`), so no die read otherwise changes.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup
from vision.layout import FACE_HALF_SIDE, FaceFit, fit_face, is_real_face
from vision.pips import Pip


@dataclass(frozen=True)
class TopBesideItsSideFace(FaceGroup):
    """A top face parted from the pips of its die's side face (`top_beside_its_side_face`)."""


def top_beside_its_side_face(group: FaceGroup) -> TopBesideItsSideFace | None:
    """The top face of `group` (a group that formed no face) without its side face's pips, or None where no part of
    its most contrasting pips is such a top (see the module)."""
    if group.fit is not None:
        return None
    by_contrast = sorted(group.pips, key=lambda pip: pip.contrast, reverse=True)
    for count in range(min(6, len(by_contrast) - 1), tol.JOINED_SIDE_FACE_MIN_TOP_PIPS - 1, -1):
        top, side = by_contrast[:count], by_contrast[count:]
        if top[-1].contrast < tol.JOINED_SIDE_FACE_CONTRAST_RATIO * side[0].contrast:
            continue
        radius = float(np.mean([pip.radius for pip in top]))
        fit = fit_face(np.array([pip.center for pip in top]), radius)
        if fit is not None and is_real_face(fit, radius) and all(_lies_beyond_towards_camera(fit, p) for p in side):
            return TopBesideItsSideFace(tuple(top), fit)
    return None


def _lies_beyond_towards_camera(fit: FaceFit, pip: Pip) -> bool:
    """Whether `pip` lies outside the face `fit` (beyond its edge in the face's own units) and below its middle."""
    offset = np.asarray(pip.center, dtype=float) - np.asarray(fit.center, dtype=float)
    canonical = np.linalg.solve(fit.linear, offset)
    return bool(np.abs(canonical).max() > FACE_HALF_SIDE and offset[1] > 0)
