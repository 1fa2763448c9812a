"""A corner pip's face ring on a large die reaches past the face edge onto the table; its face is then judged on the
half of the ring facing the die's other pips (issue #2)."""

from __future__ import annotations

import numpy as np

from vision.find import group_faces
from vision.pips import Pip, face_level_towards

TABLE, FACE, PIP = 20, 100, 230
PIP_RADIUS_PX = 4.0


def table_with_a_face(face_left_px: int) -> np.ndarray:
    """A 200 × 200 frame (uint8) of dark table with one face from `face_left_px` rightwards, rows 60 to 140."""
    channel = np.full((200, 200), TABLE, np.uint8)
    channel[60:140, face_left_px:140] = FACE
    return channel


def pip_at(x: float, face_level: float, *, is_dark: bool = False) -> Pip:
    contrast = abs(PIP - face_level) if not is_dark else abs(face_level - TABLE)
    return Pip((x, 100.0), PIP_RADIUS_PX, 1.0, 0.0, contrast, face_level, is_dark)


def test_the_half_ring_facing_the_face_measures_the_face():
    corner = pip_at(66.0, face_level=60.0)  # the face begins at the pip centre: each half ring lies on one side
    assert face_level_towards(table_with_a_face(66), corner, (100.0, 100.0)) == FACE


def test_the_half_ring_facing_the_table_measures_the_table():
    corner = pip_at(66.0, face_level=60.0)  # the face begins at the pip centre: each half ring lies on one side
    assert face_level_towards(table_with_a_face(66), corner, (0.0, 100.0)) == TABLE


def test_a_light_corner_pip_whose_ring_reaches_the_table_joins_the_other_pip_of_its_face():
    """The corner pip's whole ring, partly on the table, gives 30; its neighbour's gives the face's 100: a step of
    70 is more than half the smaller contrast (130), so the whole rings alone keep them apart."""
    lightness = table_with_a_face(62)
    corner, other = pip_at(66.0, face_level=30.0), pip_at(96.0, face_level=float(FACE))
    groups = group_faces([corner, other], lightness, lightness)
    assert any({corner, other} <= set(group.pips) for group in groups)


def test_light_pips_on_two_faces_of_different_level_stay_apart():
    """Each half ring facing the other pip still sees its own face: the faces differ by more than one shades."""
    lightness = table_with_a_face(62)
    lightness[60:140, 81:140] = 180  # a second, lighter face from x = 81 on
    left, right = pip_at(66.0, face_level=float(FACE)), pip_at(96.0, face_level=180.0)
    right = Pip(right.center, PIP_RADIUS_PX, 1.0, 0.0, 50.0, 180.0, False)
    groups = group_faces([left, right], lightness, lightness)
    assert not any({left, right} <= set(group.pips) for group in groups)


def test_dark_pips_standing_out_unalike_are_not_measured_again_on_the_half_ring():
    """White faces lie beside other white dice: a half ring facing a neighbour's face looks like one's own (Blöder
    train 30045: a lone 1 standing out by 68 beside a neighbour's pip standing out by 100)."""
    grey = np.full((200, 200), 230, np.uint8)
    grey[60:140, 40:62] = 160  # the corner pip's ring reaches onto a darker patch
    corner = Pip((66.0, 100.0), PIP_RADIUS_PX, 1.0, 0.0, 68.0, 180.0, True)
    other = Pip((96.0, 100.0), PIP_RADIUS_PX, 1.0, 0.0, 100.0, 230.0, True)
    groups = group_faces([corner, other], grey, grey)
    assert not any({corner, other} <= set(group.pips) for group in groups)
