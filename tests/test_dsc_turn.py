"""Doppelt so clever: the active turn, passive picks, actions and rounds (spec §2, §4, examples E1–E3, E8, E13, E14)."""

import random
from dataclasses import replace

import pytest
from test_dsc_support import ENGINE, play, roll, with_sheet

from dicetable.messages import set_language
from games.doppelt_so_clever.actions import (
    ChainCross,
    Continue,
    Decline,
    EndChain,
    Forfeit,
    Pick,
    Reroll,
    ReturnDie,
    UseExtraDie,
)
from games.doppelt_so_clever.sheet import CIRCLED, CROSSED, ActionTrack, Sheet
from games.doppelt_so_clever.state import DscState, Options
from games.doppelt_so_clever.turn import begin_round
from games.engine import AwaitDecision, AwaitRoll, Finished
from games.errors import IllegalAction


def luca_after_three_picks():
    """Example E1 with faces chosen to fit it: pink 3, then white 4 as pink, then yellow 3."""
    state = ENGINE.new_game(players=2)
    state = roll(state, silver=2, yellow=4, blue=5, green=6, pink=3, white=5)
    state = play(state, Pick("pink", "pink"))
    state = roll(state, yellow=5, blue=1, green=2, white=4)
    state = play(state, Pick("white", "pink"))
    state = roll(state, yellow=3)
    return play(state, Pick("yellow", "yellow", 0))


def test_a_game_starts_with_the_start_player_rolling_all_six_dice():
    waiting = ENGINE.new_game(players=3).waiting_for()
    assert waiting == AwaitRoll(0, ("silver", "yellow", "blue", "green", "pink", "white"))


def test_strictly_lower_dice_go_to_the_platter_and_the_rest_is_rolled_next():
    state = ENGINE.new_game(players=2)
    state = roll(state, silver=2, yellow=4, blue=5, green=6, pink=3, white=5)
    state = play(state, Pick("pink", "pink"))
    assert (state.platter, state.waiting_for()) == (("silver",), AwaitRoll(0, ("yellow", "blue", "green", "white")))


def test_dice_equal_to_the_chosen_one_stay_in_hand():
    state = roll(ENGINE.new_game(players=2), silver=3, yellow=3, blue=1, green=2, pink=3, white=6)
    state = play(state, Pick("yellow", "yellow", 0))
    assert (state.hand, state.platter) == (("silver", "pink", "white"), ("blue", "green"))


def test_choosing_the_lowest_die_sends_nothing_to_the_platter():
    state = roll(ENGINE.new_game(players=2), silver=3, yellow=3, blue=1, green=2, pink=3, white=6)
    state = play(state, Pick("blue", "blue"))
    assert state.platter == ()


def test_luca_example_fills_three_die_fields_and_leaves_silver_blue_green_on_the_platter():
    state = luca_after_three_picks()
    assert (state.fields, state.platter) == (("pink", "white", "yellow"), ("silver", "blue", "green"))
    assert state.sheets[0].pink == (3, 4)
    assert state.sheets[0].yellow[0] == CIRCLED


def test_after_the_active_turn_the_next_player_chooses_from_the_platter():
    state = luca_after_three_picks()
    assert state.waiting_for() == AwaitDecision(1)
    dice = {action.die for action in ENGINE.legal_actions(state) if isinstance(action, Pick)}
    assert dice == {"silver", "blue", "green"}


def test_a_passive_player_may_decline_and_the_turn_passes_to_the_left():
    state = play(luca_after_three_picks(), Decline())
    assert state.waiting_for() == AwaitRoll(1, ("silver", "yellow", "blue", "green", "pink", "white"))


def test_a_passive_player_takes_blue_as_the_sum_with_white_on_a_die_field():
    state = play(luca_after_three_picks(), Pick("blue", "blue"))
    assert state.sheets[1].blue == (5,)


def test_a_passive_player_who_cannot_use_the_platter_may_use_a_die_field():
    state = luca_after_three_picks()
    full = (1, 2, 3, 4, 5, 6)
    state = with_sheet(state, 1, silver=(full, full, full, full), blue=(12,) * 12, green=(2,) * 12)
    dice = {action.die for action in ENGINE.legal_actions(state) if isinstance(action, Pick)}
    assert dice == {"pink", "white", "yellow"}


