"""Doppelt so clever move advisor: ranks every legal choice and picks a legal one."""

import random

from test_dsc_support import ENGINE, play, roll, with_sheet

from games.doppelt_so_clever.actions import Decline, Pick
from games.doppelt_so_clever.advisor import ADVISOR, share_left
from games.doppelt_so_clever.equity import equity, turn_worth
from games.doppelt_so_clever.sheet import CIRCLED, CROSSED, Sheet


def first_roll():
    return roll(ENGINE.new_game(players=1), silver=2, yellow=4, blue=5, green=6, pink=3, white=5)


def test_the_advisor_ranks_every_legal_choice_best_first():
    state = first_roll()
    ranked = ADVISOR.rank(state, random.Random(1))
    assert sorted(map(repr, (action for _, action in ranked))) == sorted(map(repr, ENGINE.legal_actions(state)))
    assert [value for value, _ in ranked] == sorted((value for value, _ in ranked), reverse=True)


def test_the_advisor_chooses_a_labelled_legal_action():
    state = first_roll()
    choice = ADVISOR.choose(state, random.Random(1))
    assert choice in ENGINE.legal_actions(state) and choice.label is not None


def test_the_advisor_leaves_the_state_alone():
    state = first_roll()
    before = state.to_json()
    ADVISOR.rank(state, random.Random(1))
    assert state.to_json() == before


def test_the_advisor_crosses_a_circled_yellow_rather_than_declining():
    state = roll(ENGINE.new_game(players=1), silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    state = play(state, Pick("white", "pink"))
    state = with_sheet(state, yellow=(0,) * 7 + (CROSSED, CIRCLED, 0), silver=((1,),) * 4, pink=(1,) * 12)
    state = roll(state, silver=1, yellow=5, blue=6, green=6, pink=1, white=6)
    ranked = ADVISOR.rank(state, random.Random(1))
    assert [action for _, action in ranked] == [Pick("yellow", "yellow", 8), Decline()]


def test_equity_of_a_finished_sheet_is_its_score():
    sheet = Sheet(silver=((1, 2), (), (), ()), pink=(5, 3), foxes=1)
    assert equity(sheet, share_left=0.0) == 4 + 8 + 0


def test_more_dice_in_hand_make_the_rest_of_the_turn_worth_more():
    assert turn_worth(2, 5) > turn_worth(2, 2) > turn_worth(2, 0) == 0


def test_the_share_of_the_game_left_falls_from_one_to_zero():
    start = ENGINE.new_game(players=1)
    assert 0.9 < share_left(start) <= 1.0
    assert share_left(ENGINE.new_game(players=1).__class__(**{**start.__dict__, "phase": "finished"})) == 0.0
