"""Faces in the shade read by their pip places in the light of their neighbourhood (`vision.shade`)."""

from __future__ import annotations

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import working_image
from vision.layout import FACE_HALF_SIDE
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.shade import read_face_in_its_light, shade_gain

CENTRE, SIDE_PX = (300, 200), 40


def table_with_a_three(table_grey: int, face_grey: int, pip_grey: int) -> np.ndarray:
    """A plain table (640×480 BGR) with a flat face showing 3 at CENTRE, SIDE_PX wide, pips on one diagonal."""
    table = np.full((480, 640, 3), table_grey, np.uint8)
    half, unit = SIDE_PX / 2, SIDE_PX / (2 * FACE_HALF_SIDE)
    x, y = CENTRE
    cv2.rectangle(table, (int(x - half), int(y - half)), (int(x + half), int(y + half)), (face_grey,) * 3, -1)
    for step in (-1, 0, 1):
        cv2.circle(table, (round(x + step * unit), round(y + step * unit)), round(0.33 * unit), (pip_grey,) * 3, -1)
    return table


def face_corners() -> tuple[tuple[float, float], ...]:
    x, y, half = *CENTRE, SIDE_PX / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def test_a_shaded_face_whose_pips_stand_out_faintly_is_read_relit():
    table = table_with_a_three(table_grey=8, face_grey=30, pip_grey=45)
    read = read_face_in_its_light(table, working_image(table), face_corners())
    assert read is not None and read.value == 3


def test_a_lit_face_whose_pips_stand_out_as_faintly_is_not_read():
    table = table_with_a_three(table_grey=150, face_grey=172, pip_grey=187)
    assert read_face_in_its_light(table, working_image(table), face_corners()) is None


def test_a_lit_table_is_not_relit():
    table = np.full((480, 640, 3), 150, np.uint8)
    assert shade_gain(working_image(table), CENTRE) == 1.0


def test_a_black_table_is_relit_no_more_than_the_most_gain():
    table = np.zeros((480, 640, 3), np.uint8)
    assert shade_gain(working_image(table), CENTRE) == tol.SHADE_MAX_GAIN


def test_a_blue_die_in_a_dark_tray_is_found_and_its_value_read():
    image = cv2.imread("fixtures/rendered/goennen-koennen/50041.jpg")
    reading = read_frame(image, load_profile("fixtures/calibration/goennen-koennen.profile.json"))
    near = [die for die in reading.dice if np.hypot(die.center[0] - 318, die.center[1] - 277) < 15]
    assert [die.value for die in near] == [1]
