"""A 1 read from its lone pip where a 2 shows its other pip (`vision.lone_pip_partner`) is asked about."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import tolerances as tol
from vision.doubts import with_frame_doubts
from vision.lone_pip_partner import lone_pip_partner, seam_dip
from vision.reading import DieReading
from vision.seen_pips import SeenPip

SIDE_PX = 36.0  # the frame's dice: a 2's pips lie 2√2 of 3.6 units, 28.3 px, apart
ONE = (100.0, 100.0)
BOX = ((82.0, 82.0), (118.0, 82.0), (118.0, 118.0), (82.0, 118.0))  # the 1's box, sized by its pip
PARTNER = (100.0 + 20.0, 100.0 - 20.0)  # up and right along the diagonal, 28.3 px away


def frame(gap_x: int | None = None) -> np.ndarray:
    """A black face lit evenly with the 1's light pip and its partner, across a dark gap at column `gap_x` if given."""
    image = np.full((200, 200, 3), 60, np.uint8)
    for centre in (ONE, PARTNER):
        cv2.circle(image, (round(centre[0]), round(centre[1])), 3, (220, 220, 220), -1)
    if gap_x is not None:
        image[:, gap_x : gap_x + 2] = 10
    return image


def candidate(centre: tuple[float, float], elongation: float = 1.05, is_dark: bool = False) -> SeenPip:
    return SeenPip(centre, 3.0, is_dark, 150.0, 60.0, elongation)


def test_a_one_with_a_round_pip_alike_where_a_twos_other_pip_lies_is_asked_about():
    factor = lone_pip_partner(frame(), BOX, False, SIDE_PX, [candidate(ONE), candidate(PARTNER)], [])
    assert math.dist(ONE, PARTNER) == 20 * math.sqrt(2)
    assert factor == tol.LONE_PIP_PARTNER_DOUBT


def test_a_side_faces_drawn_out_pip_there_is_no_partner():
    assert lone_pip_partner(frame(), BOX, False, SIDE_PX, [candidate(PARTNER, elongation=1.6)], []) == 1.0


def test_a_pip_of_the_other_kind_there_is_no_partner():
    assert lone_pip_partner(frame(), BOX, False, SIDE_PX, [candidate(PARTNER, is_dark=True)], []) == 1.0


def test_a_pip_inside_another_die_read_is_its_own():
    neighbour = ((110.0, 70.0), (130.0, 70.0), (130.0, 90.0), (110.0, 90.0))
    assert lone_pip_partner(frame(), BOX, False, SIDE_PX, [candidate(PARTNER)], [neighbour]) == 1.0


def test_a_pip_beyond_the_dark_gap_between_two_dice_is_no_partner():
    image = frame(gap_x=112)
    assert seam_dip(image, ONE, PARTNER, 3.0) > tol.PARTNER_PIP_MAX_SEAM_DIP
    assert lone_pip_partner(image, BOX, False, SIDE_PX, [candidate(PARTNER)], []) == 1.0


def test_a_pip_as_far_as_a_threes_corner_is_no_twos_partner():
    corner = (100.0 + 10.0, 100.0 - 10.0)  # √2 units: the 1 would be a 3's middle, which other checks judge
    assert lone_pip_partner(frame(), BOX, False, SIDE_PX, [candidate(corner)], []) == 1.0


def test_an_even_face_between_two_pips_shows_no_seam():
    assert seam_dip(frame(), ONE, PARTNER, 3.0) == 0.0


def test_a_one_beside_other_dice_with_a_partner_pip_is_no_longer_taken_without_asking():
    one = DieReading(1, "black", ONE, BOX, 0.9)
    other = DieReading(5, "black", (160.0, 160.0), tuple((x + 60, y + 60) for x, y in BOX), 1.0)
    doubted = with_frame_doubts([one, other], [[candidate(ONE)], None], frame(), None, (), [candidate(PARTNER)])
    assert doubted[0].confidence < 0.9
