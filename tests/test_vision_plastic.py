"""The colour of the plastic around pips (`vision.plastic`)."""

from __future__ import annotations

import numpy as np
from vision_synthetic import blank_table, draw_die

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES
from vision.pips import Pip
from vision.plastic import medians, plastic_of


def test_the_plastic_medians_read_off_histograms_are_numpysmedians():
    rng = np.random.default_rng(7)
    sizes = [1, 2, 5, 36, 37]
    values = rng.integers(0, 256, sum(sizes)).astype(np.uint8)
    which = np.repeat(np.arange(len(sizes)), sizes)
    expected = [np.median(values[which == index].astype(float)) for index in range(len(sizes))]
    assert medians(which, values, len(sizes)).tolist() == expected


def test_a_plastic_set_without_values_has_no_median():
    assert np.isnan(medians(np.array([0]), np.array([9], np.uint8), 2)[1])


def test_the_plastic_around_each_pip_of_a_blue_die_read_in_a_half_size_view_is_blue():
    image = blank_table(background="felt")
    draw_die(image, "blue", (130.0, 120.0), 40, 0.0, 3)
    places = [(130.0 + 0.27 * 40 * u, 120.0 + 0.27 * 40 * v) for u, v in CANONICAL_FACES[3]]
    pips = tuple(Pip((0.5 * x, 0.5 * y), 0.5 * 0.09 * 40, 1.0, 0.0, 100.0, 100.0, False) for x, y in places)
    a, b = (plastic_of(image, 0.5)(FaceGroup(pips, None)) - 128).T
    assert (b < -20).all() and (abs(a) < abs(b)).all()


def test_a_group_whose_plastic_ring_leaves_the_frame_has_no_plastic_colour():
    image = blank_table(background="felt")
    assert plastic_of(image, 1.0)(FaceGroup((Pip((1.0, 1.0), 4.0, 1.0, 0.0, 100.0, 100.0, False),), None)) is None
