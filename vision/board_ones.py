"""A 1 on a board card far larger than the board's dice is a dark blob read as its pip, no die.

A 1's box is sized from its one pip, so a dark blob on a light card (a die's shadow, which the camera frame's pip
window passes as a large dark pip) makes a 1 as wide as a whole die and more. The board's dice lie at about one
size, so a 1 much wider than the median of the board's other readings is dropped; faces of more pips are judged
by `vision.card_print.is_off_the_dice_size` alone.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from vision import tolerances as tol
from vision.reading import DieReading


def is_a_blob_read_as_a_one(die: DieReading, side_px: float, other_sides_px: Sequence[float]) -> bool:
    """Whether `die` (read on a card, `side_px` wide) is a 1 wider than `tol.BOARD_ONE_MAX_SIDES` times the median
    side of the board's other readings (`other_sides_px`; judged only when there are `tol.BOARD_SIZE_MIN_DICE`)."""
    if die.value != 1 or len(other_sides_px) < tol.BOARD_SIZE_MIN_DICE:
        return False
    return side_px > tol.BOARD_ONE_MAX_SIDES * statistics.median(other_sides_px)
