"""The colour of the plastic around pips (`vision.plastic`)."""

from __future__ import annotations

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES
from vision.pips import Pip
from vision.plastic import _within, histogram_medians, neutral_of, plastic_colours, plastic_colours_of_sets, plastic_of


def _histograms(which: np.ndarray, values: np.ndarray, count: int) -> np.ndarray:
    return np.bincount(which * 256 + values, minlength=count * 256).reshape(count, 256)


def test_the_plastic_medians_read_off_histograms_are_numpys_medians():
    rng = np.random.default_rng(7)
    sizes = [1, 2, 5, 36, 0, 37]
    values = rng.integers(0, 256, sum(sizes))
    which = np.repeat(np.arange(len(sizes)), sizes)
    expected = [np.median(values[which == index].astype(float)) for index in range(len(sizes)) if sizes[index]]
    medians = histogram_medians(_histograms(which, values, len(sizes)))
    assert medians[[index for index, size in enumerate(sizes) if size]].tolist() == expected


def test_the_medians_of_float_histograms_are_those_of_their_counts():
    rng = np.random.default_rng(5)
    histograms = rng.integers(0, 40, (3, 256)) * (rng.random((3, 256)) < 0.1)
    assert np.array_equal(histogram_medians(histograms.astype(np.float32)), histogram_medians(histograms))


def test_a_plastic_set_without_values_has_no_median():
    assert np.isnan(histogram_medians(_histograms(np.array([0]), np.array([9]), 2))[1])


def test_the_plastic_around_each_pip_of_a_blue_die_read_in_a_half_size_view_is_blue():
    image = blank_table(background="felt")
    draw_die(image, "blue", (130.0, 120.0), 40, 0.0, 3)
    places = [(130.0 + 0.27 * 40 * u, 120.0 + 0.27 * 40 * v) for u, v in CANONICAL_FACES[3]]
    pips = tuple(Pip((0.5 * x, 0.5 * y), 0.5 * 0.09 * 40, 1.0, 0.0, 100.0, 100.0, False) for x, y in places)
    a, b = (plastic_of(image, 0.5)([FaceGroup(pips, None)])[0] - 128).T
    assert (b < -20).all() and (abs(a) < abs(b)).all()


def test_neutral_plastic_under_a_warm_lamp_shows_the_lamps_tint():
    warm_white = np.full((120, 160, 3), (205, 230, 245), np.uint8)  # BGR: white paper under a warm lamp
    tint = cv2.cvtColor(warm_white[:1, :1], cv2.COLOR_BGR2LAB)[0, 0, 1:].astype(float)
    assert np.abs(neutral_of(warm_white)() - tint).max() < 2


def test_a_group_whose_plastic_ring_leaves_the_frame_has_no_plastic_colour():
    image = blank_table(background="felt")
    assert plastic_of(image, 1.0)([FaceGroup((Pip((1.0, 1.0), 4.0, 1.0, 0.0, 100.0, 100.0, False),), None)]) == [None]


def test_the_ring_found_by_squared_distances_holds_the_pixels_hypot_puts_in_it():
    rng = np.random.default_rng(11)
    steps = np.arange(-12.0, 13.0)
    offsets = steps[None, None, :] - rng.uniform(-0.5, 0.5, (40, 2, 1))
    rings = np.sort(rng.uniform(1.0, 12.0, (40, 2)), axis=1)
    rings[0] = (5.0, 10.0)  # pixels exactly on both radii: (3, 4) and (6, 8) steps from a pip on a pixel
    offsets[0] = steps
    distance = np.hypot(offsets[:, 1, :, None], offsets[:, 0, None, :])
    expected = (distance >= rings[:, 0, None, None]) & (distance <= rings[:, 1, None, None])
    assert np.array_equal(_within(offsets, rings), expected)


def test_plastic_colours_of_sets_are_those_of_each_set_alone():
    image = blank_table(background="felt")
    draw_die(image, "blue", (130.0, 120.0), 40, 0.0, 3)
    draw_die(image, "red", (230.0, 120.0), 40, 0.0, 2)
    blue = [((130.0 + 10.8 * u, 120.0 + 10.8 * v), 3.6) for u, v in CANONICAL_FACES[3]]
    red = [((230.0 + 10.8 * u, 120.4 + 10.8 * v), 3.3) for u, v in CANONICAL_FACES[2]]
    leaving = [((2.0, 2.0), 3.0)]
    together = plastic_colours_of_sets(image, [blue, leaving, red])
    alone = [plastic_colours(image, pips) for pips in (blue, leaving, red)]
    assert together[1] is None and alone[1] is None
    assert np.array_equal(together[0], alone[0]) and np.array_equal(together[2], alone[2])
