"""A small die's row of light pips joins at the threshold into one small sparse blob: its pips are kept when each is
round, as a top face's seen from above; a row drawn out as a side face's stays out (dev 210-229 Blöder 30227: a
black 6 and a red 6, 30 px wide, each a pair of such rows, were missed)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.pips import Pip, find_pips

TABLE_LEVEL = 8  # a black face in the lightness image
PIP_LEVEL = 150
ROW_ANGLE_DEG = -57.0
CENTRE = np.array([100.0, 100.0])
SHIFT = 4  # cv2.ellipse takes its centre and axes in 1/2**SHIFT pixels
SUBPIXELS = 2**SHIFT


def _row_of_three(semi_axes_px: tuple[float, float], spacing_px: float, turn_deg: float, blur_px: float) -> np.ndarray:
    """A 200×200 dark face (uint8) with a row of three light elliptic pips along ROW_ANGLE_DEG, `spacing_px` apart,
    each turned `turn_deg` from the row, blurred as a camera sees it."""
    image = np.full((200, 200), TABLE_LEVEL, np.uint8)
    step = np.array([np.cos(np.radians(ROW_ANGLE_DEG)), np.sin(np.radians(ROW_ANGLE_DEG))]) * spacing_px
    axes = (round(semi_axes_px[0] * SUBPIXELS), round(semi_axes_px[1] * SUBPIXELS))
    for place in (-1, 0, 1):
        x, y = (CENTRE + place * step) * SUBPIXELS
        centre = (round(x), round(y))
        cv2.ellipse(image, centre, axes, ROW_ANGLE_DEG + turn_deg, 0, 360, PIP_LEVEL, -1, cv2.LINE_AA, SHIFT)
    return cv2.GaussianBlur(image, (0, 0), blur_px)


def _light_pips(image: np.ndarray) -> list[Pip]:
    return find_pips(image, image, frame_long_side_px=640, kinds=(False,))


def test_a_row_of_three_round_pips_joined_in_a_small_blob_gives_three_pips():
    pips = _light_pips(_row_of_three((2.4, 2.4), 7.0, 0.0, 1.2))
    assert len(pips) == 3
    assert max(pip.elongation for pip in pips) < 1.3


def test_a_row_of_three_drawn_out_pips_joined_in_a_small_blob_gives_none():
    assert _light_pips(_row_of_three((3.6, 1.5), 8.0, 45.0, 0.9)) == []
