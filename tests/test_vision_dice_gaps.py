"""Pips of a group that forms no face are linked again without the links across the dark gap between two touching
dice (vision/find.py `_apart_at_gaps`)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.find import _cross_gaps, group_faces
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import pip_candidates

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"


def _pip(x: float) -> Pip:
    return Pip((x, 50.0), 3.0, 1.1, 0.0, contrast=120.0, face_level=40.0, is_dark=False)


def _faces_with_a_stripe(face_level: int, stripe_level: int) -> np.ndarray:
    """The brightest channel of two faces side by side at `face_level`, a stripe at `stripe_level` between them."""
    grey = np.full((100, 100), face_level, np.uint8)
    grey[:, 48:52] = stripe_level
    return grey


def test_a_dark_stripe_between_two_lit_faces_is_a_gap_between_dice():
    assert _cross_gaps([_pip(30.0), _pip(70.0)], [(0, 1)], _faces_with_a_stripe(120, 10)) == [True]


def test_a_face_in_deep_shade_is_no_gap_however_dark_its_grain():
    assert _cross_gaps([_pip(30.0), _pip(70.0)], [(0, 1)], _faces_with_a_stripe(9, 1)) == [False]


def test_an_evenly_lit_face_between_two_pips_is_no_gap():
    assert _cross_gaps([_pip(30.0), _pip(70.0)], [(0, 1)], _faces_with_a_stripe(120, 110)) == [False]


def test_a_black_one_whose_pip_linked_to_the_black_three_beside_it_is_read_and_so_is_the_three():
    profile = load_profile("bloeder-sack")
    reading = read_frame(cv2.imread(str(RENDERED / "bloeder-sack" / "30061.jpg")), profile)
    read = {die.value for die in reading.dice if min(math.dist(die.center, c) for c in ((252, 170), (280, 152))) < 6}
    assert read == {1, 3}


def _touching_black_ones_on_a_white_table() -> np.ndarray:
    """Two black 1s touching side by side on a white table (BGR), a dark gap between them, each pip so large that a
    1's face guessed from it reaches the table beyond its die's edge."""
    table = np.full((140, 180, 3), 215, np.uint8)
    for left in (50, 82):
        cv2.rectangle(table, (left, 50), (left + 29, 79), (40, 40, 40), -1)
        cv2.circle(table, (left + 15, 65), 5, (225, 225, 225), -1)
    cv2.line(table, (80, 50), (80, 79), (12, 12, 12), 2)
    return cv2.GaussianBlur(table, (3, 3), 0)


def test_pips_linked_only_across_the_gaps_between_dice_are_each_a_die_seen():
    table = _touching_black_ones_on_a_white_table()
    pips, brightest, lightness = pip_candidates(table, 1.0, 640, (False,))
    groups = group_faces(pips, brightest, lightness)
    assert sorted(len(group.pips) for group in groups) == [1, 1]
