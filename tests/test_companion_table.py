"""The table loop as a state machine, with the two-dice race engine and scripted readings."""

import json

import numpy as np
import pytest
from companion_doubles import RaceEngine, Take, die_reading, load_race, race_reading

from companion.journal import GameHeader, Journal, replay
from companion.table import Phase, Table
from dicetable.messages import set_language, text
from display.views import CameraView, EndOfGameView, ErrorView, MenuView, OptionsView, ScoreboardView
from games.engine import Die, Rolled
from hardware.cameras.base import no_frame
from hardware.events import ButtonEvent
from vision.reading import TableReading

PIXELS = np.zeros((48, 64, 3), np.uint8)


@pytest.fixture
def table(tmp_path):
    engine = RaceEngine()
    journal = Journal.create(tmp_path, GameHeader("race", 2, 0, {}))
    return Table(engine, journal, (engine.new_game(2),), confirm_below=0.9)


def press(table, *events):
    for event in events:
        table.on_button(event)


def events_of(table):
    return [json.loads(line)["event"] for line in table.journal.path.read_text().splitlines()]


def test_waiting_for_a_roll_shows_the_camera_and_the_dice_to_roll(table):
    table.on_frame(PIXELS)
    view = table.view()
    assert isinstance(view, CameraView)
    assert str(view.status) == "Bitte würfeln: 1× Blau + 1× Rot"


