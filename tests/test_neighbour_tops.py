"""Unreadable groups beside a die body read: a touching die's top of other plastic is kept, its own side is not."""

import numpy as np

from vision.bodies import Body
from vision.neighbour_tops import is_neighbours_top

_RED_BGR, _BLUE_BGR, _DARK_RED_BGR = (40, 40, 200), (200, 60, 30), (25, 25, 120)
_RED_BODY = Body(
    center=(40.0, 50.0), box=((28.0, 38.0), (52.0, 38.0), (52.0, 62.0), (28.0, 62.0)), side_px=24.0, contrast=40.0
)


def _two_dice(right_bgr: tuple[int, int, int], edge_x: int = 54) -> np.ndarray:
    """A red die's top at x < `edge_x` and another plastic from there on (100 x 100 BGR)."""
    image = np.zeros((100, 100, 3), np.uint8)
    image[:, :edge_x] = _RED_BGR
    image[:, edge_x:] = right_bgr
    return image


def test_a_group_on_a_blue_neighbour_beside_a_red_body_is_a_neighbours_top():
    assert is_neighbours_top(_two_dice(_BLUE_BGR), (60.0, 50.0), _RED_BODY)


def test_a_group_on_the_bodys_own_plastic_in_shade_is_not_a_neighbours_top():
    assert not is_neighbours_top(_two_dice(_DARK_RED_BGR), (60.0, 50.0), _RED_BODY)


def test_a_group_inside_the_bodys_top_face_is_not_a_neighbours_top_whatever_the_plastic_around_it():
    assert not is_neighbours_top(_two_dice(_BLUE_BGR, edge_x=46), (51.0, 50.0), _RED_BODY)


def test_a_disc_reaching_out_of_the_frame_is_not_judged():
    assert not is_neighbours_top(_two_dice(_BLUE_BGR), (98.0, 50.0), _RED_BODY)
