"""PUSH at the table: the turn screen (rows, the chance before a draw, where a drawn card fits, who picks),
the displays overview and the final table with its tie rule, built from engine states and drawn headless."""

from dataclasses import replace

import pytest

from companion import views
from companion.journal import GameHeader, Journal
from companion.table import Table
from companion.views import push
from dicetable.messages import set_language
from display.renderer import Renderer
from display.views_push import BustChance, ColourPile, PushCardView, PushFinalView, PushTableView, PushTurnView
from games import load
from games.push.actions import Draw, PlaceCard, RevealKind, RevealValue, Secure, TakeRow
from games.push.cards import ALL_CARDS, DICE_CARD, SWITCH_CARD, number

ENGINE = load("push")


def draw(state, card):
    """Turn over `card`: the Draw press (if offered), then the one or two entry presses."""
    if Draw() in ENGINE.legal_actions(state):
        state = ENGINE.apply(state, Draw())
    if card in (DICE_CARD, SWITCH_CARD):
        return ENGINE.apply(state, RevealKind("dice" if card == DICE_CARD else "switch"))
    return ENGINE.apply(ENGINE.apply(state, RevealKind(card.colour)), RevealValue(card.value))


def seen(*cards):
    return tuple(cards.count(card) for card in ALL_CARDS)


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


@pytest.fixture
def three_rows():
    """Player 1 has begun three rows: red 1 | red 2 | red 3."""
    return replace(
        ENGINE.new_game(3),
        phase="drawing",
        rows=((number("red", 1),), (number("red", 2),), (number("red", 3),)),
        seen=seen(number("red", 1), number("red", 2), number("red", 3)),
    )


def test_the_turn_screen_shows_each_row_as_drawn_with_its_points():
    state = ENGINE.apply(draw(draw(ENGINE.new_game(3), number("red", 3)), number("blue", 5)), PlaceCard(0))
    state = ENGINE.apply(draw(state, DICE_CARD), PlaceCard(0))
    view = push.decision_view(ENGINE, state)
    assert [row.cards for row in view.rows] == [
        (PushCardView("red", 3), PushCardView("blue", 5), PushCardView(is_dice_card=True))
    ]
    assert view.rows[0].points == 8


def test_before_a_draw_the_screen_counts_the_cards_that_would_bust(three_rows):
    view = push.decision_view(ENGINE, three_rows)
    assert view.bust == BustChance(busting=15, cards_left=117)


def test_no_chance_is_shown_while_a_card_is_being_entered(three_rows):
    view = push.decision_view(ENGINE, ENGINE.apply(three_rows, Draw()))
    assert view.bust is None


def test_a_card_fitting_several_rows_marks_them_and_a_new_row():
    state = draw(draw(ENGINE.new_game(3), number("red", 3)), number("blue", 5))
    view = push.decision_view(ENGINE, state)
    assert [row.is_target for row in view.rows] == [True]
    assert view.can_start_row
    assert view.in_hand == PushCardView("blue", 5)
    assert str(view.situation) == "Blau 5 passt in mehrere Reihen – wohin?"


def test_after_a_richtungswechsel_the_right_neighbour_is_first_to_pick(three_rows):
    state = draw(three_rows, SWITCH_CARD)
    state = ENGINE.apply(state, TakeRow(0))
    view = push.decision_view(ENGINE, state)
    assert [str(name) for name in view.pick_order] == ["Spieler 3", "Spieler 2"]
    assert str(view.situation) == "Reihen verteilen: Spieler 3 wählt"
    assert str(view.player) == "Spieler 3"


def test_the_options_beside_the_rows_are_the_engines_labels_in_its_order(three_rows):
    view = push.decision_view(ENGINE, three_rows, selected=1)
    assert [str(option) for option in view.options] == [
        "Karte aufdecken",
        "Aufhören, Reihe 1 nehmen (1 Karte, 1 Punkt)",
        "Aufhören, Reihe 2 nehmen (1 Karte, 2 Punkte)",
        "Aufhören, Reihe 3 nehmen (1 Karte, 3 Punkte)",
    ]
    assert view.selected == 1


def test_the_overview_shows_open_values_and_secured_piles_by_colour():
    state = replace(
        ENGINE.new_game(2),
        open_cards=((number("red", 3), number("red", 5), number("blue", 6)), ()),
        secured=((number("green", 4), number("green", 1)), ()),
    )
    first = push.table_view(ENGINE, state).players[0]
    assert first.piles[:3] == (
        ColourPile("red", (3, 5), 0, 0),
        ColourPile("blue", (6,), 0, 0),
        ColourPile("green", (), 2, 5),
    )
    assert (first.points, first.cards, first.is_turn) == (19, 5, True)


def test_a_tie_on_points_is_decided_by_more_cards_and_the_screen_says_so():
    state = replace(
        ENGINE.new_game(2),
        phase="over",
        open_cards=((number("red", 3), number("red", 5), number("blue", 6)), (number("blue", 5), number("red", 6))),
        secured=((number("green", 4), number("green", 1)), (number("green", 5), number("yellow", 3))),
    )
    final = push.final_view(ENGINE, state)
    assert final.table.places == (1, 2) and final.cards == (5, 4)
    assert str(final.tie_note) == (
        "Gleichstand bei 19 Punkten, mehr Karten gewinnen (Karten – Spieler 1: 5, Spieler 2: 4): Spieler 1 liegt vorn"
    )


