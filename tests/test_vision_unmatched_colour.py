"""A face the profile cannot name, named anyway (vision.unmatched_colour): as calibrated, under glare, in shade, by
hue, in that order."""

from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np
import pytest

from vision.colour_model import ColourSettings
from vision.profiles import ColourStats, load_profile
from vision.reader import read_frame
from vision.unmatched_colour import (
    CALIBRATED,
    COLOUR_FACE_WITH_THE_FRAME,
    GLARE,
    HUE,
    ORDER,
    PALED,
    SHADE,
    WITH_THE_FRAME,
    name_unmatched,
)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

SHIPPED = ColourSettings()
NOTHING_RULED_OUT = np.zeros(6, bool)


@pytest.fixture(scope="module")
def push():
    return load_profile("push")


@pytest.fixture(scope="module")
def bloeder():
    return load_profile("bloeder-sack")


def named(feature, ruled_out, profile, ways=ORDER, settings=SHIPPED):
    guess = name_unmatched(np.array(feature), np.array(ruled_out, bool), profile, settings, ways)
    return None if guess is None else (guess.colour, round(guess.confidence, 3))


def test_a_shaded_yellow_as_dark_as_green_is_named_yellow_by_its_hue(push):
    assert named([48.6, -2.3, 47.5, 3.5], NOTHING_RULED_OUT, push, (HUE,)) == ("yellow", 0.5)


def test_a_shaded_blue_that_passes_for_the_black_star_is_named_blue_by_its_hue(push):
    assert named([38.9, 7.9, -18.1, 9.7], NOTHING_RULED_OUT, push, (HUE,)) == ("blue", 0.5)


def test_a_face_with_next_to_no_chroma_has_no_hue(push):
    assert named([25.0, 1.0, 2.0, 8.0], NOTHING_RULED_OUT, push, (HUE,)) is None


def test_a_hue_between_two_colours_names_neither(push):
    """An orange wood hue (about 67 degrees) lies some 35 degrees from red and from yellow."""
    assert named([60.0, 15.0, 35.0, 3.0], NOTHING_RULED_OUT, push, (HUE,)) is None


def test_a_face_not_measured_is_named_no_way(push):
    assert named([np.nan] * 4, NOTHING_RULED_OUT, push) is None


def test_a_colour_the_pips_rule_out_is_not_named_by_its_hue(push):
    blue_ruled_out = [False, True, False, False, False, False]
    assert named([38.9, 7.9, -18.1, 9.7], blue_ruled_out, push, (HUE,)) is None


def test_a_grey_face_without_dark_pips_is_named_black_under_glare_unsurely(bloeder):
    """Blue and white dice have dark pips; a light grey face showing none is a glossy black one veiled."""
    assert named([60.0, 1.0, 2.0, 3.0], [False, True, True, False], bloeder, (GLARE,)) == ("black", 0.8)


def test_a_grey_face_with_no_colour_ruled_out_is_not_named_under_glare(bloeder):
    assert named([60.0, 1.0, 2.0, 3.0], [False] * 4, bloeder, (GLARE,)) is None


def test_a_dim_red_face_is_named_red_in_shade_as_surely_as_its_posterior_allows(bloeder):
    assert named([35.0, 40.0, 25.0, 4.0], [False] * 4, bloeder, (SHADE,)) == ("red", 0.8)


def test_the_named_colour_is_as_sure_as_the_ways_ceiling_asked_for(bloeder):
    settings = replace(SHIPPED, veiled_confidence=0.6)
    assert named([60.0, 1.0, 2.0, 3.0], [False, True, True, False], bloeder, (GLARE,), settings) == ("black", 0.6)


def _two_reds(profile):
    """A profile with a deep red darker than the faces below and a pale red lighter, both of red's hue."""
    deep = ColourStats((40.0, 50.0, 30.0, 4.0), (8.0, 8.0, 8.0, 3.0), 10, "light")
    pale = ColourStats((70.0, 30.0, 18.0, 4.0), (8.0, 8.0, 8.0, 3.0), 10, "dark")
    return replace(profile, colours=(("deep", deep), ("pale", pale)))


def test_glare_is_tried_before_shade(bloeder):
    """A paler red face without dark pips fits the deep red under glare and the pale red in shade: glare names it."""
    two_reds, face = _two_reds(bloeder), [55.0, 25.0, 15.0, 4.0]
    assert named(face, [False, False], two_reds, (SHADE,)) == ("pale", 0.8)
    assert named(face, [False, True], two_reds, (GLARE, SHADE)) == ("deep", 0.8)


