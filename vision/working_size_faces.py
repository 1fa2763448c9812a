"""Faces the first look read surely at the working size where the closer look read no die.

A frame whose pips are small is read again enlarged (`vision.views`), and that closer look stands for the first one.
Enlarged and thresholded with a window sized to enlarged pips, a pip beside its face's bright bevel line may join it
and be lost, and the face's other pips part into groups that pass for side faces of the die they touch (dev 470-489
DSC 10488: a silver 6 below a white 3, read at the working size as a 6 from its six pips, sure, lost closer as a 3
and a 2 dropped as the white die's side faces). The first look's pips outside every die read are grouped again as
that look groups them (`vision.views.faces_of_pips`); a face read from several of them as surely as a face's layout
allows (`tol.WORKING_SIZE_FACE_MIN_PIPS`, `tol.WORKING_SIZE_FACE_MIN_CONFIDENCE`), away from every die read, not
among the faces the reader read at that size itself, and still a top face of its value when grouped with every pip
around it (those of the dice read beside it too, whose tops tell their side faces), is such a die. Grouping only the
pips outside the dice read, and those around a face so found, costs little: the whole look grouped again cost about
as much as a tenth of a frame's read, in every frame of a set whose count varies.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.boxes import Point, is_inside_any, middle
from vision.find import FaceGroup
from vision.pips import Pip
from vision.plastic import neutral_of, plastic_of
from vision.views import Looks, View, faces_of_pips, is_cut_by_frame


def faces_lost_closer(
    image_bgr: np.ndarray, looks: Looks, dice_boxes: Sequence[Sequence[Point]]
) -> list[tuple[FaceGroup, View]]:
    """The faces (with the first look's view) read surely at the working size from the first look's pip candidates
    that lie in no box of `dice_boxes` (the top faces of the dice read, frame pixels), each `tol.SAME_DIE_DISTANCE` of
    its side or more from every such box's middle, whole in the BGR uint8 frame `image_bgr`, not read at that size by
    the reader itself (a view of `looks` at the first look's scale holding a group within half its side: those the
    reader judged as they were), and kept as a top face among every pip around it (`_is_top_among_neighbours`)."""
    first = View((), looks.first_scale, (0.0, 0.0))
    boxed = [(box, None) for box in dice_boxes]
    pips = [pip for pip in looks.first_pips if not is_inside_any(first.to_frame(pip.center), boxed)]
    if len(pips) < tol.WORKING_SIZE_FACE_MIN_PIPS or not looks.first_images:
        return []
    read_as_they_were = [
        view.to_frame(group.center) for view in looks.views if view.scale == first.scale for group in view.groups
    ]
    dice_middles = [middle(box) for box in dice_boxes]
    return [
        (group, first)
        for group in _first_look_faces(image_bgr, looks, pips)
        if _is_read_surely(group)
        and not is_cut_by_frame(group, first, image_bgr.shape[:2])
        and _lies_apart(first.to_frame(group.center), group.side_px / first.scale, dice_middles, read_as_they_were)
        and _is_top_among_neighbours(image_bgr, looks, group)
    ]


def _first_look_faces(image_bgr: np.ndarray, looks: Looks, pips: list[Pip]) -> list[FaceGroup]:
    """The top faces (and unreadable groups) of some of the first look's pip candidates, grouped as that look groups
    them (`vision.views.faces_of_pips`), in its pixels."""
    brightest, lightness = looks.first_images
    return faces_of_pips(pips, brightest, lightness, plastic_of(image_bgr, looks.first_scale), neutral_of(image_bgr))


def _is_top_among_neighbours(image_bgr: np.ndarray, looks: Looks, face: FaceGroup) -> bool:
    """Whether `face`, grouped from the pips outside the dice read, is kept as a top face of its value when grouped
    again with every pip of the first look within `tol.WORKING_SIZE_FACE_CONTEXT_SIDES` of its side, those of the dice
    read beside it too: without their tops, a die's side face, foreshortened, passes for a face of its own (Blöder dev
    30451, 30389: a red 6's and a black 5's side faces read as 3s beside them), which `vision.topface` drops beside
    its top."""
    reach = tol.WORKING_SIZE_FACE_CONTEXT_SIDES * face.side_px
    around = [pip for pip in looks.first_pips if math.dist(pip.center, face.center) <= reach]
    return any(
        group.fit is not None
        and group.fit.value == face.fit.value
        and math.dist(group.center, face.center) <= tol.WORKING_SIZE_FACE_SAME_PLACE_SIDES * face.side_px
        for group in _first_look_faces(image_bgr, looks, around)
    )


def _is_read_surely(group: FaceGroup) -> bool:
    return (
        group.fit is not None
        and len(group.pips) >= tol.WORKING_SIZE_FACE_MIN_PIPS
        and group.confidence >= tol.WORKING_SIZE_FACE_MIN_CONFIDENCE
    )


def _lies_apart(centre: Point, side_px: float, dice_middles: Sequence[Point], read: Sequence[Point]) -> bool:
    """Whether a face at `centre` (side `side_px`, frame pixels) lies `tol.SAME_DIE_DISTANCE` of its side or more
    from the middle of every die read (a die's side face lies nearer its top) and more than half its side from every
    group read at the working size."""
    return all(math.dist(centre, other) >= tol.SAME_DIE_DISTANCE * side_px for other in dice_middles) and all(
        math.dist(centre, other) > side_px / 2 for other in read
    )
