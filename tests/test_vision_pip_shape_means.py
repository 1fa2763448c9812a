"""A face's mean pip shape (`vision.find.FaceGroup.mean_shape`, `vision.cocked.pip_squareness`) is averaged in plain
Python, pip after pip: numpy's mean over a few pips costs more than their sum, and sums them in the same order, so
every value is numpy's bit for bit."""

from __future__ import annotations

import numpy as np

from vision.cocked import pip_squareness
from vision.find import FaceGroup
from vision.pips import Pip, shape_of


def _random_faces(count: int, seed: int) -> list[tuple[Pip, ...]]:
    """`count` faces of 1 to 6 pips of random elongation and turn."""
    rng = np.random.default_rng(seed)
    return [
        tuple(
            Pip((0.0, 0.0), 3.0, float(rng.uniform(1.0, 3.2)), float(rng.uniform(-np.pi, np.pi)), 80.0, 120.0, False)
            for _ in range(rng.integers(1, 6, endpoint=True))
        )
        for _ in range(count)
    ]


def _numpys_mean_shape(pips: tuple[Pip, ...]) -> np.ndarray:
    return np.mean([np.array(shape_of(pip)) for pip in pips], axis=0)


def test_a_groups_mean_pip_shape_is_numpys_bit_for_bit():
    for pips in _random_faces(500, seed=11):
        assert np.array_equal(FaceGroup(pips, None).mean_shape, _numpys_mean_shape(pips))


def test_a_faces_pip_squareness_is_that_of_numpys_mean_shape_bit_for_bit():
    for pips in _random_faces(500, seed=12):
        assert pip_squareness(pips) == 1 / (1 + float(np.hypot(*_numpys_mean_shape(pips))))


def test_round_pips_are_seen_squarely():
    round_pips = tuple(Pip((0.0, 0.0), 3.0, 1.0, 0.3, 80.0, 120.0, False) for _ in range(4))
    assert pip_squareness(round_pips) == 1.0
