"""A 3 read from three pips in a row may be one column of a 6: its other column stands parallel beside it.

A 6's pips stand in two columns of three, one unit apart along a column and two units across (pips at ±1). Three
pips in a row fit a 3 on its diagonal just as well, the box turned 45° to the die and 1/√2 of its side, so the
other column lies wholly outside that box, where no place of a larger face looks for left-out pips
(`vision.doubts.left_out_ink`). Beside a true 3 those three spots lie beyond its face, on the table or another die,
2√2 units from its middle pip, where nothing stands in a row like its own pips (a darker table there is no row: the
plastic between a column's pips stands out as the face does). So a 3 whose row has a parallel row of spots as dark
(or light) as its own pips at twice their spacing on either side is asked about (dev 450-469 DSC 10454: a silver 6
on a white table read as a 3 from one column, taken at 0.97).

A camera looking down at a slant draws a square face as a parallelogram: the other column stands beside the row
shifted along it, not square across (dev 470-489 DSC 10471: a yellow 6 of 29 px, the other column 0.3 of a step
further along, its pips where the square look sought the plastic between them). So the other column is sought at a
few shifts along the row (`tol.COLUMN_OF_SIX_SKEW_STEPS`). What keeps that from finding rows beside a true 3 is the
plastic between the two columns: on a 6 it is all one face, while beside a true 3 two of its three spots lie beyond
the 3's edges (its row runs corner to corner), on the table, a side face or a neighbour. Its spread counts against
the other column as the gaps' ink does.
"""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.confidence import falling
from vision.layout import FACE_HALF_SIDE
from vision.pips import Pip
from vision.reading import DieReading
from vision.window_means import window_means

Point = tuple[float, float]


def beside_row_ink(image_bgr: np.ndarray, box: Sequence[Point], pips: Sequence[Pip]) -> float:
    """How far the spots a 6's other column would hold beside the row of three `pips` of a face read as a 3 at `box`
    (frame pixels; the pips in those of the view they were found in) stand out of the plastic between the two
    columns, less how far the plastic between its spots stands out and how far the plastic between the columns
    spreads, as a share of how far the row's own pips stand out (the faintest of each, the largest over both sides and
    the shifts along the row `tol.COLUMN_OF_SIX_SKEW_STEPS`; 0 for no row of three). In grey, each spot the mean over
    a square of half side the pips' mean radius (`vision.window_means`)."""
    if len(pips) != 3:
        return 0.0
    in_view = np.array([pip.center for pip in pips], dtype=float)
    in_view = in_view[np.argsort(in_view @ (in_view[-1] - in_view[0]))]  # in order along the row
    row_middle = in_view.mean(axis=0)
    along = in_view[np.argmax(np.linalg.norm(in_view - row_middle, axis=1))] - row_middle
    step_in_view = float(np.linalg.norm(along))  # one pip spacing: the row's end pips lie one step from its middle
    if step_in_view == 0:
        return 0.0
    step = np.sqrt(2) * mean_side_px(box) / (2 * FACE_HALF_SIDE)  # a 3's pips lie √2 units apart
    centres = np.mean(np.asarray(box, dtype=float), axis=0) + (in_view - row_middle) * step / step_in_view
    across = np.array([-along[1], along[0]]) / step_in_view
    radius = max(1, round(float(np.mean([pip.radius for pip in pips])) * step / step_in_view))
    gap_reach = max(1, radius // 2)
    reach = int(np.ceil(3 * step + 2 * radius))
    middle = centres.mean(axis=0)
    left, top = int(middle[0]) - reach, int(middle[1]) - reach
    crop = image_bgr[max(0, top) : top + 2 * reach + 1, max(0, left) : left + 2 * reach + 1]
    origin = np.array([max(0, left), max(0, top)], dtype=float)
    places = []
    for side in (1.0, -1.0):
        for shift in tol.COLUMN_OF_SIX_SKEW_STEPS:
            offset = 2 * side * step * across + shift * step * along / step_in_view
            spots = centres + offset
            gaps = (spots[1:] + spots[:-1]) / 2  # plastic between a column's pips (half a disc: pips nearly touch)
            places += [centres + offset / 2, centres, spots, gaps]  # first the plastic between the columns
    looks = 2 * len(tol.COLUMN_OF_SIX_SKEW_STEPS)
    reaches = np.array(([radius] * 9 + [gap_reach] * 2) * looks)
    sums = cv2.integral(cv2.cvtColor(crop, cv2.COLOR_BGR2GRAY))
    levels = window_means(sums, np.round(np.vstack(places) - origin).astype(int), reaches).reshape(looks, 11)
    direction = -1.0 if pips[0].is_dark else 1.0
    shares = [0.0]
    for look_levels, face in zip(levels.tolist(), np.median(levels[:, :3], axis=1).tolist(), strict=True):
        own = min(direction * (value - face) for value in look_levels[3:6])
        beside = min(direction * (value - face) for value in look_levels[6:9])
        beside -= max(direction * (value - face) for value in look_levels[9:])
        beside -= max(look_levels[:3]) - min(look_levels[:3])
        if own > 0 and np.isfinite(beside):
            shares.append(beside / own)
    return max(shares)


def column_of_six(image_bgr: np.ndarray, die: DieReading, pips: Sequence[Pip]) -> float:
    """The confidence factor of a die read as a 3 from its three `pips` (1 for any other): 1 while `beside_row_ink`
    is below `tol.COLUMN_OF_SIX_INK[0]`, falling to 0.5 at `tol.COLUMN_OF_SIX_INK[1]`."""
    if die.value != 3 or len(pips) != 3:
        return 1.0
    return falling(beside_row_ink(image_bgr, die.box, pips), *tol.COLUMN_OF_SIX_INK)
