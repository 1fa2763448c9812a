"""A light pip joined at the threshold to the glare line along its face's edge is found once the thin line is opened
away; a light blob on a white face, a disc joined to a thick bar and a drawn-out blob are not read as such pips
(issue #2)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from vision.pips import find_pips
from vision.profiles import load_profile
from vision.reader import read_frame

GNW_TRAIN_20015 = Path(__file__).resolve().parent.parent / "fixtures" / "rendered" / "geht-noch-was" / "20015.jpg"

PIP_CENTRE = (200, 200)
PIP_RADIUS_PX = 5
GLARE_LEVEL = 230  # a white pip and the glare on the face's edge, alike in the lightness image


def _light_pips(image: np.ndarray) -> list[tuple[float, float]]:
    return [pip.center for pip in find_pips(image, image, frame_long_side_px=640, kinds=(False,))]


def _face_with(face_level: int, pip_radius_px: int, line_width_px: int) -> np.ndarray:
    """A 400×400 face (uint8, the lightness image) of `face_level`, a pip of `pip_radius_px` at `PIP_CENTRE` and a
    glare line `line_width_px` wide running 35 px to the right from it, slightly blurred."""
    image = np.full((400, 400), face_level, np.uint8)
    x, y = PIP_CENTRE
    top = y - line_width_px // 2
    cv2.rectangle(image, (x, top), (x + 35, top + line_width_px - 1), GLARE_LEVEL, -1)
    cv2.circle(image, PIP_CENTRE, pip_radius_px, GLARE_LEVEL, -1, cv2.LINE_AA)
    return cv2.GaussianBlur(image, (3, 3), 0.8)


def test_a_light_pip_joined_to_a_thin_glare_line_on_a_red_face_is_found_at_its_centre():
    centres = _light_pips(_face_with(30, PIP_RADIUS_PX, line_width_px=3))
    assert len(centres) == 1
    assert np.allclose(centres[0], PIP_CENTRE, atol=1.0)


def test_a_light_blob_joined_to_a_line_on_a_white_face_is_no_pip():
    assert _light_pips(_face_with(140, PIP_RADIUS_PX, line_width_px=3)) == []


def test_a_disc_joined_to_a_bar_as_thick_as_its_radius_is_no_pip():
    assert _light_pips(_face_with(30, PIP_RADIUS_PX, line_width_px=5)) == []


def test_a_drawn_out_blob_joined_to_a_glare_line_is_no_pip():
    image = np.full((400, 400), 30, np.uint8)
    cv2.rectangle(image, (200, 199), (245, 201), GLARE_LEVEL, -1)
    cv2.ellipse(image, PIP_CENTRE, (9, 6), 45, 0, 360, GLARE_LEVEL, -1, cv2.LINE_AA)
    assert _light_pips(cv2.GaussianBlur(image, (3, 3), 0.8)) == []


@pytest.mark.parametrize("centre, value", [((237, 150), 5), ((222, 117), 4)])
def test_the_touching_red_dice_of_gnw_train_20015_are_read(centre, value):
    image = cv2.imread(str(GNW_TRAIN_20015))
    reading = read_frame(image, load_profile("geht-noch-was"))
    near = [die for die in reading.dice if np.hypot(die.center[0] - centre[0], die.center[1] - centre[1]) < 8]
    assert [(die.value, die.colour) for die in near] == [(value, "red")]
