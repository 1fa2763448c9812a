"""Dice read at the camera's own frame size, 1280×960 (`fixtures/rendered-1280`): readings that were taken without
asking though wrong."""

from __future__ import annotations

from pathlib import Path

import cv2

from companion.config import default_settings
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading

RENDERED_1280 = Path(__file__).resolve().parents[1] / "fixtures" / "rendered-1280"


def _dice_near(set_name: str, image: str, centre: tuple[float, float], reach_px: float = 40.0) -> list[DieReading]:
    """Each die read within `reach_px` of `centre` (frame pixels, each way) in a 1280×960 fixture."""
    reading = read_frame(cv2.imread(str(RENDERED_1280 / set_name / image)), load_profile(set_name))
    return [
        die
        for die in reading.dice
        if abs(die.center[0] - centre[0]) < reach_px and abs(die.center[1] - centre[1]) < reach_px
    ]


def test_a_pip_of_a_die_read_by_its_outline_is_not_read_again_as_a_one_beside_its_shadow():
    dice = _dice_near("doppelt-so-clever", "10105.jpg", (328.8, 370.0))
    assert [(die.value, die.colour) for die in dice] == [(4, "silver")]


def test_two_pips_side_by_side_on_a_four_read_as_a_two_are_asked_about():
    # GNW 20115: the red 4's lower pips lie in a sheen and were not found; its upper two fit a 2 0.72 as wide as
    # the other dice.
    (two,) = _dice_near("geht-noch-was", "20115.jpg", (561.5, 476.0))
    assert two.confidence < default_settings()["table"]["confirm_below"]
