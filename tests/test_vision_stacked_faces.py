"""A die read by its pip places over its top and front face, read again on the box's far part
(`vision.stacked_faces`)."""

from __future__ import annotations

import math

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision import tolerances as tol
from vision.bodies import working_image
from vision.face_template import TemplateRead
from vision.stacked_faces import (
    far_extent_ratio,
    far_part,
    is_drawn_out_beyond,
    reaches_below_top,
    tops_of_stacked_faces,
)

SQUASH = 0.6  # the table's faces seen this foreshortened along the far direction (image-up)
STACKED = ((300.0, 228.0), (340.0, 228.0), (340.0, 276.0), (300.0, 276.0))  # the top and front face below it, squashed
REFERENCE = (
    (100.0, 100.0),
    (140.0, 100.0),
    (140.0, 124.0),
    (100.0, 124.0),
)  # a face read surely nearby, squashed alike


def _top_and_front_face() -> np.ndarray:
    """A red 3 (side 40 px; at (320, 400) before the squash) with its front face below it showing three more pips (a
    3 turned a quarter turn), the table seen `SQUASH` foreshortened: 640 x 480 px."""
    table = blank_table(640, 800, "felt")
    draw_die(table, "red", (320, 400), side_px=40, value=3, seed=1)
    draw_die(table, "red", (320, 440), side_px=40, angle_deg=90, value=3, seed=2)
    return cv2.resize(table, (640, round(800 * SQUASH)), interpolation=cv2.INTER_AREA)


def _read_as(value: int) -> TemplateRead:
    return TemplateRead(value=value, margin=72.0, is_dark=False, empty_spread=19.0, pip_width=None)


def test_a_square_turned_in_the_table_plane_keeps_its_far_extent_ratio():
    square = cv2.boxPoints(((0.0, 0.0), (40.0, 40.0), 30.0))
    squashed = [(x, y * SQUASH) for x, y in square]
    assert math.isclose(far_extent_ratio(squashed), SQUASH, rel_tol=1e-6)


def test_the_far_part_keeps_the_far_edge_and_takes_the_reference_foreshortening():
    top = far_part(STACKED, SQUASH)
    assert min(y for _, y in top) == 228.0
    assert math.isclose(far_extent_ratio(top), SQUASH, rel_tol=1e-6)


def test_a_box_as_foreshortened_as_its_neighbour_is_not_drawn_out():
    assert not is_drawn_out_beyond(REFERENCE, REFERENCE)
    assert is_drawn_out_beyond(STACKED, REFERENCE)


def test_a_six_read_over_a_top_and_front_face_is_read_as_the_top_face_and_asked():
    image = _top_and_front_face()
    [((box, read), found_by)] = tops_of_stacked_faces(
        image, working_image(image), [((STACKED, _read_as(6)), 1.0)], [REFERENCE]
    )
    assert read.value == 3
    assert max(y for _, y in box) < 276.0
    assert found_by == tol.STACKED_TOP_CONFIDENCE


def test_a_reading_the_far_part_agrees_with_stands():
    image = _top_and_front_face()
    item = ((STACKED, _read_as(3)), 1.0)
    assert tops_of_stacked_faces(image, working_image(image), [item], [REFERENCE]) == [item]


def test_a_box_not_drawn_out_beyond_its_neighbour_is_not_read_again():
    image = _top_and_front_face()
    item = ((far_part(STACKED, SQUASH), _read_as(6)), 1.0)
    assert tops_of_stacked_faces(image, working_image(image), [item], [REFERENCE]) == [item]


PLACED_OVER_BOTH = (
    (300.0, 232.0),
    (340.0, 232.0),
    (340.0, 272.0),
    (300.0, 272.0),
)  # a face placed down into the front face


def test_a_face_placed_from_a_top_pip_down_into_the_front_face_reaches_below_the_top():
    image = _top_and_front_face()
    assert reaches_below_top(image, working_image(image), PLACED_OVER_BOTH, (320.0, 240.0), [REFERENCE])


def test_a_face_placed_within_the_top_face_does_not_reach_below_it():
    image = _top_and_front_face()
    assert not reaches_below_top(image, working_image(image), far_part(STACKED, SQUASH), (320.0, 240.0), [REFERENCE])


def test_a_face_placed_from_pips_below_the_top_face_is_left_to_the_doubts():
    image = _top_and_front_face()
    assert not reaches_below_top(image, working_image(image), PLACED_OVER_BOTH, (320.0, 264.0), [REFERENCE])


def test_a_body_of_two_touching_dice_tells_no_top_face():
    image = _top_and_front_face()
    beside = blank_table(640, 800, "felt")
    draw_die(beside, "red", (360, 400), side_px=40, value=2, seed=3)
    draw_die(beside, "red", (360, 440), side_px=40, angle_deg=90, value=2, seed=4)
    beside = cv2.resize(beside, (640, 480), interpolation=cv2.INTER_AREA)
    image[:, 340:380] = beside[:, 340:380]
    assert not reaches_below_top(image, working_image(image), PLACED_OVER_BOTH, (320.0, 240.0), [REFERENCE])
