"""A pale face on a darker table stands out whole at the threshold and swallows its light pips; with a shaded part it
is a blob sparser than a pip, and its pips are found by cutting it at its own level (Gönnen's grey fifth die)."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import tolerances as tol
from vision.pips import _may_be_a_face, find_pips

TABLE_LEVEL = 20  # a dark table in the lightness image
FACE_LEVEL = 115  # the pale grey face
SHADE_LEVEL = 60  # the face's shaded half, no brighter than the threshold's mean around it
PIP_LEVEL = 190  # its light pips
THREE = [(306, 226), (315, 226), (306, 235)]  # pips in the lit corner of a face 32 px wide
LARGEST_PIP_SIDE_PX = 640 * tol.PIP_MAX_SIDE_FRACTION


def _pale_face_half_in_shade(pips: list[tuple[int, int]]) -> np.ndarray:
    """A 640×480 dark table (uint8) with a pale face from (300, 220) to (331, 251), its lower right half in shade,
    showing light pips of radius 2 px at `pips`, slightly blurred as a camera sees it: its lit half stands out at the
    threshold as one blob of fewer pixels than the largest pip's area."""
    image = np.full((480, 640), TABLE_LEVEL, np.uint8)
    image[220:252, 300:332] = FACE_LEVEL
    cv2.fillPoly(image, [np.array([[331, 218], [331, 253], [296, 253]])], SHADE_LEVEL)
    for centre in pips:
        cv2.circle(image, centre, 2, PIP_LEVEL, -1, cv2.LINE_AA)
    return cv2.GaussianBlur(image, (5, 5), 1.0)


def _light_pip_centres(image: np.ndarray) -> list[tuple[float, float]]:
    pips = find_pips(image, image, frame_long_side_px=640, kinds=(False,))
    return sorted(pip.center for pip in pips)


def test_light_pips_swallowed_by_a_pale_face_sparser_than_a_pip_are_found():
    centres = _light_pip_centres(_pale_face_half_in_shade(THREE))
    assert len(centres) == 3
    assert np.allclose(centres, sorted(THREE), atol=1.0)


def test_a_pale_face_without_pips_holds_no_pip():
    assert _light_pip_centres(_pale_face_half_in_shade([])) == []


def test_a_box_as_wide_as_the_largest_pip_and_nearly_square_may_be_a_face():
    side = math.ceil(LARGEST_PIP_SIDE_PX)
    assert _may_be_a_face(side, side + 5, LARGEST_PIP_SIDE_PX**2)


def test_a_box_narrower_than_the_largest_pip_is_no_face():
    side = math.floor(LARGEST_PIP_SIDE_PX)
    assert not _may_be_a_face(side, side, LARGEST_PIP_SIDE_PX**2)


def test_a_long_box_is_no_face():
    side = math.ceil(LARGEST_PIP_SIDE_PX)
    assert not _may_be_a_face(side, 2 * side, LARGEST_PIP_SIDE_PX**2)
