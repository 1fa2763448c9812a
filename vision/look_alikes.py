"""Tell two look-alike colours apart by comparing their dice with each other: white and silver, yellow and orange.

A bright silver face is as light as a white one, and a brightly lit orange face shifts towards yellow (the
camera's tone curve), so alone either may pass for the other; but a set with one die of each shows them side by
side, under the same light and exposure, and the order between the two holds where their values do not:
- silver is metallic: it has the larger lightness spread (L* p80 − p20) for its lightness, and its bevels mirror
  the room, mostly darker than the lit face, where white bevels scatter the light as the face does; so the die with
  the higher `spread − METALLIC_LIGHTNESS_WEIGHT × L* + BEVEL_DROP_WEIGHT × (L* − rim L*)` is the silver one;
- orange is redder: its hue angle atan2(a*, b*) lies further from yellow towards red (on the Gönnen train split,
  with the labelled boxes, orange's is the larger in all 25 frames with both dice, by 11° to 36°; with the reader's
  boxes in all 40, by 7.7° to 36°).
So when exactly two dice of a frame are each surely one of a pair, the comparison names them; how sure it is
depends on how far apart their scores lie: no gap is a coin toss (0.5), a gap of `sure_gap` or more leaves no doubt.
On the Doppelt so clever train split the white and silver dice were swapped in 2 of the 8 frames whose sheens lay
less than 2.5 apart and in none of the 21 farther apart.
Light washes silver towards white, never the other way, so a die read alone as white says little against the
comparison; but a die surely read alone as silver (it looked metallic by itself) is evidence worth
`ALONE_HIGHER_WORTH_GAPS` sure gaps for it being the silver one: where the comparison names it white, its gap counts
that much less, and a gap short of it names the dice as read alone, the surer the shorter the gap (a comparison of
twice the sure gap against it is sure, as before). On the Doppelt so clever train split with the reader's boxes that
happened once, and the comparison was wrong (10041: the silver die, 0.98 silver alone, named white, the white die,
shaded across its face, silver, 0.78 apart); the four dice read alone as white were named right. Orange and yellow
have no such pull: light washes orange towards yellow, but shade reddens yellow (Gönnen können 50059, train split:
the yellow 3 in the dark under the tray wall, read orange alone at 1.0, beside the orange die 7.7° redder, which
the comparison named right, as it did in all 40 frames with both dice).
The comparison names the two dice together: where either die's own colour is in doubt (`trust`: glare veils a
silver face white, and its rim is torn between the two), so is its partner's, whatever the gap (dev 10250: a
silver 1 veiled white, its rim torn, made the grainy white 5 beside it silver at 1.0).
Only boxes of a die's size are compared: a box far smaller than the frame's dice is a pip or a spot of light, and
one read white or silver would stand as a third candidate, so that no pair is compared at all (dev 450-469 DSC 10460:
a 9.5 px box on the yellow die beside dice of 33 px left the silver 5 read white alone).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

METALLIC_LIGHTNESS_WEIGHT = 0.1  # L* spread units per L* unit (chosen on the Doppelt so clever train split)
# L* spread units per L* unit the face is lighter than its rim (bevels). Doppelt so clever train split, reader's
# boxes: silver's drop was the larger in 23 of 30 frames, so it only settles close sheens; 0.15 to 0.3 name 29 of
# the 30 pairs right (0.1 and less 28: 10025 and 10041 swapped; 0.15 and 0.2 swap 10041, 0.25 and 0.3 10024); the
# smallest is taken
BEVEL_DROP_WEIGHT = 0.15
ALONE_HIGHER_WORTH_GAPS = 1.0  # a die surely read silver alone: evidence worth this many sure gaps


def metallic_sheen(features: np.ndarray) -> np.ndarray:
    """Per die (n,): L* spread for its lightness and the drop to its bevels, higher for metallic plastic; features
    (n, 5) as in `tell_apart`."""
    return features[:, 3] - METALLIC_LIGHTNESS_WEIGHT * features[:, 0] + BEVEL_DROP_WEIGHT * features[:, 4]


def redness(features: np.ndarray) -> np.ndarray:
    """Per die (n,): hue angle atan2(a*, b*) in radians, from yellow (b*) towards red (a*)."""
    return np.arctan2(features[:, 1], features[:, 2])


@dataclass(frozen=True)
class LookAlikes:
    """Two colours told apart by comparison: of their two dice, the one scoring higher is `higher`; from a score gap
    of `sure_gap` on, the comparison is sure; a die surely read `higher` alone is evidence worth
    `alone_higher_worth_gaps` sure gaps for it being the higher one."""

    lower: str
    higher: str
    score: Callable[[np.ndarray], np.ndarray]
    sure_gap: float
    alone_higher_worth_gaps: float


# sure_gap in L* spread units
WHITE_AND_SILVER = LookAlikes(
    "white", "silver", metallic_sheen, sure_gap=3.0, alone_higher_worth_gaps=ALONE_HIGHER_WORTH_GAPS
)
# sure_gap in radians (10°; 7.7° to 36° seen with the reader's boxes, never swapped); shade reddens yellow
YELLOW_AND_ORANGE = LookAlikes("yellow", "orange", redness, sure_gap=0.17, alone_higher_worth_gaps=0.0)
LOOK_ALIKES = (WHITE_AND_SILVER, YELLOW_AND_ORANGE)


def tell_apart(
    features: np.ndarray,
    posterior: np.ndarray,
    names: Sequence[str],
    counts: Mapping[str, int],
    min_share: float,
    trust: np.ndarray | None = None,
    die_sized: np.ndarray | None = None,
) -> dict[int, tuple[str, float]]:
    """Colour and confidence of each die settled by its look-alike partner, by row of `features`.

    features: (dice, 5): `vision.profiles.FEATURES` (L*, a*, b*, L* spread) and how much lighter (L*) the face is
    than its rim, the bevels around it (`vision.colour`); posterior: (dice, colours) over
    `names`; counts: dice per colour in the set (a pair is compared only when the set has one of each);
    min_share: the posterior the two colours together must reach for a die to count as one of the pair (and one
    colour alone for the die to count as surely read that colour by itself); trust: per die (dice,) the most its
    colour can be trusted (as `vision.colour` caps it; None: fully): both dice of a pair are named no surer than the
    less trusted of the two; die_sized: per die (dice,) bool, whether its box is as large as a die (None: all are);
    the others are never one of a pair.
    """
    settled: dict[int, tuple[str, float]] = {}
    comparable = np.isfinite(features).all(axis=1)
    if die_sized is not None:
        comparable &= die_sized
    for pair in LOOK_ALIKES:
        lower, higher = pair.lower, pair.higher
        if lower not in names or higher not in names or counts.get(lower) != 1 or counts.get(higher) != 1:
            continue
        share = posterior[:, names.index(lower)] + posterior[:, names.index(higher)]
        rows = np.flatnonzero((share >= min_share) & comparable)
        if len(rows) != 2:
            continue
        scores = pair.score(features[rows])
        top, bottom = (rows[1], rows[0]) if scores[1] > scores[0] else (rows[0], rows[1])
        gap = abs(float(scores[1] - scores[0]))
        if posterior[bottom, names.index(higher)] >= min_share:  # the comparison contradicts the die read alone
            gap -= pair.alone_higher_worth_gaps * pair.sure_gap
            if gap < 0.0:
                top, bottom = bottom, top
        clarity = 0.5 + 0.5 * min(1.0, abs(gap) / pair.sure_gap)
        most = 1.0 if trust is None else float(trust[rows].min())
        settled[int(top)] = (higher, min(float(share[top]) * clarity, most))
        settled[int(bottom)] = (lower, min(float(share[bottom]) * clarity, most))
    return settled
