"""Blöder Sack rule tests: the rulebook's examples S1–S11, the end, the ranking and every option."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

from games import load
from games.bloeder_sack.actions import EnterSacks, PlaceDie, ReplaceDie, RevealCard, ScoreCard, SkipScoring
from games.bloeder_sack.conditions import Condition
from games.bloeder_sack.engine import score_option
from games.bloeder_sack.standings import Standing, standings
from games.bloeder_sack.state import PlacedDie, Slot
from games.engine import AwaitDecision, AwaitReveal, AwaitRoll, Die, Finished, Rolled
from games.errors import IllegalAction

ENGINE = load("bloeder-sack")
CARD_DATA = json.loads((Path(__file__).parent.parent / "fixtures/cards/bloeder-sack.json").read_text())
RED, BLUE, WHITE, BLACK = range(4)
COLOURS = ("red", "blue", "white", "black")
MOST_DICE, MOST_FOURS, MOST_NON_ONES, MOST_LOW, MOST_EVEN = (
    Condition("most_dice"),
    Condition("most_value", 4),
    Condition("most_not_value", 1),
    Condition("most_low"),
    Condition("most_even"),
)


def started(players: int = 4, **options):
    """A game with the five first cards of the data file revealed, every sack value entered as 1."""
    state = ENGINE.new_game(players, options={**CARD_DATA, **options})
    while isinstance(state.waiting_for(), AwaitReveal):
        state = ENGINE.apply(state, ENGINE.legal_actions(state)[0])
    return state


def with_dice(state, slot_number: int, *dice: tuple[int, int]):
    """Put (owner, value) dice on a card in placement order, taking them from the supplies."""
    placed = tuple(PlacedDie(owner, value, state.next_stamp + i) for i, (owner, value) in enumerate(dice))
    slot = state.slot(slot_number)
    state = state.with_slot(slot_number, replace(slot, dice=slot.dice + placed))
    for owner, _ in dice:
        state = state.with_supply(owner, -1)
    return replace(state, next_stamp=state.next_stamp + len(dice))


def rolled(state, a: int, b: int):
    colour = COLOURS[state.current]
    return ENGINE.apply(state, Rolled((Die(colour, a), Die(colour, b))))


def test_setup_reveals_five_cards_then_the_start_player_rolls_two_of_his_dice():
    state = started()
    assert [slot.card for slot in state.slots] == [MOST_DICE, MOST_FOURS, MOST_NON_ONES, MOST_LOW, MOST_EVEN]
    assert state.waiting_for() == AwaitRoll(player=RED, colours=("red", "red"))


def test_an_unknown_sack_value_is_asked_for_with_the_card_name():
    state = ENGINE.new_game(2, options=CARD_DATA)
    state = ENGINE.apply(state, RevealCard(MOST_DICE))
    assert str(state.waiting_for().what) == "Wie viele Säcke zeigt „Die meisten Würfel“ unten rechts?"
    assert [str(a.label) for a in ENGINE.legal_actions(state)] == ["1 Sack", "2 Säcke"]


def test_a_sack_value_is_entered_once_per_card():
    state = ENGINE.apply(ENGINE.apply(ENGINE.new_game(2), RevealCard(MOST_DICE)), EnterSacks(2))
    state = ENGINE.apply(state, RevealCard(MOST_DICE))
    assert state.sack_entry is None
    assert state.sacks(MOST_DICE) == 2


def test_a_sack_value_from_the_data_file_is_not_asked_for():
    options = {"cards": [{"family": "most_dice", "parameter": None, "sacks": 2}]}
    state = ENGINE.apply(ENGINE.new_game(2, options=options), RevealCard(MOST_DICE))
    assert state.waiting_for() == AwaitReveal(state.waiting_for().what)
    assert str(state.waiting_for().what) == "Welche Sackkarte liegt über Ablagekarte 2?"


def test_listed_cards_not_yet_seen_are_offered_first_when_a_card_is_revealed():
    state = started()
    state = rolled(with_dice(state, 2, (BLUE, 4)), 2, 2)
    options = ENGINE.legal_actions(state)
    assert options[0] == RevealCard(Condition("most_equal")) and str(options[0].label) == "Die meisten gleichen Werte"


def test_dice_need_not_match_the_condition_and_may_share_a_card_s1():
    state = rolled(started(), 1, 4)
    assert PlaceDie(4, 3) in ENGINE.legal_actions(state)
    state = ENGINE.apply(state, PlaceDie(4, 3))
    assert PlaceDie(1, 3) in ENGINE.legal_actions(state)
    state = ENGINE.apply(state, PlaceDie(1, 3))
    assert [(d.owner, d.value) for d in state.slot(3).dice] == [(RED, 4), (RED, 1)]
    assert state.supply[RED] == 8 and state.waiting_for() == AwaitRoll(player=BLUE, colours=("blue", "blue"))


def test_a_placement_is_labelled_with_card_and_field():
    state = rolled(with_dice(started(), 3, (BLUE, 2)), 1, 4)
    label = next(a.label for a in ENGINE.legal_actions(state) if a == PlaceDie(4, 3))
    assert str(label) == "4 auf „Die meisten Nicht-1er“ setzen (Feld 2)"


def test_a_three_three_scores_the_card_above_the_three_three_ablagekarte_s2():
    state = with_dice(started(), 3, (BLUE, 5), (WHITE, 2))
    state = rolled(state, 3, 3)
    assert state.won[WHITE] == (MOST_NON_ONES,)
    assert state.slot(3).dice == () and state.reveal_queue == (3,)


def test_a_pair_on_an_empty_ablagekarte_scores_nothing():
    state = rolled(started(), 3, 3)
    assert state.scorings == () and state.waiting_for() == AwaitDecision(player=RED)


def test_a_double_six_may_score_any_card_holding_a_die_or_none():
    state = rolled(with_dice(started(), 4, (BLUE, 1)), 6, 6)
    assert ENGINE.legal_actions(state) == (ScoreCard(4), SkipScoring())
    assert str(ENGINE.legal_actions(state)[0].label) == "„Die meisten 1er, 2er und 3er“ werten (Ablagekarte 4)"
    skipped = ENGINE.apply(state, SkipScoring())
    assert skipped.in_hand == (6, 6) and skipped.scorings == ()


def test_a_double_six_on_an_empty_card_is_refused_naming_the_rule():
    state = rolled(with_dice(started(), 4, (BLUE, 1)), 6, 6)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, ScoreCard(1, label=score_option(state, 1).label))
    assert str(error.value) == (
        "„Die meisten Würfel“ werten (Ablagekarte 1) ist jetzt nicht erlaubt: ein 6er-Pasch darf nur eine "
        "Sackkarte werten, auf deren Ablagekarte mindestens 1 Würfel liegt"
    )


def test_the_option_double_six_needs_own_die_limits_the_choice_a6():
    state = started(double_six_needs_own_die=True)
    state = rolled(with_dice(with_dice(state, 4, (BLUE, 1)), 5, (RED, 2)), 6, 6)
    assert ENGINE.legal_actions(state) == (ScoreCard(5), SkipScoring())


def test_replacing_a_foreign_die_returns_it_and_the_second_die_stays_unused_s4():
    state = rolled(with_dice(started(), 2, (WHITE, 4)), 2, 4)
    state = ENGINE.apply(state, ReplaceDie(2, 1, 4))
    assert state.slot(2).dice[0].owner == RED
    assert state.supply[WHITE] == 10 and state.supply[RED] == 9
    assert state.current == BLUE


def test_a_replacement_is_labelled_with_the_die_and_its_field():
    state = rolled(with_dice(started(), 2, (BLUE, 1), (WHITE, 4)), 2, 4)
    label = next(a.label for a in ENGINE.legal_actions(state) if a == ReplaceDie(2, 2, 4))
    assert str(label) == "Weiß 4 auf „Die meisten 4er“ ersetzen (Feld 2)"


def test_a_replacement_counts_as_the_latest_die_by_default_a3():
    state = rolled(with_dice(started(), 2, (WHITE, 4), (BLUE, 4)), 2, 4)
    state = ENGINE.apply(state, ReplaceDie(2, 1, 4))
    assert state.slot(2).dice[0].stamp > state.slot(2).dice[1].stamp


def test_a_replacement_may_keep_the_removed_dies_turn_as_an_option_a3():
    state = rolled(with_dice(started(replacement_is_latest=False), 2, (WHITE, 4), (BLUE, 4)), 2, 4)
    state = ENGINE.apply(state, ReplaceDie(2, 1, 4))
    assert state.slot(2).dice[0].stamp < state.slot(2).dice[1].stamp


def test_replacing_an_own_die_is_refused_naming_the_rule_b5():
    state = rolled(with_dice(started(), 2, (RED, 4)), 2, 4)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, ReplaceDie(2, 1, 4, label=None))
    assert str(error.value).endswith("ist jetzt nicht erlaubt: nur fremde Würfel dürfen ersetzt werden")


def test_replacing_needs_a_rolled_die_of_the_same_value():
    state = rolled(with_dice(started(), 2, (WHITE, 5)), 2, 4)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, ReplaceDie(2, 1, 4))
    assert str(error.value).endswith("zum Ersetzen muss ein Würfel 5 zeigen; gewürfelt: 2 + 4")


def test_the_sixth_die_fills_a_card_with_two_players_s9():
    state = with_dice(started(players=2), 1, (BLUE, 1), (RED, 1), (BLUE, 1), (RED, 1), (BLUE, 1))
    state = ENGINE.apply(rolled(state, 2, 3), PlaceDie(2, 1))
    assert state.scorings[-1].card == MOST_DICE and state.won[RED] == (MOST_DICE,)


def test_the_ninth_die_fills_a_card_with_three_players_s9():
    state = with_dice(started(players=3), 1, *[(BLUE, 1), (RED, 1)] * 3, (WHITE, 1))
    state = ENGINE.apply(rolled(state, 2, 3), PlaceDie(2, 1))
    assert state.scorings == () and len(state.slot(1).dice) == 8
    state = ENGINE.apply(state, PlaceDie(3, 1))
    assert state.won[RED] == (MOST_DICE,)


def test_the_second_die_may_go_on_the_new_card_of_a_just_scored_ablagekarte_s10():
    state = with_dice(started(players=2), 2, (BLUE, 4), (RED, 1), (BLUE, 4), (RED, 1), (BLUE, 4))
    state = ENGINE.apply(rolled(state, 2, 3), PlaceDie(2, 2))
    assert state.won[BLUE] == (MOST_FOURS,)
    state = ENGINE.apply(state, RevealCard(Condition("most_odd")))
    state = ENGINE.apply(state, EnterSacks(1))
    label = next(a.label for a in ENGINE.legal_actions(state) if a == PlaceDie(3, 2))
    assert str(label) == "3 auf „Die meisten Ungeraden“ setzen (Feld 1)"


def test_fewer_than_two_dice_force_a_scoring_of_a_card_with_two_own_dice_s11():
    state = replace(started(players=2), current=BLUE)
    state = with_dice(state, 1, (RED, 1), (BLUE, 1), (BLUE, 1), (RED, 1))
    state = with_dice(state, 2, *[(RED, 2)] * 3, (BLUE, 4))
    state = with_dice(state, 3, *[(RED, 3)] * 4)
    state = ENGINE.apply(rolled(state, 5, 6), PlaceDie(5, 4))
    state = ENGINE.apply(state, PlaceDie(6, 4))
    assert state.supply[RED] == 1 and state.waiting_for() == AwaitDecision(player=RED)
    assert ENGINE.legal_actions(state) == (ScoreCard(1), ScoreCard(2), ScoreCard(3))
    state = ENGINE.apply(state, ScoreCard(2))
    assert state.won[BLUE] == (MOST_FOURS,)
    assert state.supply[RED] == 4 and state.phase == "roll"


def test_forced_scoring_of_a_card_without_two_own_dice_is_refused_naming_the_rule():
    state = replace(started(players=2), current=BLUE)
    state = with_dice(state, 1, (RED, 1), *[(BLUE, 1)] * 2)
    state = with_dice(state, 2, *[(RED, 2)] * 8)
    state = ENGINE.apply(ENGINE.apply(rolled(state, 5, 6), PlaceDie(5, 4)), PlaceDie(6, 4))
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, ScoreCard(1, label=score_option(state, 1).label))
    assert str(error.value) == (
        "„Die meisten Würfel“ werten (Ablagekarte 1) ist jetzt nicht erlaubt: mit weniger als 2 Würfeln im Vorrat "
        "musst du eine Sackkarte werten, auf deren Ablagekarte mindestens 2 deiner Würfel liegen"
    )


def test_a_fourth_card_ends_the_game_after_the_player_right_of_the_start_player():
    state = replace(started(players=3), won=((MOST_DICE, MOST_EVEN, MOST_NON_ONES), (), ()))
    state = with_dice(state, 4, (BLUE, 1), (RED, 2))
    state = rolled(state, 4, 4)
    assert state.won[RED][-1] == MOST_LOW and state.end_triggered
    state = ENGINE.apply(ENGINE.apply(state, RevealCard(Condition("most_odd"))), EnterSacks(2))
    state = ENGINE.apply(ENGINE.apply(state, PlaceDie(4, 1)), PlaceDie(4, 1))
    state = ENGINE.apply(ENGINE.apply(rolled(state, 3, 5), PlaceDie(3, 5)), PlaceDie(5, 5))
    assert state.waiting_for() == AwaitRoll(player=WHITE, colours=("white", "white"))
    state = ENGINE.apply(ENGINE.apply(rolled(state, 1, 2), PlaceDie(1, 5)), PlaceDie(2, 5))
    assert state.waiting_for() == Finished() and ENGINE.legal_actions(state) == ()
    assert [(s.slot, s.winner) for s in state.scorings] == [(4, RED), (1, RED), (5, WHITE)]
    assert state.won[WHITE] == (MOST_EVEN,)


def test_final_count_of_five_cards_gives_eight_sacks_s8():
    cards = [
        {"family": f, "parameter": None, "sacks": s}
        for f, s in zip(("most_dice", "most_low", "most_even", "most_odd", "max_sum"), (2, 2, 2, 1, 1), strict=True)
    ]
    state = started(players=2, cards=cards)
    state = replace(state, won=(tuple(Condition(card["family"]) for card in cards), ()))
    assert ENGINE.scores(state)[RED].total == 8
    assert [str(line.label) for line in ENGINE.scores(state)[RED].lines][:2] == [
        "Die meisten Würfel",
        "Die meisten 1er, 2er und 3er",
    ]


def test_a_sack_tie_goes_to_more_cards_and_then_places_are_shared():
    cards = [
        {"family": f, "parameter": None, "sacks": s} for f, s in (("most_dice", 2), ("most_low", 1), ("most_even", 1))
    ]
    state = started(players=3, cards=cards)
    state = replace(state, won=((MOST_DICE,), (MOST_LOW, MOST_EVEN), (MOST_DICE,)))
    assert ENGINE.ranking(state) == (BLUE, RED, WHITE)
    assert ENGINE.places(state) == (2, 1, 2)


def test_nobody_fulfilling_leaves_the_card_and_clears_the_dice_by_default_a1():
    state = with_dice(started(), 2, (BLUE, 1))
    state = rolled(state, 2, 2)
    assert state.slot(2) == Slot(card=MOST_FOURS) and state.reveal_queue == ()
    assert state.scorings[-1].winner is None and state.supply[BLUE] == 10


def test_nobody_fulfilling_discards_the_card_with_the_discard_option_a1():
    state = rolled(with_dice(started(nobody_fulfils="discard"), 2, (BLUE, 1)), 2, 2)
    assert state.slot(2).card is None and state.reveal_queue == (2,)


def test_standings_show_leader_and_margin_for_each_card():
    state = with_dice(started(), 1, (RED, 1), (BLUE, 2), (RED, 3), (RED, 4))
    state = with_dice(state, 2, (WHITE, 4), (BLUE, 4))
    assert standings(state)[:3] == (
        Standing(1, MOST_DICE, RED, 2),
        Standing(2, MOST_FOURS, BLUE, 0),
        Standing(3, MOST_NON_ONES, None, None),
    )


def test_an_unknown_option_is_refused_naming_the_known_ones():
    with pytest.raises(ValueError, match="unknown Blöder Sack options \\['bogus'\\]"):
        ENGINE.new_game(2, options={"bogus": 1})


def test_an_empty_pile_leaves_the_ablagekarte_without_a_card_and_closed_a5():
    state = rolled(with_dice(started(deck_size=5), 2, (BLUE, 4)), 2, 2)
    assert state.slot(2).card is None and state.reveal_queue == ()
    assert PlaceDie(2, 2) not in ENGINE.legal_actions(state)
