"""Blobs for pip candidates, and the parts of their cores, are labelled the quickest way for the image's size, always
as OpenCV labels them, with OpenCV's statistics of each blob however they are gathered."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision import tolerances as tol
from vision.pips import (
    _blobs,
    _blobs_with_sums,
    _ellipse,
    _ellipse_of_moments,
    _moments_in_window,
    _parts,
    _standing_out,
)

BENCH_FRAME = Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-01.jpg"


def _random_mask(height: int, width: int, seed: int) -> np.ndarray:
    noise = np.random.default_rng(seed).random((height, width))
    return (cv2.GaussianBlur(noise, (5, 5), 0) > 0.55).astype(np.uint8) * 255


def _assert_labelled_as_opencv_labels(mask: np.ndarray, values: np.ndarray | None = None) -> np.ndarray:
    """The labels `_blobs_with_sums` gives the mask (with `values`, or none as `_blobs` asks), after checking them and
    the blobs' statistics bit for bit against OpenCV's (the background's row left out)."""
    labels, stats, centroids, _ = _blobs_with_sums(mask, values)
    expected_count, expected_labels, expected_stats, expected_centroids = cv2.connectedComponentsWithStatsWithAlgorithm(
        mask, 8, cv2.CV_32S, cv2.CCL_BBDT
    )
    assert len(stats) == len(centroids) == expected_count - 1
    assert np.array_equal(labels, expected_labels)
    assert stats.dtype == np.int32 and np.array_equal(stats, expected_stats[1:])
    assert centroids.dtype == np.float64 and np.array_equal(centroids, expected_centroids[1:])
    return labels


def test_a_small_dense_region_is_labelled_as_opencv_labels_it():
    mask = _random_mask(163, 147, seed=1)  # a third of it set: OpenCV's statistics
    assert len(_blobs(mask)[1]) > 20
    _assert_labelled_as_opencv_labels(mask)


def test_a_large_sparse_mask_is_labelled_with_16_bit_labels_as_opencv_labels_it():
    mask = np.zeros((960, 1280), np.uint8)
    mask[200:600, 300:700] = _random_mask(400, 400, seed=2)  # a frame's worth of 2×2 blocks, a few % foreground
    assert cv2.countNonZero(mask) < 65_535
    labels = _assert_labelled_as_opencv_labels(mask)
    assert labels.dtype == np.uint16 and labels.max() > 100


def test_the_threshold_mask_of_a_real_frame_is_labelled_with_opencv_statistics_from_its_set_pixels():
    grey = cv2.cvtColor(cv2.imread(str(BENCH_FRAME)), cv2.COLOR_BGR2GRAY)
    mask = _standing_out(grey, 29, is_dark=True)
    assert 0 < cv2.countNonZero(mask) < mask.size / 24  # sparse: with values, gathered from its set pixels
    labels = _assert_labelled_as_opencv_labels(mask, grey)
    assert labels.max() > 100


def test_a_sparse_mask_without_values_is_labelled_with_opencv_statistics_and_no_sums():
    grey = cv2.cvtColor(cv2.imread(str(BENCH_FRAME)), cv2.COLOR_BGR2GRAY)
    mask = _standing_out(grey, 29, is_dark=True)
    assert 0 < cv2.countNonZero(mask) < mask.size / 24
    assert _blobs_with_sums(mask)[3] is None  # OpenCV's statistics: no sums gathered
    assert _assert_labelled_as_opencv_labels(mask).max() > 100


def test_a_mask_without_blobs_has_no_statistics():
    labels, stats, centroids = _blobs(np.zeros((40, 30), np.uint8))
    assert (stats.shape, centroids.shape, int(labels.max())) == ((0, 5), (0, 2), 0)


def test_a_mask_with_more_blobs_than_16_bit_labels_hold_is_labelled_in_full():
    mask = np.zeros((600, 600), np.uint8)
    mask[::2, ::2] = 255  # 90 000 one-pixel blobs, none touching another
    labels, stats, _ = _blobs(mask)
    assert len(stats) == 90_000
    assert labels.max() == 90_000


def test_pixels_standing_out_from_their_box_mean_are_those_opencv_adaptive_threshold_finds():
    """Noise between a black band and a white band: box means near both ends, where the offset saturates."""
    rng = np.random.default_rng(3)
    channel = cv2.GaussianBlur(rng.integers(0, 256, (120, 150), dtype=np.uint8), (3, 3), 0)
    channel[:10] = 0
    channel[-10:] = 255
    for block in (3, 29):
        for is_dark, kind, sign in ((True, cv2.THRESH_BINARY_INV, 1), (False, cv2.THRESH_BINARY, -1)):
            offset = sign * tol.THRESHOLD_OFFSET
            expected = cv2.adaptiveThreshold(channel, 255, cv2.ADAPTIVE_THRESH_MEAN_C, kind, block, offset)
            assert np.array_equal(_standing_out(channel, block, is_dark), expected)


def test_standing_out_leaves_its_channel_unchanged():
    channel = np.random.default_rng(6).integers(0, 256, (90, 110), dtype=np.uint8)
    before = channel.copy()
    for is_dark in (True, False):
        _standing_out(channel, 29, is_dark)
    assert np.array_equal(channel, before)


def test_a_region_cut_from_a_larger_image_stands_out_as_it_would_alone():
    image = np.random.default_rng(4).integers(0, 256, (200, 260), dtype=np.uint8)
    region = image[30:150, 40:220]  # a view: the box mean must not reach past its edges
    expected = cv2.adaptiveThreshold(
        region, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY, 29, -tol.THRESHOLD_OFFSET
    )
    assert np.array_equal(_standing_out(region, 29, is_dark=False), expected)


def _dark_core_of_a_real_patch() -> np.ndarray:
    """A shadow beside a die in the bench frame, at full size, cut at half-way to its darkest as `_pips_in_face`
    cuts a face blob's core: one large part and a few dozen specks (uint8 0/1)."""
    frame = cv2.imread(str(BENCH_FRAME))
    brightest = cv2.max(cv2.max(frame[..., 0], frame[..., 1]), frame[..., 2])[726:849, 603:738]
    return (brightest <= (int(np.median(brightest)) + int(brightest.min())) // 2).astype(np.uint8)


def test_the_parts_of_a_real_core_are_those_opencv_labels_with_their_areas():
    core = _dark_core_of_a_real_patch()
    count, labels, areas = _parts(core)
    expected_count, expected_labels, expected_stats, _ = cv2.connectedComponentsWithStats(core, connectivity=8)
    assert count == expected_count > 10
    assert np.array_equal(labels, expected_labels)
    assert areas == expected_stats[:, cv2.CC_STAT_AREA].tolist()


def test_a_core_of_one_part_is_counted_with_its_area():
    _, labels, stats, _ = cv2.connectedComponentsWithStats(_dark_core_of_a_real_patch(), connectivity=8)
    largest = (labels == 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))).astype(np.uint8)
    count, _, areas = _parts(largest)
    filled = int(stats[1:, cv2.CC_STAT_AREA].max())
    assert (count, areas) == (2, [largest.size - filled, filled])


