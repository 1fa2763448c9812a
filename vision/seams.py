"""A face read across the seam of two touching dice: pips of two dice that fit a face together (a blue 1's pip and
its neighbour 4's corner pip read as a 2, GNW train 20084) make a face whose middle lies on the seam between them.

The middle of a 2, 4 or 6 is bare plastic, as light as the face around its pips; a seam there is far darker. Only
faces of light pips are judged: they lie on coloured dice, dark in the lightness image (the darkest channel), where
the shadowed seam is darker still; dark pips lie on white faces whose seam looks like ink on the middle, which
`vision.doubts.other_pattern` judges. A saturated face (red) is near black in its darkest channel already, so a seam
cannot show darker there: it shows in the face's own colour, its brightest channel, which a seam's shadow darkens as
it darkens every channel (`middle_value_dip`; a red 1's pip and the pip of the cocked red die beside it read as a 2
at 0.93, dev 250-269 GNW 20259).
"""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.confidence import falling
from vision.pips import Pip
from vision.reading import DieReading


def seam_through_middle(image_bgr: np.ndarray, die: DieReading, pips: Sequence[Pip]) -> float:
    """1 unless the middle of an even face of light pips (`die`, read from `pips` in the BGR uint8 frame
    `image_bgr`) dips below the face level around its pips by more than `tol.SEAM_MIDDLE_DIP[0]` of the pips'
    contrast, falling to 0.5 at `tol.SEAM_MIDDLE_DIP[1]` (`middle_dip`), or below the face's value by more than
    `tol.SEAM_MIDDLE_VALUE_DIP[0]` of it, falling to 0.5 at `tol.SEAM_MIDDLE_VALUE_DIP[1]` (`middle_value_dip`): the
    lesser of the two, as both see the one seam."""
    if die.value % 2 or not pips or pips[0].is_dark:
        return 1.0
    factor = falling(middle_dip(image_bgr, die, pips), *tol.SEAM_MIDDLE_DIP)
    value_dip = middle_value_dip(image_bgr, die)
    return factor if value_dip is None else min(factor, falling(value_dip, *tol.SEAM_MIDDLE_VALUE_DIP))


def middle_dip(image_bgr: np.ndarray, die: DieReading, pips: Sequence[Pip]) -> float:
    """How far the darkest lightness within `tol.SEAM_MIDDLE_RADIUS_SIDES` of a side around the middle of the
    die's box lies below the mean face level of its light `pips`, as a share of their faintest contrast (the pips'
    levels are those of the view they were found in: one intensity scale with the frame's). A thin seam crosses a
    window a few pixels wide, so its darkest pixel is taken."""
    window = _middle_window(image_bgr, die.box)
    if not window.size:
        return 0.0
    face_level = float(np.mean([pip.face_level for pip in pips]))
    contrast = min(pip.contrast for pip in pips)
    return (face_level - float(window.min())) / contrast  # the darkest channel's darkest pixel: the least of all


def middle_value_dip(image_bgr: np.ndarray, die: DieReading) -> float | None:
    """How far the darkest value (the brightest channel) within `tol.SEAM_MIDDLE_RADIUS_SIDES` of a side around the
    middle of the die's box lies below the face's value (the median over its box, mostly bare plastic), as a share of
    it; None for a face whose value is below `tol.SEAM_VALUE_MIN_FACE` (black plastic, deep shade), where a share of so
    little is noise, or whose middle lies off the frame."""
    window = _middle_window(image_bgr, die.box)
    face_value = _face_value(image_bgr, die.box)
    if not window.size or face_value < tol.SEAM_VALUE_MIN_FACE:
        return None
    return (face_value - float(_value(window).min())) / face_value


def _middle_window(image_bgr: np.ndarray, box: Sequence[tuple[float, float]]) -> np.ndarray:
    """The BGR pixels within `tol.SEAM_MIDDLE_RADIUS_SIDES` of a side around the middle of `box` (empty off the
    frame)."""
    reach = max(1, round(tol.SEAM_MIDDLE_RADIUS_SIDES * mean_side_px(box)))
    x, y = (round(coordinate) for coordinate in middle(box))  # plain Python: numpy's fixed cost outweighs 4 corners
    return image_bgr[max(0, y - reach) : y + reach + 1, max(0, x - reach) : x + reach + 1]


def _face_value(image_bgr: np.ndarray, box: Sequence[tuple[float, float]]) -> float:
    """The median value (brightest channel; of an even count the upper middle one) of the frame's pixels inside
    `box` (0 for a box off the frame), from every pixel of a small face and a regular grid of about
    `tol.FACE_VALUE_SAMPLES_PER_SIDE` a side on a large one: the same median, at a quarter of the cost on a 1280-px
    frame's faces."""
    corners = np.round(np.asarray(box, dtype=float)).astype(np.int32)
    left, top, width, height = cv2.boundingRect(corners)
    mask = np.zeros((height, width), np.uint8)
    cv2.fillConvexPoly(mask, corners - (left, top), 1)
    frame_height, frame_width = image_bgr.shape[:2]
    rows, columns = (
        slice(max(0, top), min(frame_height, top + height)),
        slice(max(0, left), min(frame_width, left + width)),
    )
    crop = image_bgr[rows, columns]
    if not crop.size:
        return 0.0
    inside = mask[rows.start - top : rows.stop - top, columns.start - left : columns.stop - left] > 0
    step = max(1, int(mean_side_px(box) // tol.FACE_VALUE_SAMPLES_PER_SIDE))
    values = _value(crop[::step, ::step])[inside[::step, ::step]]
    if not values.size:
        return 0.0
    middle = values.size // 2
    return float(np.partition(values, middle)[middle])  # `np.median`'s overhead is most of this function's cost


def _value(pixels_bgr: np.ndarray) -> np.ndarray:
    """The brightest channel of BGR pixels (two element-wise maxima: `max(axis=2)` costs ten times as much)."""
    return np.maximum(np.maximum(pixels_bgr[..., 0], pixels_bgr[..., 1]), pixels_bgr[..., 2])
