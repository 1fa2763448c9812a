"""A 1 that looks like its surroundings all round is a flat mark, not a die standing on the table."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision import tolerances as tol
from vision.flat_ones import without_flat_ones
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading
from vision.seen_pips import SeenPip

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


def dark_table_with_a_lone_light_pip() -> tuple[np.ndarray, DieReading]:
    """A dark grey table 100 px square, a black die's face of its grey (it looks like the table all round) with a
    light pip at (50, 50), read as a black 1 20 px wide."""
    image = np.full((100, 100, 3), (30, 30, 30), np.uint8)
    cv2.circle(image, (50, 50), 3, (230, 230, 230), -1)
    return image, DieReading(1, "black", (50.0, 50.0), BOX, 0.9)


def seen(centre: tuple[float, float], elongation: float, is_dark: bool = False) -> SeenPip:
    return SeenPip(centre, 2.0, is_dark, 100.0, 30.0, elongation)


OWN_PIP = seen((50.0, 50.0), 1.1)
BELOW = ((44.0, 62.0), (56.0, 62.0))  # 0.67 of the 1's side from its centre: on its front face


def test_a_one_that_looks_like_a_dark_table_all_round_and_shows_no_side_faces_is_a_flat_mark():
    image, one = dark_table_with_a_lone_light_pip()
    assert without_flat_ones(image, [one], ("black",), lambda: [OWN_PIP]) == ()


def test_a_one_that_looks_like_a_dark_table_but_shows_its_side_faces_drawn_out_pips_is_kept_and_asked_about():
    """Dev 450-469 Blöder 30451, dev 470-489 30481: black 1s on dark cloth, their front faces' pips 1.5-2 times as
    long as wide just below them."""
    image, one = dark_table_with_a_lone_light_pip()
    pips = [OWN_PIP, *(seen(centre, 1.8) for centre in BELOW)]
    (kept,) = without_flat_ones(image, [one], ("black",), lambda: pips)
    assert (kept.value, kept.colour, kept.center) == (1, "black", one.center)
    assert kept.confidence == tol.SIDE_FACED_ONE_CONFIDENCE


def test_round_spots_beside_a_flat_one_are_no_side_faces_pips():
    image, one = dark_table_with_a_lone_light_pip()
    pips = [OWN_PIP, *(seen(centre, 1.1) for centre in BELOW)]
    assert without_flat_ones(image, [one], ("black",), lambda: pips) == ()


def test_drawn_out_pips_of_the_other_kind_beside_a_flat_one_are_no_side_faces_pips():
    image, one = dark_table_with_a_lone_light_pip()
    pips = [OWN_PIP, *(seen(centre, 1.8, is_dark=True) for centre in BELOW)]
    assert without_flat_ones(image, [one], ("black",), lambda: pips) == ()


def test_drawn_out_pips_nearer_another_die_read_are_that_dies_and_keep_no_flat_one():
    image, one = dark_table_with_a_lone_light_pip()
    other = DieReading(5, "red", (50.0, 70.0), square((50.0, 70.0), 20.0), 0.9)
    pips = [OWN_PIP, *(seen(centre, 1.8) for centre in BELOW)]
    assert one not in without_flat_ones(image, [one, other], ("black", "red"), lambda: pips)
