"""Two 3s of one cover that are the rows of one 6 are read as that 6 (`vision.partition.six_of_rows`): two dice's
top faces do not overlap, and a 6 refused for a little stray ink splits into its rows, each fitted as a 3."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.layout import fit_face
from vision.partition import six_of_rows
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame

UNIT_PX = 8.0
RADIUS_PX = 2.7
TURN_RAD = math.radians(35)


def pip(x: float, y: float) -> Pip:
    return Pip((x, y), RADIUS_PX, 1.1, 0.0, 100.0, 20.0, False)


def row(offset_units: float) -> tuple[Pip, ...]:
    """Three light pips one unit apart along a line turned by `TURN_RAD`, `offset_units` across it from (100, 100)."""
    along, across = (math.cos(TURN_RAD), math.sin(TURN_RAD)), (-math.sin(TURN_RAD), math.cos(TURN_RAD))
    return tuple(
        pip(
            100 + UNIT_PX * (step * along[0] + offset_units * across[0]),
            100 + UNIT_PX * (step * along[1] + offset_units * across[1]),
        )
        for step in (-1, 0, 1)
    )


def as_three(pips: tuple[Pip, ...]):
    fit = fit_face(np.array([pip.center for pip in pips]), RADIUS_PX)
    assert fit is not None and fit.value == 3
    return pips, fit


def test_the_two_rows_of_a_six_fitted_as_threes_make_that_six():
    six = six_of_rows(as_three(row(-1.0)), as_three(row(1.0)))
    assert six is not None and six.value == 6
    assert math.isclose(six.unit_px, UNIT_PX, rel_tol=0.01)


def test_two_threes_side_by_side_whose_faces_do_not_overlap_stay_two_dice():
    # a 3's face is 3.6 of its units wide, its diagonal's pips 2 units apart along the row here: 3.6 * sqrt(2) / 2
    # row units, so two 3 dice side by side lie at least 2.55 row units apart
    assert six_of_rows(as_three(row(-1.4)), as_three(row(1.4))) is None


def test_a_three_beside_a_row_offset_along_it_by_a_pip_is_no_six():
    shifted = tuple(
        pip(x + UNIT_PX * math.cos(TURN_RAD), y + UNIT_PX * math.sin(TURN_RAD))
        for x, y in (one.center for one in row(1.0))
    )
    assert six_of_rows(as_three(row(-1.0)), as_three(shifted)) is None


def test_a_red_six_refused_for_stray_ink_is_read_from_its_two_rows():
    # Blöder train 30063: the red 6 seen steeply beside its front face, its rows split into two 3s; read 6 at 0.0
    reading = read_frame(cv2.imread("fixtures/rendered/bloeder-sack/30063.jpg"), load_profile("bloeder-sack"))
    six = min(reading.dice, key=lambda die: math.dist(die.center, (304.0, 132.3)))
    assert math.dist(six.center, (304.0, 132.3)) < 5
    assert (six.value, six.colour) == (6, "red")
    assert six.confidence >= 0.9
