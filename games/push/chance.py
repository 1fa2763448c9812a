"""The exact chance that the next card busts, from the cards already seen; for the screen before each draw."""

from __future__ import annotations

from fractions import Fraction

from games.push.cards import SWITCH_CARD, remaining, targets
from games.push.state import PushState


def bust_chance(state: PushState) -> Fraction:
    """Cards left that fit no row (with 3 rows already begun), over all cards left; does not change `state`.

    Every card revealed this game counts as seen, discarded ones included. A Richtungswechsel never busts.
    """
    left = remaining(state.deck, state.seen)
    total = sum(left.values())
    if not total:
        return Fraction(0)
    busting = sum(count for card, count in left.items() if card != SWITCH_CARD and not targets(card, state.rows))
    return Fraction(busting, total)
