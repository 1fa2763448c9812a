"""A light pip joined at its blob core's level to a fainter glare band along its face's edge is found once the band
falls away at a level nearer the pip's; a band as bright as the pip keeps it hidden, and two dice are never read one
over the other (issue #2)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from vision.pips import find_pips
from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"

PIP_CENTRE = (200, 200)
FACE_LEVEL, PIP_LEVEL = 30, 230  # a red face and a white pip in the lightness image


def _light_pips(band_level: int) -> list[tuple[float, float]]:
    """The light pips of a 400×400 face with a pip of radius 5 px at `PIP_CENTRE` and a band 5 px wide (as thick as
    the pip's radius, which no opening takes away) of `band_level` running 40 px to the right from it, blurred."""
    image = np.full((400, 400), FACE_LEVEL, np.uint8)
    x, y = PIP_CENTRE
    cv2.rectangle(image, (x, y - 2), (x + 40, y + 2), band_level, -1)
    cv2.circle(image, PIP_CENTRE, 5, PIP_LEVEL, -1, cv2.LINE_AA)
    image = cv2.GaussianBlur(image, (3, 3), 0.8)
    return [pip.center for pip in find_pips(image, image, frame_long_side_px=640, kinds=(False,))]


def test_a_pip_joined_to_a_fainter_thick_band_is_found_at_its_centre():
    centres = _light_pips(band_level=160)
    assert len(centres) == 1
    assert np.allclose(centres[0], PIP_CENTRE, atol=1.0)


def test_a_pip_joined_to_a_band_as_bright_as_itself_is_no_pip():
    assert _light_pips(band_level=PIP_LEVEL) == []


def _read_near(image_name: str, set_name: str, centre: tuple[int, int]) -> list[tuple[int, str]]:
    reading = read_frame(cv2.imread(str(RENDERED / set_name / image_name)), load_profile(set_name))
    near = [die for die in reading.dice if np.hypot(die.center[0] - centre[0], die.center[1] - centre[1]) < 10]
    return [(die.value, die.colour) for die in near]


@pytest.mark.parametrize(
    "image_name, set_name, centre, value, colour",
    [
        ("10030.jpg", "doppelt-so-clever", (436, 195), 4, "yellow"),  # two pips joined to the glare: read as a 2
        ("30037.jpg", "bloeder-sack", (388, 81), 4, "black"),  # its front pair found: not two 2s one over the other
    ],
)
def test_dice_whose_pips_touched_a_glare_band_are_read(image_name, set_name, centre, value, colour):
    assert _read_near(image_name, set_name, centre) == [(value, colour)]
