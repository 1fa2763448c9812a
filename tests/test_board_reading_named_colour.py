"""Of two readings of one die, the board reader keeps the one that names a colour (vision/board_reading.py)."""

import math
from pathlib import Path

import cv2

from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import read_board
from vision.profiles import load_profile
from vision.regions import find_regions

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_an_orange_2_read_without_colour_in_its_patch_keeps_the_colour_the_whole_frame_names():
    image = cv2.imread(str(FIXTURES / "boards" / "rendered" / "goennen-zones" / "70003.jpg"))
    board = load_board("goennen-koennen")
    regions = with_cards_above(find_regions(image, len(board.region_names), board.region_names), board)
    reading = read_board(image, regions, load_profile(FIXTURES / "calibration" / "goennen-koennen.profile.json"))
    (die,) = [die for die in reading.dice if math.dist(die.center, (478, 486)) < 20]
    assert (die.value, die.colour) == (2, "orange")
