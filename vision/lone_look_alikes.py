"""A die of yellow or orange that no partner was compared with is not taken where its hue lies between the two.

A brightly lit orange face shifts towards yellow: the camera's tone curve flattens its red channel in the shoulder
while green still climbs, and shade reddens a yellow face (`vision.look_alikes`). Beside its partner the two are
told apart by which is redder, but a die read alone (its partner set aside, missed or undecided) has only the
profile to go by, and the profile's deviations are floored for any light (`ColourSettings.std_floor`): an orange
face lit into yellow's hue is then named yellow surely (Gönnen dev 50326's orange 1, alone beside the fifth die,
hue -0.7° where yellow's calibrated one is -8.8°, read yellow at 0.99). So a die named yellow or orange alone is
asked about (`most_confidence`) where its hue lies further from its colour's calibrated hue towards the other's than
`tol.LONE_LOOK_ALIKE_MAX_HUE_DEVIATIONS` of its colour's calibrated hue deviations.

Its hue is only as sure as the light it was balanced with. The light is taken from the white on the dice
(`vision.white_balance`), and on a die alone that is its own pips: small, recessed, their colour smeared with the
plastic's around them by the JPEG's coarser chroma, they carry its tint. An orange tint lies on the lamp locus (red
over green over blue, as a warm lamp), so it passes for a warm light, and dividing it out turns the orange face
towards yellow (Gönnen dev 50341: a lone orange 4 on white paper, its pips R/G 1.13 and B/G 0.84 where the paper at
the same luminance shows 1.01 and 0.98; balanced with its pips, hue -3.6°, read yellow at 0.99; with the paper, 2.6°).
A white surface in the frame (paper, a card, a white tray) lit as the dice are carries no die's tint, and is at
least as light as their pips, which are recessed and blurred with the plastic around them. A surface less light than
the dice' white is lit less than they are (shaded, turned from the lamp) or is no white (wood passes for white under a
warmer lamp): it tells nothing sure of their light (Gönnen dev 50300: paper under a warm lamp, its lightest patches at
0.93 of the pips' luminance, would turn a right yellow 2.2 deviations towards orange; 50341's paper is 1.04 times as
light as its pips). Where the frame shows such a surface, the die is asked about where its hue lies too far towards
the other colour as either light balances it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
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
    *relights: Callable[[int, np.ndarray], np.ndarray | None],
) -> list[ColourGuess]:
    """The guesses with each die named yellow or orange that was not `compared` with its partner (rows of
    `vision.look_alikes.tell_apart`) no surer than `most_confidence` where its hue lies between the two colours
    (`hue_deviations_towards`), as measured or as any of the `relights` balances it: each a face's features (its row
    and features) balanced with another light, None where the frame shows none (a white surface of the frame; the light
    between its own pips' and the other dice' pips'), asked only while the die is not yet doubted. features (dice, 4)
    as `vision.colour.measure_dice`. The set must know both colours."""
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
        if _leans_to_the_other(features[row], own, other) or any(
            (relit := relight(row, features[row])) is not None and _leans_to_the_other(relit, own, other)
            for relight in relights
        ):
            result[row] = replace(guess, confidence=min(guess.confidence, most_confidence))
    return result


def _leans_to_the_other(feature: np.ndarray, colour: ColourStats, rival: ColourStats) -> bool:
    """Whether the face's hue lies more than `tol.LONE_LOOK_ALIKE_MAX_HUE_DEVIATIONS` of `colour`'s hue deviations
    beyond its calibrated hue towards `rival`'s (`hue_deviations_towards`)."""
    return hue_deviations_towards(feature, colour, rival) > tol.LONE_LOOK_ALIKE_MAX_HUE_DEVIATIONS


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
