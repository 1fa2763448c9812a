"""A face read around other dice is no die: a top face seen from above covers the table below it, so the centres of
two dice read elsewhere cannot lie inside it. Such a face is pips of several dice read as one large face (Gönnen
zones 70000: a green 1's pip and a pip of the fifth die's 4 read as a blue 2 three times their size, which at the
board then took the place of both)."""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.reading import DieReading


def without_dice_holding_others(dice: Sequence[DieReading]) -> tuple[DieReading, ...]:
    """`dice` without those whose top-face box holds the centres of `tol.HELD_DICE_NO_FACE` or more of the others."""
    return tuple(die for die in dice if _held_by(die, dice) < tol.HELD_DICE_NO_FACE)


def _held_by(die: DieReading, dice: Sequence[DieReading]) -> int:
    """How many of the other `dice` have their centre inside `die`'s box (edge included)."""
    box = np.float32(die.box)
    return sum(cv2.pointPolygonTest(box, other.center, False) >= 0 for other in dice if other is not die)
