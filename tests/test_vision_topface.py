"""Choosing top faces: a face seen far more squarely than faces on opposite sides of it is a top face."""

from __future__ import annotations

import numpy as np

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.topface import top_faces

UNIT_PX = 15.0


def face(value: int, centre: tuple[float, float], elongation: float, radius_px: float = 5.0) -> FaceGroup:
    """An upright face of `value` dark pips (`radius_px`, `elongation`) at `centre`."""
    centres = np.array(CANONICAL_FACES[value], dtype=float) * UNIT_PX + centre
    pips = tuple(Pip((x, y), radius_px, elongation, 0.0, 120.0, 220.0, True) for x, y in centres)
    return FaceGroup(pips, fit_face(centres, mean_radius_px=radius_px))


def test_a_face_between_two_side_faces_seen_far_less_squarely_is_kept():
    """GNW train 20046: a red 2 between its own side face (below) and a blue die's (above) was dropped."""
    above, top, below = face(5, (100, 40), 1.8, 3.0), face(2, (100, 100), 1.05), face(6, (100, 160), 1.8, 3.0)
    assert top in top_faces([above, top, below])


def test_of_a_top_face_and_its_side_face_below_the_top_face_is_kept():
    top, below = face(2, (100, 100), 1.05), face(6, (100, 160), 1.8, 3.0)
    assert top_faces([top, below]) == [top]
