"""Exact odds of the next roll, checked against enumeration and closed forms."""

from dataclasses import replace
from fractions import Fraction
from itertools import product

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from test_gnw_fixtures import EXAMPLES, condition_strategy, synthetic_catalogue

from dicetable.messages import render
from games import load
from games.engine import Die
from games.geht_noch_was.cards import parse_card
from games.geht_noch_was.conditions import ConditionRules, fulfils
from games.geht_noch_was.labels import odds_label
from games.geht_noch_was.odds import (
    BLUE_CLASSES,
    BLUE_WEIGHTS,
    OUTCOMES,
    RED_CLASSES,
    RED_WEIGHTS,
    NextRollOdds,
    chance_any,
    fulfilling_classes,
    next_roll_odds,
)
from games.geht_noch_was.state import ActiveCard


def example(name):
    return parse_card({"id": 1, "colour": "green", "points": 1, "condition": EXAMPLES[name]}).condition


def class_roll(blue: np.ndarray, red: np.ndarray) -> tuple[Die, ...]:
    """One roll of a class: its dice in value order."""
    return tuple(Die("blue", v) for v in range(1, 7) for _ in range(blue[v - 1])) + tuple(
        Die("red", v) for v in range(1, 7) for _ in range(red[v - 1])
    )


def test_the_classes_weigh_up_to_every_outcome():
    assert (len(BLUE_CLASSES), len(RED_CLASSES)) == (126, 56)
    assert int(BLUE_WEIGHTS.sum() * RED_WEIGHTS.sum()) == OUTCOMES == 6**7


def test_one_die_showing_four_has_the_closed_form_chance():
    assert chance_any([example("one die showing 4")]) == 1 - Fraction(5, 6) ** 7


def test_red_sum_of_nine_has_the_chance_of_three_dice_summing_to_nine():
    assert chance_any([example("red sum 9+")]) == Fraction(160, 216)


def test_red_pair_or_blue_pair_combines_both_colours():
    no_red_pair, no_blue_pair = Fraction(120, 216), Fraction(360, 1296)
    assert chance_any([example("red pair / blue pair")]) == 1 - no_red_pair * no_blue_pair


def test_no_cards_means_no_chance():
    assert chance_any([]) == 0


def test_the_class_table_agrees_with_the_checker_on_every_class():
    for name in ("pair and triple", "run of three", "two blue consecutive", "red sum 9+"):
        table = fulfilling_classes(example(name))
        for b, r in product(range(len(BLUE_CLASSES)), range(len(RED_CLASSES))):
            assert table[b, r] == fulfils(example(name), class_roll(BLUE_CLASSES[b], RED_CLASSES[r])), name


def test_odds_match_brute_force_over_every_ordered_roll_of_the_red_dice():
    """All 6^3 red rolls with the blue dice fixed, counted one by one."""
    condition = example("red pair / blue pair")
    blue = (Die("blue", 1), Die("blue", 2), Die("blue", 3), Die("blue", 4))
    hits = sum(
        fulfils(condition, blue + tuple(Die("red", v) for v in values)) for values in product(range(1, 7), repeat=3)
    )
    blue_class = next(i for i, c in enumerate(BLUE_CLASSES) if list(c) == [1, 1, 1, 1, 0, 0])
    table = fulfilling_classes(condition)
    assert hits == int(table[blue_class] @ RED_WEIGHTS) == 96


def test_the_union_of_two_cards_is_at_least_either():
    both = chance_any([example("five dice 3+"), example("three of a kind")])
    assert both >= max(chance_any([example("five dice 3+")]), chance_any([example("three of a kind")]))


def test_a_player_about_to_stay_sees_the_chance_of_their_open_cards_and_what_is_at_stake():
    state = load("geht-noch-was").new_game(2, seed=1, options={"cards": synthetic_catalogue()})
    active = (ActiveCard(1, 1, "black"), ActiveCard(2, 1), ActiveCard(3, 2), ActiveCard(5, 3, "black"))
    state = state.with_board(0, replace(state.boards[0], active=active, last_level=1, luck=2))
    odds = next_roll_odds(state, 0)
    expected = chance_any([state.card(2).condition, state.card(3).condition])
    assert (odds.chance, odds.cards, odds.at_stake, odds.points_at_stake, odds.luck) == (expected, (2, 3), (1, 5), 5, 2)


def test_the_odds_read_in_german_with_a_decimal_comma():
    odds = NextRollOdds(Fraction(503, 648), (2,), (1, 5), 5, 2)
    assert render(odds_label(odds)) == (
        "Nächster Wurf: 77,6 % Chance auf eine Karte; auf dem Spiel: 2 Karten (5 Punkte), 2 Glück-Marker als Rettung"
    )


dice_rolls = st.tuples(*[st.integers(1, 6) for _ in range(7)])


@settings(max_examples=120, deadline=None)
@given(condition=condition_strategy(), values=dice_rolls, options=st.tuples(st.booleans(), st.booleans()))
def test_the_class_table_agrees_with_the_checker_on_random_conditions(condition, values, options):
    rules = ConditionRules(*options)
    dice = tuple(Die(colour, v) for colour, v in zip(("blue",) * 4 + ("red",) * 3, values, strict=True))
    blue = [values[:4].count(v) for v in range(1, 7)]
    red = [values[4:].count(v) for v in range(1, 7)]
    b = next(i for i, c in enumerate(BLUE_CLASSES) if list(c) == blue)
    r = next(i for i, c in enumerate(RED_CLASSES) if list(c) == red)
    assert fulfilling_classes(condition, rules)[b, r] == fulfils(condition, dice, rules)


def test_cards_nobody_has_entered_are_listed_apart_from_the_chance():
    state = load("geht-noch-was").new_game(2, seed=1, options={"cards": synthetic_catalogue()})
    unknown = replace(state.card(2), id=-1, condition=())
    active = (ActiveCard(1, 1, "black"), ActiveCard(-1, 1), ActiveCard(3, 2))
    state = replace(state, cards=(*state.cards, unknown))
    state = state.with_board(0, replace(state.boards[0], active=active, last_level=1))
    odds = next_roll_odds(state, 0)
    assert (odds.chance, odds.unchecked) == (chance_any([state.card(3).condition]), (-1,))
