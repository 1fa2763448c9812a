"""Name a die's colour from its top face against a dice-set profile, under any white balance.

Steps: resample the top face to a small square; white-balance it with the light estimated from the dice
(`vision.white_balance`; the frame's when the dice show no white); take the plastic's L*a*b* as the median
of the pixels near the face's median L* (pips are far brighter or darker); add the L* spread of the plastic
(p80 − p20), which is high for metallic silver and low for white; where glare veils the whole face (lighter and
paler than its own bevels), take L*a*b* from the rim of the box instead (a rim of some hue the face keeps no tint of
only where the die's side faces bear it out: a box drawn wide takes in the table), or, unsurely, from the rim's
darkest part where only that names the colour the face keeps a tint of; compare with each profile colour by a
Gaussian model whose deviations are floored and capped. A colour is named only when every feature is close
enough and it is clearly the most likely (the model: `vision.colour_model`), and where the profile knows the
colours' pip paint, a face that shows no dark pips is no die of a colour with dark pips (glare veils a glossy black
face white, but paints no dark pips on it), and one showing deep dark pips, or read from dark pips, no die of a
colour with light pips. A
die undecided alone may still be decided by the set's counts together with the frame's other dice
(`vision.colour_counts`); a face matching no colour may still be named, unsurely, under glare, paled by it, in shade
or by its hue (`vision.unmatched_colour`), and one of next to no colour, veiled whole by glare with its rim, by its
die's own plastic beyond it (`vision.plastic_beyond`). Otherwise the guess is "unknown" with a reason.

>>> import numpy as np; from vision.profiles import load_profile
>>> image = np.full((40, 40, 3), (40, 40, 200), np.uint8)  # BGR: a red square
>>> classify_die(image, [(10, 10), (30, 10), (30, 30), (10, 30)], load_profile("geht-noch-was")).colour
'red'
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, cached_property

import cv2
import numpy as np

from dicetable.messages import Text, colour_name, text
from vision import tolerances as tol
from vision.angles import angle_between
from vision.between_pips import relit_between_pips
from vision.bodies import WorkingImage, working_image
from vision.boxes import die_sized
from vision.colour_counts import share_out_undecided
from vision.colour_model import (
    AMBIGUOUS,
    NO_MATCH,
    UNKNOWN,
    ColourGuess,
    ColourSettings,
    colour_scores,
    posterior,
)
from vision.colour_space import (
    bgr8_to_linear_rgb,
    lab_to_linear_rgb,
    lightness_to_luminance,
    linear_rgb_to_lab,
    linear_to_srgb,
)
from vision.lone_look_alikes import doubted_alone
from vision.look_alikes import WHITE_AND_SILVER, tell_apart
from vision.neutral_plastic import doubted_lit_past, name_neutral_plastic
from vision.plastic_beyond import plastic_beyond
from vision.profiles import FEATURES, DiceSetProfile
from vision.shouldered_yellow import orange_past_the_shoulder
from vision.unmatched_colour import (
    BY_ITSELF,
    COLOUR_FACE_WITH_THE_FRAME,
    OF_ITS_PLASTIC,
    WITH_THE_FRAME,
    name_unmatched,
)
from vision.white_balance import NEUTRAL, Light, balance, estimate_light, estimate_light_from_frame, rebalanced

NO_LIGHT = Light(NEUTRAL, None)
SHIPPED = ColourSettings()  # the tolerances the colour stage ships with
Box = Sequence[Sequence[float]]


def classify_die(
    image_bgr: np.ndarray, box: Box, profile: DiceSetProfile, settings: ColourSettings = SHIPPED
) -> ColourGuess:
    """The colour of one die; `box` = the four corners of its top face in pixels, in order around the face.

    The light is estimated from this die alone; `classify_dice` pools it over all dice of a frame, which is
    steadier when some dice carry no white reference. Does not change the image.
    """
    return classify_dice(image_bgr, [box], profile, settings)[0]


def classify_dice(
    image_bgr: np.ndarray,
    boxes: Sequence[Box],
    profile: DiceSetProfile,
    settings: ColourSettings = SHIPPED,
    read_from_dark_pips: Sequence[bool] = (),
) -> list[ColourGuess]:
    """One guess per box, in order; image (H, W, 3) uint8 BGR. Dice undecided alone may be decided by the
    set's counts together with the frame's other dice (`vision.colour_counts`). `read_from_dark_pips`: per box
    (or for the first boxes), whether its value was read from dark pips (see `ruled_out_by_pips`)."""
    return classify_bodies(image_bgr, boxes, profile, settings, read_from_dark_pips)[0]


def classify_bodies(
    image_bgr: np.ndarray,
    boxes: Sequence[Box],
    profile: DiceSetProfile,
    settings: ColourSettings = SHIPPED,
    read_from_dark_pips: Sequence[bool] = (),
) -> tuple[list[ColourGuess], GlaredBodies]:
    """`classify_dice`, and which of the boxes are dice whose top face glare washed out (`GlaredBodies`): the boxes
    sampled and measured once for both (the reader asks it of the die bodies no face was read at)."""
    if not isinstance(profile, DiceSetProfile):
        raise TypeError(f"profile must be a DiceSetProfile (see vision.profiles.load_profile), got {type(profile)}")
    may_show_white = profile.faces == "pips"
    samples = _sampled(image_bgr, boxes, settings)
    features, rims, depths, problems, plastic_lightness = _balanced(image_bgr, samples, settings, may_show_white)
    if not may_show_white:
        unbalanced, unbalanced_rims, _, _, unbalanced_plastic_lightness = _balanced(
            image_bgr, samples, settings, may_show_white, may_take_frame_light=False
        )
        if _fit(unbalanced, profile, settings) > _fit(features, profile, settings):
            features, rims, plastic_lightness = unbalanced, unbalanced_rims, unbalanced_plastic_lightness
    bevel_drop = features[:, 0] - rims[:, 0]  # of the face as seen, before any veil is lifted
    bevel_share = lightness_to_luminance(rims[:, 0]) / lightness_to_luminance(features[:, 0])  # so too
    rim_chroma = np.hypot(rims[:, 1], rims[:, 2])  # so too
    ruled_out = ruled_out_by_pips(depths, profile, settings, read_from_dark_pips)
    # the PUSH die's other faces lie beyond its top face, each of another colour, so none is its plastic
    beyond = _PlasticBeyond(image_bgr, samples, boxes, settings) if may_show_white else None
    glared = GlaredBodies(features, ruled_out, beyond, profile, settings)
    features, trust = _unveiled(features, rims, ruled_out, profile, settings, beyond)
    scores = colour_scores(features, profile, settings, ruled_out)  # all dice at once; one not measured: not judged
    if settings.shares_out_by_counts:
        features, scores, smoothed = _spread_without_trend_where_unmatched(
            features, scores, plastic_lightness, ruled_out, profile, settings
        )
        trust[smoothed] = np.minimum(trust[smoothed], settings.veiled_confidence)
    guesses = [
        ColourGuess(UNKNOWN, 0.0, problem)
        if problem
        else _judged_alone(scores, row, features, ruled_out, profile, settings)
        for row, problem in enumerate(problems)
    ]
    if settings.shares_out_by_counts:
        relights = _Relights(image_bgr, samples, settings, may_show_white)
        sized = die_sized(boxes, tol.LOOK_ALIKE_LEAST_SIDE_SHARE)
        guesses = _with_the_frame(
            features, (bevel_drop, bevel_share), ruled_out, (trust, sized), guesses, profile, settings, relights
        )
        if beyond is not None:  # the PUSH die's faces may be measured as the camera balanced them (`_fit`)
            guesses = _named_by_plastic_beyond(beyond, features, ruled_out, guesses, profile, settings)
            guesses = _named_by_neutral_plastic(features, rim_chroma, ruled_out, guesses, profile, settings)
    trusted = [
        replace(guess, confidence=min(guess.confidence, float(most))) if guess.is_decided else guess
        for guess, most in zip(doubted_lit_past(features, guesses, profile, settings), trust, strict=True)
    ]
    return trusted, glared


def _with_the_frame(
    features: np.ndarray,
    bevels: tuple[np.ndarray, np.ndarray],
    ruled_out: np.ndarray,
    trust_and_size: tuple[np.ndarray, np.ndarray],
    guesses: list[ColourGuess],
    profile: DiceSetProfile,
    settings: ColourSettings,
    relights: _Relights,
) -> list[ColourGuess]:
    """The guesses completed with what the frame's dice tell together: undecided dice decided by the set's counts,
    dice still undecided named anyway, unsurely (`vision.unmatched_colour.WITH_THE_FRAME`, or for dice found by the
    colour of their faces `COLOUR_FACE_WITH_THE_FRAME`), look-alikes named by comparison (a yellow or orange die
    compared with none, its hue between the two as measured or under another light (`relights`), asked about:
    `vision.lone_look_alikes`), and a lone die torn between white and silver named white by its lit bevels
    (`_matt_white_by_its_bevels`). `bevels`: per die, how much lighter its face is than its rim (L*), and the share of
    the face's luminance its bevels keep (the rim's median); `ruled_out`: as `ruled_out_by_pips`; `trust_and_size`: per
    die the most its colour can be trusted (`_unveiled`), and whether its box is a die's size (only such dice are
    compared, `tol.LOOK_ALIKE_LEAST_SIDE_SHARE`); `relights`: as `_Relights`."""
    bevel_drop, bevel_share = bevels
    if any(guess.reason and guess.reason.key == AMBIGUOUS for guess in guesses):
        guesses = _decided_by_counts(features, ruled_out, guesses, profile, settings)
    ways = WITH_THE_FRAME if profile.faces == "pips" else COLOUR_FACE_WITH_THE_FRAME
    guesses = [
        name_unmatched(feature, excluded, profile, settings, ways) or guess
        if guess.reason and guess.reason.key in (NO_MATCH, AMBIGUOUS)
        else guess
        for feature, excluded, guess in zip(features, ruled_out, guesses, strict=True)
    ]
    names, shares = _shares_alone(features, ruled_out, profile, settings)
    if not names:
        return guesses
    guesses, compared = _look_alikes_told_apart(
        features, bevel_drop, names, shares, trust_and_size, guesses, profile, settings
    )
    guesses = doubted_alone(
        features,
        compared,
        guesses,
        profile,
        settings.calibrated_confidence,
        relights.under_white_surface,
        relights.between_pips,
    )
    guesses = orange_past_the_shoulder(
        features, relights.red_level, compared, guesses, profile, settings.calibrated_confidence
    )
    return _matt_white_by_its_bevels(bevel_share, names, shares, guesses, settings)


def _shares_alone(
    features: np.ndarray, ruled_out: np.ndarray, profile: DiceSetProfile, settings: ColourSettings
) -> tuple[list[str], np.ndarray]:
    """The colours of the profile with statistics and each die's `posterior` of them (dice, colours), every die
    judged alone (one not measured as if of zeros; `ruled_out` as `ruled_out_by_pips`): what look-alike dice are
    weighed by (`_look_alikes_told_apart`, `_matt_white_by_its_bevels`). No colours, no shares."""
    names, _, log_likelihood = colour_scores(np.nan_to_num(features), profile, settings, ruled_out)
    return names, (_posteriors(log_likelihood) if names else log_likelihood)


def _matt_white_by_its_bevels(
    bevel_share: np.ndarray,
    names: list[str],
    shares: np.ndarray,
    guesses: list[ColourGuess],
    settings: ColourSettings,
) -> list[ColourGuess]:
    """The guesses with the frame's one die torn between the set's white and silver (the two together at least
    `min_confidence` likely, neither alone) named white, unsurely (`calibrated_confidence`, asked), where its scores
    already lean to white and its bevels keep at least `tol.MATT_BEVEL_SHARE` of its face's luminance (`bevel_share`:
    the rim's median), and no die is white; `names`, `shares`: as `_shares_alone`.

    A lone white or silver die has no partner to be compared with (`vision.look_alikes`): the silver one was set
    aside, as the game's dice are, or missed. A matt face takes the light by the cosine of its tilt to the lamp: its
    four bevels, turned 45° from the top, keep together about cos 45° = 0.71 of the top's light under a lamp above it
    and more under a window's broad light, one turned towards a lamp off to the side more than the top. A metallic
    face is as light and even as a white one (its scores lean to white) only where it mirrors a lamp, and then its
    bevels, 45° away, cannot mirror it too: they mirror the darker room. (A silver face leaning to silver may have
    bevels that mirror the lamp instead, lighter than the face: the bevels do not tell those from white, so they are
    left unknown.) Measured: `tol.MATT_BEVEL_SHARE`."""
    pair = WHITE_AND_SILVER
    undecided = np.array([guess.reason is not None and guess.reason.key == AMBIGUOUS for guess in guesses])
    if not undecided.any() or any(guess.colour == pair.lower for guess in guesses):
        return guesses
    if pair.lower not in names or pair.higher not in names:
        return guesses
    white, silver = shares[:, names.index(pair.lower)], shares[:, names.index(pair.higher)]
    torn = white + silver >= settings.min_confidence
    rows = np.flatnonzero(torn & undecided)
    if len(rows) != 1 or not (white[rows[0]] > silver[rows[0]] and bevel_share[rows[0]] >= tol.MATT_BEVEL_SHARE):
        return guesses
    return [
        ColourGuess(pair.lower, settings.calibrated_confidence) if row == rows[0] else guess
        for row, guess in enumerate(guesses)
    ]


def measure_dice(
    image_bgr: np.ndarray,
    boxes: Sequence[Box],
    settings: ColourSettings = SHIPPED,
    may_show_white: bool = True,
) -> tuple[np.ndarray, list[Text | None]]:
    """Features (n, len(FEATURES)) of each box's plastic after white balancing, and per box why it could not
    be measured (None when it could; its feature row is then NaN).

    may_show_white: whether the faces can show white (pips, white dice) to take the light from. The faces of
    the PUSH die are all coloured, and a pale, over-lit one would pass for white, so it takes the frame's.
    """
    features, _, _, problems, _ = _measure(image_bgr, boxes, settings, may_show_white)
    return features, problems


def measure_dark_pip_depths(
    image_bgr: np.ndarray,
    boxes: Sequence[Box],
    settings: ColourSettings = SHIPPED,
    may_show_white: bool = True,
) -> np.ndarray:
    """Per box (n,): how far (L*) the darkest pixels of its face (`settings.dark_pip_percentile`) lie below its
    median, deep where it shows dark pips; NaN where it could not be measured (see `measure_dice`)."""
    return _measure(image_bgr, boxes, settings, may_show_white)[2]


def _measure(
    image_bgr: np.ndarray,
    boxes: Sequence[Box],
    settings: ColourSettings,
    may_show_white: bool,
    may_take_frame_light: bool = True,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[Text | None], np.ndarray]:
    """`measure_dice`'s features and problems, and between them each box's rim (n, 4: median L*, a*, b* and
    p80 L* of the band `rim_band` along its edges, the bevels), balanced with the same light, and each face's
    `measure_dark_pip_depths`; last each face's plastic L* per pixel (n, face_px², row by row; NaN off the plastic:
    its pips). Without `may_take_frame_light`, dice that show no white are measured as the camera balanced them."""
    return _balanced(image_bgr, _sampled(image_bgr, boxes, settings), settings, may_show_white, may_take_frame_light)


@dataclass(frozen=True)
class _Samples:
    """The pixels of a frame's boxes that the colour stage measures, in linear RGB, taken once however often they
    are balanced: per box why it could not be measured (None when it could), the boxes measured (`rows`), and of
    each measured box its face's inner part (n, face_px, face_px, 3) and its rim (n, N, 3)."""

    problems: list[Text | None]
    rows: list[int]
    faces: np.ndarray
    rims: np.ndarray


