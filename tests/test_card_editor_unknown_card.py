"""A card not in the catalogue: entered once with the editor, stored in the players' file, handed to the engine."""

import pytest
from test_card_editor import keys

from companion.gnw_cards import load_catalogue
from companion.unknown_card import finish, open_editor
from dicetable.messages import render
from games.engine import AwaitReveal
from games.errors import IllegalAction
from games.geht_noch_was.actions import Identify, Reveal
from games.geht_noch_was.cards import Card, Glyph, Requirement
from games.geht_noch_was.engine import GehtNochWas

ENGINE = GehtNochWas()
BLUE_RUN = ((Requirement("run", (Glyph("blue"), Glyph("blue"))),),)
ENTER_BLUE_RUN = "O NNN O  P O  N O  O"


def revealing():
    """A solo game with nothing catalogued, waiting for its first start card to be turned over."""
    return ENGINE.new_game(1, seed=1, options={"cards": ()})


def unchecked():
    """The same game with every start card played unchecked (?1–?4 green, ?5–?6 yellow)."""
    state = revealing()
    while isinstance(state.waiting_for(), AwaitReveal):
        state = ENGINE.apply(state, ENGINE.legal_actions(state)[-1])
    return state


def test_the_editor_for_a_reveal_takes_colour_and_start_set_from_the_pile():
    editor = open_editor(revealing())
    assert (editor.card_id, editor.colour, editor.start_set) == (1, "green", "A")
    assert keys("PP O", editor).mode == "card"  # the colour cannot be changed


def test_the_number_can_be_pre_filled():
    assert open_editor(revealing(), card_id=42).card_id == 42


def test_a_card_entered_at_a_reveal_is_stored_and_revealed_with_its_definition(tmp_path):
    own_file = tmp_path / "cards.json"
    state = revealing()
    action = finish(keys(ENTER_BLUE_RUN, open_editor(state, card_id=7)), own_file=own_file)
    card = Card(7, "green", 1, BLUE_RUN, "A")
    assert action == Reveal(7, definition=card)
    assert render(action.label) == "Karte 7 (grüne Aufgabenkarte)"
    assert load_catalogue(own_file).card(7) == card
    assert ENGINE.apply(state, action).card(7) == card


def test_a_card_played_unchecked_is_stored_and_identified(tmp_path):
    own_file = tmp_path / "cards.json"
    state = unchecked()
    action = finish(keys(ENTER_BLUE_RUN, open_editor(state, provisional=-5, card_id=30)), -5, own_file)
    card = Card(30, "yellow", 2, BLUE_RUN, "A")
    assert action == Identify(-5, card)
    assert render(action.label) == "Karte ?5 ist Karte 30"
    assert ENGINE.apply(state, action).card(30) == card


def test_a_cancelled_editor_gives_no_action_and_stores_nothing(tmp_path):
    own_file = tmp_path / "cards.json"
    assert finish(keys("O NNN O H", open_editor(revealing())), own_file=own_file) is None
    assert not own_file.exists()


def test_only_a_provisional_card_can_be_entered_later():
    with pytest.raises(IllegalAction) as error:
        open_editor(unchecked(), provisional=-9)
    assert str(error.value) == (
        "?9 ist keine ungeprüft gespielte Karte (?1, ?2 ...); nur solche können nachträglich eingetragen werden"
    )
