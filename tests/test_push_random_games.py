"""Seeded random games of PUSH played to the end, in the shape of the cross-engine conformance suite."""

import pytest
from random_play import play_checked

from games import load
from games.push.chance import bust_chance

ENGINE = load("push")


def play(players: int, seed: int, options: dict | None = None):
    return play_checked(ENGINE, players, seed, options, check=bust_chance_is_a_probability, max_steps=5000)


def bust_chance_is_a_probability(state):
    assert 0 <= bust_chance(state) <= 1


@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("seed", range(2))
def test_a_random_game_draws_the_whole_pile_and_ends_with_no_legal_actions(players, seed):
    state = play(players, seed)
    assert ENGINE.legal_actions(state) == () and state.pile_size == 0


def test_a_random_game_ends_in_the_risk_variant_without_switch_cards():
    state = play(2, 7, {"risk_variant": True, "switch_cards_removed": True})
    assert sum(state.seen) == 108
    assert sorted(ENGINE.ranking(state)) == [0, 1]
