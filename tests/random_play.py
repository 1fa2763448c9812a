"""Seeded random games with the checks every step owes the interface, for the per-game random-game tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.engine import Engine, GameState
from games.playout import play_out


def play_checked(
    engine: Engine,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    check: Callable[[GameState], None] | None = None,
    max_steps: int = 3000,
) -> GameState:
    """Play to the end, asserting at every step an exact JSON round trip and `check(state)` if given."""

    def check_step(state: GameState) -> None:
        assert type(state).from_json(state.to_json()) == state
        if check:
            check(state)

    return play_out(engine, players, seed, options, on_state=check_step, max_steps=max_steps)
