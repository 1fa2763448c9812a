"""Choosing top faces: only faces of pips of one kind vote the direction towards the camera."""

from __future__ import annotations

import numpy as np

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.topface import top_faces

UNIT_PX = 15.0


def face(value: int, centre: tuple[float, float], elongation: float, is_dark: bool = True) -> FaceGroup:
    """An upright face of `value` pips (radius 5 px, `elongation`) at `centre`: dark pips on a light face, or light
    pips on a dark face (a black die's)."""
    centres = np.array(CANONICAL_FACES[value], dtype=float) * UNIT_PX + centre
    face_level = 220.0 if is_dark else 40.0
    pips = tuple(Pip((x, y), 5.0, elongation, 0.0, 120.0, face_level, is_dark) for x, y in centres)
    return FaceGroup(pips, fit_face(centres, mean_radius_px=5.0))


def kept_of_two_joined_faces(beside_a_plain_top: FaceGroup) -> FaceGroup:
    """Which of two like faces so close they are taken for one die's (the one at (300, 105) or that at (330, 100))
    is kept, with a die whose plain top face of dark pips at (100, 100) has `beside_a_plain_top` to its right."""
    plain_top, left, right = face(4, (100, 100), 1.05), face(4, (300, 105), 1.05), face(4, (330, 100), 1.05)
    kept = top_faces([plain_top, beside_a_plain_top, left, right])
    (joined,) = [face for face in kept if face in (left, right)]
    return joined


def test_a_side_face_to_the_right_of_a_plain_top_face_turns_the_camera_to_the_right():
    assert kept_of_two_joined_faces(face(2, (150, 100), 1.8)).center[0] < 320


def test_a_face_of_light_pips_beside_a_face_of_dark_pips_turns_the_camera_nowhere():
    assert kept_of_two_joined_faces(face(2, (150, 100), 1.8, is_dark=False)).center[0] > 320
