"""The levels a pip is judged against are read by quicker means than np.median and a full sort, to the same value."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from vision.pips import _median_level

LEVELS = arrays(np.uint8, st.integers(min_value=1, max_value=400))


@given(LEVELS)
def test_the_median_level_of_a_face_blob_is_the_median_np_median_takes(levels):
    assert _median_level(levels) == float(np.median(levels))


def test_the_median_level_of_an_even_count_is_the_mean_of_the_middle_two():
    assert _median_level(np.array([9, 0, 255, 10], np.uint8)) == 9.5
