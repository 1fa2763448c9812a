"""Dice whose top face the light washes out on a pale table: found by their coloured sides beside it."""

from __future__ import annotations

import cv2
import numpy as np

from dicetable.messages import render
from vision.bodies import find_bodies
from vision.image_files import optional_profile
from vision.profiles import load_profile
from vision.reader import read_frame

PALE_TABLE = (215, 218, 220)  # BGR
ORANGE = (40, 120, 230)  # BGR


def die_with_sides(table_bgr: tuple[int, int, int], top_bgr: tuple[int, int, int]) -> np.ndarray:
    """A table (640×480 BGR) with an orange die seen from above at a slant: its top face (33 px square, corner at
    (280, 180)) of `top_bgr` and its front and right side faces (17 px deep) orange, an L beside it."""
    table = np.full((480, 640, 3), table_bgr, np.uint8)
    cv2.rectangle(table, (280, 213), (329, 229), ORANGE, -1)  # front side face
    cv2.rectangle(table, (313, 180), (329, 229), ORANGE, -1)  # right side face
    cv2.rectangle(table, (280, 180), (312, 212), top_bgr, -1)
    return table


def test_a_die_whose_washed_out_top_face_blends_into_a_pale_table_is_found_by_its_coloured_sides():
    (body,) = find_bodies(die_with_sides(table_bgr=PALE_TABLE, top_bgr=(235, 238, 240)))
    assert np.hypot(body.center[0] - 296, body.center[1] - 196) < 10


def test_an_l_of_colour_around_a_patch_of_table_no_lighter_than_itself_is_no_body():
    grey = (100, 100, 100)
    assert find_bodies(die_with_sides(table_bgr=grey, top_bgr=grey)) == []


def test_the_washed_out_yellow_and_orange_dice_of_goennen_50039_are_reported_unreadable():
    profile = optional_profile("fixtures/calibration/goennen-koennen.profile.json")
    reading = read_frame(cv2.imread("fixtures/rendered/goennen-koennen/50039.jpg"), profile)
    for labelled in ((365, 219), (238, 237)):
        (near,) = [item for item in reading.unreadable if np.hypot(*np.subtract(item.center, labelled)) < 15]
        assert render(near.reason, "de") == (
            "Würfel gesehen, aber seine Augen nicht – verwackelt, unscharf oder verdeckt? "
            "Bitte ruhig und frei liegen lassen."
        )


def test_a_blue_edged_white_die_read_by_its_pips_is_not_found_again_by_its_pale_top():
    reading = read_frame(cv2.imread("fixtures/rendered/bloeder-sack/30024.jpg"), load_profile("bloeder-sack"))
    near = [die for die in reading.dice if np.hypot(die.center[0] - 405, die.center[1] - 179) < 20]
    assert [(die.value, die.colour) for die in near] == [(5, "blue")]
