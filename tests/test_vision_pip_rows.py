"""A small die's row of small light pips blurred into one rod of bumps is read as that row's pips."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.pips import Pip, _is_row_of_a_face, find_pips

RADIUS_PX = 2.3


def row(pitch_radii: float, elongation: float = 1.2, bend_px: float = 0.0) -> list[Pip]:
    """Three light pips RADIUS_PX in radius `pitch_radii` radii apart along a line at 1 rad, the middle one moved
    `bend_px` across it."""
    along, across = np.array([math.cos(1.0), math.sin(1.0)]), np.array([-math.sin(1.0), math.cos(1.0)])
    pitch = pitch_radii * RADIUS_PX
    centres = [
        np.array((300.0, 140.0)) + step * pitch * along + (bend_px * across if step == 0 else 0) for step in (-1, 0, 1)
    ]
    return [Pip((float(x), float(y)), RADIUS_PX, elongation, 1.0, 100.0, 10.0, False) for x, y in centres]


def blurred_black_six(pitch_px: float, blur_px: float) -> np.ndarray:
    """A black die on a green cloth, turned 1 rad, its 6's two rows of white pips 2.2 px in radius and `pitch_px`
    apart blurred (Gaussian, sigma `blur_px`) into two rods of three bumps, as dev 30227's and 30184's black 6s."""
    frame = np.full((480, 640, 3), (40, 90, 30), np.uint8)
    along, across = np.array([math.cos(1.0), math.sin(1.0)]), np.array([-math.sin(1.0), math.cos(1.0)])
    centre, half_side = np.array((316.0, 216.0)), 1.9 * pitch_px
    corners = [centre + half_side * (a * along + b * across) for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    cv2.fillPoly(frame, [np.round(np.array(corners)).astype(np.int32)], (12, 12, 12))
    fine = np.zeros((480 * 8, 640 * 8), np.uint8)  # pips drawn 8 times finer, then averaged down: soft edges
    for column in (-1, 1):
        for step in (-1, 0, 1):
            x, y = (centre + step * pitch_px * along + column * 0.8 * pitch_px * across) * 8
            cv2.circle(fine, (int(x), int(y)), int(2.2 * 8), 255, -1)
    pip_share = cv2.resize(fine, (640, 480), interpolation=cv2.INTER_AREA).astype(np.float32)[..., None] / 255
    frame = (frame * (1 - pip_share) + 200 * pip_share).astype(np.uint8)
    return cv2.GaussianBlur(frame, (0, 0), blur_px)


def light_pips(frame: np.ndarray) -> list[Pip]:
    return find_pips(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY), frame.min(axis=2), kinds=(False,))


def test_a_black_sixs_rows_blurred_into_rods_are_read_as_six_pips():
    """Each rod's core (half-way to its brightest) holds its three pips apart: a row, kept though the blob is small."""
    assert len(light_pips(blurred_black_six(pitch_px=7.0, blur_px=1.5))) == 6


def test_a_black_sixs_rows_that_fall_apart_only_when_cut_deeper_are_read_as_six_pips():
    """Each rod's core is one part, which falls apart into three round pips when cut deeper (dev 30184)."""
    assert len(light_pips(blurred_black_six(pitch_px=6.0, blur_px=1.5))) == 6


def test_three_round_pips_three_radii_apart_on_a_line_are_a_row_of_a_face():
    assert _is_row_of_a_face(row(3.3))


def test_pips_crowded_closer_than_a_faces_are_no_row_of_a_face():
    """A side face seen slantwise, its pips joined, crowds them closer than a top face's."""
    assert not _is_row_of_a_face(row(2.0))


def test_drawn_out_pips_are_no_row_of_a_face():
    assert not _is_row_of_a_face(row(3.3, elongation=2.0))


def test_three_pips_bent_off_a_line_are_no_row_of_a_face():
    assert not _is_row_of_a_face(row(3.3, bend_px=3.0))


def test_the_pips_of_a_row_blurred_together_are_marked_with_that_row():
    """Each rod's three pips carry the same row, the centres of its pips, which the grouping keeps on one face."""
    pips = light_pips(blurred_black_six(pitch_px=7.0, blur_px=1.5))
    rows = {pip.row for pip in pips}
    assert len(rows) == 2
    assert all(len(row) == 3 and pip.center in row for pip in pips for row in [pip.row])
