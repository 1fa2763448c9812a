"""A die of yellow or orange that no partner was compared with is not taken where its hue lies between the two.

A brightly lit orange face shifts towards yellow: the camera's tone curve flattens its red channel in the shoulder
while green still climbs, and shade reddens a yellow face (`vision.look_alikes`). Beside its partner the two are
told apart by which is redder, but a die read alone (its partner set aside, missed or undecided) has only the
profile to go by, and the profile's deviations are floored for any light (`ColourSettings.std_floor`): an orange
face lit into yellow's hue is then named yellow surely (Gönnen dev 50326's orange 1, alone beside the fifth die,
hue -0.7° where yellow's calibrated one is -8.8°, read yellow at 0.99). So a die named yellow or orange alone is
asked about (`most_confidence`) where its hue lies further from its colour's calibrated hue towards the other's than
`tol.LONE_LOOK_ALIKE_MAX_HUE_DEVIATIONS` of its colour's calibrated hue deviations.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import replace

import numpy as np

from vision import tolerances as tol
from vision.angles import angle_between
from vision.colour_model import ColourGuess
from vision.look_alikes import YELLOW_AND_ORANGE
from vision.profiles import ColourStats, DiceSetProfile


def doubted_alone(
    features: np.ndarray,
    compared: Collection[int],
    guesses: list[ColourGuess],
    profile: DiceSetProfile,
    most_confidence: float,
) -> list[ColourGuess]:
    """The guesses with each die named yellow or orange that was not `compared` with its partner (rows of
    `vision.look_alikes.tell_apart`) no surer than `most_confidence` where its hue lies between the two colours
    (`hue_deviations_towards`); features (dice, 4) as `vision.colour.measure_dice`. The set must know both colours."""
    stats = dict(profile.colours)
    pair = YELLOW_AND_ORANGE
    if stats.get(pair.lower) is None or stats.get(pair.higher) is None:
        return guesses
    rival = {pair.lower: pair.higher, pair.higher: pair.lower}
    result = list(guesses)
    for row, guess in enumerate(guesses):
        if row in compared or not guess.is_decided or guess.colour not in rival:
            continue
        own, other = stats[guess.colour], stats[rival[guess.colour]]
        if hue_deviations_towards(features[row], own, other) > tol.LONE_LOOK_ALIKE_MAX_HUE_DEVIATIONS:
            result[row] = replace(guess, confidence=min(guess.confidence, most_confidence))
    return result


def hue_deviations_towards(feature: np.ndarray, colour: ColourStats, rival: ColourStats) -> float:
    """How many of `colour`'s calibrated hue deviations the face's hue (atan2(a*, b*); `feature` as
    `vision.colour.measure_dice`) lies beyond `colour`'s mean hue towards `rival`'s; negative away from it. The hue
    deviation is the calibrated a*, b* deviations carried through atan2 (first order)."""
    mean_a, mean_b = colour.mean[1:3]
    std_a, std_b = colour.std[1:3]
    own_hue, rival_hue = math.atan2(mean_a, mean_b), math.atan2(rival.mean[1], rival.mean[2])
    hue = math.atan2(feature[1], feature[2])
    hue_std = math.hypot(mean_b * std_a, mean_a * std_b) / (mean_a * mean_a + mean_b * mean_b)
    towards = 1.0 if angle_between(rival_hue, hue) < angle_between(rival_hue, own_hue) else -1.0
    return towards * angle_between(hue, own_hue) / hue_std
