"""The learned face verifier and the reader's second opinion built on it."""

from __future__ import annotations

import cv2
import numpy as np

from vision import face_verifier as fv


def _white_die_showing_five() -> np.ndarray:
    """A white 60 px face with five black pips on a grey table, centre (50, 50)."""
    image = np.full((100, 100, 3), 110, np.uint8)
    cv2.rectangle(image, (20, 20), (80, 80), (235, 235, 235), -1)
    for x, y in ((33, 33), (67, 33), (50, 50), (33, 67), (67, 67)):
        cv2.circle(image, (x, y), 6, (20, 20, 20), -1)
    return image


def test_crop_is_the_verifier_size_for_any_face_size():
    for side_px in (8.0, 60.0, 300.0):
        assert fv.face_crop(_white_die_showing_five(), (50.0, 50.0), side_px, is_dark=True).shape == (32, 32)


def test_dark_pips_come_out_bright_in_the_crop():
    crop = fv.face_crop(_white_die_showing_five(), (50.0, 50.0), 60.0, is_dark=True)
    assert crop[16, 16] == 255  # the centre pip
    assert crop[10, 16] < 64  # the white face between pips


def test_features_have_the_documented_length():
    crop = fv.face_crop(_white_die_showing_five(), (50.0, 50.0), 60.0, is_dark=True)
    assert fv.crop_features(crop).shape == (fv.FEATURES,)


def test_no_candidates_give_no_verdicts():
    assert fv.verdicts(np.zeros((0, fv.FEATURES), np.float32)) == []


def test_shipped_model_reads_a_clean_five():
    assert fv.verdict(_white_die_showing_five(), (50.0, 50.0), 60.0, is_dark=True).value == 5
