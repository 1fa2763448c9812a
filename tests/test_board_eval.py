"""Scoring board readings against the labelled board fixtures (vision/board_eval.py)."""

from pathlib import Path

import cv2

from vision.board_eval import score_board
from vision.board_layouts import load_board
from vision.profiles import load_profile

BOARDS = Path(__file__).resolve().parent.parent / "fixtures" / "boards" / "rendered" / "bloeder-board"


def test_a_board_scored_with_the_tables_confirm_below_counts_only_the_dice_read_at_least_that_surely():
    path = BOARDS / "60000.jpg"
    board, profile = load_board("bloeder-sack"), load_profile("bloeder-sack")
    every = score_board(path, cv2.imread(str(path)), board, profile)
    none = score_board(path, cv2.imread(str(path)), board, profile, confirm_below=1.01)
    assert (every.reader.taken, none.reader.taken) == (len(every.reader.judged), 0)
