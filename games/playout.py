"""Seeded games played to the end through an engine alone: chance from `sample_chance`, decisions by a policy.

The bench and the conformance tests play games this way; an advisor is just another policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from games.engine import Action, AwaitDecision, Engine, Finished, GameState

Policy = Callable[[GameState, random.Random], Action]


class GameDidNotEnd(AssertionError):
    """A play-out ran past its step limit: an engine that never finishes is a bug, not a long game."""


def random_policy(engine: Engine) -> Policy:
    """Any legal action, uniformly at random."""
    return lambda state, rng: rng.choice(engine.legal_actions(state))


def play_out(
    engine: Engine,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    policy: Policy | None = None,
    on_state: Callable[[GameState], None] | None = None,
    on_action: Callable[[GameState, Action], None] | None = None,
    max_steps: int = 10_000,
) -> GameState:
    """The finished state of a seeded game; `on_state` sees every state on the way, the last one included,
    and `on_action` every action (rolls and reveals too) with the state it is applied to.

    The same (engine, players, seed, options, policy) always plays the same game.
    """
    choose = policy or random_policy(engine)
    rng = random.Random(seed)
    state = engine.new_game(players, seed=seed, options=options)
    for _ in range(max_steps):
        if on_state:
            on_state(state)
        if isinstance(state.waiting_for(), Finished):
            return state
        if isinstance(state.waiting_for(), AwaitDecision):
            action = choose(state, rng)
        else:
            action = engine.sample_chance(state, rng)
        if on_action:
            on_action(state, action)
        state = engine.apply(state, action)
    raise GameDidNotEnd(f"{engine.id}: {players}-player game {seed} not finished after {max_steps} steps")
