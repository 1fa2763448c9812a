"""Where beside a die read a faintly outlined die may lie: the die-sized cells around it standing out from the table.

Every faint die the search over the frame found touches a die read (its centre 0.97-1.2 face sides from that die's):
a die of the read die's colour beside it, whose body joined the read die's (a blue die beside a blue one on green
felt), or a pale die on a pale table (a pink die on light wood, a silver one on grey). Either way the cell it lies in
stands out from the local table (`vision.bodies.WorkingImage.table`) more than bare table does: as a die body over all
of it, or, on a pale table, faintly. Most cells beside a die show bare table, a read die or a die seen: tracing faint
edges only around the others costs a small share of tracing them around every die read.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import middle

Point = tuple[float, float]
_NEIGHBOURS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def cells_standing_out(
    working: WorkingImage, read_boxes: Sequence[Sequence[Point]], seen: Sequence[Point], top_side_px: float
) -> list[Point]:
    """The centres (frame pixels) of the cells one face side (`top_side_px`) beside each die read (`read_boxes`, frame
    pixels; the eight around it, along the frame's axes) where a faintly outlined die may lie: within the frame, no die
    read or seen (`seen`: centres) nearer than `tol.PARTNER_MIN_DISTANCE_SIDES` sides, and standing out from the table
    (`_stands_out`). Does not change the working image."""
    dice = [middle(box) for box in read_boxes] + list(seen)
    cells = []
    for box in read_boxes:
        x, y = middle(box)
        for dx, dy in _NEIGHBOURS:
            cell = (x + dx * top_side_px, y + dy * top_side_px)
            is_free = all(math.dist(cell, die) >= tol.PARTNER_MIN_DISTANCE_SIDES * top_side_px for die in dice)
            if is_free and _stands_out(working, cell, top_side_px):
                cells.append(cell)
    return cells


def _stands_out(working: WorkingImage, cell: Point, top_side_px: float) -> bool:
    """Whether the middle of the cell at `cell` (a square `tol.FAINT_CELL_MIDDLE_SIDES` of a side wide) stands out from
    the local table on average by `tol.FAINT_CELL_MIN_DISTANCE` or more, and either as a die body over
    `tol.FAINT_CELL_BODY_SHARE` of it or on a table at least as light as `tol.FAINT_CELL_PALE_TABLE_L` (8-bit L*). A
    cell not wholly within the frame does not (a die cut by the frame's edge is not read)."""
    scale = working.scale
    half = tol.FAINT_CELL_MIDDLE_SIDES / 2 * top_side_px * scale
    x, y = cell[0] * scale, cell[1] * scale
    x0, y0, x1, y1 = int(x - half), int(y - half), int(x + half) + 1, int(y + half) + 1
    height, width = working.bgr.shape[:2]
    if x0 < 0 or y0 < 0 or x1 > width or y1 > height:
        return False
    distance = working.distance_from_table[y0:y1, x0:x1]  # the frame's, made for its bodies already
    if float(distance.mean()) < tol.FAINT_CELL_MIN_DISTANCE:
        return False
    body_px = cv2.countNonZero((distance > tol.BODY_MIN_COLOUR_DISTANCE).view(np.uint8))  # np.mean's share, quicker
    is_body = body_px / distance.size >= tol.FAINT_CELL_BODY_SHARE
    if is_body:
        return True
    table_lightness = int(working.table[int(y), int(x), 0])
    if table_lightness < tol.FAINT_CELL_PALE_TABLE_L:
        return False
    middle_lightness = float(working.lab_window(x0, y0, x1, y1)[..., 0].mean())  # only the middle converted
    is_shaded = table_lightness - middle_lightness >= tol.FAINT_CELL_SHADE_DARKER
    return not is_shaded or _shows_a_pip_mark(working, (x, y), top_side_px * scale)


def _shows_a_pip_mark(working: WorkingImage, centre: Point, side_px: float) -> bool:
    """Whether the square `tol.FAINT_CELL_PIP_SIDES` sides (`side_px`, working pixels) across around `centre`
    (working pixels) shows a pip-sized mark: a spot at least `tol.FAINT_CELL_PIP_STEP` darker or lighter (8-bit L*)
    than what lies around it within a pip's reach, measured at half the deepest such step (as a pip's size is), after
    a blur that leaves pips and smooths the grain; wholly within the square, `tol.FAINT_CELL_PIP_AREAS` times a pip's
    area (`tol.FAINT_CELL_PIP_RADIUS_SIDES`) and no longer than `tol.FAINT_CELL_PIP_MAX_ELONGATION` times its width.
    A shadow only darkens the table; a die in it shows its pips."""
    half = tol.FAINT_CELL_PIP_SIDES / 2 * side_px
    x, y = centre
    height, width = working.bgr.shape[:2]
    x0, y0 = max(0, int(x - half)), max(0, int(y - half))
    x1, y1 = min(width, int(x + half) + 1), min(height, int(y + half) + 1)
    lightness = np.ascontiguousarray(working.lab_window(x0, y0, x1, y1)[..., 0])  # only this square converted
    smooth = cv2.GaussianBlur(lightness, (0, 0), tol.FAINT_CELL_PIP_BLUR_SIDES * side_px)
    reach = max(3, round(tol.FAINT_CELL_PIP_REACH_SIDES * side_px) | 1)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (reach, reach))
    pip_area = math.pi * (tol.FAINT_CELL_PIP_RADIUS_SIDES * side_px) ** 2
    smallest, largest = (share * pip_area for share in tol.FAINT_CELL_PIP_AREAS)
    rows, columns = lightness.shape
    for operation in (cv2.MORPH_BLACKHAT, cv2.MORPH_TOPHAT):
        steps = cv2.morphologyEx(smooth, operation, kernel)
        marks = (steps >= max(tol.FAINT_CELL_PIP_STEP, int(steps.max()) / 2)).astype(np.uint8)  # a pip at half depth
        count, _, stats, _ = cv2.connectedComponentsWithStats(marks)
        for left, top, wide, high, area in stats[1:count]:
            is_inside = left > 0 and top > 0 and left + wide < columns and top + high < rows
            is_round = max(wide, high) <= tol.FAINT_CELL_PIP_MAX_ELONGATION * min(wide, high)
            if is_inside and is_round and smallest <= area <= largest:
                return True
    return False
