"""1s read closer together than a die's side are pips of one larger face (issue #2)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.close_ones import joined_ones
from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import View

BOARD = Path(__file__).resolve().parents[1] / "fixtures" / "boards" / "rendered" / "bloeder-board"
VIEW = View((), 1.0, (0.0, 0.0))
UNIT_PX = 8.6  # a die 31 px wide, as on the Blöder board
PIP_RADIUS_PX = 2.2


def _pip(x: float, y: float, is_dark: bool = True, radius: float = PIP_RADIUS_PX) -> Pip:
    return Pip((x, y), radius, 1.1, 0.0, 120.0, 200.0 if is_dark else 60.0, is_dark)


def _face(pips: list[Pip]) -> tuple[FaceGroup, View]:
    fit = fit_face(np.array([pip.center for pip in pips]), PIP_RADIUS_PX)
    return FaceGroup(tuple(pips), fit), VIEW


def _sure_four(x: float, y: float) -> tuple[FaceGroup, View]:
    return _face([_pip(x + UNIT_PX * dx, y + UNIT_PX * dy) for dx, dy in CANONICAL_FACES[4]])


def _one(x: float, y: float, is_dark: bool = True, radius: float = PIP_RADIUS_PX) -> tuple[FaceGroup, View]:
    return _face([_pip(x, y, is_dark, radius)])


def _values(faces: list[tuple[FaceGroup, View]]) -> list[int]:
    return sorted(group.fit.value for group, _ in faces)


def test_two_ones_closer_than_a_die_is_wide_are_read_as_one_two():
    faces, unreadable = joined_ones([_sure_four(100, 100), _one(300, 300), _one(302, 323)])
    assert (_values(faces), unreadable) == ([2, 4], [])


def test_the_two_read_from_two_close_ones_lies_between_their_pips():
    faces, _ = joined_ones([_sure_four(100, 100), _one(300, 300), _one(302, 323)])
    (two,) = [group for group, _ in faces if group.fit.value == 2]
    assert np.allclose(two.center, (301, 311.5))


def test_two_ones_a_die_apart_stay_two_ones():
    faces, unreadable = joined_ones([_sure_four(100, 100), _one(300, 300), _one(300, 332)])
    assert (_values(faces), unreadable) == ([1, 1, 4], [])


def test_close_ones_stand_without_a_die_read_surely_to_size_them():
    faces, unreadable = joined_ones([_one(300, 300), _one(302, 323)])
    assert (_values(faces), unreadable) == ([1, 1], [])


def test_close_ones_of_light_and_dark_pips_are_of_two_dice():
    faces, unreadable = joined_ones([_sure_four(100, 100), _one(300, 300), _one(302, 323, is_dark=False)])
    assert (_values(faces), unreadable) == ([1, 1, 4], [])


def test_close_ones_whose_pips_form_no_face_are_one_unreadable_group():
    # Pips far too big for their spacing: no face of two pips, and no two dice either.
    faces, unreadable = joined_ones([_sure_four(100, 100), _one(300, 300, radius=4.0), _one(300, 308, radius=4.0)])
    assert (_values(faces), [(len(group.pips), group.fit) for group, _ in unreadable]) == ([4], [(2, None)])


def test_the_pips_of_a_white_two_each_read_as_one_are_read_as_a_two():
    # Blöder board 60007: the white 2's pips, 23 px apart on dice 31 px wide, were two 1s taken without asking.
    reading = read_frame(cv2.imread(str(BOARD / "60007.jpg")), load_profile("bloeder-sack"))
    near = [die for die in reading.dice if math.dist(die.center, (667, 516)) < 15]
    assert [(die.value, die.colour) for die in near] == [(2, "white")]
