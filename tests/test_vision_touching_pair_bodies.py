"""Two touching dice of one colour seen as one blob, twice as long as wide: a body each where a groove parts them
(`vision.bodies._touching_pair`), and no die's body where none does."""

from __future__ import annotations

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision.bodies import Body, find_bodies
from vision.bodies_read import _is_own_half_of_any
from vision.grooves import is_groove_across

SIDE_PX = 40
LEFT, RIGHT = (280, 240), (320, 240)  # two dice touching face to face, a side apart


def two_touching_blue_dice(groove_level: int | None) -> np.ndarray:
    """A wooden table with two blue dice side by side; with `groove_level`, the V between their top faces drawn as a
    line of that brightness, 3 px wide, where they touch."""
    table = blank_table(640, 480, "wood")
    draw_die(table, "blue", LEFT, side_px=SIDE_PX, value=None)
    draw_die(table, "blue", RIGHT, side_px=SIDE_PX, seed=1, value=None)
    if groove_level is not None:
        cv2.line(table, (300, 221), (300, 259), (groove_level // 2, groove_level // 3, groove_level), 3)
    return table


def test_two_touching_dice_parted_by_a_groove_are_a_body_each():
    bodies = find_bodies(two_touching_blue_dice(groove_level=60))
    assert len(bodies) == 2
    assert all(body.is_half_of_pair for body in bodies)
    centres = sorted(body.center for body in bodies)
    assert np.hypot(*np.subtract(centres[0], LEFT)) < 4
    assert np.hypot(*np.subtract(centres[1], RIGHT)) < 4


def test_a_blob_twice_as_long_as_wide_without_a_groove_is_no_die_body():
    assert find_bodies(two_touching_blue_dice(groove_level=None)) == []


def test_a_groove_across_two_faces_known_by_their_centres_only_is_found():
    brightest = np.full((200, 300), 200, np.uint8)
    cv2.line(brightest, (128, 0), (128, 199), 120, 3)
    assert is_groove_across(brightest, (100.0, 100.0), (157.0, 100.0), 54.0)


def test_an_even_band_between_two_faces_known_by_their_centres_holds_no_groove():
    brightest = np.full((200, 300), 200, np.uint8)
    assert not is_groove_across(brightest, (100.0, 100.0), (157.0, 100.0), 54.0)


def test_a_half_of_two_touching_dice_beside_a_die_read_nearer_than_touching_dice_lie_is_that_die_s_own():
    half = Body(center=(100.0, 100.0), box=((80, 80), (120, 80), (120, 120), (80, 120)), side_px=40, contrast=60)
    assert _is_own_half_of_any(half, [(120.0, 100.0)])


def test_a_half_of_two_touching_dice_a_side_from_every_die_read_is_a_die_of_its_own():
    half = Body(center=(100.0, 100.0), box=((80, 80), (120, 80), (120, 120), (80, 120)), side_px=40, contrast=60)
    assert not _is_own_half_of_any(half, [(142.0, 100.0)])
