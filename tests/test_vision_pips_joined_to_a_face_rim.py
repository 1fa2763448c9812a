"""A light pip joined at the threshold to the lit rim of its face, in a blob too thin for a pip and smaller than a
quarter of the largest pip, is found in the blob's core: a blue 6 on a dark blue cloth read closer kept only its
right column (a 3 of no consistent size) and was read as its side face's 2 (issue #2)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.pips import ENLARGED, find_pips
from vision.profiles import load_profile
from vision.reader import read_frame

GNW_TRAIN_20009 = Path(__file__).resolve().parent.parent / "fixtures" / "rendered" / "geht-noch-was" / "20009.jpg"
CROP_CORNER = (380, 220)  # frame pixels (x, y) of the crop around the blue 6 at (421, 258)
CROP_SIDE_PX = 80
CLOSER = 2.0  # the closer look's enlargement, as `vision.views` reads a frame whose dice have small pips
JOINED_PIP = (414, 255)  # frame pixels: the left column's middle pip, joined to the face's lit left rim


def _light_pips_read_closer(image: np.ndarray) -> list[tuple[float, float]]:
    """The light pips of `image` (BGR) enlarged `CLOSER` times, in the image's pixels."""
    enlarged = cv2.resize(image, None, fx=CLOSER, fy=CLOSER, interpolation=cv2.INTER_CUBIC)
    lightness = enlarged.min(axis=2)
    pips = find_pips(lightness, lightness, round(640 * CLOSER), kinds=(False,), rules=ENLARGED)
    return [(pip.center[0] / CLOSER, pip.center[1] / CLOSER) for pip in pips]


def test_the_pip_joined_to_the_lit_rim_of_a_blue_6_is_found():
    x0, y0 = CROP_CORNER
    crop = cv2.imread(str(GNW_TRAIN_20009))[y0 : y0 + CROP_SIDE_PX, x0 : x0 + CROP_SIDE_PX]
    found = [(x + x0, y + y0) for x, y in _light_pips_read_closer(crop)]
    assert min(np.hypot(x - JOINED_PIP[0], y - JOINED_PIP[1]) for x, y in found) < 1.5


def test_the_blue_6_of_gnw_train_20009_is_read_as_a_6():
    reading = read_frame(cv2.imread(str(GNW_TRAIN_20009)), load_profile("geht-noch-was"))
    near = [die for die in reading.dice if np.hypot(die.center[0] - 421, die.center[1] - 258) < 10]
    assert [(die.value, die.colour) for die in near] == [(6, "blue")]
