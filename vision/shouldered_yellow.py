"""A lone die read yellow whose red channel sits in the camera's tone-curve shoulder is the orange die where its hue
lies too far from yellow's.

An orange face lit brightly reaches the shoulder of the camera's tone curve in its red channel first: red flattens
there while green still climbs, and its hue turns towards yellow (`vision.lone_look_alikes`) until, balanced, it
lies where yellow's would under less light (Gönnen dev 50341's lone orange 4, red at 240 of 255, hue -3.7° where
yellow's calibrated one is -8.8°). A yellow face in the same shoulder turns the other way, greener, its red flattened
under a green that climbs close to it. So where the red channel of a face sits in the shoulder, the hue that parts
the two lies further towards yellow than the profile's, and a die read yellow alone (no partner compared:
`vision.look_alikes`) beyond it is named orange, asked about: it is the set's one orange die only where no other
die of the frame is named orange. Measured: `tol.SHOULDER_RED_LEVEL`, `tol.SHOULDERED_YELLOW_MAX_HUE_DEG`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection

import numpy as np

from vision import tolerances as tol
from vision.colour_model import ColourGuess
from vision.look_alikes import YELLOW_AND_ORANGE
from vision.profiles import DiceSetProfile


def orange_past_the_shoulder(
    features: np.ndarray,
    red_level: Callable[[int], float],
    compared: Collection[int],
    guesses: list[ColourGuess],
    profile: DiceSetProfile,
    most_confidence: float,
) -> list[ColourGuess]:
    """The guesses with a die read yellow and not `compared` with its partner named orange, no surer than
    `most_confidence`, where its face's red lies in the shoulder (`red_level`: of a die's row, the median red of its
    face as the camera encoded it, 0-255, NaN where not measured; at least `tol.SHOULDER_RED_LEVEL`) and its hue
    (atan2(a*, b*) of `features`, (dice, 4) as `vision.colour.measure_dice`) above `tol.SHOULDERED_YELLOW_MAX_HUE_DEG`
    (the red asked for only then); only in a set of one yellow and one orange die, where no other die is named
    orange. Does not change `guesses`."""
    yellow, orange = YELLOW_AND_ORANGE.lower, YELLOW_AND_ORANGE.higher
    counts = profile.expected_counts()
    if counts.get(yellow) != 1 or counts.get(orange) != 1 or any(guess.colour == orange for guess in guesses):
        return guesses
    result = list(guesses)
    for row, guess in enumerate(guesses):
        if row in compared or guess.colour != yellow or not guess.is_decided:
            continue
        hue_deg = math.degrees(math.atan2(features[row, 1], features[row, 2]))
        if hue_deg > tol.SHOULDERED_YELLOW_MAX_HUE_DEG and red_level(row) >= tol.SHOULDER_RED_LEVEL:
            result[row] = ColourGuess(orange, min(guess.confidence, most_confidence))
    return result
