"""A group of pips in two plastics that no top face was chosen from is split by plastic and chosen again
(`vision.joined_plastics`), its parts judged as two dice's faces (vision/topface.py `_split_apart`)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.topface import SplitFromOtherPlastic, top_faces

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"
SIX_AT = (100.0, 100.0)  # the face farther from the camera (image-down is towards it)
TWO_AT = (105.0, 125.0)  # 0.89 face sides below it: close enough to be its side face
UNIT_PX = 8.0  # a face side of 28.8 px


def _face(value: int, center: tuple[float, float], pip_radius: float) -> FaceGroup:
    centers = np.array(CANONICAL_FACES[value], dtype=float) * UNIT_PX + center
    pips = tuple(Pip((x, y), pip_radius, 1.1, 0.3, contrast=120.0, face_level=60.0, is_dark=False) for x, y in centers)
    return FaceGroup(pips, fit_face(centers, pip_radius))


def _split_from_one_group(six: FaceGroup, two: FaceGroup) -> list[FaceGroup]:
    joined = six.pips + two.pips
    return [SplitFromOtherPlastic(face.pips, face.fit, joined) for face in (six, two)]


def test_a_face_split_by_plastic_from_the_face_beyond_it_and_seen_as_squarely_is_a_die_of_its_own():
    faces = _split_from_one_group(_face(6, SIX_AT, 2.5), _face(2, TWO_AT, 2.6))
    assert sorted(kept.fit.value for kept in top_faces(faces)) == [2, 6]


def test_a_face_split_by_plastic_from_the_face_beyond_it_and_seen_less_squarely_is_its_side_face():
    faces = _split_from_one_group(_face(6, SIX_AT, 2.5), _face(2, TWO_AT, 2.0))
    assert [kept.fit.value for kept in top_faces(faces)] == [6]


def test_faces_not_split_from_one_group_are_judged_as_ever():
    assert [kept.fit.value for kept in top_faces([_face(6, SIX_AT, 2.5), _face(2, TWO_AT, 2.6)])] == [6]


def _die_at(image: str, centre: tuple[float, float]):
    """The die read nearest `centre` in a rendered Blöder Sack fixture, None when none is within 10 px."""
    profile = load_profile("bloeder-sack")
    reading = read_frame(cv2.imread(str(RENDERED / "bloeder-sack" / image)), profile)
    nearest = min(reading.dice, key=lambda die: math.dist(die.center, centre))
    return nearest if math.dist(nearest.center, centre) < 10 else None


def test_a_red_two_whose_pips_joined_a_black_six_and_were_dropped_beside_its_side_face_is_read_and_asked_about():
    die = _die_at("30067.jpg", (312.0, 182.0))
    assert (die.value, die.colour) == (2, "red")
    assert die.confidence <= tol.PLASTIC_SPLIT_CONFIDENCE


def test_a_side_face_split_by_plastic_from_its_neighbours_side_face_is_not_taken_for_its_die_top():
    die = _die_at("30042.jpg", (275.0, 107.0))
    assert (die.value, die.colour) == (5, "black")
