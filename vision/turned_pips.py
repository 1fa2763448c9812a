"""Dice cocked sideways, their pips drawn out across the way the dice beside them show theirs: read as if flat, their
confidence is lowered.

A camera foreshortens every flat face along the direction to its nadir, so it draws round pips out across that
direction, and dice touching each other see the nadir the same way: their pips are drawn out alike, however each die is
turned and however squarely it is seen (a shaken camera draws every pip of the frame out the same way too). A die
cocked on a die or a wall tilts its top face its own way, which turns that foreshortening with it. `vision.pips.
shape_of` doubles the angle of a pip's long axis, so a face's mean stretch (`vision.cocked.pip_stretch`) points the
opposite way from another's when their long axes lie 90 degrees apart: how far it points against the other's
direction (its part along the opposite of it) measures the turn, and a face seen squarely, its stretch near 0, cannot
score high whichever way its round pips lean. Measured against the die touching it alone, a flat die beside a cocked
one scores as high as the cocked one; so the face must also point against the frame's other dice (their median
stretch): the lesser of the two counts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from statistics import median

from vision import tolerances as tol
from vision.cocked import Slant
from vision.confidence import falling
from vision.reading import DieReading


def with_turned_pips_doubts(dice: Sequence[DieReading], slants: Sequence[Slant]) -> tuple[DieReading, ...]:
    """The dice with each confidence lowered by `pips_turned_from_the_others`; `slants`: per die how squarely it is
    seen (`vision.cocked.slants_of`; a die read by its pip places is left as it is). Does not change value, colour or
    place."""
    doubted = []
    for index, die in enumerate(dice):
        factor = pips_turned_from_the_others(slants[index], slants[:index] + slants[index + 1 :])
        doubted.append(die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3)))
    return tuple(doubted)


def pips_turned_from_the_others(face: Slant, others: Sequence[Slant]) -> float:
    """1 while the face's pips (`tol.TURNED_PIPS_MIN_PIPS` or more) point at most `tol.TURNED_PIPS_AGAINST[0]`
    against both the die touching it (`_touching_reference`) and the median of the frame's other dice read from as
    many pips, falling to 0.5 at `tol.TURNED_PIPS_AGAINST[1]`: the lesser of the two (`_against`). 1 with either
    missing."""
    if face.stretch is None or face.pips < tol.TURNED_PIPS_MIN_PIPS:
        return 1.0
    touching = _touching_reference(face, others)
    frame = [other.stretch for other in others if other.stretch is not None and other.pips >= tol.TURNED_PIPS_MIN_PIPS]
    if touching is None or not frame:
        return 1.0
    frame_median = (median(x for x, _ in frame), median(y for _, y in frame))
    against = min(_against(face.stretch, touching), _against(face.stretch, frame_median))
    confident, limit = tol.TURNED_PIPS_AGAINST
    return falling(against, confident, limit)


def _touching_reference(face: Slant, others: Sequence[Slant]) -> tuple[float, float] | None:
    """The stretch of the die nearest the face among those read from `tol.TURNED_PIPS_REFERENCE_MIN_PIPS` pips or more
    with their centres at most `tol.TURNED_PIPS_REACH_SIDES` of their mean side from its centre (touching it); None
    when there is none."""
    nearest: tuple[float, tuple[float, float]] | None = None
    for other in others:
        if other.stretch is None or other.pips < tol.TURNED_PIPS_REFERENCE_MIN_PIPS:
            continue
        apart = math.hypot(other.x_px - face.x_px, other.y_px - face.y_px) / ((face.side_px + other.side_px) / 2)
        if apart <= tol.TURNED_PIPS_REACH_SIDES and (nearest is None or apart < nearest[0]):
            nearest = (apart, other.stretch)
    return None if nearest is None else nearest[1]


def _against(stretch: tuple[float, float], reference: tuple[float, float]) -> float:
    """How far `stretch` points against `reference` (its part along the opposite of the reference's direction, 0 when
    it points within 90 degrees of it); 0 when the reference is drawn out less than `tol.TURNED_PIPS_MIN_STRETCH`,
    too little to show a direction."""
    length = math.hypot(*reference)
    if length < tol.TURNED_PIPS_MIN_STRETCH:
        return 0.0
    return max(0.0, -(stretch[0] * reference[0] + stretch[1] * reference[1]) / length)
