"""Colour faces in the shade named by their hue (vision.shaded_faces), and the PUSH frames they were missed in."""

from pathlib import Path

import cv2
import numpy as np
import pytest

from vision.profiles import load_profile
from vision.reader import read_frame
from vision.shaded_faces import colour_by_hue

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"


@pytest.fixture(scope="module")
def push():
    return load_profile("push")


def test_a_shaded_yellow_as_dark_as_green_is_named_yellow_by_its_hue(push):
    assert colour_by_hue(np.array([48.6, -2.3, 47.5, 3.5]), push) == "yellow"


def test_a_shaded_blue_that_passes_for_the_black_star_is_named_blue_by_its_hue(push):
    assert colour_by_hue(np.array([38.9, 7.9, -18.1, 9.7]), push) == "blue"


def test_a_face_with_next_to_no_chroma_has_no_hue(push):
    assert colour_by_hue(np.array([25.0, 1.0, 2.0, 8.0]), push) is None


def test_a_hue_between_two_colours_names_neither(push):
    """An orange wood hue (about 67 degrees) lies some 35 degrees from red and from yellow."""
    assert colour_by_hue(np.array([60.0, 15.0, 35.0, 3.0]), push) is None


def test_a_face_not_measured_has_no_hue(push):
    assert colour_by_hue(np.full(4, np.nan), push) is None


def test_the_push_die_in_dim_light_is_read_by_its_hue_and_asked_about(push):
    """PUSH 40043 (train split): the blue top face in dim light matches no colour, even relit (`vision.colour`)."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40043.jpg")), push)
    assert [(die.colour, die.confidence) for die in reading.dice] == [("blue", 0.5)]


def test_the_push_die_in_a_trays_shadow_is_named_relit_before_its_hue_is_asked(push):
    """PUSH 40013 (train split): the yellow face in a tray's shadow matches yellow relit to its lightness, at the
    colour stage's 0.8, so the hue is not needed; the table asks either way."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40013.jpg")), push)
    assert [(die.colour, die.confidence) for die in reading.dice] == [("yellow", 0.8)]
