"""Faces a glare or a bright light washes out, read by pips faintly darker than the face (`vision.washed_out_faces`)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.face_template import read_face
from vision.washed_out_faces import read_washed_out_face

FACE_BOX = ((30.0, 30.0), (90.0, 30.0), (90.0, 90.0), (30.0, 90.0))
CORNERS = [(44, 44), (76, 44), (44, 76), (76, 76)]
TWO = [(44, 44), (76, 76)]
THREE = [(44, 44), (60, 60), (76, 76)]
FIVE = [*CORNERS, (60, 60)]
GLARE, PIP_PAINT = 246, 234  # a glare lifts the plastic near white; the matt pips keep their paint's grey


def _glared_red_face(
    pips: list[tuple[int, int]],
    spot: tuple[tuple[int, int], int] | None = None,
    shade: list[tuple[int, int]] | None = None,
) -> np.ndarray:
    """A glossy red die on a dark table whose top face a broad glare covers inside its bevels, with matt grey pips at
    `pips`: a brighter glare spot (centre, radius) swallows a pip under it; a shade (a polygon) darkens the face."""
    frame = np.full((120, 120, 3), 40, np.float32)
    cv2.rectangle(frame, (30, 30), (90, 90), (40, 40, 210), -1)
    cv2.rectangle(frame, (35, 35), (85, 85), (GLARE, GLARE, GLARE), -1)
    for x, y in pips:
        cv2.circle(frame, (x, y), 6, (PIP_PAINT, PIP_PAINT, PIP_PAINT), -1)
    if spot is not None:
        cv2.circle(frame, spot[0], spot[1], (255, 255, 255), -1)
    if shade is not None:
        shaded = np.zeros((120, 120), np.float32)
        cv2.fillConvexPoly(shaded, np.int32(shade), 1.0)
        frame *= 1 - 0.05 * cv2.GaussianBlur(shaded, (0, 0), 2.0)[..., None]
    grain = np.random.default_rng(7).normal(0.0, 1.0, frame.shape)
    return np.clip(cv2.GaussianBlur(frame, (0, 0), 1.0) + grain, 0, 255).astype(np.uint8)


def test_a_glared_face_is_read_by_its_pips_faintly_darker_than_the_glare():
    frame = _glared_red_face(FIVE)

    read = read_washed_out_face(frame, FACE_BOX)

    assert read_face(frame, FACE_BOX) is None
    assert read is not None and read.value == 5


def test_a_glared_face_without_pips_reads_nothing():
    assert read_washed_out_face(_glared_red_face([]), FACE_BOX) is None


def test_a_pip_swallowed_by_a_brighter_glare_spot_refuses_the_reading():
    # A 3 whose centre pip lies under a spot whiter than the glare around its two corner pips: they alone show a 2.
    frame = _glared_red_face(THREE, spot=((60, 60), 9))

    assert read_washed_out_face(_glared_red_face(TWO), FACE_BOX) is not None
    assert read_washed_out_face(frame, FACE_BOX) is None


def test_a_shade_spreading_the_empty_places_refuses_the_reading():
    # A 2 whose empty bottom left corner lies in a faint shade: its empty places spread about as far as its pips
    # stand out.
    frame = _glared_red_face(TWO, shade=[(30, 60), (60, 60), (60, 90), (30, 90)])

    assert read_washed_out_face(frame, FACE_BOX) is None
