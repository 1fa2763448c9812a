"""A square found off a face, around one of its pips, or taking in its side face too, and read as fewer pips than the
face shows is no outline of that face (issue #2)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.layout import fit_face
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import _overruled_by_outlines, read_frame
from vision.views import View

BOARD = Path(__file__).resolve().parents[1] / "fixtures" / "boards" / "rendered" / "bloeder-board"
VIEW = View((), 1.0, (0.0, 0.0))
# Blöder board 60003: a white 2's pips, and a square found half a pip off the face around the lower one.
TWO_PIPS = ((94.0, 106.0), (99.0, 132.0))
SQUARE_OFF_THE_TWO = ((102.0, 151.0), (79.0, 139.0), (98.0, 103.0), (121.0, 115.0))
# An outline holding both of the 2's pips and its side face below, 1.3 times as long as wide (dev 160-169 GNW 20160).
OVER_THE_TWO_AND_ITS_SIDE = ((78.0, 96.0), (114.0, 96.0), (114.0, 143.0), (78.0, 143.0))


def _unsure_two() -> tuple[FaceGroup, View]:
    pips = tuple(Pip(centre, 2.7, 1.1, 0.0, 60.0, 200.0, True) for centre in TWO_PIPS)
    return FaceGroup(pips, fit_face(np.array(TWO_PIPS), 2.7)), VIEW


def _read_as(value: int) -> TemplateRead:
    return TemplateRead(value=value, margin=85.0, is_dark=True, empty_spread=10.0, pip_width=None)


def test_a_square_read_as_one_that_leaves_out_a_pip_of_the_face_does_not_overrule_it():
    face = _unsure_two()
    kept, overruling = _overruled_by_outlines([face], [(SQUARE_OFF_THE_TWO, _read_as(1))])
    assert (kept, overruling) == ([face], [])


def test_an_outline_holding_the_pips_of_a_face_read_as_fewer_pips_does_not_overrule_it():
    face = _unsure_two()
    kept, overruling = _overruled_by_outlines([face], [(OVER_THE_TWO_AND_ITS_SIDE, _read_as(1))])
    assert (kept, overruling) == ([face], [])


def test_a_square_read_as_two_still_overrules_a_face_whose_pips_it_leaves_out():
    # GNW train 20035: one pip each of two touching red 2s joined as a 2; each die's outline overrules it.
    outline = (SQUARE_OFF_THE_TWO, _read_as(2))
    assert _overruled_by_outlines([_unsure_two()], [outline]) == ([], [outline])


def test_the_white_two_on_the_fifth_card_of_board_60003_is_read_as_a_two():
    # The card's patch as the board reader reads it; the square off the 2 read as a 1 at 1.0 was taken.
    patch = cv2.imread(str(BOARD / "60003.jpg"))[413:757, 905:1169]
    reading = read_frame(patch, load_profile("bloeder-sack"))
    near = [die for die in reading.dice if math.dist(die.center, (97, 120)) < 15]
    assert [(die.value, die.colour) for die in near] == [(2, "white")]
