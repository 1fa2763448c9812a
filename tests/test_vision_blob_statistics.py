"""Blob statistics gathered from the blobs' own pixels are OpenCV's, bit for bit, and their sums those of the blobs'
pixels (`vision.blob_statistics`)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.blob_statistics import blob_statistics_with_sums


def test_the_stats_and_centroids_of_blobs_are_those_opencv_gives():
    mask = (np.random.default_rng(3).random((120, 160)) < 0.3).astype(np.uint8)
    count, labels, stats, centres = cv2.connectedComponentsWithStatsWithAlgorithm(mask, 8, cv2.CV_32S, cv2.CCL_BBDT)

    blob_stats, blob_centres, sums = blob_statistics_with_sums(mask, labels, count)

    assert blob_stats.dtype == np.int32 and np.array_equal(blob_stats, stats[1:])
    assert blob_centres.dtype == np.float64 and np.array_equal(blob_centres, centres[1:])
    assert sums is None


def test_the_sums_of_a_blob_are_those_of_its_pixels():
    mask = (np.random.default_rng(4).random((60, 80)) < 0.3).astype(np.uint8)
    values = np.random.default_rng(5).integers(0, 256, mask.shape, dtype=np.uint8)
    count, labels = cv2.connectedComponentsWithAlgorithm(mask, 8, cv2.CV_32S, cv2.CCL_BBDT)

    _, _, sums = blob_statistics_with_sums(mask, labels, count, values)

    ys, xs = np.nonzero(labels == 7)
    expected = [xs.sum(), ys.sum(), (xs * xs).sum(), (xs * ys).sum(), (ys * ys).sum(), values[ys, xs].sum()]
    assert sums.shape == (count - 1, 6) and sums[6].tolist() == [float(each) for each in expected]


def test_a_mask_without_blobs_has_no_statistics():
    mask = np.zeros((40, 30), np.uint8)
    count, labels = cv2.connectedComponentsWithAlgorithm(mask, 8, cv2.CV_32S, cv2.CCL_BBDT)

    stats, centres, _ = blob_statistics_with_sums(mask, labels, count)

    assert (stats.shape, centres.shape) == ((0, 5), (0, 2))
