"""The colours of dice found late (placed, fitted, refused and read at last), decided on their own and kept within
the set's counts: such a die takes no colour shared out by the counts from the dice read clearly."""

from __future__ import annotations

from collections import Counter
from typing import Any, TypeVar

import numpy as np

from vision.reading import DieReading

Candidate = TypeVar("Candidate")  # a die read some way, with its colour still to be weighed against the set's counts


def decided_alone(
    image_bgr: np.ndarray, candidates: list[Candidate], boxes: list, profile: Any
) -> list[tuple[Candidate, tuple[str, float]]]:
    """The `candidates` (top faces at `boxes`, in order) whose colour is decided on its own, not shared out of the
    set's counts with the frame's other dice, each with (colour, confidence)."""
    from vision.colour import ColourSettings, classify_dice  # the colour stage is only needed with a profile

    guesses = classify_dice(image_bgr, boxes, profile, ColourSettings(shares_out_by_counts=False))
    return [
        (item, (guess.colour, float(guess.confidence)))
        for item, guess in zip(candidates, guesses, strict=True)
        if guess.is_decided
    ]


def within_colour_counts(
    profile: Any, dice: tuple[DieReading, ...], candidates: list[tuple[Candidate, tuple[str, float]]]
) -> list[tuple[Candidate, tuple[str, float]]]:
    """The `candidates` (in order) whose colour the set still has a die of beside the `dice` read (its count per
    colour, `profile.dice`): a die read only by its pip edges is too unsure to take a colour from a die read clearly."""
    if not candidates:
        return []
    room = Counter(profile.expected_counts())
    room.subtract(die.colour for die in dice)
    kept = []
    for item, (colour, confidence) in candidates:
        if room[colour] > 0:
            room[colour] -= 1
            kept.append((item, (colour, confidence)))
    return kept