def test_a_confident_reading_that_fits_becomes_the_roll(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    assert table.state.roll == (Die("blue", 3), Die("red", 5))
    assert events_of(table) == ["header", "reading", "action"]


def test_after_the_roll_the_first_player_sees_the_options_with_their_points(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    view = table.view()
    assert isinstance(view, OptionsView)
    assert str(view.player) == "Spieler 1"
    assert [(str(row.label), row.points) for row in view.options] == [("Blau", 3), ("Rot", 5)]
    assert str(view.situation) == "Wurf: Blau 3, Rot 5"


def test_a_reading_below_the_threshold_is_shown_for_confirmation(table):
    table.on_settled(PIXELS, race_reading(3, 5, confidence=0.6))
    view = table.view()
    assert table.phase is Phase.CONFIRM
    assert view.needs_confirmation
    assert str(view.status) == "Gelesen: Blau 3, Rot 5. Stimmt das?"
    assert all(die.is_uncertain for die in view.dice)


def test_ok_confirms_an_uncertain_reading(table):
    table.on_settled(PIXELS, race_reading(3, 5, confidence=0.6))
    press(table, ButtonEvent.OK)
    assert table.phase is Phase.DECIDE
    assert table.state.roll == (Die("blue", 3), Die("red", 5))


def test_a_reading_with_a_die_missing_is_flagged_and_not_accepted(table):
    table.on_settled(PIXELS, TableReading(dice=(die_reading("blue", 4),)))
    view = table.view()
    assert table.phase is Phase.MISMATCH
    assert str(view.status) == ("Erwartet: 1× Blau + 1× Rot; gelesen: Blau 4. Bitte die Würfel prüfen und korrigieren.")
    assert events_of(table) == ["header", "reading"]


def test_a_surplus_colour_flags_every_die_of_that_colour(table):
    table.on_settled(PIXELS, TableReading(dice=(die_reading("blue", 4), die_reading("blue", 2, x=40.0))))
    assert [die.is_uncertain for die in table.view().dice] == [True, True]


def test_a_new_settled_roll_replaces_a_reading_that_did_not_fit(table):
    table.on_settled(PIXELS, TableReading(dice=(die_reading("blue", 4),)))
    table.on_settled(PIXELS, race_reading(2, 6))
    assert table.state.roll == (Die("blue", 2), Die("red", 6))


def test_a_misread_colour_is_corrected_from_the_buttons_and_journalled(table):
    table.on_settled(PIXELS, TableReading(dice=(die_reading("blue", 4), die_reading("blue", 2, x=40.0))))
    press(table, ButtonEvent.OK)  # correct
    press(table, ButtonEvent.OK, ButtonEvent.OK)  # die 1 value, colour, then die 2 value
    assert table.view().correction.die == 1
    press(table, ButtonEvent.OK, ButtonEvent.NEXT)  # die 2 colour: blue -> red
    press(table, ButtonEvent.BACK)  # done
    assert table.state.roll == (Die("blue", 4), Die("red", 2))
    assert events_of(table) == ["header", "reading", "correction", "action"]


def test_a_value_is_cycled_with_prev_and_next(table):
    table.on_settled(PIXELS, race_reading(3, 5, confidence=0.5))
    press(table, ButtonEvent.BACK)  # fix a die
    press(table, ButtonEvent.NEXT, ButtonEvent.NEXT, ButtonEvent.PREV)
    assert table.view().dice[0].value == 4
    press(table, ButtonEvent.BACK)
    assert table.state.roll == (Die("blue", 4), Die("red", 5))


def test_next_and_ok_choose_an_option(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    press(table, ButtonEvent.NEXT, ButtonEvent.OK)
    assert table.state.scores == (5, 0)
    assert str(table.view().player) == "Spieler 2"


def test_options_wrap_around(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    press(table, ButtonEvent.PREV)
    assert table.view().selected == 1


def test_a_camera_failure_is_shown_and_leaves_the_game_untouched(table):
    set_language("en")
    table.on_settled(PIXELS, race_reading(3, 5))
    press(table, ButtonEvent.OK, ButtonEvent.OK)  # both players took a die: the next roll is awaited
    state, journal = table.state, table.journal.path.read_bytes()
    table.on_camera_error(no_frame("opencv:0", 2.0, text("camera.hint_usb")).text)
    view = table.view()
    assert isinstance(view, ErrorView)
    assert (
        f"{view.problem} ({view.recovery})" == "camera opencv:0 gave no frame for 2 s; check the USB cable (retrying)"
    )
    assert table.state == state
    assert table.journal.path.read_bytes() == journal


def test_a_camera_failure_during_a_decision_does_not_hide_the_options(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    table.on_camera_error(no_frame("opencv:0", 2.0, text("camera.hint_usb")).text)
    assert isinstance(table.view(), OptionsView)


def test_a_working_camera_clears_the_message(table):
    table.on_camera_error("unplugged")
    table.on_frame(PIXELS)
    assert isinstance(table.view(), CameraView)


def test_holding_back_opens_the_menu(table):
    press(table, ButtonEvent.BACK_HELD)
    view = table.view()
    assert isinstance(view, MenuView)
    assert [(str(item.label), item.is_enabled) for item in view.items] == [
        ("Letzten Zug zurücknehmen", False),
        ("Letzten Wurf korrigieren", False),
        ("Punktestand", True),
        ("English", True),
        ("Neues Spiel", True),
        ("Zurück zum Spiel", True),
    ]


def test_undo_from_the_menu_takes_back_the_last_decision_and_journals_it(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    press(table, ButtonEvent.OK)
    press(table, ButtonEvent.BACK_HELD, ButtonEvent.OK)
    assert table.state.scores == (0, 0) and table.state.player == 0
    assert events_of(table)[-1] == "undo"
    assert replay(table.journal.path, load_race).state == table.state


def test_correct_the_last_roll_reopens_its_dice_for_correction(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    press(table, ButtonEvent.BACK_HELD, ButtonEvent.NEXT, ButtonEvent.OK)
    assert table.phase is Phase.CORRECT
    press(table, ButtonEvent.NEXT, ButtonEvent.BACK)
    assert table.state.roll == (Die("blue", 4), Die("red", 5))
    assert replay(table.journal.path, load_race).state == table.state


def test_the_language_entry_switches_to_english(table):
    press(table, ButtonEvent.BACK_HELD, ButtonEvent.PREV, ButtonEvent.PREV, ButtonEvent.PREV, ButtonEvent.OK)
    assert str(table.view().status) == "Please roll: 1× blue + 1× red"


def test_back_during_a_decision_shows_the_scores_and_any_button_returns(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    press(table, ButtonEvent.OK, ButtonEvent.BACK)
    view = table.view()
    assert isinstance(view, ScoreboardView)
    assert [(str(player.player), player.total, player.is_turn) for player in view.players] == [
        ("Spieler 1", 3, False),
        ("Spieler 2", 0, True),
    ]
    press(table, ButtonEvent.OK)
    assert isinstance(table.view(), OptionsView)


def test_a_finished_game_shows_the_ranking(table):
    for blue, red in ((1, 6), (2, 5), (3, 4)):
        table.on_settled(PIXELS, race_reading(blue, red))
        press(table, ButtonEvent.OK, ButtonEvent.NEXT, ButtonEvent.OK)
    view = table.view()
    assert isinstance(view, EndOfGameView)
    assert [(str(player.player), player.total) for player in view.ranking] == [("Spieler 2", 15), ("Spieler 1", 6)]
    assert view.places == (1, 2)


def test_a_reading_during_a_decision_is_ignored(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    table.on_settled(PIXELS, race_reading(1, 1))
    assert table.state.roll == (Die("blue", 3), Die("red", 5))
    assert events_of(table).count("reading") == 1


def test_a_table_resumed_from_its_journal_continues_where_it_stopped(table):
    table.on_settled(PIXELS, race_reading(3, 5))
    press(table, ButtonEvent.NEXT, ButtonEvent.OK)
    replayed = replay(table.journal.path, load_race)
    resumed = Table(replayed.engine, Journal(replayed.path), replayed.states, confirm_below=0.9)
    press(resumed, ButtonEvent.OK)
    assert resumed.state == RaceEngine().apply(table.state, Take("blue"))
    assert replay(table.journal.path, load_race).state == resumed.state
    assert Rolled((Die("blue", 3), Die("red", 5))) in replayed.actions


def test_ok_on_the_final_ranking_asks_for_a_new_game(table):
    for blue, red in ((1, 6), (2, 5), (3, 4)):
        table.on_settled(PIXELS, race_reading(blue, red))
        press(table, ButtonEvent.OK, ButtonEvent.OK)
    press(table, ButtonEvent.OK)
    assert table.wants_new_game


class NoChoiceEngine(RaceEngine):
    """An engine that waits for a decision but offers nothing: a bug the screen must survive."""

    def legal_actions(self, state):
        return ()


def test_a_decision_without_options_is_reported_not_crashed(tmp_path):
    engine = NoChoiceEngine()
    journal = Journal.create(tmp_path, GameHeader("race", 1, 0, {}))
    table = Table(engine, journal, (engine.new_game(1),), confirm_below=0.9)
    table.on_settled(PIXELS, race_reading(3, 5))
    view = table.view()
    assert isinstance(view, ErrorView)
    assert str(view.problem) == "Das Spiel wartet auf eine Wahl, bietet aber keine an; bitte die Regel-Engine prüfen"
    assert str(view.detail) == "Spieler 1"


def test_the_scores_of_a_game_with_sheets_open_at_the_sheet_and_page_on_to_the_scoreboard(tmp_path):
    import games
    from display.views_dsc import DscSheetView

    engine = games.load("doppelt-so-clever")
    journal = Journal.create(tmp_path, GameHeader("doppelt-so-clever", 2, 0, {}))
    table = Table(engine, journal, (engine.new_game(2),), confirm_below=0.9)
    press(table, ButtonEvent.BACK_HELD, ButtonEvent.NEXT, ButtonEvent.NEXT, ButtonEvent.OK)  # menu: scores
    assert isinstance(table.view(), DscSheetView)
    press(table, ButtonEvent.PREV)
    assert isinstance(table.view(), ScoreboardView)
    press(table, ButtonEvent.OK)
    assert isinstance(table.view(), CameraView)


def test_switching_the_language_tells_who_remembers_it(table):
    remembered = []
    table.on_language = remembered.append
    press(table, ButtonEvent.BACK_HELD, ButtonEvent.PREV, ButtonEvent.PREV, ButtonEvent.PREV, ButtonEvent.OK)
    assert remembered == ["en"]


def test_players_tied_at_the_end_share_their_place(table):
    for value in (1, 2, 3):
        table.on_settled(PIXELS, race_reading(value, value))
        press(table, ButtonEvent.OK, ButtonEvent.NEXT, ButtonEvent.OK)
    assert table.view().places == (1, 1)
