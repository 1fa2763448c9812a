"""An unreadable group in the strip beyond a die's edge towards the nadir, on its plastic, is its side face: no die."""

from __future__ import annotations

import numpy as np

from dicetable.messages import text
from vision.find import FaceGroup
from vision.own_side_faces import without_side_faces_of_dice_read
from vision.pips import Pip
from vision.reading import DieReading, Unreadable
from vision.views import View

_BLUE_BGR, _DARK_BLUE_BGR, _RED_BGR = (200, 60, 30), (110, 35, 20), (40, 40, 200)
_FRAME = View((), 1.0, (0.0, 0.0))
# A blue die's top 40 px wide at the middle of a 640 x 480 frame, upper half: its nadir lies straight below it.
_DIE = DieReading(
    value=2,
    colour="blue",
    center=(320.0, 200.0),
    box=((300.0, 180.0), (340.0, 180.0), (340.0, 220.0), (300.0, 220.0)),
    confidence=1.0,
)


def _table(front_bgr: tuple[int, int, int], front_depth_px: int = 24) -> np.ndarray:
    """A dark table with the die's top in blue and the strip `front_depth_px` below its lower edge in `front_bgr`."""
    image = np.full((480, 640, 3), 30, np.uint8)
    image[180:220, 300:340] = _BLUE_BGR
    image[220 : 220 + front_depth_px, 300:340] = front_bgr
    return image


def _kept(image: np.ndarray, *points: tuple[float, float]) -> list[Unreadable]:
    """What is left of the unreadable die reported at the middle of a group of pips at `points` (frame pixels)."""
    group = FaceGroup(tuple(Pip(point, 2.0, 1.0, 0.0, 200.0, 120.0, False) for point in points), None)
    reported = Unreadable(center=group.center, reason=text("vision.reader.unreadable.not_a_face"))
    return without_side_faces_of_dice_read(image, [reported], [(group, _FRAME)], [_DIE])


def test_a_group_below_the_die_on_its_own_plastic_in_shade_is_its_front_face():
    assert _kept(_table(_DARK_BLUE_BGR), (312.0, 230.0), (328.0, 236.0)) == []


def test_a_group_below_the_die_on_red_plastic_is_a_neighbours_top_and_is_kept():
    assert len(_kept(_table(_RED_BGR), (312.0, 230.0), (328.0, 236.0))) == 1


def test_a_group_above_the_die_away_from_the_nadir_is_kept():
    image = _table(_DARK_BLUE_BGR)
    image[156:180, 300:340] = _DARK_BLUE_BGR
    assert len(_kept(image, (312.0, 170.0), (328.0, 164.0))) == 1


def test_a_group_reaching_farther_than_a_side_face_below_the_die_is_kept():
    assert len(_kept(_table(_DARK_BLUE_BGR, 60), (312.0, 230.0), (328.0, 252.0))) == 1


def test_a_group_beyond_the_ends_of_the_edge_is_kept():
    assert len(_kept(_table(_DARK_BLUE_BGR), (344.0, 230.0), (352.0, 236.0))) == 1
