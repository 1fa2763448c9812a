"""Who wins a Sackkarte: best metric, ties to the player whose last die on the card came later [rulebook].

Pure functions of a state; they change nothing. `standings` is what the screen shows above each card.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.bloeder_sack.conditions import Condition, metric
from games.bloeder_sack.state import BloederSackState, Slot


@dataclass(frozen=True)
class Contender:
    """A qualifying player on one card: the condition's metric and the stamp of the player's latest die."""

    player: int
    metric: int
    last_stamp: int


@dataclass(frozen=True)
class Standing:
    """Who would win the card on `slot` if it were scored now.

    margin: the leader's metric minus the runner-up's (0 = won on the later die); None when nobody else
    qualifies or the card asks for the last placed die, where there is no distance to tell.
    """

    slot: int
    card: Condition | None
    leader: int | None
    margin: int | None


def contenders(card: Condition, slot: Slot, players: int, zero_count_qualifies: bool = False) -> tuple[Contender, ...]:
    """The players who fulfil `card` with their dice on `slot`, best first (the tie rule applied)."""
    found = []
    for player in range(players):
        own = slot.dice_of(player)
        if not own:
            continue
        value = metric(card, ((die.value, die.stamp) for die in own), zero_count_qualifies)
        if value is not None:
            found.append(Contender(player, value, max(die.stamp for die in own)))
    return tuple(sorted(found, key=lambda c: (c.metric, c.last_stamp), reverse=True))


def winner(state: BloederSackState, slot_number: int) -> int | None:
    """The player who wins the card on `slot_number` now, or None if nobody fulfils it."""
    slot = state.slot(slot_number)
    if slot.card is None:
        return None
    ranked = contenders(slot.card, slot, state.players, state.rules.zero_count_qualifies)
    return ranked[0].player if ranked else None


def standings(state: BloederSackState) -> tuple[Standing, ...]:
    """For each Sackkarte, who would win it now and by what margin; for the screen, changes nothing."""
    result = []
    for number, slot in enumerate(state.slots, start=1):
        if slot.card is None:
            result.append(Standing(number, None, None, None))
            continue
        ranked = contenders(slot.card, slot, state.players, state.rules.zero_count_qualifies)
        leader = ranked[0].player if ranked else None
        margin = None
        if len(ranked) > 1 and not slot.card.is_last_placed:
            margin = ranked[0].metric - ranked[1].metric
        result.append(Standing(number, slot.card, leader, margin))
    return tuple(result)
