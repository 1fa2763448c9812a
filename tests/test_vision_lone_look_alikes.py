"""A yellow or orange die read alone is asked about where its hue lies between the two colours."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.colour import classify_dice
from vision.colour_model import ColourGuess
from vision.lone_look_alikes import doubted_alone, hue_deviations_towards
from vision.profiles import load_profile

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GOENNEN = load_profile(FIXTURES / "calibration" / "goennen-koennen.profile.json")
STATS = dict(GOENNEN.colours)
ASKED = 0.8
# features: L*, a*, b*, L* spread; Gönnen dev 50326's orange 1 as measured, lit into yellow's hue
ORANGE_LIT_INTO_YELLOW = [80.0, -0.8, 71.2, 3.8]
PLAIN_YELLOW = [80.0, -10.0, 66.0, 2.6]
# Gönnen dev 50341's lone orange 4 on white paper: its face (BGR) and its pips, tinted by the plastic
ORANGE_FACE_BGR = (53, 200, 236)
TINTED_PIP_BGR = (221, 237, 255)
WHITE_PAPER_BGR = (239, 241, 242)
WOOD_BGR = (60, 110, 150)
FACE_BELOW_THE_SHOULDER_BGR = (53, 200, 235)


def no_white_surface(row: int, feature: np.ndarray) -> None:
    """A frame showing no white surface to balance a face with."""
    return None


def a_lone_die_on(table_bgr: tuple[int, int, int], face_bgr: tuple[int, int, int] = ORANGE_FACE_BGR) -> np.ndarray:
    """A frame of the table with one orange 4 (face `face_bgr`), pips tinted by it, its top at (60, 40)-(100, 80)."""
    image = np.full((120, 160, 3), table_bgr, np.uint8)
    image[40:80, 60:100] = face_bgr
    for centre in ((70, 50), (90, 50), (70, 70), (90, 70)):
        cv2.circle(image, centre, 3, TINTED_PIP_BGR, -1)
    return image


LONE_DIE_BOX = [(60, 40), (100, 40), (100, 80), (60, 80)]


def test_a_lone_die_named_yellow_in_orange_s_direction_is_asked_about():
    guesses = doubted_alone(
        np.array([ORANGE_LIT_INTO_YELLOW]), set(), [ColourGuess("yellow", 0.99)], GOENNEN, ASKED, no_white_surface
    )
    assert guesses == [ColourGuess("yellow", ASKED)]


def test_a_lone_yellow_of_yellow_s_own_hue_stays_sure():
    guesses = doubted_alone(
        np.array([PLAIN_YELLOW]), set(), [ColourGuess("yellow", 1.0)], GOENNEN, ASKED, no_white_surface
    )
    assert guesses == [ColourGuess("yellow", 1.0)]


def test_a_die_compared_with_its_partner_keeps_its_confidence():
    guesses = doubted_alone(
        np.array([ORANGE_LIT_INTO_YELLOW]), {0}, [ColourGuess("orange", 1.0)], GOENNEN, ASKED, no_white_surface
    )
    assert guesses == [ColourGuess("orange", 1.0)]


def test_a_set_without_orange_leaves_its_yellow_die_alone():
    dsc = load_profile("doppelt-so-clever")
    guesses = doubted_alone(
        np.array([ORANGE_LIT_INTO_YELLOW]), set(), [ColourGuess("yellow", 0.99)], dsc, ASKED, no_white_surface
    )
    assert guesses == [ColourGuess("yellow", 0.99)]


def test_a_hue_turned_away_from_the_rival_counts_negative():
    greenish_yellow = np.array([80.0, -20.0, 66.0, 2.6])
    assert hue_deviations_towards(greenish_yellow, STATS["yellow"], STATS["orange"]) < 0.0


def test_an_orange_face_lit_into_yellow_s_hue_is_read_only_unsurely_and_orange_by_its_shouldered_red():
    image = np.full((60, 60, 3), 120, np.uint8)
    image[10:50, 10:50] = (50, 200, 244)  # BGR: the median of dev 50326's orange face
    cv2.circle(image, (30, 30), 4, (245, 245, 245), -1)  # its pip, the white reference
    (guess,) = classify_dice(image, [[(10, 10), (50, 10), (50, 50), (10, 50)]], GOENNEN)
    assert guess.colour == "orange"  # its red at 244 of 255 (vision.shouldered_yellow)
    assert guess.confidence < 0.9


def test_a_lone_die_leaning_to_the_other_colour_only_as_the_frame_s_white_surface_balances_it_is_asked_about():
    def white_surface(row: int, feature: np.ndarray) -> np.ndarray:
        return np.array(ORANGE_LIT_INTO_YELLOW)

    guesses = doubted_alone(
        np.array([PLAIN_YELLOW]), set(), [ColourGuess("yellow", 1.0)], GOENNEN, ASKED, white_surface
    )
    assert guesses == [ColourGuess("yellow", ASKED)]


def test_a_lone_yellow_of_yellow_s_own_hue_under_the_frame_s_white_surface_too_stays_sure():
    def white_surface(row: int, feature: np.ndarray) -> np.ndarray:
        return np.array(PLAIN_YELLOW)

    guesses = doubted_alone(
        np.array([PLAIN_YELLOW]), set(), [ColourGuess("yellow", 1.0)], GOENNEN, ASKED, white_surface
    )
    assert guesses == [ColourGuess("yellow", 1.0)]


def test_a_lone_orange_die_on_white_paper_balanced_with_its_own_tinted_pips_is_read_only_unsurely():
    (guess,) = classify_dice(a_lone_die_on(WHITE_PAPER_BGR), [LONE_DIE_BOX], GOENNEN)
    assert (guess.colour, guess.confidence) == ("orange", ASKED)  # orange by its red at 236 (vision.shouldered_yellow)


def test_a_lone_die_on_a_wooden_table_darker_than_its_pips_is_judged_by_its_pips_light_alone():
    # its face one level of red below the tone curve's shoulder, out of vision.shouldered_yellow's reach: the wood's
    # light would doubt it, its pips' light alone does not
    (guess,) = classify_dice(a_lone_die_on(WOOD_BGR, FACE_BELOW_THE_SHOULDER_BGR), [LONE_DIE_BOX], GOENNEN)
    assert (guess.colour, guess.confidence > 0.9) == ("yellow", True)


def test_a_lone_die_leaning_to_the_other_colour_only_between_its_own_and_the_other_dice_pips_is_asked_about():
    def between_pips(row: int, feature: np.ndarray) -> np.ndarray:
        return np.array(ORANGE_LIT_INTO_YELLOW)

    guesses = doubted_alone(
        np.array([PLAIN_YELLOW]), set(), [ColourGuess("yellow", 1.0)], GOENNEN, ASKED, no_white_surface, between_pips
    )
    assert guesses == [ColourGuess("yellow", ASKED)]
