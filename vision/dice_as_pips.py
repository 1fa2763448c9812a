"""A group of "pips" that are the dice read themselves stands for no die of its own.

Seen from afar, a light die's whole top face can stand out from a dark table as one large light blob, and the
blobs of several dice lying near one another group into a "face" that fits no layout: an unreadable die was
reported on the empty table between them, and the players were asked to lay again a die that is not there (GNW
train 20035: four blue dice read, each a "pip" of radius 10-12 px, the group's centre between them). Every pip of
such a group lies on the top face of a die read, which no pip of another die can.
"""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from vision.find import FaceGroup
from vision.reading import DieReading, Unreadable
from vision.views import View


def without_groups_of_dice_read(
    unreadable: Sequence[Unreadable], unread: Sequence[tuple[FaceGroup, View]], dice: Sequence[DieReading]
) -> list[Unreadable]:
    """`unreadable` without the dice reported for the groups of `unread` (each read through its view) whose every
    pip lies inside the top face (`box`, frame pixels) of one of `dice`."""
    boxes = [np.asarray(die.box, np.float32) for die in dice]
    of_dice_read = {view.to_frame(group.center) for group, view in unread if _lies_on_dice(group, view, boxes)}
    return [item for item in unreadable if item.center not in of_dice_read]


def _lies_on_dice(group: FaceGroup, view: View, boxes: list[np.ndarray]) -> bool:
    """Whether each pip centre of `group` lies inside one of `boxes` (float32 (4, 2) corners, frame pixels)."""
    return bool(boxes) and all(
        any(cv2.pointPolygonTest(box, view.to_frame(pip.center), False) >= 0 for box in boxes) for pip in group.pips
    )
