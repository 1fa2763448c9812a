"""A lone blob tells no pip's size: a pale face on a dark table stands out whole as one round blob and passes for a 1's
pip, so it does not keep a frame of small pips from being read closer (vision/views.py `_has_large_pips`)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.find import FaceGroup
from vision.layout import fit_face
from vision.pips import Pip
from vision.views import _has_large_pips, views_of

FACE_AT = (350, 175)


def pale_face_on_black_felt(side_px: int = 18) -> np.ndarray:
    """A 640×480 frame of black felt with one pink face of `side_px` pixels, its pips too small to stand out."""
    frame = np.full((480, 640, 3), 28, np.uint8)
    half = side_px // 2
    corner_a, corner_b = (FACE_AT[0] - half, FACE_AT[1] - half), (FACE_AT[0] + half, FACE_AT[1] + half)
    cv2.rectangle(frame, corner_a, corner_b, (185, 150, 235), -1)
    return cv2.GaussianBlur(frame, (5, 5), 1.5)


def group_of(radii: list[float]) -> FaceGroup:
    centers = np.array([[100.0 + 20 * index, 100.0 + 20 * index] for index in range(len(radii))])
    pips = tuple(
        Pip((x, y), radius, 1.0, 0.0, 100.0, 200.0, False) for (x, y), radius in zip(centers, radii, strict=True)
    )
    return FaceGroup(pips, fit_face(centers, float(np.mean(radii))))


def test_a_lone_large_blob_tells_no_pip_size():
    assert not _has_large_pips(group_of([10.7]))


def test_a_face_of_two_large_pips_is_read_without_a_closer_look():
    assert _has_large_pips(group_of([5.0, 5.2]))


def test_a_pale_face_passing_for_a_1s_pip_leaves_the_frame_to_be_read_closer():
    assert [view.scale for view in views_of(pale_face_on_black_felt()).views] == [2.0]
