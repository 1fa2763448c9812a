"""Side faces beside a die read by its outline: a face read from pips drawn out as no top face's pips are, lying
closer to a die read by its pip places than a flat die beside it can (touching dice lie a side or more apart,
centre to centre), is that die's side face, not a die (Blöder train 30037: the side face below a black 4, its pips
drawn out 1.5 times, read as a black 2; 30012: below a red 6, a black 1).

`vision.topface` drops the side faces of top faces read from pips; a die read by its outline has no pips there.
And a side face may itself be read by its pip places: a die so read, of the colour of a die nearer than a flat die
beside it can lie and on the camera's side of it (image-down, as `vision.topface` takes it when nothing tells
otherwise), is that die's side face (Blöder train 30012: the side face below a black 5 read as a black 1; 30024).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.find import FaceGroup
from vision.pips import Pip
from vision.reading import DieReading
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


def without_side_faces_read_by_places(
    dice: Sequence[DieReading], pips: Sequence[Sequence[Pip] | None]
) -> tuple[tuple[DieReading, ...], list[Sequence[Pip] | None]]:
    """`dice` and the `pips` each was read from (None: read by its pip places), without the dice read by their pip
    places that are side faces of another die: of its colour, nearer than `tol.SIDE_FACE_OF_SAME_COLOUR_SIDES` of
    the larger of the two sides, and below it in the image."""
    kept = [
        index
        for index, (die, die_pips) in enumerate(zip(dice, pips, strict=True))
        if die_pips is not None or not any(_is_side_face_of(die, other) for other in dice if other is not die)
    ]
    return tuple(dice[index] for index in kept), [pips[index] for index in kept]


def _is_side_face_of(face: DieReading, die: DieReading) -> bool:
    reach = tol.SIDE_FACE_OF_SAME_COLOUR_SIDES * max(mean_side_px(face.box), mean_side_px(die.box))
    return face.colour == die.colour and face.center[1] > die.center[1] and math.dist(face.center, die.center) < reach
