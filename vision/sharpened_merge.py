"""A shaken frame's two readings, as it is and sharpened (`vision.blurred`), merged die by die.

Sharpening a smeared frame brings back pips the smear hid, but it also makes pips of noise and ringing: a die the
frame read clearly may read otherwise sharpened (Blöder Sack train 30006's black 4 read as a 2), and the flat
table grows spots no die is at. So neither reading stands for the other whole: the frame's own dice stay, a die
only the sharpened frame shows is added (it is already less sure, `vision.blurred.less_sure`), and where the two
read one die differently the more confident reading stands, asked about (times `tol.SHAKE_CONFIDENCE`; where they
read one value and only one names the colour, that one stands: an unknown colour contradicts none); where they
read it alike, the frame's own reading takes the stronger of the two readings' doubts that it lies cocked.
The frame's own unreadable spots stay unless a die added is there; the sharpened frame's stay only on a die body the
frame as it is shows where neither reading has a die or a spot: sharpening makes pips of a card's print and of the
table's grain (dev Gönnen 50267's score card: eight groups of them, 50201, 50204), but no body of a die's colour,
while a group of pips on such a body is a die seen and not read, to be asked about (dev DSC 10156's blue 1, dev
Gönnen 50214's yellow 5: missed as their sharpened spots were left out).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from vision import tolerances as tol
from vision.bodies import Body
from vision.boxes import holds, mean_side_px
from vision.colour_model import UNKNOWN
from vision.reading import DieReading, TableReading, Unreadable


def merged(
    as_it_is: TableReading,
    sharp: TableReading,
    room: int,
    slant_doubts: tuple[Sequence[float], Sequence[float]] = ((), ()),
    bodies: Sequence[Body] = (),
) -> TableReading:
    """The reading of a shaken frame from its reading `as_it_is` and the (less sure) reading `sharp` of it
    sharpened; at most `room` dice (the most the set may still add) that only the sharpened frame shows are added,
    most confident first, and only those whose colour is decided, as with the dice `vision.reader` finds by a
    second look: a die of no colour of the set, seen only after sharpening, is no die the players could name.
    slant_doubts: per die of `as_it_is` and per die of `sharp`, the factor its confidence was lowered by as seen
    cocked (`vision.cocked`, `vision.tilted_away`; none given: 1). bodies: the die bodies the frame as it is shows
    (`vision.bodies.Body`), on which the sharpened frame's unreadable spots are kept."""
    dice = list(as_it_is.dice)
    own_doubts = list(slant_doubts[0]) or [1.0] * len(as_it_is.dice)
    sharp_doubts = list(slant_doubts[1]) or [1.0] * len(sharp.dice)
    added: list[DieReading] = []
    compared: set[int] = set()  # the frame's dice already weighed against a sharpened one
    for die, sharp_doubt in sorted(zip(sharp.dice, sharp_doubts, strict=True), key=lambda item: -item[0].confidence):
        index = _same_die(die, dice)
        if index is None:
            if die.colour != UNKNOWN and len(added) < room and _same_die(die, added) is None:
                added.append(die)
        elif index not in compared:
            compared.add(index)
            if not _reads_alike(dice[index], die):
                surer = _surer(dice[index], die)
                dice[index] = replace(surer, confidence=round(surer.confidence * tol.SHAKE_CONFIDENCE, 3))
            elif sharp_doubt < own_doubts[index]:
                dice[index] = _doubted_more(dice[index], sharp_doubt / own_doubts[index])
    unreadable = [spot for spot in as_it_is.unreadable if not any(_is_near(spot.center, die) for die in added)]
    unreadable += _sharpened_spots_on_bodies(sharp.unreadable, bodies, dice + added, unreadable)
    return replace(as_it_is, dice=tuple(dice) + tuple(added), unreadable=tuple(unreadable))


def _sharpened_spots_on_bodies(
    spots: Sequence[Unreadable], bodies: Sequence[Body], dice: list[DieReading], own_spots: list[Unreadable]
) -> list[Unreadable]:
    """The sharpened frame's unreadable spots inside a body's top-face box (see the module's docstring) that lie near
    no die of the merged reading and no unreadable spot of the frame's own (within a body's side of it)."""
    kept: list[Unreadable] = []
    for spot in spots:
        body = next((body for body in bodies if holds(body.box, spot.center)), None)
        if body is None or any(_is_near(spot.center, die) for die in dice):
            continue
        if all(math.dist(spot.center, other.center) >= body.side_px for other in own_spots + kept):
            kept.append(spot)
    return kept


def _doubted_more(own: DieReading, factor: float) -> DieReading:
    """The frame's own reading of a die the sharpened frame reads alike but doubts more as cocked, its confidence
    times `factor` (below 1): those doubts are cast against the frame's other faces, and the sharpened frame may
    measure more of them (DSC train 10024: the green 5 cocked on a pink die, read at 1.0 in the frame as it is, where
    no face as low in the frame was measured, 0.59 times as sure sharpened, where the silver 4 was)."""
    return replace(own, confidence=round(own.confidence * factor, 3))


def _same_die(die: DieReading, others: list[DieReading]) -> int | None:
    """The index of the die in `others` whose top face `die` is read at (nearest), or None."""
    near = [
        (math.dist(die.center, other.center), index)
        for index, other in enumerate(others)
        if _is_near(die.center, other) or _is_near(other.center, die)
    ]
    return min(near)[1] if near else None


def _is_near(point: tuple[float, float], die: DieReading) -> bool:
    """Whether `point` lies within `tol.SHAKE_SAME_DIE_SIDES` of the die's side from its centre."""
    return math.dist(point, die.center) < tol.SHAKE_SAME_DIE_SIDES * mean_side_px(die.box)


def _surer(own: DieReading, sharp: DieReading) -> DieReading:
    """Of two readings of one die that differ, the one that stands: where both read the same value and only one
    names the colour, that one, however sure (an unknown colour is no reading of it: a face the colour model leaves
    torn between two colours in one frame may be named in the other, and the two do not contradict; DSC train
    10006's white 3, torn between white and silver as it is, named white by its lit bevels sharpened); otherwise the
    more confident."""
    named = [reading for reading in (own, sharp) if reading.colour != UNKNOWN]
    if own.value == sharp.value and len(named) == 1:
        return named[0]
    return max(own, sharp, key=lambda reading: reading.confidence)


def _reads_alike(first: DieReading, second: DieReading) -> bool:
    return (first.value, first.colour) == (second.value, second.colour)
