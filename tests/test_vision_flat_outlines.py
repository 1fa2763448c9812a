"""A die read by its pip places on an outline far flatter than the top faces near it is asked about
(`vision.flat_outlines`): near each other, all top faces are foreshortened alike however they are turned."""

from __future__ import annotations

import math

import cv2

from vision import tolerances as tol
from vision.face_template import TemplateRead
from vision.flat_outlines import axis_ratio, is_flatter_than, with_flat_outlines_asked

READ = TemplateRead(value=4, margin=62.0, is_dark=True, empty_spread=26.0, pip_width=None)


def box(centre: tuple[float, float], size: tuple[float, float], turn_deg: float) -> tuple[tuple[float, float], ...]:
    return tuple((float(x), float(y)) for x, y in cv2.boxPoints((centre, size, turn_deg)))


SQUARE_FACE = box((300.0, 340.0), (26.0, 26.0), 20.0)  # a face read surely nearby, seen square
LIT_STRIP = box((490.0, 400.0), (24.0, 16.5), 63.0)  # two thirds of a face, its rest in a wall's shadow


def test_a_square_has_an_axis_ratio_of_one_however_turned():
    for turn_deg in (0.0, 30.0, 45.0):
        assert math.isclose(axis_ratio(box((0.0, 0.0), (30.0, 30.0), turn_deg)), 1.0, rel_tol=1e-4)


def test_a_rectangle_has_its_side_ratio_as_axis_ratio():
    assert math.isclose(axis_ratio(box((0.0, 0.0), (30.0, 21.0), 35.0)), 0.7, rel_tol=1e-4)


def test_a_face_foreshortened_as_its_neighbour_is_not_flatter_than_it():
    squashed = box((0.0, 0.0), (30.0, 24.0), 0.0)
    assert not is_flatter_than(box((50.0, 0.0), (24.0, 30.0), 90.0), squashed)


def test_an_outline_of_two_thirds_of_a_face_beside_a_square_one_is_flatter():
    assert axis_ratio(LIT_STRIP) < tol.FLAT_OUTLINE_MAX_AXIS_SHARE * axis_ratio(SQUARE_FACE)
    assert is_flatter_than(LIT_STRIP, SQUARE_FACE)


def test_a_flat_outline_is_asked_about_and_a_square_one_is_kept():
    square_read = box((400.0, 300.0), (25.0, 25.0), 50.0)
    asked = with_flat_outlines_asked([((LIT_STRIP, READ), 1.0), ((square_read, READ), 1.0)], [SQUARE_FACE])
    assert [found_by for _, found_by in asked] == [tol.FLAT_OUTLINE_CONFIDENCE, 1.0]


def test_an_outline_with_no_face_read_surely_beside_it_is_kept():
    assert with_flat_outlines_asked([((LIT_STRIP, READ), 1.0)], []) == [((LIT_STRIP, READ), 1.0)]
