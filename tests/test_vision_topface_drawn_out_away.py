"""A face nearer the camera than a lone pip, drawn out along the step from that pip to it, is no side face of the pip's
die: a side face is foreshortened across the edge it shares with its top, so its pips are squashed along that step
(vision/topface.py `_drawn_out_away_from`)."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.find import FaceGroup
from vision.image_files import optional_profile
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.reader import read_frame
from vision.topface import BesideOtherPlastic, top_faces

ONE_AT = (100.0, 100.0)  # a lone pip, farther from the camera (image-down is towards it)
FIVE_AT = (155.0, 103.0)  # 1.3 face sides from it, a little down the frame (10080: 55.6 px, 3.3 px down)
STEP_ANGLE_RAD = math.atan2(FIVE_AT[1] - ONE_AT[1], FIVE_AT[0] - ONE_AT[0])
UNIT_PX = 12.0
PIP_RADIUS_PX = 4.2


def lone_pip() -> FaceGroup:
    """A pip as large as the 5's of a die cocked beside it, drawn out 1.45 times at 45 degrees (DSC train 10080's
    silver die)."""
    pip = Pip(ONE_AT, PIP_RADIUS_PX, 1.45, math.radians(45), contrast=110.0, face_level=200.0, is_dark=True)
    return FaceGroup((pip,), fit_face(np.array([ONE_AT]), pip.radius))


def five(angle_rad: float, elongation: float = 1.3) -> FaceGroup:
    """A 5 of dark pips each drawn out `elongation` times along `angle_rad` (a camera's tilt draws out a top face's
    pips)."""
    centers = np.array(CANONICAL_FACES[5], dtype=float) * UNIT_PX + FIVE_AT
    pips = tuple(
        Pip((x, y), PIP_RADIUS_PX, elongation, angle_rad, contrast=110.0, face_level=200.0, is_dark=True)
        for x, y in centers
    )
    return FaceGroup(pips, fit_face(centers, PIP_RADIUS_PX))


def test_a_5_drawn_out_along_the_step_from_a_lone_pip_is_a_touching_die():
    assert [kept.fit.value for kept in top_faces([lone_pip(), five(STEP_ANGLE_RAD)])] == [1, 5]


def test_a_5_kept_beside_a_lone_pip_it_would_share_a_die_with_is_taken_less_surely():
    assert isinstance(top_faces([lone_pip(), five(STEP_ANGLE_RAD)])[1], BesideOtherPlastic)


def test_a_5_squashed_along_the_step_from_a_lone_pip_is_dropped_as_its_side_face():
    assert [kept.fit.value for kept in top_faces([lone_pip(), five(STEP_ANGLE_RAD + math.pi / 2)])] == [1]


def test_a_5_drawn_out_along_the_step_but_seen_less_squarely_than_a_lone_pip_is_dropped_as_its_side_face():
    assert [kept.fit.value for kept in top_faces([lone_pip(), five(STEP_ANGLE_RAD, elongation=1.6)])] == [1]


def test_the_white_5_beside_a_cocked_silver_die_of_dsc_train_10080_is_read_and_asked_about():
    reading = read_frame(
        cv2.imread("fixtures/rendered/doppelt-so-clever/10080.jpg"), optional_profile("doppelt-so-clever")
    )
    (white,) = [die for die in reading.dice if np.hypot(die.center[0] - 289, die.center[1] - 184) < 8]
    assert (white.value, white.colour) == (5, "white")
    assert white.confidence < 0.9
