"""Dice cocked with their top face turned away from the camera (`vision.tilted_away`): a face seen less squarely, by
box and pips alike, than every face as high in the frame or higher is asked about."""

from __future__ import annotations

import math
from pathlib import Path

import cv2

from companion.config import default_settings
from vision.cocked import Slant, slants_of
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading
from vision.tilted_away import less_square_than_farther_faces, with_tilted_away_doubts

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"
FARTHER = (Slant(0.95, 0.95, 100.0, 100.0, 35.0, 6), Slant(0.93, 0.96, 300.0, 150.0, 35.0, 5))


def face_at(y_px: float, by_box: float | None, by_pips: float | None) -> Slant:
    """A face of four pips at (200, `y_px`), seen `by_box` and `by_pips` as squarely (None: not measured)."""
    return Slant(by_box, by_pips, 200.0, y_px, 35.0, 4)


def test_a_face_seen_less_squarely_than_the_faces_above_it_by_box_and_pips_is_asked_about():
    # 0.07 short of 0.93 by box, 0.08 of 0.95 by pips: 1 - 0.5 × (0.07 - 0.05) / (0.08 - 0.05)
    assert round(less_square_than_farther_faces(face_at(300, 0.86, 0.87), FARTHER), 3) == 0.667


def test_a_face_seen_less_squarely_by_its_box_alone_is_not_doubted():
    assert less_square_than_farther_faces(face_at(300, 0.80, 0.95), FARTHER) == 1.0


def test_a_face_seen_less_squarely_by_its_pips_alone_is_not_doubted():
    assert less_square_than_farther_faces(face_at(300, 0.95, 0.80), FARTHER) == 1.0


def test_a_face_above_the_others_may_be_seen_less_squarely():
    assert less_square_than_farther_faces(face_at(50, 0.80, 0.80), FARTHER) == 1.0


def test_a_face_whose_box_is_not_measured_is_not_doubted():
    assert less_square_than_farther_faces(face_at(300, None, 0.80), FARTHER) == 1.0


def test_dice_read_by_their_pip_places_are_left_as_they_are():
    box = ((180.0, 290.0), (220.0, 290.0), (220.0, 310.0), (180.0, 310.0))
    far_box = ((180.0, 80.0), (220.0, 80.0), (220.0, 120.0), (180.0, 120.0))
    dice = [DieReading(2, "blue", (200.0, 300.0), box, 1.0), DieReading(6, "blue", (200.0, 100.0), far_box, 1.0)]
    assert with_tilted_away_doubts(dice, slants_of(dice, [None, None])) == tuple(dice)


def test_a_white_die_cocked_away_from_the_camera_on_the_die_in_front_in_bloeder_sack_is_asked_about():
    image = cv2.imread(str(RENDERED / "bloeder-sack" / "30053.jpg"))
    reading = read_frame(image, load_profile("bloeder-sack"))
    cocked = min(reading.dice, key=lambda die: math.dist(die.center, (418.0, 390.0)))
    assert (cocked.value, cocked.colour) == (4, "white")
    assert cocked.confidence < default_settings()["table"]["confirm_below"]
