"""A PUSH face cut short by a tray wall, read where no other face can be the die's top (vision.cut_faces)."""

import cv2
import numpy as np
import pytest
from test_vision_colour_spots import _bgr
from test_vision_star_print import star_points

from vision.bodies import working_image
from vision.colour_spots import colour_spots
from vision.cut_faces import cut_top_faces
from vision.profiles import load_profile

GREEN = (62, -45, 30)
RED = (45, 60, 40)
WALL = (55, 15, 30)  # a wooden tray top


@pytest.fixture(scope="module")
def push():
    return load_profile("push")


def _green_strip(width: int = 28, height: int = 16, has_wall: bool = True) -> np.ndarray:
    """A dark tray floor with a green strip `width` × `height` px at (300, 230), and (`has_wall`) a tray wall's light
    top running along the strip's lower edge (its camera side, down the frame) across the frame."""
    floor = np.full((480, 640, 3), _bgr(15, 0, 0), np.uint8)
    cv2.rectangle(floor, (300, 230), (300 + width - 1, 230 + height - 1), _bgr(*GREEN), cv2.FILLED)
    if has_wall:
        cv2.rectangle(floor, (0, 230 + height), (639, 230 + height + 30), _bgr(*WALL), cv2.FILLED)
    return floor


def _read(frame: np.ndarray, push) -> list[tuple[str, tuple[int, int], float]]:
    dice = cut_top_faces(frame, colour_spots(working_image(frame), push).cut_short, push)
    return [(die.colour, tuple(round(value) for value in die.center), die.confidence) for die in dice]


def test_a_strip_cut_by_a_wall_on_its_camera_side_with_only_floor_beyond_is_read_as_the_square_face_and_asked(push):
    assert _read(_green_strip(), push) == [("green", (314, 244), 0.7)]


def test_a_strip_with_no_wall_along_its_cut_is_not_read(push):
    """A side face below a top face the colour stage does not name (train 40026: a purple top under glare)."""
    assert _read(_green_strip(has_wall=False), push) == []


def test_a_strip_below_the_star_face_is_a_side_face_and_not_read(push):
    frame = _green_strip()
    cv2.rectangle(frame, (300, 202), (327, 229), (22, 22, 24), cv2.FILLED)
    cv2.fillPoly(frame, [star_points((313.5, 215.5), 8.4)], (235, 235, 235), lineType=cv2.LINE_AA)
    assert _read(frame, push) == []


def test_a_strip_below_a_face_of_another_colour_is_a_side_face_and_not_read(push):
    frame = _green_strip()
    cv2.rectangle(frame, (300, 202), (327, 229), _bgr(*RED), cv2.FILLED)
    assert _read(frame, push) == []


def test_a_strip_cut_on_its_side_across_the_frame_is_not_read(push):
    """A wall hides a die's camera side (down the frame); a strip standing upright was cut by something else."""
    assert _read(_green_strip(width=16, height=28), push) == []
