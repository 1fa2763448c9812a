"""A face whose every pip is drawn out as no top face's pips are is a side face: it stands for no die."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.topface import top_faces

UNIT_PX = 15.0
BLOEDER_TRAIN = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack"


def two(elongation: float) -> FaceGroup:
    """An upright 2 of dark pips 5 px in radius at (100, 100), each drawn out `elongation` times."""
    centres = np.array(CANONICAL_FACES[2], dtype=float) * UNIT_PX + (100.0, 100.0)
    pips = tuple(Pip((x, y), 5.0, elongation, 0.0, 120.0, 220.0, True) for x, y in centres)
    return FaceGroup(pips, fit_face(centres, mean_radius_px=5.0))


def test_a_two_whose_pips_are_drawn_out_two_and_a_half_times_is_left_unread():
    assert [group.fit for group in top_faces([two(2.5)])] == [None]


def test_a_two_seen_at_a_slant_with_pips_drawn_out_1_9_times_is_still_read():
    """Real photos taken at a slant drew a 2's pips out up to 1.92 times (train two_23)."""
    face = two(1.9)
    assert top_faces([face]) == [face]


def test_the_side_face_below_a_red_one_is_read_as_no_black_die():
    """Blöder train 30043: the red 1's side face below it, its two pips drawn out 2.4-2.6 times, was a black 2."""
    image = cv2.imread(str(BLOEDER_TRAIN / "30043.jpg"))
    dice = read_frame(image, load_profile("bloeder-sack")).dice
    assert [(die.value, die.colour) for die in dice if math.dist(die.center, (492.0, 306.0)) < 12] == []
