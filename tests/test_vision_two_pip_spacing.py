"""A 2 read in a body's enlarged view is measured against the frame's other faces in frame pixels."""

from __future__ import annotations

import numpy as np
import pytest

from vision.find import FaceGroup
from vision.layout import fit_face
from vision.pips import Pip
from vision.views import View, is_spaced_as_a_face, least_two_pip_unit_px


def face(offsets: list[tuple[float, float]], unit_px: float) -> FaceGroup:
    """A face of small dark pips at canonical `offsets` (pips at ±1), `unit_px` pixels per canonical unit."""
    pips = tuple(
        Pip((200.0 + x * unit_px, 200.0 + y * unit_px), unit_px / 3, 1.0, 0.0, 120.0, 220.0, True) for x, y in offsets
    )
    return FaceGroup(pips, fit_face(np.array([pip.center for pip in pips]), pips[0].radius))


FRAME = View((), 1.0, (0.0, 0.0))
FIVE = [(-1, -1), (1, -1), (-1, 1), (1, 1), (0, 0)]
TWO = [(-1, -1), (1, 1)]


def test_a_two_is_measured_against_faces_of_three_pips_or_more():
    faces = [(face(FIVE, unit_px=10), FRAME), (face(TWO, unit_px=40), FRAME)]
    assert least_two_pip_unit_px(faces) == pytest.approx(6.5)  # 0.65 × 10


def test_without_faces_of_three_pips_any_two_is_spaced_as_a_face():
    assert least_two_pip_unit_px([(face(TWO, unit_px=10), FRAME)]) == 0.0


def test_a_two_half_as_wide_as_the_frames_faces_is_part_of_a_larger_face():
    """A corner and the centre of a 5, 4 px apart per unit in a view enlarged 2 times, beside faces of 10 px."""
    enlarged = View((), 2.0, (0.0, 0.0))
    assert not is_spaced_as_a_face(face(TWO, unit_px=8), enlarged, least_two_pip_unit_px([(face(FIVE, 10), FRAME)]))


def test_a_two_as_wide_as_the_frames_faces_is_a_two():
    enlarged = View((), 2.0, (0.0, 0.0))
    assert is_spaced_as_a_face(face(TWO, unit_px=20), enlarged, least_two_pip_unit_px([(face(FIVE, 10), FRAME)]))
