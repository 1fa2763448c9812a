"""The reader's closer look (outlines and colour bodies) is taken only where it can change the reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from vision.image_files import read_image
from vision.profiles import load_profile
from vision.reader import read_frame

BENCH = Path(__file__).resolve().parents[1] / "fixtures" / "bench"


def _refuse(*args, **kwargs):
    raise AssertionError("colour bodies were searched")


def test_with_every_die_read_and_each_unsure_one_outlined_clearly_no_colour_body_is_searched(monkeypatch):
    monkeypatch.setattr("vision.bodies_read.find_bodies", _refuse)
    reading = read_frame(read_image(BENCH / "bench-00.jpg"), load_profile("geht-noch-was"))
    assert sorted((die.value, die.colour) for die in reading.dice) == [
        (1, "blue"),
        (1, "red"),
        (2, "blue"),
        (3, "blue"),
        (3, "red"),
        (4, "red"),
        (5, "blue"),
    ]


def test_with_a_die_missing_colour_bodies_are_searched(monkeypatch):
    monkeypatch.setattr("vision.bodies_read.find_bodies", _refuse)
    with pytest.raises(AssertionError, match="colour bodies were searched"):
        read_frame(read_image(BENCH / "bench-02.jpg"), load_profile("geht-noch-was"))
