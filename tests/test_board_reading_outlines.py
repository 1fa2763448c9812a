"""A board card's patch read twice (with the frame's size rules, then closely with its own: vision/board_reading.py)
looks for its outlined faces once: they do not hang on size rules."""

from pathlib import Path

import cv2

from vision import board_reading
from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import BoardReader
from vision.profiles import load_profile
from vision.regions import find_regions

BOARD_60001 = Path(__file__).resolve().parents[1] / "fixtures" / "boards" / "rendered" / "bloeder-board" / "60001.jpg"


def test_a_patch_read_twice_looks_for_its_outlines_once(monkeypatch):
    image = cv2.imread(str(BOARD_60001))
    board = load_board("bloeder-sack")
    regions = with_cards_above(find_regions(image, len(board.region_names), board.region_names), board)
    reader = BoardReader(regions, load_profile("bloeder-sack"))
    patches_searched, closely_read = [], []
    find_squares, read_closely = board_reading.find_squares, BoardReader._read_closely

    def searching(patch, working):
        patches_searched.append(patch.shape)
        return find_squares(patch, working)

    def reading_closely(self, image, box, spots, dice, outlines):
        closely_read.append(bool(spots))
        read_closely(self, image, box, spots, dice, outlines)

    monkeypatch.setattr(board_reading, "find_squares", searching)
    monkeypatch.setattr(BoardReader, "_read_closely", reading_closely)
    reader.read(image)
    assert closely_read.count(True) >= 1
    # Each card's patch once (though some are read twice) and the whole frame once
    assert len(patches_searched) == len(set(patches_searched)) == len(reader.regions) + 1
