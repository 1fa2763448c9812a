"""PUSH rule tests: the rulebook's examples E1–E6, the die, securing, the end, the variants and the bust chance."""

from dataclasses import replace
from fractions import Fraction

import pytest

from dicetable.messages import text
from games import load
from games.engine import AwaitDecision, AwaitReveal, AwaitRoll, Die, Finished, Rolled
from games.errors import IllegalAction
from games.push.actions import Draw, PlaceCard, RevealKind, RevealValue, Secure, TakeRow
from games.push.cards import ALL_CARDS, DICE_CARD, SWITCH_CARD, number
from games.push.chance import bust_chance

ENGINE = load("push")


def draw(state, card):
    """Turn over `card`: the Draw press (if the state offers it), then the one or two entry presses."""
    if Draw() in ENGINE.legal_actions(state):
        state = ENGINE.apply(state, Draw())
    if card == DICE_CARD:
        return ENGINE.apply(state, RevealKind("dice"))
    if card == SWITCH_CARD:
        return ENGINE.apply(state, RevealKind("switch"))
    return ENGINE.apply(ENGINE.apply(state, RevealKind(card.colour)), RevealValue(card.value))


def seen(*cards):
    """`seen` counts for these cards, in ALL_CARDS order."""
    return tuple(cards.count(card) for card in ALL_CARDS)


def roll(state, face: str):
    return ENGINE.apply(state, Rolled((Die(face, None),)))


def labels(state):
    return [str(action.label) for action in ENGINE.legal_actions(state)]


def test_a_turn_starts_with_turning_over_a_card_or_securing_a_colour():
    state = replace(ENGINE.new_game(3), open_cards=((number("red", 3),), (), ()))
    assert labels(state) == ["Karte aufdecken", "Rot sichern (1 Karte, 3 Punkte)"]


def test_a_card_is_entered_with_its_colour_then_its_value():
    state = ENGINE.apply(ENGINE.new_game(2), Draw())
    assert labels(state) == ["Rot", "Blau", "Grün", "Gelb", "Lila", "Würfelkarte", "Richtungswechsel"]
    state = ENGINE.apply(state, RevealKind("yellow"))
    assert str(state.waiting_for().what) == "Welche Zahl zeigt die Karte in Gelb?"
    assert labels(state) == ["Gelb 1", "Gelb 2", "Gelb 3", "Gelb 4", "Gelb 5", "Gelb 6"]


def test_a_number_whose_three_cards_are_all_seen_is_no_longer_offered():
    state = replace(ENGINE.new_game(2), seen=seen(*[number("yellow", 2)] * 3))
    state = ENGINE.apply(ENGINE.apply(state, Draw()), RevealKind("yellow"))
    assert RevealValue(2) not in ENGINE.legal_actions(state)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, RevealValue(2))
    assert str(error.value).endswith("alle drei Karten Gelb 2 sind schon aufgedeckt; bitte die Eingabe prüfen")


def test_the_first_card_starts_row_one_and_then_the_player_draws_on_or_stops():
    state = draw(ENGINE.new_game(3), number("red", 5))
    assert state.rows == ((number("red", 5),),)
    assert labels(state) == ["Karte aufdecken", "Aufhören, Reihe 1 nehmen (1 Karte, 5 Punkte)"]


def test_the_only_row_without_the_colour_and_the_number_takes_the_card_e1():
    state = replace(
        ENGINE.new_game(3),
        phase="drawing",
        rows=((number("blue", 2),), (number("yellow", 5),), (number("red", 4),)),
    )
    state = draw(state, number("yellow", 2))
    assert state.rows[2] == (number("red", 4), number("yellow", 2))


def test_a_card_that_fits_several_rows_asks_where_it_goes():
    state = draw(draw(ENGINE.new_game(3), number("red", 5)), number("blue", 2))
    assert labels(state) == ["In Reihe 1 legen", "Neue Reihe 2 beginnen"]
    state = ENGINE.apply(state, PlaceCard(1))
    assert state.rows == ((number("red", 5),), (number("blue", 2),))