def test_the_silver_chain_crosses_the_dice_the_silver_pick_sent_to_the_platter():
    state = roll(ENGINE.new_game(players=2), silver=3, yellow=4, blue=1, green=5, pink=6, white=2)
    state = play(state, Pick("silver", "silver", 2))
    assert state.chain == ("blue", "white")
    state = play(state, ChainCross("blue", 1), ChainCross("white", 2))
    assert state.sheets[0].silver == ((), (1,), (2, 3), ())
    assert ENGINE.scores(state)[0].lines[0].points == 6


def test_a_chained_blue_die_may_only_be_crossed_in_the_blue_row():
    state = roll(ENGINE.new_game(players=2), silver=3, yellow=4, blue=1, green=5, pink=6, white=2)
    state = play(state, Pick("silver", "silver", 2))
    rows = {action.row for action in ENGINE.legal_actions(state) if getattr(action, "die", None) == "blue"}
    assert rows == {1}


def test_the_silver_chain_is_optional():
    state = roll(ENGINE.new_game(players=2), silver=3, yellow=4, blue=1, green=5, pink=6, white=2)
    state = play(state, Pick("silver", "silver", 2), EndChain())
    assert (state.chain, state.sheets[0].silver) == ((), ((), (), (3,), ()))


def test_dice_already_on_the_platter_are_not_part_of_the_chain():
    state = roll(ENGINE.new_game(players=2), silver=4, yellow=6, blue=1, green=5, pink=2, white=6)
    state = play(state, Pick("pink", "pink"))
    state = roll(state, silver=3, yellow=6, green=5, white=6)
    state = play(state, Pick("silver", "silver", 0))
    assert (state.platter, state.chain) == (("blue",), ())


def test_a_passive_silver_pick_crosses_only_its_own_value():
    state = luca_after_three_picks()
    state = play(state, Pick("silver", "silver", 0))
    assert state.sheets[1].silver == ((2,), (), (), ()) and state.chain == ()


def test_a_reroll_action_rolls_the_same_dice_again():
    state = roll(ENGINE.new_game(players=1), silver=1, yellow=1, blue=1, green=1, pink=1, white=1)
    state = play(state, Reroll())
    assert state.waiting_for() == AwaitRoll(0, ("silver", "yellow", "blue", "green", "pink", "white"))
    assert state.sheets[0].reroll == ActionTrack(circled=1, crossed=1)


def test_a_return_action_brings_a_platter_die_back_before_the_next_roll():
    state = with_sheet(ENGINE.new_game(players=2), retrieve=ActionTrack(1, 0))
    state = roll(state, silver=2, yellow=4, blue=5, green=6, pink=3, white=5)
    state = play(state, Pick("pink", "pink"))
    assert state.waiting_for() == AwaitDecision(0)
    state = play(state, ReturnDie("silver"))
    assert state.waiting_for() == AwaitRoll(0, ("silver", "yellow", "blue", "green", "white"))


def test_forfeiting_a_roll_uses_up_the_pick_and_rolls_the_same_dice_again():
    state = roll(ENGINE.new_game(players=2), silver=1, yellow=1, blue=1, green=1, pink=1, white=1)
    state = play(state, Forfeit())
    assert (state.picks, state.fields, state.waiting_for().colours) == (1, (), state.hand)


def test_forfeiting_with_the_platter_option_ends_the_rolls():
    state = ENGINE.new_game(players=2, options={"forfeit": "platter"})
    state = roll(state, silver=1, yellow=1, blue=1, green=1, pink=1, white=1)
    state = play(state, Forfeit())
    assert (state.hand, state.waiting_for()) == ((), AwaitDecision(1))


