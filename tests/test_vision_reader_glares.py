"""The reader finds dice its pips alone missed (rendered fixtures, replayed): lone pips beside a glare, fitted by
their top face's edges, and pips swallowed by a light face standing out whole from a dark table."""

from __future__ import annotations

import math
from pathlib import Path

import cv2

from vision import tolerances as tol
from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"


def _dice_at(set_name: str, image: str, centres: list[tuple[float, float]]) -> list:
    """The dice read nearest each labelled centre (frame pixels) of a rendered fixture, None where none is within
    12 px (about a third of these dice's width)."""
    reading = read_frame(cv2.imread(str(RENDERED / set_name / image)), load_profile(set_name))
    nearest = [min(reading.dice, key=lambda die: math.dist(die.center, centre)) for centre in centres]
    return [die if math.dist(die.center, centre) < 12 else None for die, centre in zip(nearest, centres, strict=True)]


def test_lone_pips_beside_a_glare_are_read_as_ones_by_their_edges():
    red, blue = _dice_at("geht-noch-was", "20011.jpg", [(259.0, 111.0), (386.0, 278.0)])
    assert (red.colour, red.value, blue.colour, blue.value) == ("red", 1, "blue", 1)
    assert max(red.confidence, blue.confidence) <= tol.EDGE_FIT_CONFIDENCE


def test_a_light_blue_five_standing_out_whole_from_a_dark_table_is_read_from_its_pips():
    (die,) = _dice_at("geht-noch-was", "20038.jpg", [(181.0, 231.0)])
    assert (die.colour, die.value) == ("blue", 5)
