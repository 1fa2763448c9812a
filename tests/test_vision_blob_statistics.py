"""Blob statistics gathered from the blobs' own pixels are OpenCV's, bit for bit (`vision.blob_statistics`)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.blob_statistics import blob_statistics


def test_the_stats_and_centroids_of_blobs_are_those_opencv_gives():
    mask = (np.random.default_rng(3).random((120, 160)) < 0.3).astype(np.uint8)
    count, labels, stats, centres = cv2.connectedComponentsWithStatsWithAlgorithm(mask, 8, cv2.CV_32S, cv2.CCL_BBDT)

    blob_stats, blob_centres = blob_statistics(mask, labels, count)

    assert blob_stats.dtype == np.int32 and np.array_equal(blob_stats, stats[1:])
    assert blob_centres.dtype == np.float64 and np.array_equal(blob_centres, centres[1:])


def test_a_mask_without_blobs_has_no_statistics():
    mask = np.zeros((40, 30), np.uint8)
    count, labels = cv2.connectedComponentsWithAlgorithm(mask, 8, cv2.CV_32S, cv2.CCL_BBDT)

    stats, centres = blob_statistics(mask, labels, count)

    assert (stats.shape, centres.shape) == ((0, 5), (0, 2))
