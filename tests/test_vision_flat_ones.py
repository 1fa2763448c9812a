"""A 1 that looks like its surroundings all round is a flat mark, not a die standing on the table."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.flat_ones import without_flat_ones
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading

BLOEDER_TRAIN = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack"
BOX = ((40.0, 40.0), (60.0, 40.0), (60.0, 60.0), (40.0, 60.0))


def table_with_spot(around_box: tuple[int, int, int]) -> np.ndarray:
    """A beige table 100 px square with a dark spot at (50, 50); the square 20 px wide around the spot filled with
    `around_box` (BGR) when that differs from the table's colour."""
    image = np.full((100, 100, 3), (170, 200, 215), np.uint8)
    cv2.rectangle(image, (38, 38), (62, 62), around_box, -1)
    cv2.circle(image, (50, 50), 3, (40, 40, 40), -1)
    return image


def test_a_one_on_the_table_with_the_table_all_round_its_box_is_a_flat_mark():
    one = DieReading(1, "white", (50.0, 50.0), BOX, 0.7)
    assert without_flat_ones(table_with_spot((170, 200, 215)), [one]) == ()


def test_a_one_whose_white_face_stands_out_from_the_table_is_kept():
    one = DieReading(1, "white", (50.0, 50.0), BOX, 0.9)
    assert without_flat_ones(table_with_spot((245, 245, 245)), [one]) == (one,)


def test_a_face_of_more_pips_is_not_judged_flat():
    two = DieReading(2, "white", (50.0, 50.0), BOX, 0.9)
    assert without_flat_ones(table_with_spot((170, 200, 215)), [two]) == (two,)


def test_a_cables_end_on_the_table_is_read_as_no_die():
    """Blöder train 30033: the end of a white cable, its dark hole read as a white 1 at 0.71."""
    image = cv2.imread(str(BLOEDER_TRAIN / "30033.jpg"))
    dice = read_frame(image, load_profile("bloeder-sack")).dice
    assert [die for die in dice if math.dist(die.center, (226.0, 71.0)) < 10] == []


def square(center: tuple[float, float], side: float) -> tuple[tuple[float, float], ...]:
    x, y, half = center[0], center[1], side / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def table_with_a_die_read_as_a_swollen_one(colour: str) -> tuple[np.ndarray, DieReading, list[DieReading]]:
    """A blue die 30 px wide on a beige table, its pip swollen by a glare into a 1 whose box is 90 px wide, and three
    dice of 30 px read elsewhere."""
    image = np.full((300, 300, 3), (170, 200, 215), np.uint8)
    cv2.rectangle(image, (135, 135), (165, 165), (200, 80, 30), -1)
    cv2.circle(image, (150, 150), 8, (250, 250, 250), -1)
    one = DieReading(1, colour, (150.0, 150.0), square((150.0, 150.0), 90.0), 0.5)
    others = [DieReading(3, "red", centre, square(centre, 30.0), 0.9) for centre in ((40, 40), (260, 40), (40, 260))]
    return image, one, others


def test_a_one_of_light_pips_whose_box_a_glare_swelled_is_judged_at_the_frames_die_size():
    """1280 GNW train 20117: a glared blue 1's box, 3 times the other dice's, held only the table beyond it."""
    image, one, others = table_with_a_die_read_as_a_swollen_one("blue")
    assert one in without_flat_ones(image, [one, *others], light_pip_colours=("blue", "red"))


def test_a_one_of_dark_pips_whose_box_is_far_wider_than_the_frames_dice_is_judged_at_its_own_box():
    """Recorded DSC session 000079: a cable's end, its dark hole read as a silver 1 1.84 times the dice's size."""
    image, one, others = table_with_a_die_read_as_a_swollen_one("silver")
    assert one not in without_flat_ones(image, [one, *others], light_pip_colours=("blue", "red"))
