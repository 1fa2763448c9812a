"""A dark pip joined at the threshold to its own face's rim (a silver face is darker than the white table, so its rim
falls below the threshold beside it) is found in the small sparse blob they make; a dot of card print joined to a
mid-grey ink line on a light card is not (issue #2)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.pips import ENLARGED, find_pips

DSC_TRAIN_10031 = Path(__file__).resolve().parent.parent / "fixtures" / "rendered" / "doppelt-so-clever" / "10031.jpg"

CROP_LEFT, CROP_TOP = 335, 105  # frame pixels of a 100×100 crop around DSC 10031's silver 3 (labelled at 384, 155)
CLOSER_SCALE = 2  # the reader's closer look at this frame
SILVER_CORNER_PIP = (385.8, 146.5)  # frame pixels: the 3's upper corner pip, joined to the face's top rim
CARD_FRAME_LONG_SIDE_PX = 1280


def _dark_pip_centres_in_closer_look(image_bgr: np.ndarray) -> list[tuple[float, float]]:
    """Dark pip centres (frame pixels) in the crop of `image_bgr` read as the closer look reads it: enlarged twice,
    the brightest channel."""
    crop = image_bgr[CROP_TOP : CROP_TOP + 100, CROP_LEFT : CROP_LEFT + 100]
    enlarged = cv2.resize(crop, None, fx=CLOSER_SCALE, fy=CLOSER_SCALE, interpolation=cv2.INTER_CUBIC)
    blue, green, red = cv2.split(enlarged)
    brightest = cv2.max(cv2.max(blue, green), red)
    lightness = cv2.min(cv2.min(blue, green), red)
    pips = find_pips(brightest, lightness, CARD_FRAME_LONG_SIDE_PX, kinds=(True,), rules=ENLARGED)
    return [(pip.center[0] / CLOSER_SCALE + CROP_LEFT, pip.center[1] / CLOSER_SCALE + CROP_TOP) for pip in pips]


def test_a_silver_corner_pip_joined_to_its_face_rim_is_found_in_dsc_train_10031():
    centres = _dark_pip_centres_in_closer_look(cv2.imread(str(DSC_TRAIN_10031)))
    assert any(np.hypot(x - SILVER_CORNER_PIP[0], y - SILVER_CORNER_PIP[1]) < 1.0 for x, y in centres)


def test_a_print_dot_joined_to_a_mid_grey_ink_line_on_a_light_card_is_no_pip():
    card = np.full((300, 300), 210, np.uint8)
    cv2.line(card, (120, 120), (150, 120), 150, 4)
    cv2.line(card, (150, 120), (150, 150), 150, 4)
    cv2.circle(card, (150, 153), 4, 80, -1, cv2.LINE_AA)
    card = cv2.GaussianBlur(card, (3, 3), 0.8)
    assert find_pips(card, card, CARD_FRAME_LONG_SIDE_PX, kinds=(True,), rules=ENLARGED) == []