def _sampled(image_bgr: np.ndarray, boxes: Sequence[Box], settings: ColourSettings) -> _Samples:
    """The `_Samples` of the boxes in the BGR uint8 frame (H, W, 3)."""
    _check_image(image_bgr)
    corners = [_check_box(box) for box in boxes]
    problems = [_why_unmeasurable(image_bgr.shape, box, settings) for box in corners]
    rows = [i for i, problem in enumerate(problems) if not problem]
    if not rows:
        return _Samples(problems, rows, np.empty((0, 0, 0, 3)), np.empty((0, 0, 3)))
    faces = bgr8_to_linear_rgb(np.stack([_face_patch(image_bgr, corners[i], settings) for i in rows]))
    rims = bgr8_to_linear_rgb(np.stack([_rim_pixels(image_bgr, corners[i], settings) for i in rows]))
    return _Samples(problems, rows, faces, rims)


def _balanced(
    image_bgr: np.ndarray,
    samples: _Samples,
    settings: ColourSettings,
    may_show_white: bool,
    may_take_frame_light: bool = True,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[Text | None], np.ndarray]:
    """`_measure` of boxes already sampled (`samples`) in the frame `image_bgr`."""
    boxes, rows = len(samples.problems), samples.rows
    features = np.full((boxes, len(FEATURES)), np.nan)
    rims = np.full((boxes, 7), np.nan)
    depths = np.full(boxes, np.nan)
    plastic_lightness = np.full((boxes, settings.face_px**2), np.nan)
    if rows:
        light = _light(image_bgr, samples, settings, may_show_white, may_take_frame_light)
        lab = linear_rgb_to_lab(balance(samples.faces, light, settings.white_balance).reshape(len(rows), -1, 3))
        rim_lab = linear_rgb_to_lab(balance(samples.rims, light, settings.white_balance))
        lightness = np.sort(lab[:, :, 0], axis=1)  # sorted once for the plastic and the pips
        features[rows], is_plastic = _plastic_features(lab, lightness, settings)
        rims[rows] = _rim_features(rim_lab, settings.least_veiled_rim_fraction)
        depths[rows] = _dark_pip_depths(lightness, _inside_pip_places(lab[:, :, 0], settings), settings)
        plastic_lightness[rows] = np.where(is_plastic, lab[:, :, 0], np.nan)
    return features, rims, depths, samples.problems, plastic_lightness


