"""A 2 read from a 1's pip and its front face's pip (`vision.side_pip_twos`): asked about, a true 2 left sure."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.pips import Pip
from vision.side_pip_twos import face_reach_units, side_pip_two

TABLE_BGR = (70, 70, 70)
TOP_BGR = (60, 170, 60)  # a green die's top face, lit from above ...
FRONT_BGR = (40, 110, 40)  # ... and its front face below it, in shade
PIP_BGR = (235, 235, 235)


def pip(centre: tuple[float, float], radius: float, contrast: float) -> Pip:
    return Pip(centre, radius, 1.0, 0.0, contrast, 150.0, False)


def two_box(upper: tuple[float, float], lower: tuple[float, float]) -> list[tuple[float, float]]:
    """The square a 2 is fitted on with pips at `upper` and `lower`: at (±1, ±1) of its ±1.8 canonical units."""
    a, b = np.asarray(upper, float), np.asarray(lower, float)
    middle, half_diagonal = (a + b) / 2, (b - a) / 2 * 1.8
    turned = np.array([-half_diagonal[1], half_diagonal[0]])
    return [tuple(middle + corner) for corner in (-half_diagonal, -turned, half_diagonal, turned)]


def one_above_its_front_face() -> np.ndarray:
    """A green 1, 60 px wide, its pip at (100, 90), its shaded front face below it with a small pip at (86, 126)."""
    image = np.full((200, 200, 3), TABLE_BGR, np.uint8)
    cv2.rectangle(image, (70, 60), (130, 120), TOP_BGR, -1)
    cv2.rectangle(image, (70, 121), (130, 140), FRONT_BGR, -1)
    cv2.circle(image, (100, 90), 6, PIP_BGR, -1)
    cv2.ellipse(image, (86, 128), (4, 3), 0, 0, 360, (150, 170, 150), -1)
    return image


def two_in_its_corners() -> np.ndarray:
    """A green 2, 60 px wide around (100, 100), its pips in the top right and bottom left corners."""
    image = np.full((200, 200, 3), TABLE_BGR, np.uint8)
    cv2.rectangle(image, (70, 70), (130, 130), TOP_BGR, -1)
    cv2.circle(image, (117, 83), 6, PIP_BGR, -1)
    cv2.circle(image, (83, 117), 4, (150, 170, 150), -1)
    return image


def test_a_one_paired_with_its_front_faces_weaker_pip_is_asked_about() -> None:
    pips = [pip((100.0, 90.0), 6.0, 100.0), pip((86.0, 128.0), 3.5, 60.0)]
    assert side_pip_two(one_above_its_front_face(), two_box((100.0, 90.0), (86.0, 128.0)), pips) < 0.9


def test_a_two_whose_lower_pip_is_weaker_but_whose_face_ends_near_its_upper_pip_stays_sure() -> None:
    pips = [pip((117.0, 83.0), 6.0, 100.0), pip((83.0, 117.0), 4.0, 60.0)]
    assert side_pip_two(two_in_its_corners(), two_box((117.0, 83.0), (83.0, 117.0)), pips) == 1.0


def test_a_two_of_pips_alike_is_not_measured() -> None:
    pips = [pip((100.0, 90.0), 6.0, 100.0), pip((86.0, 128.0), 5.5, 95.0)]
    assert side_pip_two(one_above_its_front_face(), two_box((100.0, 90.0), (86.0, 128.0)), pips) == 1.0


def test_faces_of_other_counts_are_left_alone() -> None:
    pips = [pip((100.0, 90.0), 6.0, 100.0)]
    assert side_pip_two(one_above_its_front_face(), two_box((100.0, 90.0), (86.0, 128.0)), pips) == 1.0


def test_a_ones_face_reaches_far_beyond_its_pip() -> None:
    unit_px = 60 / 3.6
    assert face_reach_units(one_above_its_front_face(), np.array([100.0, 90.0]), np.array([0.0, -1.0]), unit_px) > 1.6


def test_a_twos_face_ends_just_beyond_its_corner_pip() -> None:
    unit_px = 60 / 3.6
    away = np.array([1.0, -1.0]) / math.sqrt(2)
    assert face_reach_units(two_in_its_corners(), np.array([117.0, 83.0]), away, unit_px) < 1.3
