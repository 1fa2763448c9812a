import numpy as np
import pytest

from vision.white_balance import NEUTRAL, Light, balance, estimate_light, estimate_light_from_frame, rebalanced

WHITE_PIPS = np.full((8, 3), 0.7)
BLUE_PLASTIC = np.tile([0.01, 0.06, 0.55], (40, 1))


def test_pixels_without_any_lamp_like_colour_leave_the_light_neutral_and_unknown():
    light = estimate_light(BLUE_PLASTIC)
    assert (light.colour.tolist(), light.white_luminance) == (NEUTRAL.tolist(), None)


def test_the_colour_of_a_warm_light_is_found_on_white_pips_among_saturated_plastic():
    warm = np.array([1.3, 1.0, 0.65])
    light = estimate_light(np.vstack([BLUE_PLASTIC, WHITE_PIPS]) * warm)
    assert light.colour / light.colour[1] == pytest.approx(warm, rel=1e-4)


def test_clipped_pixels_count_for_brightness_but_not_for_colour():
    clipped = np.tile([1.0, 0.97, 0.9], (20, 1))
    light = estimate_light(np.vstack([WHITE_PIPS * [1.2, 1.0, 0.8], clipped]))
    assert light.colour / light.colour[1] == pytest.approx([1.2, 1.0, 0.8], rel=1e-4)
    assert light.white_luminance > 0.9


def test_balancing_turns_the_reference_neutral_and_leaves_its_input_alone():
    pixels = np.array([[0.6, 0.5, 0.3]])
    light = Light(np.array([1.2, 1.0, 0.6]) / (np.array([1.2, 1.0, 0.6]) @ [0.2126729, 0.7151522, 0.072175]), 0.8)
    balanced = balance(pixels, light)
    assert (balanced[0, 0] / balanced[0, 1], pixels.tolist()) == (pytest.approx(1.0), [[0.6, 0.5, 0.3]])


def test_the_exposure_correction_is_bounded():
    assert balance(np.array([[0.1, 0.1, 0.1]]), Light(NEUTRAL, 0.1))[0, 1] == pytest.approx(0.125)


def test_without_white_on_the_dice_bright_paper_in_the_frame_gives_the_light():
    paper = np.full((60, 80, 3), (150, 200, 235), np.uint8)  # BGR: white paper under a warm light
    light = estimate_light_from_frame(paper)
    assert (light.colour[0] > light.colour[1] > light.colour[2], light.white_luminance is not None) == (True, True)


def test_a_dark_frame_gives_no_light_to_go_by():
    assert estimate_light_from_frame(np.full((60, 80, 3), 40, np.uint8)).white_luminance is None


def test_a_warm_light_is_found_on_white_pips_bright_enough_to_clip_in_red():
    warm = np.array([1.3, 1.0, 0.65])
    pips = np.clip(np.full((8, 3), 0.85) * warm, 0.0, 1.0)  # red 1.1 clipped to 1.0; green and blue as lit
    light = estimate_light(np.vstack([BLUE_PLASTIC * warm, pips]))
    assert light.colour / light.colour[1] == pytest.approx(warm, rel=0.01)


def test_a_clipped_red_beside_more_blue_than_green_is_pink_plastic_not_a_warm_white():
    pink = np.tile([1.0, 0.6, 0.75], (20, 1))
    assert estimate_light(np.vstack([BLUE_PLASTIC, pink])).white_luminance is None


def test_pixels_too_dark_to_tell_the_light_change_nothing_however_many():
    lit = np.vstack([WHITE_PIPS * [1.2, 1.0, 0.8], np.tile([0.9, 0.85, 0.7], (6, 1))])
    dark = np.tile([0.02, 0.03, 0.01], (500, 1))  # luminance below `dark_luminance`
    alone, among_dark = estimate_light(lit), estimate_light(np.vstack([dark, lit, dark]))
    assert (among_dark.colour.tolist(), among_dark.white_luminance) == (alone.colour.tolist(), alone.white_luminance)


def test_pixels_rebalanced_to_another_light_are_as_that_light_balances_the_camera_s_own():
    taken = np.array([[0.6, 0.5, 0.3], [0.2, 0.3, 0.1]])
    warm, dim = Light(np.array([1.2, 0.98, 0.7]), 0.9), Light(np.array([1.0, 1.0, 0.95]), 0.5)
    assert rebalanced(balance(taken, warm), warm, dim) == pytest.approx(balance(taken, dim))
