"""Seeded random games of PUSH played to the end, in the shape of the cross-engine conformance suite."""

import random

import pytest

from games import load
from games.engine import AwaitRoll, Finished
from games.push.chance import bust_chance

ENGINE = load("push")
MAX_STEPS = 5000


def play(players: int, seed: int, options: dict | None = None):
    rng = random.Random(seed)
    state = ENGINE.new_game(players, seed=seed, options=options)
    for _ in range(MAX_STEPS):
        assert type(state).from_json(state.to_json()) == state
        assert 0 <= bust_chance(state) <= 1
        if isinstance(state.waiting_for(), Finished):
            return state
        if isinstance(state.waiting_for(), AwaitRoll):
            action = ENGINE.sample_chance(state, rng)
        else:
            action = rng.choice(ENGINE.legal_actions(state))
        before = state.to_json()
        after = ENGINE.apply(state, action)
        assert state.to_json() == before
        state = after
    raise AssertionError(f"game did not end within {MAX_STEPS} steps")


@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("seed", range(2))
def test_a_random_game_draws_the_whole_pile_and_ends_with_no_legal_actions(players, seed):
    state = play(players, seed)
    assert ENGINE.legal_actions(state) == () and state.pile_size == 0


def test_a_random_game_ends_in_the_risk_variant_without_switch_cards():
    state = play(2, 7, {"risk_variant": True, "switch_cards_removed": True})
    assert sum(state.seen) == 108
    assert sorted(ENGINE.ranking(state)) == [0, 1]
