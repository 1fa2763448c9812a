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
Colour = tuple[int, int, int]
GLARE: Colour = (242, 242, 252)  # a glare lifts the red plastic near white (BGR) ...
PIP_PAINT: Colour = (238, 238, 238)  # ... while the matt pips keep their paint's grey
RED: Colour = (40, 40, 250)
WHITE: Colour = (252, 252, 252)


def _glared_red_face(
    pips: list[tuple[int, int]],
    spots: list[tuple[tuple[int, int], int, Colour]] = (),
    glare: Colour = GLARE,
    paint: Colour = PIP_PAINT,
) -> np.ndarray:
    """A glossy red die on a dark table whose top face a broad `glare` covers inside its bevels, with matt pips of
    `paint` at `pips`; each of `spots` (centre, radius, colour) is drawn over the face and its pips (a whiter glare
    spot swallowing a pip, or bare plastic beside the glare, its white pip drawn on it)."""
    frame = np.full((120, 120, 3), 40, np.float32)
    cv2.rectangle(frame, (30, 30), (90, 90), RED, -1)
    cv2.rectangle(frame, (35, 35), (85, 85), glare, -1)
    for x, y in pips:
        cv2.circle(frame, (x, y), 6, paint, -1)
    for centre, radius, colour in spots:
        cv2.circle(frame, centre, radius, colour, -1)
    grain = np.random.default_rng(7).normal(0.0, 1.0, frame.shape)
    return np.clip(cv2.GaussianBlur(frame, (0, 0), 1.0) + grain, 0, 255).astype(np.uint8)


def test_a_glared_face_is_read_by_its_pips_faintly_darker_than_the_glare():
    frame = _glared_red_face(FIVE)

    read = read_washed_out_face(frame, FACE_BOX)

    assert read_face(frame, FACE_BOX) is None
    assert read is not None and read.value == 5


def test_a_glared_face_without_pips_reads_nothing():
    assert read_washed_out_face(_glared_red_face([]), FACE_BOX) is None


def test_empty_places_spread_about_as_far_as_the_pips_stand_out_refuse_the_reading():
    # A 2 whose empty bottom left corner shows a faint patch of the table's reflection, less red than the glare (as
    # white): its empty places spread more than a third as far as its pips stand out.
    grey = (230, 230, 230)
    frame = _glared_red_face(TWO, spots=[((44, 76), 8, (242, 242, 244))], paint=grey)

    assert read_washed_out_face(_glared_red_face(TWO, paint=grey), FACE_BOX) is not None
    assert read_washed_out_face(frame, FACE_BOX) is None


def test_spots_far_darker_than_the_faintest_pip_are_no_pips_of_one_paint():
    # Three grey pips of a 4 and a spot on its fourth corner as dark as a shadow: no face of one paint under one glare.
    frame = _glared_red_face([(44, 44), (44, 76), (76, 76)], spots=[((76, 44), 6, (60, 60, 60))])

    assert read_washed_out_face(_glared_red_face(CORNERS), FACE_BOX) is not None
    assert read_washed_out_face(frame, FACE_BOX) is None


def test_a_pip_in_a_spot_whiter_than_the_glare_around_the_pips_refuses_the_reading():
    # A pink glare on the red plastic, its pips a pinkish grey; the centre pip of a 3 lies under a spot of pure white,
    # as bright in the brightest channel, that takes the pip's paint too: its two corner pips alone show a 2.
    pink, pinkish_grey = (150, 150, 255), (140, 140, 232)
    frame = _glared_red_face(THREE, spots=[((60, 60), 13, WHITE)], glare=pink, paint=pinkish_grey)

    assert read_washed_out_face(_glared_red_face(TWO, glare=pink, paint=pinkish_grey), FACE_BOX) is not None
    assert read_washed_out_face(frame, FACE_BOX) is None


def test_an_empty_place_on_the_bare_plastic_beside_the_glare_refuses_the_reading():
    # The glare leaves the red plastic bare around the centre of a 3: its white pip there, as bright as the red in the
    # brightest channel, shows no darker than the face.
    frame = _glared_red_face(THREE, spots=[((60, 60), 11, RED), ((60, 60), 6, WHITE)])

    assert read_washed_out_face(frame, FACE_BOX) is None
