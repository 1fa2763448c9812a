"""The whole reader on glossy dice whose glare outshines their pips: such faces are read in their own light
(`vision.face_template`), and a face read only faintly that way does not hide a clearer reading around it."""

from __future__ import annotations

import math
from pathlib import Path

import cv2

from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading

FIXTURES = Path(__file__).parents[1] / "fixtures"


def _die_at(image_path: Path, set_name: str, centre: tuple[float, float]) -> DieReading | None:
    """The die read nearest `centre` (frame pixels), None when none lies within 12 px of it."""
    reading = read_frame(cv2.imread(str(image_path)), load_profile(set_name))
    nearest = min(reading.dice, key=lambda die: math.dist(die.center, centre))
    return nearest if math.dist(nearest.center, centre) < 12 else None


def test_a_glossy_three_with_glare_on_an_empty_corner_is_read_not_refused():
    """Geht noch was 20014: the glare on the red 3's bottom left corner outshone its pips; it was unreadable."""
    die = _die_at(FIXTURES / "rendered" / "geht-noch-was" / "20014.jpg", "geht-noch-was", (408.0, 276.0))
    assert die is not None and (die.value, die.colour) == (3, "red")


def test_a_square_read_only_faintly_leaves_the_clear_die_body_around_it_to_be_read():
    """Blöder Sack board 60015: a square askew on the blue 2 read faintly in its own light; the body around it
    reads clearly and must still be looked at, or a lone pip's huge face stands for the die."""
    die = _die_at(FIXTURES / "boards" / "rendered" / "bloeder-board" / "60015.jpg", "bloeder-sack", (856.0, 799.0))
    assert die is not None and (die.value, die.colour) == (2, "blue")
