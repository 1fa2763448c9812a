"""The reader's search for missing dice by outline and colour body leaves the dice read surely by their pips alone."""

from __future__ import annotations

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die, synthetic_profile

import vision.reader as reader
from vision.squares import find_squares


def _holds(box, point) -> bool:
    return cv2.pointPolygonTest(np.asarray(box, np.float32), point, False) >= 0


def test_the_outline_of_a_die_read_surely_by_its_pips_is_not_read_again_by_its_pip_places(monkeypatch):
    table = blank_table(640, 480, "felt")
    dice = [draw_die(table, "red", (200, 240), value=5, seed=1), draw_die(table, "blue", (440, 240), value=3, seed=2)]
    assert all(any(_holds(square.box, die.center) for square in find_squares(table)) for die in dice)
    boxes_read = []
    monkeypatch.setattr(reader, "read_face", lambda image, box: boxes_read.append(box))

    reading = reader.read_frame(table, synthetic_profile("geht-noch-was"))  # 2 of its 7 dice: some may be missing

    assert sorted((die.colour, die.value) for die in reading.dice) == [("blue", 3), ("red", 5)]
    assert not any(_holds(box, die.center) for box in boxes_read for die in dice)
