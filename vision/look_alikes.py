"""Tell two look-alike colours apart by comparing their dice with each other: the white and the silver die.

A bright silver face is as light as a white one, so alone either may pass for the other; but a set with one die
of each shows them side by side, and the metallic one has the larger lightness spread (L* p80 − p20) for its
lightness. So when exactly two dice of a frame are each surely one of the pair, the one with the higher
`spread − METALLIC_LIGHTNESS_WEIGHT × L*` is the metallic colour and the other the diffuse one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

LOOK_ALIKES = (("white", "silver"),)  # (diffuse, metallic) colour pairs
METALLIC_LIGHTNESS_WEIGHT = 0.1  # L* spread units per L* unit (chosen on the Doppelt so clever train split)


def tell_apart(
    features: np.ndarray, posterior: np.ndarray, names: Sequence[str], counts: Mapping[str, int], min_share: float
) -> dict[int, tuple[str, float]]:
    """Colour and confidence of each die settled by its look-alike partner, by row of `features`.

    features: (dice, 4) as `vision.profiles.FEATURES` (L*, a*, b*, L* spread); posterior: (dice, colours) over
    `names`; counts: dice per colour in the set (a pair is compared only when the set has one of each);
    min_share: the posterior the two colours together must reach for a die to count as one of the pair.
    """
    settled: dict[int, tuple[str, float]] = {}
    for diffuse, metallic in LOOK_ALIKES:
        if diffuse not in names or metallic not in names or counts.get(diffuse) != 1 or counts.get(metallic) != 1:
            continue
        share = posterior[:, names.index(diffuse)] + posterior[:, names.index(metallic)]
        rows = np.flatnonzero((share >= min_share) & np.isfinite(features).all(axis=1))
        if len(rows) != 2:
            continue
        metallic_score = features[rows, 3] - METALLIC_LIGHTNESS_WEIGHT * features[rows, 0]
        shiny, plain = (rows[1], rows[0]) if metallic_score[1] > metallic_score[0] else (rows[0], rows[1])
        settled[int(shiny)] = (metallic, float(share[shiny]))
        settled[int(plain)] = (diffuse, float(share[plain]))
    return settled
