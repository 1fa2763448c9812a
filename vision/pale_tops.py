"""Dice whose top face the light washes out on a pale table: found by their coloured sides beside it.

On a light table under bright light a die's top face may stand out from the table less than a body's colour must
(`tol.BODY_MIN_COLOUR_DISTANCE`), while its side faces and bevels keep their colour: the die shows as an L or U
of colour beside a pale gap, too thinly filled for a body. Such a blob is a die when it fills its convex hull
nearly as well as a whole body fills its rectangle and the gap it leaves there is much lighter than the sides
around it (washed out, not a patch of table between the arms of a tray corner). Its top face lies over that gap.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import RotatedRect


def pale_top_centre(
    blob: np.ndarray, outline: np.ndarray, rectangle: RotatedRect, window_lab: np.ndarray
) -> tuple[float, float] | None:
    """The centre (x, y) in window pixels of the washed-out top face of a die whose coloured sides are the blob
    (h, w bool), or None when the blob is no such die: the middle of the gap the blob leaves in its convex hull.
    `outline`: the blob's outer edge points (N, 1, 2) int32; `rectangle`: its rotated rectangle; `window_lab`: the
    blob's window in OpenCV 8-bit L*a*b* (h, w, 3) uint8."""
    area = int(np.count_nonzero(blob))
    _, (width, height), _ = rectangle
    hull = cv2.convexHull(outline)
    if area < tol.PALE_TOP_MIN_RECTANGLE_FILL * width * height or area < tol.PALE_TOP_MIN_HULL_FILL * cv2.contourArea(
        hull
    ):
        return None
    filled = blob.astype(np.uint8)
    cv2.fillConvexPoly(filled, hull, 1)
    gap = filled.view(bool) & ~blob
    lightness = window_lab[..., 0]
    if float(lightness[gap].mean()) - float(lightness[blob].mean()) < tol.PALE_TOP_MIN_LIGHTER:
        return None
    ys, xs = np.nonzero(gap)
    return float(xs.mean()), float(ys.mean())
