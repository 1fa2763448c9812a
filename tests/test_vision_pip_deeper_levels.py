"""A deeper cut of a pip's core takes the pixels at a level or past it by one OpenCV threshold at a whole grey level;
it must draw the line exactly where numpy's comparison with the fractional level does."""

from __future__ import annotations

import numpy as np

from vision.pips import _at_or_past

LEVELS = (0.0, 0.4, 1.0, 37.5, 99.99, 100.0, 100.01, 254.6, 255.0)


def _every_grey_level() -> np.ndarray:
    return np.arange(256, dtype=np.uint8).reshape(16, 16)


def test_a_light_pips_cut_keeps_what_is_at_or_above_the_level():
    window = _every_grey_level()
    for level in LEVELS:
        assert np.array_equal(_at_or_past(window, level, is_dark=False), (window >= level).astype(np.uint8)), level


def test_a_dark_pips_cut_keeps_what_is_at_or_below_the_level():
    window = _every_grey_level()
    for level in LEVELS:
        assert np.array_equal(_at_or_past(window, level, is_dark=True), (window <= level).astype(np.uint8)), level


def test_a_cut_of_a_window_inside_a_larger_channel_reads_only_the_window():
    channel = np.random.default_rng(5).integers(0, 256, (40, 50), dtype=np.uint8)
    window = channel[7:23, 11:30]
    assert np.array_equal(_at_or_past(window, 128.25, is_dark=False), (window >= 128.25).astype(np.uint8))