def _light(
    image_bgr: np.ndarray,
    samples: _Samples,
    settings: ColourSettings,
    may_show_white: bool,
    may_take_frame_light: bool = True,
) -> Light:
    """The light the sampled faces are balanced with: from their white where they may show white, else (or where
    they show none) from the frame's lamp-like patches when `may_take_frame_light`, else none (as the camera
    balanced them)."""
    light = estimate_light(samples.faces, settings.white_balance) if may_show_white else NO_LIGHT
    if light.white_luminance is None and may_take_frame_light:
        light = estimate_light_from_frame(image_bgr, settings.white_balance)
    return light


@dataclass(frozen=True, eq=False)
class _Relights:
    """A face's features (as `measure_dice`: balanced with the light of the sampled faces, `_light`) as other lights
    would balance them (`vision.lone_look_alikes`), the L* spread kept: `under_white_surface` and `between_pips`. The
    lights are found only when a face first asks (few do)."""

    image_bgr: np.ndarray
    samples: _Samples
    settings: ColourSettings
    may_show_white: bool

    @cached_property
    def faces_light(self) -> Light:
        """The light the faces were balanced with."""
        return _light(self.image_bgr, self.samples, self.settings, self.may_show_white)

    @cached_property
    def white_surface_light(self) -> Light | None:
        """The frame's white surface's light, None where the frame shows no lamp-like surface at least as light as the
        faces' own white (a darker one is shaded, or no white: wood passes for white under a warmer lamp), looked for
        coarsely (`tol.WHITE_SURFACE_SAMPLE_WIDTH_PX`)."""
        coarsely = replace(self.settings.white_balance, frame_sample_width_px=tol.WHITE_SURFACE_SAMPLE_WIDTH_PX)
        frame = estimate_light_from_frame(self.image_bgr, coarsely)
        faces = self.faces_light
        if faces.white_luminance is None or frame.white_luminance is None:
            return None
        return frame if frame.white_luminance >= faces.white_luminance else None

    def red_level(self, row: int) -> float:
        """The median red of the face `row`'s inner part as the camera encoded it (0-255), NaN where it was not
        measured (`vision.shouldered_yellow`)."""
        if row not in self.samples.rows:
            return math.nan
        face = self.samples.faces[self.samples.rows.index(row)]
        return 255.0 * float(linear_to_srgb(np.median(face[..., 0])))

    def under_white_surface(self, row: int, feature: np.ndarray) -> np.ndarray | None:
        """The face `row` (`feature`) as a white surface of the frame (paper, a card, a white tray) would balance it;
        None where the frame shows none (`white_surface_light`)."""
        if self.white_surface_light is None:
            return None
        balanced = rebalanced(
            lab_to_linear_rgb(feature[:3]), self.faces_light, self.white_surface_light, self.settings.white_balance
        )
        return np.array([*linear_rgb_to_lab(balanced), *feature[3:]])

    def between_pips(self, row: int, feature: np.ndarray) -> np.ndarray | None:
        """The face `row` (`feature`) as the light between the faces' and the other faces' pips would balance it
        (`vision.between_pips`); None where it was not measured or no other face shows white."""
        if row not in self.samples.rows or self.faces_light.white_luminance is None:
            return None
        face = self.samples.rows.index(row)
        return relit_between_pips(feature, face, self.samples.faces, self.faces_light, self.settings.white_balance)


def _fit(features: np.ndarray, profile: DiceSetProfile, settings: ColourSettings) -> float:
    """How well the measured dice look like colours of the set: the sum over dice of the best log-likelihood.

    Dice that show no white (the PUSH die) take the light from bright lamp-like patches of the frame, and a
    wooden table under a bright lamp is such a patch: its own orange then passes for the light's. So they are
    measured both ways, balanced with the frame's light and as the camera balanced them, and the way under
    which they look most like dice of the set wins.
    """
    measured = np.isfinite(features).all(axis=1)
    _, _, log_likelihood = colour_scores(features[measured], profile, settings)
    return float(log_likelihood.max(axis=1).sum()) if log_likelihood.size else 0.0


