"""A group of pips beside a die body read is that die's own (its side face, its top's pips found again) unless it
lies on plastic of another colour: the top face of a neighbour touching it.

A body read by its pip places or by a glared 1 takes every unreadable group within `tol.SAME_BODY_DISTANCE_SIDES`
of its centre as its own. A touching die's top lies about one side away, and two pips of its face found on the side
towards the body put the group's middle within that reach (dev 390-409 Blöder 30408: a blue 3's left and centre pips,
0.66 sides from the red 1 beside it, were dropped with it and the blue die was missed). The die's own side face is of
its own plastic, in its own shade: the hue test of `vision.topface.plastics_differ` keeps it with its die.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision import quantiles
from vision import tolerances as tol
from vision.bodies import Body
from vision.boxes import holds
from vision.topface import plastics_differ

Point = tuple[float, float]


def is_neighbours_top(image_bgr: np.ndarray, point: Point, body: Body) -> bool:
    """Whether the unreadable group at `point` (frame pixels) lies outside the top face of `body` on plastic whose
    colour is another die's than the body's (`vision.topface.plastics_differ`), each plastic the median a*, b* of
    a disc `tol.NEIGHBOUR_TOP_DISC_SIDES` body sides in radius (a pip in it is outvoted). Does not change the image."""
    if holds(body.box, point):
        return False
    radius_px = tol.NEIGHBOUR_TOP_DISC_SIDES * body.side_px
    here, there = disc_plastic(image_bgr, point, radius_px), disc_plastic(image_bgr, body.center, radius_px)
    return here is not None and there is not None and bool(plastics_differ(here, there))


def disc_plastic(image_bgr: np.ndarray, centre: Point, radius_px: float) -> np.ndarray | None:
    """The median (a*, b*) of 8-bit Lab in the disc of `radius_px` around `centre` (frame pixels); None when the disc
    reaches out of the frame."""
    height, width = image_bgr.shape[:2]
    x0, y0 = round(centre[0] - radius_px), round(centre[1] - radius_px)
    x1, y1 = round(centre[0] + radius_px) + 1, round(centre[1] + radius_px) + 1
    if x0 < 0 or y0 < 0 or x1 > width or y1 > height:
        return None
    lab = cv2.cvtColor(image_bgr[y0:y1, x0:x1], cv2.COLOR_BGR2LAB)
    ys, xs = np.mgrid[y0:y1, x0:x1]
    inside = (xs - centre[0]) ** 2 + (ys - centre[1]) ** 2 <= radius_px**2
    return quantiles.column_medians(lab[inside][:, 1:].astype(float))
