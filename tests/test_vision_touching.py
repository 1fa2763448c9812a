"""Dice touching a die already read: found beside its top face, across one of its edges."""

from __future__ import annotations

import numpy as np
from vision_synthetic import blank_table, draw_die

from vision.bodies import working_image
from vision.touching import touching_partners


def _touching_pair(slide_sides: float = 0.0, partner_value: int | None = 5):
    """A red 2 read at (200, 200) and a blue die touching its right face, slid down by `slide_sides` of a side."""
    table = blank_table(400, 400, "wood")
    read = draw_die(table, "red", (200, 200), side_px=40, value=2, seed=1)
    partner = draw_die(table, "blue", (240, 200 + 40 * slide_sides), side_px=40, value=partner_value, seed=2)
    return table, read, partner


def test_a_die_touching_a_read_die_face_to_face_is_found_with_its_value():
    table, read, partner = _touching_pair()
    (found,) = touching_partners(table, working_image(table), [read.box], [])
    assert found.read.value == 5
    assert np.hypot(*np.subtract(found.center, partner.center)) < 0.15 * 40


def test_a_touching_die_slid_along_the_touching_face_is_found_where_it_lies():
    table, read, partner = _touching_pair(slide_sides=0.3)
    (found,) = touching_partners(table, working_image(table), [read.box], [])
    assert found.read.value == 5
    assert np.hypot(*np.subtract(found.center, partner.center)) < 0.15 * 40


def test_a_lone_die_has_no_partner_on_the_bare_table_around_it():
    table = blank_table(400, 400, "wood")
    read = draw_die(table, "red", (200, 200), side_px=40, value=2, seed=1)
    assert touching_partners(table, working_image(table), [read.box], []) == []


def test_a_touching_die_read_already_is_not_found_again():
    table, read, partner = _touching_pair()
    assert touching_partners(table, working_image(table), [read.box], [partner.box]) == []


def test_a_touching_body_whose_face_shows_no_pips_is_no_partner():
    table, read, _ = _touching_pair(partner_value=None)
    assert touching_partners(table, working_image(table), [read.box], []) == []


def test_the_body_colour_is_where_a_die_stands_out_from_the_table():
    table = blank_table(400, 400, "wood")
    draw_die(table, "blue", (200, 200), side_px=40, value=None)
    is_body_colour = working_image(table).is_body_colour
    assert is_body_colour[200, 200]
    assert not is_body_colour[50, 50]


def test_dice_in_a_row_are_found_one_from_the_other():
    table = blank_table(400, 400, "wood")
    read = draw_die(table, "red", (120, 200), side_px=40, value=2, seed=1)
    draw_die(table, "blue", (160, 200), side_px=40, value=5, seed=2)
    draw_die(table, "green", (200, 200), side_px=40, value=4, seed=3)
    found = touching_partners(table, working_image(table), [read.box], [])
    assert sorted((round(partner.center[0] / 40), partner.read.value) for partner in found) == [(4, 5), (5, 4)]
