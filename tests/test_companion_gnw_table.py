"""Geht noch was? at the table with the partial catalogue: the buttons at a reveal (a catalogued card, a card
entered with the card editor, a card played unchecked and entered later) and a seeded game to its scores."""

import json
from pathlib import Path

import pytest
from companion_doubles import die_reading

import games
from companion.gnw_cards import CARDS_FILE, game_options, load_catalogue, user_dir
from companion.journal import GameHeader, Journal, replay
from companion.session import RecordedRoll, RecordedSession, SessionPlayer
from companion.table import Phase, Table
from display.views import OptionsView
from display.views_card_editor import TaskCardEditorView
from games.engine import AwaitRoll, Die, Finished, Rolled
from games.geht_noch_was.actions import Identify, Reveal
from hardware.events import ButtonEvent as B
from vision.reading import TableReading

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = json.loads((ROOT / "fixtures" / "recorded" / "gnw-duo.script.json").read_text(encoding="utf-8"))
ENGINE = games.load("geht-noch-was")
# The card editor's presses for "two blue dice in a run" (add → run → 2 dice → blue → save).
ENTER_BLUE_RUN = (B.OK, B.NEXT, B.NEXT, B.NEXT, B.OK, B.PREV, B.OK, B.NEXT, B.OK, B.OK)


def new_table(tmp_path, header=None):
    header = header or GameHeader("geht-noch-was", 2, 7, game_options())
    journal = Journal.create(tmp_path, header)
    return Table(ENGINE, journal, (header.new_state(ENGINE),), confirm_below=0.9)


def press(table, *events):
    for event in events:
        table.on_button(event)


def labels(view):
    return [str(row.label) for row in view.options]


def last_action(table):
    return json.loads(table.journal.path.read_text(encoding="utf-8").splitlines()[-1])["action"]


def rolled(roll):
    return Rolled(tuple(Die(die["colour"], die["value"]) for die in roll["dice"]))


def scripted_header():
    return GameHeader(SCRIPT["game"], SCRIPT["players"], SCRIPT["seed"], SCRIPT["options"])


def table_before_decision(tmp_path, number):
    """A table whose game has followed the recorded script up to its decision `number` (0-based)."""
    state = scripted_header().new_state(ENGINE)
    rolls = iter(SCRIPT["rolls"])
    for decision in SCRIPT["decisions"][:number]:
        while isinstance(state.waiting_for(), AwaitRoll):
            state = ENGINE.apply(state, rolled(next(rolls)))
        state = ENGINE.apply(state, ENGINE.action_from_json(decision))
    journal = Journal.create(tmp_path, scripted_header())
    return Table(ENGINE, journal, (state,), confirm_below=0.9)


def test_a_new_game_shows_entering_the_card_and_playing_it_unchecked_at_the_first_reveal(tmp_path):
    view = new_table(tmp_path).view()
    assert isinstance(view, OptionsView)
    assert str(view.situation) == "Spieler 1 deckt eine grüne Aufgabenkarte auf: welche ist es?"
    assert labels(view) == ["Karte nicht im Katalog — eingeben", "ohne Prüfung spielen (als Karte ?1)"]


def test_a_reveal_lists_the_catalogued_cards_the_pile_may_hold_with_their_condition(tmp_path):
    table = table_before_decision(tmp_path, 19)
    assert labels(table.view()) == [
        "Karte 1 (grüne Aufgabenkarte): Straße aus 2 (Blau)",
        "Karte nicht im Katalog — eingeben",
        "ohne Prüfung spielen (als Karte ?13)",
    ]


def test_ok_on_a_catalogued_card_reveals_it(tmp_path):
    table = table_before_decision(tmp_path, 19)
    press(table, B.OK)
    assert last_action(table)["type"] == "Reveal"
    assert last_action(table)["card"] == 1
    assert any(1 in board.pending + tuple(a.card for a in board.active) for board in table.state.boards)


def test_entering_a_new_card_opens_the_card_editor_for_the_piles_colour(tmp_path):
    table = new_table(tmp_path)
    press(table, B.OK)
    view = table.view()
    assert table.phase is Phase.ENTER_CARD
    assert isinstance(view, TaskCardEditorView)
    assert str(view.card) == "Karte 2 · Grün · 1 P. · Startsatz A"


def test_a_card_entered_at_a_reveal_is_saved_once_and_revealed_in_the_journal(tmp_path):
    table = new_table(tmp_path)
    press(table, B.OK, *ENTER_BLUE_RUN)
    own = load_catalogue(user_dir() / CARDS_FILE)
    assert own.own_ids == frozenset({2})
    assert last_action(table)["type"] == "Reveal"
    assert last_action(table)["definition"]["id"] == 2
    assert table.state.card(2).condition == own.card(2).condition
    assert replay(table.journal.path).state == table.state


