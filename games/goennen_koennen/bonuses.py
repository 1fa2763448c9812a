"""Bonus circles: how many uses a player has left of each bonus, and ticking them off (G7, G8)."""

from __future__ import annotations

from dataclasses import replace

from games.goennen_koennen.state import GoennenState


def uses_left(state: GoennenState, player: int, bonus: str) -> int:
    """Unticked circles on the player's completed cards with this bonus."""
    return sum(
        design.uses - card.ticks
        for card in state.displays[player]
        if card.is_completed and (design := state.rules.design(card.design_id)).bonus == bonus
    )


def tick(state: GoennenState, player: int, bonus: str, count: int) -> GoennenState:
    """Tick `count` circles of this bonus, filling its cards in display order."""
    for card in state.displays[player]:
        if count <= 0:
            break
        design = state.rules.design(card.design_id)
        if card.is_completed and design.bonus == bonus and card.ticks < design.uses:
            taken = min(count, design.uses - card.ticks)
            state = state.with_card(player, replace(card, ticks=card.ticks + taken))
            count -= taken
    return state
