"""Die bodies without pips: found by their colour against the table, read by colour for the PUSH die."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die, synthetic_profile

from dicetable.messages import render
from vision.bodies import find_bodies, working_image
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import body_view


def test_an_empty_table_has_no_bodies():
    assert find_bodies(blank_table(640, 480, "wood")) == []


def test_a_die_without_pips_is_one_body_where_it_lies():
    table = blank_table(640, 480, "wood")
    draw_die(table, "green", (300, 200), side_px=40, angle_deg=20, value=None)
    (body,) = find_bodies(table)
    assert np.hypot(body.center[0] - 300, body.center[1] - 200) < 3
    assert 36 < body.side_px < 48
    assert len(body.box) == 4


def test_only_the_bodies_whose_centre_lies_in_a_region_looked_at_are_found():
    table = blank_table(640, 480, "wood")
    draw_die(table, "green", (160, 240), side_px=40, value=None)
    draw_die(table, "red", (480, 240), side_px=40, value=None)
    (body,) = find_bodies(table, regions=[(420.0, 180.0, 540.0, 300.0)])
    assert np.hypot(body.center[0] - 480, body.center[1] - 240) < 3


def test_a_window_of_the_working_image_in_lab_is_that_part_of_the_whole_image_converted():
    table = blank_table(1280, 960, "wood")
    draw_die(table, "red", (500, 400), side_px=80, angle_deg=30, value=5)
    window = working_image(table).lab_window(200, 150, 300, 260)
    assert np.array_equal(window, working_image(table).lab[150:260, 200:300])


def test_a_window_inside_one_converted_before_is_that_part_of_the_whole_image_converted():
    table = blank_table(1280, 960, "wood")
    draw_die(table, "red", (500, 400), side_px=80, angle_deg=30, value=5)
    working = working_image(table)
    working.lab_window(100, 100, 400, 300)
    window = working.lab_window(200, 150, 300, 260)
    assert np.array_equal(window, working_image(table).lab[150:260, 200:300])


def test_the_distance_from_the_table_in_a_window_is_that_part_of_the_whole_image_s():
    table = blank_table(1280, 960, "wood")
    draw_die(table, "red", (500, 400), side_px=80, angle_deg=30, value=5)
    window = working_image(table).distance_from_table_in(200, 150, 300, 260)
    assert np.array_equal(window, working_image(table).distance_from_table[150:260, 200:300])


def test_a_long_pen_is_no_body():
    table = blank_table(640, 480, "wood")
    table[100:112, 100:300] = (240, 240, 240)
    assert find_bodies(table) == []


@pytest.mark.parametrize("colour", ["red", "blue", "green", "yellow"])
def test_the_push_die_is_read_by_the_colour_of_its_top_face(colour):
    table = blank_table(640, 480, "wood")
    draw_die(table, colour, (320, 240), side_px=40, angle_deg=15, value=None)
    (die,) = read_frame(table, synthetic_profile("push")).dice
    assert (die.value, die.colour) == (None, colour)


def test_the_push_set_reads_no_more_dice_than_it_has():
    table = blank_table(640, 480, "felt")
    draw_die(table, "red", (200, 240), side_px=40, value=None)
    draw_die(table, "yellow", (440, 240), side_px=40, value=None)
    assert len(read_frame(table, load_profile("push")).dice) == 1


def test_a_table_without_the_push_die_reads_nothing():
    assert read_frame(blank_table(640, 480, "paper"), load_profile("push")).dice == ()


def blurred_die_table(blur_px: float = 11, colour: str = "red") -> np.ndarray:
    """A felt table with a sharp blue 3 and a 4 of `colour` blurred (Gaussian sigma `blur_px`): by default so
    much that its pips are gone."""
    table = blank_table(640, 480, "felt")
    draw_die(table, "blue", (200, 240), side_px=60, angle_deg=10, value=3)
    blurred = blank_table(640, 480, "felt", seed=1)
    draw_die(blurred, colour, (440, 240), side_px=60, angle_deg=30, value=4)
    table[180:300, 380:500] = cv2.GaussianBlur(blurred, (0, 0), blur_px)[180:300, 380:500]
    return table


def test_a_die_whose_pips_are_blurred_away_is_unreadable_with_the_reason():
    reading = read_frame(blurred_die_table(), load_profile("geht-noch-was"))
    assert [render(item.reason) for item in reading.unreadable] == [
        "Würfel gesehen, aber seine Augen nicht – verwackelt, unscharf oder verdeckt?"
        " Bitte ruhig und frei liegen lassen."
    ]
    assert np.hypot(reading.unreadable[0].center[0] - 440, reading.unreadable[0].center[1] - 240) < 10


def test_the_sharp_die_beside_a_blurred_one_is_still_read():
    reading = read_frame(blurred_die_table(), load_profile("geht-noch-was"))
    assert [(die.value, die.colour) for die in reading.dice] == [(3, "blue")]


def test_a_die_blurred_until_its_pips_are_faint_is_read_by_their_places_but_with_little_confidence():
    reading = read_frame(blurred_die_table(blur_px=8), load_profile("geht-noch-was"))
    (red,) = [die for die in reading.dice if die.colour == "red"]
    assert red.value == 4 and red.confidence < 0.5


def test_a_blurred_die_of_a_colour_the_set_lacks_is_read_by_its_places_and_left_for_the_players_to_name():
    reading = read_frame(blurred_die_table(blur_px=8, colour="yellow"), load_profile("geht-noch-was"))
    assert sorted((die.value, die.colour) for die in reading.dice) == [(3, "blue"), (4, "unknown")]


def test_without_a_profile_no_bodies_are_searched():
    assert read_frame(blurred_die_table()).unreadable == ()


def test_a_close_look_at_a_small_body_enlarges_it_and_reads_its_pips():
    table = blank_table(640, 480, "felt")
    draw_die(table, "red", (300, 200), side_px=30, angle_deg=20, value=5)
    view = body_view(table, (300, 200), 30)
    assert view.scale == 3.0
    assert [(group.fit.value, *np.round(view.to_frame(group.center))) for group in view.groups] == [(5, 300, 200)]


def test_a_face_s_body_colour_share_is_the_same_before_and_after_the_whole_image_is_worked_out():
    table = blank_table(1280, 960, "wood")
    draw_die(table, "red", (500, 400), side_px=80, angle_deg=30, value=5)
    working = working_image(table)
    face = ((470.0, 380.0), (530.0, 372.0), (536.0, 430.0), (476.0, 436.0))  # partly over the die's edge
    from_the_window = working.body_colour_share(face)
    assert working.is_body_colour.any()  # the whole image worked out, as another stage may ask for first
    assert 0.0 < from_the_window < 1.0
    assert working.body_colour_share(face) == from_the_window


def test_faces_asked_about_one_after_another_around_a_die_share_its_colour_as_each_asked_alone():
    frame = cv2.imread(str(Path(__file__).parent.parent / "fixtures" / "bench" / "bench-03.jpg"))
    working = working_image(frame)
    square = np.array([(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]) * 30
    middles = [(490 + dx, 400 + dy) for dx in (-25, 0, 25) for dy in (-25, 0, 25)] + [(1000, 700), (40, 40)]
    faces = [tuple(map(tuple, square + middle)) for middle in middles]
    in_turn = [working.body_colour_share(face) for face in faces]
    alone = [working_image(frame).body_colour_share(face) for face in faces]
    assert in_turn == alone
    assert len(set(in_turn)) > 2
