"""Two whole faces a side apart, both seen too squarely to be two faces of one die and with pip lattices of one spacing,
are the tops of two touching dice, not a top and its side face (vision/topface.py `_whole_faces_side_by_side`)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.find import FaceGroup
from vision.image_files import optional_profile
from vision.layout import CANONICAL_FACES, FACE_HALF_SIDE, fit_face
from vision.pips import Pip
from vision.reader import read_frame
from vision.topface import BesideOtherPlastic, top_faces

UNIT_PX = 10.0
SIDE_PX = 2 * FACE_HALF_SIDE * UNIT_PX
TOP_AT = (100.0, 100.0)  # the face farther from the camera (image-down is towards it)
BELOW_AT = (100.0, 100.0 + 1.1 * SIDE_PX)  # 1.1 sides nearer the camera
PIP_RADIUS_PX = 3.0
BRIGHTEST = np.zeros((240, 240), np.uint8)  # the reader's own views judge with it; no groove is looked for here


def face(
    value: int, center: tuple[float, float], elongation: float, unit_px: float = UNIT_PX, is_dark: bool = False
) -> FaceGroup:
    """A face whose pips (light unless `is_dark`) are each drawn out `elongation` times across the image (a face tilted
    towards image-down)."""
    centers = np.array(CANONICAL_FACES[value], dtype=float) * unit_px + center
    pips = tuple(
        Pip((x, y), PIP_RADIUS_PX, elongation, 0.0, contrast=120.0, face_level=220.0, is_dark=is_dark)
        for x, y in centers
    )
    return FaceGroup(pips, fit_face(centers, PIP_RADIUS_PX))


def values_kept(groups: list[FaceGroup]) -> list[int]:
    return [kept.fit.value for kept in top_faces(groups, None, BRIGHTEST)]


def test_a_whole_face_a_side_below_a_top_seen_nearly_as_squarely_is_a_touching_die():
    # pips' shapes 0.17 apart pass for another plane, but 1 / 1.05² + 1 / 1.22² = 1.58: no two faces at right angles
    assert values_kept([face(6, TOP_AT, 1.05), face(6, BELOW_AT, 1.22)]) == [6, 6]


def test_a_touching_die_kept_as_a_whole_face_is_taken_less_surely():
    kept = top_faces([face(6, TOP_AT, 1.05), face(6, BELOW_AT, 1.22)], None, BRIGHTEST)
    assert isinstance(kept[1], BesideOtherPlastic)


def test_a_face_below_a_top_with_pips_drawn_out_as_a_side_face_is_dropped():
    # 1 / 1.05² + 1 / 1.8² = 1.22: a top and its side face seen about 34 degrees from the vertical
    assert values_kept([face(6, TOP_AT, 1.05), face(4, BELOW_AT, 1.8)]) == [6]


def test_a_square_face_below_a_top_on_a_lattice_a_third_wider_is_dropped_as_its_side_face():
    assert values_kept([face(6, TOP_AT, 1.05), face(4, BELOW_AT, 1.22, unit_px=1.3 * UNIT_PX)]) == [6]


def test_a_2_a_side_below_a_top_seen_nearly_as_squarely_is_a_touching_die():
    # 1 / 1.05² + 1 / 1.22² = 1.58, and a 2's diagonal gives the lattice of the 6 beside it
    assert values_kept([face(6, TOP_AT, 1.05), face(2, BELOW_AT, 1.22)]) == [6, 2]


def test_a_2_of_light_pips_below_a_face_of_dark_ones_is_dropped_as_its_glints():
    assert values_kept([face(6, TOP_AT, 1.05, is_dark=True), face(2, BELOW_AT, 1.22)]) == [6]


def test_a_2_on_a_lattice_a_third_narrower_below_a_top_is_dropped_as_its_side_face():
    assert values_kept([face(6, TOP_AT, 1.05), face(2, BELOW_AT, 1.22, unit_px=UNIT_PX / 1.3)]) == [6]


def test_the_white_2_touching_a_white_6_of_bloeder_30080_is_read_and_asked_about():
    reading = read_frame(cv2.imread("fixtures/rendered/bloeder-sack/30080.jpg"), optional_profile("bloeder-sack"))
    (two,) = [die for die in reading.dice if np.hypot(die.center[0] - 331, die.center[1] - 252) < 8]
    assert (two.value, two.colour) == (2, "white")
    assert two.confidence < 0.9
