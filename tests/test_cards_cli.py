"""`dicetable cards`: listing, showing, adding and editing Geht noch was? cards in the players' own file."""

import argparse
import json
import sys

import pytest

from companion.commands import cards as cards_command
from companion.gnw_cards import CardFileError, game_options, load_catalogue, load_rules, save_card
from dicetable.errors import DicetableError
from games import load
from games.geht_noch_was.cards import parse_card


@pytest.fixture
def own_file(tmp_path):
    return tmp_path / "geht-noch-was.json"


def cards(own_file, *argv):
    """Run `dicetable cards --file OWN_FILE ...` as the CLI does: errors go to stderr with exit status 2."""
    parser = argparse.ArgumentParser(prog="dicetable cards")
    cards_command.add_arguments(parser)
    try:
        return cards_command.run(parser.parse_args(["--file", str(own_file), *argv]))
    except DicetableError as error:
        print(f"dicetable: {error}", file=sys.stderr)
        return 2


def test_list_shows_the_shipped_card_and_says_the_catalogue_is_partial(own_file, capsys):
    assert cards(own_file, "list") == 0
    assert capsys.readouterr().out.splitlines() == [
        "Karte 1: grüne Aufgabenkarte, 1 P., Startsatz D, mitgeliefert: run:2*blue",
        "1 Karten bekannt, davon 0 eigene. Der Katalog ist unvollständig: fehlende Karten mit „dicetable cards add“ "
        "eintragen.",
    ]


def test_add_builds_the_condition_from_its_parts(own_file, capsys):
    assert (
        cards(own_file, "add", "--id", "40", "--colour", "yellow", "--need", "same:2*white", "--need", "same:3*white")
        == 0
    )
    card = load_catalogue(own_file).card(40)
    assert (card.colour, card.points, card.start_set) == ("yellow", 2, None)
    assert json.loads(own_file.read_text())["cards"][0]["condition"] == [
        [
            {"rel": "same", "glyphs": [{"c": "white"}, {"c": "white"}]},
            {"rel": "same", "glyphs": [{"c": "white"}, {"c": "white"}, {"c": "white"}]},
        ]
    ]


def test_or_separates_alternatives(own_file):
    cards(own_file, "add", "--id", "41", "--colour", "green", "--need", "same:2*red", "--or", "--need", "same:2*blue")
    assert len(load_catalogue(own_file).card(41).condition) == 2


def test_add_refuses_an_id_already_known(own_file, capsys):
    assert cards(own_file, "add", "--id", "1", "--colour", "green", "--need", "free:white4") == 2
    assert capsys.readouterr().err == ("dicetable: Karte 1 gibt es schon; zum Ändern „dicetable cards edit 1 ...“\n")


def test_add_reports_the_card_and_field_at_fault(own_file, capsys):
    assert cards(own_file, "add", "--id", "13", "--colour", "red", "--points", "3", "--need", "run:blue,blue") == 2
    assert capsys.readouterr().err == (
        "dicetable: Karte nicht gespeichert: Karte 13, Feld points: erwartet 4 (jede Karte in Rot ist 4 wert); "
        "gefunden 3\n"
    )
    assert not own_file.exists()


def test_edit_keeps_what_is_not_given_and_saves_as_the_players_own(own_file):
    assert cards(own_file, "edit", "1", "--colour", "yellow") == 0
    catalogue = load_catalogue(own_file)
    card = catalogue.card(1)
    assert (card.colour, card.points, card.start_set, 1 in catalogue.own_ids) == ("yellow", 2, "D", True)
    assert card.condition == load_catalogue(own_file.with_name("none.json")).card(1).condition


def test_show_prints_the_card_data(own_file, capsys):
    assert cards(own_file, "show", "1") == 0
    assert json.loads(capsys.readouterr().out.splitlines()[1]) == {
        "id": 1,
        "colour": "green",
        "points": 1,
        "start_set": "D",
        "condition": [[{"rel": "run", "glyphs": [{"c": "blue"}, {"c": "blue"}]}]],
    }


def test_show_of_an_unknown_card_says_how_to_add_it(own_file, capsys):
    assert cards(own_file, "show", "77") == 2
    assert "„dicetable cards add --id 77 ...“ trägt sie ein" in capsys.readouterr().err


def test_a_broken_own_file_names_file_card_and_field(own_file):
    own_file.write_text(json.dumps({"cards": [{"id": 5, "colour": "blue", "points": 1, "condition": []}]}))
    with pytest.raises(CardFileError) as error:
        load_catalogue(own_file)
    assert str(error.value) == (
        "geht-noch-was.json: Karte 5, Feld colour: erwartet eines von green, yellow, red; gefunden 'blue'; "
        "bitte die Datei korrigieren"
    )


def test_saving_replaces_a_card_of_the_same_id(own_file):
    first = parse_card(
        {"id": 9, "colour": "green", "points": 1, "condition": [[{"rel": "free", "glyphs": [{"eq": 1}]}]]}
    )
    second = parse_card(
        {"id": 9, "colour": "green", "points": 1, "condition": [[{"rel": "free", "glyphs": [{"eq": 2}]}]]}
    )
    save_card(first, own_file)
    save_card(second, own_file)
    assert load_catalogue(own_file).card(9) == second


def test_add_without_a_condition_says_how_to_give_one(own_file, capsys):
    assert cards(own_file, "add", "--id", "50", "--colour", "green") == 2
    assert capsys.readouterr().err == (
        "dicetable: Karte nicht gespeichert: keine Bedingung: --need BEDINGUNG angeben (mehrmals für UND, --or "
        "dazwischen) oder --condition\n"
    )


def test_a_condition_may_be_given_whole_as_card_data(own_file):
    condition = '[[{"rel": "sum", "colour": "red", "min": 9}]]'
    assert cards(own_file, "add", "--id", "51", "--colour", "yellow", "--condition", condition) == 0
    assert load_catalogue(own_file).card(51).condition[0][0].minimum == 9


def test_game_options_are_plain_json_that_start_a_game_with_the_players_cards(tmp_path):
    own = parse_card({"id": 60, "colour": "red", "points": 4, "condition": [[{"rel": "free", "glyphs": [{"eq": 6}]}]]})
    save_card(own, tmp_path / "geht-noch-was.json")
    options = game_options({"free_start": True}, folder=tmp_path)
    state = load("geht-noch-was").new_game(2, seed=1, options=json.loads(json.dumps(options)))
    assert (state.card(60), state.rules.free_start, state.pile("red").known) == (own, True, (60,))


def test_the_players_rule_corrections_replace_the_shipped_entries(tmp_path):
    (tmp_path / "geht-noch-was-rules.json").write_text(json.dumps({"levels": {"solo": [1, 2, 3, 6, 4]}}))
    rules = load_rules(own_file=tmp_path / "geht-noch-was-rules.json")
    assert (rules.solo_factors, rules.factors) == ((1, 2, 3, 6, 4), (1, 1, 2, 4, 8))


def test_a_bad_rule_correction_names_the_file_and_field(tmp_path):
    (tmp_path / "geht-noch-was-rules.json").write_text(json.dumps({"levels": {"solo": [1, 2]}}))
    with pytest.raises(CardFileError) as error:
        load_rules(own_file=tmp_path / "geht-noch-was-rules.json")
    assert str(error.value) == (
        "geht-noch-was-rules.json: Regeldaten, Feld levels.solo: erwartet 5 Faktoren ≥ 1, unterste Ebene zuerst; "
        "gefunden [1, 2]; bitte die Datei korrigieren"
    )
