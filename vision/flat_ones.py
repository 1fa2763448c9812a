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

A black die on a black or dark grey table looks like the table all round its top face: its side faces are of the same
dark plastic and its shadow falls on dark cloth (dev 450-469 Blöder 30451's two black 1s, dev 470-489 30481's, alike
0.35-0.40). But a die's side faces carry pips too, of its own kind, and a camera sees the sides it looks at from above
obliquely: their round pips are drawn out along the edge, more than any top face's pip seen from above is. A flat mark
has no sides, so a 1 with `tol.FLAT_ONE_SIDE_PIPS` such pips of its own pip's kind just beyond its face, nearer it than
any other die read, stands on the table (`_shows_its_side_faces`); its face is not seen apart from the table, so it is
asked about (`tol.SIDE_FACED_ONE_CONFIDENCE`).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.card_print import is_flat
from vision.reading import DieReading
from vision.seen_pips import SeenPip

Box = tuple[tuple[float, float], ...]


def without_flat_ones(
    image_bgr: np.ndarray,
    dice: Sequence[DieReading],
    light_pip_colours: Collection[str] = (),
    pips_seen: Callable[[], Sequence[SeenPip]] = tuple,
) -> tuple[DieReading, ...]:
    """`dice` read in `image_bgr` (BGR uint8, H×W×3) without the 1s that are flat (`is_flat`; a 1 of one of the
    `light_pip_colours` on `_judged_box`) unless they show their side faces' pips among `pips_seen` (the frame's pip
    candidates in frame pixels, asked for only when a 1 looks flat; `_shows_its_side_faces`): those are asked about.
    Does not change the image."""
    sides = [mean_side_px(die.box) for die in dice if die.value != 1]
    kept: list[DieReading] = []
    for die in dice:
        box = die.box if die.value != 1 or die.colour not in light_pip_colours else _judged_box(die.box, sides)
        if die.value != 1 or not is_flat(image_bgr, box):
            kept.append(die)
        elif _shows_its_side_faces(die, mean_side_px(box), dice, pips_seen()):
            kept.append(replace(die, confidence=min(die.confidence, tol.SIDE_FACED_ONE_CONFIDENCE)))
    return tuple(kept)


def _shows_its_side_faces(
    one: DieReading, side_px: float, dice: Sequence[DieReading], pips_seen: Sequence[SeenPip]
) -> bool:
    """Whether at least `tol.FLAT_ONE_SIDE_PIPS` of `pips_seen` of the kind of the 1's own pip (the one nearest its
    centre, within `tol.FLAT_ONE_SIDE_PIP_SIDES[0]` of its `side_px`) lie from the first to the second share of
    `tol.FLAT_ONE_SIDE_PIP_SIDES` of its side from its centre, drawn out more than
    `tol.FLAT_ONE_SIDE_PIP_MIN_ELONGATION` and nearer it than any other of `dice`: its side faces' pips, seen
    obliquely."""
    nearest, farthest = (share * side_px for share in tol.FLAT_ONE_SIDE_PIP_SIDES)
    own = min(pips_seen, key=lambda pip: math.dist(pip.centre, one.center), default=None)
    if own is None or math.dist(own.centre, one.center) >= nearest:
        return False
    beside = [
        pip
        for pip in pips_seen
        if pip.is_dark == own.is_dark
        and pip.elongation > tol.FLAT_ONE_SIDE_PIP_MIN_ELONGATION
        and nearest <= (distance := math.dist(pip.centre, one.center)) <= farthest
        and all(math.dist(pip.centre, die.center) > distance for die in dice if die is not one)
    ]
    return len(beside) >= tol.FLAT_ONE_SIDE_PIPS


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
