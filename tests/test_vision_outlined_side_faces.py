"""Side faces beside a die, closer to it than a flat die can lie, read as dice: from squashed pips beside a die read
by its outline, or by their pip places below a die of their colour."""

from __future__ import annotations

import math
from pathlib import Path

import cv2

from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading
from vision.side_faces import is_beside_an_outlined_die, without_side_faces_read_by_places

BLOEDER_TRAIN = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack"
OUTLINED = ((80.0, 80.0), (120.0, 80.0), (120.0, 120.0), (80.0, 120.0))  # a die 40 px wide read by its outline


def pip(x: float, y: float, elongation: float) -> Pip:
    return Pip((x, y), 3.5, elongation, 0.0, 70.0, 30.0, False)


def test_a_two_of_pips_drawn_out_one_and_a_half_times_just_below_an_outlined_die_is_its_side_face():
    pips = (pip(92.0, 135.0, 1.5), pip(108.0, 135.0, 1.52))
    assert is_beside_an_outlined_die((100.0, 135.0), pips, [OUTLINED])


def test_a_two_of_round_pips_as_near_an_outlined_die_is_a_die_of_its_own():
    pips = (pip(92.0, 135.0, 1.1), pip(108.0, 135.0, 1.5))
    assert not is_beside_an_outlined_die((100.0, 135.0), pips, [OUTLINED])


def test_squashed_pips_a_side_or_more_from_an_outlined_die_are_left_to_the_other_checks():
    pips = (pip(92.0, 142.0, 1.6), pip(108.0, 142.0, 1.6))
    assert not is_beside_an_outlined_die((100.0, 142.0), pips, [OUTLINED])


def test_the_side_face_below_a_black_four_read_by_its_outline_is_read_as_no_die():
    """Blöder train 30037: the black 4's side face, its pips drawn out 1.5 times, was read as a black 2 at 0.61."""
    image = cv2.imread(str(BLOEDER_TRAIN / "30037.jpg"))
    dice = read_frame(image, load_profile("bloeder-sack")).dice
    assert [(die.value, die.colour) for die in dice if math.dist(die.center, (152.0, 226.0)) < 12] == [(4, "black")]
    assert [die for die in dice if math.dist(die.center, (160.0, 243.0)) < 8] == []


def die(colour: str, center: tuple[float, float]) -> DieReading:
    """A die 30 px wide of `colour` read as a 1 at `center`."""
    x, y = center
    box = ((x - 15, y - 15), (x + 15, y - 15), (x + 15, y + 15), (x - 15, y + 15))
    return DieReading(1, colour, center, box, 0.5)


def test_a_die_read_by_its_pip_places_just_below_a_die_of_its_colour_is_its_side_face():
    top, side = die("black", (100.0, 100.0)), die("black", (103.0, 125.0))
    assert without_side_faces_read_by_places([top, side], [(), None]) == ((top,), [()])


def test_a_die_read_by_its_pip_places_just_below_a_die_of_another_colour_is_kept():
    """Blöder train 30041: a red 6 read by its pip places 0.9 sides below a blue 6 is a die of its own."""
    top, below = die("blue", (100.0, 100.0)), die("red", (103.0, 125.0))
    assert without_side_faces_read_by_places([top, below], [(), None]) == ((top, below), [(), None])


def test_a_die_read_by_its_pip_places_just_above_a_die_of_its_colour_is_kept():
    below, top = die("black", (103.0, 125.0)), die("black", (100.0, 100.0))
    assert without_side_faces_read_by_places([below, top], [(), None]) == ((below, top), [(), None])


def test_the_side_face_below_a_black_five_is_read_as_no_die():
    """Blöder train 30012: the black 5's side face, read by its pip places as a black 1 at 0.43."""
    image = cv2.imread(str(BLOEDER_TRAIN / "30012.jpg"))
    dice = read_frame(image, load_profile("bloeder-sack")).dice
    assert [(die.value, die.colour) for die in dice if math.dist(die.center, (141.0, 228.0)) < 8] == [(5, "black")]
    assert [die for die in dice if math.dist(die.center, (145.0, 255.0)) < 8] == []
