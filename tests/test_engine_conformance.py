"""The suite every engine passes, as every OpenSpiel game does: seeded random games played to the end through
`sample_chance` and random legal actions, checking at every step what the interface promises.

Engines whose module does not exist yet are skipped. An engine that can recompute its totals from the
sheets alone exposes `totals_from_sheets(state) -> tuple[int, ...]`; the running scores must equal it.
"""

from __future__ import annotations

import random
from importlib import import_module
from importlib.util import find_spec

import pytest

import games
from games.engine import AwaitDecision, AwaitReveal, Engine, Finished, GameState
from games.playout import play_out

GAMES_PER_PLAYER_COUNT = 3
MAX_STEPS = 5000


def load_or_skip(game_id: str) -> Engine:
    """The engine, or a skip while its module (or its `ENGINE`) is not written yet."""
    module_name = games.ENGINE_MODULES[game_id]
    if find_spec(module_name) is None:
        pytest.skip(f"{module_name} is not written yet")
    if not hasattr(import_module(module_name), "ENGINE"):
        pytest.skip(f"{module_name} does not expose ENGINE yet")
    return games.load(game_id)


def player_counts(engine: Engine) -> range:
    return range(engine.min_players, engine.max_players + 1)


def play_seeded_games(engine: Engine, check_step) -> None:
    """Play GAMES_PER_PLAYER_COUNT seeded random games per player count, calling `check_step(state)` on
    every state along the way."""
    for players in player_counts(engine):
        for seed in range(GAMES_PER_PLAYER_COUNT):
            play_out(engine, players, seed, on_state=check_step, max_steps=MAX_STEPS)


def next_action(engine: Engine, state: GameState, rng: random.Random):
    if isinstance(state.waiting_for(), AwaitDecision):
        return rng.choice(engine.legal_actions(state))
    return engine.sample_chance(state, rng)


@pytest.mark.parametrize("game_id", list(games.ENGINE_MODULES))
def test_states_round_trip_exactly_through_json_at_every_step(game_id):
    engine = load_or_skip(game_id)

    def check(state):
        assert engine.state_from_json(state.to_json()) == state

    play_seeded_games(engine, check)


@pytest.mark.parametrize("game_id", list(games.ENGINE_MODULES))
def test_every_decision_offers_labelled_actions_that_round_trip(game_id):
    engine = load_or_skip(game_id)

    def check(state):
        waiting = state.waiting_for()
        if not isinstance(waiting, AwaitDecision | AwaitReveal):
            return
        actions = engine.legal_actions(state)
        assert actions, f"{engine.id} waits for {waiting} but offers no action"
        for action in actions:
            assert action.label is not None
            assert engine.action_from_json(engine.action_to_json(action)) == action

    play_seeded_games(engine, check)


@pytest.mark.parametrize("game_id", list(games.ENGINE_MODULES))
def test_a_finished_game_offers_no_legal_actions(game_id):
    engine = load_or_skip(game_id)
    finished = []

    def check(state):
        if isinstance(state.waiting_for(), Finished):
            assert engine.legal_actions(state) == ()
            finished.append(state)

    play_seeded_games(engine, check)
    assert finished


@pytest.mark.parametrize("game_id", list(games.ENGINE_MODULES))
def test_apply_never_changes_the_state_it_is_given(game_id):
    engine = load_or_skip(game_id)
    rng = random.Random(99)

    def check(state):
        if isinstance(state.waiting_for(), Finished):
            return
        before = state.to_json()
        engine.apply(state, next_action(engine, state, rng))
        assert state.to_json() == before

    play_seeded_games(engine, check)


@pytest.mark.parametrize("game_id", list(games.ENGINE_MODULES))
def test_running_scores_equal_the_totals_recomputed_from_the_sheets(game_id):
    engine = load_or_skip(game_id)
    recompute = getattr(engine, "totals_from_sheets", None)
    if recompute is None:
        pytest.skip(f"{game_id} does not expose totals_from_sheets")

    def check(state):
        assert tuple(score.total for score in engine.scores(state)) == recompute(state)

    play_seeded_games(engine, check)
