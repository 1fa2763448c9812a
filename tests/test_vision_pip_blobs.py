"""Blobs for pip candidates, and the parts of their cores, are labelled the quickest way for the image's size, always
as OpenCV labels them."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.pips import _components, _parts

BENCH_FRAME = Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-01.jpg"


def _random_mask(height: int, width: int, seed: int) -> np.ndarray:
    noise = np.random.default_rng(seed).random((height, width))
    return (cv2.GaussianBlur(noise, (5, 5), 0) > 0.55).astype(np.uint8) * 255


def _as_opencv_labels(mask: np.ndarray) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
    return cv2.connectedComponentsWithStatsWithAlgorithm(mask, 8, cv2.CV_32S, cv2.CCL_BBDT)


def test_a_small_region_is_labelled_as_opencv_labels_it():
    mask = _random_mask(163, 147, seed=1)
    count, labels, stats, centroids = _components(mask)
    expected_count, expected_labels, expected_stats, expected_centroids = _as_opencv_labels(mask)
    assert count == expected_count > 20
    assert np.array_equal(labels, expected_labels)
    assert np.array_equal(stats, expected_stats)
    assert np.array_equal(centroids, expected_centroids)


def test_a_large_sparse_mask_is_labelled_with_16_bit_labels_as_opencv_labels_it():
    mask = np.zeros((960, 1280), np.uint8)
    mask[200:600, 300:700] = _random_mask(400, 400, seed=2)  # a frame's worth of 2×2 blocks, a few % foreground
    count, labels, stats, centroids = _components(mask)
    expected_count, expected_labels, expected_stats, expected_centroids = _as_opencv_labels(mask)
    assert cv2.countNonZero(mask) < 65_535 and labels.dtype == np.uint16
    assert count == expected_count > 100
    assert np.array_equal(labels, expected_labels)
    assert np.array_equal(stats, expected_stats)
    assert np.array_equal(centroids, expected_centroids)


def test_a_mask_with_more_blobs_than_16_bit_labels_hold_is_labelled_in_full():
    mask = np.zeros((600, 600), np.uint8)
    mask[::2, ::2] = 255  # 90 000 one-pixel blobs, none touching another
    count, labels, _, _ = _components(mask)
    assert count == 90_001  # with the background
    assert labels.max() == 90_000


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