def test_a_card_entered_at_a_reveal_is_offered_by_its_condition_in_the_next_game(tmp_path):
    press(new_table(tmp_path / "first"), B.OK, *ENTER_BLUE_RUN)
    assert any(card.id == 2 for card in new_table(tmp_path / "second").state.cards)


def test_cancelling_the_card_editor_returns_to_the_reveal_with_nothing_journalled(tmp_path):
    table = new_table(tmp_path)
    press(table, B.OK, B.OK, B.BACK_HELD)
    assert table.phase is Phase.DECIDE
    assert labels(table.view())[0] == "Karte nicht im Katalog — eingeben"
    assert table.actions_standing() == 0
    assert not (user_dir() / CARDS_FILE).exists()


def test_playing_a_card_unchecked_gives_it_a_provisional_number(tmp_path):
    table = new_table(tmp_path)
    press(table, B.NEXT, B.OK)
    assert last_action(table)["card"] == -1
    assert table.state.card(-1).colour == "green"


def test_the_menu_offers_entering_a_card_played_unchecked_only_once_there_is_one(tmp_path):
    table = new_table(tmp_path)
    press(table, B.BACK_HELD)
    assert [(str(item.label), item.is_enabled) for item in table.view().items][2] == (
        "Ungeprüfte Karte eintragen",
        False,
    )
    press(table, B.BACK, B.NEXT, B.OK, B.BACK_HELD)
    assert table.view().items[2].is_enabled


def test_the_menu_lists_the_cards_played_unchecked_to_enter(tmp_path):
    table = new_table(tmp_path)
    press(table, B.NEXT, B.OK, B.NEXT, B.OK, B.BACK_HELD, B.NEXT, B.NEXT, B.OK)
    view = table.view()
    assert str(view.situation) == "Welche ungeprüft gespielte Karte tragt ihr ein?"
    assert labels(view) == ["Karte ?1 (grüne Aufgabenkarte) eintragen", "Karte ?2 (grüne Aufgabenkarte) eintragen"]


def test_a_card_played_unchecked_and_entered_later_is_identified_in_the_journal(tmp_path):
    table = new_table(tmp_path)
    press(table, B.NEXT, B.OK, B.BACK_HELD, B.NEXT, B.NEXT, B.OK, B.OK, *ENTER_BLUE_RUN)
    assert last_action(table)["type"] == "Identify"
    assert last_action(table)["provisional"] == -1
    assert [card.id for card in table.state.cards if card.id in (-1, 2)] == [2]
    assert table.state.boards[0].pending[0] == 2
    assert load_catalogue(user_dir() / CARDS_FILE).own_ids == frozenset({2})
    assert replay(table.journal.path).state == table.state


def test_a_seeded_game_played_at_the_table_ends_with_its_scripted_scores(tmp_path):
    table = new_table(tmp_path, scripted_header())
    rolls = tuple(RecordedRoll(f"{n:06d}", rolled(roll).dice) for n, roll in enumerate(SCRIPT["rolls"]))
    session = RecordedSession(tmp_path, scripted_header(), rolls, tuple(SCRIPT["decisions"]), ())
    player = SessionPlayer(session, table)
    while table.phase is not Phase.FINISHED:
        if table.phase is Phase.ROLL:
            dice = player.labelled_roll().dice
            reading = TableReading(
                dice=tuple(die_reading(d.colour, d.value, x=10.0 + 30 * i) for i, d in enumerate(dice))
            )
            table.on_settled(None, reading)
        press(table, *player.presses())
    assert isinstance(table.state.waiting_for(), Finished)
    assert [score.total for score in ENGINE.scores(table.state)] == SCRIPT["final_scores"]
    assert replay(table.journal.path).state == table.state


@pytest.mark.parametrize("decision", [Reveal, Identify])
def test_card_actions_with_a_definition_round_trip_through_the_journal_format(decision):
    card = load_catalogue().card(1)
    action = decision(1, card) if decision is Reveal else decision(-1, card)
    assert ENGINE.action_from_json(json.loads(json.dumps(ENGINE.action_to_json(action)))) == action


def test_after_entering_a_card_played_unchecked_the_menu_no_longer_offers_correcting_the_roll(tmp_path):
    table = table_before_decision(tmp_path, 12)  # every start card is played unchecked; the first roll is next
    dice = SCRIPT["rolls"][0]["dice"]
    table.on_settled(
        None, TableReading(dice=tuple(die_reading(d["colour"], d["value"], x=30.0 * i) for i, d in enumerate(dice)))
    )
    press(table, B.BACK_HELD)
    assert table.view().items[1].is_enabled  # "Letzten Wurf korrigieren"
    press(table, B.BACK, B.BACK_HELD, B.NEXT, B.NEXT, B.OK, B.OK, *ENTER_BLUE_RUN, B.BACK_HELD)
    assert last_action(table)["type"] == "Identify"
    assert not table.view().items[1].is_enabled
