"""A die touching a read die, found where nothing was seen, yields to a face fitted to the die's own edges: at camera
size (the rendered Geht noch was? train frames enlarged 2x) an outline read smaller than its die, moved by its own
side, falls on the near corner pip of the die touching it and reads a 1 there."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import pytest

from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "geht-noch-was"


def _red_dice_near(image: str, centre: tuple[float, float]) -> list[int]:
    """The values of the red dice read within 15 px of `centre` in the rendered frame `image` enlarged 2x as
    `tools/bench_upscaled.py` enlarges it."""
    frame = cv2.resize(cv2.imread(str(RENDERED / image)), None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    reading = read_frame(frame, load_profile("geht-noch-was"))
    return [die.value for die in reading.dice if die.colour == "red" and math.dist(die.center, centre) < 15]


@pytest.mark.parametrize(
    ("image", "centre", "value"),
    [("20035.jpg", (430.0, 419.2), 2), ("20088.jpg", (524.8, 260.9), 4)],
)
def test_a_die_touching_an_outline_read_small_is_read_by_its_edges_not_as_a_partner_1(
    image: str, centre: tuple[float, float], value: int
):
    assert _red_dice_near(image, centre) == [value]
