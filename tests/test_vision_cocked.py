"""Cocked dice read as if flat (`vision.cocked`): a face seen more squarely than the flat dice nearer the camera, or
with pips drawn out as no top face's are, is asked about."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import pytest

from companion.config import default_settings
from vision.cocked import (
    Slant,
    box_flatter_than_a_top,
    box_squareness,
    slants_of,
    smeared_more_than_its_box,
    steeper_than_a_top,
    with_cocked_doubts,
)
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"
SIDE_PX = 30.0


def die(x: float, y: float, squareness: float, confidence: float = 1.0) -> DieReading:
    """A 5 read at (x, y), its top face foreshortened upright to `squareness` of its width."""
    half_across, half_down = SIDE_PX / 2, SIDE_PX * squareness / 2
    box = (
        (x - half_across, y - half_down),
        (x + half_across, y - half_down),
        (x + half_across, y + half_down),
        (x - half_across, y + half_down),
    )
    return DieReading(5, "blue", (x, y), box, confidence)


def pips(count: int, squareness: float) -> tuple[Pip, ...]:
    """Pips drawn out across the face as a slant that leaves it `squareness` of its width shows round pips."""
    return tuple(Pip((5.0 * i, 0.0), 3.0, 1 / squareness, 0.0, 100.0, 60.0, False) for i in range(count))


def confidences_beside_flat_faces_below(face: DieReading, face_pips: tuple[Pip, ...]) -> list[float]:
    """The confidences of two flat faces at y = 300, seen 0.85 as long as wide by box and pips, and of `face`."""
    flat = [die(100, 300, 0.85), die(200, 300, 0.85)]
    dice = [*flat, face]
    doubted = with_cocked_doubts(dice, slants_of(dice, [pips(5, 0.85), pips(4, 0.85), face_pips]))
    return [reading.confidence for reading in doubted]


def test_a_face_seen_more_squarely_than_the_flat_faces_below_it_is_asked_about():
    # 0.07 squarer than 0.85: 1 - 0.5 × (0.07 - 0.03) / (0.1 - 0.03)
    assert confidences_beside_flat_faces_below(die(150, 200, 0.92), pips(5, 0.92)) == [1.0, 1.0, 0.714]


def test_a_face_below_the_others_may_be_seen_more_squarely():
    assert confidences_beside_flat_faces_below(die(150, 400, 0.92), pips(5, 0.92)) == [1.0, 1.0, 1.0]


def test_a_face_squarer_by_its_box_alone_is_not_doubted():
    assert confidences_beside_flat_faces_below(die(150, 200, 0.92), pips(5, 0.85)) == [1.0, 1.0, 1.0]


def test_a_face_of_three_pips_is_not_judged_by_its_box():
    assert confidences_beside_flat_faces_below(die(150, 200, 0.92), pips(3, 0.92)) == [1.0, 1.0, 1.0]


def test_a_face_with_no_face_below_it_is_not_doubted():
    dice = [die(100, 100, 0.85), die(200, 100, 0.85), die(150, 200, 0.92)]
    assert with_cocked_doubts(dice, slants_of(dice, [pips(5, 0.85), pips(4, 0.85), pips(5, 0.92)])) == tuple(dice)


def confidence_beside(other: DieReading, face: DieReading) -> float:
    """The confidence of `face` (box 0.885 as long as wide, pips 0.85) read beside `other` (box and pips 0.85)."""
    dice = [other, face]
    return with_cocked_doubts(dice, slants_of(dice, [pips(5, 0.85), pips(5, 0.85)]))[1].confidence


def test_a_face_squarer_by_its_box_than_the_die_touching_it_in_front_is_asked_about():
    # 0.035 squarer than the die a side below it: 1 - 0.5 × (0.035 - 0.025) / (0.045 - 0.025)
    assert confidence_beside(die(150, 230, 0.85), die(150, 200, 0.885)) == 0.75


def test_a_face_squarer_than_a_die_touching_it_beside_is_not_doubted():
    assert confidence_beside(die(180, 200, 0.85), die(150, 200, 0.885)) == 1.0


def test_a_face_squarer_than_a_die_in_front_that_it_does_not_touch_is_not_doubted():
    assert confidence_beside(die(150, 260, 0.85), die(150, 200, 0.885)) == 1.0


def test_dice_read_by_their_pip_places_are_left_as_they_are():
    dice = [die(100, 300, 0.85), die(150, 200, 0.99)]
    assert with_cocked_doubts(dice, slants_of(dice, [pips(5, 0.85), None])) == tuple(dice)


def test_a_die_read_by_its_pip_places_whose_box_is_flatter_than_any_top_is_asked_about():
    dice = [die(100, 300, 0.85), die(150, 200, 0.57)]
    # 0.07 flatter than cos 50°: 1 - 0.5 × 0.07 / 0.14
    assert with_cocked_doubts(dice, slants_of(dice, [pips(5, 0.85), None]))[1].confidence == 0.75


def test_a_box_as_flat_as_a_top_seen_50_degrees_off_is_not_doubted():
    assert box_flatter_than_a_top(die(150, 200, 0.65).box) == 1.0


def test_pips_half_as_wide_as_long_lie_on_a_side_face():
    assert steeper_than_a_top(Slant(None, 0.5, 100.0, 100.0, SIDE_PX, 2)) == 0.5


def test_pips_of_a_top_face_under_a_tilted_camera_are_not_doubted():
    assert steeper_than_a_top(Slant(None, 0.6, 100.0, 100.0, SIDE_PX, 2)) == 1.0


def test_pips_drawn_out_far_more_than_their_square_box_are_smeared_by_a_rolling_die():
    limit = smeared_more_than_its_box(Slant(0.98, 0.53, 100.0, 100.0, SIDE_PX, 5))  # 0.45 more squarely
    assert limit == pytest.approx(0.5)


def test_pips_drawn_out_as_much_as_their_box_are_not_smeared():
    assert smeared_more_than_its_box(Slant(0.75, 0.7, 100.0, 100.0, SIDE_PX, 5)) == 1.0


def test_a_face_whose_box_is_not_measured_is_not_judged_smeared():
    assert smeared_more_than_its_box(Slant(None, 0.5, 100.0, 100.0, SIDE_PX, 3)) == 1.0


def test_a_rolling_die_whose_square_face_shows_streaks_for_pips_is_asked_about():
    rolling = die(150, 400, 1.0, confidence=0.99)  # below the flat faces: not judged squarer than they are
    # its box 0.42 more squarely than its pips: 0.99 × (1 - 0.5 × 0.04 / 0.07)
    assert confidences_beside_flat_faces_below(rolling, pips(5, 0.58))[2] == 0.707


def test_a_box_is_as_square_however_it_is_turned():
    turn = math.radians(30)
    across, down = (20 * math.cos(turn), 20 * math.sin(turn)), (-16 * math.sin(turn), 16 * math.cos(turn))
    box = ((0.0, 0.0), across, (across[0] + down[0], across[1] + down[1]), down)
    assert round(box_squareness(box), 6) == 0.8


@pytest.mark.parametrize(
    ("image_name", "center", "value"),
    [("20018.jpg", (477.0, 227.0), 5), ("20006.jpg", (298.0, 217.0), 4)],
)
def test_a_blue_die_cocked_on_the_die_in_front_of_it_in_geht_noch_was_is_asked_about(image_name, center, value):
    image = cv2.imread(str(RENDERED / "geht-noch-was" / image_name))
    reading = read_frame(image, load_profile("geht-noch-was"))
    cocked = min(reading.dice, key=lambda die: math.dist(die.center, center))
    assert (cocked.value, cocked.colour) == (value, "blue")
    assert cocked.confidence < default_settings()["table"]["confirm_below"]


def test_slants_are_measured_per_die_from_its_box_and_pips_and_not_for_a_die_read_by_its_pip_places():
    dice = [die(100, 300, 0.85), die(150, 200, 0.92)]
    measured, by_places = slants_of(dice, [pips(5, 0.85), None])
    assert (round(measured.by_box, 3), round(measured.by_pips, 3), measured.pips) == (0.85, 0.85, 5)
    assert (by_places.by_box, by_places.by_pips, by_places.pips) == (None, None, 0)
