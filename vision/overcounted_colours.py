"""The set's only die of a colour read surely twice: the readings cannot both be right, so neither is taken unasked.

Where a set holds a single die of a colour (every colour of Doppelt so clever and Gönnen können, `DiceSetProfile.dice`),
the colour names that die, and two dice read surely as it contradict each other: one of them is another die (a silver
face mirroring a bright lamp looks as white as the white die beside it; dev 450-469 DSC 10460, both read white at
0.94), and the reading alone does not say which. Of n such dice at most one is right, so none is surer than 1 / n
(two: a coin toss, 0.5). A die of the colour read unsurely contradicts nothing: the players are asked about it anyway
and their answer settles the count (`tol.OVERCOUNT_SURE_CONFIDENCE`). The dice keep their colour and value; only
their confidence is capped, so that the players are asked. Dice of unknown colour are counted by no colour.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from vision import tolerances as tol
from vision.reading import TableReading


def with_overcounted_colours_asked(reading: TableReading, profile: Any) -> TableReading:
    """`reading` with the dice read at least `tol.OVERCOUNT_SURE_CONFIDENCE` as a colour that `profile` (a
    `DiceSetProfile`) holds one die of, where more than one is, each as sure as 1 / their number; a reading without
    such dice is returned unchanged."""
    single = {colour for colour, count in profile.expected_counts().items() if count == 1}
    is_sure = [die.colour in single and die.confidence >= tol.OVERCOUNT_SURE_CONFIDENCE for die in reading.dice]
    sure = Counter(die.colour for die, counted in zip(reading.dice, is_sure, strict=True) if counted)
    if all(n == 1 for n in sure.values()):
        return reading
    dice = tuple(
        replace(die, confidence=1 / sure[die.colour]) if counted and sure[die.colour] > 1 else die
        for die, counted in zip(reading.dice, is_sure, strict=True)
    )
    return replace(reading, dice=dice)
