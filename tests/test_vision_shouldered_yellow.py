"""A lone die read yellow whose red sits in the tone-curve shoulder is the orange die where its hue leaves yellow's."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.colour_model import ColourGuess
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.shouldered_yellow import orange_past_the_shoulder

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GOENNEN = load_profile(FIXTURES / "calibration" / "goennen-koennen.profile.json")
ASKED = 0.8
# features: L*, a*, b*, L* spread; Gönnen dev 50341's lone orange 4 as measured, lit into yellow's hue (-3.7°)
ORANGE_LIT_INTO_YELLOW = [76.9, -3.9, 59.8, 5.2]
# Gönnen dev 50353's lone yellow in the same shoulder (hue -10.4°)
BRIGHT_YELLOW = [85.0, -13.0, 70.0, 2.0]
IN_THE_SHOULDER = 240.0
BELOW_THE_SHOULDER = 208.0


def named(features: list[float], red: float, guess: ColourGuess, compared: set[int] | None = None) -> ColourGuess:
    """The one die's guess after `orange_past_the_shoulder`."""
    guesses = orange_past_the_shoulder(
        np.array([features]), lambda row: red, compared or set(), [guess], GOENNEN, ASKED
    )
    return guesses[0]


def test_a_lone_yellow_of_orange_s_hue_with_red_in_the_shoulder_is_named_orange_asked():
    assert named(ORANGE_LIT_INTO_YELLOW, IN_THE_SHOULDER, ColourGuess("yellow", 0.99)) == ColourGuess("orange", ASKED)


def test_a_bright_yellow_of_yellow_s_hue_stays_yellow():
    assert named(BRIGHT_YELLOW, IN_THE_SHOULDER, ColourGuess("yellow", 1.0)) == ColourGuess("yellow", 1.0)


def test_a_face_whose_red_is_below_the_shoulder_keeps_its_name():
    assert named(ORANGE_LIT_INTO_YELLOW, BELOW_THE_SHOULDER, ColourGuess("yellow", 0.8)) == ColourGuess("yellow", 0.8)


def test_a_die_compared_with_its_partner_keeps_its_name():
    guess = ColourGuess("yellow", 0.9)
    assert named(ORANGE_LIT_INTO_YELLOW, IN_THE_SHOULDER, guess, compared={0}) == guess


def test_no_second_orange_die_is_named_where_the_frame_has_one():
    features = np.array([ORANGE_LIT_INTO_YELLOW, ORANGE_LIT_INTO_YELLOW])
    guesses = [ColourGuess("yellow", 0.8), ColourGuess("orange", 0.9)]
    assert orange_past_the_shoulder(features, lambda row: IN_THE_SHOULDER, set(), guesses, GOENNEN, ASKED) == guesses


def test_a_set_without_orange_leaves_its_yellow_die_alone():
    dsc = load_profile("doppelt-so-clever")
    guesses = [ColourGuess("yellow", 0.99)]
    features = np.array([ORANGE_LIT_INTO_YELLOW])
    assert orange_past_the_shoulder(features, lambda row: IN_THE_SHOULDER, set(), guesses, dsc, ASKED) == guesses


def test_gönnen_train_50089_s_brightly_lit_lone_orange_4_is_read_orange_and_asked():
    image = cv2.imread(str(FIXTURES / "rendered" / "goennen-koennen" / "50089.jpg"))
    reading = read_frame(image, GOENNEN)
    (die,) = [d for d in reading.dice if np.hypot(d.center[0] - 280, d.center[1] - 215) < 8]
    assert (die.colour, die.value) == ("orange", 4)
    assert die.confidence < 0.9
