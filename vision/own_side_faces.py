"""A group of pips in a narrow strip beyond the edge of a die read towards the nadir, on its plastic, is its side face.

A flat die shows its side faces between its top and the nadir (`vision.face_beyond`), each foreshortened across the
edge it shares with the top: its pips lie in a strip along that edge, less than a side deep. Where the top face is
read from its pips in the same look, `vision.topface` drops such a group as that face's; a die read another way (by
its body, its outline) or in another look leaves it unread, and it was reported as a die to lay again (GNW train
20035 read closer: the blue 2's front face, two pips of its 3 found 0.46-0.61 sides below the 2's lower edge, the 2
read by its body). A cocked die leaning there shows its face farther out; a neighbour's top beside it is of its own
colour (`vision.topface.plastics_differ`, as `vision.neighbour_tops` tells it).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.boxes import edge_directions, mean_side_px
from vision.face_beyond import off_nadir
from vision.find import FaceGroup
from vision.neighbour_tops import disc_plastic
from vision.reading import DieReading, Unreadable
from vision.topface import plastics_differ
from vision.views import View

Point = tuple[float, float]


def without_side_faces_of_dice_read(
    image_bgr: np.ndarray,
    unreadable: Sequence[Unreadable],
    unread: Sequence[tuple[FaceGroup, View]],
    dice: Sequence[DieReading],
) -> list[Unreadable]:
    """`unreadable` without the dice reported for the groups of `unread` (each read through its view) that are a side
    face of one of `dice` (`is_side_face_of`). Does not change the image."""
    own = {
        view.to_frame(group.center)
        for group, view in unread
        if any(is_side_face_of(image_bgr, [view.to_frame(pip.center) for pip in group.pips], die) for die in dice)
    }
    return [item for item in unreadable if item.center not in own]


def is_side_face_of(image_bgr: np.ndarray, pips: list[Point], die: DieReading) -> bool:
    """Whether the pips (frame pixels) lie in the strip beyond one edge of the die's top face
    (`_in_strip_beyond_an_edge`), their middle within `tol.FACE_BEYOND_OFF_NADIR_DEGREES[0]` of a direction to the
    nadir a flat die allows (`vision.face_beyond.off_nadir`), on plastic of the die's colour (each the median a*, b*
    of a disc of `tol.NEIGHBOUR_TOP_DISC_SIDES` of its side)."""
    points = np.asarray(pips, dtype=float)
    side = mean_side_px(die.box)
    if not _in_strip_beyond_an_edge(points, np.asarray(die.box, dtype=float), side):
        return False
    middle = (float(points[:, 0].mean()), float(points[:, 1].mean()))
    direction = np.array([np.arctan2(middle[0] - die.center[0], middle[1] - die.center[1])])
    off_degrees = float(np.degrees(off_nadir(die.center, direction, image_bgr.shape[:2])[0]))
    if off_degrees > tol.FACE_BEYOND_OFF_NADIR_DEGREES[0]:
        return False
    radius_px = tol.NEIGHBOUR_TOP_DISC_SIDES * side
    here, there = disc_plastic(image_bgr, middle, radius_px), disc_plastic(image_bgr, die.center, radius_px)
    return here is not None and there is not None and not bool(plastics_differ(here, there))


def _in_strip_beyond_an_edge(points: np.ndarray, corners: np.ndarray, side_px: float) -> bool:
    """Whether every point (N, 2) lies outside the box (`corners` (4, 2) in order around it) beyond one and the same
    edge, no farther along it than its ends and at most `tol.OWN_SIDE_FACE_STRIP_SIDES` of `side_px` out."""
    centre = corners.mean(axis=0)
    for start, end in zip(corners, np.roll(corners, -1, axis=0), strict=True):
        length, along, outward = edge_directions(start, end, centre)
        if length < 1.0:
            continue
        reach, depth = (points - start) @ along, (points - start) @ outward
        if np.all((reach >= 0) & (reach <= length) & (depth > 0) & (depth <= tol.OWN_SIDE_FACE_STRIP_SIDES * side_px)):
            return True
    return False
