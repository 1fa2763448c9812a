"""Before a game: resume the unfinished one, or choose a game and the number of players."""

import json
from datetime import datetime

import pytest
from companion_doubles import RaceEngine, load_race

import games
from companion.commands.run import available_engines
from companion.gnw_cards import CARDS_FILE, game_options, user_dir
from companion.journal import GameHeader, Journal, replay
from companion.setup import Setup
from display.views import ChooseGameView, ErrorView, PlayersView, ResumeView
from hardware.events import ButtonEvent


@pytest.fixture
def unfinished(tmp_path):
    journal = Journal.create(tmp_path, GameHeader("race", 3, 1, {}), now=datetime(2026, 11, 25, 20, 4))
    return replay(journal.path, load_race)


def press(setup, *events):
    for event in events:
        setup.on_button(event)


def test_without_an_unfinished_game_the_players_choose_a_game(tmp_path):
    view = Setup([RaceEngine()]).view()
    assert isinstance(view, ChooseGameView)
    assert [choice.game_id for choice in view.games] == ["race"]


def test_an_unfinished_game_is_offered_for_resuming_first(unfinished):
    view = Setup([RaceEngine()], [unfinished]).view()
    assert isinstance(view, ResumeView)
    assert str(view.summary) == "3 Spieler, 0 Züge, begonnen 25.11. 20:04"


def test_ok_resumes_the_unfinished_game(unfinished):
    setup = Setup([RaceEngine()], [unfinished])
    press(setup, ButtonEvent.OK)
    assert setup.result is unfinished


def test_a_new_game_is_the_chosen_game_with_the_chosen_player_count_and_a_fresh_seed(unfinished):
    setup = Setup([RaceEngine()], [unfinished], new_seed=lambda: 42)
    press(setup, ButtonEvent.NEXT, ButtonEvent.OK)  # new game
    press(setup, ButtonEvent.OK)  # the race
    view = setup.view()
    assert isinstance(view, PlayersView) and view.counts == (1, 2, 3, 4)
    press(setup, ButtonEvent.NEXT, ButtonEvent.OK)
    assert setup.result == GameHeader("race", 2, 42, {})


def test_back_from_the_player_count_returns_to_the_games():
    setup = Setup([RaceEngine()])
    press(setup, ButtonEvent.OK, ButtonEvent.BACK)
    assert isinstance(setup.view(), ChooseGameView)


def test_the_game_list_holds_every_installed_engine():
    assert all(engine.id for engine in available_engines())
    assert len(available_engines()) >= 1


def test_a_new_geht_noch_was_game_starts_with_every_known_card_as_plain_json(tmp_path):
    setup = Setup([games.load("geht-noch-was")], new_seed=lambda: 5)
    press(setup, ButtonEvent.OK, ButtonEvent.NEXT, ButtonEvent.OK)  # Geht noch was?, 2 players
    assert setup.result == GameHeader("geht-noch-was", 2, 5, game_options())
    assert json.loads(json.dumps(setup.result.options)) == setup.result.options
    assert [card["id"] for card in setup.result.options["cards"]] == [1]


def test_a_journalled_geht_noch_was_game_replays_to_the_state_it_began_with(tmp_path):
    setup = Setup([games.load("geht-noch-was")], new_seed=lambda: 5)
    press(setup, ButtonEvent.OK, ButtonEvent.OK)
    journal = Journal.create(tmp_path, setup.result)
    assert replay(journal.path).state == setup.result.new_state(games.load("geht-noch-was"))


def test_a_card_file_that_does_not_read_is_shown_and_the_game_not_started():
    (user_dir() / CARDS_FILE).parent.mkdir(parents=True, exist_ok=True)
    (user_dir() / CARDS_FILE).write_text("{", encoding="utf-8")
    setup = Setup([games.load("geht-noch-was")])
    press(setup, ButtonEvent.OK, ButtonEvent.OK)
    view = setup.view()
    assert setup.result is None
    assert isinstance(view, ErrorView)
    assert str(view.problem).startswith(f"{user_dir() / CARDS_FILE} kann nicht gelesen werden: ")
    assert str(view.recovery) == "Eine Taste drücken, dann erneut wählen, wenn die Datei berichtigt ist"


def test_any_button_after_a_card_file_problem_returns_to_the_choice():
    (user_dir() / CARDS_FILE).parent.mkdir(parents=True, exist_ok=True)
    (user_dir() / CARDS_FILE).write_text("{", encoding="utf-8")
    setup = Setup([games.load("geht-noch-was")])
    press(setup, ButtonEvent.OK, ButtonEvent.OK, ButtonEvent.OK)
    assert isinstance(setup.view(), PlayersView)