def test_a_way_torn_between_colours_names_none_and_leaves_it_to_no_later_way(bloeder):
    """With two deep reds the paler face without dark pips is torn under glare: shade, which would name the pale red,
    is not asked."""
    deep, pale = (stats for _, stats in _two_reds(bloeder).colours)
    white = dict(bloeder.colours)["white"]
    three_reds = replace(bloeder, colours=(("deep", deep), ("deeper", deep), ("pale", pale), ("white", white)))
    face, white_ruled_out = [55.0, 25.0, 15.0, 4.0], [False, False, False, True]
    assert named(face, white_ruled_out, three_reds, (SHADE,)) == ("pale", 0.8)
    assert named(face, white_ruled_out, three_reds, (GLARE, SHADE)) is None


@pytest.fixture(scope="module")
def goennen():
    return load_profile(FIXTURES / "calibration" / "goennen-koennen.profile.json")


def test_a_blue_face_too_dark_to_relight_is_named_by_its_hue_with_the_frame(goennen):
    """Gönnen können 50041 (train split): the blue 1 in a shadow at L* 9.9, below where L* follows the cube root of
    the light, so relit it is far bluer than blue; its hue is blue's."""
    assert named([9.9, 21.2, -37.3, 11.5], [False] * 5, goennen, WITH_THE_FRAME) == ("blue", 0.5)


def test_the_shaded_blue_one_of_goennen_50041_is_read_blue(goennen):
    reading = read_frame(cv2.imread(str(FIXTURES / "rendered" / "goennen-koennen" / "50041.jpg")), goennen)
    assert [die.colour for die in reading.dice if die.value == 1 and die.center[0] > 300] == ["blue"]


def test_an_orange_face_torn_with_yellow_is_named_orange_as_no_yellow_die_shows_its_redness(goennen):
    """Gönnen können 50002 (train split): a lone orange 4 under warm light, yellow 0.8 by the floored model; yellow's
    dice showed a* of -3 and less, calibrated at -10.3 ± 2.7."""
    assert named([74.9, 3.2, 68.3, 3.3], [False] * 5, goennen, (CALIBRATED,)) == ("orange", 0.8)


def test_a_face_both_torn_colours_dice_show_stays_torn():
    """A light grey face as white and silver dice both show it (Doppelt so clever)."""
    assert named([80.0, 0.3, 0.5, 4.0], [False] * 6, load_profile("doppelt-so-clever"), (CALIBRATED,)) is None


def test_the_lone_orange_one_of_goennen_50028_is_read_orange(goennen):
    reading = read_frame(cv2.imread(str(FIXTURES / "rendered" / "goennen-koennen" / "50028.jpg")), goennen)
    assert [(die.colour, die.value) for die in reading.dice if die.colour in ("yellow", "orange")] == [("orange", 1)]


def test_a_pale_blue_face_with_no_colour_ruled_out_is_named_blue_as_paled_unsurely(goennen):
    """Gönnen können 50089 (train split): the blue 4 under a bright lamp, paled to L* 74.7 and C*ab 25.8; the
    floored model finds it nearer the grey fifth die, which keeps no such chroma."""
    assert named([74.7, 0.6, -25.8, 7.3], [False] * 5, goennen, (PALED,)) == ("blue", 0.8)


def test_a_pale_blue_face_with_no_colour_ruled_out_is_not_named_under_glare(goennen):
    assert named([74.7, 0.6, -25.8, 7.3], [False] * 5, goennen, (GLARE,)) is None


def test_a_face_keeping_too_little_chroma_for_a_hue_is_not_named_as_paled():
    """Gönnen können 50068 (train split): the grey-brown fifth die, uncalibrated in the shipped profile, at C*ab 13
    of orange's hue: no paled orange."""
    assert named([73.1, 0.1, 13.0, 5.9], [False] * 4, load_profile("goennen-koennen"), (PALED,)) is None


def test_a_pale_face_found_by_its_colour_is_not_named_as_paled(goennen):
    """Only a face read from its pips is a die for sure: skin of a hand reaching in keeps the hue of a paled
    orange die."""
    pale_blue = [74.7, 0.6, -25.8, 7.3]
    assert named(pale_blue, [False] * 5, goennen, WITH_THE_FRAME) == ("blue", 0.8)
    assert named(pale_blue, [False] * 5, goennen, COLOUR_FACE_WITH_THE_FRAME) is None


def test_the_pale_blue_four_of_goennen_50089_is_read_blue(goennen):
    reading = read_frame(cv2.imread(str(FIXTURES / "rendered" / "goennen-koennen" / "50089.jpg")), goennen)
    assert [(die.value, die.colour) for die in reading.dice if die.center[0] > 350] == [(4, "blue")]
