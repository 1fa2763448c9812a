"""The short condition notation for typing cards in."""

import pytest
from test_gnw_fixtures import EXAMPLES

from games.geht_noch_was.cards import CardDataError, parse_card
from games.geht_noch_was.notation import format_condition, parse_condition


def example(name):
    return parse_card({"id": 1, "colour": "green", "points": 1, "condition": EXAMPLES[name]}).condition


@pytest.mark.parametrize(
    ("name", "notation"),
    [
        ("one die showing 4", "free:white4"),
        ("five dice 3+", "free:5*white3+"),
        ("three of a kind", "same:3*white"),
        ("two blue consecutive", "run:2*blue"),
        ("red sum 9+", "sum:red9+"),
        ("pair and triple", "same:2*white & same:3*white"),
        ("red pair / blue pair", "same:2*red / same:2*blue"),
        ("two dice showing 1", "free:2*white1"),
    ],
)
def test_the_rulebook_examples_read_and_write_in_the_notation(name, notation):
    assert parse_condition(notation) == example(name)
    assert format_condition(example(name)) == notation


def test_a_mixed_staircase_keeps_its_colour_order():
    assert format_condition(parse_condition("run:red,blue,white")) == "run:red,blue,white"


def test_an_unknown_colour_names_the_die_and_the_expected_form():
    with pytest.raises(CardDataError) as error:
        parse_condition("run:purple")
    assert str(error.value) == (
        "„run:purple“: Würfel „purple“ nicht verstanden; erwartet [N*]FARBE[W oder W+] mit FARBE aus white, blue, red, "
        "z. B. 5*white3+"
    )
