"""Veiled faces (a glare or haze over a glossy face) read by their pip places with their headroom stretched
(`vision.shade`)."""

from __future__ import annotations

import cv2
import numpy as np
import pytest
from test_vision_shade import face_corners, table_with_a_three

from vision import tolerances as tol
from vision.bodies import working_image
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.shade import read_face_in_its_light, veil_gain


def test_a_veiled_face_whose_light_pips_stand_out_faintly_is_read():
    table = table_with_a_three(table_grey=120, face_grey=225, pip_grey=236)
    read = read_face_in_its_light(table, working_image(table), face_corners())
    assert read is not None and read.value == 3


def test_a_veiled_face_is_read_with_the_margin_it_shows_unstretched():
    table = table_with_a_three(table_grey=120, face_grey=225, pip_grey=236)
    read = read_face_in_its_light(table, working_image(table), face_corners())
    assert read is not None and read.margin == pytest.approx(236 - 225, abs=0.01)


def test_a_veiled_face_without_pips_is_not_read():
    table = table_with_a_three(table_grey=120, face_grey=225, pip_grey=225)
    assert read_face_in_its_light(table, working_image(table), face_corners()) is None


def test_a_face_darker_than_a_veiled_one_is_not_stretched():
    table = table_with_a_three(table_grey=120, face_grey=tol.VEIL_MIN_LIGHTNESS - 1, pip_grey=240)
    assert veil_gain(table, np.asarray(face_corners(), dtype=float)) == 1.0


def test_a_nearly_white_face_is_stretched_no_more_than_the_most_gain():
    table = table_with_a_three(table_grey=120, face_grey=250, pip_grey=250)
    assert veil_gain(table, np.asarray(face_corners(), dtype=float)) == tol.VEIL_MAX_GAIN


def test_a_black_die_washed_white_by_glare_is_read_and_asked_about():
    image = cv2.imread("fixtures/rendered/bloeder-sack/30033.jpg")
    reading = read_frame(image, load_profile("bloeder-sack"))
    near = [die for die in reading.dice if np.hypot(die.center[0] - 240, die.center[1] - 213) < 15]
    assert [(die.value, die.colour, die.confidence) for die in near] == [(6, "black", 0.0)]
