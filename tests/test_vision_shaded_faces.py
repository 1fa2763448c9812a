"""Colour faces in dim light named by their hue (vision.shaded_faces), in the PUSH frames they were missed in."""

from pathlib import Path

import cv2
import pytest

from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"


@pytest.fixture(scope="module")
def push():
    return load_profile("push")


def test_the_push_die_in_dim_light_is_read_by_its_hue_and_asked_about(push):
    """PUSH 40043 (train split): the blue top face in dim light matches no colour, even relit (`vision.colour`)."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40043.jpg")), push)
    assert [(die.colour, die.confidence) for die in reading.dice] == [("blue", 0.5)]


def test_the_push_die_in_a_trays_shadow_is_named_relit_before_its_hue_is_asked(push):
    """PUSH 40013 (train split): the yellow face in a tray's shadow matches yellow relit to its lightness, at the
    colour stage's 0.8, so the hue is not needed; the table asks either way."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40013.jpg")), push)
    assert [(die.colour, die.confidence) for die in reading.dice] == [("yellow", 0.8)]
