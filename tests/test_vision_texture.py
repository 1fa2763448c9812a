"""Pip groups amid a card's print are the print, not unreadable dice (issue #2, false alarms)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.find import FaceGroup
from vision.layout import fit_face
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.texture import groups_amid_print

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"
RECORDED_DSC = Path(__file__).resolve().parents[1] / "fixtures" / "recorded" / "dsc-solo"
GOENNEN_PROFILE = Path(__file__).resolve().parents[1] / "fixtures" / "calibration" / "goennen-koennen.profile.json"
RADIUS_PX = 2.5  # a face without a fit is then sized 27 px, so print is counted within 55 px


def _pip(x: float, y: float, radius: float = RADIUS_PX) -> Pip:
    return Pip((x, y), radius, 2.6, 0.0, 45.0, 200.0, True)


def _no_face(*pips: Pip) -> FaceGroup:
    return FaceGroup(pips, None)


def _marks_in_a_row(count: int, radius: float = RADIUS_PX) -> list[Pip]:
    return [_pip(125.0 + 6.0 * index, 100.0, radius) for index in range(count)]


def test_a_group_forming_no_face_amid_five_marks_of_its_size_is_print():
    group = _no_face(_pip(100.0, 100.0), _pip(108.0, 104.0))

    assert groups_amid_print([group], [*group.pips, *_marks_in_a_row(5)]) == [True]


def test_a_group_forming_no_face_beside_four_marks_is_still_an_unreadable_die():
    group = _no_face(_pip(100.0, 100.0), _pip(108.0, 104.0))

    assert groups_amid_print([group], [*group.pips, *_marks_in_a_row(4)]) == [False]


def test_marks_of_another_size_make_no_print_around_a_group():
    group = _no_face(_pip(100.0, 100.0), _pip(108.0, 104.0))

    assert groups_amid_print([group], [*group.pips, *_marks_in_a_row(5, radius=2 * RADIUS_PX)]) == [False]


def test_grouped_pips_of_dice_close_by_are_no_print_around_a_group():
    cocked = _no_face(_pip(100.0, 100.0), _pip(108.0, 104.0))
    two_fives_in_one_group = _no_face(*_marks_in_a_row(10))

    assert groups_amid_print([cocked, two_fives_in_one_group], [*cocked.pips, *two_fives_in_one_group.pips]) == [
        False,
        False,
    ]


def test_a_read_face_amid_print_is_no_print():
    two = (_pip(100.0, 100.0), _pip(114.0, 114.0))
    face = FaceGroup(two, fit_face(np.array([pip.center for pip in two]), RADIUS_PX))

    assert groups_amid_print([face], [*two, *_marks_in_a_row(6)]) == [False]


def _face(*pips: Pip) -> FaceGroup:
    return FaceGroup(pips, fit_face(np.array([pip.center for pip in pips]), RADIUS_PX))


def _print_beside(face: FaceGroup, print_pips: int) -> list[bool]:
    """`groups_amid_print` of a group of `print_pips` pips in a row (no face) amid five free marks, and `face`."""
    printed = _no_face(*[_pip(100.0 + 6.0 * index, 112.0) for index in range(print_pips)])
    marks = _marks_in_a_row(5)
    return groups_amid_print([printed, face], [*printed.pips, *face.pips, *marks])


def test_a_crowded_face_reached_by_five_pips_of_print_is_print_too():
    crowded_two = _face(_pip(100.0, 130.0), _pip(106.0, 136.0))  # 9 px side for pips of a 27 px face

    assert _print_beside(crowded_two, print_pips=5) == [True, True]


def test_a_face_spaced_as_a_die_stays_a_face_beside_print():
    two = _face(_pip(100.0, 130.0), _pip(114.0, 144.0))  # 21 px side: 0.78 of a 27 px face

    assert _print_beside(two, print_pips=5) == [True, False]


def test_a_crowded_face_reached_by_two_pips_of_print_stays_a_face():
    crowded_two = _face(_pip(100.0, 130.0), _pip(106.0, 136.0))

    assert _print_beside(crowded_two, print_pips=2) == [True, False]


def _marks_around(face: FaceGroup, count: int) -> list[Pip]:
    """`count` marks of the face's pip size on a circle 30 px around its centre (within its 55 px reach)."""
    angles = [2 * math.pi * index / count for index in range(count)]
    return [_pip(face.center[0] + 30.0 * math.cos(a), face.center[1] + 30.0 * math.sin(a)) for a in angles]


def test_a_crowded_face_amid_eight_marks_is_print_with_no_print_found_before():
    crowded_two = _face(_pip(100.0, 130.0), _pip(106.0, 136.0))

    assert groups_amid_print([crowded_two], [*crowded_two.pips, *_marks_around(crowded_two, 8)]) == [True]


def test_a_crowded_face_amid_seven_marks_stays_a_face():
    crowded_two = _face(_pip(100.0, 130.0), _pip(106.0, 136.0))

    assert groups_amid_print([crowded_two], [*crowded_two.pips, *_marks_around(crowded_two, 7)]) == [False]


def test_a_face_spaced_as_a_die_amid_eight_marks_stays_a_face():
    two = _face(_pip(100.0, 130.0), _pip(114.0, 144.0))

    assert groups_amid_print([two], [*two.pips, *_marks_around(two, 8)]) == [False]


def test_the_brick_card_of_gnw_20084_raises_no_alarm_on_its_crowded_print_faces():
    image = cv2.imread(str(RENDERED / "geht-noch-was" / "20084.jpg"))
    centres = [item.center for item in read_frame(image, load_profile("geht-noch-was")).unreadable]
    crowded_print_faces = [(78, 401), (117, 426)]

    assert not [(x, y) for x, y in centres for px, py in crowded_print_faces if math.dist((x, y), (px, py)) < 10]


def test_the_print_of_the_recorded_dsc_frame_59_raises_no_alarm():
    image = cv2.imread(str(RECORDED_DSC / "000059.jpg"))

    assert read_frame(image, load_profile("doppelt-so-clever")).unreadable == ()


def test_the_brick_card_of_goennen_50014_raises_no_alarm():
    image = cv2.imread(str(RENDERED / "goennen-koennen" / "50014.jpg"))

    assert read_frame(image, load_profile(GOENNEN_PROFILE)).unreadable == ()


def test_the_brick_card_of_dsc_10034_keeps_no_group_that_forms_no_face_as_a_die():
    image = cv2.imread(str(RENDERED / "doppelt-so-clever" / "10034.jpg"))
    centres = [item.center for item in read_frame(image, load_profile("doppelt-so-clever")).unreadable]

    assert not any(abs(x - 556) < 10 and abs(y - 188) < 10 for x, y in centres)


def test_the_leaning_die_beside_the_brick_card_of_dsc_10017_is_still_read():
    image = cv2.imread(str(RENDERED / "doppelt-so-clever" / "10017.jpg"))
    dice = read_frame(image, load_profile("doppelt-so-clever")).dice
    beside = [
        (die.value, die.colour) for die in dice if abs(die.center[0] - 339) < 10 and abs(die.center[1] - 224) < 10
    ]

    assert beside == [(4, "pink")]  # labelled a pink 4: found touching a die read, where its pips were seen unread
