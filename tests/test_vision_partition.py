"""Splitting the joined pips of touching dice into faces (vision/partition.py): pips no face takes."""

from __future__ import annotations

import cv2
import numpy as np

from vision.layout import CANONICAL_FACES
from vision.partition import split_into_faces
from vision.pips import Pip

FACE_LEVEL, PIP_LEVEL = 220, 100
UNIT_PX = 15.0


def pip_at(x: float, y: float, elongation: float = 1.0) -> Pip:
    return Pip((x, y), 5.0, elongation, 0.0, contrast=FACE_LEVEL - PIP_LEVEL, face_level=FACE_LEVEL, is_dark=True)


def face_pips(value: int, center: tuple[float, float]) -> list[Pip]:
    return [pip_at(center[0] + x * UNIT_PX, center[1] + y * UNIT_PX) for x, y in CANONICAL_FACES[value]]


def channel_showing(pips: list[Pip]) -> np.ndarray:
    """A grey (400, 400) channel of white faces with every pip drawn dark where it lies."""
    channel = np.full((400, 400), FACE_LEVEL, np.uint8)
    for pip in pips:
        cv2.circle(channel, tuple(round(v) for v in pip.center), round(pip.radius), PIP_LEVEL, -1, cv2.LINE_AA)
    return channel


def six_and_three_touching_with(leftover_elongation: float) -> list[Pip]:
    """A 6 and a 3 side by side (their faces 54 px wide, touching), and below the 6 two pips no face takes (too
    close to be a 2), of the given elongation: 11 pips, so split by where they lie."""
    leftover = [pip_at(145, 160, leftover_elongation), pip_at(155, 163, leftover_elongation)]
    return face_pips(6, (150, 110)) + face_pips(3, (204, 110)) + leftover


def test_squashed_pips_beside_touching_dice_are_left_out_of_their_faces():
    pips = six_and_three_touching_with(leftover_elongation=1.6)
    faces = split_into_faces(pips, channel_showing(pips))
    assert sorted(fit.value for _, fit in faces) == [3, 6]


def test_round_pips_no_face_takes_leave_the_group_of_touching_dice_unsplit():
    pips = six_and_three_touching_with(leftover_elongation=1.0)
    assert split_into_faces(pips, channel_showing(pips)) == []