def _unveiled(
    features: np.ndarray,
    rims: np.ndarray,
    ruled_out: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings,
    beyond: _PlasticBeyond | None,
) -> tuple[np.ndarray, np.ndarray]:
    """The features with those of each veiled face taken from its rim instead, where the rim alone names a colour;
    and per face the most its colour can be trusted: where the rim is torn between two colours, a veiled face's
    own colour is no surer than the rim's likeliest (Blöder Sack 30024: an over-exposed blue face read white at
    1.0, its rim blue or white); 1 elsewhere.

    Glare of a lamp or window mirrored by a glossy top face lays a veil of the light's own colour over all of it:
    a red, blue or black face then looks white. The bevels around it mirror other parts of the room and still
    show the plastic. A face is veiled when it is lighter than even the lighter part of its rim and no more
    colourful, or much paler than the rim (a face merely lit better than its bevels keeps its colour), or both
    lighter and paler than the rim's middle: glare adds light and takes colour at once, while more light on a
    coloured face makes it more colourful, not less (an over-exposed blue face, Blöder Sack 30024, whose box from
    its pips keeps only the inner part of the bevels). The rim's L*, a*, b* then stand for the plastic; the L*
    spread stays the face's (the bevels are shaded). Colours the face's pips rule out (`ruled_out`) stay out.

    A face that is only paler than its rim, not lighter than even its lit bevels, is veiled only where the rim names
    a colour of some hue (`_has_a_hue`): paleness is a sign of glare because glare takes a coloured face's colour,
    and a rim naming white, silver or black shows no colour the face could have lost. Its chroma is then the table's
    or a neighbour's in the band (a box drawn a little wide), and its lower L* the bevels' shading: turned from the
    light, a matt white die's bevels are grey, and a silver die's bevels mirror the room, darker and tinted by it.
    Taken from such a rim, a plain white face was named silver (DSC train 10006, 10007, 10013, 10018, 10037: with
    the silver die's box left out, the labelled white dice named silver at 0.93-1.0, 29 of 152 on the train splits
    and dev 140-229; 3 after) and Blöder's white named black. Nor does such a face's rim cap its trust where it is
    torn between colours and its likeliest has no hue: the rim band is only 0.5 to 2.6 px wide on a face 26 px
    across, so a box 0.5 px off takes in more or less of a silver die's mirroring bevels, and the share a tinted
    colour gets swings with it (DSC train 10011: the silver 5's rim from the reader's box, 0.5 px from the label's,
    at median L* 35 instead of 45, torn silver 0.78 / blue 0.22, capped its trust and, through the white and silver
    comparison, its white partner's at 0.78; from the label's box the face is not veiled).

    Where the rim as a whole does not name a colour, its least veiled part may: a face keeping a clear tint of the
    hue its darkest bevels show much more strongly (`_tinted_by_its_bevels`) is named by those bevels where they name
    a colour the face does not, and only `veiled_confidence` surely: a colour guessed under a veil is asked about
    (Blöder Sack 30024's over-exposed blue 5, read white at 0.75 before, and red 2, read white).

    A face that names a colour by itself keeps it, asked about (`veiled_confidence`), where its rim names a colour of
    some hue that nothing else bears out (`_rim_bears_out_the_veil`; `beyond`: the dice's plastic beyond their faces,
    None where it is no die's own, as for the PUSH die).
    """
    lighter = features[:, 0] - rims[:, 3] > settings.veil_lightness_gap
    paleness = np.hypot(rims[:, 1], rims[:, 2]) - np.hypot(features[:, 1], features[:, 2])
    thinly_veiled = (features[:, 0] - rims[:, 0] > settings.thin_veil_lightness_gap) & (
        paleness > settings.thin_veil_chroma_gap
    )
    veiled_by_light = lighter & (paleness >= -settings.veil_chroma_slack)
    veiled = veiled_by_light | (paleness > settings.veil_chroma_gap) | thinly_veiled
    tinted = _tinted_by_its_bevels(features, rims, settings)
    result, trust = features.copy(), np.ones(len(features))
    for row in np.flatnonzero(veiled | tinted):
        excluded = ruled_out[row : row + 1]
        from_rim = np.array([*rims[row, :3], features[row, 3]])
        rim_scores = colour_scores(from_rim[None, :], profile, settings, excluded)
        rim_guess = _judged(rim_scores, 0, profile, settings)
        if veiled[row] and rim_guess.is_decided:
            if not veiled_by_light[row] and not _has_a_hue(rim_guess.colour, profile, settings):
                continue  # only paler than a rim of no hue: no colour lost to glare (see the docstring)
            if _rim_bears_out_the_veil(row, features[row], rim_guess.colour, excluded[0], profile, settings, beyond):
                result[row] = from_rim
            else:
                trust[row] = settings.veiled_confidence
        elif (
            tinted[row]
            and (seen_through := _seen_through_the_veil(features[row], rims[row], excluded, profile, settings))
            is not None
        ):
            result[row], trust[row] = seen_through, settings.veiled_confidence
        elif (
            veiled[row]
            and rim_guess.reason.key == AMBIGUOUS
            and (veiled_by_light[row] or _has_a_hue(_likeliest(rim_scores), profile, settings))
        ):  # only paler than a rim likeliest of no hue: no colour lost to glare, as above
            trust[row] = rim_guess.confidence
    return result, trust


def _rim_bears_out_the_veil(
    row: int,
    feature: np.ndarray,
    rim_colour: str,
    excluded: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings,
    beyond: _PlasticBeyond | None,
) -> bool:
    """Whether the rim of the veiled face `row` (its features `feature`, as `measure_dice`; colours its pips rule out
    `excluded`) may stand for its plastic where it names `rim_colour`: always, unless the face names another colour by
    itself and `rim_colour` has a hue (a colour chroma of `shade_min_chroma` or more) that the face keeps no tint of
    (`tinted_veil_min_chroma` within `veiled_max_hue_deg` of it) or is black; then only where the die's own plastic
    `beyond` the face names `rim_colour` too.

    Glare is the lamp mirrored by the top face's plane: it washes the face towards the light's colour, and the white
    balance leaves a white face neutral. But the rim, a thin band just inside the box, is a die's bevels only where the
    box hugs the face: a box drawn a little wide, or blurred, takes in the table, a shadow or a neighbour, and a plain
    white die on blue felt then shows a bluish rim (Blöder Sack train 30081's white 1, dev 30154's white 2, 1280 train
    30105's white 1: named blue, asked) as a silver die's rim may (dev 10173's silver 2). A glossy coloured die's side
    faces and outer bevels, at another angle than its top, do not mirror the same lamp and keep the plastic's hue: a
    white die's are neutral, grey in its shade. Of the dice read on the train splits (640 and 1280) and dev 140-189,
    the plastic beyond named a colour of some hue for 8 of 367 white and 2 of 114 silver dice (a neighbour's or the
    table's tint), and their own colour for 10 of 19 coloured dice whose faces glare washed out below C*ab 15, another
    for none (Blöder Sack 30033's and dev 30188's blue, their faces C*ab 5 and 0): the rim and the side faces together
    name a colour of a hue. A face veiled so that it keeps a tint of its colour is no white face (30024's, 30069's and
    dev 30143's blue and red, C*ab 9-23), and a neutral colour's rim has no hue to take from the table (DSC's silver,
    its faces veiled white). Where the side faces are out of view the veil is not borne out: the face stays, unsure.

    A rim naming black (`_is_dark_neutral`) must be borne out by the side faces where the face names another colour
    by itself: black has no hue for the face to keep a tint of, and blue felt in shade (L* about 30, b* -13 to -22), a
    shadow or the gap to a neighbour name it as well as a black die's bevels (Blöder Sack dev 30383's white 5, glared,
    face white by itself: named black from such a rim, asked). A face naming nothing by itself is left to its rim as
    before: a glared black die read on a face fitted to its edges (board 60014's black 6, in a crop whose side faces
    are not judged) is such a face, as is a blurred white one (dev 30365's white 2, spread 17.8: still black, asked).
    """
    face = _judged(colour_scores(feature[None, :], profile, settings, excluded[None, :]), 0, profile, settings)
    if beyond is None or not face.is_decided or face.colour == rim_colour:
        return True
    if _has_a_hue(rim_colour, profile, settings):
        colour_a, colour_b = dict(profile.colours)[rim_colour].mean[1:3]
        turn = angle_between(math.atan2(feature[2], feature[1]), math.atan2(colour_b, colour_a))
        keeps_its_tint = math.hypot(feature[1], feature[2]) >= settings.tinted_veil_min_chroma and turn <= math.radians(
            settings.veiled_max_hue_deg
        )
        if keeps_its_tint:
            return True
    elif not _is_dark_neutral(rim_colour, profile, settings):
        return True
    named = beyond.colour(row, feature, excluded, profile)
    return named is not None and named.colour == rim_colour


