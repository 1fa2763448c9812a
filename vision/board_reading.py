"""Reading a board closely: each region's patch of the frame read at full resolution, then the whole frame.

The reader works on a frame scaled down to its working size; over a whole board (1280×960, dice about 35 px)
that halves the dice and many on the cards go unread. A region's patch is small enough to be read at full
resolution, so each region (grown by REGION_MARGIN of its size, for dice standing over its edge and their
tops leaning outwards) is read on its own, and the whole frame once more for the dice beside the regions.
A die seen twice (in two patches, or a patch and the frame) is kept once: the reading nearest its patch's
centre, since a die at a patch's edge may be cut.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from vision.reader import read_frame
from vision.reading import DieReading, TableReading, Unreadable
from vision.regions import Point, Region

REGION_MARGIN = 0.15  # a region's patch reaches this share of its width and height beyond it on every side
SAME_DIE_SIDES = 0.6  # two readings closer than this many die sides are one die
SAME_SPOT_PX = 10.0  # two unreadable dice reported closer than this are one


def read_board(image: np.ndarray, regions: Sequence[Region], profile: Any = None) -> TableReading:
    """Every die in `image` (BGR uint8, H×W×3), each region's patch read at full resolution. Coordinates are
    pixels of `image`. Does not change it."""
    height, width = image.shape[:2]
    dice: list[tuple[DieReading, float]] = []  # reading, its distance from its patch's centre in patch sizes
    unreadable: list[Unreadable] = []
    whole = (0, 0, width, height)
    patches = [_patch(region, width, height) for region in regions if region.holds_dice]
    for left, top, right, bottom in [*patches, whole]:
        reading = read_frame(image[top:bottom, left:right], profile)
        centre = ((left + right) / 2, (top + bottom) / 2)
        size = max(right - left, bottom - top)
        for die in reading.dice:
            moved = _moved(die, left, top)
            is_whole = (left, top, right, bottom) == whole  # read scaled down: only for dice no patch saw
            _keep(dice, moved, 1.0 if is_whole else math.dist(moved.center, centre) / size)
        for item in reading.unreadable:
            spot = (item.center[0] + left, item.center[1] + top)
            if not any(math.dist(spot, d.center) < SAME_DIE_SIDES * _side(d) for d, _ in dice):
                unreadable.append(Unreadable(spot, item.reason))
    kept = tuple(die for die, _ in dice)
    unreadable = [
        u for u in unreadable if not any(math.dist(u.center, d.center) < SAME_DIE_SIDES * _side(d) for d in kept)
    ]
    return TableReading(dice=kept, unreadable=tuple(_unique(unreadable)))


def _patch(region: Region, width: int, height: int) -> tuple[int, int, int, int]:
    xs, ys = zip(*region.corners, strict=True)
    grow_x, grow_y = REGION_MARGIN * (max(xs) - min(xs)), REGION_MARGIN * (max(ys) - min(ys))
    left, top = max(0, math.floor(min(xs) - grow_x)), max(0, math.floor(min(ys) - grow_y))
    return left, top, min(width, math.ceil(max(xs) + grow_x)), min(height, math.ceil(max(ys) + grow_y))


def _moved(die: DieReading, dx: float, dy: float) -> DieReading:
    def shift(point: Point) -> Point:
        return point[0] + dx, point[1] + dy

    a, b, c, d = (shift(corner) for corner in die.box)
    return DieReading(die.value, die.colour, shift(die.center), (a, b, c, d), die.confidence)


def _side(die: DieReading) -> float:
    """The mean side of the die's box in pixels (plain Python: far quicker than numpy for four corners)."""
    corners = die.box
    return sum(math.dist(corners[i], corners[i - 1]) for i in range(4)) / 4


def _keep(dice: list[tuple[DieReading, float]], die: DieReading, off_centre: float) -> None:
    """Add `die`, or let it replace a reading of the same die made further from its patch's centre."""
    for index, (other, other_off) in enumerate(dice):
        if math.dist(die.center, other.center) < SAME_DIE_SIDES * max(_side(die), _side(other)):
            if off_centre < other_off:
                dice[index] = (die, off_centre)
            return
    dice.append((die, off_centre))


def _unique(items: list[Unreadable]) -> list[Unreadable]:
    kept: list[Unreadable] = []
    for item in items:
        if not any(math.dist(item.center, other.center) < SAME_SPOT_PX for other in kept):
            kept.append(item)
    return kept
