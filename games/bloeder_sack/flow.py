"""State transitions of Blöder Sack: scoring a card, revealing, placing, replacing and passing the turn.

Each function takes a state and returns a new one; none checks legality (the engine does that first).
"""

from __future__ import annotations

from dataclasses import replace

from games.bloeder_sack.conditions import Condition
from games.bloeder_sack.standings import winner
from games.bloeder_sack.state import CARDS_TO_END, BloederSackState, PlacedDie, SackValue, Scoring, Slot


def score(state: BloederSackState, slot_number: int, final: bool = False) -> BloederSackState:
    """Award the card on `slot_number`, clear its dice back to their owners and queue a new card.

    Nobody fulfilling it follows `rules.nobody_fulfils` (A1). In the final scoring no new card is revealed.
    """
    slot = state.slot(slot_number)
    best = winner(state, slot_number)
    supply = list(state.supply)
    for die in slot.dice:
        supply[die.owner] += 1
    card_stays = best is None and state.rules.nobody_fulfils == "card_stays"
    won = list(state.won)
    if best is not None:
        won[best] = (*won[best], slot.card)
    state = replace(
        state,
        supply=tuple(supply),
        won=tuple(won),
        end_triggered=state.end_triggered or any(len(cards) >= CARDS_TO_END for cards in won),
        scorings=(*state.scorings, Scoring(slot_number, slot.card, best)),
    )
    state = state.with_slot(slot_number, Slot(card=slot.card if card_stays else None))
    if not card_stays and not final and state.revealed < state.rules.deck_size:
        state = replace(state, reveal_queue=(*state.reveal_queue, slot_number))
    if all(slot.card is None for slot in state.slots) and not state.reveal_queue:
        # A5: the pile is empty and no card is left to play for; end the round (inferred).
        state = replace(state, end_triggered=True)
    return state


def reveal(state: BloederSackState, condition: Condition) -> BloederSackState:
    """Lay the turned-over card above the first Ablagekarte waiting; ask for its sacks if nobody knows them."""
    slot_number, *rest = state.reveal_queue
    state = state.with_slot(slot_number, Slot(card=condition))
    revealed = state.revealed + 1
    queue = tuple(rest) if revealed < state.rules.deck_size else ()
    sack_entry = condition if state.sacks(condition) is None else None
    return replace(state, revealed=revealed, reveal_queue=queue, sack_entry=sack_entry)


def enter_sacks(state: BloederSackState, sacks: int) -> BloederSackState:
    entry = SackValue(state.sack_entry, sacks)
    return replace(state, entered_sacks=(*state.entered_sacks, entry), sack_entry=None)


def roll(state: BloederSackState, values: tuple[int, int]) -> BloederSackState:
    """Take the two rolled dice in hand; a 1-1 … 5-5 scores its own card if it holds a die [rulebook]."""
    state = replace(state, in_hand=tuple(sorted(values)), phase="place")
    low, high = state.in_hand
    if low != high:
        return state
    if low == 6:
        return replace(state, phase="double_six") if double_six_choices(state) else state
    return score(state, low) if state.slot(low).dice else state


def double_six_choices(state: BloederSackState) -> tuple[int, ...]:
    """The cards a 6-6 may score: any holding a die (A6 option: one of the roller's dice)."""
    own_needed = state.rules.double_six_needs_own_die
    return tuple(
        number
        for number, slot in enumerate(state.slots, start=1)
        if slot.dice and (not own_needed or slot.dice_of(state.current))
    )


def forced_choices(state: BloederSackState) -> tuple[int, ...]:
    """The cards a player with fewer than 2 dice in supply may score first: those with ≥ 2 of his dice."""
    return tuple(number for number, slot in enumerate(state.slots, start=1) if len(slot.dice_of(state.current)) >= 2)


def score_chosen(state: BloederSackState, slot_number: int) -> BloederSackState:
    """A scoring the player chose: the forced one before rolling, or the optional one on a 6-6."""
    next_phase = "roll" if state.phase == "pre" else "place"
    return replace(score(state, slot_number), phase=next_phase)


def place(state: BloederSackState, value: int, slot_number: int) -> BloederSackState:
    """Put a die on the lowest free field; a full card is scored at once [rulebook]."""
    slot = state.slot(slot_number)
    die = PlacedDie(state.current, value, state.next_stamp)
    hand = list(state.in_hand)
    hand.remove(value)
    state = state.with_slot(slot_number, replace(slot, dice=(*slot.dice, die)))
    state = replace(state.with_supply(state.current, -1), in_hand=tuple(hand), next_stamp=state.next_stamp + 1)
    if len(state.slot(slot_number).dice) == state.capacity:
        state = score(state, slot_number)
    return end_turn(state) if not hand else state


def replace_die(state: BloederSackState, slot_number: int, field: int, value: int) -> BloederSackState:
    """Swap another player's die for an own die of the same value; the other rolled die goes back (B5)."""
    slot = state.slot(slot_number)
    removed = slot.dice[field - 1]
    stamp = state.next_stamp if state.rules.replacement_is_latest else removed.stamp
    dice = list(slot.dice)
    dice[field - 1] = PlacedDie(state.current, value, stamp)
    state = state.with_slot(slot_number, replace(slot, dice=tuple(dice)))
    state = state.with_supply(removed.owner, +1).with_supply(state.current, -1)
    return end_turn(replace(state, in_hand=(), next_stamp=state.next_stamp + 1))


def end_turn(state: BloederSackState) -> BloederSackState:
    """Pass to the left; once the end is triggered, the round ends with the player right of the start player."""
    state = replace(state, in_hand=())
    if state.end_triggered and state.current == state.players - 1:
        for number, slot in enumerate(state.slots, start=1):
            if slot.dice:
                state = score(state, number, final=True)
        return replace(state, phase="over", reveal_queue=())
    state = replace(state, current=(state.current + 1) % state.players)
    return begin_turn(state)


def begin_turn(state: BloederSackState) -> BloederSackState:
    """With fewer than 2 dice in supply a player must first score a card holding ≥ 2 of his dice (B6)."""
    if state.supply[state.current] < 2 and forced_choices(state):
        return replace(state, phase="pre")
    return replace(state, phase="roll")
