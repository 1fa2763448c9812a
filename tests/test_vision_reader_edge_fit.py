"""The reader finds dice by their top face's edges or a few of their pips where nothing else read them (rendered
fixtures, replayed)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2

from vision import tolerances as tol
from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"


def _die_at(set_name: str, image: str, centre: tuple[float, float]):
    """The die read nearest the labelled `centre` (frame pixels) of a rendered fixture, None when none is within
    12 px (about a third of these dice's width)."""
    reading = read_frame(cv2.imread(str(RENDERED / set_name / image)), load_profile(set_name))
    nearest = min(reading.dice, key=lambda die: math.dist(die.center, centre))
    return nearest if math.dist(nearest.center, centre) < 12 else None


def test_a_blue_die_touching_a_blue_die_with_no_pip_group_of_its_own_is_read_by_its_edges():
    die = _die_at("geht-noch-was", "20001.jpg", (415.0, 134.0))
    assert (die.colour, die.value) == ("blue", 6)
    assert die.confidence <= tol.EDGE_FIT_CONFIDENCE


def test_a_black_die_touching_a_red_die_is_read_by_its_own_pips_once_they_are_found():
    """Blöder 30049's black 5 had no pip group of its own and was read by its edges; since its pip joined to the
    bevel highlight is cut out (`vision.pips`), it is read by its pips, surer than an edge fit."""
    die = _die_at("bloeder-sack", "30049.jpg", (213.0, 164.0))
    assert (die.colour, die.value) == ("black", 5)
    assert die.confidence > tol.EDGE_FIT_CONFIDENCE


def test_a_black_die_whose_pips_joined_its_neighbours_is_read_by_its_edges():
    die = _die_at("bloeder-sack", "30004.jpg", (359.0, 165.0))
    assert (die.colour, die.value) == ("black", 3)
    assert die.confidence <= tol.EDGE_FIT_CONFIDENCE


def test_pips_on_the_side_of_a_die_read_place_no_face_that_leaves_no_room_for_a_die_fitted_by_its_edges():
    die = _die_at("geht-noch-was", "20035.jpg", (323.0, 160.0))
    assert (die.colour, die.value) == ("blue", 5)
    assert die.confidence <= tol.EDGE_FIT_CONFIDENCE


def test_a_black_four_with_a_lost_pip_is_placed_at_its_own_heading_not_turned_45_degrees():
    die = _die_at("bloeder-sack", "30041.jpg", (377.0, 241.0))
    assert (die.colour, die.value) == ("black", 4)
    assert die.confidence == tol.PARTIAL_CONFIDENCE
