"""A core part is searched for a thick part (a pip joined to a thin glare line, `vision.pips._thick_parts`) only when
its box is wide enough to hold one: in a box 6 px across or less no pixel lies `tol.THICK_PART_MIN_INSCRIBED_PX` from
the background by OpenCV's distance, so the search, which would find nothing, is left out."""

from __future__ import annotations

import cv2
import numpy as np

from vision import tolerances as tol
from vision.pips import _may_be_thick, _thick_parts


def _inscribed_px(piece: np.ndarray) -> float:
    bordered = cv2.copyMakeBorder(piece, 1, 1, 1, 1, cv2.BORDER_CONSTANT, value=0)
    return float(cv2.distanceTransform(bordered, cv2.DIST_L2, 3).max())


def test_a_part_in_a_box_six_pixels_across_is_too_thin_to_be_searched_for_thick_parts():
    streak = np.ones((6, 40), np.uint8)  # the thickest a 6-px box can hold: filled
    assert _inscribed_px(streak) < tol.THICK_PART_MIN_INSCRIBED_PX
    assert not _may_be_thick(streak)
    assert _thick_parts(streak, max_area=1000) == []


def test_a_part_in_a_box_seven_pixels_across_is_searched():
    assert _may_be_thick(np.ones((7, 40), np.uint8))


def test_a_part_left_unsearched_would_have_had_no_thick_part():
    rng = np.random.default_rng(7)
    for _ in range(300):
        height, width = rng.integers(1, 7), rng.integers(1, 30)
        piece = np.zeros((height + 4, width + 4), np.uint8)
        piece[2 : 2 + height, 2 : 2 + width] = rng.random((height, width)) < 0.8
        if cv2.countNonZero(piece) and not _may_be_thick(piece):
            assert _thick_parts(piece, max_area=1000) == []
