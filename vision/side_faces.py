"""Side faces beside a die read by its outline: a face read from pips drawn out as no top face's pips are, lying
closer to a die read by its pip places than a flat die beside it can (touching dice lie a side or more apart,
centre to centre), is that die's side face, not a die (Blöder train 30037: the side face below a black 4, its pips
drawn out 1.5 times, read as a black 2; 30012: below a red 6, a black 1).

`vision.topface` drops the side faces of top faces read from pips; a die read by its outline has no pips there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.find import FaceGroup
from vision.pips import Pip
from vision.views import View

Face = tuple[FaceGroup, View]
Box = Sequence[Sequence[float]]


def without_outlined_side_faces(
    faces: Sequence[Face], boxes: Sequence[Box], outlined_boxes: Sequence[Box]
) -> tuple[list[Face], list[Box]]:
    """`faces` read from pips and their `boxes` (frame pixels), without those that are side faces of dice read by
    their outline (`outlined_boxes`, frame pixels; see `is_beside_an_outlined_die`)."""
    kept = [
        index
        for index, ((group, _), box) in enumerate(zip(faces, boxes, strict=True))
        if not is_beside_an_outlined_die(middle(box), group.pips, outlined_boxes)
    ]
    return [faces[index] for index in kept], [boxes[index] for index in kept]


def is_beside_an_outlined_die(center: Sequence[float], pips: Sequence[Pip], outlined_boxes: Sequence[Box]) -> bool:
    """Whether a face read from `pips`, each drawn out at least `tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION` times,
    has its `center` (frame pixels) nearer than `tol.OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES` of a box's side to the
    middle of one of `outlined_boxes`."""
    if min(pip.elongation for pip in pips) < tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION:
        return False
    return any(
        math.dist(center, middle(box)) < tol.OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES * mean_side_px(box)
        for box in outlined_boxes
    )
