"""A body's top face is its largest evenly coloured part, told apart by labels alone: the part OpenCV's statistics
would choose, on a real frame."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

import vision.bodies as bodies

BENCH_FRAME = Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-04.jpg"


def test_the_largest_part_of_each_real_body_is_the_one_opencv_statistics_choose(monkeypatch):
    parts: list[np.ndarray] = []
    label = cv2.connectedComponents

    def recorded(part: np.ndarray, connectivity: int) -> tuple[int, np.ndarray]:
        parts.append(part.copy())
        return label(part, connectivity=connectivity)

    monkeypatch.setattr(bodies.cv2, "connectedComponents", recorded)
    bodies.find_bodies(cv2.imread(str(BENCH_FRAME)))
    assert len(parts) >= 3
    for part in parts:
        count, labels = label(part, connectivity=4)
        expected_count, expected_labels, stats, _ = cv2.connectedComponentsWithStats(part, connectivity=4)
        assert (count, labels.tolist()) == (expected_count, expected_labels.tolist())
        assert np.bincount(labels.ravel(), minlength=count).tolist() == stats[:, cv2.CC_STAT_AREA].tolist()
