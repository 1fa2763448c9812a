"""The reader's quantiles, percentiles and medians are numpy's to the bit, at a fraction of their cost."""

from __future__ import annotations

import math

import numpy as np
import pytest

from vision.quantiles import column_medians, grey_percentile, median, percentile, quantile, row_medians_of_numbers


def _samples() -> list[np.ndarray]:
    """Rings and bright pixels as the reader meets them: grey levels with ties, logarithms, odd and even counts,
    a single value."""
    rng = np.random.default_rng(7)
    levels = [rng.integers(0, 256, size).astype(float) for size in (1, 2, 3, 57, 58, 301)]
    logs = [np.log(rng.random(size) + 1e-6) for size in (4, 99, 250)]
    return levels + [-level for level in levels] + logs


@pytest.mark.parametrize("q", [0.0, 0.2, 0.5, 0.8, 0.95, 1.0, 0.123456789])
def test_a_quantile_is_numpys_to_the_bit(q):
    for values in _samples():
        assert quantile(values, q) == float(np.quantile(values, q))


@pytest.mark.parametrize("p", [0, 5, 50, 80, 95, 100])
def test_a_percentile_is_numpys_to_the_bit(p):
    for values in _samples():
        assert percentile(values, p) == float(np.percentile(values, p))


@pytest.mark.parametrize("p", [0, 5, 50, 75, 95, 99.9, 100])
def test_a_grey_images_percentile_from_its_histogram_is_numpys_to_the_bit(p):
    rng = np.random.default_rng(17)
    images = [rng.integers(0, 256, shape).astype(np.uint8) for shape in ((1, 1), (1, 2), (3, 5), (48, 64))]
    images += [np.full((4, 4), 200, np.uint8), rng.integers(0, 256, (30, 40, 3)).astype(np.uint8)[..., 1]]
    for levels in images:
        assert grey_percentile(levels, p) == float(np.percentile(levels, p))


def test_a_median_is_numpys_to_the_bit():
    for values in _samples():
        assert median(values) == float(np.median(values))


def test_a_median_of_grey_levels_is_numpys_to_the_bit():
    rng = np.random.default_rng(11)
    for size in (1, 2, 25, 26, 400):
        levels = rng.integers(0, 256, size).astype(np.uint8)
        assert median(levels) == float(np.median(levels))


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # numpy's median of nothing warns
def test_the_median_of_nothing_is_nan_as_numpys():
    assert math.isnan(median(np.array([], np.uint8))) and math.isnan(float(np.median(np.array([], np.uint8))))


def test_values_with_a_nan_have_a_nan_quantile_and_median_as_numpy_gives():
    values = np.array([3.0, np.nan, 1.0, 2.0])
    assert math.isnan(quantile(values, 0.2)) and math.isnan(float(np.quantile(values, 0.2)))
    assert math.isnan(median(values)) and math.isnan(float(np.median(values)))


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # numpy's own lerp of two infinities warns
def test_infinite_values_take_numpys_arithmetic_at_the_ends():
    values = np.array([np.inf, 1.0, np.inf, -np.inf, 2.0])
    for q in (0.0, 0.5, 0.9, 1.0):
        expected = float(np.quantile(values, q))
        assert quantile(values, q) == expected or (math.isnan(expected) and math.isnan(quantile(values, q)))


def test_column_medians_are_numpys_to_the_bit():
    rng = np.random.default_rng(13)
    for rows in (1, 2, 3, 6, 7, 40):
        colours = rng.integers(0, 256, (rows, 2)) + rng.random((rows, 2)).round(1)
        assert np.array_equal(column_medians(colours), np.median(colours, axis=0))


def test_a_column_holding_nan_has_a_nan_median_as_numpys():
    colours = np.array([[120.0, 130.0], [np.nan, 140.0], [125.0, 135.0]])
    assert np.array_equal(column_medians(colours), np.median(colours, axis=0), equal_nan=True)
    assert math.isnan(column_medians(colours)[0]) and column_medians(colours)[1] == 135.0


def test_row_medians_of_numbers_are_numpys_medians_of_each_rows_numbers_to_the_bit():
    rng = np.random.default_rng(11)
    values = rng.normal(100.0, 40.0, (60, 9))
    values[rng.random(values.shape) < 0.4] = np.nan
    values[0] = np.nan  # a row of NaN alone
    expected = [float(np.median(row[~np.isnan(row)])) if (~np.isnan(row)).any() else math.nan for row in values]
    assert np.array_equal(row_medians_of_numbers(values), expected, equal_nan=True)
