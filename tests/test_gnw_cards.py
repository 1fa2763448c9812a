"""Task cards as data: the schema, the validator's messages, the shipped partial file."""

import pytest
from test_gnw_fixtures import SHIPPED, SHIPPED_RULES

from games import load
from games.geht_noch_was.cards import CardDataError, card_to_data, merge_cards, parse_card, parse_cards
from games.geht_noch_was.rules import DEFAULT_RULES, parse_rules

BLUE_RUN = [[{"rel": "run", "glyphs": [{"c": "blue"}, {"c": "blue"}]}]]


def test_the_shipped_file_is_marked_partial_and_holds_only_the_rulebooks_card():
    cards = parse_cards(SHIPPED["cards"])
    assert SHIPPED["partial"] is True
    assert [(c.id, c.colour, c.points, c.start_set) for c in cards] == [(1, "green", 1, "D")]


def test_every_rulebook_example_condition_is_valid_card_data():
    for condition in SHIPPED["examples"]["conditions"].values():
        parse_card({"id": 2, "colour": "red", "points": 4, "condition": condition})


def test_the_shipped_rules_file_holds_the_specs_defaults():
    assert parse_rules(SHIPPED_RULES) == DEFAULT_RULES


def test_a_card_survives_the_trip_to_data_and_back():
    card = parse_card({"id": 1, "colour": "green", "points": 1, "start_set": "D", "condition": BLUE_RUN})
    assert parse_card(card_to_data(card)) == card


def test_a_glyph_value_off_the_die_names_card_and_field():
    data = {"id": 7, "colour": "yellow", "points": 2, "condition": [[{"rel": "free", "glyphs": [{"eq": 9}]}]]}
    with pytest.raises(CardDataError) as error:
        parse_card(data)
    assert (
        str(error.value)
        == "Karte 7, Feld condition[0][0].glyphs[0].eq: erwartet eine Augenzahl von 1 bis 6; gefunden 9"
    )


def test_points_must_match_the_card_colour():
    with pytest.raises(CardDataError) as error:
        parse_card({"id": 3, "colour": "red", "points": 2, "condition": BLUE_RUN})
    assert str(error.value) == "Karte 3, Feld points: erwartet 4 (jede Karte in Rot ist 4 wert); gefunden 2"


def test_a_card_without_an_id_is_named_by_its_position():
    with pytest.raises(CardDataError) as error:
        parse_cards([{"colour": "green", "points": 1, "condition": BLUE_RUN}])
    assert str(error.value) == (
        "Karte an Stelle 0, Feld id: erwartet eine ganze Zahl ≥ 1, wie auf der Karte gedruckt; gefunden None"
    )


def test_an_id_may_appear_once():
    card = {"id": 5, "colour": "green", "points": 1, "condition": BLUE_RUN}
    with pytest.raises(CardDataError, match="Karte 5, Feld id: jede id darf nur einmal vorkommen; 5 kommt doppelt vor"):
        parse_cards([card, card])


def test_an_unknown_relation_is_refused_with_the_allowed_ones():
    with pytest.raises(CardDataError) as error:
        parse_card({"id": 4, "colour": "green", "points": 1, "condition": [[{"rel": "pair", "glyphs": []}]]})
    assert (
        str(error.value)
        == "Karte 4, Feld condition[0][0].rel: erwartet eines von free, same, run, sum; gefunden 'pair'"
    )


def test_a_run_needs_at_least_two_dice():
    with pytest.raises(CardDataError, match=r"Karte 4, Feld condition\[0\]\[0\].glyphs: erwartet 2 bis 7 Würfel"):
        parse_card({"id": 4, "colour": "green", "points": 1, "condition": [[{"rel": "run", "glyphs": [{}]}]]})


def test_an_alternative_may_not_need_more_than_seven_dice():
    eight = [{"rel": "free", "glyphs": [{}] * 4}, {"rel": "same", "glyphs": [{}] * 4}]
    with pytest.raises(CardDataError, match="erwartet höchstens 7 Würfel in einer Alternative; gefunden 8"):
        parse_card({"id": 4, "colour": "green", "points": 1, "condition": [eight]})


def test_the_players_cards_replace_shipped_cards_of_the_same_id():
    shipped = parse_cards(SHIPPED["cards"])
    own = parse_card({"id": 1, "colour": "yellow", "points": 2, "condition": BLUE_RUN})
    extra = parse_card({"id": 9, "colour": "green", "points": 1, "condition": BLUE_RUN})
    assert merge_cards(shipped, [extra, own]) == (own, extra)


def test_an_unknown_option_lists_the_known_ones():
    with pytest.raises(CardDataError, match="Option turbo gibt es nicht; bekannt sind solo_rules, free_start"):
        parse_rules(options={"turbo": True})


def test_the_table_options_override_the_rules_files_defaults():
    data = {**SHIPPED_RULES, "options": {"free_start": True, "push_respects_limit": True}}
    rules = parse_rules(data, {"free_start": False})
    assert (rules.free_start, rules.push_respects_limit) == (False, True)


def test_one_player_plays_the_solo_rules_even_though_the_file_says_otherwise():
    state = load("geht-noch-was").new_game(1, options={"rules": SHIPPED_RULES})
    assert state.rules.solo_rules is True
