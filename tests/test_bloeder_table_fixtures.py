"""Blöder Sack states laid out by hand for the table tests: which cards lie where, whose dice on which field.

A die is written "R5" (owner's colour initial, value) in field order; stamps follow the order of writing,
so a later die in the list is placed later.
"""

from __future__ import annotations

from dataclasses import replace

from games import load
from games.bloeder_sack.conditions import Condition
from games.bloeder_sack.state import DICE_PER_PLAYER, BloederSackState, PlacedDie, Slot

ENGINE = load("bloeder-sack")
COLOURS = ("red", "blue", "white", "black")
INITIALS = {"R": 0, "B": 1, "W": 2, "S": 3}
CARDS = {
    1: Condition("most_value", 4),
    2: Condition("most_dice"),
    3: Condition("last_value", 1),
    4: Condition("max_sum_below", 10),
    5: Condition("most_distinct"),
}
SACKS = {1: 2, 2: 1, 3: 1, 4: None, 5: 2}  # card 4's sack value not yet known


def card_data() -> dict:
    cards = [
        {"family": card.family, "parameter": card.parameter, "sacks": SACKS[number]} for number, card in CARDS.items()
    ]
    return {"cards": cards}


def board(players: int, dice: dict[int, str], current: int = 0, phase: str = "roll") -> BloederSackState:
    """All five cards revealed, `dice` by Ablagekarte ("R4 B4 R2"), supplies reduced by the dice placed."""
    state = ENGINE.new_game(players, options=card_data())
    stamp = 1
    slots = []
    supply = [DICE_PER_PLAYER] * players
    for number in range(1, 6):
        placed = []
        for code in dice.get(number, "").split():
            owner = INITIALS[code[0]]
            placed.append(PlacedDie(owner, int(code[1]), stamp))
            supply[owner] -= 1
            stamp += 1
        slots.append(Slot(CARDS[number], tuple(placed)))
    return replace(
        state,
        slots=tuple(slots),
        supply=tuple(supply),
        reveal_queue=(),
        revealed=5,
        next_stamp=stamp,
        current=current,
        phase=phase,
    )
