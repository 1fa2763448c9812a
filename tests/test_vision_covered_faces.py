"""A face placed from a few of its pips is read only where the plain between its pip places shows the plastic around
its pips: a red 4 with a finger over its fourth corner is a hidden die, not a 4 (issue #2)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.covered_faces import shows_its_plastic
from vision.profiles import load_profile
from vision.reader import read_frame

GNW_TRAIN = Path(__file__).resolve().parent.parent / "fixtures" / "rendered" / "geht-noch-was"

RED_BGR = (40, 40, 200)
SKIN_BGR = (150, 180, 225)
TABLE_BGR = (60, 120, 40)
UNIT_PX = 10  # canonical unit: pips at ±1 unit from the face's middle, its sides at ±1.8
MIDDLE = (100, 100)
BOX = [(82.0, 82.0), (118.0, 82.0), (118.0, 118.0), (82.0, 118.0)]  # the face's corners, 1.8 units out
THREE_PIPS_OF_A_4 = [(90.0, 90.0), (110.0, 90.0), (90.0, 110.0)]


def _red_4(cover: tuple[int, int, int, int] | None = None) -> np.ndarray:
    """A red face with the white pips of a 4 on a green table, 200×200 BGR; `cover`: a skin-coloured rectangle
    (x0, y0, x1, y1) drawn over it."""
    image = np.full((200, 200, 3), TABLE_BGR, np.uint8)
    cv2.rectangle(image, (82, 82), (117, 117), RED_BGR, -1)
    for x, y in [*THREE_PIPS_OF_A_4, (110.0, 110.0)]:
        cv2.circle(image, (int(x), int(y)), 3, (235, 235, 235), -1)
    if cover is not None:
        cv2.rectangle(image, cover[:2], cover[2:], SKIN_BGR, -1)
    return image


def test_a_face_whose_plain_is_its_plastic_shows_it():
    assert shows_its_plastic(_red_4(), BOX, THREE_PIPS_OF_A_4)


def test_a_face_half_under_a_finger_does_not_show_its_plastic():
    assert not shows_its_plastic(_red_4(cover=(96, 92, 130, 130)), BOX, THREE_PIPS_OF_A_4)


def test_a_red_4_under_two_fingers_in_gnw_train_20017_is_not_read():
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20017.jpg")), load_profile("geht-noch-was"))
    assert [die for die in reading.dice if np.hypot(die.center[0] - 284, die.center[1] - 295) < 15] == []
    assert [item for item in reading.unreadable if np.hypot(item.center[0] - 284, item.center[1] - 295) < 15]


def test_a_red_3_placed_under_a_glare_in_gnw_train_20014_is_still_read():
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20014.jpg")), load_profile("geht-noch-was"))
    near = [die for die in reading.dice if np.hypot(die.center[0] - 408, die.center[1] - 276) < 10]
    assert [(die.value, die.colour) for die in near] == [(3, "red")]