def test_the_turn_ends_early_when_no_die_is_left_in_hand():
    state = roll(ENGINE.new_game(players=2), silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    state = play(state, Pick("white", "pink"))
    assert (state.picks, len(state.platter), state.waiting_for()) == (1, 5, AwaitDecision(1))


def test_extra_die_white_crosses_a_circled_yellow_then_blue_uses_white_for_the_sum():
    state = luca_after_three_picks()
    state = with_sheet(state, 0, extra_die=ActionTrack(2, 0), yellow=(0,) * 9 + (CIRCLED,))
    state = replace(state, phase="extra_active", decider=0, faces=(2, 3, 3, 2, 4, 4))
    state = play(state, UseExtraDie("white", "yellow", 9))
    assert state.sheets[0].yellow[9] == CROSSED
    assert UseExtraDie("white", "yellow", 9) not in ENGINE.legal_actions(state)
    state = play(state, UseExtraDie("blue", "blue"))
    assert state.sheets[0].blue == (7,)


def test_extra_die_actions_come_after_the_regular_picks_and_can_be_declined():
    state = with_sheet(ENGINE.new_game(players=2), extra_die=ActionTrack(1, 0))
    state = roll(state, silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    state = play(state, Pick("white", "pink"))
    assert state.phase == "extra_active" and Continue() in ENGINE.legal_actions(state)
    assert play(state, Continue()).waiting_for() == AwaitDecision(1)


@pytest.mark.parametrize(("players", "rounds"), [(4, 4), (3, 5), (2, 6), (1, 6)])
def test_the_number_of_rounds_depends_on_the_player_count(players, rounds):
    assert ENGINE.new_game(players=players).rounds == rounds


def test_round_one_gains_a_reroll_for_every_player():
    state = ENGINE.new_game(players=3)
    assert all(sheet.reroll == ActionTrack(circled=1) for sheet in state.sheets)


def test_rounds_two_and_three_gain_extra_die_then_return_or_swapped_by_option():
    state = ENGINE.new_game(players=2)
    swapped = ENGINE.new_game(players=2, options={"round_gains": "swapped"})
    assert begin_round(state, 2).sheets[0].extra_die.circled == 1
    assert begin_round(swapped, 2).sheets[0].retrieve.circled == 1


def test_round_four_gives_each_player_a_black_question_bonus_in_turn():
    state = begin_round(ENGINE.new_game(players=2), 4)
    assert state.waiting_for() == AwaitDecision(0)
    assert {action.bonus for action in ENGINE.legal_actions(state)} == {"q_any"}
    state = play(state, ENGINE.legal_actions(state)[0])
    assert state.waiting_for() == AwaitDecision(1)


def test_an_unknown_option_is_refused_with_the_allowed_names():
    with pytest.raises(IllegalAction) as error:
        ENGINE.new_game(players=1, options={"foxes": True})
    assert str(error.value) == (
        "Unbekannte Option foxes; erlaubt sind: round_gains, forfeit, negative_foxes, solo_passive_fallback, "
        "return_before_reroll, extra_die_scope"
    )


def test_a_two_player_game_ends_after_six_rounds():
    rng = random.Random(5)
    state = ENGINE.new_game(players=2)
    while not isinstance(state.waiting_for(), Finished):
        waiting = state.waiting_for()
        action = ENGINE.sample_chance(state, rng) if isinstance(waiting, AwaitRoll) else ENGINE.legal_actions(state)[-1]
        state = ENGINE.apply(state, action)
    assert (state.round, all(sheet.rounds == 6 for sheet in state.sheets)) == (6, True)


def test_a_pick_label_says_what_it_enters_and_gains_in_german_and_english():
    state = roll(ENGINE.new_game(players=2), silver=3, yellow=4, blue=1, green=5, pink=6, white=2)
    pink = next(a for a in ENGINE.legal_actions(state) if a == Pick("pink", "pink"))
    assert str(pink.label) == "Rosa 6 → 6 in Rosa-Feld 1 eintragen (+6 Punkte)"
    set_language("en")
    assert str(pink.label) == "pink 6: write 6 in pink field 1 (+6 points)"


def test_a_label_names_the_bonus_an_entry_triggers():
    state = with_sheet(ENGINE.new_game(players=2), blue=(12,))
    state = roll(state, silver=3, yellow=4, blue=1, green=5, pink=6, white=2)
    blue = next(a for a in ENGINE.legal_actions(state) if a == Pick("blue", "blue"))
    assert str(blue.label) == "Blau 1 → 3 in Blau-Feld 2 eintragen (+2 Punkte, +Rückhol-Aktion)"


def test_a_blue_sum_above_the_previous_number_is_refused_naming_the_limit():
    state = with_sheet(ENGINE.new_game(players=2), blue=(10, 6))
    state = roll(state, silver=3, yellow=4, blue=5, green=5, pink=6, white=2)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Pick("blue", "blue"))
    assert str(error.value).endswith("ist jetzt nicht erlaubt: 7 kann Blau-Feld 3 nicht füllen: es braucht höchstens 6")


def test_a_silver_value_crossed_in_the_chosen_row_is_refused():
    state = with_sheet(ENGINE.new_game(players=2), silver=((3,), (), (), ()))
    state = roll(state, silver=3, yellow=4, blue=5, green=5, pink=6, white=2)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Pick("silver", "silver", 0))
    assert str(error.value).endswith("Silber 3 ist in der Reihe Gelb schon angekreuzt; wähle eine andere Reihe")