def test_a_row_holds_at_most_one_wuerfelkarte_so_a_fourth_busts_e6():
    state = replace(ENGINE.new_game(4), phase="drawing", rows=((DICE_CARD,),) * 3)
    state = draw(state, DICE_CARD)
    assert state.waiting_for() == AwaitRoll(player=0, colours=("push_die",))


def test_a_bust_makes_the_player_roll_and_the_rows_go_to_the_others_e4():
    rows = ((number("red", 1),), (number("red", 2),), (number("red", 3),))
    state = replace(ENGINE.new_game(3), phase="drawing", rows=rows, open_cards=((number("red", 6),), (), ()))
    state = roll(draw(state, number("red", 4)), "red")
    assert state.open_cards[0] == ()
    assert state.waiting_for() == AwaitDecision(player=1)
    assert labels(state) == [
        "Reihe 1 nehmen (1 Karte, 1 Punkt)",
        "Reihe 2 nehmen (1 Karte, 2 Punkte)",
        "Reihe 3 nehmen (1 Karte, 3 Punkte)",
    ]
    state = ENGINE.apply(state, TakeRow(2))
    assert state.open_cards[1] == (number("red", 3),) and state.waiting_for() == AwaitDecision(player=2)
    state = ENGINE.apply(state, TakeRow(0))
    assert state.open_cards[2] == (number("red", 1),)
    assert state.current == 1 and state.phase == "turn" and state.rows == ()


def test_taking_a_row_with_a_wuerfelkarte_loses_the_rolled_colour_even_just_taken_e2():
    state = replace(
        ENGINE.new_game(2),
        phase="drawing",
        rows=((number("red", 2), DICE_CARD),),
        open_cards=((number("red", 5), number("blue", 1)), ()),
        secured=((number("red", 6),), ()),
    )
    state = ENGINE.apply(state, TakeRow(0))
    assert state.waiting_for() == AwaitRoll(player=0, colours=("push_die",))
    state = roll(state, "red")
    assert state.open_cards[0] == (number("blue", 1),) and state.secured[0] == (number("red", 6),)


def test_the_star_or_an_absent_colour_costs_nothing_e2():
    state = replace(ENGINE.new_game(2), roller=0, open_cards=((number("red", 5),), ()))
    assert roll(state, "star").open_cards[0] == (number("red", 5),)
    assert roll(state, "green").open_cards[0] == (number("red", 5),)


def test_the_star_discards_the_whole_open_display_in_the_risk_variant():
    state = ENGINE.new_game(2, options={"risk_variant": True})
    state = replace(
        state, roller=0, open_cards=((number("red", 5), number("blue", 3)), ()), secured=((number("green", 2),), ())
    )
    state = roll(state, "star")
    assert state.open_cards[0] == () and state.secured[0] == (number("green", 2),)


def test_one_richtungswechsel_lets_the_right_neighbour_pick_first_and_two_the_left_e3():
    rows = ((number("red", 1),), (number("blue", 2),), (number("green", 3),))
    state = replace(ENGINE.new_game(4), phase="drawing", rows=rows, switches=1)
    assert ENGINE.apply(state, TakeRow(0)).pickers == (3, 2, 1)
    assert ENGINE.apply(replace(state, switches=2), TakeRow(0)).pickers == (1, 2, 3)


def test_after_only_a_richtungswechsel_the_player_must_draw_on():
    state = draw(ENGINE.new_game(3), SWITCH_CARD)
    assert state.switches == 1 and labels(state) == ["Karte aufdecken"]


