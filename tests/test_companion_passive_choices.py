"""[table] passive_choices: the passive players of Doppelt so clever choosing from the silver platter shown one
after the other (as before) or all at once, the buttons entering one player's choice at a time."""

import json
import random

import pytest

import games
from companion.config import ConfigError, load_config
from companion.journal import GameHeader, Journal
from companion.table import Table
from dicetable.messages import set_language
from display.views import OptionsView
from display.views_passive import PassiveChoicesView
from games.engine import AwaitRoll
from hardware.events import ButtonEvent

ENGINE = games.load("doppelt-so-clever")
PLATTER_CHOICES = [
    ("Rosa 1 → 1 in Rosa-Feld 1 eintragen (+1 Punkt)", 1),
    ("Grün 4 → 8 in Grün-Feld 1 eintragen", 0),
    ("Weiß 3 → Silber 3 in der Reihe Gelb ankreuzen (+2 Punkte)", 2),
    ("Weiß 3 → Silber 3 in der Reihe Blau ankreuzen (+2 Punkte)", 2),
    ("Weiß 3 → Silber 3 in der Reihe Grün ankreuzen (+2 Punkte)", 2),
    ("Weiß 3 → Silber 3 in der Reihe Rosa ankreuzen (+2 Punkte)", 2),
    ("Weiß 3 → Gelb 3 einkreisen (Reihe 1, Spalte B)", 0),
    ("Weiß 3 → Gelb 3 einkreisen (Reihe 3, Spalte D)", 0),
    ("Weiß 3 → 4 in Blau-Feld 1 eintragen (+1 Punkt)", 1),
    ("Weiß 3 → 6 in Grün-Feld 1 eintragen", 0),
    ("Weiß 3 → 3 in Rosa-Feld 1 eintragen (+3 Punkte)", 3),
    ("Keinen Würfel nehmen", 0),
]


def played_until(phase):
    """A seeded three-player game, first option every time, up to the first state in `phase`."""
    rng = random.Random(3)
    states = [ENGINE.new_game(3)]
    while states[-1].phase != phase:
        state = states[-1]
        waiting = state.waiting_for()
        action = ENGINE.sample_chance(state, rng) if isinstance(waiting, AwaitRoll) else ENGINE.legal_actions(state)[0]
        states.append(ENGINE.apply(state, action))
    return states


def table_at(tmp_path, phase, passive_choices, advise=None):
    journal = Journal.create(tmp_path, GameHeader("doppelt-so-clever", 3, 0, {}))
    return Table(ENGINE, journal, played_until(phase), 0.9, advise=advise, passive_choices=passive_choices)


def rows(options):
    return [(str(row.label), row.points) for row in options]


def test_passive_choices_are_shown_one_by_one_unless_the_config_says_otherwise(tmp_path):
    assert load_config(tmp_path / "config.toml").passive_choices == "one_by_one"


def test_all_at_once_is_read_from_the_config(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('[table]\npassive_choices = "all_at_once"\n', encoding="utf-8")
    assert load_config(path).passive_choices == "all_at_once"


def test_passive_choices_must_be_one_of_the_two_ways(tmp_path):
    set_language("en")
    path = tmp_path / "config.toml"
    path.write_text('[table]\npassive_choices = "together"\n', encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        load_config(path)
    assert str(raised.value) == (
        "config.toml [table] passive_choices = 'together': expected one of one_by_one, all_at_once"
    )


def test_all_at_once_lists_every_passive_player_still_to_choose_with_their_options(tmp_path):
    view = table_at(tmp_path, "passive", "all_at_once").view()
    assert isinstance(view, PassiveChoicesView)
    assert [(str(choices.player), choices.is_live) for choices in view.players] == [
        ("Spieler 2", True),
        ("Spieler 3", False),
    ]
    assert [rows(choices.options) for choices in view.players] == [PLATTER_CHOICES, PLATTER_CHOICES]


def test_the_advisors_hint_is_marked_in_every_players_options(tmp_path):
    declines = lambda state: ENGINE.legal_actions(state)[-1]  # noqa: E731
    view = table_at(tmp_path, "passive", "all_at_once", advise=declines).view()
    hints = [[str(row.label) for row in choices.options if row.is_hint] for choices in view.players]
    assert hints == [["Keinen Würfel nehmen"], ["Keinen Würfel nehmen"]]


def test_a_choice_by_one_player_removes_them_from_the_overview_and_is_journalled(tmp_path):
    table = table_at(tmp_path, "passive", "all_at_once")
    table.on_button(ButtonEvent.NEXT)
    table.on_button(ButtonEvent.OK)
    view = table.view()
    assert [(str(choices.player), choices.is_live) for choices in view.players] == [("Spieler 3", True)]
    journalled = [json.loads(line) for line in table.journal.path.read_text().splitlines()]
    assert [entry["event"] for entry in journalled] == ["header", "action"]
    assert table.state.sheets[1] != table.states[-2].sheets[1]


def test_prev_moves_the_live_players_selection_round_to_their_last_option(tmp_path):
    table = table_at(tmp_path, "passive", "all_at_once")
    table.on_button(ButtonEvent.PREV)
    assert table.view().selected == len(PLATTER_CHOICES) - 1


def test_the_active_players_own_picks_stay_a_list_of_their_options(tmp_path):
    assert isinstance(table_at(tmp_path, "pick", "all_at_once").view(), OptionsView)


def test_one_by_one_shows_only_the_deciding_passive_player(tmp_path):
    view = table_at(tmp_path, "passive", "one_by_one").view()
    assert isinstance(view, OptionsView)
    assert str(view.player) == "Spieler 2"
    assert rows(view.options) == PLATTER_CHOICES
