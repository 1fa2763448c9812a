"""A die's shadow or the end of something larger is no die whose pips could not be seen (issue #2: false alarms)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from dicetable.messages import text
from vision import tolerances as tol
from vision.no_die_bodies import _farther_than, _surroundings, is_no_die
from vision.profiles import load_profile
from vision.reader import read_frame

ROOT = Path(__file__).resolve().parents[1]
RENDERED = ROOT / "fixtures" / "rendered" / "doppelt-so-clever"
CALIBRATED_GOENNEN = str(ROOT / "fixtures" / "calibration" / "goennen-koennen.profile.json")
LIGHT_TABLE_BGR = (157, 183, 200)  # DSC train 10019's beige table
TABLE_IN_SHADE_BGR = (57, 93, 127)  # ... and the shadow of its silver 2
DARK_BLUE_BGR = (27, 11, 8)  # Blöder train 30043's dark blue 6 in the shade
DARK_TABLE_BGR = (48, 46, 47)  # Gönnen train 50008's dark table
GREEN_FELT_BGR = (30, 95, 25)  # a green felt table under one lamp ...
DEEP_SHADOW_BGR = (8, 9, 8)  # ... and a die's shadow on it, nearly black and grey (Blöder dev 30343)
FINGER_BGR = (138, 175, 211)  # ... and a fingertip on it


def table_with_square(bgr: tuple[int, int, int]) -> np.ndarray:
    """A 200 x 200 light table with a 30-pixel square of `bgr` around (100, 100)."""
    image = np.full((200, 200, 3), LIGHT_TABLE_BGR, np.uint8)
    image[85:115, 85:115] = bgr
    return image


def test_a_dark_patch_of_the_table_s_hue_beside_a_read_die_is_its_shadow():
    assert is_no_die(table_with_square(TABLE_IN_SHADE_BGR), (100.0, 100.0), 30.0, [(75.0, 80.0)])


def test_a_dark_patch_with_no_die_read_beside_it_is_no_shadow_of_one():
    assert not is_no_die(table_with_square(TABLE_IN_SHADE_BGR), (100.0, 100.0), 30.0, [(180.0, 20.0)])


def test_a_dark_patch_of_the_table_s_hue_1_7_sides_from_a_read_die_is_its_shadow():
    # Blöder dev 30367's shadow lies 1.62 sides from its white 5
    assert is_no_die(table_with_square(TABLE_IN_SHADE_BGR), (100.0, 100.0), 30.0, [(100.0, 49.0)])


def test_a_dark_patch_of_the_table_s_hue_2_sides_from_a_read_die_is_no_shadow_of_it():
    # labelled dice meeting the shadow colours lie 1.97 sides and more from the nearest die read
    assert not is_no_die(table_with_square(TABLE_IN_SHADE_BGR), (100.0, 100.0), 30.0, [(100.0, 40.0)])


def test_a_dark_die_of_its_own_hue_beside_a_read_die_is_no_shadow():
    assert not is_no_die(table_with_square(DARK_BLUE_BGR), (100.0, 100.0), 30.0, [(75.0, 80.0)])


def test_a_patch_as_light_as_the_table_beside_a_read_die_is_no_shadow():
    assert not is_no_die(table_with_square((150, 178, 196)), (100.0, 100.0), 30.0, [(75.0, 80.0)])


def felt_with_deep_shadow() -> np.ndarray:
    """A 200 x 200 green felt table with a 30-pixel deep shadow around (100, 100)."""
    image = np.full((200, 200, 3), GREEN_FELT_BGR, np.uint8)
    image[85:115, 85:115] = DEEP_SHADOW_BGR
    return image


def test_a_deep_shadow_gone_grey_beside_a_read_die_is_its_shadow():
    assert is_no_die(felt_with_deep_shadow(), (100.0, 100.0), 30.0, [(75.0, 80.0)])


def test_a_black_2_as_grey_as_a_deep_shadow_is_no_shadow_by_its_pips():
    image = felt_with_deep_shadow()
    for x in (89, 111):  # a 2 turned by 45 degrees: its pips 0.35 side from its centre, the farthest a pip lies
        cv2.circle(image, (x, 100), 3, (220, 220, 220), -1)
    assert not is_no_die(image, (100.0, 100.0), 30.0, [(75.0, 80.0)])


@pytest.mark.parametrize("turn_deg", range(0, 360, 45))
def test_a_black_2_as_grey_as_a_deep_shadow_on_a_photo_is_no_shadow_wherever_a_die_is_read(turn_deg):
    """Blöder train 30035's black 2 on wood, 1.5 side from a read die on any side."""
    image = cv2.imread(str(RENDERED.parent / "bloeder-sack" / "30035.jpg"))
    center, side_px = (414.0, 185.0), 25.8
    read = (
        center[0] + 1.5 * side_px * np.cos(np.radians(turn_deg)),
        center[1] + 1.5 * side_px * np.sin(np.radians(turn_deg)),
    )
    assert not is_no_die(image, center, side_px, [read])


def test_the_deep_shadows_of_dice_read_on_blue_felt_are_reported_as_no_unreadable_die():
    image = cv2.imread(str(RENDERED.parent / "bloeder-sack" / "30075.jpg"))
    reading = read_frame(image, load_profile("bloeder-sack"))
    assert (len(reading.dice), reading.unreadable) == (4, ())


