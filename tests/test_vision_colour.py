import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from vision_synthetic import COOL, WARM, draw_die, synthetic_profile, table_with_dice, under_light

from vision.colour import (
    ColourGuess,
    _run_median,
    _run_percentiles,
    classify_dice,
    classify_die,
    classify_features,
    measure_dice,
)
from vision.profiles import FEATURES, load_profile

SQUARE = [(4, 4), (20, 4), (20, 20), (4, 20)]
DSC_COLOURS = ["yellow", "blue", "green", "pink", "silver", "white"]


def named_colours(image, dice, set_name):
    return [guess.colour for guess in classify_dice(image, [die.box for die in dice], synthetic_profile(set_name))]


def test_a_single_die_on_a_tiny_image_gets_a_guess():
    image = np.full((24, 24, 3), (40, 40, 200), np.uint8)
    assert classify_die(image, SQUARE, load_profile("geht-noch-was")) == ColourGuess("red", pytest.approx(1.0))


def test_there_is_one_guess_per_box_in_order():
    image, dice = table_with_dice(["red", "blue", "blue"], seed=1)
    assert named_colours(image, dice, "geht-noch-was") == ["red", "blue", "blue"]


def test_features_have_one_row_per_box_and_one_column_per_feature():
    image, dice = table_with_dice(["red", "blue"], seed=2)
    features, problems = measure_dice(image, [die.box for die in dice])
    assert (features.shape, problems) == ((2, len(FEATURES)), [None, None])


def test_a_float_image_is_refused_as_a_type_error():
    with pytest.raises(TypeError, match="uint8"):
        classify_die(np.zeros((24, 24, 3)), SQUARE, load_profile("push"))


def test_a_grey_image_is_refused_as_a_value_error():
    with pytest.raises(ValueError, match=r"\(H, W, 3\)"):
        classify_die(np.zeros((24, 24), np.uint8), SQUARE, load_profile("push"))


def test_a_box_without_four_corners_is_refused():
    with pytest.raises(ValueError, match="4 corner points"):
        classify_die(np.zeros((24, 24, 3), np.uint8), SQUARE[:3], load_profile("push"))


def test_a_profile_name_instead_of_a_profile_is_refused():
    with pytest.raises(TypeError, match="load_profile"):
        classify_die(np.zeros((24, 24, 3), np.uint8), SQUARE, "push")


@pytest.mark.parametrize("seed", range(3))
def test_each_doppelt_so_clever_die_gets_its_colour(seed):
    image, dice = table_with_dice(DSC_COLOURS, background="wood", seed=seed)
    assert named_colours(image, dice, "doppelt-so-clever") == DSC_COLOURS


def test_silver_and_white_are_told_apart():
    image, dice = table_with_dice(["silver", "white", "white", "silver"], seed=5)
    assert named_colours(image, dice, "doppelt-so-clever") == ["silver", "white", "white", "silver"]


def test_blue_with_black_pips_and_black_with_white_pips_are_told_apart():
    image = np.zeros((120, 200, 3), np.uint8) + 90
    blue = draw_die(image, "blue", (50, 60), value=5, pip_tone="dark")
    black = draw_die(image, "black", (150, 60), value=6, seed=1)
    assert named_colours(image, [blue, black], "bloeder-sack") == ["blue", "black"]


def test_every_push_face_is_named_without_pips():
    faces = ["red", "blue", "green", "yellow", "purple", "star"]
    image, dice = table_with_dice(faces, seed=3, values=[None] * 6)
    assert named_colours(image, dice, "push") == faces


@pytest.mark.parametrize(("light", "gains"), [("warm", WARM), ("cool", COOL)])
def test_geht_noch_was_colours_hold_under_a_tinted_light(light, gains):
    colours = ["blue"] * 4 + ["red"] * 3
    image, dice = table_with_dice(colours, background="wood", seed=4)
    assert named_colours(under_light(image, gains), dice, "geht-noch-was") == colours


@settings(max_examples=25, deadline=None)
@given(
    warmth=st.floats(0.0, 1.0),
    brightness=st.floats(0.8, 1.25),
    seed=st.integers(0, 50),
    background=st.sampled_from(["wood", "felt", "paper"]),
)
def test_white_balance_and_brightness_shifts_keep_every_colour(warmth, brightness, seed, background):
    gains = tuple(cool ** (1 - warmth) * warm**warmth for cool, warm in zip(COOL, WARM, strict=True))
    image, dice = table_with_dice(DSC_COLOURS, background=background, seed=seed)
    assert named_colours(under_light(image, gains, brightness), dice, "doppelt-so-clever") == DSC_COLOURS


