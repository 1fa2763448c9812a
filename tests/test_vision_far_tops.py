"""A body's top face at its end away from the nadir (vision/far_tops.py)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.bodies import Body, working_image
from vision.bodies_read import _read_by_pip_places
from vision.boxes import mean_side_px, middle
from vision.far_tops import top_at_far_end

FRAME_SHAPE = (480, 640)  # height, width


def _square(x0: float, y0: float, x1: float, y1: float) -> tuple[tuple[float, float], ...]:
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def test_a_body_above_the_middle_has_its_top_face_at_its_upper_end():
    body = _square(300.0, 80.0, 325.0, 114.0)  # a 25 px top face and its front side face below it

    top = top_at_far_end(body, 25.0, FRAME_SHAPE)

    assert top is not None
    assert abs(mean_side_px(top) - 25.0) < 1e-6
    assert np.allclose(middle(top), (312.5, 92.5))


def test_a_body_above_the_middle_and_right_of_it_has_its_top_face_up_and_out():
    body = _square(550.0, 80.0, 580.0, 110.0)  # side faces below it and towards the frame's middle

    top = top_at_far_end(body, 24.0, FRAME_SHAPE)

    assert top is not None
    assert np.allclose(middle(top), (568.0, 92.0))


def test_a_body_below_the_middle_gives_no_top_face():
    body = _square(300.0, 300.0, 325.0, 334.0)  # the nadir may lie above it or below it

    assert top_at_far_end(body, 25.0, FRAME_SHAPE) is None


def test_a_body_of_a_top_faces_size_gives_no_top_face():
    body = _square(300.0, 80.0, 326.0, 106.0)

    assert top_at_far_end(body, 25.0, FRAME_SHAPE) is None


def test_a_blue_body_taking_in_its_side_face_is_read_on_its_far_top():
    """Train Blöder Sack 30088: a blue 4's body (1.47 top sides) reads no face as boxed; its far top reads the 4."""
    image = cv2.imread("fixtures/rendered/bloeder-sack/30088.jpg")
    box = ((415.52, 140.05), (402.37, 104.99), (437.11, 91.96), (450.26, 127.03))
    body = Body(center=(426.32, 116.01), box=box, side_px=37.28, contrast=58.76)

    moved, read = _read_by_pip_places(image, working_image(image), body, 25.28, [])

    assert read is not None and read.value == 4
    assert np.allclose(moved.center, (429.7, 108.2), atol=1.0)
    assert _read_by_pip_places(image, working_image(image), body, 0.0, [])[1] is None  # as boxed, no face


def test_a_body_turned_across_the_nadirs_halfway_direction_keeps_its_top_face():
    """Dev Blöder 30376: a blue 3 far left of the frame's middle, its body 37 x 32 px (top side 25.7), turned so that
    its shorter side lies across the halfway direction: its side faces shown towards a nadir up to straight below it
    widen it that way too."""
    centre, half_long, half_short, angle = np.array((187.0, 206.0)), 18.6, 16.05, np.arctan2(-0.8, -0.6)
    along, across = np.array((np.cos(angle), np.sin(angle))), np.array((-np.sin(angle), np.cos(angle)))
    body = tuple(
        tuple(centre + a * half_long * along + b * half_short * across) for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))
    )

    top = top_at_far_end(body, 25.7, FRAME_SHAPE)

    assert top is not None
    assert abs(mean_side_px(top) - 25.7) < 1e-6


def test_a_die_still_refused_at_the_end_is_read_on_its_far_top_and_asked_about():
    """Recorded dsc-solo 000062: the pink 2's body holds a group of pips that formed no face (refused); as a last
    resort its far top reads the 2, asked about."""
    from vision.profiles import load_profile
    from vision.reader import read_frame

    reading = read_frame(cv2.imread("fixtures/recorded/dsc-solo/000062.jpg"), load_profile("doppelt-so-clever"))

    pink = [die for die in reading.dice if die.colour == "pink"]
    assert [die.value for die in pink] == [2]
    assert pink[0].confidence < 0.9
    assert reading.unreadable == ()
