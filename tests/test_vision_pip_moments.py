"""A blob's ellipse comes from moments taken by two small matrix products instead of `cv2.moments` (whose fixed cost
per call was most of the pip stage's moment time); the moments, and so every pip, are OpenCV's bit for bit."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.pips import _ellipse, _moments_in_window, _raw_moments


def _random_blobs(height: int, width: int, seed: int) -> list[np.ndarray]:
    """The 8-connected blobs of a smoothed noise mask, each as a mask of its own bounding box (h, w) uint8 0/1."""
    noise = np.random.default_rng(seed).random((height, width))
    mask = (cv2.GaussianBlur(noise, (7, 7), 0) > 0.52).astype(np.uint8)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    return [
        (labels[y : y + h, x : x + w] == label).view(np.uint8)
        for label, (x, y, w, h, _) in zip(range(1, count), stats[1:].tolist(), strict=True)
    ]


def _opencv_central_moments(blob: np.ndarray) -> tuple[float, ...]:
    moments = cv2.moments(blob, binaryImage=True)
    return tuple(moments[key] for key in ("m00", "m10", "m01", "m20", "m11", "m02", "mu20", "mu11", "mu02"))


def _central_moments(blob: np.ndarray) -> tuple[float, ...]:
    """The moments `_ellipse` takes, by its formula."""
    (m00, m10, m20), (m01, m11, _), (m02, _, _) = _raw_moments(blob)
    cx, cy = m10 * (1.0 / m00), m01 * (1.0 / m00)
    return m00, m10, m01, m20, m11, m02, m20 - m10 * cx, m11 - m10 * cy, m02 - m01 * cy


def test_blob_moments_are_opencvs_bit_for_bit():
    blobs = [blob for blob in _random_blobs(240, 320, seed=3) if cv2.countNonZero(blob) >= 6]
    assert len(blobs) > 100
    assert all(_central_moments(blob) == _opencv_central_moments(blob) for blob in blobs)


def test_a_face_sized_window_spanning_several_of_opencvs_tiles_has_opencvs_moments():
    ring = np.zeros((150, 170), np.uint8)
    cv2.ellipse(ring, (85, 75), (80, 70), 20, 0, 360, 1, thickness=9)
    assert _central_moments(ring) == _opencv_central_moments(ring)


def test_a_round_filled_blob_has_the_ellipse_of_a_disc():
    disc = np.zeros((21, 21), np.uint8)
    cv2.circle(disc, (10, 10), 8, 1, thickness=-1)
    ellipse = _ellipse(disc)
    assert ellipse.center == (10.0, 10.0)
    assert ellipse.elongation == 1.0
    assert abs(ellipse.fill - 1) < 0.02


def test_a_blob_of_fewer_than_six_pixels_has_no_ellipse():
    speck = np.zeros((5, 5), np.uint8)
    speck[1:3, 1:3] = 1
    assert _ellipse(speck) is None


def test_a_blob_cut_to_its_box_has_the_ellipse_it_has_in_its_window():
    """A core's parts are judged cut to their own boxes (`_pips_of_core`): their moments, taken at the cut's place,
    must be those of the part in the whole window, bit for bit."""
    alone = np.zeros((60, 80), np.uint8)
    cv2.ellipse(alone, (50, 22), (9, 4), 35, 0, 360, 1, thickness=-1)
    x, y, w, h = cv2.boundingRect(alone)
    cut = alone[y : y + h, x : x + w]
    assert (x, y) != (0, 0)
    assert _raw_moments(cut, (x, y)) == _raw_moments(alone)
    assert _ellipse(cut, (x, y)) == _ellipse(alone)


def _ellipse_by_its_formula(blob: np.ndarray) -> tuple[tuple[float, float], float, float, float, float]:
    """The ellipse of a blob from OpenCV's moments, each number as its formula reads (centre, equivalent-disc radius,
    axis ratio, fill and direction)."""
    moments = cv2.moments(blob, binaryImage=True)
    area = moments["m00"]
    mu20, mu11, mu02 = (moments[key] / area for key in ("mu20", "mu11", "mu02"))
    spread = math.hypot((mu20 - mu02) / 2, mu11)
    major, minor = (mu20 + mu02) / 2 + spread, max((mu20 + mu02) / 2 - spread, 1e-6)
    return (
        (moments["m10"] / area, moments["m01"] / area),
        math.sqrt(area / math.pi),
        math.sqrt(major / minor),
        area / (4 * math.pi * math.sqrt(max(major * minor, 1e-12))),
        0.5 * math.atan2(2 * mu11, mu20 - mu02),
    )


def test_a_blobs_ellipse_is_its_formula_of_opencvs_moments_bit_for_bit():
    blobs = [blob for blob in _random_blobs(240, 320, seed=5) if cv2.countNonZero(blob) >= 6]
    assert len(blobs) > 100
    assert all(tuple(_ellipse(blob)) == _ellipse_by_its_formula(blob) for blob in blobs)


def test_moments_moved_from_far_out_in_a_large_frame_are_those_of_the_blobs_window():
    """A light blob's moments are moved from its sums in frame pixels to its window's corner in doubles: near the far
    corner of an 8000-px frame every sum is still a whole number doubles hold, so they are its window's moments."""
    blob = np.zeros((23, 31), np.uint8)
    cv2.ellipse(blob, (15, 11), (13, 8), 25, 0, 360, 1, thickness=-1)
    corner = (7960, 7970)
    ys, xs = np.nonzero(blob)
    xs, ys = [int(x) + corner[0] for x in xs], [int(y) + corner[1] for y in ys]
    sums = [
        float(sum(each))
        for each in (xs, ys, [x * x for x in xs], [x * y for x, y in zip(xs, ys, strict=True)], [y * y for y in ys])
    ]
    (area, m10, m20), (m01, m11, _), (m02, _, _) = _raw_moments(blob)
    assert _moments_in_window(len(xs), [*sums, 0.0], corner) == (area, m10, m01, m20, m11, m02)
