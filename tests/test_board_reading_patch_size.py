"""A board card's patch is read with the size rules of the camera frame it was cut from (vision/board_reading.py,
`read_frame(frame_long_side_px=...)`), and each reading is asked once whether it lies on a card."""

import math
from pathlib import Path

import cv2
import pytest

from vision import board_reading
from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import BoardReader, read_board
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.regions import find_regions
from vision.squares import find_squares

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
BOARD_60002 = FIXTURES / "boards" / "rendered" / "bloeder-board" / "60002.jpg"


@pytest.fixture(scope="module")
def board_60002():
    image = cv2.imread(str(BOARD_60002))
    board = load_board("bloeder-sack")
    return image, with_cards_above(find_regions(image, len(board.region_names), board.region_names), board)


def test_a_blue_2_on_a_card_is_read_as_2_with_the_camera_frames_pip_window(board_60002):
    image, regions = board_60002
    reading = read_board(image, regions, load_profile("bloeder-sack"))
    (die,) = [die for die in reading.dice if math.dist(die.center, (1069, 564)) < 15]
    assert (die.value, die.colour) == (2, "blue")


def test_every_patch_is_read_with_the_long_side_of_the_camera_frame(board_60002, monkeypatch):
    image, regions = board_60002
    long_sides = []

    def recording(patch, profile, may_sharpen=True, frame_long_side_px=None, find_outlines=find_squares, **rules):
        long_sides.append(frame_long_side_px)
        return read_frame(patch, profile, may_sharpen, frame_long_side_px, find_outlines, **rules)

    monkeypatch.setattr(board_reading, "read_frame", recording)
    read_board(image, regions, load_profile("bloeder-sack"))
    # Each patch and the whole frame once with the frame's long side; some patches again with their own (_read_closely)
    assert long_sides.count(1280) == len(BoardReader(regions).regions) + 1


def test_a_whole_frame_given_its_own_long_side_reads_as_without_it():
    image = cv2.imread(str(FIXTURES / "rendered" / "bloeder-sack" / "30038.jpg"))
    profile = load_profile("bloeder-sack")
    assert read_frame(image, profile, frame_long_side_px=max(image.shape[:2])) == read_frame(image, profile)


def test_each_die_read_on_a_board_is_asked_once_whether_it_lies_on_a_card(board_60002, monkeypatch):
    image, regions = board_60002
    asked = []
    on_a_card = BoardReader._on_a_card

    def counting(reader, point):
        asked.append(point)
        return on_a_card(reader, point)

    monkeypatch.setattr(BoardReader, "_on_a_card", counting)
    read_board(image, regions, load_profile("bloeder-sack"))
    assert asked and len(asked) == len(set(asked))


def test_only_the_whole_frame_is_read_closer_around_its_pip_candidates_alone(board_60002, monkeypatch):
    """A board's whole frame is not searched for dice whose pips are too small to be candidates (several times as
    costly at 1280 px): its cards' dice are read closer in their own patches, which are."""
    image, regions = board_60002
    around_pips_only = []

    def recording(patch, profile, may_sharpen=True, frame_long_side_px=None, find_outlines=find_squares, **rules):
        around_pips_only.append((patch.shape == image.shape, rules.get("around_pips_only", False)))
        return read_frame(patch, profile, may_sharpen, frame_long_side_px, find_outlines, **rules)

    monkeypatch.setattr(board_reading, "read_frame", recording)
    read_board(image, regions, load_profile("bloeder-sack"))
    assert {is_whole for is_whole, only_around_pips in around_pips_only if only_around_pips} == {True}
    assert all(only_around_pips for is_whole, only_around_pips in around_pips_only if is_whole)