def _spread_without_trend_where_unmatched(
    features: np.ndarray,
    scores: tuple[list[str], np.ndarray, np.ndarray],
    plastic_lightness: np.ndarray,
    ruled_out: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> tuple[np.ndarray, tuple[list[str], np.ndarray, np.ndarray], np.ndarray]:
    """The features and their `colour_scores` (`scores`: of the features as given), the L* spread of each face that
    matches no colour replaced by its spread about a smooth trend of light (`_trendless_spread` of its
    `plastic_lightness`, as `_measure`) where with that spread the face is named the colour it lies nearest to as
    measured; and per face (n,) whether it was.

    A lamp's falloff or the broad lobe of a glare on a glossy face makes its plastic lighter towards one side, and
    the spread of L* counts that gradient as texture: a black face with a glare running across it spreads over 20 L*
    (Blöder Sack train 30053's black 3: 21 as measured, 10 about the trend), far beyond black's 5 while its L*, a*,
    b* say black. A face's grain and its pips' halos do not follow a smooth surface and stay; a step between two
    plastics does in part. The profile's spreads were learnt with the trend in, and metallic silver spreads mostly by
    a smooth sheen (DSC train: median 5.5 as measured, 3.2 about the trend; white 2.8 and 2.7), so only faces no
    colour matches as measured are judged again, and only their nearest colour may name them: a smooth trend
    explains spread away, it cannot make a face another colour (a silver face spreading more than silver ever does
    would pass for white without its sheen). Only dice judged with the frame's others (read as dice already): a body
    judged alone is asked whether it is of a die's plastic at all, and a shadow or a patch of table under a lamp's
    falloff is as smooth as a die's face (ungated, the recorded DSC session's frames gained dice unreadable). Even a
    face read as a die may be such a patch (Gönnen zones 70004: the wooden table beside the board, a board's dark
    corner read as its pip, is orange about its trend), so a face named so is asked about (`veiled_confidence`: the
    trend is mostly glare)."""
    names, _, log_likelihood = scores
    result, smoothed = features.copy(), np.zeros(len(features), bool)
    for row in range(len(features)) if names else ():
        guess = _judged(scores, row, profile, settings)
        if not np.isfinite(features[row]).all() or guess.reason is None or guess.reason.key != NO_MATCH:
            continue
        spread = _trendless_spread(plastic_lightness[row], settings)
        without_trend = np.array([[*features[row, :3], spread]])
        named = _judged(colour_scores(without_trend, profile, settings, ruled_out[row : row + 1]), 0, profile, settings)
        if named.colour == names[int(np.argmax(log_likelihood[row]))]:
            result[row, 3], smoothed[row] = spread, True
    if not smoothed.any():
        return features, scores, smoothed
    return result, colour_scores(result, profile, settings, ruled_out), smoothed


def _tinted_by_its_bevels(features: np.ndarray, rims: np.ndarray, settings: ColourSettings) -> np.ndarray:
    """(n,) bool: faces keeping a clear tint of the hue their least veiled bevels (the darkest part of the rim,
    `_rim_features`) show much more strongly: glare pales a face towards white but leaves it a little of its hue
    (Blöder Sack 30024's red 2: face C*ab 13, its darkest bevels 31, 2 degrees apart). A white face is left
    neutral by the white balance, whatever its bevels catch of the table or a coloured neighbour."""
    face_chroma = np.hypot(features[:, 1], features[:, 2])
    bevel_chroma = np.hypot(rims[:, 5], rims[:, 6])
    turn = angle_between(np.arctan2(features[:, 2], features[:, 1]), np.arctan2(rims[:, 6], rims[:, 5]))
    return (
        (face_chroma >= settings.tinted_veil_min_chroma)
        & (bevel_chroma - face_chroma >= settings.tinted_veil_chroma_gap)
        & (turn <= math.radians(settings.veiled_max_hue_deg))
    )


def _seen_through_the_veil(
    feature: np.ndarray, rim: np.ndarray, excluded: np.ndarray, profile: DiceSetProfile, settings: ColourSettings
) -> np.ndarray | None:
    """The features of a face taken from its least veiled bevels (`rim`: a row of `_rim_features`), where those
    name a colour alone that the face itself does not; None otherwise. The L* spread stays the face's."""
    least_veiled = np.array([*rim[4:7], feature[3]])
    bevel_guess = _judged(colour_scores(least_veiled[None, :], profile, settings, excluded), 0, profile, settings)
    face_guess = _judged(colour_scores(feature[None, :], profile, settings, excluded), 0, profile, settings)
    return least_veiled if bevel_guess.is_decided and bevel_guess.colour != face_guess.colour else None


@dataclass(frozen=True, eq=False)
class _PlasticBeyond:
    """The die's own plastic beyond each top face of a frame (`vision.plastic_beyond`), side by side, and the colour
    each side names (`_named_by_its_side`): the faces at `boxes` (frame pixels) of the BGR uint8 frame `image_bgr`, as
    sampled in `samples`, the plastic balanced with the light of the faces, which may show white. A band's pixels are
    a die's only where they lie nearer its face than any other face of the frame. The frame is scaled and the light
    estimated only when a face first asks (few do)."""

    image_bgr: np.ndarray
    samples: _Samples
    boxes: Sequence[Box]
    settings: ColourSettings

    @cached_property
    def light(self) -> Light:
        return _light(self.image_bgr, self.samples, self.settings, may_show_white=True)

    @cached_property
    def working(self) -> WorkingImage:
        return working_image(self.image_bgr)

    @cached_property
    def corners(self) -> list[np.ndarray]:
        return [np.asarray(box, dtype=np.float64) for box in self.boxes]

    def colour(
        self, row: int, feature: np.ndarray, excluded: np.ndarray, profile: DiceSetProfile
    ) -> ColourGuess | None:
        """The colour the plastic beyond the face `row` (its features `feature`, as `measure_dice`; colours its pips
        rule out `excluded`) names, where `tol.BEYOND_MIN_SIDES` sides or more of it name one colour and none another
        (a face's bevels run all round it, a touching die of another colour lies beyond one side), as sure as its least
        sure side; None elsewhere."""
        named = [
            guess
            for pixels in plastic_beyond(self.working, self.corners, row)
            if len(pixels)
            and (guess := _named_by_its_side(feature, pixels, self.light, excluded, profile, self.settings))
        ]
        colours = {guess.colour for guess in named}
        if len(named) < tol.BEYOND_MIN_SIDES or len(colours) != 1:
            return None
        return ColourGuess(colours.pop(), min(guess.confidence for guess in named))


def _named_by_plastic_beyond(
    beyond: _PlasticBeyond,
    features: np.ndarray,
    ruled_out: np.ndarray,
    guesses: list[ColourGuess],
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> list[ColourGuess]:
    """The guesses with each face of next to no colour (`shade_min_chroma`) that no colour of the set matches named,
    unsurely (`veiled_confidence`), by its die's own plastic `beyond` it (`_PlasticBeyond.colour`).

    Glare that veils a face whole, its rim too (`_unveiled` finds no colour there), leaves it white: in a set without
    white dice (GNW train 20046's blue 4, Gönnen 50039's blue 1) no colour matches it, while the bevels further out
    and the side faces still show the plastic. A set's white die matches a white face, so it is never named so: its
    side faces in bluish or greenish shade would name it blue or green (`tol.BEYOND_BAND_SIDES`). Only dice judged
    with the frame's others are named so. A profile lacking a colour's statistics (the shipped Gönnen können, its fifth
    die) names none so: a face matching no colour may be of that colour as it is, no veil needed (the grey fifth die's
    face is lighter than its shaded side faces, which show the table's or a neighbour's tint: Gönnen train 50034's fifth
    5, its labelled box measured with the shipped profile, named green by a green die's side face at its corner)."""
    rows = [
        row
        for row, guess in enumerate(guesses)
        if guess.reason and guess.reason.key == NO_MATCH and _is_washed_out(features[row], settings)
    ]
    if not rows or not _knows_every_colour(profile):
        return guesses
    result = list(guesses)
    for row in rows:
        if named := beyond.colour(row, features[row], ruled_out[row], profile):
            result[row] = replace(named, confidence=min(settings.veiled_confidence, named.confidence))
    return result


def _named_by_neutral_plastic(
    features: np.ndarray,
    rim_chroma: np.ndarray,
    ruled_out: np.ndarray,
    guesses: list[ColourGuess],
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> list[ColourGuess]:
    """The guesses with each face still matching no colour named, unsurely, by the one neutral colour its pips leave
    where it matches that colour in all but its lightness (`vision.neutral_plastic`; `rim_chroma`: per die its rim's
    C*ab). Last, after its plastic beyond it had its say: glare may veil a coloured die's face and bevels alike (Gönnen
    50039's blue 1, face and rim grey, its side faces blue)."""
    return [
        name_neutral_plastic(feature, chroma, excluded, profile, settings) or guess
        if guess.reason and guess.reason.key == NO_MATCH
        else guess
        for feature, chroma, excluded, guess in zip(features, rim_chroma, ruled_out, guesses, strict=True)
    ]


def _is_washed_out(feature: np.ndarray, settings: ColourSettings) -> bool:
    """Whether the face `feature` shows next to no colour (`shade_min_chroma`), as glare leaves one."""
    return math.hypot(feature[1], feature[2]) < settings.shade_min_chroma


def _likeliest(scores: tuple[list[str], np.ndarray, np.ndarray]) -> str:
    """The likeliest colour of the one die scored (`colour_scores` of a single row), however unsurely."""
    names, _, log_likelihood = scores
    return names[int(np.argmax(log_likelihood[0]))]


def _is_dark_neutral(colour: str, profile: DiceSetProfile, settings: ColourSettings) -> bool:
    """Whether the profile's `colour` is a dark one of no hue (black: a mean L* below `dark_neutral_max_lightness`),
    which the table in shade, a shadow or a dark gap beside a face matches as well as a die's bevels do."""
    return dict(profile.colours)[colour].mean[0] < settings.dark_neutral_max_lightness


def _has_a_hue(colour: str, profile: DiceSetProfile, settings: ColourSettings) -> bool:
    """Whether the profile's `colour` shows a hue (a mean C*ab of `shade_min_chroma` or more): silver, white, black
    and grey differ by lightness only."""
    colour_a, colour_b = dict(profile.colours)[colour].mean[1:3]
    return math.hypot(colour_a, colour_b) >= settings.shade_min_chroma


def _knows_every_colour(profile: DiceSetProfile) -> bool:
    """Whether the profile holds every colour's statistics: where one lacks them (the shipped Gönnen können, its fifth
    die), a face matching no colour may be of that colour as it is, no veil needed (`_named_by_plastic_beyond`)."""
    return all(stats is not None for _, stats in profile.colours)


@dataclass(frozen=True, eq=False)
class GlaredBodies:
    """Which die bodies of a frame are dice whose top face glare washed out, by the colour their own plastic beyond
    the face names (`colour`): the bodies' faces as `classify_bodies` measured them (`features` as `measure_dice`,
    before any veil is lifted; the colours their pips rule out, `ruled_out`, as `ruled_out_by_pips`) and their plastic
    `beyond` them (None where it is no die's own: the PUSH die's other faces, each of another colour, lie beyond). The
    plastic is measured only when a body first asks (few do: the reader asks for bodies no colour matches and no pip
    or outline shows to be dice)."""

    features: np.ndarray
    ruled_out: np.ndarray
    beyond: _PlasticBeyond | None
    profile: DiceSetProfile
    settings: ColourSettings

    def colour(self, row: int) -> ColourGuess | None:
        """The colour of the die whose washed-out face is the body `row`, None where it shows none.

        Glare mirrors the lamp in a glossy top face and leaves it white, while the die's bevels and side faces, at
        other angles, keep the plastic's colour (`_PlasticBeyond.colour`: `tol.BEYOND_MIN_SIDES` sides beyond the face
        name one colour of the set, and only where the face is lighter than that plastic). A white patch of table, a
        card or a shadow has no such coloured rim of its own: of the 72 bodies of about a die's size no colour matched,
        without pips or outline, and no die, on the train splits (640, 1280) and dev 140-199, none named a colour
        so, while 2 of 10 dice did (Gönnen train 50066's green 6, 1280 GNW train 20115's blue 5). Only a face of next
        to no colour (`_is_washed_out`) and only a colour of a hue (`_has_a_hue`): a neutral die's side faces are
        merely its face in shade, darker with no veil lifted (a silver die smeared by its throw in the recorded DSC
        session was named silver so), as a shadow beside a white patch is grey. Only a set whose colours are all
        known (`_knows_every_colour`) and that may show white (`profile.faces == "pips"`, where `beyond` is the die's
        own)."""
        if self.beyond is None or not _knows_every_colour(self.profile):
            return None
        feature = self.features[row]
        if not np.isfinite(feature).all() or not _is_washed_out(feature, self.settings):
            return None
        named = self.beyond.colour(row, feature, self.ruled_out[row], self.profile)
        return named if named is not None and _has_a_hue(named.colour, self.profile, self.settings) else None


def _named_by_its_side(
    feature: np.ndarray,
    pixels_bgr: np.ndarray,
    light: Light,
    ruled_out: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> ColourGuess | None:
    """The colour one side of a face's plastic beyond it (`pixels_bgr` (N, 3) uint8) names, None where it names none
    or shows no veil on the face (`feature`, as `measure_dice`).

    The plastic is read from its most colourful part (`tol.BEYOND_LEAST_VEILED_PERCENTILE` of its C*ab; glare pales
    the bevels too) balanced with the faces' `light`. The face is veiled where it is lighter than that plastic by
    `veil_lightness_gap` and no more colourful (`veil_chroma_slack`); glare only adds light, so only colours darker
    than the face may lie under it (and those its pips leave, `ruled_out`). The plastic's L*, a*, b* with the face's
    L* spread are judged by the model, or where they match no colour, as calibrated, in shade (side faces are shaded)
    or by their hue (`vision.unmatched_colour.OF_ITS_PLASTIC`)."""
    lab = linear_rgb_to_lab(balance(bgr8_to_linear_rgb(pixels_bgr), light, settings.white_balance))
    colourful = np.hypot(lab[:, 1], lab[:, 2])
    plastic = np.median(lab[colourful >= np.percentile(colourful, tol.BEYOND_LEAST_VEILED_PERCENTILE)], axis=0)
    is_veiled = (
        feature[0] - plastic[0] >= settings.veil_lightness_gap
        and math.hypot(feature[1], feature[2]) <= math.hypot(plastic[1], plastic[2]) + settings.veil_chroma_slack
    )
    if not is_veiled:
        return None
    lighter = np.array([stats.mean[0] >= feature[0] for _, stats in profile.colours if stats is not None], bool)
    excluded = ruled_out | lighter
    of_plastic = np.array([*plastic, feature[3]])
    guess = _judged(colour_scores(of_plastic[None, :], profile, settings, excluded[None, :]), 0, profile, settings)
    if not guess.is_decided:
        guess = name_unmatched(of_plastic, excluded, profile, settings, OF_ITS_PLASTIC) or guess
    return guess if guess.is_decided else None


def classify_features(feature: np.ndarray, profile: DiceSetProfile, settings: ColourSettings = SHIPPED) -> ColourGuess:
    """The colour of one measured die, judged alone; see `measure_dice` for the feature vector."""
    return _judged(colour_scores(feature[None, :], profile, settings), 0, profile, settings)


def _judged_alone(
    scores: tuple[list[str], np.ndarray, np.ndarray],
    row: int,
    features: np.ndarray,
    ruled_out: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> ColourGuess:
    """`_judged`, and a die matching no colour named anyway where it tells so by itself (`vision.unmatched_colour`)."""
    guess = _judged(scores, row, profile, settings)
    if guess.reason is not None and guess.reason.key == NO_MATCH:
        return name_unmatched(features[row], ruled_out[row], profile, settings, BY_ITSELF) or guess
    return guess


def _judged(
    scores: tuple[list[str], np.ndarray, np.ndarray], row: int, profile: DiceSetProfile, settings: ColourSettings
) -> ColourGuess:
    """`classify_features` of the die in `row` of the `colour_scores` of several dice."""
    names, z_scores, log_likelihood = scores
    if not names:
        return ColourGuess(UNKNOWN, 0.0, text("vision.colour.uncalibrated", set=profile.set))
    shares = posterior(log_likelihood[row])
    order = np.argsort(-shares)
    best = names[order[0]]
    if np.abs(z_scores[row, order[0]]).max() > settings.max_feature_z:
        return ColourGuess(UNKNOWN, 0.0, text(NO_MATCH, nearest=colour_name(best)))
    confidence = float(shares[order[0]])
    if confidence < settings.min_confidence:
        reason = text(AMBIGUOUS, first=colour_name(best), second=colour_name(names[order[1]]))
        return ColourGuess(UNKNOWN, confidence, reason)
    return ColourGuess(best, confidence)


def ruled_out_by_pips(
    depths: np.ndarray, profile: DiceSetProfile, settings: ColourSettings, read_from_dark_pips: Sequence[bool] = ()
) -> np.ndarray:
    """(n dice, colours with statistics) bool: colours the profile gives dark pips, for each face that shows none
    (`measure_dark_pip_depths` below `settings.dark_pip_depth`), and colours it gives light pips, for each face that
    shows deep dark ones (`settings.deep_dark_pip_depth` or more) or whose value was read from dark pips (per face,
    or for the first faces, in `read_from_dark_pips`). Glare veils a glossy black face as white, but it cannot paint
    dark pips on it; shade darkens a white face, but its dark pips stay far darker than a face painted with light
    pips ever gets, and stay the darker where deep shade leaves them less deep than that (Blöder Sack dev 30158's
    white 2 in a tray's shadow, read black). A face not measured (NaN) rules nothing out."""
    paints = [stats.pips for _, stats in profile.colours if stats is not None]
    has_dark_pips, has_light_pips = (np.array([paint == kind for paint in paints], bool) for kind in ("dark", "light"))
    shows_none = (depths < settings.dark_pip_depth)[:, None]
    read_dark = np.zeros(len(depths), bool)
    read_dark[: len(read_from_dark_pips)] = read_from_dark_pips
    shows_dark = ((depths >= settings.deep_dark_pip_depth) | read_dark)[:, None]
    return (shows_none & has_dark_pips[None, :]) | (shows_dark & has_light_pips[None, :])


def _decided_by_counts(
    features: np.ndarray,
    ruled_out: np.ndarray,
    guesses: list[ColourGuess],
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> list[ColourGuess]:
    """Undecided dice decided jointly with the frame's other dice, where the set's counts make it clear."""
    rows = [i for i, guess in enumerate(guesses) if guess.is_decided or guess.reason.key == AMBIGUOUS]
    names, _, log_likelihood = colour_scores(features[rows], profile, settings, ruled_out[rows])
    counts = profile.expected_counts()
    decided = [names.index(guesses[i].colour) if guesses[i].is_decided else None for i in rows]
    resolved = share_out_undecided(
        log_likelihood, [counts[name] for name in names], decided, settings.plausible_posterior
    )
    result = list(guesses)
    for row, (colour, confidence) in resolved.items():
        if confidence >= settings.min_confidence:
            result[rows[row]] = ColourGuess(names[colour], confidence)
    return result


def _look_alikes_told_apart(
    features: np.ndarray,
    bevel_drop: np.ndarray,
    names: list[str],
    shares: np.ndarray,
    trust_and_size: tuple[np.ndarray, np.ndarray],
    guesses: list[ColourGuess],
    profile: DiceSetProfile,
    settings: ColourSettings,
) -> tuple[list[ColourGuess], set[int]]:
    """The guesses with look-alike dice of a frame (white and silver, yellow and orange) named by comparing them
    (`vision.look_alikes`), a pair no surer than its less trusted die (`trust_and_size`: per die as `_unveiled`, and
    whether its box is a die's size: only those are compared), and the rows of the dice so compared; `names`,
    `shares`: as `_shares_alone`."""
    trust, sized = trust_and_size
    if len(guesses) < 2:
        return guesses, set()
    with_bevels = np.column_stack([features, bevel_drop])
    settled = tell_apart(with_bevels, shares, names, profile.expected_counts(), settings.min_confidence, trust, sized)
    return [ColourGuess(*settled[i]) if i in settled else guess for i, guess in enumerate(guesses)], set(settled)


def _posteriors(log_likelihood: np.ndarray) -> np.ndarray:
    """`posterior` of each die (row) of a (dice, colours) log-likelihood."""
    shares = np.exp(log_likelihood - log_likelihood.max(axis=1, keepdims=True))
    return shares / shares.sum(axis=1, keepdims=True)


def _face_patch(image_bgr: np.ndarray, box: np.ndarray, settings: ColourSettings) -> np.ndarray:
    """The inner part of the top face resampled to a (face_px, face_px, 3) square."""
    size = settings.face_px
    margin = settings.inner_margin * size / (1 - 2 * settings.inner_margin)
    face = np.array(
        [[-margin, -margin], [size + margin, -margin], [size + margin, size + margin], [-margin, size + margin]]
    )
    warp = cv2.getPerspectiveTransform(box.astype(np.float32), face.astype(np.float32))
    return cv2.warpPerspective(image_bgr, warp, (size, size), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)


def _rim_pixels(image_bgr: np.ndarray, box: np.ndarray, settings: ColourSettings) -> np.ndarray:
    """Pixels (N, 3 BGR) of the box's rim: the whole box resampled to a square `rim_px` wide, its band `rim_band`."""
    size = settings.rim_px
    square = np.array([[0, 0], [size, 0], [size, size], [0, size]], np.float32)
    warp = cv2.getPerspectiveTransform(box.astype(np.float32), square)
    whole = cv2.warpPerspective(image_bgr, warp, (size, size), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)
    return whole[_rim_mask(size, settings.rim_band)]


@cache
def _rim_mask(size: int, band: tuple[float, float]) -> np.ndarray:
    """(size, size) bool: pixels whose centre lies `band` (fractions of the side) from the square's nearest edge
    (made once per size: the same for every die)."""
    centres = (np.arange(size) + 0.5) / size
    to_edge = np.minimum(centres, 1 - centres)
    distance = np.minimum(to_edge[:, None], to_edge[None, :])
    return (distance >= band[0]) & (distance < band[1])


def _rim_features(lab: np.ndarray, darkest_fraction: float) -> np.ndarray:
    """Per rim (n, 7): median L*, a*, b* and p80 L* of its pixels, then the median L*, a*, b* of its darkest
    `darkest_fraction` (the least veiled: glare adds light); lab (n rims, N pixels, 3 L*a*b*). As numpy takes
    them, read off the pixels sorted once."""
    ordered = np.sort(lab.transpose(0, 2, 1), axis=-1)  # (n, 3 L*a*b*, N)
    rims, _, pixels = ordered.shape
    start, count = np.zeros((rims, 3), np.intp), np.full((rims, 3), pixels)  # each run: all of a rim's pixels
    p80 = _run_percentiles(ordered[:, 0], start[:, 0], count[:, 0], (80.0,))
    darkest = max(1, round(pixels * darkest_fraction))
    by_lightness = np.argsort(lab[:, :, 0], axis=1, kind="stable")[:, :darkest]
    least_veiled = lab[np.arange(rims)[:, None], by_lightness]  # (n, darkest, 3)
    ordered_least = np.sort(least_veiled.transpose(0, 2, 1), axis=-1)  # (n, 3 L*a*b*, darkest)
    least_median = _run_median(ordered_least, start, np.full((rims, 3), darkest))
    return np.column_stack([_run_median(ordered, start, count), p80, least_median])


def _plastic_features(
    lab: np.ndarray, lightness: np.ndarray, settings: ColourSettings
) -> tuple[np.ndarray, np.ndarray]:
    """Per face (n, len(FEATURES)), and which of its pixels are plastic (n, N bool): the plastic is the majority of
    the face, pixels near its median L*; pips lie far above or below it. lab: (n faces, N pixels, 3 L*a*b*),
    `lightness` its L* sorted per face (n, N). All faces at once, medians and percentiles as numpy takes them read
    off sorted values (a face's own numpy steps cost more than its pixels)."""
    faces, pixels = lightness.shape
    middle = _run_median(lightness, np.zeros(faces, np.intp), np.full(faces, pixels))
    is_plastic = np.abs(lab[:, :, 0] - middle[:, None]) <= settings.body_band_l
    count = is_plastic.sum(axis=1)
    # the plastic's lightness, one run of the sorted lightness: its values lie in one band around the median
    start = np.argmax(np.abs(lightness - middle[:, None]) <= settings.body_band_l, axis=1)
    low, high = _run_percentiles(lightness, start, count, settings.spread_percentiles).T
    colour = np.sort(np.where(is_plastic[:, None, :], lab[:, :, 1:].transpose(0, 2, 1), np.inf), axis=-1)
    a_b = _run_median(colour, np.zeros((faces, 2), np.intp), np.column_stack([count, count]))
    return np.column_stack([_run_median(lightness, start, count), a_b, high - low]), is_plastic


@cache
def _smooth_trend_terms(size: int) -> np.ndarray:
    """(size * size, 6): the terms 1, u, v, u², uv, v² of a quadratic surface over a face square `size` pixels wide,
    its centre at 0 (made once per size: the same for every face)."""
    v, u = (np.mgrid[0:size, 0:size].reshape(2, -1) + 0.5) / size - 0.5
    return np.column_stack([np.ones_like(u), u, v, u * u, u * v, v * v])


def _trendless_spread(plastic_lightness: np.ndarray, settings: ColourSettings) -> float:
    """The L* spread (`spread_percentiles`) of a face's plastic about a quadratic surface fitted to it by least
    squares: its spread less any smooth trend of light across the face (see `_spread_without_trend_where_unmatched`).
    plastic_lightness: L* of the pixels of a square face (N,), row by row, NaN off its plastic."""
    is_plastic = np.isfinite(plastic_lightness)
    terms = _smooth_trend_terms(math.isqrt(len(plastic_lightness)))[is_plastic]
    lightness = plastic_lightness[is_plastic]
    coefficients = np.linalg.lstsq(terms, lightness, rcond=None)[0]
    low, high = np.percentile(lightness - terms @ coefficients, settings.spread_percentiles)
    return float(high - low)


def _dark_pip_depths(lightness: np.ndarray, inside: np.ndarray, settings: ColourSettings) -> np.ndarray:
    """Per face (n,): its median L* less the `dark_pip_percentile` L* of its part where pips lie (`inside`, as
    `_inside_pip_places`); `lightness`: each face's L* sorted (n, N)."""
    faces, pixels = lightness.shape
    start, count = np.zeros(faces, np.intp), np.full(faces, pixels)
    inner_start, inner_count = np.zeros(faces, np.intp), np.full(faces, inside.shape[1])
    darkest = _run_percentiles(inside, inner_start, inner_count, (settings.dark_pip_percentile,))[:, 0]
    return _run_median(lightness, start, count) - darkest


def _inside_pip_places(lightness: np.ndarray, settings: ColourSettings) -> np.ndarray:
    """Each face's L* (n, face_px² row by row) without the `tol.PIP_FREE_BORDER_PX` outermost pixels of its square,
    sorted (n, N): a pip lies a pip's radius and more inside its face's edge, so the darkest pixels along the edge
    are the die's own bevels, a dark side face or a neighbour where the box lies a little off the face, no pips."""
    ring, size = tol.PIP_FREE_BORDER_PX, settings.face_px
    square = lightness.reshape(len(lightness), size, size)
    return np.sort(square[:, ring : size - ring, ring : size - ring].reshape(len(lightness), -1), axis=1)


def _run_median(values: np.ndarray, start: np.ndarray, count: np.ndarray) -> np.ndarray:
    """np.median of each run values[..., start:start + count] of values sorted along their last axis (`start` and
    `count` of the leading shape): the middle one, or the mean of the middle two."""
    lower = _taken(values, (start + (count - 1) // 2)[..., None])[..., 0]
    upper = _taken(values, (start + count // 2)[..., None])[..., 0]
    return (lower + upper) / 2


def _run_percentiles(
    values: np.ndarray, start: np.ndarray, count: np.ndarray, percentiles: tuple[float, ...]
) -> np.ndarray:
    """np.percentile (its default linear method, step by step) of each run values[start:start + count] of the rows
    of `values` (n, N), each sorted; (n, one per percentile)."""
    positions = (count[:, None] - 1) * (np.asarray(percentiles) / 100)
    below = np.floor(positions).astype(np.intp)
    above = np.minimum(below + 1, count[:, None] - 1)
    weight = positions - below
    first = _taken(values, start[:, None] + below)
    last = _taken(values, start[:, None] + above)
    step = last - first
    return np.where(weight >= 0.5, last - step * (1 - weight), first + step * weight)


def _taken(values: np.ndarray, indices: np.ndarray) -> np.ndarray:
    """`np.take_along_axis(values, indices, axis=-1)` (the same leading shape; indices (..., K)), by one fancy
    index over the rows: numpy's own checks cost several times the few values taken here."""
    rows = values.reshape(-1, values.shape[-1])
    return rows[np.arange(len(rows))[:, None], indices.reshape(len(rows), -1)].reshape(indices.shape)


def _why_unmeasurable(shape: tuple[int, ...], box: np.ndarray, settings: ColourSettings) -> Text | None:
    """Why the box (4, 2) cannot be measured, None when it can. In plain Python: numpy's steps cost more than
    four corners (each side's length summed and rooted as np.linalg.norm does)."""
    corners = box.tolist()
    sides = [
        math.sqrt((x - px) * (x - px) + (y - py) * (y - py))
        for (x, y), (px, py) in zip(corners, corners[-1:] + corners[:-1], strict=True)
    ]
    if min(sides) < settings.min_face_side_px:
        return text("vision.colour.too_small")
    slack = settings.max_outside_fraction * max(sides)
    height, width = shape[:2]
    inside = all(-slack <= x <= width - 1 + slack and -slack <= y <= height - 1 + slack for x, y in corners)
    return None if inside else text("vision.colour.off_image")


def _check_image(image_bgr: np.ndarray) -> None:
    if not isinstance(image_bgr, np.ndarray):
        raise TypeError(f"image must be a numpy array (H, W, 3) uint8 BGR, got {type(image_bgr).__name__}")
    if image_bgr.dtype != np.uint8:
        raise TypeError(f"image must be uint8 BGR (0–255), got dtype {image_bgr.dtype}")
    if image_bgr.ndim != 3 or image_bgr.shape[2] != 3 or min(image_bgr.shape[:2]) < 1:
        raise ValueError(f"image must have shape (H, W, 3), got {image_bgr.shape}")


def _check_box(box: Box) -> np.ndarray:
    corners = np.asarray(box, dtype=np.float64)
    if corners.shape != (4, 2) or not np.isfinite(corners).all():
        raise ValueError(f"box must be 4 corner points [(x, y), ...] in pixels, got shape {corners.shape}: {box!r}")
    return corners
