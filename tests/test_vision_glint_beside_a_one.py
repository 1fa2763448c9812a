"""A glint on a die's face, larger than its pip and drawn out, passes for a 1: the 1 is read at the round pip inside
that glint's face instead (issue #2)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2

from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"


def dice_near(set_name: str, image_name: str, place: tuple[float, float], reach_px: float) -> list:
    image = cv2.imread(str(RENDERED / set_name / image_name))
    return [die for die in read_frame(image, load_profile(set_name)).dice if math.dist(die.center, place) < reach_px]


def test_the_blue_1_beside_a_glint_is_read_at_its_pip():
    """GNW train 20036: the glint at (187, 211), radius 5 px and drawn out 1.46 times, was read as the 1 (confidence
    0.33); the 1's round pip of radius 2.8 px lies at (189, 202)."""
    [die] = dice_near("geht-noch-was", "20036.jpg", (189.0, 202.0), 20.0)
    assert (die.value, die.colour) == (1, "blue")
    assert math.dist(die.center, (189.0, 202.0)) < 2.0


def test_a_1_whose_face_holds_a_small_round_blob_stays_at_its_own_pip():
    """Blöder train 30038: the black 1's face holds a round blob 0.37 times its pip's radius, no pip of its own."""
    [die] = dice_near("bloeder-sack", "30038.jpg", (460.0, 211.0), 15.0)
    assert (die.value, die.colour) == (1, "black")
    assert math.dist(die.center, (460.0, 211.0)) < 2.0
