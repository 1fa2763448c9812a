"""A die whose body strays beside or beyond its read face (`vision.side_strips`): a cocked die's side face turned up
beside its top is asked about, a flat die's strip below its top and a touching die's body are not."""

from __future__ import annotations

import numpy as np

from vision.reading import DieReading
from vision.side_strips import body_strayed_sides, with_side_strip_doubts

SIDE_PX = 30
TABLE_BGR = (120, 120, 120)  # a grey table: no hue of its own
RED_BGR = (40, 40, 200)
SHADED_RED_BGR = (25, 25, 120)  # a side face in shade keeps its hue


def frame() -> np.ndarray:
    image = np.zeros((200, 300, 3), np.uint8)
    image[:] = TABLE_BGR
    return image


def red_face(image: np.ndarray, left: int, top: int) -> DieReading:
    """A red top face drawn with its top-left corner at (left, top), and its reading."""
    image[top : top + SIDE_PX, left : left + SIDE_PX] = RED_BGR
    box = ((left, top), (left + SIDE_PX, top), (left + SIDE_PX, top + SIDE_PX), (left, top + SIDE_PX))
    center = (left + SIDE_PX / 2, top + SIDE_PX / 2)
    return DieReading(value=5, colour="red", center=center, box=box, confidence=1.0)


def test_a_flat_die_whose_side_strip_hangs_below_its_top_is_not_doubted() -> None:
    image = frame()
    die = red_face(image, 100, 60)
    image[90:100, 100:130] = SHADED_RED_BGR  # the side face turned to a camera above and in front
    assert with_side_strip_doubts([die], image) == (die,)


def test_a_die_showing_a_side_face_beside_its_top_is_doubted() -> None:
    image = frame()
    die = red_face(image, 100, 60)
    image[60:95, 130:150] = SHADED_RED_BGR  # a side face turned up on its right, tipped some 40 degrees sideways
    (doubted,) = with_side_strip_doubts([die], image)
    assert doubted.confidence < 0.9
    assert (doubted.value, doubted.colour, doubted.center) == (die.value, die.colour, die.center)


def test_a_touching_die_of_the_same_colour_is_no_part_of_the_body() -> None:
    image = frame()
    left_die, right_die = red_face(image, 100, 60), red_face(image, 131, 62)
    assert with_side_strip_doubts([left_die, right_die], image) == (left_die, right_die)


def test_a_face_of_little_chroma_is_not_measured() -> None:
    image = frame()
    die = red_face(image, 100, 60)
    image[60:90, 100:130] = (230, 230, 230)  # a white die: its hue is the lamp's
    image[60:95, 130:145] = (200, 200, 200)
    assert body_strayed_sides(image, die, []) is None
