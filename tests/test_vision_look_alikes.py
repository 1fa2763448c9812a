"""Telling the white and the silver die apart by comparing them with each other."""

from __future__ import annotations

import numpy as np

from vision.look_alikes import tell_apart

NAMES = ["yellow", "silver", "white"]
ONE_EACH = {"yellow": 1, "silver": 1, "white": 1}
SURELY_LIGHT = [0.0, 0.5, 0.5]  # posterior: white or silver, no telling which
SURELY_YELLOW = [1.0, 0.0, 0.0]


def test_the_light_die_with_the_larger_sheen_is_the_silver_one():
    features = np.array([[88.0, 0.0, 0.0, 8.0], [86.0, 0.0, 0.0, 2.0]])
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9)
    assert settled == {0: ("silver", 1.0), 1: ("white", 1.0)}


def test_of_two_dull_dice_the_darker_is_the_silver_one():
    features = np.array([[90.0, 0.0, 0.0, 3.0], [60.0, 0.0, 0.0, 3.0]])
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9)
    assert {row: colour for row, (colour, _) in settled.items()} == {0: "white", 1: "silver"}


def test_a_lone_light_die_is_left_to_the_profile():
    features = np.array([[88.0, 0.0, 0.0, 8.0], [80.0, -5.0, 60.0, 3.0]])
    assert tell_apart(features, np.array([SURELY_LIGHT, SURELY_YELLOW]), NAMES, ONE_EACH, 0.9) == {}


def test_a_set_with_several_white_dice_is_left_to_the_profile():
    features = np.array([[88.0, 0.0, 0.0, 8.0], [86.0, 0.0, 0.0, 2.0]])
    counts = {"yellow": 1, "silver": 1, "white": 10}
    assert tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, counts, 0.9) == {}
