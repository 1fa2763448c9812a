"""Faces read from dark pips on the silver die (`vision.mirrored_faces`): their lost pips are looked for however sure
the face was read."""

from __future__ import annotations

from pathlib import Path

import cv2
from vision_synthetic import blank_table, draw_die, synthetic_profile

from vision.mirrored_faces import faces_on_silver
from vision.profiles import load_profile
from vision.reader import read_frame

RECORDED = Path(__file__).resolve().parents[1] / "fixtures" / "recorded" / "dsc-solo"


def _box(center: tuple[float, float], side_px: float) -> tuple[tuple[float, float], ...]:
    x, y, half = center[0], center[1], side_px / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def _silver_and_white_table():
    """A felt table with a silver 3 and a white 3 (dark pips both), and their top-face boxes."""
    table = blank_table(400, 300, "felt")
    draw_die(table, "silver", (120, 150), side_px=40, value=3, seed=1)
    draw_die(table, "white", (280, 150), side_px=40, value=3, seed=2)
    return table, [_box((120, 150), 40), _box((280, 150), 40)]


def test_the_silver_face_read_from_few_dark_pips_is_named():
    table, boxes = _silver_and_white_table()
    assert faces_on_silver(table, synthetic_profile("doppelt-so-clever"), boxes, [(3, True), (3, True)]) == {0}


def test_a_face_read_from_light_pips_is_never_on_silver():
    table, boxes = _silver_and_white_table()
    assert faces_on_silver(table, synthetic_profile("doppelt-so-clever"), boxes, [(3, False), (3, True)]) == set()


def test_a_face_read_from_six_pips_has_none_to_lose():
    table, boxes = _silver_and_white_table()
    assert faces_on_silver(table, synthetic_profile("doppelt-so-clever"), boxes, [(6, True), (3, True)]) == set()


def test_a_set_without_a_silver_die_names_none():
    table, boxes = _silver_and_white_table()
    assert faces_on_silver(table, synthetic_profile("geht-noch-was"), boxes, [(3, True), (3, True)]) == set()


def test_a_silver_5_read_from_its_middle_column_is_read_as_the_5():
    # dsc-solo 000052: the silver 5's corner pips at the face's edge fail the even ring a pip must have (its mirrored
    # bevel); its middle column was read surely as a 3 before.
    reading = read_frame(cv2.imread(str(RECORDED / "000052.jpg")), load_profile("doppelt-so-clever"))
    (silver,) = [die for die in reading.dice if die.colour == "silver"]
    assert silver.value == 5
