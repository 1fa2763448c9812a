"""Dashes beside a taken face: a side face seen steeply, its pips drawn out along the edge (vision.side_dashes)."""

from __future__ import annotations

import numpy as np

from vision.pips import Pip
from vision.reading import DieReading
from vision.side_dashes import side_dashes

SIDE = 40
CENTER = (100.0, 100.0)
BOX = ((80.0, 80.0), (120.0, 80.0), (120.0, 120.0), (80.0, 120.0))
DARK_PIP = Pip(CENTER, 4.0, 1.0, 0.0, 120.0, 230.0, True)


def _scene(side_face_bgr: tuple[int, int, int], dash_rows: tuple[int, ...]) -> np.ndarray:
    """A white face on a dark table with a side face of `side_face_bgr` seen steeply beyond its left edge (12 px
    deep), holding a dash 7 px long and 1 px thin along that edge at each of `dash_rows`."""
    image = np.full((200, 200, 3), 40, np.uint8)
    image[80:121, 80:121] = 230
    image[80:121, 68:80] = side_face_bgr
    for row in dash_rows:
        image[row - 3 : row + 4, 74] = 60
    return image


def _dashes(image: np.ndarray) -> list[Pip]:
    die = DieReading(5, "white", CENTER, BOX, 1.0)
    return side_dashes(image, [die], [[DARK_PIP]], 1.0)


def test_dashes_at_pip_spacing_along_an_edge_are_side_face_pips() -> None:
    dashes = _dashes(_scene((200, 200, 200), (89, 111)))
    assert len(dashes) == 2
    assert all(abs(dash.center[0] - 74) <= 1.5 and dash.is_dark for dash in dashes)
    assert sorted(round(dash.center[1]) for dash in dashes) == [89, 111]


def test_a_lone_dash_is_not_a_side_face() -> None:
    assert _dashes(_scene((200, 200, 200), (100,))) == []


def test_dashes_on_another_colour_than_the_face_are_not_its_side_face() -> None:
    assert _dashes(_scene((60, 160, 230), (89, 111))) == []


def test_a_die_read_from_light_pips_is_not_looked_beside() -> None:
    die = DieReading(5, "blue", CENTER, BOX, 1.0)
    light_pip = Pip(CENTER, 4.0, 1.0, 0.0, 120.0, 60.0, False)
    assert side_dashes(_scene((200, 200, 200), (89, 111)), [die], [[light_pip]], 1.0) == []


def test_dashes_two_dice_show_the_same_way_are_the_cameras_view_not_a_cocked_die() -> None:
    image = np.hstack([_scene((200, 200, 200), (89, 111)), _scene((200, 200, 200), (89, 111))])
    second_box = tuple((x + 200.0, y) for x, y in BOX)
    dice = [DieReading(5, "white", CENTER, BOX, 1.0), DieReading(5, "white", (300.0, 100.0), second_box, 1.0)]
    assert len(side_dashes(image, dice[1:], [[DARK_PIP]], 1.0)) == 2
    assert side_dashes(image, dice, [[DARK_PIP], [DARK_PIP]], 1.0) == []