def test_the_tip_of_a_finger_lying_on_the_table_is_no_die():
    image = np.full((200, 200, 3), DARK_TABLE_BGR, np.uint8)
    image[77:123, 85:200] = FINGER_BGR  # wider than the body found at its tip
    cv2.circle(image, (85, 100), 23, FINGER_BGR, -1)
    assert is_no_die(image, (90.0, 100.0), 32.0, [])


def test_a_lone_die_sized_square_standing_out_from_the_table_may_be_a_die():
    image = np.full((200, 200, 3), DARK_TABLE_BGR, np.uint8)
    image[85:115, 85:115] = FINGER_BGR
    assert not is_no_die(image, (100.0, 100.0), 30.0, [])


def test_a_die_read_beside_one_of_its_colour_is_no_continuation_of_it():
    image = np.full((200, 200, 3), DARK_TABLE_BGR, np.uint8)
    image[85:115, 85:115] = FINGER_BGR
    image[85:115, 118:148] = FINGER_BGR
    assert not is_no_die(image, (100.0, 100.0), 30.0, [(133.0, 100.0)])


TRAY_WALL_BGR = (72, 74, 75)  # the grey top of a dice tray's wall (Blöder dev 30413)


def light_table_with_grey_square() -> np.ndarray:
    """A 200 x 200 light table with a 30-pixel square of the tray wall's grey around (100, 100)."""
    image = np.full((200, 200, 3), LIGHT_TABLE_BGR, np.uint8)
    image[85:115, 85:115] = TRAY_WALL_BGR
    return image


def test_the_corner_of_a_tray_wall_running_on_as_thin_strips_is_no_die():
    image = light_table_with_grey_square()
    image[85:91, 115:] = TRAY_WALL_BGR  # the wall, a fifth of a die wide, running right ...
    image[115:, 85:91] = TRAY_WALL_BGR  # ... and down from its corner
    assert is_no_die(image, (100.0, 100.0), 30.0, [])


def test_two_touching_dice_of_one_colour_neither_read_may_be_dice():
    image = light_table_with_grey_square()
    image[85:115, 118:148] = TRAY_WALL_BGR
    assert not is_no_die(image, (100.0, 100.0), 30.0, [])


def test_the_corner_of_a_dice_tray_s_wall_is_read_as_no_die():
    """Gönnen train 50076: the tray's grey corner, its wall too thin to fill the ring around it, was read as an
    orange 1 (asked about)."""
    image = cv2.imread(str(RENDERED.parent / "goennen-koennen" / "50076.jpg"))
    reading = read_frame(image, load_profile(CALIBRATED_GOENNEN))
    assert [die.value for die in reading.dice if np.hypot(die.center[0] - 459, die.center[1] - 161) < 30] == []


def test_fingertips_on_the_table_are_reported_as_no_unreadable_die():
    image = cv2.imread(str(RENDERED.parent / "goennen-koennen" / "50008.jpg"))
    reading = read_frame(image, load_profile(CALIBRATED_GOENNEN))
    assert (len(reading.dice), reading.unreadable) == (3, ())


def test_a_fingertip_whose_pip_places_read_as_a_face_is_no_die_read():
    """Gönnen train 50058: the tip of a finger on the felt, its skin grain read by its pip places as a fifth 2."""
    image = cv2.imread(str(RENDERED.parent / "goennen-koennen" / "50058.jpg"))
    reading = read_frame(image, load_profile(CALIBRATED_GOENNEN))
    assert [die.value for die in reading.dice if np.hypot(die.center[0] - 211, die.center[1] - 244) < 20] == []


def test_the_shadows_of_dice_read_on_a_light_table_are_reported_as_no_unreadable_die():
    image = cv2.imread(str(RENDERED / "10019.jpg"))
    reading = read_frame(image, load_profile("doppelt-so-clever"))
    assert (len(reading.dice), reading.unreadable) == (6, ())


def test_a_blurred_die_with_no_die_read_beside_it_is_still_reported_unreadable():
    image = cv2.imread(str(RENDERED / "10006.jpg"))
    reading = read_frame(image, load_profile("doppelt-so-clever"))
    reasons = [item.reason for item in reading.unreadable if np.hypot(item.center[0] - 217, item.center[1] - 116) < 10]
    assert reasons == [text("vision.reader.unreadable.pips_not_seen")]


def test_the_table_is_the_median_of_the_square_ring_around_the_body_as_numpy_takes_it():
    image = np.random.default_rng(7).integers(0, 256, (200, 240, 3), np.uint8)
    center, side_px = (101.3, 97.8), 30.0
    lab = cv2.cvtColor(image, cv2.COLOR_BGR2Lab).astype(np.float32)
    ys, xs = np.mgrid[:200, :240]
    steps = np.maximum(np.abs(xs - center[0]), np.abs(ys - center[1])) / side_px
    ring = lab[(steps >= tol.DIE_SHADOW_TABLE_RING_SIDES[0]) & (steps <= tol.DIE_SHADOW_TABLE_RING_SIDES[1])]
    assert np.array_equal(_surroundings(image, center, side_px).table, np.median(ring, axis=0))


def test_a_pixel_exactly_as_far_as_a_read_die_s_reach_is_not_beyond_it():
    dx, dy = np.array([[3.0, 3.0000001]]), np.array([[4.0], [-4.0]])
    assert _farther_than(dx, dy, 5.0).tolist() == [[False, True], [False, True]]
