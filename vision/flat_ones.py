"""A 1 that looks like its surroundings all round is a flat mark, not a die: a die stands above the table, so beyond
its top face's box lie its side faces, its shadow or the table, of another colour, on at least one side; a lone dark
spot on something flat (a cable's end on the table, Blöder train 30033; a speck on a real photo's paper) has the
same stuff all round it (`vision.card_print.is_flat`, the test that tells a board card's print from the dice on it).
Only 1s are judged: a face of more pips read right looked like its surroundings up to 0.6 (white dice on white paper
in the real photos), a 1 read right 0.07 at most on the train splits.

A 1's box is sized from its one pip, so a glare that swells a light pip makes it wider than the die: beyond it lies
the table all round, and the die looks flat (1280 GNW train 20117: a glared blue 1's box 3.0 times the frame's other
dice, 0.69 alike). A 1 of a colour whose pips are light is judged at the frame's die size (`_judged_box`); a dark pip
no glare swells, and a dark hole wider than a pip is what a flat mark shows (recorded DSC session 000079: a cable's
end read as a silver 1, its box 1.84 times the dice's, flat only at that size).
"""

from __future__ import annotations

import statistics
from collections.abc import Collection, Sequence

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.card_print import is_flat
from vision.reading import DieReading

Box = tuple[tuple[float, float], ...]


def without_flat_ones(
    image_bgr: np.ndarray, dice: Sequence[DieReading], light_pip_colours: Collection[str] = ()
) -> tuple[DieReading, ...]:
    """`dice` read in `image_bgr` (BGR uint8, H×W×3) without the 1s that are flat (`is_flat`); a 1 of one of the
    `light_pip_colours` on `_judged_box`. Does not change the image."""
    sides = [mean_side_px(die.box) for die in dice if die.value != 1]
    return tuple(
        die
        for die in dice
        if die.value != 1
        or not is_flat(image_bgr, _judged_box(die.box, sides) if die.colour in light_pip_colours else die.box)
    )


def _judged_box(box: Box, other_sides_px: Sequence[float]) -> Box:
    """`box`, a 1's, shrunk about its middle to the median of `other_sides_px` (the sides of the frame's faces of
    more pips, at least `tol.FLAT_ONE_SIZE_MIN_DICE` of them) when it is more than `tol.FLAT_ONE_MAX_SIDES` times
    as wide; else `box` as it is."""
    if len(other_sides_px) < tol.FLAT_ONE_SIZE_MIN_DICE:
        return box
    die_side, side = statistics.median(other_sides_px), mean_side_px(box)
    if side <= tol.FLAT_ONE_MAX_SIDES * die_side:
        return box
    (x, y), shrink = middle(box), die_side / side
    return tuple((x + (corner_x - x) * shrink, y + (corner_y - y) * shrink) for corner_x, corner_y in box)
