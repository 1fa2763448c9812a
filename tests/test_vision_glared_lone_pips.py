"""A 1 beside a glare where no die body stands out (`vision.glared_lone_pips`): its lone pip, the glare beside it
and its face's own colour stand for the body. GNW 20046 (rendered train split): a red 1 on brown wood at (333, 222),
no body found, its glare spoiling the lone-pip test."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.glared_lone_pips import glared_ones_without_body
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import views_of

GNW_TRAIN = Path(__file__).parents[1] / "fixtures" / "rendered" / "geht-noch-was"
RED_1 = (333.0, 222.0)
RED_1_FACE = (slice(198, 246), slice(310, 358))  # rows, columns of the frame around the red 1's top face


def _glared_ones(image: np.ndarray, room: int) -> list[tuple[int, tuple[float, float]]]:
    """The 1s `glared_ones_without_body` finds in `image` beside the other dice read there (value, frame centre)."""
    profile = load_profile("geht-noch-was")
    others = [die.box for die in read_frame(image, profile).dice if math.dist(die.center, RED_1) > 15]
    looks = views_of(image)
    ones = glared_ones_without_body(image, profile, looks.first_pips, looks.first_scale, others, room)
    return [(group.fit.value, look.to_frame(group.fit.center)) for group, look in ones]


def test_a_1_beside_its_glare_with_no_body_is_read_where_its_pip_lies():
    ones = _glared_ones(cv2.imread(str(GNW_TRAIN / "20046.jpg")), room=1)
    assert [(value, math.dist(centre, RED_1) < 3) for value, centre in ones] == [(1, True)]


def test_no_1_beside_a_glare_is_looked_for_when_the_set_has_no_room_left():
    assert _glared_ones(cv2.imread(str(GNW_TRAIN / "20046.jpg")), room=0) == []


def test_a_1_beside_its_glare_on_a_face_of_no_colour_of_the_set_is_no_die():
    """The red face painted green (its red and green channels swapped: the lightness its pips are found in stays)."""
    image = cv2.imread(str(GNW_TRAIN / "20046.jpg"))
    image[RED_1_FACE] = image[RED_1_FACE][:, :, [0, 2, 1]]
    assert _glared_ones(image, room=1) == []


def test_the_red_1_beside_its_glare_on_brown_wood_in_gnw_train_20046_is_read():
    """It was missed: no body stood out from the wood, and its glare spoilt the lone-pip test."""
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20046.jpg")), load_profile("geht-noch-was"))
    dice = [die for die in reading.dice if math.dist(die.center, RED_1) < 6]
    assert [(die.value, die.colour) for die in dice] == [(1, "red")]
