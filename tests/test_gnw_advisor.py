"""The Geht noch was? advisor: legal hints, stay or step out by the exact odds."""

import random
from dataclasses import replace

from test_gnw_fixtures import roll, synthetic_catalogue
from test_gnw_rules import buying, drew_identical, income_board

from games import load
from games.engine import AwaitDecision, Finished, Rolled
from games.geht_noch_was import ADVISOR
from games.geht_noch_was.actions import Fail, Fulfil, KeepCard, Stay, StepOut
from games.geht_noch_was.state import ActiveCard

ENGINE = load("geht-noch-was")
CARDS = synthetic_catalogue()


def staying(active, luck):
    """Player 1 has just fulfilled a card and decides whether to stay in."""
    state = ENGINE.new_game(2, seed=3, options={"cards": CARDS})
    state = ENGINE.apply(state, Rolled(roll("B1 B1 B6 B6 R4 R2 R6")))
    state = ENGINE.apply(state, Fulfil(2))
    return state.with_board(0, replace(state.boards[0], active=active, luck=luck, last_level=3))


def test_every_hint_along_a_seeded_game_is_a_legal_action():
    rng = random.Random(2)
    state = ENGINE.new_game(2, seed=2, options={"cards": CARDS})
    while not isinstance(state.waiting_for(), Finished):
        if isinstance(state.waiting_for(), AwaitDecision):
            action = ADVISOR.choose(state, rng)
            assert action in ENGINE.legal_actions(state)
        else:
            action = ENGINE.sample_chance(state, rng)
        state = ENGINE.apply(state, action)
    assert ENGINE.scores(state)[0].total > 0


def test_step_out_when_much_is_at_stake_and_the_next_card_is_unlikely():
    marked = tuple(ActiveCard(c, level, "black") for c, level in ((1, 1), (3, 2), (5, 3), (61, 3), (62, 3)))
    state = staying((*marked, ActiveCard(83, 4)), luck=0)  # 14 points at stake; a pair and a triple: 41 %
    assert ADVISOR.choose(state, random.Random(0)) == StepOut()


def test_stay_in_when_the_next_card_is_likely():
    state = staying((ActiveCard(1, 1, "black"), ActiveCard(25, 3), ActiveCard(26, 4)), luck=1)
    assert ADVISOR.choose(state, random.Random(0)) == Stay()


def test_fail_rather_than_spend_luck_with_nothing_at_stake():
    state = ENGINE.apply(ENGINE.new_game(2, seed=3, options={"cards": CARDS}), Rolled(roll("B1 B1 B6 B6 R1 R3 R5")))
    assert ADVISOR.choose(state, random.Random(0)) == Fail()


def test_an_identical_card_bought_is_kept():
    state = drew_identical(buying(ENGINE.new_game(2, seed=3, options={"cards": CARDS}), income_board()))
    assert ADVISOR.choose(state, random.Random(0)) == KeepCard()
