"""Telling look-alike dice apart by comparing them with each other: white and silver, yellow and orange."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.look_alikes import tell_apart
from vision.profiles import load_profile
from vision.reader import read_frame

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
RENDERED_DSC = FIXTURES / "rendered" / "doppelt-so-clever"

NAMES = ["yellow", "silver", "white"]
ONE_EACH = {"yellow": 1, "silver": 1, "white": 1}
SURELY_LIGHT = [0.0, 0.5, 0.5]  # posterior: white or silver, no telling which
# features: L*, a*, b*, L* spread and how much lighter the face is than its bevels
SURELY_YELLOW = [1.0, 0.0, 0.0]


def test_the_light_die_with_the_larger_sheen_is_the_silver_one():
    features = np.array([[88.0, 0.0, 0.0, 8.0, 0.0], [86.0, 0.0, 0.0, 2.0, 0.0]])
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9)
    assert settled == {0: ("silver", 1.0), 1: ("white", 1.0)}


def test_of_two_dull_dice_the_darker_is_the_silver_one():
    features = np.array([[90.0, 0.0, 0.0, 3.0, 0.0], [60.0, 0.0, 0.0, 3.0, 0.0]])
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9)
    assert {row: colour for row, (colour, _) in settled.items()} == {0: "white", 1: "silver"}


def test_a_lone_light_die_is_left_to_the_profile():
    features = np.array([[88.0, 0.0, 0.0, 8.0, 0.0], [80.0, -5.0, 60.0, 3.0, 0.0]])
    assert tell_apart(features, np.array([SURELY_LIGHT, SURELY_YELLOW]), NAMES, ONE_EACH, 0.9) == {}


def test_a_set_with_several_white_dice_is_left_to_the_profile():
    features = np.array([[88.0, 0.0, 0.0, 8.0, 0.0], [86.0, 0.0, 0.0, 2.0, 0.0]])
    counts = {"yellow": 1, "silver": 1, "white": 10}
    assert tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, counts, 0.9) == {}


GOENNEN_NAMES = ["yellow", "orange", "green"]
GOENNEN_ONE_EACH = {"yellow": 1, "orange": 1, "green": 1}
SURELY_YELLOWISH = [0.5, 0.5, 0.0]  # posterior: yellow or orange, no telling which


def test_of_two_yellowish_dice_the_redder_is_the_orange_one():
    features = np.array(
        [[78.0, 1.0, 69.0, 4.0, 0.0], [86.0, -15.0, 78.0, 2.0, 0.0]]
    )  # a bright orange beside the yellow
    settled = tell_apart(features, np.array([SURELY_YELLOWISH, SURELY_YELLOWISH]), GOENNEN_NAMES, GOENNEN_ONE_EACH, 0.9)
    assert settled == {0: ("orange", 1.0), 1: ("yellow", 1.0)}


def test_a_lone_yellowish_die_is_left_to_the_profile():
    features = np.array([[78.0, 1.0, 69.0, 4.0, 0.0], [62.0, -45.0, 30.0, 4.0, 0.0]])
    posterior = np.array([SURELY_YELLOWISH, [0.0, 0.0, 1.0]])
    assert tell_apart(features, posterior, GOENNEN_NAMES, GOENNEN_ONE_EACH, 0.9) == {}


def test_two_light_dice_of_nearly_the_same_sheen_are_named_without_certainty():
    features = np.array([[88.0, 0.0, 0.0, 5.0, 0.0], [86.0, 0.0, 0.0, 4.2, 0.0]])  # sheens -3.8 and -4.4: 0.6 apart
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9)
    assert {row: (colour, round(confidence, 3)) for row, (colour, confidence) in settled.items()} == {
        0: ("silver", 0.6),
        1: ("white", 0.6),
    }


def test_a_yellow_die_read_orange_by_itself_beside_a_redder_die_is_named_yellow():
    """Gönnen können 50059 (train split): shade reddens yellow, so looking orange alone counts for nothing; the
    redder die, 7.7 degrees further towards red (less than the sure 10), is the orange one, asked about."""
    features = np.array([[64.8, 3.2, 62.0, 19.2, 0.0], [72.0, 11.5, 61.1, 9.1, 0.0]])
    posterior = np.array([[0.0, 1.0, 0.0], SURELY_YELLOWISH])
    settled = tell_apart(features, posterior, GOENNEN_NAMES, GOENNEN_ONE_EACH, 0.9)
    assert {row: (colour, round(confidence, 3)) for row, (colour, confidence) in settled.items()} == {
        0: ("yellow", 0.896),
        1: ("orange", 0.896),
    }


SURELY_SILVER = [0.0, 0.95, 0.05]
SURELY_WHITE = [0.0, 0.05, 0.95]


def _beside_a_die_that_looked_silver(its_fourth_feature: float) -> dict[int, tuple[str, float]]:
    """How a light die (sheen 0.0) and one that looked silver by itself are named together, the second's sheen set
    by its fourth feature; confidences rounded to 3 places."""
    features = np.array([[80.0, 0.0, 0.0, 8.0, 0.0], [67.0, 0.0, 0.0, its_fourth_feature, 0.0]])
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_SILVER]), NAMES, ONE_EACH, 0.9)
    return {row: (colour, round(confidence, 3)) for row, (colour, confidence) in settled.items()}


def test_a_die_that_looked_silver_by_itself_stays_silver_against_a_gap_short_of_the_sure_one():
    named = _beside_a_die_that_looked_silver(4.5)  # sheens 0.0 and -2.2: 2.2 apart
    assert named == {0: ("white", 0.633), 1: ("silver", 0.633)}


def test_naming_white_a_die_that_looked_silver_by_itself_takes_one_sure_gap_more():
    named = _beside_a_die_that_looked_silver(2.2)  # sheens 0.0 and -4.5: 4.5 apart
    assert named == {0: ("silver", 0.75), 1: ("white", 0.75)}


def test_naming_white_a_die_that_looked_silver_by_itself_is_sure_at_twice_the_sure_gap():
    named = _beside_a_die_that_looked_silver(0.7)  # sheens 0.0 and -6.0: 6.0 apart
    assert named == {0: ("silver", 1.0), 1: ("white", 1.0)}


def test_naming_silver_a_die_that_looked_white_by_itself_is_as_sure_as_the_gap():
    features = np.array([[80.0, 0.0, 0.0, 8.0, 0.0], [67.0, 0.0, 0.0, 4.5, 0.0]])  # sheens 0.0 and -2.2: 2.2 apart
    settled = tell_apart(features, np.array([SURELY_WHITE, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9)
    assert {row: (colour, round(confidence, 3)) for row, (colour, confidence) in settled.items()} == {
        0: ("silver", 0.867),
        1: ("white", 0.867),
    }


def test_a_pair_is_named_no_surer_than_its_less_trusted_die():
    features = np.array([[88.0, 0.0, 0.0, 8.0, 0.0], [86.0, 0.0, 0.0, 2.0, 0.0]])  # far apart: sure by the gap
    trust = np.array([1.0, 0.66])  # the second die's own colour in doubt (veiled, its rim torn)
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9, trust)
    assert settled == {0: ("silver", 0.66), 1: ("white", 0.66)}


def test_of_two_light_dice_of_one_sheen_the_one_standing_out_from_darker_bevels_is_the_silver_one():
    features = np.array([[88.0, 0.0, 0.0, 5.0, 2.0], [88.0, 0.0, 0.0, 5.0, 22.0]])  # metal mirrors a darker room
    settled = tell_apart(features, np.array([SURELY_LIGHT, SURELY_LIGHT]), NAMES, ONE_EACH, 0.9)
    assert settled == {0: ("white", 1.0), 1: ("silver", 1.0)}


def test_a_silver_die_sure_by_itself_beside_a_white_die_shaded_across_its_face_stays_silver():
    frame = cv2.imread(str(RENDERED_DSC / "10041.jpg"))  # the white 1 shaded, its sheen 0.8 above the silver 4's
    reading = read_frame(frame, load_profile("doppelt-so-clever"))
    light = {(die.value, die.colour) for die in reading.dice if die.colour in ("white", "silver")}
    assert light == {(1, "white"), (4, "silver")}


def test_a_white_die_beside_a_silver_die_whose_box_takes_in_more_of_its_bevels_is_taken():
    """DSC train 10011: the silver 5's box from its pips lies 0.5 px from the label's, its rim darker and bluer."""
    reading = read_frame(cv2.imread(str(RENDERED_DSC / "10011.jpg")), load_profile("doppelt-so-clever"))
    white = [(die.value, round(die.confidence, 2)) for die in reading.dice if die.colour == "white"]
    assert white == [(4, 1.0)]


def test_the_yellow_and_orange_threes_of_goennen_50059_are_told_apart():
    """The yellow 3 in the dark under the tray wall (y 199) looked orange alone; the orange 3 below it (y 275) is
    the redder."""
    goennen = load_profile(FIXTURES / "calibration" / "goennen-koennen.profile.json")
    reading = read_frame(cv2.imread(str(FIXTURES / "rendered" / "goennen-koennen" / "50059.jpg")), goennen)
    yellowish = {die.colour: round(die.center[1], -1) for die in reading.dice if die.colour in ("yellow", "orange")}
    assert yellowish == {"yellow": 210, "orange": 280}


def test_a_light_box_far_smaller_than_a_die_does_not_keep_a_pair_from_being_compared():
    features = np.array([[88.0, 0.0, 0.0, 8.0, 0.0], [86.0, 0.0, 0.0, 2.0, 0.0], [90.0, 0.0, 0.0, 1.0, 0.0]])
    posterior = np.array([SURELY_LIGHT, SURELY_LIGHT, SURELY_LIGHT])  # the third: a white pip's box
    settled = tell_apart(features, posterior, NAMES, ONE_EACH, 0.9, die_sized=np.array([True, True, False]))
    assert settled == {0: ("silver", 1.0), 1: ("white", 1.0)}
