"""Seeded random whole games through the engine: the conformance checks every engine passes."""

import random

import pytest
from test_gnw_fixtures import synthetic_catalogue

from games import load
from games.engine import AwaitReveal, AwaitRoll, Finished
from games.geht_noch_was.scoring import score
from games.geht_noch_was.state import GnwState

ENGINE = load("geht-noch-was")
CARDS = synthetic_catalogue()


def play(players, seed, check=lambda state: None, **options):
    """Play to the end: chance from `sample_chance`, decisions at random; `check` sees every state."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players, seed=seed, options={"cards": CARDS, **options})
    for _ in range(5000):
        check(state)
        waiting = state.waiting_for()
        if isinstance(waiting, Finished):
            return state
        if isinstance(waiting, AwaitRoll | AwaitReveal):
            action = ENGINE.sample_chance(state, rng)
        else:
            action = rng.choice(ENGINE.legal_actions(state))
        state = ENGINE.apply(state, action)
    raise AssertionError("game did not finish within 5000 steps")


def round_trips(state):
    assert GnwState.from_json(state.to_json()) == state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_seeded_game_round_trips_exactly_at_every_step(players):
    play(players, seed=players, check=round_trips)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_end_after_round_five_with_no_legal_actions(seed):
    state = play(1 + seed % 4, seed, free_start=seed % 2 == 0)
    assert (state.round, ENGINE.legal_actions(state)) == (5, ())


def test_scores_equal_the_totals_recomputed_from_the_boards():
    state = play(3, seed=11)
    for player, board in enumerate(state.boards):
        recomputed = sum(
            state.card(s.card).points * s.multiplier * state.rules.factors[s.level - 1] for s in board.scored
        )
        assert ENGINE.scores(state)[player].total == recomputed + board.luck
        assert score(player, board, state.card, state.rules) == ENGINE.scores(state)[player]


def test_the_luck_supply_is_never_overdrawn():
    play(4, seed=5, check=lambda state: _supply_not_negative(state))


def _supply_not_negative(state):
    assert state.luck_supply >= 0
    assert all(0 <= board.luck <= 4 for board in state.boards)


def test_the_same_seed_and_choices_replay_the_same_game():
    assert play(2, seed=8) == play(2, seed=8)


def test_a_game_with_multiplayer_solo_rules_finishes():
    state = play(2, seed=4, solo_rules=True)
    assert isinstance(state.waiting_for(), Finished)
