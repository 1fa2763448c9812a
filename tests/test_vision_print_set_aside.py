"""Faces of a card's print that the top-face choice set aside are print, not unreadable dice (issue #2)."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import cv2
import numpy as np

from vision.find import AmidPrint, FaceGroup
from vision.layout import fit_face
from vision.pips import Pip
from vision.print_set_aside import with_print_set_aside
from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"
DIE_PIP_PX = 4.0  # the pips of the die read in the view
MARK_PX = 1.0  # a card's marks: a quarter of a die's pip; a face of such marks is sized 11 px, marks counted to 22 px


def _pip(x: float, y: float, radius: float = MARK_PX, is_dark: bool = True) -> Pip:
    return Pip((x, y), radius, 2.6, 0.0, 45.0, 200.0, is_dark)


def _face(*pips: Pip) -> FaceGroup:
    return FaceGroup(pips, fit_face(np.array([pip.center for pip in pips]), pips[0].radius))


def _two(radius: float = MARK_PX) -> FaceGroup:
    return _face(_pip(100.0, 100.0, radius), _pip(106.0, 106.0, radius))


def _die_read() -> FaceGroup:
    return _face(*[_pip(300.0 + dx, 300.0 + dy, DIE_PIP_PX) for dx, dy in ((0, 0), (0, 24), (24, 0), (24, 24))])


def _marks(count: int, radius: float = MARK_PX, is_dark: bool = True) -> list[Pip]:
    """`count` marks of `radius` on a circle 15 px around the two."""
    angles = [2 * math.pi * index / count for index in range(count)]
    return [_pip(103.0 + 15.0 * math.cos(a), 103.0 + 15.0 * math.sin(a), radius, is_dark) for a in angles]


def _kept_after_setting_aside(two: FaceGroup, marks: list[Pip], kept_faces: tuple[FaceGroup, ...]) -> list[type]:
    """The kinds of group `with_print_set_aside` leaves of `two` set aside (its pips, no fit, as
    `vision.topface.top_faces` leaves it) beside `kept_faces`, amid `marks`."""
    grouped = [two, *kept_faces]
    kept = [FaceGroup(two.pips, None), *kept_faces]
    pips = [*two.pips, *(pip for face in kept_faces for pip in face.pips), *marks]
    return [type(group) for group in with_print_set_aside(grouped, kept, pips)[:1]]


def test_a_face_of_small_pips_set_aside_amid_five_marks_is_print():
    assert _kept_after_setting_aside(_two(), _marks(5), (_die_read(),)) == [AmidPrint]


def test_a_face_of_small_pips_set_aside_beside_four_marks_stays_an_unreadable_group():
    assert _kept_after_setting_aside(_two(), _marks(4), (_die_read(),)) == [FaceGroup]


def test_a_face_of_pips_of_a_dies_size_set_aside_amid_marks_stays_an_unreadable_group():
    side_face = _two(radius=0.8 * DIE_PIP_PX)

    assert _kept_after_setting_aside(side_face, _marks(5, radius=0.8 * DIE_PIP_PX), (_die_read(),)) == [FaceGroup]


def test_with_no_face_kept_a_face_set_aside_amid_marks_stays_an_unreadable_group():
    assert _kept_after_setting_aside(_two(), _marks(5), ()) == [FaceGroup]


def test_marks_of_the_other_kind_of_pip_make_no_print_around_a_face_set_aside():
    assert _kept_after_setting_aside(_two(), _marks(5, is_dark=False), (_die_read(),)) == [FaceGroup]


def test_a_face_kept_amid_marks_stays_a_face():
    two, die = _two(), _die_read()

    assert with_print_set_aside([two, die], [two, die], [*two.pips, *die.pips, *_marks(8)]) == [two, die]


def test_a_group_that_never_formed_a_face_is_left_as_it_was_grouped():
    unfitted, die = dataclasses.replace(_two(), fit=None), _die_read()  # judged for print when grouped (vision.texture)

    kept = with_print_set_aside([unfitted, die], [unfitted, die], [*unfitted.pips, *die.pips, *_marks(5)])

    assert [type(group) for group in kept] == [FaceGroup, FaceGroup]


def test_the_brick_card_of_dsc_10066_raises_no_alarm():
    image = cv2.imread(str(RENDERED / "doppelt-so-clever" / "10066.jpg"))

    assert read_frame(image, load_profile("doppelt-so-clever")).unreadable == ()
