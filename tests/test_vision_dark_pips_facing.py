"""Two dark pips whose rings reach past their face onto a lighter table are compared by the face on the sides they
turn to each other when they stand out alike: a silver die's pips on a white table make one face (issue #2)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2

from vision.profiles import load_profile
from vision.reader import read_frame

DSC_TRAIN = Path(__file__).resolve().parent.parent / "fixtures" / "rendered" / "doppelt-so-clever"
SILVER_THREE_AT = (384.0, 155.0)  # DSC train 10031's silver 3, its ring beside the white table (labelled centre)


def test_a_silver_three_on_a_white_table_is_read_as_a_three_not_a_one():
    dice = read_frame(cv2.imread(str(DSC_TRAIN / "10031.jpg")), load_profile("doppelt-so-clever")).dice
    assert [(die.value, die.colour) for die in dice if math.dist(die.center, SILVER_THREE_AT) < 10] == [(3, "silver")]
