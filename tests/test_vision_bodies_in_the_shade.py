"""Die bodies in the shade: a die stands out from its shaded table by its lightness, as a lit die does by colour."""

from __future__ import annotations

import cv2
import numpy as np

from vision.bodies import find_bodies
from vision.profiles import load_profile
from vision.reader import read_frame


def grey_table(table_grey: int, die_grey: int) -> np.ndarray:
    """A plain grey table (640×480 BGR) with one plain grey square 40 px wide at (300, 200), turned 20°."""
    table = np.full((480, 640, 3), table_grey, np.uint8)
    corners = cv2.boxPoints(((300, 200), (40, 40), 20)).astype(np.int32)
    cv2.fillConvexPoly(table, corners, (die_grey,) * 3)
    return table


def test_a_grey_die_on_a_shaded_table_is_a_body_by_its_lightness():
    (body,) = find_bodies(grey_table(table_grey=10, die_grey=50))
    assert np.hypot(body.center[0] - 300, body.center[1] - 200) < 3


def test_the_same_lightness_step_on_a_lit_table_is_no_body():
    assert find_bodies(grey_table(table_grey=150, die_grey=190)) == []


def test_a_die_darker_than_its_shaded_table_is_no_body():
    assert find_bodies(grey_table(table_grey=50, die_grey=10)) == []


def test_a_die_standing_out_by_colour_is_found_once():
    table = grey_table(table_grey=20, die_grey=60)
    corners = cv2.boxPoints(((300, 200), (40, 40), 20)).astype(np.int32)
    cv2.fillConvexPoly(table, corners, (160, 40, 20))  # a blue die: its colour stands out, and it is lit above
    assert len(find_bodies(table)) == 1


def test_a_blue_die_on_blue_felt_is_read_by_its_body_lit_above_the_felt():
    image = cv2.imread("fixtures/rendered/geht-noch-was/20024.jpg")
    reading = read_frame(image, load_profile("geht-noch-was"))
    near = [die for die in reading.dice if np.hypot(die.center[0] - 285, die.center[1] - 138) < 15]
    assert [(die.value, die.colour) for die in near] == [(4, "blue")]
