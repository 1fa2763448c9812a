"""A 1 on a board card far larger than the board's dice is a dark blob read as its pip (card_print)."""

import math
from pathlib import Path

import cv2

from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import read_board
from vision.card_print import is_off_the_dice_size
from vision.profiles import load_profile
from vision.regions import find_regions

BOARD_60001 = Path(__file__).resolve().parents[1] / "fixtures" / "boards" / "rendered" / "bloeder-board" / "60001.jpg"
BOARD_DICE_SIDES_PX = [36.0, 35.0, 37.0, 36.0]


def test_a_one_half_again_as_wide_as_the_boards_dice_is_a_blob():
    assert is_off_the_dice_size(58.0, BOARD_DICE_SIDES_PX, 1)


def test_a_one_a_third_wider_than_the_boards_dice_is_a_die():
    assert not is_off_the_dice_size(48.0, BOARD_DICE_SIDES_PX, 1)


def test_a_face_of_more_pips_that_wide_is_a_die_s_size():
    assert not is_off_the_dice_size(58.0, BOARD_DICE_SIDES_PX, 5)


def test_a_large_one_is_not_judged_beside_fewer_than_four_dice():
    assert not is_off_the_dice_size(58.0, BOARD_DICE_SIDES_PX[:3], 1)


def test_the_shadow_beside_a_red_6_on_board_60001_is_no_black_1():
    image = cv2.imread(str(BOARD_60001))
    board = load_board("bloeder-sack")
    regions = with_cards_above(find_regions(image, len(board.region_names), board.region_names), board)
    reading = read_board(image, regions, load_profile("bloeder-sack"))
    assert not [die for die in reading.dice if math.dist(die.center, (1013, 540)) < 20]
