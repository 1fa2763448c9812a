"""A face read across the seam of two touching dice: pips of two dice that fit a face together (a blue 1's pip and
its neighbour 4's corner pip read as a 2, GNW train 20084) make a face whose middle lies on the seam between them.

The middle of a 2, 4 or 6 is bare plastic, as light as the face around its pips; a seam there is far darker. Only
faces of light pips are judged: they lie on coloured dice, dark in the lightness image (the darkest channel), where
the shadowed seam is darker still; dark pips lie on white faces whose seam looks like ink on the middle, which
`vision.doubts.other_pattern` judges.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.confidence import falling
from vision.pips import Pip
from vision.reading import DieReading


def seam_through_middle(image_bgr: np.ndarray, die: DieReading, pips: Sequence[Pip]) -> float:
    """1 unless the middle of an even face of light pips (`die`, read from `pips` in the BGR uint8 frame
    `image_bgr`) dips below the face level around its pips by more than `tol.SEAM_MIDDLE_DIP[0]` of the pips'
    contrast, falling to 0.5 at `tol.SEAM_MIDDLE_DIP[1]` (`middle_dip`)."""
    if die.value % 2 or not pips or pips[0].is_dark:
        return 1.0
    confident, limit = tol.SEAM_MIDDLE_DIP
    return falling(middle_dip(image_bgr, die, pips), confident, limit)


def middle_dip(image_bgr: np.ndarray, die: DieReading, pips: Sequence[Pip]) -> float:
    """How far the darkest lightness within `tol.SEAM_MIDDLE_RADIUS_SIDES` of a side around the middle of the
    die's box lies below the mean face level of its light `pips`, as a share of their faintest contrast (the pips'
    levels are those of the view they were found in: one intensity scale with the frame's). A thin seam crosses a
    window a few pixels wide, so its darkest pixel is taken."""
    middle = np.asarray(die.box, dtype=float).mean(axis=0)
    reach = max(1, round(tol.SEAM_MIDDLE_RADIUS_SIDES * mean_side_px(die.box)))
    x, y = round(float(middle[0])), round(float(middle[1]))
    window = image_bgr[max(0, y - reach) : y + reach + 1, max(0, x - reach) : x + reach + 1]
    if not window.size:
        return 0.0
    face_level = float(np.mean([pip.face_level for pip in pips]))
    contrast = min(pip.contrast for pip in pips)
    return (face_level - float(window.min(axis=2).min())) / contrast
