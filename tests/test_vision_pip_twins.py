"""A grey pip on a blue face stands out both ways: darker in the brightest channel, lighter in the darkest."""

from __future__ import annotations

import cv2
import numpy as np

from vision.pips import find_pips

BLUE_FACE_BGR = (230, 80, 50)  # brightest channel 230, darkest 50
GREY_PIP_BGR = (110, 110, 110)  # below the face's brightest channel, above its darkest
PIP_CENTRES = [(80, 80), (100, 100), (120, 120)]  # a 3


def _blue_face_with_grey_pips() -> tuple[np.ndarray, np.ndarray]:
    """The brightest and darkest channel (H, W uint8) of a 200×200 blue face with grey pips (radius 5 px)."""
    image = np.zeros((200, 200, 3), np.uint8)
    image[:] = BLUE_FACE_BGR
    for centre in PIP_CENTRES:
        cv2.circle(image, centre, 5, GREY_PIP_BGR, -1, cv2.LINE_AA)
    image = cv2.GaussianBlur(image, (5, 5), 1.2)
    return image.max(axis=2), image.min(axis=2)


def test_a_grey_pip_on_a_blue_face_is_found_once_as_a_dark_pip():
    pips = find_pips(*_blue_face_with_grey_pips(), frame_long_side_px=640)
    assert [pip.is_dark for pip in pips] == [True, True, True]
    assert np.allclose(sorted(pip.center for pip in pips), PIP_CENTRES, atol=1.0)


def test_a_grey_pip_is_found_light_when_only_light_pips_are_looked_for():
    pips = find_pips(*_blue_face_with_grey_pips(), frame_long_side_px=640, kinds=(False,))
    assert [pip.is_dark for pip in pips] == [False, False, False]


def test_the_light_pips_of_a_black_face_found_as_one_dark_blob_are_kept():
    image = np.full((300, 300, 3), 220, np.uint8)  # a light card
    cv2.rectangle(image, (130, 130), (170, 170), (40, 40, 40), -1)  # a black die's face, 40 px
    for centre in [(140, 140), (150, 150), (160, 160)]:
        cv2.circle(image, centre, 4, (250, 250, 250), -1, cv2.LINE_AA)
    image = cv2.GaussianBlur(image, (5, 5), 1.2)
    pips = find_pips(image.max(axis=2), image.min(axis=2), frame_long_side_px=1280)
    assert [pip.is_dark for pip in pips] == [True, False, False, False]  # the face's blob, and its three pips
