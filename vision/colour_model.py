"""The colour model of a dice-set profile: how well measured faces fit each colour, and what a guess is.

Shared by the colour stage (`vision.colour`) and the naming of faces that match no colour
(`vision.unmatched_colour`). Feature units: L*, a*, b* and L* spread, as in `vision.profiles`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from dicetable.messages import Text
from vision import tolerances as tol
from vision.colour_counts import FORBIDDEN
from vision.profiles import FEATURES, DiceSetProfile
from vision.white_balance import WhiteBalanceSettings

UNKNOWN = "unknown"
AMBIGUOUS = "vision.colour.ambiguous"
NO_MATCH = "vision.colour.no_match"


@dataclass(frozen=True)
class ColourSettings:
    """Every tolerance of the colour stage. Feature units: L*, a*, b* and L* spread as in `vision.profiles`."""

    face_px: int = 24  # the top face is resampled to a square of this many pixels
    inner_margin: float = 0.12  # fraction of the face side dropped at each edge (bevels, side faces)
    body_band_l: float = 18.0  # pixels within this many L* of the face's median are plastic, the rest pips
    spread_percentiles: tuple[float, float] = (20.0, 80.0)  # L* spread of the plastic, high for metallic silver
    std_floor: tuple[float, ...] = (6.0, 7.0, 7.0, 3.0)  # least standard deviation per feature
    std_cap: tuple[float, ...] = (12.0, 12.0, 12.0, 6.0)  # most: a scattered colour must not claim everything
    min_confidence: float = 0.9  # the best colour's posterior must reach this
    shares_out_by_counts: bool = True  # let the set's counts decide dice undecided alone (vision.colour_counts)
    # and name a set's one white and one silver (yellow and orange) die by comparing them (vision.look_alikes)
    plausible_posterior: float = 0.02  # a colour this unlikely alone is not tried for an undecided die
    max_feature_z: float = 3.5  # a colour matches only if every feature lies within this many deviations
    min_face_side_px: float = 6.0  # a smaller face is too few pixels to judge
    max_outside_fraction: float = 0.1  # a corner may lie this far (of the face side) outside the image
    rim_px: int = 40  # the whole box is resampled to a square this many pixels wide to sample its rim
    rim_band: tuple[float, float] = (0.02, 0.10)  # the rim (bevels): this far (fraction of the side) inside the edge
    veil_lightness_gap: float = 10.0  # a face this many L* lighter than its rim's p80 is veiled by glare, unless it
    veil_chroma_slack: float = 5.0  # is more colourful (C*ab) than the rim by more than this (noise on grey);
    veil_chroma_gap: float = 15.0  # so is a face whose rim is this much more colourful
    thin_veil_lightness_gap: float = 4.0  # and a face this many L* lighter than its rim's median that is also
    thin_veil_chroma_gap: float = 5.0  # this much less colourful (C*ab) than the rim (a thinner veil of glare)
    least_veiled_rim_fraction: float = tol.LEAST_VEILED_RIM_FRACTION  # a veiled face's bevels: their darkest part
    tinted_veil_min_chroma: float = tol.TINTED_VEIL_MIN_CHROMA  # a face keeping this chroma (C*ab) ...
    tinted_veil_chroma_gap: float = tol.TINTED_VEIL_CHROMA_GAP  # ... of the hue of bevels this much more colourful
    shaded_confidence: float = 0.8  # a die matching no colour named as a shaded die of one (asked about: < 0.9)
    shade_min_chroma: float = 7.0  # ... when it shows this much colour (C*ab): neutral dice differ by lightness only
    dark_neutral_max_lightness: float = tol.DARK_NEUTRAL_MAX_LIGHTNESS  # a neutral colour this dark (L*): black
    # A face whose darkest pixels (this percentile of its L*) lie less than `dark_pip_depth` L* below its median
    # shows no dark pips, so it is no die of a colour the profile gives dark pips (Blöder Sack train split, the
    # reader's boxes: the blue dice showed 5.9 and more, the white 12.1 and more, the black dice veiled by glare
    # 2.1 to 3.1)
    dark_pip_percentile: float = 3.0
    dark_pip_depth: float = 4.0
    deep_dark_pip_depth: float = tol.DEEP_DARK_PIP_DEPTH  # a face's darkest pixels this far below: dark pips
    calibrated_confidence: float = 0.8  # a die torn between colours, named by the one whose calibrated range holds it
    veiled_confidence: float = 0.8  # a face lighter and paler than its colour, named so under glare (asked about)
    veiled_max_hue_deg: float = 30.0  # ... when its hue lies this near the colour's (glare turns it a little)
    hue_confidence: float = tol.SHADED_CONFIDENCE  # a face named by its hue alone (vision.unmatched_colour) ...
    hue_min_chroma: float = tol.SHADED_MIN_CHROMA  # ... when it keeps this chroma (C*ab; so must a paled face) ...
    hue_max_deg: float = tol.SHADED_MAX_HUE_DEG  # ... and one colour's hue lies this near its own ...
    hue_margin_deg: float = tol.SHADED_HUE_MARGIN_DEG  # ... and every other colour's this much further
    white_balance: WhiteBalanceSettings = field(default_factory=WhiteBalanceSettings)


@dataclass(frozen=True)
class ColourGuess:
    """colour: a profile colour name, or "unknown" with `reason` saying why; confidence 0–1."""

    colour: str
    confidence: float
    reason: Text | None = None

    @property
    def is_decided(self) -> bool:
        return self.reason is None


def colour_scores(
    features: np.ndarray,
    profile: DiceSetProfile,
    settings: ColourSettings = ColourSettings(),
    ruled_out: np.ndarray | None = None,
) -> tuple[list[str], np.ndarray, np.ndarray]:
    """The profile's colours with statistics; per die and colour the z-score of each feature (n, colours,
    len(FEATURES)) and the Gaussian log-likelihood (n, colours); deviations kept within `std_floor` and `std_cap`.
    ruled_out: (n, colours) where a die cannot be of a colour (`ruled_out_by_pips`): there it matches in no
    feature (infinite z-scores) and is as unlikely as a forbidden slot (`vision.colour_counts.FORBIDDEN`)."""
    known = [(name, stats) for name, stats in profile.colours if stats is not None]
    if not known:
        return [], np.empty((len(features), 0, len(FEATURES))), np.empty((len(features), 0))
    means = np.array([stats.mean for _, stats in known])
    stds = np.clip(np.array([stats.std for _, stats in known]), settings.std_floor, settings.std_cap)
    z_scores = (features[:, None, :] - means[None]) / stds[None]
    log_likelihood = -0.5 * (z_scores**2).sum(axis=2) - np.log(stds).sum(axis=1)[None]
    if ruled_out is not None and ruled_out.any():
        z_scores[ruled_out] = np.inf
        log_likelihood[ruled_out] = -FORBIDDEN
    return [name for name, _ in known], z_scores, log_likelihood


def posterior(log_likelihood: np.ndarray) -> np.ndarray:
    weights = np.exp(log_likelihood - log_likelihood.max())
    return weights / weights.sum()
