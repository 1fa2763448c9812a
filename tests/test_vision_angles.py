"""The angle between two directions, the short way round (`vision.angles`)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from vision.angles import angle_between


def test_the_angle_between_two_directions_is_taken_the_short_way_round():
    assert angle_between(math.radians(350), math.radians(10)) == pytest.approx(math.radians(20))


def test_the_angle_between_two_directions_is_the_same_either_way():
    assert angle_between(0.3, 2.9) == pytest.approx(angle_between(2.9, 0.3))


def test_the_angle_between_two_hues_in_degrees_takes_a_full_turn_of_360():
    assert angle_between(-170.0, 170.0, full_turn=360.0) == pytest.approx(20.0)


def test_the_angle_between_two_lines_repeats_each_half_turn():
    assert angle_between(85.0, -85.0, full_turn=180.0) == pytest.approx(10.0)


def test_the_angle_between_two_square_headings_repeats_each_quarter_turn():
    assert angle_between(math.radians(88), math.radians(1), full_turn=math.pi / 2) == pytest.approx(math.radians(3))


def test_the_angles_between_arrays_of_directions_are_taken_element_wise():
    turns = angle_between(np.array([0.0, 3.0]), np.array([2 * math.pi, -3.0]))
    assert turns == pytest.approx([0.0, 2 * math.pi - 6.0])
