"""A face read around the centres of other dice is no die (vision/holding_dice.py)."""

from pathlib import Path

import cv2

from vision.holding_dice import without_dice_holding_others
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def square_die(value: int, x: float, y: float, side: float) -> DieReading:
    half = side / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return DieReading(value, "blue", (x, y), box, 1.0)


def test_a_face_holding_two_dice_read_is_dropped():
    small = (square_die(1, 100, 100, 40), square_die(4, 160, 150, 40))
    around = square_die(2, 130, 125, 120)
    assert without_dice_holding_others((around, *small)) == small


def test_a_face_holding_one_die_read_stays():
    dice = (square_die(2, 130, 125, 120), square_die(1, 100, 100, 40), square_die(4, 260, 150, 40))
    assert without_dice_holding_others(dice) == dice


def test_pips_of_a_green_1_and_the_fifth_4_are_not_read_as_a_blue_2_around_them():
    image = cv2.imread(str(FIXTURES / "boards" / "rendered" / "goennen-zones" / "70000.jpg"))
    profile = load_profile(FIXTURES / "calibration" / "goennen-koennen.profile.json")
    read = {(die.value, die.colour) for die in read_frame(image, profile).dice}
    # the labelled blue 6 is read too, and the labelled orange 3, whose grainy face's specks no longer count as ink
    assert read == {(1, "green"), (5, "yellow"), (4, "fifth"), (6, "blue"), (3, "orange")}
