"""Doubts a face's pips cannot show by themselves, only beside the frame's other dice or in the frame's pixels: its
confidence is lowered, its reading kept, so the table asks the players about it.

The dice of a set are one size and their top faces are seen alike. So a face read much smaller than the frame's
other dice is more likely a few pips of a larger face (a 6's two corner pips read as a 2) or a speck than a die;
one read far larger is more likely a blob that is no pip (a cable's end read as a 1, its face sized from the blob);
and a face whose pips are more squashed than the other faces' pips lies on a side face (of a cocked die, or of a
die whose top face was not read). And a face read from its pips whose box reads clearly as another value by its pip
places (`vision.face_template`) holds pips its reading left out: a silver 5 read as the 3 of one of its diagonals.
Each factor is 1 within what right readings showed on the train splits and falls to 0.5 at a limit, as in
`vision.confidence`."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.confidence import falling
from vision.face_template import read_face
from vision.pips import Pip
from vision.reading import DieReading

Point = tuple[float, float]


def with_frame_doubts(
    dice: Sequence[DieReading], pips: Sequence[Sequence[Pip] | None], image_bgr: np.ndarray
) -> tuple[DieReading, ...]:
    """The dice with each confidence lowered by `frame_doubts` and, for a die read from its pips, by
    `other_pattern` in `image_bgr` (the BGR frame the dice were read in); `pips`: per die the pips it was read from,
    None for a die read by its pip places. Does not change value, colour or place, nor the image."""
    factors = [
        factor if die_pips is None else factor * other_pattern(image_bgr, die)
        for die, die_pips, factor in zip(dice, pips, frame_doubts([die.box for die in dice], pips), strict=True)
    ]
    return tuple(
        die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3))
        for die, factor in zip(dice, factors, strict=True)
    )


def frame_doubts(boxes: Sequence[Sequence[Point]], pips: Sequence[Sequence[Pip] | None]) -> list[float]:
    """Per die (its top-face box in frame pixels, the pips it was read from or None) the factor its confidence is
    lowered by against the frame's other dice: `odd_size` times `squashed_pips`."""
    sides = [mean_side_px(box) for box in boxes]
    elongations = [_mean_elongation(die_pips) for die_pips in pips]
    factors = []
    for index, side in enumerate(sides):
        other_sides = sides[:index] + sides[index + 1 :]
        other_faces = [
            elongation
            for other, (elongation, die_pips) in enumerate(zip(elongations, pips, strict=True))
            if other != index and die_pips is not None and len(die_pips) >= tol.SQUASHED_REFERENCE_MIN_PIPS
        ]
        factors.append(odd_size(side, other_sides) * squashed_pips(elongations[index], other_faces))
    return factors


def odd_size(side_px: float, other_sides_px: Sequence[float]) -> float:
    """1 while the face's side is within `tol.SMALL_FACE_SIDES[0]` to `tol.LARGE_FACE_SIDES[0]` of the median side of
    the other dice read, falling to 0.5 at `tol.SMALL_FACE_SIDES[1]` and `tol.LARGE_FACE_SIDES[1]` of it; 1 with no
    other die to compare with."""
    if not other_sides_px:
        return 1.0
    share = side_px / statistics.median(other_sides_px)
    small, large = tol.SMALL_FACE_SIDES, tol.LARGE_FACE_SIDES
    return falling(-share, -small[0], -small[1]) * falling(share, large[0], large[1])


def squashed_pips(elongation: float | None, other_elongations: Sequence[float]) -> float:
    """1 while the face's pips (mean major / minor axis) are at most `tol.SQUASHED_PIPS_RATIO[0]` times as elongated
    as the other faces' pips (the median over faces of `tol.SQUASHED_REFERENCE_MIN_PIPS` or more pips), falling to
    0.5 at `tol.SQUASHED_PIPS_RATIO[1]` times (where a lone pip is taken for a side face's, see `vision.topface`);
    1 when there is nothing to compare."""
    if elongation is None or not other_elongations:
        return 1.0
    ratio = elongation / statistics.median(other_elongations)
    confident, limit = tol.SQUASHED_PIPS_RATIO
    return falling(ratio, confident, limit)


def other_pattern(image_bgr: np.ndarray, die: DieReading) -> float:
    """1 unless the die's box reads by its pip places as another value at least `tol.OTHER_PATTERN_MARGIN[0]` grey
    levels clearly, falling to 0.5 at `tol.OTHER_PATTERN_MARGIN[1]`: pips its reading left out stand on their places
    (a 3 read from one diagonal of a 5, the other two corner pips left out)."""
    confident, limit = tol.OTHER_PATTERN_MARGIN
    read = read_face(image_bgr, tuple(die.box), least_margin=confident)
    if read is None or read.value == die.value:
        return 1.0
    return falling(read.margin, confident, limit)


def _mean_elongation(pips: Sequence[Pip] | None) -> float | None:
    return None if not pips else float(np.mean([pip.elongation for pip in pips]))