def test_a_die_of_a_colour_the_set_lacks_is_unknown_with_the_reason():
    image, dice = table_with_dice(["green"], seed=6)
    guess = classify_die(image, dice[0].box, synthetic_profile("geht-noch-was"))
    assert (guess.colour, str(guess.reason)) == (
        "unknown",
        "Farbe passt zu keinem Würfel des Satzes (am nächsten: Rot)",
    )


def test_a_colour_between_white_and_silver_is_not_guessed():
    profile = load_profile("doppelt-so-clever")
    nearer_white = 0.52 * np.array(profile.stats("white").mean) + 0.48 * np.array(profile.stats("silver").mean)
    guess = classify_features(nearer_white, profile)
    assert (guess.colour, guess.is_decided, str(guess.reason)) == (
        "unknown",
        False,
        "Farbe nicht sicher: Weiß oder Silber",
    )


def test_the_fifth_goennen_die_stays_unknown_until_calibrated():
    image = np.zeros((80, 80, 3), np.uint8) + 60
    die = draw_die(image, "silver", (40, 40), value=4)
    guess = classify_die(image, die.box, load_profile("goennen-koennen"))
    assert guess.colour == "unknown"


def test_a_face_too_small_to_judge_says_so():
    guess = classify_die(np.zeros((24, 24, 3), np.uint8), [(4, 4), (7, 4), (7, 7), (4, 7)], load_profile("push"))
    assert (guess.colour, str(guess.reason)) == ("unknown", "Würfel zu klein im Bild, um die Farbe zu lesen")


def test_a_face_mostly_outside_the_image_says_so():
    guess = classify_die(
        np.zeros((24, 24, 3), np.uint8), [(10, 10), (40, 10), (40, 40), (10, 40)], load_profile("push")
    )
    assert str(guess.reason) == "Würfel am Bildrand, Farbe nicht lesbar"


@settings(max_examples=20, deadline=None)
@given(side_px=st.floats(18, 90), seed=st.integers(0, 1000))
def test_turning_and_scaling_the_dice_keeps_every_colour(side_px, seed):
    image, dice = table_with_dice(DSC_COLOURS, seed=seed, side_px=side_px)
    assert named_colours(image, dice, "doppelt-so-clever") == DSC_COLOURS


@pytest.mark.parametrize("start", range(4))
def test_the_corner_order_of_a_box_does_not_matter(start):
    image, dice = table_with_dice(["pink", "silver"], seed=8)
    profile = synthetic_profile("doppelt-so-clever")
    turned = [list(die.box[start:] + die.box[:start])[::-1] for die in dice]
    assert [guess.colour for guess in classify_dice(image, turned, profile)] == ["pink", "silver"]


@pytest.mark.parametrize(("light", "gains"), [("warm", WARM), ("cool", COOL)])
def test_push_faces_without_any_white_take_the_light_from_white_paper_in_view(light, gains):
    faces = ["red", "blue", "green", "yellow", "purple", "star"]
    image, dice = table_with_dice(faces, background="paper", seed=12, values=[None] * 6)
    assert named_colours(under_light(image, gains), dice, "push") == faces


def test_medians_of_sorted_runs_are_numpys_medians():
    values = np.sort(np.random.default_rng(4).normal(50, 20, (3, 40)), axis=1)
    start, count = np.array([0, 5, 12]), np.array([40, 7, 20])
    expected = [np.median(row[first : first + size]) for row, first, size in zip(values, start, count, strict=True)]
    assert _run_median(values, start, count).tolist() == expected


def test_percentiles_of_sorted_runs_are_numpys_percentiles():
    values = np.sort(np.random.default_rng(5).normal(50, 20, (3, 40)), axis=1)
    start, count = np.array([0, 5, 12]), np.array([40, 7, 20])
    expected = [
        np.percentile(row[first : first + size], (20.0, 80.0))
        for row, first, size in zip(values, start, count, strict=True)
    ]
    assert np.array_equal(_run_percentiles(values, start, count, (20.0, 80.0)), expected)
