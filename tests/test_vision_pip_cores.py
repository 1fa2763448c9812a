"""Blobs that are no pip shape: their core may hold pips joined at the threshold, a faint speck holds none."""

from __future__ import annotations

import cv2
import numpy as np

from vision.pips import find_pips

FACE_LEVEL = 60  # a dark die face in the lightness image; light pips stand out above it


def _face_with_light_spots(centres: list[tuple[int, int]], level: int) -> np.ndarray:
    """A 200×200 dark face (uint8) with round light spots of radius 4 px at `centres`, slightly blurred."""
    face = np.full((200, 200), FACE_LEVEL, np.uint8)
    for centre in centres:
        cv2.circle(face, centre, 4, level, -1, cv2.LINE_AA)
    return cv2.GaussianBlur(face, (5, 5), 1.2)


def _light_pips(face: np.ndarray) -> list[tuple[float, float]]:
    return [pip.center for pip in find_pips(face, face, frame_long_side_px=640, kinds=(False,))]


def test_two_pips_joined_at_the_threshold_are_found_apart_in_their_core():
    face = _face_with_light_spots([(95, 100), (106, 100)], level=220)  # 11 px apart: one blob at the threshold
    centres = sorted(_light_pips(face))
    assert len(centres) == 2
    assert np.allclose(centres, [(95, 100), (106, 100)], atol=1.0)


def test_a_faint_irregular_speck_holds_no_pip():
    face = _face_with_light_spots([(95, 100), (101, 103), (104, 97)], level=FACE_LEVEL + 28)
    assert _light_pips(face) == []
