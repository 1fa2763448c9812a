"""Pips a glare swallowed (`vision.swallowed_pips`): a light pip inside a glare spot still stands out from the ring of
face just around it; the glare's own light, falling off evenly or along its rim, forms no pip."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.pips import Pip
from vision.swallowed_pips import pips_in_glare

FACE_LEVEL, GLARE_LEVEL, PIP_RADIUS_PX = 60, 250, 8.0
GLARE = Pip((60.0, 60.0), 24.0, 1.1, 0.0, 180.0, float(FACE_LEVEL), is_dark=False)


def _glared_face(*pips: tuple[tuple[int, int], int]) -> np.ndarray:
    """A lightness image (120 × 120 uint8) of an even face with a glare spot at `GLARE` whose light falls off softly
    from its middle, and light pips (centre, level) of `PIP_RADIUS_PX` in it, each rimmed by a shaded recess."""
    ys, xs = np.mgrid[0:120, 0:120]
    falloff = np.exp(-((xs - 60.0) ** 2 + (ys - 60.0) ** 2) / (2 * 16.0**2))
    lightness = (FACE_LEVEL + (GLARE_LEVEL - FACE_LEVEL) * falloff).astype(np.uint8)
    for centre, level in pips:
        cv2.circle(lightness, centre, round(PIP_RADIUS_PX * 2), 180, -1)
        cv2.circle(lightness, centre, round(PIP_RADIUS_PX), level, -1)
    return lightness


def test_a_pip_rimmed_by_its_recess_inside_a_glare_is_found_within_its_radius_of_where_it_lies():
    pips = pips_in_glare(_glared_face(((70, 64), 230)), GLARE, PIP_RADIUS_PX)
    assert [math.dist(pip.center, (70, 64)) <= PIP_RADIUS_PX for pip in pips] == [True]


def test_a_pip_found_in_a_glare_stands_out_from_its_ring_by_a_pip_s_contrast_or_more():
    (pip,) = pips_in_glare(_glared_face(((70, 64), 230)), GLARE, PIP_RADIUS_PX)
    assert pip.contrast >= 30 and not pip.is_dark and pip.radius == PIP_RADIUS_PX


def test_a_glare_alone_holds_no_pip():
    assert pips_in_glare(_glared_face(), GLARE, PIP_RADIUS_PX) == []


def test_a_pip_far_outside_the_glare_is_not_taken_for_one_it_swallowed():
    assert pips_in_glare(_glared_face(((108, 108), 230)), GLARE, PIP_RADIUS_PX) == []
