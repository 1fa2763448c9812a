"""A die found touching a die read, where only its side face's pips were seen (an unreadable group below its top)."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.profiles import load_profile
from vision.reader import read_frame

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_a_white_six_touching_a_red_five_is_read_where_only_its_side_face_was_seen():
    image = cv2.imread(str(FIXTURES / "rendered" / "bloeder-sack" / "30080.jpg"))
    reading = read_frame(image, load_profile("bloeder-sack"))
    near = [die for die in reading.dice if abs(die.center[0] - 389) < 5 and abs(die.center[1] - 118) < 5]
    assert [(die.value, die.colour, die.confidence) for die in near] == [(6, "white", 0.7)]  # labelled white 6
    assert reading.unreadable == ()
