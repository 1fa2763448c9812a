"""Means of many small square windows of one grey crop from its integral image: a window's mean taken in Python, one
numpy call per window, cost most of the tests that weigh a face's places (`vision.column_of_six`, the pip places of
`vision.doubts.left_out_ink`), while one integral image gives them all at once."""

from __future__ import annotations

import numpy as np


def window_means(sums: np.ndarray, places: np.ndarray, reaches: np.ndarray) -> np.ndarray:
    """The mean grey of each square window of half side `reaches` (n,) around `places` (n, 2: x, y whole pixels of
    the uint8 crop whose integral image `cv2.integral` is `sums`), cut at the crop's edges as a slice of it is; NaN
    for a window wholly outside. Each mean is that of numpy's `mean` of the window of the crop as float32, bit for
    bit: the sums are whole numbers (exact in float32 as in the integral's int32), and the quotient taken in doubles
    rounds to the float32 one (a double carries more than twice a float's digits, so rounding twice cannot differ)."""
    height, width = sums.shape[0] - 1, sums.shape[1] - 1
    size = np.array([width, height])
    starts = np.minimum(np.maximum(places - reaches[:, None], 0), size)
    ends = np.minimum(np.maximum(places + reaches[:, None] + 1, starts), size)  # never before its start
    x0, y0, x1, y1 = starts[:, 0], starts[:, 1], ends[:, 0], ends[:, 1]
    totals = sums[y1, x1] - sums[y0, x1] - sums[y1, x0] + sums[y0, x0]
    counts = (x1 - x0) * (y1 - y0)
    means = (totals / np.maximum(counts, 1)).astype(np.float32).astype(float)  # no warnings' state to set and reset
    means[counts == 0] = np.nan
    return means