def test_a_tie_on_points_and_cards_shares_the_place():
    state = replace(ENGINE.new_game(2), phase="over", open_cards=((number("red", 3),), (number("blue", 3),)))
    final = push.final_view(ENGINE, state)
    assert final.table.places == (1, 1)
    assert str(final.tie_note) == (
        "Gleichstand bei 3 Punkten und gleich vielen Karten (Karten – Spieler 1: 1, Spieler 2: 1): "
        "der Platz wird geteilt"
    )


def test_a_tie_on_one_point_is_said_in_the_singular():
    state = replace(ENGINE.new_game(2), phase="over", open_cards=((number("red", 1),), (number("blue", 1),)))
    assert str(push.final_view(ENGINE, state).tie_note).startswith("Gleichstand bei 1 Punkt und gleich vielen Karten")


def test_without_equal_points_there_is_no_tie_note():
    state = replace(ENGINE.new_game(2), phase="over", open_cards=((number("red", 4),), (number("blue", 3),)))
    assert push.final_view(ENGINE, state).tie_note is None


def rolling(open_cards, options=None):
    """Player 1 to roll the die with `open_cards` open (a Würfelkarte taken or a bust)."""
    return replace(ENGINE.new_game(2, options=options), roller=0, open_cards=(open_cards, (number("red", 6),)))


def test_the_roll_call_says_what_each_colour_would_cost_the_roller():
    state = rolling((number("red", 2), number("red", 5), number("yellow", 4)))
    assert str(views.roll_note(ENGINE, state)) == ("Es droht: Rot −7 P., Gelb −4 P.")


def test_in_the_risk_variant_the_roll_call_says_the_star_costs_every_open_card():
    state = rolling((number("red", 2), number("blue", 3)), options={"risk_variant": True})
    assert str(views.roll_note(ENGINE, state)) == ("Es droht: Rot −2 P., Blau −3 P., Stern −5 P.")


def test_a_roller_without_open_cards_is_told_the_die_cannot_cost_anything():
    assert str(views.roll_note(ENGINE, rolling(()))) == "Der Würfel kann nichts kosten: keine offenen Karten"


def test_the_camera_screen_calls_the_roll_with_what_it_can_cost(tmp_path):
    journal = Journal.create(tmp_path, GameHeader("push", 2, 0, {}))
    table = Table(ENGINE, journal, [rolling((number("green", 5),))], 0.9)
    assert str(table.view().status) == ("Spieler 1 würfelt: 1× PUSH-Würfel – Es droht: Grün −5 P.")


def test_there_is_no_roll_note_while_nobody_rolls(three_rows):
    assert views.roll_note(ENGINE, three_rows) is None


def test_the_table_finds_pushs_screens_through_the_registry(three_rows):
    assert isinstance(views.decision_view(ENGINE, three_rows, 0), PushTurnView)
    assert isinstance(views.overview_view(ENGINE, three_rows), PushTableView)
    assert views.sheet_views(ENGINE, three_rows) == ()
    over = replace(three_rows, phase="over", rows=())
    assert isinstance(views.final_view(ENGINE, over), PushFinalView)


def test_the_turn_screen_draws_the_chance_rows_and_options(renderer, three_rows):
    renderer.draw(push.decision_view(ENGINE, draw(three_rows, SWITCH_CARD)))
    drawn = renderer.texts()
    expected = [
        "Spieler 1: Weiter aufdecken oder aufhören und eine Reihe nehmen",
        "Stapel: 116 Karten",
        "Nächste Karte passt nirgends",
        "15 von 116 Karten im Stapel",
        "12,9 %",
        "Reihe 3",
        "Rot",
        "Richtungswechsel: 1 – Verteilen beginnt rechts",
        "Karte aufdecken",
    ]
    assert [key for key in expected if key not in drawn] == []


def test_the_overview_and_final_screens_draw_in_english(renderer):
    set_language("en")
    state = replace(
        ENGINE.new_game(2),
        phase="over",
        open_cards=((number("red", 3),), (number("blue", 3),)),
        secured=((number("green", 4),), ()),
    )
    renderer.draw(push.table_view(ENGINE, state))
    assert {"Displays", "safe 4", "7 pts", "2 cards"} <= set(renderer.texts())
    renderer.draw(push.final_view(ENGINE, state))
    assert {"Player 1 wins!", "Cards", "Secured"} <= set(renderer.texts())


def test_securing_leaves_the_turn_to_the_next_player_on_the_overview():
    state = ENGINE.apply(replace(ENGINE.new_game(2), open_cards=((number("red", 3),), ())), Secure("red"))
    first, second = push.table_view(ENGINE, state).players
    assert first.piles[0] == ColourPile("red", (), 1, 3)
    assert (first.is_turn, second.is_turn) == (False, True)
