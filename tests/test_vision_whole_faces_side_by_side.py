"""Two whole faces a side apart, both seen too squarely to be two faces of one die and with pip lattices of one spacing,
are the tops of two touching dice, not a top and its side face (vision/topface.py `_whole_faces_side_by_side`)."""

from __future__ import annotations

import numpy as np

from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, FACE_HALF_SIDE, fit_face
from vision.pips import Pip
from vision.topface import BesideOtherPlastic, top_faces

UNIT_PX = 10.0
SIDE_PX = 2 * FACE_HALF_SIDE * UNIT_PX
TOP_AT = (100.0, 100.0)  # the face farther from the camera (image-down is towards it)
BELOW_AT = (100.0, 100.0 + 1.1 * SIDE_PX)  # 1.1 sides nearer the camera
PIP_RADIUS_PX = 3.0
BRIGHTEST = np.zeros((240, 240), np.uint8)  # the reader's own views judge with it; no groove is looked for here


def face(value: int, center: tuple[float, float], elongation: float, unit_px: float = UNIT_PX) -> FaceGroup:
    """A face whose pips are each drawn out `elongation` times across the image (a face tilted towards image-down)."""
    centers = np.array(CANONICAL_FACES[value], dtype=float) * unit_px + center
    pips = tuple(
        Pip((x, y), PIP_RADIUS_PX, elongation, 0.0, contrast=120.0, face_level=220.0, is_dark=False) for x, y in centers
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
