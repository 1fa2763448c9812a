"""Dice standing out from a pale table only faintly: found by their outline traced at faint edge strengths."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
from vision_synthetic import blank_table, draw_die

from vision import tolerances as tol
from vision.bodies import find_bodies, working_image
from vision.faint_die_cells import cells_standing_out
from vision.faint_outlines import faint_outlined_faces, search_windows
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.squares import find_squares

SIDE_PX = 34.0
WHOLE_FRAME = [(0, 0, 640, 480)]
BLOEDER_30067 = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack" / "30067.jpg"
RED_2_OF_30067 = (312, 182)  # its body joined to the black 6's beside it: read only by its faint outline


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


def test_the_search_window_is_a_square_around_its_cell_clipped_to_the_frame():
    reach = tol.FAINT_OUTLINE_SEARCH_SIDES * 30
    assert search_windows([(20.0, 200.0)], 30.0, (480, 640)) == [
        (0, int(200 - reach), math.ceil(20 + reach), math.ceil(200 + reach))
    ]


def test_search_windows_of_cells_side_by_side_are_merged_into_one():
    assert len(search_windows([(100.0, 100.0), (130.0, 100.0)], 30.0, (480, 640))) == 1


def _read_die_beside_a_silver_one():
    """A white die (read) and, touching it on its right, a silver die standing out from the paper only faintly."""
    table, silver = _silver_die_on_paper(value=4)
    white = draw_die(table, "white", (silver.center[0] - SIDE_PX, silver.center[1]), side_px=SIDE_PX, angle_deg=10)
    return table, white, silver


def test_the_cell_of_a_faint_die_beside_a_die_read_on_a_pale_table_stands_out():
    table, white, silver = _read_die_beside_a_silver_one()
    cells = cells_standing_out(working_image(table), [white.box], [], SIDE_PX)
    assert any(math.dist(cell, silver.center) < SIDE_PX / 2 for cell in cells)


def test_no_cell_beside_a_die_alone_on_paper_stands_out():
    table = blank_table(640, 480, "paper")
    white = draw_die(table, "white", (300, 240), side_px=SIDE_PX, angle_deg=10)
    assert cells_standing_out(working_image(table), [white.box], [], SIDE_PX) == []


def test_a_cell_where_a_die_was_seen_is_not_searched():
    table, white, silver = _read_die_beside_a_silver_one()
    cells = cells_standing_out(working_image(table), [white.box], [silver.center], SIDE_PX)
    assert not any(math.dist(cell, silver.center) < SIDE_PX / 2 for cell in cells)


def test_a_faint_die_beside_a_die_read_is_found_in_its_cell_s_window():
    table, white, silver = _read_die_beside_a_silver_one()
    working = working_image(table)
    windows = search_windows(cells_standing_out(working, [white.box], [], SIDE_PX), SIDE_PX, (480, 640))
    faces = faint_outlined_faces(table, working, windows, [white.center], SIDE_PX)
    assert [(read.value, read.is_dark) for box, read in faces if _near(_middle(box), silver.center)] == [(4, True)]


def _red_2_of_30067(is_camera_frame: bool) -> list[tuple[str, int, float]]:
    reading = read_frame(cv2.imread(str(BLOEDER_30067)), load_profile("bloeder-sack"), is_camera_frame=is_camera_frame)
    near = [die for die in reading.dice if math.dist(die.center, RED_2_OF_30067) < SIDE_PX / 4]
    return [(die.colour, die.value, die.confidence) for die in near]


def test_a_die_outlined_only_faintly_in_a_camera_frame_is_read_and_asked_about():
    assert _red_2_of_30067(is_camera_frame=True) == [("red", 2, tol.FAINT_OUTLINE_CONFIDENCE)]


def test_a_patch_read_with_its_own_size_rules_is_not_searched_for_faint_outlines():
    assert _red_2_of_30067(is_camera_frame=False) == []


def _middle(box) -> tuple[float, float]:
    xs, ys = zip(*box, strict=True)
    return sum(xs) / 4, sum(ys) / 4


def _in_shade(table, centre: tuple[float, float], darker: float = 0.6) -> None:
    """Darkens a square of one side and a half around `centre` as a die's shadow darkens the table: every channel by
    the same factor, its grain kept."""
    x, y, half = int(centre[0]), int(centre[1]), int(SIDE_PX * 0.75)
    shade = table[y - half : y + half, x - half : x + half].astype(float) * darker
    table[y - half : y + half, x - half : x + half] = shade.astype(table.dtype)


def test_a_shadow_beside_a_die_read_on_a_pale_table_is_no_cell_to_search():
    table = blank_table(640, 480, "paper")
    white = draw_die(table, "white", (300, 240), side_px=SIDE_PX, angle_deg=10)
    shadow = (white.center[0] + SIDE_PX, white.center[1])
    _in_shade(table, shadow)
    cells = cells_standing_out(working_image(table), [white.box], [], SIDE_PX)
    assert not any(math.dist(cell, shadow) < SIDE_PX / 2 for cell in cells)


def test_a_faint_die_in_the_shade_of_a_die_read_stands_out_by_its_pips():
    table, white, silver = _read_die_beside_a_silver_one()
    _in_shade(table, silver.center)
    cells = cells_standing_out(working_image(table), [white.box], [], SIDE_PX)
    assert any(math.dist(cell, silver.center) < SIDE_PX / 2 for cell in cells)
