"""A face read unsurely from the pips of two touching dice, on a box two dice long, parted into both dice."""

from __future__ import annotations

import math

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.partial_faces import face_map
from vision.pips import Pip
from vision.two_dice_faces import is_two_dice_long, parted_two_dice_faces
from vision.views import View

VIEW = View((), 1.0, (0.0, 0.0))
SIDE_PX = 40
UNIT_PX = 0.27 * SIDE_PX  # pixels per canonical unit on the faces `draw_die` draws
FACE_BOX_PX = 3.6 * UNIT_PX  # the box a face's pips imply: FACE_HALF_SIDE (1.8) units each way
PIP_RADIUS_PX = 2.5


def _pip_centres(center: tuple[float, float], value: int) -> list[tuple[float, float]]:
    """Where `draw_die` puts the pips of `value` on an upright die (frame pixels)."""
    return [(center[0] + UNIT_PX * u, center[1] + UNIT_PX * v) for u, v in CANONICAL_FACES[value]]


def _face_of(centres: list[tuple[float, float]]) -> tuple[FaceGroup, View]:
    """The face the pip grouper reads from pips at `centres` (dark pips, frame pixels)."""
    pips = tuple(Pip(centre, PIP_RADIUS_PX, 1.0, 0.0, 120.0, 220.0, True) for centre in centres)
    return FaceGroup(pips, fit_face(np.array(centres), PIP_RADIUS_PX)), VIEW


def _reference(side_px: float = FACE_BOX_PX) -> tuple[tuple[float, float], np.ndarray]:
    """An upright die read surely at (60, 60), its box `side_px` wide, as `placing_references` gives it."""
    return (60.0, 60.0), face_map(cv2.boxPoints(((60.0, 60.0), (side_px, side_px), 0.0)))


def _touching_pair(value: int) -> tuple[np.ndarray, tuple[FaceGroup, View]]:
    """Two white dice of `value` face to face, one above the other, on felt: the frame and the face their four or
    six pips read as together (two 2s as a 4, two 3s as a 6)."""
    table = blank_table(300, 300, "felt")
    draw_die(table, "white", (150, 110), side_px=SIDE_PX, value=value, seed=1)
    draw_die(table, "white", (150, 151), side_px=SIDE_PX, value=value, seed=2)
    return table, _face_of(_pip_centres((150, 110), value) + _pip_centres((150, 151), value))


def _read(parted) -> list[tuple[int, int]]:
    """(value, middle's y) of each face parted, top first."""
    return sorted((template.value, round(float(np.mean(box, axis=0)[1]))) for box, template in parted)


def test_two_twos_read_as_one_four_are_parted_into_both_twos():
    table, joined = _touching_pair(2)
    assert joined[0].fit.value == 4
    kept, parted = parted_two_dice_faces(table, [joined], lambda: [_reference()])
    assert kept == []
    (top, top_y), (bottom, bottom_y) = sorted(_read(parted), key=lambda item: item[1])
    assert (top, bottom) == (2, 2)
    assert math.isclose(top_y, 110, abs_tol=3) and math.isclose(bottom_y, 151, abs_tol=3)


def test_two_threes_read_as_one_six_are_parted_into_both_threes():
    table, joined = _touching_pair(3)
    assert joined[0].fit.value == 6
    _, parted = parted_two_dice_faces(table, [joined], lambda: [_reference()])
    assert [value for value, _ in _read(parted)] == [3, 3]


def test_a_face_as_large_as_the_die_read_nearby_stands():
    table = blank_table(300, 300, "felt")
    draw_die(table, "white", (150, 150), side_px=SIDE_PX, value=4, seed=1)
    face = _face_of(_pip_centres((150, 150), 4))
    assert parted_two_dice_faces(table, [face], lambda: [_reference()]) == ([face], [])


def test_a_joined_face_stands_when_no_die_is_read_surely_to_measure_it_by():
    table, joined = _touching_pair(2)
    assert parted_two_dice_faces(table, [joined], list) == ([joined], [])


def test_a_box_twice_as_long_as_the_die_read_nearby_is_two_dice_long():
    _, reference = _reference()
    long_box = face_map(cv2.boxPoints(((0.0, 0.0), (FACE_BOX_PX, 1.8 * FACE_BOX_PX), 30.0)))
    assert is_two_dice_long(long_box, reference)


def test_a_box_a_little_larger_than_the_die_read_nearby_is_one_die():
    _, reference = _reference()
    near_box = face_map(cv2.boxPoints(((0.0, 0.0), (1.2 * FACE_BOX_PX, 1.2 * FACE_BOX_PX), 0.0)))
    assert not is_two_dice_long(near_box, reference)
