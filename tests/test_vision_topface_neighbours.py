"""Touching dice lined up along the camera's tilt: a face nearer the camera than another, at the distance of a side
face, is that die's side face only when its pips are not far larger (vision/topface.py `_beyond_side_face`)."""

from __future__ import annotations

import numpy as np

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.topface import BesideOtherPlastic, top_faces

ONE_AT = (100.0, 100.0)  # the face farther from the camera (image-down is towards it)
UNIT_PX = 8.0  # a face side of 28.8 px
NEAR_STEP_PX = (12.0, 22.0)  # 0.87 face sides, down and across the frame
PIP_RADIUS_PX = 2.5  # of the 1's face counted as an ordinary pip (its own pip is 1.25 times larger)


def pip_at(x: float, y: float, radius: float) -> Pip:
    return Pip((x, y), radius, 1.1, 0.3, contrast=120.0, face_level=220.0, is_dark=True)


def face(value: int, center: tuple[float, float], pip_radius: float) -> FaceGroup:
    centers = np.array(CANONICAL_FACES[value], dtype=float) * UNIT_PX + center
    return FaceGroup(tuple(pip_at(x, y, pip_radius) for x, y in centers), fit_face(centers, pip_radius))


def one_and_two_below(pip_ratio: float) -> list[FaceGroup]:
    """A 1, and a 2 below it seen alike whose pips are `pip_ratio` times as large."""
    two_at = (ONE_AT[0] + NEAR_STEP_PX[0], ONE_AT[1] + NEAR_STEP_PX[1])
    return [face(1, ONE_AT, 1.25 * PIP_RADIUS_PX), face(2, two_at, pip_ratio * PIP_RADIUS_PX)]


def test_a_two_below_a_one_seen_alike_with_pips_half_as_large_again_is_a_touching_die():
    assert [kept.fit.value for kept in top_faces(one_and_two_below(pip_ratio=1.5))] == [1, 2]


def test_a_touching_die_kept_for_its_larger_pips_is_taken_less_surely():
    assert isinstance(top_faces(one_and_two_below(pip_ratio=1.5))[1], BesideOtherPlastic)


def test_a_two_below_a_one_seen_alike_with_pips_as_large_is_its_side_face():
    assert [kept.fit.value for kept in top_faces(one_and_two_below(pip_ratio=1.2))] == [1]
