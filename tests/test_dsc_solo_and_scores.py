"""Doppelt so clever: the solo passive turn and rating, final scores and the tie-break (spec §6, E12, Q13–Q16)."""

import pytest
from test_dsc_support import ENGINE, play, roll, with_sheet

from dicetable.messages import set_language
from games.doppelt_so_clever.actions import Continue, Decline, Forfeit, Pick
from games.doppelt_so_clever.sheet import CROSSED, ActionTrack
from games.doppelt_so_clever.solo import passive_pool, solo_rating
from games.engine import AwaitDecision, AwaitRoll


def solo_passive_roll():
    """A solo game right after its first active turn ended early, waiting for the passive roll."""
    state = roll(ENGINE.new_game(players=1), silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    return play(state, Pick("white", "pink"))


def test_after_the_solo_active_turn_all_six_dice_are_rolled_for_the_passive_turn():
    assert solo_passive_roll().waiting_for() == AwaitRoll(0, ("silver", "yellow", "blue", "green", "pink", "white"))


def test_the_solo_passive_turn_offers_the_three_lowest_dice():
    state = roll(solo_passive_roll(), silver=6, yellow=3, blue=1, green=5, pink=2, white=4)
    dice = {action.die for action in ENGINE.legal_actions(state) if isinstance(action, Pick)}
    assert dice == {"yellow", "blue", "pink"}


def test_dice_tied_with_the_third_lowest_are_all_offered_in_the_solo_passive_turn():
    assert passive_pool((3, 3, 1, 3, 2, 5)) == ("silver", "yellow", "blue", "green", "pink")


@pytest.mark.parametrize(("fallback", "expected"), [(False, set()), (True, {"silver", "green", "white"})])
def test_the_solo_passive_turn_offers_other_dice_only_with_the_fallback_option(fallback, expected):
    state = ENGINE.new_game(players=1, options={"solo_passive_fallback": fallback})
    state = roll(state, silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    state = with_sheet(play(state, Pick("white", "pink")), yellow=(CROSSED,) * 10, pink=(1,) * 12, blue=(2,) * 12)
    state = roll(state, silver=6, yellow=3, blue=1, green=5, pink=2, white=4)
    assert {action.die for action in ENGINE.legal_actions(state) if isinstance(action, Pick)} == expected


def test_the_solo_passive_player_cannot_reroll():
    state = roll(solo_passive_roll(), silver=6, yellow=3, blue=1, green=5, pink=2, white=4)
    assert state.sheets[0].reroll.available == 1
    assert all(type(action).__name__ != "Reroll" for action in ENGINE.legal_actions(state))


def test_the_solo_round_ends_after_the_passive_turn_and_the_next_begins():
    state = roll(solo_passive_roll(), silver=6, yellow=3, blue=1, green=5, pink=2, white=4)
    state = play(state, Decline())
    assert (state.round, state.sheets[0].extra_die, state.waiting_for()) == (
        2,
        ActionTrack(circled=1),
        AwaitRoll(0, ("silver", "yellow", "blue", "green", "pink", "white")),
    )


@pytest.mark.parametrize(
    ("total", "rating"),
    [(320, "Twice as clever!"), (319, "Points = IQ!"), (150, "You can do better."), (139, "Half as clever.")],
)
def test_the_solo_rating_follows_the_printed_bands(total, rating):
    set_language("en")
    assert str(solo_rating(total)) == rating


def test_scores_break_down_per_area_and_foxes():
    state = with_sheet(ENGINE.new_game(players=1), silver=((1,), (), (), ()), pink=(5, 3), foxes=1, yellow=(0,) * 10)
    lines = [(str(line.label), line.points) for line in ENGINE.scores(state)[0].lines]
    assert lines == [("Silber", 2), ("Gelb", 0), ("Blau", 0), ("Grün", 0), ("Rosa", 8), ("Füchse (1 × 0)", 0)]


def test_a_tie_goes_to_the_player_with_the_best_single_area():
    state = ENGINE.new_game(players=2)
    state = with_sheet(state, 0, pink=(6, 6, 6))
    state = with_sheet(state, 1, pink=(5, 5), blue=(8,) * 4 + (7,) * 4)
    assert [score.total for score in ENGINE.scores(state)] == [18, 46]
    state = with_sheet(state, 1, pink=(6, 6, 6), blue=())
    state = with_sheet(state, 0, pink=(6, 6), blue=(5, 1))
    assert ENGINE.ranking(state) == (1, 0)


def test_a_forfeit_is_always_offered_to_the_active_player():
    state = roll(ENGINE.new_game(players=1), silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    assert Forfeit() in ENGINE.legal_actions(state)


def test_the_game_end_leaves_no_extra_window_beyond_the_last_turn():
    state = ENGINE.new_game(players=1)
    state = with_sheet(state, extra_die=ActionTrack(3, 0))
    state = roll(state, silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    state = play(state, Pick("white", "pink"))
    assert state.waiting_for() == AwaitDecision(0) and Continue() in ENGINE.legal_actions(state)


def test_solo_passive_example_offers_blue_1_pink_2_and_the_3s_tied_for_the_yellow_3s_place():
    state = roll(solo_passive_roll(), silver=3, yellow=3, blue=1, green=3, pink=2, white=5)
    assert state.platter == ("silver", "yellow", "blue", "green", "pink")
