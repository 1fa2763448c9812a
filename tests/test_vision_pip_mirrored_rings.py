"""A dark pip on the silver die's metal face: its face ring takes in the mirrored bevel, so in a closer look it is let
through an uneven ring when it stands out deeply and is round (`vision.pips._max_ring_spread`); a faint or drawn-out
dark blob beside a bright band keeps a plastic face's even ring, and so does every blob at the working size."""

from __future__ import annotations

import cv2
import numpy as np

from vision.pips import ENLARGED, PipRules, find_pips

FACE_LEVEL = 150
BEVEL_LEVEL = 185  # a mirrored bevel: a band of the ring this much brighter than the face


def _face_with_dark_blob(blob_level: int, axes_px: tuple[int, int], with_bevel: bool = True) -> np.ndarray:
    """A 120×120 face at FACE_LEVEL with a dark elliptic blob in its middle and, beside it, a bright band 8-16 px to
    its right: a quarter of the blob's face ring lies on it."""
    face = np.full((120, 120), FACE_LEVEL, np.uint8)
    if with_bevel:
        face[:, 68:76] = BEVEL_LEVEL
    cv2.ellipse(face, (60, 60), axes_px, 0, 0, 360, blob_level, -1)
    return face


def _dark_pips(face: np.ndarray, rules: PipRules = ENLARGED):
    """The dark pips found in `face` as a closer look (enlarged) judges them (`rules`)."""
    return find_pips(face, face, frame_long_side_px=640, kinds=(True,), rules=rules)


def test_a_deep_round_dark_pip_beside_a_mirrored_bevel_is_found():
    (pip,) = _dark_pips(_face_with_dark_blob(50, (6, 6)))
    assert abs(pip.center[0] - 60) < 1 and abs(pip.center[1] - 60) < 1


def test_at_the_working_size_a_deep_round_dark_blob_beside_a_bright_band_is_no_pip():
    # a far die's whole dark face on a pale card is as round and deep there (Bloeder board 60005's black dice)
    assert _dark_pips(_face_with_dark_blob(50, (6, 6)), PipRules()) == []


def test_a_faint_dark_spot_beside_a_bright_band_is_no_pip():
    assert _dark_pips(_face_with_dark_blob(105, (6, 6))) == []


def test_a_drawn_out_dark_blob_beside_a_bright_band_is_no_pip():
    assert _dark_pips(_face_with_dark_blob(50, (8, 5))) == []


def test_the_faint_spot_on_an_even_face_is_a_pip():
    # the faint spot is refused above for its uneven ring alone
    assert len(_dark_pips(_face_with_dark_blob(105, (6, 6), with_bevel=False))) == 1


def test_the_drawn_out_blob_on_an_even_face_is_a_pip():
    # the drawn-out blob is refused above for its uneven ring alone
    assert len(_dark_pips(_face_with_dark_blob(50, (8, 5), with_bevel=False))) == 1
