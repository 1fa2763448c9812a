"""A learned second opinion on the faces the rules found (see `vision.face_verifier`).

The rules refuse a face whose pips fit no die face and accept any blobs that do; the verifier looks at the crop.
It vetoes a read face of one or two pips it is sure is no die (a dot on a keyboard, a knot in the wood), and reads
a refused group of at most six pips as the value it is sure of when that value is more than the pips found (a
blurred six whose pips merged into bars); pips in a layout no die shows stay refused, never rounded to a value. Only
those few groups are shown to it, so a frame costs a fraction of a millisecond more.
"""

from __future__ import annotations

import numpy as np

from vision import face_verifier as fv
from vision import tolerances as tol
from vision.find import FaceGroup
from vision.layout import FACE_HALF_SIDE, FaceFit

MAX_RESCUED_PIPS = 6


def second_opinion(image_bgr: np.ndarray, view, frame_shape: tuple[int, int]) -> list[FaceGroup]:
    """The view's groups after the verifier's vetoes and rescues; a rescued group gets a square fit of its value
    whose `residual` stands for the verifier's doubt (so its confidence is lower). Does not change the view."""
    asked = [group for group in view.groups if _is_worth_asking(group)]
    if not asked:
        return list(view.groups)
    crops = [
        fv.crop_features(
            fv.face_crop(image_bgr, view.to_frame(group.center), group.side_px / view.scale, group.pips[0].is_dark)
        )
        for group in asked
    ]
    opinions = dict(zip(map(id, asked), fv.verdicts(np.array(crops)), strict=True))
    groups = []
    for group in view.groups:
        verdict = opinions.get(id(group))
        if verdict is None:
            groups.append(group)
        elif group.fit is not None:
            if not (verdict.value == fv.NOT_A_FACE and verdict.margin >= tol.VERIFIER_VETO_MIN_MARGIN):
                groups.append(group)
        elif verdict.value > len(group.pips) and verdict.margin >= tol.VERIFIER_RESCUE_MIN_MARGIN:
            groups.append(FaceGroup(group.pips, _square_fit(group, verdict)))
        else:
            groups.append(group)
    return groups


def _is_worth_asking(group: FaceGroup) -> bool:
    if group.fit is None:
        return len(group.pips) <= MAX_RESCUED_PIPS
    return group.fit.value <= tol.VERIFIER_VETO_MAX_VALUE


def _square_fit(group: FaceGroup, verdict: fv.Verdict) -> FaceFit:
    unit_px = group.side_px / (2 * FACE_HALF_SIDE)
    doubt = (1 - verdict.margin) * tol.LAYOUT_MAX_RESIDUAL
    return FaceFit(verdict.value, group.center, np.eye(2) * unit_px, doubt, 1.0)
