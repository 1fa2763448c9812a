"""Blobs for pip candidates are labelled the quickest way for the image's size, always as OpenCV labels them."""

from __future__ import annotations

import cv2
import numpy as np

from vision.pips import _components


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


def test_a_mask_with_more_blobs_than_16_bit_labels_hold_is_labelled_in_full():
    mask = np.zeros((600, 600), np.uint8)
    mask[::2, ::2] = 255  # 90 000 one-pixel blobs, none touching another
    count, labels, _, _ = _components(mask)
    assert count == 90_001  # with the background
    assert labels.max() == 90_000
