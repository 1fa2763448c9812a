"""A silver face read where its outline lies, as its neighbours' square turned (`vision.placed_faces`)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision import tolerances as tol
from vision.bodies import Body, working_image
from vision.face_template import TemplateRead
from vision.outlined import outlined_reading
from vision.placed_faces import PlacedRead, holds, placed_face, turned_square
from vision.silver_faces import slanted_outlines
from vision.squares import outlined_body

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
YELLOW_FIVE_10095 = ((275.1, 230.5), (253.0, 247.3), (236.0, 226.0), (258.2, 209.3))  # its box as read, beside the 3
NEIGHBOUR = ((480.0, 80.0), (520.0, 80.0), (520.0, 120.0), (480.0, 120.0))  # the white die's box, read


def _silver_two_turned(turn_deg: float) -> np.ndarray:
    """A felt table with a silver 2 (side 40 px) turned `turn_deg` at (320, 240) and a white 4 at (500, 100)."""
    table = blank_table(640, 480, "felt")
    draw_die(table, "silver", (320, 240), side_px=40, angle_deg=turn_deg, value=2, seed=1)
    draw_die(table, "white", (500, 100), side_px=40, angle_deg=0, value=4, seed=2)
    return table


def _outline(image: np.ndarray, corners: np.ndarray) -> Body:
    working = working_image(image)
    return outlined_body(corners, working, corners * working.scale)


def test_a_square_turned_by_nothing_is_the_box_moved_to_the_centre():
    turned = turned_square(NEIGHBOUR, (100.0, 50.0), 0.0)
    assert np.allclose(turned, np.array(NEIGHBOUR) - (500, 100) + (100, 50))


def test_a_square_turned_a_quarter_turn_has_the_same_corners():
    quarter, unturned = (turned_square(NEIGHBOUR, (0.0, 0.0), turn) for turn in (math.pi / 2, 0.0))
    assert sorted(map(tuple, np.round(quarter, 6))) == sorted(map(tuple, np.round(unturned, 6)))


def test_a_square_seen_squashed_stays_squashed_when_turned():
    squashed = tuple((x, y * 0.6) for x, y in NEIGHBOUR)
    turned = turned_square(squashed, (0.0, 0.0), math.radians(45))
    heights = turned[:, 1].max() - turned[:, 1].min()
    widths = turned[:, 0].max() - turned[:, 0].min()
    assert math.isclose(heights / widths, 0.6, rel_tol=1e-6)


def test_a_box_holds_an_outline_a_little_outside_it_but_not_one_further():
    box = turned_square(NEIGHBOUR, (0.0, 0.0), 0.0)
    slack = tol.PLACED_FACE_OUTLINE_SLACK_SIDES * 40
    assert holds(box, [(20 + 0.9 * slack, 0.0)])
    assert not holds(box, [(20 + 1.1 * slack, 0.0)])


def test_a_silver_two_outlined_between_its_pips_is_read_in_its_placed_square():
    image = _silver_two_turned(30)
    between_pips = turned_square(NEIGHBOUR, (0.0, 0.0), math.radians(75)) * 0.7 + (320.0, 240.0)
    body, read = placed_face(image, working_image(image), _outline(image, between_pips), [NEIGHBOUR])
    assert (read.value, isinstance(read, PlacedRead)) == (2, True)
    assert math.dist(body.center, (320, 240)) < 1


def test_no_face_is_placed_without_a_die_read_to_take_its_square_from():
    image = _silver_two_turned(30)
    inner = turned_square(NEIGHBOUR, (0.0, 0.0), math.radians(75)) * 0.7 + (320.0, 240.0)
    assert placed_face(image, working_image(image), _outline(image, inner), []) is None


def test_an_outline_larger_than_any_placed_square_places_no_face():
    image = _silver_two_turned(30)
    larger = turned_square(NEIGHBOUR, (0.0, 0.0), 0.0) * 1.5 + (320.0, 240.0)
    assert placed_face(image, working_image(image), _outline(image, larger), [NEIGHBOUR]) is None


def test_a_half_dark_silver_three_read_at_one_turn_only_is_passed_over():
    # Doppelt so clever train 10095: its outline takes in the bevel's bright band; placed, it read a 6 at one turn.
    image = cv2.imread(str(FIXTURES / "rendered" / "doppelt-so-clever" / "10095.jpg"))
    working = working_image(image)
    outline = next(body for body in slanted_outlines(working) if math.dist(body.center, (204, 216)) < 5)
    assert placed_face(image, working, outline, [YELLOW_FIVE_10095]) is None


def test_a_face_read_in_a_placed_box_is_read_less_surely_than_in_its_own_outline():
    box = ((300.0, 220.0), (340.0, 220.0), (340.0, 260.0), (300.0, 260.0))
    in_outline = outlined_reading(box, TemplateRead(value=2, margin=80.0, is_dark=True), ("silver", 1.0))
    placed = outlined_reading(box, PlacedRead(value=2, margin=80.0, is_dark=True), ("silver", 1.0))
    assert placed.confidence == round(in_outline.confidence * tol.PLACED_FACE_CONFIDENCE, 3)
