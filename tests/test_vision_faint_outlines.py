"""Dice standing out from a pale table only faintly: found by their outline traced at faint edge strengths."""

from __future__ import annotations

import math

from vision_synthetic import blank_table, draw_die

from vision import tolerances as tol
from vision.bodies import find_bodies, working_image
from vision.faint_outlines import faint_outlined_faces, search_windows
from vision.squares import find_squares

SIDE_PX = 34.0
WHOLE_FRAME = [(0, 0, 640, 480)]


def _silver_die_on_paper(value: int = 2):
    """A silver die on white paper: its plastic stands out from the paper by about 12 L*a*b* units, less than a body's
    (`tol.BODY_MIN_COLOUR_DISTANCE`)."""
    table = blank_table(640, 480, "paper")
    die = draw_die(table, "silver", (300, 240), side_px=SIDE_PX, angle_deg=10, value=value)
    return table, die


def _near(point, centre) -> bool:
    return math.dist(point, centre) < SIDE_PX / 4


def test_a_silver_die_on_paper_stands_out_as_no_body_and_no_outline():
    table, die = _silver_die_on_paper()
    assert not any(_near(body.center, die.center) for body in find_bodies(table) + find_squares(table))


def test_a_silver_die_on_paper_is_outlined_at_faint_edge_strengths_and_read():
    table, die = _silver_die_on_paper(value=4)
    faces = faint_outlined_faces(table, working_image(table), WHOLE_FRAME, [], SIDE_PX)
    assert [(read.value, read.is_dark) for box, read in faces if _near(_middle(box), die.center)] == [(4, True)]


def test_a_faint_face_where_a_die_was_seen_is_left_to_that_die():
    table, die = _silver_die_on_paper()
    assert faint_outlined_faces(table, working_image(table), WHOLE_FRAME, [die.center], SIDE_PX) == []


def test_a_faint_face_far_larger_than_the_frame_s_faces_is_left_out():
    table, _ = _silver_die_on_paper()
    larger = SIDE_PX * tol.FAINT_OUTLINE_MAX_SIDE_RATIO * 1.2
    assert faint_outlined_faces(table, working_image(table), WHOLE_FRAME, [], larger) == []


def test_an_empty_paper_table_shows_no_faint_face():
    table = blank_table(640, 480, "paper")
    assert faint_outlined_faces(table, working_image(table), WHOLE_FRAME, [], SIDE_PX) == []


def test_a_faint_face_outside_the_search_windows_is_not_looked_for():
    table, _ = _silver_die_on_paper(value=4)
    far_corner = [(0, 0, 100, 100)]
    assert faint_outlined_faces(table, working_image(table), far_corner, [], SIDE_PX) == []


def test_the_search_window_takes_in_the_read_die_s_box_and_its_margin_clipped_to_the_frame():
    box = [(10.0, 100.0), (40.0, 100.0), (40.0, 130.0), (10.0, 130.0)]
    margin = tol.FAINT_OUTLINE_SEARCH_SIDES * 30
    assert search_windows([box], 30.0, (480, 640)) == [
        (0, int(100 - margin), math.ceil(40 + margin), math.ceil(130 + margin))
    ]


def test_search_windows_of_dice_side_by_side_are_merged_into_one():
    left = [(100.0, 100.0), (130.0, 100.0), (130.0, 130.0), (100.0, 130.0)]
    right = [(x + 40, y) for x, y in left]
    assert len(search_windows([left, right], 30.0, (480, 640))) == 1


def _middle(box) -> tuple[float, float]:
    xs, ys = zip(*box, strict=True)
    return sum(xs) / 4, sum(ys) / 4
