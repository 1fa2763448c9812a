"""Dice whose top face stands out from a pale table only faintly, found by their outline traced at faint edge strengths.

A silver, white or pale pink die on a pale table or light wood differs from it by less than a die body's colour does
(`tol.BODY_MIN_COLOUR_DISTANCE`), so no body stands out, and its outline is too faint to close at the edge strengths
`vision.squares` traces; where it touches another die, their bodies and outlines join into one. Its top face is still
a square of the frame's dice size whose pips stand in a die's pattern: traced at fainter edge strengths, its outline
closes, and its face reads clearly by its pip places (`vision.face_template`). Felt, wood grain and card prints close
faint squares too, but seldom ones of a die's size whose pip places read a clear pattern. Such a die is looked for
only around the cells beside a die read that stand out from the table (`vision.faint_die_cells`, `search_windows`):
tracing faint edges over the whole frame costs more than a frame's read, and around every die read half as much.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import distance, mean_side_px, merged_boxes, middle
from vision.chroma_pips import clearer_by_chroma
from vision.decided_colours import decided_alone
from vision.faint_die_cells import cells_standing_out
from vision.outlined import Outlined
from vision.shade import read_face_in_its_light
from vision.squares import find_squares

Window = tuple[int, int, int, int]  # x0, y0, x1, y1 in frame pixels


def search_windows(
    cells: Sequence[tuple[float, float]], top_side_px: float, frame_shape: tuple[int, int]
) -> list[Window]:
    """Where a faintly outlined die may lie, frame pixels (x0, y0, x1, y1): around each of the `cells` (centres, frame
    pixels, `vision.faint_die_cells.cells_standing_out`) a square `tol.FAINT_OUTLINE_SEARCH_SIDES` face sides
    (`top_side_px`) from its centre either way, overlapping ones merged, clipped to the frame of `frame_shape`
    (height, width)."""
    height, width = frame_shape
    reach = tol.FAINT_OUTLINE_SEARCH_SIDES * top_side_px
    windows = [
        [
            max(0, int(x - reach)),
            max(0, int(y - reach)),
            min(width, math.ceil(x + reach)),
            min(height, math.ceil(y + reach)),
        ]
        for x, y in cells
    ]
    return merged_boxes(windows)


def faint_outlined_faces(
    image_bgr: np.ndarray,
    working: WorkingImage,
    windows: list[Window],
    seen: Sequence[tuple[float, float]],
    top_side_px: float,
) -> list[Outlined]:
    """The top faces outlined at the faint edge strengths `tol.FAINT_SQUARE_CANNY_THRESHOLDS` within `windows`
    (frame pixels, x0, y0, x1, y1) of the BGR uint8 frame (H, W, 3), each read by its pip places: those within
    `tol.FAINT_OUTLINE_MAX_SIDE_RATIO` either way of the frame's top faces (`top_side_px`, pixels), whose centre lies
    `tol.PARTNER_MIN_DISTANCE_SIDES` of their side or farther from every die read or seen (`seen`: centres in frame
    pixels; nearer, it is that die's face or a side face of it) and that read at least `tol.FAINT_OUTLINE_MIN_MARGIN`
    clearly. `working`: the frame's working image. Does not change the image."""
    faces: list[Outlined] = []
    for square in find_squares(image_bgr, working, list(windows), edge_strengths=tol.FAINT_SQUARE_CANNY_THRESHOLDS):
        side = mean_side_px(square.box)
        if not 1 / tol.FAINT_OUTLINE_MAX_SIDE_RATIO <= side / top_side_px <= tol.FAINT_OUTLINE_MAX_SIDE_RATIO:
            continue
        taken = list(seen) + [middle(box) for box, _ in faces]
        if any(distance(square.center, centre) < tol.PARTNER_MIN_DISTANCE_SIDES * side for centre in taken):
            continue
        read = clearer_by_chroma(image_bgr, square.box, read_face_in_its_light(image_bgr, working, square.box))
        if read is not None and read.margin >= tol.FAINT_OUTLINE_MIN_MARGIN:
            faces.append((square.box, read))
    return faces


def faintly_outlined_dice(
    image_bgr: np.ndarray,
    working: WorkingImage,
    profile: Any,
    read_boxes: Sequence[Sequence[tuple[float, float]]],
    seen: Sequence[tuple[float, float]],
) -> list[tuple[Outlined, tuple[str, float]]]:
    """The dice of `faint_outlined_faces` whose colour is decided on its own (not shared out by the set's counts),
    each with (colour, confidence). `read_boxes`: the top-face boxes of the dice read (frame pixels), whose median
    side is the frame's face size; `seen`: the centres of the dice seen but not read. None when no die was read."""
    if not read_boxes:
        return []
    top_side_px = float(np.median([mean_side_px(box) for box in read_boxes]))
    cells = cells_standing_out(working, read_boxes, seen, top_side_px)
    if not cells:
        return []
    windows = search_windows(cells, top_side_px, image_bgr.shape[:2])
    faces = faint_outlined_faces(
        image_bgr, working, windows, [middle(box) for box in read_boxes] + list(seen), top_side_px
    )
    if not faces:
        return []
    return decided_alone(image_bgr, faces, [box for box, _ in faces], profile)
