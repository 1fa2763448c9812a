"""A face of no hue that no colour matches only by its lightness, named by the one neutral colour its pips leave
(vision.neutral_plastic)."""

from pathlib import Path

import cv2
import numpy as np

from vision.colour_model import ColourGuess, ColourSettings
from vision.neutral_plastic import doubted_lit_past, name_neutral_plastic
from vision.profiles import load_profile
from vision.reader import read_frame

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
GOENNEN_CALIBRATED = FIXTURES / "calibration" / "goennen-koennen.profile.json"

SHIPPED = ColourSettings()
NEUTRAL_RIM = 1.0  # C*ab
# Blöder Sack's colours in profile order: red, blue, white, black
DEEP_DARK_PIPS = np.array([True, False, False, True])  # rule out the colours painted with light pips
NO_DARK_PIPS = np.array([False, True, True, False])  # rule out the colours painted with dark pips
NOTHING_RULED_OUT = np.zeros(5, bool)
BLOEDER = load_profile("bloeder-sack")
GOENNEN = load_profile(GOENNEN_CALIBRATED)


def named(feature, rim_chroma, ruled_out, profile):
    guess = name_neutral_plastic(np.array(feature), rim_chroma, ruled_out, profile, SHIPPED)
    return None if guess is None else (guess.colour, guess.confidence)


def test_a_white_face_in_shade_with_dark_pips_is_named_white_and_asked():
    """Blöder Sack dev 30338's white 3 as measured: L* 65, where white's dice were calibrated at 87 ± 4."""
    assert named([65.3, 0.4, 1.2, 2.5], NEUTRAL_RIM, DEEP_DARK_PIPS, BLOEDER) == ("white", SHIPPED.shaded_confidence)


def test_a_grey_face_lit_brighter_than_the_fifth_die_was_calibrated_is_named_fifth():
    """Gönnen dev 50326's fifth 3 as measured: L* 88, where the fifth die was calibrated at 62 ± 6.5."""
    assert named([88.0, 0.0, -0.1, 2.3], NEUTRAL_RIM, NOTHING_RULED_OUT, GOENNEN) == (
        "fifth",
        SHIPPED.shaded_confidence,
    )


def test_a_neutral_face_is_not_named_where_its_pips_leave_two_neutral_colours():
    """White and black differ by lightness, the very feature that is off."""
    assert named([65.3, 0.4, 1.2, 2.5], NEUTRAL_RIM, np.zeros(4, bool), BLOEDER) is None


def test_a_neutral_face_without_dark_pips_is_named_by_the_neutral_colour_with_light_pips():
    """A glossy black face lit to light grey: its pips are light, so it is no white die."""
    assert named([65.0, 0.5, 1.0, 4.0], NEUTRAL_RIM, NO_DARK_PIPS, BLOEDER) == ("black", SHIPPED.shaded_confidence)


def test_a_face_of_some_hue_is_not_named_neutral():
    assert named([88.0, 8.0, 10.0, 2.3], NEUTRAL_RIM, NOTHING_RULED_OUT, GOENNEN) is None


def test_a_grey_face_within_bevels_of_some_hue_is_not_named_neutral():
    """Bevels that keep a hue show coloured plastic under a veil of glare."""
    assert named([88.0, 0.0, -0.1, 2.3], 12.0, NOTHING_RULED_OUT, GOENNEN) is None


def test_a_neutral_face_spread_like_no_neutral_colour_is_not_named():
    assert named([88.0, 0.0, -0.1, 30.0], NEUTRAL_RIM, NOTHING_RULED_OUT, GOENNEN) is None


def test_a_face_not_measured_is_not_named():
    assert named([np.nan] * 4, np.nan, NOTHING_RULED_OUT, GOENNEN) is None


def test_the_push_die_is_not_named_by_its_plastic():
    """Its neutral face, the star, is told by its print."""
    push = load_profile("push")
    assert named([60.0, 0.0, 0.0, 4.0], NEUTRAL_RIM, np.zeros(6, bool), push) is None


def test_goennen_train_50066_reads_its_brightly_lit_fifth_die_as_fifth_2():
    image = cv2.imread(str(FIXTURES / "rendered" / "goennen-koennen" / "50066.jpg"))
    near = [die for die in read_frame(image, GOENNEN).dice if abs(die.center[0] - 188) + abs(die.center[1] - 260) < 8]
    assert [(die.colour, die.value) for die in near] == [("fifth", 2)]


def doubted(feature, colour, profile=GOENNEN):
    (guess,) = doubted_lit_past(np.array([feature]), [ColourGuess(colour, 0.98)], profile, SHIPPED)
    return guess.confidence


def test_a_face_lit_far_past_the_fifth_die_yet_keeping_a_hue_is_asked_about():
    """Gönnen dev 50401's orange 3 as measured, lit pale: L* 82.7, C*ab 17.6, 3.2 of the fifth's deviations lighter."""
    assert doubted([82.7, 2.7, 17.4, 2.4], "fifth") == SHIPPED.veiled_confidence


def test_a_grey_face_lit_far_past_the_fifth_die_keeping_no_hue_stays_sure():
    """Gönnen train 50022's fifth 5 as measured: L* 80.1, C*ab 1.5."""
    assert doubted([80.1, 0.4, 1.4, 6.4], "fifth") == 0.98


def test_a_tinted_face_as_light_as_the_fifth_die_stays_sure():
    """Gönnen dev 50354's fifth 5 as measured: L* 56.5, C*ab 15.9, its light taken from a warmer die's pips."""
    assert doubted([56.5, 3.5, 15.6, 4.0], "fifth") == 0.98


def test_a_face_named_a_colour_of_some_hue_is_left_alone():
    assert doubted([82.7, 2.7, 17.4, 2.4], "orange") == 0.98


def test_a_black_face_lit_by_glare_keeping_no_hue_stays_sure():
    """Blöder Sack train 30010's black 4 as measured: L* 65, 3.1 of black's deviations lighter, C*ab 5.0."""
    assert doubted([65.0, 1.4, 4.8, 2.6], "black", BLOEDER) == 0.98


def test_a_grey_face_lit_past_the_fifth_die_with_a_little_tint_of_its_light_stays_sure():
    """Gönnen train 50025's fifth 2 as measured: L* 78.1, 2.5 of the fifth's deviations lighter, C*ab 7.8."""
    assert doubted([78.1, 0.3, 7.7, 3.0], "fifth") == 0.98
