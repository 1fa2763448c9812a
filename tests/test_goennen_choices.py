"""The two Gönnen decisions outside a turn on their own screens: returning one of the four dealt cards at the
setup, and the colour of a completed choose-colour card at the end; built from engine states, drawn headless
in German and English, and chosen with the buttons. Cards here are test data: the real card list is not known."""

from dataclasses import replace

import pytest

from companion import views
from companion.journal import GameHeader, Journal
from companion.table import Table
from dicetable.messages import set_language
from display.errors import BadView
from display.renderer import Renderer
from display.views_goennen_choices import GoennenColourView, GoennenReturnView
from games import load
from games.goennen_koennen.actions import ChooseColour, ReturnCard
from games.goennen_koennen.state import OwnedCard
from hardware.events import ButtonEvent

ENGINE = load("goennen-koennen")
PAIR = [{"colour": "white"}, {"colour": "white"}]
CARDS = [
    {"id": "W1", "kind": "scoring", "colour": "blue", "scoring": "colour_count", "scoring_colour": "yellow",
     "points": 3, "fields": PAIR},
    {"id": "W2", "kind": "scoring", "colour": "green", "scoring": "adjacent_colour", "scoring_colour": "orange",
     "points": 2, "fields": PAIR},
    {"id": "B1", "kind": "bonus", "colour": None, "bonus": "choose_colour", "fields": PAIR},
    {"id": "B2", "kind": "bonus", "colour": "orange", "bonus": "plus_minus", "fields": PAIR},
]  # fmt: skip


def game(players=2, **options):
    """Past the market's filling: empty market and displays."""
    state = ENGINE.new_game(players, options={"cards": CARDS, **options})
    return replace(state, reveals=(), hand=(), setup_player=None, seen=(), market=((None,) * 4,) * 2)


def dealt():
    """Player 1 holds the four dealt cards and returns one."""
    hand = ("W1", "B1", "W2", "B2")
    return replace(game(), phase="setup_return", setup_player=0, hand=hand, seen=hand)


def colouring(players=2, **options):
    """The end: player 1's completed choose-colour card B1 lies between two completed Wertungs-Karten, W1
    (3 per yellow card) on its left and W2 (2 per orange neighbour) on its right."""
    state = game(players, **options)
    for design_id, cell in (("W1", (0, 0)), ("B1", (0, 1)), ("W2", (0, 2))):
        state = state.with_card(0, OwnedCard(design_id, cell, (1, 1)))
    return replace(state, phase="choose_colour", current=0)


def table_at(state, tmp_path):
    journal = Journal.create(tmp_path, GameHeader("goennen-koennen", state.players, 0, {"cards": CARDS}))
    return Table(ENGINE, journal, (state,), confirm_below=0.5)


def press(table, *events):
    for event in events:
        table.on_button(event)


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


def shortened(renderer):
    return [drawn.message for drawn in renderer.drawn if drawn.is_shortened]


def test_returning_a_dealt_card_has_its_own_screen_with_the_cards_in_the_options_order():
    view = views.decision_view(ENGINE, dealt(), 0)
    assert isinstance(view, GoennenReturnView)
    assert [str(card.name) for card in view.cards] == ["W1 · Blau", "B1 · ohne Farbe", "W2 · Grün", "B2 · Orange"]
    assert str(view.options[1]) == "Bonus-Karte B1 (ohne Farbe) unter den Stapel zurückschieben"


def test_each_dealt_card_names_the_stack_it_came_from():
    view = views.decision_view(ENGINE, dealt(), 0)
    assert [str(stack) for stack in view.stacks] == ["Wertungs-Karte", "Bonus-Karte", "Wertungs-Karte", "Bonus-Karte"]


def test_the_return_screen_names_the_three_cards_the_selected_return_keeps():
    view = views.decision_view(ENGINE, dealt(), 2)
    assert str(view.kept) == "Du behältst W1 · Blau, B1 · ohne Farbe, B2 · Orange."


def test_ok_on_the_return_screen_sends_the_selected_card_back_under_its_stack(tmp_path):
    table = table_at(dealt(), tmp_path)
    press(table, ButtonEvent.NEXT, ButtonEvent.NEXT, ButtonEvent.OK)
    assert table.states[-2:] == [dealt(), ENGINE.apply(dealt(), ReturnCard("W2"))]
    assert "W2" in table.state.unseen(0)  # under its stack, to be turned over again later


def test_the_return_screen_draws_the_cards_the_mark_and_what_is_kept(renderer):
    renderer.draw(views.decision_view(ENGINE, dealt(), 1))
    expected = [
        "Spieler 1: Welche Karte geht zurück unter den Stapel?",
        "Bonus-Karte",
        "B1 · ohne Farbe",
        "zurück",
        "behalten",
        "Bonus-Karte B1 (ohne Farbe) unter den Stapel zurückschieben",
        "Du behältst W1 · Blau, W2 · Grün, B2 · Orange.",
        "Die 3 behaltenen Karten kommen so in die Auslage, dass jede eine andere an Kante oder Ecke berührt.",
    ]
    assert [key for key in expected if key not in renderer.texts()] == []
    assert shortened(renderer) == []


