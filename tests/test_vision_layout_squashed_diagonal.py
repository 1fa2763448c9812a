"""A 2 or 3 on a foreshortened face is fitted with the foreshortening of the faces beside it: fitted as a square, its
face reaches past the die onto the light table, whose light counts as stray pip ink."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.layout import PIP_RADIUS_UNITS, Squashing, foreshortening_of, real_fit
from vision.pips import Pip

RADIUS_PX = 4.0
UNIT_PX = RADIUS_PX / PIP_RADIUS_UNITS
CENTRE = np.array([100.0, 100.0])
SQUASHED = 0.65  # short / long axis of the face: a camera tilted some 50 degrees from the table
TABLE_LEVEL, FACE_LEVEL, PIP_LEVEL = 200, 50, 210
FACE_MAP = UNIT_PX * np.diag([1.0, SQUASHED])  # canonical units to pixels: squashed image-down


def _squashed_blue_three(pip_elongation: float = 1 / SQUASHED) -> tuple[np.ndarray, list[Pip]]:
    """A light-pipped blue 3 (lightness, 200×200) on a light table, squashed image-down by `SQUASHED`, its pips drawn
    out as the face is; `pip_elongation` is what the pips are said to measure."""
    lightness = np.full((200, 200), TABLE_LEVEL, np.uint8)
    corners = np.array([(-1.8, -1.8), (1.8, -1.8), (1.8, 1.8), (-1.8, 1.8)]) @ FACE_MAP.T + CENTRE
    cv2.fillConvexPoly(lightness, np.rint(corners).astype(np.int32), FACE_LEVEL)
    pips = []
    for place in ((-1, -1), (0, 0), (1, 1)):
        x, y = np.array(place) @ FACE_MAP.T + CENTRE
        axes_px = (round(RADIUS_PX / math.sqrt(SQUASHED)), round(RADIUS_PX * math.sqrt(SQUASHED)))
        cv2.ellipse(lightness, (round(x), round(y)), axes_px, 0, 0, 360, PIP_LEVEL, -1, cv2.LINE_AA)
        pips.append(
            Pip((x, y), RADIUS_PX, pip_elongation, 0.0, PIP_LEVEL - FACE_LEVEL, face_level=FACE_LEVEL, is_dark=False)
        )
    return cv2.GaussianBlur(lightness, (3, 3), 0), pips


def test_the_foreshortening_of_a_face_map_leaves_out_its_turn_and_size():
    turn = np.array([[math.cos(0.6), -math.sin(0.6)], [math.sin(0.6), math.cos(0.6)]])
    squash = foreshortening_of(3.0 * np.diag([1.0, SQUASHED]) @ turn)
    expected = np.diag([1.0, SQUASHED]) / math.sqrt(SQUASHED)
    assert np.allclose(squash, expected)


def test_a_three_fitted_as_a_square_on_a_squashed_face_reaches_the_table():
    lightness, pips = _squashed_blue_three()
    assert real_fit(pips, lightness) is None


def test_a_three_fitted_with_the_foreshortening_of_the_faces_beside_it_is_read():
    lightness, pips = _squashed_blue_three()
    fit = real_fit(pips, lightness, squashing=Squashing(foreshortening_of(FACE_MAP)))
    assert fit is not None and fit.value == 3
    assert math.isclose(fit.foreshortening, SQUASHED, rel_tol=0.02)


def test_a_three_with_pips_drawn_out_far_more_than_the_borrowed_foreshortening_is_no_face():
    """Pips drawn out as a side face's are not in the plane of the faces beside it."""
    lightness, pips = _squashed_blue_three(pip_elongation=3.0)
    assert real_fit(pips, lightness, squashing=Squashing(foreshortening_of(FACE_MAP))) is None


def test_a_three_refused_as_a_square_for_stray_ink_notes_that_a_squash_is_wanted():
    lightness, pips = _squashed_blue_three()
    squashing = Squashing()
    assert real_fit(pips, lightness, squashing=squashing) is None
    assert squashing.wanted


def test_a_three_read_as_a_square_notes_no_squash_wanted():
    """On a face seen squarely the 3's square holds only its own pips: no squash could change its fit."""
    face = np.full((200, 200), FACE_LEVEL, np.uint8)
    pips = []
    for place in ((-1, -1), (0, 0), (1, 1)):
        x, y = UNIT_PX * np.array(place, dtype=float) + CENTRE
        cv2.circle(face, (round(x), round(y)), round(RADIUS_PX), PIP_LEVEL, -1)
        pips.append(Pip((x, y), RADIUS_PX, 1.0, 0.0, PIP_LEVEL - FACE_LEVEL, face_level=FACE_LEVEL, is_dark=False))
    squashing = Squashing()
    assert real_fit(pips, face, squashing=squashing) is not None
    assert not squashing.wanted
