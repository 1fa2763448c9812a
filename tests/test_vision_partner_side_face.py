"""A die found touching a die read, where only its side face's pips were seen (an unreadable group below its top)."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision import tolerances as tol
from vision import topface
from vision.profiles import load_profile
from vision.reader import read_frame

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def red_one_touching_a_red_six() -> list[tuple[int, str, float]]:
    """Value, colour and confidence of the dice read at GNW train 20081's red 1, which touches a red 6."""
    image = cv2.imread(str(FIXTURES / "rendered" / "geht-noch-was" / "20081.jpg"))
    reading = read_frame(image, load_profile("geht-noch-was"))
    assert reading.unreadable == ()
    near = [die for die in reading.dice if abs(die.center[0] - 437) < 5 and abs(die.center[1] - 189) < 5]
    return [(die.value, die.colour, die.confidence) for die in near]


def test_a_red_one_touching_a_red_six_is_read_where_only_its_side_face_was_seen(monkeypatch):
    """The 1's lone top pip, 1.13 of the 6's side from it, is kept since as a touching die's top face
    (`vision.topface._side_by_side_tops`); dropped as the 6's side face here, as it was before, the 1 is still found as
    the 6's partner where only its side face was seen."""
    monkeypatch.setattr(topface, "_side_by_side_tops", lambda a, b: False)
    assert red_one_touching_a_red_six() == [(1, "red", tol.PARTNER_CONFIDENCE)]


def test_a_red_one_touching_a_red_six_is_read_from_its_own_top_face_beside_the_six_and_asked():
    assert red_one_touching_a_red_six() == [(1, "red", tol.LAYOUT_EVIDENCE[1] * tol.PLASTIC_SPLIT_CONFIDENCE)]


def test_a_white_six_of_dark_pips_touching_a_red_five_of_light_pips_is_read_from_its_own_top_face_and_asked():
    """Its top face was dropped as the red die's side face, and the die found only as that die's partner (0.7)."""
    image = cv2.imread(str(FIXTURES / "rendered" / "bloeder-sack" / "30080.jpg"))
    reading = read_frame(image, load_profile("bloeder-sack"))
    near = [die for die in reading.dice if abs(die.center[0] - 389) < 5 and abs(die.center[1] - 118) < 5]
    assert [(die.value, die.colour) for die in near] == [(6, "white")]  # labelled white 6
    assert near[0].confidence <= tol.PLASTIC_SPLIT_CONFIDENCE  # kept beside a die it might be cocked against
    assert reading.unreadable == ()