def test_the_return_screen_reads_in_english_without_a_word_cut(renderer):
    set_language("en")
    renderer.draw(views.decision_view(ENGINE, dealt(), 3))
    expected = [
        "Player 1: which card goes back under its stack?",
        "back",
        "keep",
        "Return Bonus-Karte B2 (orange) under its stack",
    ]
    assert [key for key in expected if key not in renderer.texts()] == []
    assert shortened(renderer) == []


def test_a_choose_colour_card_at_the_end_has_its_own_screen_with_one_choice_per_die_colour():
    view = views.decision_view(ENGINE, colouring(), 0)
    assert isinstance(view, GoennenColourView)
    assert str(view.card) == "Bonus-Karte B1"
    assert [str(choice.name) for choice in view.choices] == ["Gelb", "Orange", "Grün", "Blau", "fünfte Farbe"]


def test_each_colour_shows_the_total_it_gives_and_what_it_adds():
    view = views.decision_view(ENGINE, colouring(), 0)
    assert [(choice.points, choice.gain) for choice in view.choices] == [(3, 3), (2, 2), (0, 0), (0, 0), (0, 0)]


def test_a_gain_names_the_wertungs_karte_it_comes_from():
    view = views.decision_view(ENGINE, colouring(), 0)
    assert [str(choice.because) for choice in view.choices[:2]] == ["W1 +3", "W2 +2"]


def test_a_colour_no_wertungs_karte_counts_says_so():
    view = views.decision_view(ENGINE, colouring(), 0)
    assert str(view.choices[2].because) == "Bringt keine Punkte."


def test_the_display_shows_the_card_in_the_selected_colour_and_what_each_card_then_scores():
    view = views.decision_view(ENGINE, colouring(), 1)
    row, column = view.card_cell
    assert str(view.cells[row][column].name) == "B1 · Orange" and view.cells[row][column].colour == "orange"
    assert str(view.cells[row][column + 1].reward) == "2 je Nachbarkarte Orange → 2 P."


def test_the_other_players_points_stand_beside_the_colours():
    state = colouring(3)
    state = state.with_card(2, OwnedCard("W1", (0, 0), (1, 1)))
    assert str(views.decision_view(ENGINE, state, 0).standing) == "Spieler 2: 0 P. · Spieler 3: 0 P."


def test_a_solo_player_sees_the_levels_target_beside_the_colours():
    view = views.decision_view(ENGINE, colouring(1, solo_level=3), 0)
    assert str(view.standing) == "Solo Level 3: Ziel 82 Punkte"


def test_ok_on_the_colour_screen_gives_the_card_the_selected_colour(tmp_path):
    table = table_at(colouring(), tmp_path)
    press(table, ButtonEvent.NEXT, ButtonEvent.OK)
    assert table.states[-1] == ENGINE.apply(colouring(), ChooseColour(0, 1, "orange"))
    assert table.state.card_at(0, (0, 1)).chosen_colour == "orange"


def test_the_colour_screen_draws_the_colours_their_gains_and_the_selected_total(renderer):
    renderer.draw(views.decision_view(ENGINE, colouring(), 0))
    expected = [
        "Spieler 1: Welche Farbe bekommt Bonus-Karte B1?",
        "fünfte Farbe",
        "+3",
        "+2",
        "Summe dann: 3 P.",
        "W1 +3",
        "B1 · Gelb",
        "✓",
        "Spieler 2: 0 P.",
    ]
    assert [key for key in expected if key not in renderer.texts()] == []
    assert shortened(renderer) == []


def test_the_colour_screen_reads_in_english_without_a_word_cut(renderer):
    set_language("en")
    renderer.draw(views.decision_view(ENGINE, colouring(), 4))
    expected = ["Player 1: which colour does Bonus-Karte B1 take?", "Total then: 0 pts", "fifth colour"]
    assert [key for key in expected if key not in renderer.texts()] == []
    assert shortened(renderer) == []


def test_a_return_view_needs_one_stack_and_one_option_per_card():
    view = views.decision_view(ENGINE, dealt(), 0)
    with pytest.raises(BadView, match="one stack and one option per card: 4 cards, got 4 stacks and 3 options"):
        replace(view, options=view.options[:3])


def test_a_colour_view_refuses_a_framed_cell_without_a_card():
    view = views.decision_view(ENGINE, colouring(), 0)
    with pytest.raises(BadView, match=r"card_cell must name a card of the grid, got \(2, 2\)"):
        replace(view, card_cell=(2, 2))
