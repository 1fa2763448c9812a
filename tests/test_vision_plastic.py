"""The colour of the plastic around pips (`vision.plastic`)."""

from __future__ import annotations

import numpy as np

from vision.plastic import medians


def test_the_plastic_medians_read_off_histograms_are_numpysmedians():
    rng = np.random.default_rng(7)
    sizes = [1, 2, 5, 36, 37]
    values = rng.integers(0, 256, sum(sizes)).astype(np.uint8)
    which = np.repeat(np.arange(len(sizes)), sizes)
    expected = [np.median(values[which == index].astype(float)) for index in range(len(sizes))]
    assert medians(which, values, len(sizes)).tolist() == expected


def test_a_plastic_set_without_values_has_no_median():
    assert np.isnan(medians(np.array([0]), np.array([9], np.uint8), 2)[1])
