"""Seeded random games of Blöder Sack played to the end, in the shape of the cross-engine conformance suite."""

import json
from pathlib import Path

import pytest
from random_play import play_checked

from games import load

ENGINE = load("bloeder-sack")
CARD_DATA = json.loads((Path(__file__).parent.parent / "fixtures/cards/bloeder-sack.json").read_text())


def play(players: int, seed: int, options: dict | None):
    return play_checked(ENGINE, players, seed, options)


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
