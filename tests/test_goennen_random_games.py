"""Seeded random games of Man muss auch gönnen können played to the end with a made-up test deck (the real
card list is not known), in the shape of the cross-engine conformance suite."""

import pytest
from random_play import play_checked

from games import load
from games.goennen_koennen.cards import BONUS_KINDS, SCORING_KINDS

ENGINE = load("goennen-koennen")
COLOURS = ("yellow", "orange", "green", "blue", "fifth")


def made_up_deck() -> list[dict]:
    """Test data only: small tasks of every kind, every bonus and every scoring rule."""
    tasks = [
        {"fields": [{"colour": "white"}, {"colour": "white"}]},
        {"fields": [{"colour": "yellow", "printed": 3}, {"colour": "white", "printed": 5}]},
        {"fields": [{}, {}, {}], "constraints": [{"kind": "increasing", "fields": [0, 1, 2]}]},
        {"fields": [{"colour": "orange"}, {}], "constraints": [{"kind": "equal", "fields": [0, 1]}]},
        {"fields": [{}, {}], "constraints": [{"kind": "sum_at_least", "fields": [0, 1], "amount": 9}]},
    ]
    cards = []
    for i in range(14):
        task = tasks[i % len(tasks)]
        colour = COLOURS[i % len(COLOURS)]
        cards.append(
            {
                "id": f"W{i}",
                "kind": "scoring",
                "colour": colour,
                "scoring": SCORING_KINDS[i % 7],
                "scoring_colour": COLOURS[(i + 1) % 5],
                "points": 2 + i % 3,
                **task,
            }
        )
        bonus = BONUS_KINDS[i % len(BONUS_KINDS)]
        cards.append(
            {
                "id": f"B{i}",
                "kind": "bonus",
                "colour": None if bonus == "choose_colour" else colour,
                "bonus": bonus,
                **task,
            }
        )
    return cards


def play(players: int, seed: int, options: dict):
    return play_checked(ENGINE, players, seed, options, max_steps=4000)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_random_game_with_a_test_deck_ends_with_no_legal_actions(players):
    state = play(players, players, {"cards": made_up_deck()})
    assert ENGINE.legal_actions(state) == ()
    assert all(len(display) <= 9 for display in state.displays)
    assert sorted(ENGINE.ranking(state)) == list(range(players))
