"""Reading a board region by region at full resolution (vision/board_reading.py)."""

import cv2
import pytest
from vision_synthetic import blank_table, draw_die, synthetic_profile

from vision.board_reading import read_board
from vision.regions import Region

CARD = Region("1", ((400.0, 300.0), (600.0, 300.0), (600.0, 560.0), (400.0, 560.0)), (1280, 960))


def board_with(dice: list[tuple[str, tuple[float, float], int]]):
    image = blank_table(1280, 960, "felt")
    cv2.rectangle(image, (400, 300), (600, 560), (200, 228, 238), -1)
    drawn = [draw_die(image, colour, center, 36, 20.0, value, seed=k) for k, (colour, center, value) in enumerate(dice)]
    return image, drawn


def test_a_die_on_a_region_is_read_once_in_frame_pixels():
    image, drawn = board_with([("red", (480.0, 400.0), 5)])
    reading = read_board(image, [CARD], synthetic_profile("bloeder-sack"))
    assert [(die.colour, die.value) for die in reading.dice] == [("red", 5)]
    assert reading.dice[0].center == pytest.approx(drawn[0].center, abs=3)


def test_a_die_beside_every_region_is_read_from_the_whole_frame():
    image, drawn = board_with([("blue", (900.0, 700.0), 3)])
    reading = read_board(image, [CARD], synthetic_profile("bloeder-sack"))
    assert [(die.colour, die.value) for die in reading.dice] == [("blue", 3)]
    assert reading.dice[0].center == pytest.approx(drawn[0].center, abs=3)


def test_dice_on_and_beside_a_region_are_each_read_once():
    image, _ = board_with([("red", (480.0, 400.0), 2), ("black", (540.0, 480.0), 6), ("white", (900.0, 700.0), 4)])
    reading = read_board(image, [CARD], synthetic_profile("bloeder-sack"))
    assert sorted((die.colour, die.value) for die in reading.dice) == [("black", 6), ("red", 2), ("white", 4)]
