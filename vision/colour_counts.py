"""Settle a die's undecided colour by the set's counts: the one silver and the one white die of a frame.

When a die alone could be either of two colours (a light grey between white and silver), the other dice of
the frame may decide it: Doppelt so clever has one die of each colour, so if a second, clearly whiter die
lies beside it, it is the silver one. Each undecided die is tried in each colour it could plausibly have;
the dice are then shared out among the colour slots at least cost (negative log-likelihood), and the
colour whose best sharing is clearly cheapest wins. Dice decided alone are never changed here, so a
reading that breaks the counts stays as read (the expected-set check flags it).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision.assignment import min_cost_assignment

FORBIDDEN = 1e9  # cost of a slot a die may not take (finite: the assignment subtracts costs)


def share_out_undecided(
    log_likelihood: np.ndarray,
    capacities: Sequence[int],
    decided: Sequence[int | None],
    plausible_posterior: float,
) -> dict[int, tuple[int, float]]:
    """For each undecided die (row with decided[row] None), its colour index and the joint posterior of it.

    log_likelihood: (dice, colours) per die and colour. capacities: dice of each colour the set has.
    decided: the colour index of each die decided alone, None where undecided. Dice that cannot all be placed
    in the slots (more dice than the set has) are left undecided: an empty result.
    """
    slots = [colour for colour, capacity in enumerate(capacities) for _ in range(capacity)]
    if len(decided) > len(slots):
        return {}
    cost = -log_likelihood[:, slots]
    for row, colour in enumerate(decided):
        if colour is not None:
            cost[row, np.array(slots) != colour] = FORBIDDEN
    posterior = np.exp(log_likelihood - log_likelihood.max(axis=1, keepdims=True))
    posterior /= posterior.sum(axis=1, keepdims=True)
    resolved = {}
    for row in (row for row, colour in enumerate(decided) if colour is None):
        totals = {}
        for colour in np.flatnonzero(posterior[row] >= plausible_posterior):
            trial = cost.copy()
            trial[row, np.array(slots) != colour] = FORBIDDEN
            total = sum(trial[r, c] for r, c in enumerate(min_cost_assignment(trial)))
            if total < FORBIDDEN / 2:
                totals[int(colour)] = total
        if totals:
            best = min(totals, key=totals.get)
            weights = {colour: np.exp(totals[best] - total) for colour, total in totals.items()}
            resolved[row] = (best, float(weights[best] / sum(weights.values())))
    return resolved
