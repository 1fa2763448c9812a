"""Faces read from the pips of two touching dice: a face read unsurely on a box about two dice long.

Two dice of one colour lying face to face show no seam the grouper sees between their pips, and when the pips of
both lie on one face's pattern (two 3s side by side as the rows of a 6, two 2s as a 4), they are read as that face,
unsurely, on a box spanning both dice: far longer than the dice read surely nearby, as no die in one frame is
(perspective changes a die's side across a frame far less). Such a face is parted as a group of joined dice's pips is
(`vision.joined_dice`), each part placed as the die read surely nearest looks; a face that parts into no clear faces
so stands as read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from vision import tolerances as tol
from vision.boxes import distance, middle
from vision.find import FaceGroup
from vision.joined_dice import joined_faces
from vision.outlined import Outlined
from vision.partial_faces import face_map
from vision.views import View, face_box

Point = tuple[float, float]
Reference = tuple[Point, np.ndarray]  # a die read surely: its middle and `vision.partial_faces.face_map`


def parted_two_dice_faces(
    image_bgr: np.ndarray, faces: list[tuple[FaceGroup, View]], references: Callable[[], Sequence[Reference]]
) -> tuple[list[tuple[FaceGroup, View]], list[Outlined]]:
    """The faces read from their pips (`faces`) that stand, and the faces of touching dice parted from those read
    unsurely (below `tol.TWO_DICE_FACE_MAX_CONFIDENCE`) from two dice's pips (`is_two_dice_long`), each a top-face box
    (frame pixels of the BGR uint8 frame `image_bgr`) and its reading by its pip places. `references`: gives the dice
    read surely enough to place a face by (their middles and face maps,
    `vision.found_by_dice_read.placing_references`), asked only when a face is read unsurely (most frames read every
    face surely). Does not change the image."""
    if all(group.confidence >= tol.TWO_DICE_FACE_MAX_CONFIDENCE for group, _ in faces):
        return faces, []
    placing = references()
    kept: list[tuple[FaceGroup, View]] = []
    parted: list[Outlined] = []
    for group, view in faces:
        parts = _parts(image_bgr, group, view, placing)
        if parts:
            parted += parts
        else:
            kept.append((group, view))
    return kept, parted


def _parts(image_bgr: np.ndarray, group: FaceGroup, view: View, references: Sequence[Reference]) -> list[Outlined]:
    """The faces the pips of the face `group` (seen in `view`) part into as touching dice's, each placed as the die
    read surely nearest it looks; [] for a face read surely or from one die's pips (`is_two_dice_long`), or that parts
    into no clear faces."""
    if not references or group.confidence >= tol.TWO_DICE_FACE_MAX_CONFIDENCE:
        return []
    box = face_box(group, view)
    _, reference = min(references, key=lambda item: distance(item[0], middle(box)))
    if not is_two_dice_long(face_map(box), reference):
        return []
    return joined_faces(image_bgr, [view.to_frame(pip.center) for pip in group.pips], reference)


def is_two_dice_long(face: np.ndarray, reference: np.ndarray) -> bool:
    """Whether the face whose `vision.partial_faces.face_map` is `face` is, along its longer side,
    `tol.TWO_DICE_FACE_MIN_SIDES` times as long as the mean side of the die read surely at `reference` (its face map):
    the pips of two dice lie along both dice, while across them they span one (a face fitted to them is skewed, so
    its area grows less than its length)."""
    face_sides, reference_sides = np.linalg.norm(face, axis=0), np.linalg.norm(reference, axis=0)
    return float(face_sides.max()) >= tol.TWO_DICE_FACE_MIN_SIDES * float(reference_sides.mean())
