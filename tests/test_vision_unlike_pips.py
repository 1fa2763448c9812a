"""A 2 or 3 read from pips of two faces (`vision.unlike_pips`): pips smaller and fainter together are asked about."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.unlike_pips import unlike_pips, unlikeness

HIDDEN_BLUE_TWO = Path(__file__).parent.parent / "fixtures" / "rendered" / "geht-noch-was" / "20017.jpg"


def pip(radius: float, contrast: float) -> Pip:
    return Pip((0.0, 0.0), radius, 1.0, 0.0, contrast, 40.0, False)


def test_pips_alike_leave_a_two_sure() -> None:
    assert unlike_pips([pip(4.0, 100.0), pip(4.1, 95.0)]) == 1.0


def test_a_blurred_pip_larger_and_fainter_leaves_a_two_sure() -> None:
    assert unlike_pips([pip(5.86, 72.0), pip(4.11, 105.0)]) == 1.0


def test_a_pip_smaller_and_fainter_together_doubts_a_two() -> None:
    assert unlike_pips([pip(4.5, 127.0), pip(3.1, 85.0)]) < 0.9


def test_a_three_with_one_unlike_pip_is_doubted() -> None:
    assert unlike_pips([pip(4.5, 127.0), pip(4.5, 125.0), pip(3.1, 85.0)]) < 0.9


def test_faces_of_four_or_more_pips_are_left_alone() -> None:
    assert unlike_pips([pip(4.5, 127.0), pip(4.5, 125.0), pip(3.1, 85.0), pip(3.1, 85.0)]) == 1.0


def test_unlikeness_is_the_ratio_of_radius_times_contrast() -> None:
    assert unlikeness([pip(2.0, 50.0), pip(4.0, 100.0)]) == 4.0


def test_a_pip_without_contrast_is_unlike_without_end() -> None:
    assert unlikeness([pip(2.0, 0.0), pip(4.0, 100.0)]) == float("inf")


def test_hidden_blue_two_of_two_faces_is_asked() -> None:
    """GNW 20017: a blue die labelled hidden whose pips read as a 2 (pips 2.5 times unlike) stays far below taken."""
    reading = read_frame(cv2.imread(str(HIDDEN_BLUE_TWO)), load_profile("geht-noch-was"))
    twos = [die for die in reading.dice if die.value == 2 and abs(die.center[0] - 443) < 5]
    assert len(twos) == 1 and twos[0].confidence < 0.5
