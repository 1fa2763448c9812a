"""A blob's face level is the median of the ring around it, and its face's spread is judged on the side away from the
pip only: a bright patch in the ring counts against a dark pip, not against a light one."""

from __future__ import annotations

import numpy as np

from vision.pips import _Ellipse, _face_around

ROUND_BLOB = _Ellipse(center=(20.0, 20.0), radius=4.0, elongation=1.0, fill=1.0, angle_rad=0.0)


def _face_with_a_bright_side() -> np.ndarray:
    """A 41×41 face at level 120 whose right third (x ≥ 24, a third of the ring around (20, 20)) is lit to 200."""
    face = np.full((41, 41), 120, np.uint8)
    face[:, 24:] = 200
    return face


def test_the_face_level_is_the_median_of_the_ring():
    level, _ = _face_around(_face_with_a_bright_side(), (20, 20), ROUND_BLOB, is_dark=False)
    assert level == 120.0


def test_a_bright_side_of_the_ring_is_spread_beside_a_dark_pip():
    _, spread = _face_around(_face_with_a_bright_side(), (20, 20), ROUND_BLOB, is_dark=True)
    assert spread == 80.0  # a third of the ring is lit: its 80th percentile too


def test_a_bright_side_of_the_ring_is_no_spread_beside_a_light_pip():
    _, spread = _face_around(_face_with_a_bright_side(), (20, 20), ROUND_BLOB, is_dark=False)
    assert spread == 0.0


def test_a_ring_past_the_border_gives_no_face():
    assert _face_around(_face_with_a_bright_side(), (5, 20), ROUND_BLOB, is_dark=False) is None
