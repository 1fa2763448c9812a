"""A face's box measures (vision/boxes.py): the least rectangle is given alike by every OpenCV."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision import boxes

WIDE_RECTANGLE = np.array([[0, 0], [10, 0], [10, 5], [0, 5]], np.float32)
TURNED_RECTANGLE = np.array([[0, 0], [10, 10], [7, 13], [-3, 3]], np.float32)


@pytest.mark.parametrize("points", [WIDE_RECTANGLE, TURNED_RECTANGLE])
def test_the_least_rectangle_has_its_angle_from_minus_90_up_to_0(points):
    _, _, angle = boxes.least_rectangle(points)
    assert -90 <= angle < 0


@pytest.mark.parametrize(
    ("opencv_4", "opencv_5"),
    [
        (((5.0, 2.5), (5.0, 10.0), 90.0), ((5.0, 2.5), (5.0, 10.0), -90.0)),
        (((3.5, 6.5), (14.14, 4.24), 45.0), ((3.5, 6.5), (4.24, 14.14), -45.0)),
        (((7.0, 7.0), (4.0, 9.0), 0.0), ((7.0, 7.0), (9.0, 4.0), -90.0)),
    ],
)
def test_the_least_rectangle_opencv_4_gives_is_given_as_opencv_5_gives_it(monkeypatch, opencv_4, opencv_5):
    monkeypatch.setattr(cv2, "minAreaRect", lambda points: opencv_4)
    assert boxes.least_rectangle(WIDE_RECTANGLE) == opencv_5


def test_the_least_rectangle_lists_the_same_corners_in_the_same_order_from_either_convention(monkeypatch):
    monkeypatch.setattr(cv2, "minAreaRect", lambda points: ((5.0, 2.5), (5.0, 10.0), 90.0))
    corners_from_4 = cv2.boxPoints(boxes.least_rectangle(WIDE_RECTANGLE))
    corners_from_5 = cv2.boxPoints(((5.0, 2.5), (5.0, 10.0), -90.0))
    assert np.allclose(corners_from_4, corners_from_5)


def test_an_edge_points_across_away_from_the_box_it_bounds():
    length, along, outward = boxes.edge_directions((10.0, 0.0), (10.0, 20.0), inside=(0.0, 10.0))

    assert length == 20.0
    assert along.tolist() == [0.0, 1.0]
    assert outward.tolist() == [1.0, 0.0]


def test_an_edge_walked_the_other_way_still_points_away_from_the_box():
    _, along, outward = boxes.edge_directions((10.0, 20.0), (10.0, 0.0), inside=(0.0, 10.0))

    assert along.tolist() == [0.0, -1.0]
    assert outward.tolist() == [1.0, 0.0]


def test_a_box_a_third_of_the_frames_die_side_is_not_die_sized():
    die = [[0, 0], [30, 0], [30, 30], [0, 30]]
    pip = [[0, 0], [10, 0], [10, 10], [0, 10]]
    assert boxes.die_sized([die, die, pip, die], 0.5).tolist() == [True, True, False, True]
