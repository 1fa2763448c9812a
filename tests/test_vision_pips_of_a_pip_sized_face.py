"""A pale face on a dark table may stand out whole as one blob just under the largest pip's area: the pips found
inside it are its pips, while a pip as large stays one pip."""

from __future__ import annotations

import cv2
import numpy as np

from vision.pips import find_pips

TABLE_LEVEL = 40  # a dark table in the lightness image
FACE_LEVEL = 150  # a pale pink face
PIP_LEVEL = 230  # white pips
FIVE = [(194, 194), (206, 194), (200, 200), (194, 206), (206, 206)]  # a 5 on a round face 24 px wide


def _pale_face(pips: list[tuple[int, int]]) -> np.ndarray:
    """A 400×400 dark table (uint8) with a pale face 24 px wide around (200, 200) (about 0.9 of the largest pip's
    area at 640 px) showing `pips` of radius 2 px, slightly blurred as a camera sees it."""
    image = np.full((400, 400), TABLE_LEVEL, np.uint8)
    cv2.circle(image, (200, 200), 12, FACE_LEVEL, -1, cv2.LINE_AA)
    for centre in pips:
        cv2.circle(image, centre, 2, PIP_LEVEL, -1, cv2.LINE_AA)
    return cv2.GaussianBlur(image, (3, 3), 0.8)


def _light_pips(image: np.ndarray) -> list[tuple[float, float]]:
    return sorted(pip.center for pip in find_pips(image, image, frame_long_side_px=640, kinds=(False,)))


def test_a_pale_face_standing_out_as_one_pip_sized_blob_gives_its_own_pips():
    centres = _light_pips(_pale_face(FIVE))
    assert len(centres) == 5
    assert np.allclose(centres, sorted(FIVE), atol=1.0)


def test_a_pip_sized_blob_with_fewer_spots_than_a_face_needs_stays_one_pip():
    centres = _light_pips(_pale_face(FIVE[:2]))
    assert len(centres) == 1
    assert np.allclose(centres, [(200, 200)], atol=1.5)


def test_an_even_pip_sized_blob_stays_one_pip():
    centres = _light_pips(_pale_face([]))
    assert len(centres) == 1
    assert np.allclose(centres, [(200, 200)], atol=1.0)