def test_a_silver_die_crossed_in_every_row_is_not_offered():
    state = with_sheet(ENGINE.new_game(players=2), silver=((3,), (3,), (3,), (3,)))
    state = roll(state, silver=3, yellow=4, blue=5, green=5, pink=6, white=2)
    assert not any(getattr(a, "die", None) == "silver" for a in ENGINE.legal_actions(state))


def test_a_reroll_without_an_action_left_is_refused():
    state = with_sheet(ENGINE.new_game(players=2), reroll=ActionTrack(1, 1))
    state = roll(state, silver=3, yellow=4, blue=5, green=5, pink=6, white=2)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Reroll())
    assert str(error.value).endswith("keine Nachwürfel-Aktion übrig; sie muss erst freigeschaltet werden")


def test_a_passive_player_may_not_take_a_die_from_the_die_fields_while_the_platter_fits():
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(luca_after_three_picks(), Pick("pink", "pink"))
    assert str(error.value).endswith(
        "Rosa 3 liegt nicht auf dem Silbertablett; passive Spieler wählen vom Silbertablett"
    )


def test_a_state_repr_rebuilds_the_state():
    state = luca_after_three_picks()
    namespace = {"DscState": DscState, "Options": Options, "Sheet": Sheet, "ActionTrack": ActionTrack}
    assert eval(repr(state), namespace) == state


def test_blue_and_white_are_written_as_their_sum_on_both_picks_of_a_turn():
    state = roll(ENGINE.new_game(players=2), silver=1, yellow=1, blue=4, green=1, pink=1, white=6)
    state = play(state, Pick("blue", "blue"))
    assert state.hand == ("white",)
    state = roll(state, white=2)
    state = play(state, Pick("white", "blue"))
    assert (state.sheets[0].blue, state.sheets[0].retrieve.circled) == ((10, 6), 1)


def test_returning_a_die_after_a_roll_is_not_offered_by_default():
    state = with_sheet(ENGINE.new_game(players=2), retrieve=ActionTrack(1, 0))
    state = roll(state, silver=2, yellow=4, blue=5, green=6, pink=3, white=5)
    state = roll(play(state, Pick("pink", "pink"), Continue()), yellow=1, blue=1, green=1, white=1)
    assert not any(isinstance(action, ReturnDie) for action in ENGINE.legal_actions(state))


def test_with_the_option_a_die_returned_after_a_roll_is_rolled_with_the_reroll():
    state = ENGINE.new_game(players=2, options={"return_before_reroll": True})
    state = with_sheet(state, retrieve=ActionTrack(1, 0))
    state = roll(state, silver=2, yellow=4, blue=5, green=6, pink=3, white=5)
    state = roll(play(state, Pick("pink", "pink"), Continue()), yellow=1, blue=1, green=1, white=1)
    state = play(state, ReturnDie("silver"))
    assert [type(action) for action in ENGINE.legal_actions(state)] == [Reroll]
    state = play(state, Reroll())
    assert state.waiting_for() == AwaitRoll(0, ("silver", "yellow", "blue", "green", "white"))


def extra_die_window_in_round_one(options: dict):
    """A solo game whose active turn ended early with white 6 taken as an extra die, now at the passive
    turn's extra-die window of the same round."""
    state = with_sheet(ENGINE.new_game(players=1, options=options), extra_die=ActionTrack(2, 0))
    state = roll(state, silver=1, yellow=1, blue=1, green=1, pink=1, white=6)
    state = play(state, Pick("white", "pink"), UseExtraDie("white", "green"), Continue())
    state = roll(state, silver=6, yellow=3, blue=1, green=5, pink=2, white=4)
    return play(state, Decline())


def test_each_die_may_be_an_extra_die_again_in_the_next_turn_by_default():
    state = extra_die_window_in_round_one({})
    assert any(getattr(action, "die", None) == "white" for action in ENGINE.legal_actions(state))


def test_with_the_round_scope_a_die_is_an_extra_die_only_once_per_round():
    state = extra_die_window_in_round_one({"extra_die_scope": "round"})
    assert state.phase == "extra_solo"
    assert not any(getattr(action, "die", None) == "white" for action in ENGINE.legal_actions(state))


def test_a_black_question_bonus_label_names_the_bonus_and_the_entry():
    state = begin_round(ENGINE.new_game(players=2), 4)
    first = ENGINE.legal_actions(state)[0]
    assert str(first.label) == "schwarzer ?-Bonus → Silber 1 in der Reihe Gelb ankreuzen (+2 Punkte)"
    set_language("en")
    assert str(first.label) == "black ? bonus: cross silver 1 in the yellow row (+2 points)"