def test_with_two_players_the_rows_left_over_are_discarded():
    rows = ((number("red", 1),), (number("blue", 2),), (number("green", 3),))
    state = ENGINE.apply(replace(ENGINE.new_game(2), phase="drawing", rows=rows), TakeRow(0))
    state = ENGINE.apply(state, TakeRow(1))
    assert state.open_cards == ((number("red", 1),), (number("green", 3),))
    assert state.rows == () and state.current == 1 and state.phase == "turn"


def test_securing_turns_every_open_card_of_the_colour_face_down_and_ends_the_turn():
    state = replace(ENGINE.new_game(2), open_cards=((number("red", 1), number("red", 4), number("blue", 2)), ()))
    state = ENGINE.apply(state, Secure("red"))
    assert state.secured[0] == (number("red", 1), number("red", 4))
    assert state.open_cards[0] == (number("blue", 2),) and state.current == 1


def test_securing_a_colour_without_open_cards_is_refused_naming_the_rule():
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(ENGINE.new_game(2), Secure("red"))
    assert str(error.value).endswith("sichern geht nur mit offenen Karten in Rot; du hast keine")


def test_a_die_with_pips_is_refused_with_what_was_expected():
    state = replace(ENGINE.new_game(2), roller=0)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Rolled((Die("red", 3),)))
    assert str(error.value) == (
        "Erwartet: 1 PUSH-Würfel (eine Farbe oder der Stern); gelesen: Rot 3. Bitte die Würfel prüfen und korrigieren."
    )


def test_the_game_ends_when_the_pile_is_empty_and_the_rows_are_handed_out():
    state = ENGINE.new_game(2, options={"switch_cards_removed": True})
    last = number("purple", 6)
    everything = [card for card, count in state.deck.items() for _ in range(count)]
    everything.remove(last)
    state = replace(state, seen=seen(*everything))
    state = draw(state, last)
    assert labels(state) == ["Aufhören, Reihe 1 nehmen (1 Karte, 6 Punkte)"]
    state = ENGINE.apply(state, TakeRow(0))
    assert state.waiting_for() == Finished() and ENGINE.legal_actions(state) == ()


def test_scoring_counts_open_and_secured_and_a_tie_goes_to_more_cards_e5():
    state = replace(
        ENGINE.new_game(2),
        open_cards=((number("red", 3), number("red", 5), number("blue", 6)), (number("blue", 5), number("red", 6))),
        secured=((number("green", 4), number("green", 1)), (number("green", 5), number("yellow", 3))),
    )
    assert [score.total for score in ENGINE.scores(state)] == [19, 19]
    assert ENGINE.ranking(state) == (0, 1) and ENGINE.places(state) == (1, 2)


def test_a_full_tie_shares_the_place():
    state = replace(ENGINE.new_game(2), open_cards=((number("red", 3),), (number("blue", 3),)))
    assert ENGINE.places(state) == (1, 1)


def test_nothing_busts_while_a_new_row_can_be_started():
    state = draw(ENGINE.new_game(2), number("red", 1))
    assert bust_chance(state) == 0


def test_the_bust_chance_counts_the_cards_left_that_fit_no_row():
    state = replace(
        ENGINE.new_game(3),
        phase="drawing",
        rows=((number("red", 1),), (number("red", 2),), (number("red", 3),)),
        seen=seen(number("red", 1), number("red", 2), number("red", 3)),
    )
    assert bust_chance(state) == Fraction(15, 117)


def test_the_bust_chance_counts_wuerfelkarten_once_every_row_holds_one():
    rows = ((DICE_CARD, number("red", 1)), (DICE_CARD,), (DICE_CARD,))
    state = replace(
        ENGINE.new_game(3), phase="drawing", rows=rows, seen=seen(DICE_CARD, DICE_CARD, DICE_CARD, number("red", 1))
    )
    assert bust_chance(state) == Fraction(15, 116)


def test_a_draw_waits_for_the_card_to_be_entered():
    assert ENGINE.apply(ENGINE.new_game(2), Draw()).waiting_for() == AwaitReveal(text("push.await.card"))
