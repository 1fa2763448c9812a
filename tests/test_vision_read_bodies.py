"""Die bodies without pips: found by their colour against the table, read by colour for the PUSH die."""

from __future__ import annotations

import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die

from vision.bodies import find_bodies
from vision.profiles import load_profile
from vision.reader import read_frame


def test_an_empty_table_has_no_bodies():
    assert find_bodies(blank_table(640, 480, "wood")) == []


def test_a_die_without_pips_is_one_body_where_it_lies():
    table = blank_table(640, 480, "wood")
    draw_die(table, "green", (300, 200), side_px=40, angle_deg=20, value=None)
    (body,) = find_bodies(table)
    assert np.hypot(body.center[0] - 300, body.center[1] - 200) < 3
    assert 36 < body.side_px < 48
    assert len(body.box) == 4


def test_a_long_pen_is_no_body():
    table = blank_table(640, 480, "wood")
    table[100:112, 100:300] = (240, 240, 240)
    assert find_bodies(table) == []


@pytest.mark.parametrize("colour", ["red", "blue", "green", "yellow"])
def test_the_push_die_is_read_by_the_colour_of_its_top_face(colour):
    table = blank_table(640, 480, "wood")
    draw_die(table, colour, (320, 240), side_px=40, angle_deg=15, value=None)
    (die,) = read_frame(table, load_profile("push")).dice
    assert (die.value, die.colour) == (None, colour)


def test_the_push_set_reads_no_more_dice_than_it_has():
    table = blank_table(640, 480, "felt")
    draw_die(table, "red", (200, 240), side_px=40, value=None)
    draw_die(table, "yellow", (440, 240), side_px=40, value=None)
    assert len(read_frame(table, load_profile("push")).dice) == 1


def test_a_table_without_the_push_die_reads_nothing():
    assert read_frame(blank_table(640, 480, "paper"), load_profile("push")).dice == ()
