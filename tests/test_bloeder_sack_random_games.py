"""Seeded random games of Blöder Sack played to the end, in the shape of the cross-engine conformance suite."""

import json
import random
from pathlib import Path

import pytest

from games import load
from games.engine import AwaitDecision, Engine, Finished

ENGINE = load("bloeder-sack")
CARD_DATA = json.loads((Path(__file__).parent.parent / "fixtures/cards/bloeder-sack.json").read_text())


def play_to_the_end(engine: Engine, players: int, seed: int, options: dict | None, check=None, max_steps=3000):
    """A seeded random game to the end, as the conformance suite plays it, checking every step: exact JSON
    round trip, `apply` leaves its input alone, and `check(state)` if given. Shared by the PUSH and Gönnen
    random-game tests."""
    rng = random.Random(seed)
    state = engine.new_game(players, seed=seed, options=options)
    for _ in range(max_steps):
        assert type(state).from_json(state.to_json()) == state
        if check:
            check(state)
        if isinstance(state.waiting_for(), Finished):
            return state
        if isinstance(state.waiting_for(), AwaitDecision):
            action = rng.choice(engine.legal_actions(state))
        else:
            action = engine.sample_chance(state, rng)
        before = state.to_json()
        after = engine.apply(state, action)
        assert state.to_json() == before
        state = after
    raise AssertionError(f"game did not end within {max_steps} steps")


def play(players: int, seed: int, options: dict | None):
    return play_to_the_end(ENGINE, players, seed, options)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_a_random_game_ends_with_no_legal_actions_and_dice_conserved(players, seed):
    state = play(players, seed, CARD_DATA)
    assert ENGINE.legal_actions(state) == ()
    assert state.supply == (10,) * players
    assert any(len(cards) >= 4 for cards in state.won) or state.revealed == 27


@pytest.mark.parametrize("options", [None, {"nobody_fulfils": "discard", "zero_count_qualifies": True}])
def test_a_random_game_ends_without_card_data_and_with_the_other_options(options):
    state = play(4, 11, options)
    assert sorted(ENGINE.ranking(state)) == [0, 1, 2, 3]
    assert [score.total for score in ENGINE.scores(state)] == [
        sum(state.sacks(card) for card in cards) for cards in state.won
    ]


def test_a_random_game_with_a_short_pile_ends_when_no_card_is_left():
    state = play(3, 5, {"deck_size": 6, "nobody_fulfils": "discard"})
    assert ENGINE.legal_actions(state) == ()
