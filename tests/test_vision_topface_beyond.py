"""Pips that form no face beyond a face read, farther from the camera (image-up), both of pale plastic: a neighbour's
top, kept unreadable, while seen about as squarely; its side face's pips, dropped, when drawn out far more, and beside
a die of its own hue (vision/topface.py `_is_neighbours_top_beyond`). Dev 330-349 DSC 10342: five of a silver 6's pips
behind the white 1 it touches."""

from __future__ import annotations

import math

import numpy as np

from vision.colour_space import LAB_ZERO_CHROMA_LEVEL
from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.topface import top_faces

ONE_AT = (200.0, 200.0)
ONE_PIP_RADIUS_PX = 3.5
UNIT_PX = 8.0  # the 6's pip spacing: a face side of 28.8 px
SIX_PIP_RADIUS_PX = 2.9
TILT_RAD = 0.4  # the 6 turned on the table
PALE = (
    LAB_ZERO_CHROMA_LEVEL + 2.0,
    LAB_ZERO_CHROMA_LEVEL + 4.0,
)  # a*, b* of white and silver plastic under a warm lamp
RED = (LAB_ZERO_CHROMA_LEVEL + 60.0, LAB_ZERO_CHROMA_LEVEL + 40.0)


def pip_at(center: tuple[float, float], radius: float, elongation: float) -> Pip:
    return Pip(center, radius, elongation, 1.4, contrast=130.0, face_level=180.0, is_dark=True)


def one() -> FaceGroup:
    return FaceGroup((pip_at(ONE_AT, ONE_PIP_RADIUS_PX, 1.0),), fit_face(np.array([ONE_AT]), ONE_PIP_RADIUS_PX))


def six_missing_a_pip(step_sides: float, elongation: float) -> FaceGroup:
    """Five of a 6's pips, unfitted, their middle `step_sides` of the 1's face side from it (up the frame when
    positive): a lone pip's face is guessed larger than the 6's, and the larger judges how far apart they are."""
    turn = np.array([[math.cos(TILT_RAD), -math.sin(TILT_RAD)], [math.sin(TILT_RAD), math.cos(TILT_RAD)]])
    middle = np.array(ONE_AT) - (0.3, step_sides * one().side_px)
    centers = np.array(CANONICAL_FACES[6], dtype=float)[1:] @ turn.T * UNIT_PX + middle
    return FaceGroup(tuple(pip_at(tuple(c), SIX_PIP_RADIUS_PX, elongation) for c in centers), None)


def plastic(colour: tuple[float, float]):
    """A `vision.topface.PlasticOf` seeing every pip's plastic as `colour` (a*, b*)."""
    return lambda groups: [np.array([colour] * len(group.pips)) for group in groups]


def kept_pips(groups: list[FaceGroup], colour: tuple[float, float] = PALE) -> list[int]:
    return sorted(len(group.pips) for group in top_faces(groups, plastic(colour)))


def test_pips_beyond_a_one_seen_about_as_squarely_are_kept_as_a_neighbours_top():
    assert kept_pips([one(), six_missing_a_pip(step_sides=1.08, elongation=1.29)]) == [1, 5]


def test_pips_beyond_a_one_drawn_out_far_more_are_its_side_face():
    assert kept_pips([one(), six_missing_a_pip(step_sides=1.08, elongation=1.6)]) == [1]


def test_pips_in_front_of_a_one_are_its_side_face():
    assert kept_pips([one(), six_missing_a_pip(step_sides=-1.08, elongation=1.29)]) == [1]


def test_pips_beyond_a_one_of_their_own_hue_are_its_side_face():
    assert kept_pips([one(), six_missing_a_pip(step_sides=1.08, elongation=1.29)], colour=RED) == [1]
