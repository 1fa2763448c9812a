"""Dice read at the camera's own frame size, 1280×960 (`fixtures/rendered-1280`): readings that were taken without
asking though wrong."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED_1280 = Path(__file__).resolve().parents[1] / "fixtures" / "rendered-1280"


def _dice_near(set_name: str, image: str, centre: tuple[float, float], reach_px: float = 40.0) -> list[tuple]:
    """(value, colour) of each die read within `reach_px` of `centre` (frame pixels) in a 1280×960 fixture."""
    reading = read_frame(cv2.imread(str(RENDERED_1280 / set_name / image)), load_profile(set_name))
    return [
        (die.value, die.colour)
        for die in reading.dice
        if abs(die.center[0] - centre[0]) < reach_px and abs(die.center[1] - centre[1]) < reach_px
    ]


def test_a_pip_of_a_die_read_by_its_outline_is_not_read_again_as_a_one_beside_its_shadow():
    assert _dice_near("doppelt-so-clever", "10105.jpg", (328.8, 370.0)) == [(4, "silver")]