def test_a_light_blob_measured_from_its_gathered_sums_has_the_ellipse_and_level_of_its_pixels():
    """A light blob's ellipse and mean level are taken from sums gathered with its statistics (`_measure`), not from
    its cut-out pixels: they must be the same, bit for bit, as those pixels give (`cv2.mean` for the level)."""
    lightness = cv2.cvtColor(cv2.imread(str(BENCH_FRAME)), cv2.COLOR_BGR2GRAY)
    labels, stats, _, sums = _blobs_with_sums(_standing_out(lightness, 29, is_dark=False), lightness)
    assert sums is not None and len(stats) > 100
    for index, (row, blob_sums) in enumerate(zip(stats.tolist(), sums.tolist(), strict=True), start=1):
        x, y, w, h, area = row
        blob = (labels[y : y + h, x : x + w] == index).view(np.uint8)
        assert _ellipse(blob) == _ellipse_of_moments(*_moments_in_window(area, blob_sums, (x, y)))
        assert blob_sums[5] * (1.0 / area) == cv2.mean(lightness[y : y + h, x : x + w], mask=blob)[0]


def test_a_dense_mask_gathers_no_sums():
    mask = _random_mask(163, 147, seed=1)  # a third of it set: OpenCV's statistics, which hold no sums
    assert _blobs_with_sums(mask, mask)[3] is None
