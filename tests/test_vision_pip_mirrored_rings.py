"""A dark pip on the silver die's metal face: its face ring takes in the mirrored bevel, so in a closer look of a set
with a metal die it is let through an uneven ring when it stands out deeply and is round
(`vision.pips._max_ring_spread`, `ENLARGED_BESIDE_METAL`); a faint or drawn-out dark blob beside a bright band keeps a
plastic face's even ring, and so does every blob at the working size and in a plastic set's closer look."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.pips import ENLARGED, ENLARGED_BESIDE_METAL, PipRules, find_pips
from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "doppelt-so-clever"
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


def _dark_pips(face: np.ndarray, rules: PipRules = ENLARGED_BESIDE_METAL):
    """The dark pips found in `face` as a closer look of a set with a metal die judges them (`rules`)."""
    return find_pips(face, face, frame_long_side_px=640, kinds=(True,), rules=rules)


def test_a_deep_round_dark_pip_beside_a_mirrored_bevel_is_found():
    (pip,) = _dark_pips(_face_with_dark_blob(50, (6, 6)))
    assert abs(pip.center[0] - 60) < 1 and abs(pip.center[1] - 60) < 1


def test_at_the_working_size_a_deep_round_dark_blob_beside_a_bright_band_is_no_pip():
    # a far die's whole dark face on a pale card is as round and deep there (Bloeder board 60005's black dice)
    assert _dark_pips(_face_with_dark_blob(50, (6, 6)), PipRules()) == []


def test_in_a_plastic_sets_closer_look_a_deep_round_dark_blob_beside_a_bright_band_is_no_pip():
    assert _dark_pips(_face_with_dark_blob(50, (6, 6)), ENLARGED) == []


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


def test_a_silver_2_whose_pip_ring_takes_in_its_bevel_is_read_as_a_2():
    # DSC train 10062: a pip of the silver 2 fails a plastic face's even ring; read from its other pip, it was a 1
    image = cv2.imread(str(RENDERED / "10062.jpg"))
    (silver,) = [die for die in read_frame(image, load_profile("doppelt-so-clever")).dice if die.colour == "silver"]
    assert silver.value == 2
