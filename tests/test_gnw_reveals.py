"""Turning over cards with the shipped, partial catalogue: a game never waits for a card it does not offer."""

import random

import pytest

import games
from companion.gnw_cards import game_options
from games.engine import AwaitDecision, AwaitReveal, Finished
from games.geht_noch_was.actions import Reveal

ENGINE = games.load("geht-noch-was")
MAX_STEPS = 5000


def reveals_of_a_seeded_game(players, seed):
    """Every state of a random game with the shipped catalogue that waits for a card to be turned over."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players=players, seed=seed, options=game_options())
    for _ in range(MAX_STEPS):
        waiting = state.waiting_for()
        if isinstance(waiting, Finished):
            return
        if isinstance(waiting, AwaitReveal):
            yield state
        if isinstance(waiting, AwaitDecision):
            state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
        else:
            state = ENGINE.apply(state, ENGINE.sample_chance(state, rng))
    pytest.fail(f"{players}-player game {seed} not finished after {MAX_STEPS} steps")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_reveal_offers_the_piles_catalogued_cards_and_one_not_catalogued_while_it_holds_any(players):
    for seed in range(2):
        for state in reveals_of_a_seeded_game(players, seed):
            pile = state.pile(state.draws[0].pile)
            cards = [action.card for action in ENGINE.legal_actions(state)]
            unknown = [-1 - sum(card.id < 0 for card in state.cards)] if pile.count > len(pile.known) else []
            assert cards == list(dict.fromkeys(pile.known)) + unknown


def test_a_reveal_of_the_shipped_card_is_accepted_where_its_pile_holds_it():
    for state in reveals_of_a_seeded_game(2, 0):
        if 1 in state.pile(state.draws[0].pile).known:
            assert ENGINE.apply(state, Reveal(1)).card(1).colour == "green"
            return
    pytest.fail("card 1 never came up in a 2-player game with seed 0")
