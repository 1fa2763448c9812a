"""A light face standing out whole at the threshold in a view enlarged from a small frame is smaller than the
largest pip: its pips are found at the face's own level when it holds two or more."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.pips import ENLARGED, find_pips

RENDERED_DSC = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "doppelt-so-clever"
ENLARGED_LONG_SIDE_PX = 1280  # a 640×480 frame read at twice its size: the largest pip 46 px wide, a face 70 px


def _light_pips_around(frame_name: str, center: tuple[int, int]) -> list[tuple[float, float]]:
    """Light pip centres (frame pixels, sorted) in a 90 px square of a rendered frame read at twice its size."""
    x, y = center
    crop = cv2.imread(str(RENDERED_DSC / frame_name))[y - 45 : y + 45, x - 45 : x + 45]
    enlarged = cv2.resize(crop, None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    blue, green, red = cv2.split(enlarged)
    lightness = cv2.min(cv2.min(blue, green), red)
    pips = find_pips(cv2.max(cv2.max(blue, green), red), lightness, ENLARGED_LONG_SIDE_PX, (False,), ENLARGED)
    return sorted((pip.center[0] / 2 + x - 45, pip.center[1] / 2 + y - 45) for pip in pips)


def _near(centres: list[tuple[float, float]], point: tuple[float, float], within_px: float) -> bool:
    return any(np.hypot(cx - point[0], cy - point[1]) <= within_px for cx, cy in centres)


def test_the_four_pips_of_a_pink_face_standing_out_whole_on_a_dark_table_are_found():
    centres = _light_pips_around("10017.jpg", (339, 224))  # a pink 4 below a yellow die, its top face one blob
    top_face = [(344.0, 216.0), (329.0, 219.0), (348.0, 228.0), (333.0, 232.0)]
    assert all(_near(centres, pip, 1.5) for pip in top_face)


def test_a_faint_face_blob_giving_a_single_pip_gives_none():
    assert _light_pips_around("10036.jpg", (405, 188)) == []  # a pink 4 on wood, one pip of four standing out
