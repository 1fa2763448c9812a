"""The pips left of a group of touching dice once one of them is found: the other die's, to be placed."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.find import FaceGroup
from vision.pips import Pip
from vision.pips_left import lone_pips_left, pips_left
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import View

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
WHOLE_FRAME_ENLARGED = View(groups=(), scale=2.0, offset=(0.0, 0.0))
FOUND_BOX = ((90.0, 90.0), (130.0, 90.0), (130.0, 130.0), (90.0, 130.0))  # frame pixels
SIDE_PX = 40.0  # FOUND_BOX's side


def _pip_at(frame_x: float, frame_y: float) -> Pip:
    """A light pip at a frame place, in pixels of `WHOLE_FRAME_ENLARGED`."""
    return Pip((2 * frame_x, 2 * frame_y), 6.0, 1.1, 0.0, 120.0, 40.0, False)


def test_the_pips_a_found_face_does_not_hold_are_left_as_a_group_of_their_own():
    held = [_pip_at(100, 100), _pip_at(110, 110), _pip_at(120, 120)]
    other = [_pip_at(140, 150), _pip_at(150, 160)]
    ((left, view),) = pips_left([(FaceGroup((*held, *other), None), WHOLE_FRAME_ENLARGED)], [FOUND_BOX])
    assert left == FaceGroup(tuple(other), None)
    assert view is WHOLE_FRAME_ENLARGED


def test_a_group_the_found_face_holds_whole_leaves_nothing():
    held = (_pip_at(100, 100), _pip_at(120, 120))
    assert pips_left([(FaceGroup(held, None), WHOLE_FRAME_ENLARGED)], [FOUND_BOX]) == []


def test_a_group_no_found_face_holds_a_pip_of_is_not_looked_at_again():
    apart = (_pip_at(200, 200), _pip_at(210, 210))
    assert pips_left([(FaceGroup(apart, None), WHOLE_FRAME_ENLARGED)], [FOUND_BOX]) == []


def test_a_black_five_touching_a_black_three_is_read_from_the_pips_the_three_leaves():
    image = cv2.imread(str(FIXTURES / "rendered" / "bloeder-sack" / "30058.jpg"))
    reading = read_frame(image, load_profile("bloeder-sack"))
    fives = [die for die in reading.dice if die.value == 5 and die.colour == "black"]
    assert [(round(die.center[0]), round(die.center[1])) for die in fives] == [(307, 297)]  # labelled (307, 297)
    assert reading.unreadable == ()


def test_a_pip_the_dice_read_leave_alone_is_left_as_a_face_of_its_own():
    held = [_pip_at(100, 100), _pip_at(120, 120)]
    lone = _pip_at(110, 150)  # below the found face, as a touching 1's middle pip
    ((left, view),) = lone_pips_left([(FaceGroup((*held, lone), None), WHOLE_FRAME_ENLARGED)], [FOUND_BOX], SIDE_PX)
    assert left == FaceGroup((lone,), None)
    assert view is WHOLE_FRAME_ENLARGED


def test_pips_left_closer_than_a_face_spans_are_no_lone_pips():
    held = [_pip_at(100, 100), _pip_at(120, 120)]
    pair = [_pip_at(100, 150), _pip_at(125, 165)]  # 0.73 sides apart: a 2's pips may lie so
    assert lone_pips_left([(FaceGroup((*held, *pair), None), WHOLE_FRAME_ENLARGED)], [FOUND_BOX], SIDE_PX) == []


def test_each_of_two_pips_left_a_face_apart_is_lone():
    held = [_pip_at(100, 100), _pip_at(120, 120)]
    apart = [_pip_at(100, 150), _pip_at(145, 170)]  # 1.23 sides apart
    left = lone_pips_left([(FaceGroup((*held, *apart), None), WHOLE_FRAME_ENLARGED)], [FOUND_BOX], SIDE_PX)
    assert [group.pips for group, _ in left] == [(apart[0],), (apart[1],)]


def test_a_lone_pip_of_a_group_no_die_read_holds_a_pip_of_is_not_left():
    apart = (_pip_at(200, 200), _pip_at(260, 260))
    assert lone_pips_left([(FaceGroup(apart, None), WHOLE_FRAME_ENLARGED)], [FOUND_BOX], SIDE_PX) == []


def test_a_green_three_whose_middle_pip_alone_is_left_of_the_yellow_ones_group_is_read_and_asked_about():
    image = cv2.imread(str(FIXTURES / "rendered" / "goennen-koennen" / "50068.jpg"))
    reading = read_frame(image, load_profile(FIXTURES / "calibration" / "goennen-koennen.profile.json"))
    greens = [die for die in reading.dice if die.colour == "green"]
    assert [(die.value, round(die.center[0]), round(die.center[1])) for die in greens] == [(3, 264, 239)]  # (262, 237)
    assert greens[0].confidence < 0.9  # placed from one pip: asked about
