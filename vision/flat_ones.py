"""A 1 that looks like its surroundings all round is a flat mark, not a die: a die stands above the table, so beyond
its top face's box lie its side faces, its shadow or the table, of another colour, on at least one side; a lone dark
spot on something flat (a cable's end on the table, Blöder train 30033; a speck on a real photo's paper) has the
same stuff all round it (`vision.card_print.is_flat`, the test that tells a board card's print from the dice on it).
Only 1s are judged: a face of more pips read right looked like its surroundings up to 0.6 (white dice on white paper
in the real photos), a 1 read right 0.07 at most on the train splits.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision.card_print import is_flat
from vision.reading import DieReading


def without_flat_ones(image_bgr: np.ndarray, dice: Sequence[DieReading]) -> tuple[DieReading, ...]:
    """`dice` read in `image_bgr` (BGR uint8, H×W×3) without the 1s that are flat (`is_flat`). Does not change the
    image."""
    return tuple(die for die in dice if die.value != 1 or not is_flat(image_bgr, die.box))
