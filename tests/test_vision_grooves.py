"""The groove between two touching dice's top faces (`vision.grooves`), and a lone pip kept apart by it
(`vision.topface._apart_at_groove`)."""

from __future__ import annotations

import cv2
import numpy as np
from test_vision_topface import face

from vision.grooves import groove_dip, is_groove_between
from vision.topface import top_faces

FACE_LEVEL = 200  # a lit red face's brightest channel
STEP_PX = 57  # a 2 (side 54 px) touching a 1 (its side guessed 65 px): 0.87 of the 1's side, 1.06 of the 2's


def lone_pip_and_two() -> tuple:
    """A 1 of light pips at (100, 100) and a 2 seen alike `STEP_PX` to its right."""
    return face(1, (100, 100), 1.05, 6.0, is_dark=False), face(2, (100 + STEP_PX, 100), 1.05, 5.0, is_dark=False)


def lit_faces(groove_level: int | None = None) -> np.ndarray:
    """The brightest channel of two faces lit alike side by side; with a groove of `groove_level`, 3 px wide, halfway
    between their centres."""
    image = np.full((200, 300), FACE_LEVEL, np.uint8)
    if groove_level is not None:
        middle = 100 + STEP_PX // 2
        cv2.line(image, (middle, 0), (middle, 199), groove_level, 3)
    return image


def top_and_side_face() -> np.ndarray:
    """The brightest channel of a lit top face and, beyond its rounded edge (lit between the two), its darker side
    face."""
    image = np.full((200, 300), 110, np.uint8)
    image[:, : 100 + STEP_PX // 2 - 2] = FACE_LEVEL
    image[:, 100 + STEP_PX // 2 - 2 : 100 + STEP_PX // 2 + 2] = 150
    return image


def test_a_line_darker_than_both_faces_between_them_is_a_groove():
    assert is_groove_between(lit_faces(groove_level=120), *lone_pip_and_two())


def test_a_rounded_edge_from_a_lit_top_face_to_its_darker_side_face_is_no_groove():
    assert not is_groove_between(top_and_side_face(), *lone_pip_and_two())


def test_a_line_as_dark_as_the_faces_grain_is_no_groove():
    assert not is_groove_between(lit_faces(groove_level=FACE_LEVEL - 8), *lone_pip_and_two())


def test_the_pips_of_both_faces_are_left_out_of_the_band():
    """Dark pips at the faces' pip places are not read as a dip between the faces."""
    one, two = lone_pip_and_two()
    image = lit_faces()
    for pip in one.pips + two.pips:
        cv2.circle(image, (round(pip.center[0]), round(pip.center[1])), round(pip.radius), 30, -1)
    assert groove_dip(image, one, two) == (1.0, 0.0)


def test_a_band_leaving_the_image_tells_nothing():
    one, two = lone_pip_and_two()
    assert groove_dip(lit_faces()[:, :140], one, two) is None


def test_a_face_beside_a_lone_pip_across_a_groove_is_a_die_of_its_own():
    """Dev 160-169 Blöder 30169: a black 2 touching a black 1, seen alike, was dropped as the 1's side face."""
    assert sorted(group.fit.value for group in top_faces(list(lone_pip_and_two()), None, lit_faces(120))) == [1, 2]


def test_a_face_beside_a_lone_pip_with_no_groove_between_is_still_taken_for_a_face_of_its_die():
    assert len(top_faces(list(lone_pip_and_two()), None, top_and_side_face())) == 1
