"""A top face parted from the pips of its own die's side face (`vision.joined_side_face`): the group of both formed
no face, its most contrasting pips do."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.find import FaceGroup
from vision.joined_side_face import TopBesideItsSideFace, top_beside_its_side_face
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame

RECORDED = Path(__file__).resolve().parents[1] / "fixtures" / "recorded" / "dsc-solo"
TOP_CONTRAST, SIDE_CONTRAST = 90.0, 70.0


def _pip(x: float, y: float, contrast: float) -> Pip:
    return Pip((x, y), 5.5, 1.3, 0.0, contrast, 35.0, False)


def _diagonal_three(contrast: float = TOP_CONTRAST) -> list[Pip]:
    """A 3's pips, a face about 40 pixels wide, its middle at (100, 100)."""
    return [_pip(100 + step * 14, 100 + step * 14, contrast) for step in (-1, 0, 1)]


def _side_face_row(y: float, contrast: float = SIDE_CONTRAST) -> list[Pip]:
    """Three pips of a side face in a row across the frame at `y`."""
    return [_pip(x, y, contrast) for x in (86, 100, 114)]


def test_a_top_3_is_parted_from_its_fainter_side_face_below_it():
    group = FaceGroup(tuple(_diagonal_three() + _side_face_row(145)), None)
    top = top_beside_its_side_face(group)
    assert isinstance(top, TopBesideItsSideFace) and top.fit.value == 3


def test_no_top_is_parted_where_the_fainter_pips_lie_beyond_it_away_from_the_camera():
    group = FaceGroup(tuple(_diagonal_three() + _side_face_row(55)), None)
    assert top_beside_its_side_face(group) is None


def test_no_top_is_parted_where_the_pips_are_about_as_contrasting():
    group = FaceGroup(tuple(_diagonal_three() + _side_face_row(145, contrast=TOP_CONTRAST - 5)), None)
    assert top_beside_its_side_face(group) is None


def test_a_pair_of_pips_is_never_parted_off_as_a_top_2():
    pair = [_pip(90, 90, TOP_CONTRAST), _pip(110, 110, TOP_CONTRAST)]
    group = FaceGroup(tuple(pair + _side_face_row(140)), None)
    assert top_beside_its_side_face(group) is None


def test_recorded_white_6_beside_its_side_face_is_read_and_asked():
    image = cv2.imread(str(RECORDED / "000104.jpg"))
    reading = read_frame(image, load_profile("doppelt-so-clever"))
    white = [die for die in reading.dice if die.colour == "white"]
    assert [die.value for die in white] == [6] and white[0].confidence < 0.9
