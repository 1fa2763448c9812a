"""A face the profile cannot name (it matches no colour, or is torn between some), named anyway where one colour
clearly explains why; never surely.

The ways it may still be named are tried in one order, from what the face shows as it is to what says least:

1. `CALIBRATED`: of the colours it is torn between, the one whose dice, as calibrated, show such a face (the
   model's floored deviations make a tight colour look wider than its dice ever are).
2. `GLARE`: a lamp mirrored by a glossy face lifts its lightness and washes out its colour (a black face looks
   light grey, a red one pink); the dark pips the face does not show rule out the colours painted with them.
3. `PALED`: so glare or a bright lamp pales a die's face, where the hue it keeps tells the colour (a blue face
   looks pale blue); only for a face read from its pips, a die for sure: skin of a hand reaching in shows the hue of
   a paled yellow or orange die.
4. `SHADE`: a tray wall's shadow or the dark side of the table darkens a face; relit, it matches a lighter colour.
5. `HUE`: in dim light a colour face keeps only its hue, the direction of its a*, b*.

Each way gives the colours it finds fitting, with their shares (summing to 1). The first way that finds any decides:
its likeliest colour is named where it holds at least `min_confidence` of the shares, as sure as that share times
the way's ceiling (`calibrated_confidence`, `veiled_confidence`, `shaded_confidence`, `hue_confidence`: below the
table's confirm level, so the players are asked); otherwise the face stays unnamed. Colours the face's pips rule
out are never named. Features: one face's L*, a*, b* and L* spread (`vision.profiles.FEATURES`), as
`vision.colour.measure_dice` gives them.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from vision.angles import angle_between
from vision.colour_model import ColourGuess, ColourSettings, colour_scores, posterior
from vision.profiles import FEATURES, ColourStats, DiceSetProfile

CALIBRATED, GLARE, PALED, SHADE, HUE = "calibrated", "glare", "paled", "shade", "hue"
ORDER = (CALIBRATED, GLARE, PALED, SHADE, HUE)
BY_ITSELF = (GLARE,)  # a die matching no colour judged alone: only its own pips tell
WITH_THE_FRAME = ORDER  # a die judged with the frame's other dice, whose light is then trusted, read from its pips
COLOUR_FACE_WITH_THE_FRAME = (CALIBRATED, GLARE, SHADE, HUE)  # so, but a face found by its colour (the PUSH die)
OF_ITS_PLASTIC = (CALIBRATED, SHADE, HUE)  # a veiled face's plastic beyond it: its side faces are shaded, not veiled

_A, _B = FEATURES.index("a*"), FEATURES.index("b*")
Shares = dict[str, float]


def name_unmatched(
    feature: np.ndarray,
    ruled_out: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings,
    ways: tuple[str, ...] = WITH_THE_FRAME,
) -> ColourGuess | None:
    """The colour of a face the model cannot name as it is, by the first of `ways` (in the module's `ORDER`) that
    finds any; None where none does or the likeliest colour is not clear. ruled_out: (colours with statistics,) bool, as
    `vision.colour.ruled_out_by_pips`. Does not change its inputs."""
    for way in ORDER:
        if way not in ways:
            continue
        shares = _WAYS[way](feature, ruled_out, profile, settings)
        if shares:
            name, share = max(shares.items(), key=lambda item: item[1])
            if share < settings.min_confidence:
                return None
            return ColourGuess(name, _ceiling(way, settings) * share)
    return None


def _allowed(profile: DiceSetProfile, ruled_out: np.ndarray) -> list[tuple[str, ColourStats]]:
    """The profile's colours with statistics that the face's pips leave."""
    return [item for item, is_out in zip(_known(profile), ruled_out, strict=True) if not is_out]


def _known(profile: DiceSetProfile) -> list[tuple[str, ColourStats]]:
    """The profile's colours with statistics, in the order of `colour_scores`."""
    return [(name, stats) for name, stats in profile.colours if stats is not None]


def _ceiling(way: str, settings: ColourSettings) -> float:
    return {
        CALIBRATED: settings.calibrated_confidence,
        GLARE: settings.veiled_confidence,
        PALED: settings.veiled_confidence,
        SHADE: settings.shaded_confidence,
        HUE: settings.hue_confidence,
    }[way]


def _as_calibrated(
    feature: np.ndarray, ruled_out: np.ndarray, profile: DiceSetProfile, settings: ColourSettings
) -> Shares:
    """The colours the face is not too unlikely to be (`settings.plausible_posterior`) that hold it within
    `max_feature_z` of their calibrated deviations in every feature, in equal shares.

    The model floors each colour's deviations (`std_floor`), as light shifts a* and b* of every die alike; that
    widens a tight colour so far (Gönnen können's yellow: a* calibrated at 2.7, floored at 7) that a face beyond
    all its dice ever showed ties with the colour it does belong to (orange faces at a* 3 and 9, yellow's dice -3
    and less on the train split).
    """
    _, _, log_likelihood = colour_scores(feature[None, :], profile, settings, ruled_out[None, :])
    shares = posterior(log_likelihood[0])
    inside = [
        name
        for (name, stats), share in zip(_known(profile), shares, strict=True)
        if share >= settings.plausible_posterior
        and (np.abs(feature - stats.mean) <= settings.max_feature_z * np.minimum(stats.std, settings.std_cap)).all()
    ]
    return _equal_shares(inside)


def _under_glare(
    feature: np.ndarray, ruled_out: np.ndarray, profile: DiceSetProfile, settings: ColourSettings
) -> Shares:
    """The colours glare could have veiled the face from (`_veiled_from`); none unless its pips ruled a colour out
    (they rule out white where a veiled black face shows no dark pips): a grey face alone may be any colour fully
    veiled."""
    return _veiled_from(feature, ruled_out, profile, settings) if ruled_out.any() else {}


def _paled(feature: np.ndarray, ruled_out: np.ndarray, profile: DiceSetProfile, settings: ColourSettings) -> Shares:
    """`_under_glare` for a face that keeps a hue (`settings.hue_min_chroma`), whatever its pips rule out: the hue
    shows which colour lies under the veil (Gönnen können train split, the reader's boxes: blue faces paled by glare
    or a bright lamp to C*ab 25.8-39.4, 11-23 degrees off blue's hue, nearer the grey fifth die by the floored model;
    the grey-brown fifth die, which without its statistics fits no colour, showed up to 13.0, of orange's hue)."""
    if not math.hypot(feature[_A], feature[_B]) >= settings.hue_min_chroma:  # NaN (not measured) is no hue either
        return {}
    return _veiled_from(feature, ruled_out, profile, settings)


def _veiled_from(
    feature: np.ndarray, ruled_out: np.ndarray, profile: DiceSetProfile, settings: ColourSettings
) -> Shares:
    """The colours darker than the face that glare could have veiled it from, in equal shares. A face of next to no
    colour (`settings.shade_min_chroma`) fits the neutral colours whose a*, b* lie within `max_feature_z` of its own;
    a paler coloured face fits the more colourful ones whose hue lies within `settings.veiled_max_hue_deg` of its own
    (glare turns it a little)."""
    chroma, hue = math.hypot(feature[_A], feature[_B]), math.atan2(feature[_B], feature[_A])
    fitting = []
    for name, stats in _allowed(profile, ruled_out):
        if stats.mean[0] >= feature[0]:
            continue
        colour_chroma = math.hypot(stats.mean[_A], stats.mean[_B])
        if chroma < settings.shade_min_chroma and colour_chroma < settings.shade_min_chroma:
            stds = np.clip(stats.std[1:3], settings.std_floor[1:3], settings.std_cap[1:3])
            is_fit = np.abs((feature[1:3] - np.array(stats.mean[1:3])) / stds).max() <= settings.max_feature_z
        else:
            turn = angle_between(math.atan2(stats.mean[_B], stats.mean[_A]), hue)
            is_fit = chroma >= settings.shade_min_chroma and colour_chroma > chroma
            is_fit = is_fit and turn <= math.radians(settings.veiled_max_hue_deg)
        if is_fit:
            fitting.append(name)
    return _equal_shares(fitting)


def _in_shade(feature: np.ndarray, ruled_out: np.ndarray, profile: DiceSetProfile, settings: ColourSettings) -> Shares:
    """The lighter colours the face matches relit to their lightness, shared by their posterior.

    Less light scales linear RGB alike, which scales L* + 16, a* and b* alike (L* above about 8, where L* follows
    the cube root of luminance): so the face is relit to each lighter colour's mean L* and its a*, b* compared (not
    its L* spread: in the dark, noise spreads L* as much as metal does). A face of next to no colour
    (`settings.shade_min_chroma`) fits none: white, silver and black differ by lightness, which is what shade changes
    (a glossy black die under glare was named white that way).
    """
    if math.hypot(feature[_A], feature[_B]) < settings.shade_min_chroma:
        return {}
    lighter = [(name, stats) for name, stats in _allowed(profile, ruled_out) if stats.mean[0] > feature[0]]
    if not lighter:
        return {}
    means = np.array([stats.mean for _, stats in lighter])
    gains = (means[:, 0] + 16) / (feature[0] + 16)
    relit = np.column_stack([means[:, 0], feature[_A] * gains, feature[_B] * gains, means[:, 3]])
    names, z_scores, log_likelihood = colour_scores(relit, profile, settings)
    rows, columns = np.arange(len(lighter)), [names.index(name) for name, _ in lighter]
    matching = np.flatnonzero(np.abs(z_scores[rows, columns]).max(axis=1) <= settings.max_feature_z)
    if not len(matching):
        return {}
    shares = posterior(log_likelihood[rows, columns][matching])
    return {lighter[row][0]: float(share) for row, share in zip(matching, shares, strict=True)}


def _by_hue(feature: np.ndarray, ruled_out: np.ndarray, profile: DiceSetProfile, settings: ColourSettings) -> Shares:
    """The colours whose calibrated hue lies nearest the face's, within `settings.hue_max_deg`, together with
    every other colour less than `settings.hue_margin_deg` further, in equal shares; none where the face has less
    chroma than `settings.hue_min_chroma` (the star face and a dark table corner have next to none). Only colours
    calibrated with that chroma take part."""
    if not math.hypot(feature[_A], feature[_B]) >= settings.hue_min_chroma:  # NaN (not measured) is no hue either
        return {}
    hue = math.atan2(feature[_B], feature[_A])
    apart = sorted(
        (angle_between(hue, math.atan2(stats.mean[_B], stats.mean[_A])), name)
        for name, stats in _allowed(profile, ruled_out)
        if math.hypot(stats.mean[_A], stats.mean[_B]) >= settings.hue_min_chroma
    )
    if not apart or apart[0][0] > math.radians(settings.hue_max_deg):
        return {}
    near = [name for angle, name in apart if angle - apart[0][0] < math.radians(settings.hue_margin_deg)]
    return _equal_shares(near)


def _equal_shares(names: list[str]) -> Shares:
    """Colours a way finds fitting alike: clear only where there is one."""
    return {name: 1 / len(names) for name in names}


_WAYS: dict[str, Callable[[np.ndarray, np.ndarray, DiceSetProfile, ColourSettings], Shares]] = {
    CALIBRATED: _as_calibrated,
    GLARE: _under_glare,
    PALED: _paled,
    SHADE: _in_shade,
    HUE: _by_hue,
}
