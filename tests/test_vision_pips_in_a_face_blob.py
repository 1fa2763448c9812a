"""A light face on a dark table stands out whole at the threshold, its pips joined to it: they are found at the face's
own level."""

from __future__ import annotations

import cv2
import numpy as np

from vision.pips import find_pips

TABLE_LEVEL = 40  # a dark table in the lightness image
FACE_LEVEL = 150  # a light blue face
PIP_LEVEL = 230  # white pips
CORNERS = [(188, 188), (212, 188), (188, 212), (212, 212)]  # a 4 on a face 40 px wide


def _four_on_a_light_face(face_side_px: int) -> np.ndarray:
    """A 400×400 dark table (uint8) with a light face of `face_side_px` around (200, 200) showing a 4 of pips of radius
    4 px, slightly blurred as a camera sees it."""
    image = np.full((400, 400), TABLE_LEVEL, np.uint8)
    half = face_side_px // 2
    cv2.rectangle(image, (200 - half, 200 - half), (200 + half, 200 + half), FACE_LEVEL, -1)
    for centre in CORNERS:
        cv2.circle(image, centre, 4, PIP_LEVEL, -1, cv2.LINE_AA)
    return cv2.GaussianBlur(image, (5, 5), 1.2)


def _light_pips(image: np.ndarray) -> list[tuple[float, float]]:
    return sorted(pip.center for pip in find_pips(image, image, frame_long_side_px=640, kinds=(False,)))


def test_pips_swallowed_by_a_light_face_standing_out_whole_are_found_at_the_face_level():
    centres = _light_pips(_four_on_a_light_face(40))
    assert len(centres) == 4
    assert np.allclose(centres, sorted(CORNERS), atol=1.0)


def test_a_light_face_without_pips_holds_no_pip():
    image = np.full((400, 400), TABLE_LEVEL, np.uint8)
    cv2.rectangle(image, (180, 180), (220, 220), FACE_LEVEL, -1)
    assert _light_pips(cv2.GaussianBlur(image, (5, 5), 1.2)) == []


def test_pips_swallowed_by_a_dark_face_on_a_light_table_are_found_at_the_face_level():
    image = 255 - _four_on_a_light_face(50)  # a dark face with darker pips on a light table
    centres = sorted(pip.center for pip in find_pips(image, image, frame_long_side_px=640, kinds=(True,)))
    assert len(centres) == 4
    assert np.allclose(centres, sorted(CORNERS), atol=1.0)
