"""A face of no hue that no colour matches only by its lightness, named by the one neutral colour its pips leave.

Neutral plastic (white, black, Gönnen können's grey fifth die) has no hue to keep: more light or less (a lamp near or
far, a tray wall's shadow, an exposure the white balance corrects only within bounds) moves its L* and leaves its a*,
b* near zero. So a face of next to no colour (`shade_min_chroma`) whose a*, b* and L* spread match a neutral colour
of the set while its L* lies beyond that colour's deviations is a die of that colour lit more or less than calibrated
(Gönnen dev 50273's and 50326's fifth, L* 85-88 where its dice were calibrated at 62 ± 6.5; Blöder Sack dev 30338's
white 3 in shade, L* 65 where white's are 87 ± 4). Neutral colours differ by lightness, the very feature that is off,
so the face's pips must leave only one of them (dark pips rule out black, no dark pips white: `ruled_out_by_pips`).
Its bevels must show no hue either: glare veiling a coloured face grey leaves the bevels around it their plastic's hue
(`vision.colour._unveiled`), and the `vision.unmatched_colour` ways that tell a veil or shade go first. Train splits
and dev 270-349: the four dice so left unnamed showed a face of C*ab 0.1-3.5 and a rim of 0.9-3.5.

The other way round, a face lit far lighter than a neutral colour that still matches it, yet keeps a hue, is no sure
die of it (`doubted_lit_past`): neutral plastic lit past its calibrated lightness keeps no hue (as above), while light
past the white reference's, or glare, takes a coloured plastic's chroma as it lifts its L* and leaves some of its hue,
so a paled orange face passes for the grey fifth die's a*, b* (which the model's floored deviations hold wide). Its
light may be tinted by a coloured die's pips (`vision.between_pips`), so neutral plastic may show a little chroma.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np

from vision import tolerances as tol
from vision.colour_model import ColourGuess, ColourSettings
from vision.profiles import FEATURES, DiceSetProfile

_LIGHTNESS, _A, _B = (FEATURES.index(name) for name in ("L*", "a*", "b*"))


def name_neutral_plastic(
    feature: np.ndarray,
    rim_chroma: float,
    ruled_out: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> ColourGuess | None:
    """The neutral colour of a face of no hue that matches it in all but L* (as sure as `shaded_confidence`: asked
    about), where its pips (`ruled_out`: (colours with statistics,) bool, as `vision.colour.ruled_out_by_pips`) leave
    no other neutral colour; None elsewhere. `feature`: L*, a*, b*, L* spread of the face (`vision.profiles.FEATURES`);
    `rim_chroma`: the C*ab of its rim (the bevels). Only dice with pips: the PUSH die's neutral face is told by its star
    print. Does not change its inputs."""
    if profile.faces != "pips" or not _has_no_hue(feature[_A], feature[_B], settings):
        return None
    if not rim_chroma < settings.shade_min_chroma:  # NaN (not measured) shows no plastic either
        return None
    known = [(name, stats) for name, stats in profile.colours if stats is not None]
    neutral = [
        (name, stats)
        for (name, stats), is_out in zip(known, ruled_out, strict=True)
        if not is_out and _has_no_hue(stats.mean[_A], stats.mean[_B], settings)
    ]
    if len(neutral) != 1:
        return None
    name, stats = neutral[0]
    stds = np.clip(stats.std, settings.std_floor, settings.std_cap)
    z_scores = np.abs((feature - np.asarray(stats.mean)) / stds)
    but_lightness = np.delete(z_scores, _LIGHTNESS)
    if not (but_lightness <= settings.max_feature_z).all():
        return None
    return ColourGuess(name, settings.shaded_confidence)


def doubted_lit_past(
    features: np.ndarray, guesses: list[ColourGuess], profile: DiceSetProfile, settings: ColourSettings
) -> list[ColourGuess]:
    """The guesses with each die named a neutral colour whose face lies more than `tol.NEUTRAL_MAX_LIGHTER_DEVIATIONS`
    of that colour's L* deviations (floored and capped as the model's) lighter than the colour and still shows a hue
    (`tol.NEUTRAL_LIT_PAST_MIN_CHROMA`), named no surer than `veiled_confidence` (asked about). features: (dice,
    FEATURES) as `vision.colour.measure_dice`. Does not change its inputs."""
    stats = dict(profile.colours)
    floor, cap = settings.std_floor[_LIGHTNESS], settings.std_cap[_LIGHTNESS]
    result = list(guesses)
    for row, guess in enumerate(guesses):
        colour = stats.get(guess.colour) if guess.is_decided else None
        if colour is None or not _has_no_hue(colour.mean[_A], colour.mean[_B], settings):
            continue
        deviation = float(np.clip(colour.std[_LIGHTNESS], floor, cap))
        lit_past = features[row, _LIGHTNESS] - colour.mean[_LIGHTNESS] > tol.NEUTRAL_MAX_LIGHTER_DEVIATIONS * deviation
        if lit_past and math.hypot(features[row, _A], features[row, _B]) >= tol.NEUTRAL_LIT_PAST_MIN_CHROMA:
            result[row] = replace(guess, confidence=min(guess.confidence, settings.veiled_confidence))
    return result


def _has_no_hue(a: float, b: float, settings: ColourSettings) -> bool:
    """Whether a*, b* hold next to no colour (`shade_min_chroma`): white, black and grey differ by lightness only."""
    return math.hypot(a, b) < settings.shade_min_chroma
