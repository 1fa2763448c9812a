"""The §6 condition checker: the spec's cases (§9), witnesses, and properties."""

from hypothesis import given, settings
from hypothesis import strategies as st
from test_gnw_fixtures import EXAMPLES, condition_strategy, roll

from games.engine import Die
from games.geht_noch_was.cards import parse_card
from games.geht_noch_was.conditions import ConditionRules, Witness, find_witness, fulfils, is_valid_witness


def condition(data):
    return parse_card({"id": 1, "colour": "green", "points": 1, "condition": data}).condition


def example(name):
    return condition(EXAMPLES[name])


def test_exactly_four_needs_a_die_showing_four():
    assert not fulfils(example("one die showing 4"), roll("B1 B2 B3 B5 R6 R6 R2"))
    assert fulfils(example("one die showing 4"), roll("B1 B2 B3 B5 R6 R6 R4"))


def test_five_dice_at_least_three_count_dice_of_any_colour():
    assert fulfils(example("five dice 3+"), roll("B3 B4 B5 B1 R6 R2 R3"))


def test_five_dice_at_least_three_fail_with_only_four_such_dice():
    assert not fulfils(example("five dice 3+"), roll("B3 B4 B1 B1 R6 R2 R3"))


def test_three_of_a_kind_may_mix_colours():
    assert find_witness(example("three of a kind"), roll("B5 B5 B2 B1 R5 R3 R3")).dice == (0, 1, 4)


def test_a_run_of_three_takes_two_three_four():
    assert fulfils(example("run of three"), roll("B2 B3 B6 B6 R4 R6 R6"))


def test_a_run_does_not_wrap_from_six_to_one():
    assert not fulfils(example("run of three"), roll("B6 B1 B2 B5 R5 R5 R5"))


def test_a_blue_run_needs_blue_dice():
    assert fulfils(example("two blue consecutive"), roll("B2 B3 B6 B6 R1 R1 R1"))
    assert not fulfils(example("two blue consecutive"), roll("B2 B6 B6 B6 R3 R1 R1"))


def test_red_sum_of_nine_holds_for_three_threes_and_six_two_one():
    assert fulfils(example("red sum 9+"), roll("B1 B1 B1 B1 R3 R3 R3"))
    assert fulfils(example("red sum 9+"), roll("B1 B1 B1 B1 R6 R2 R1"))


def test_red_sum_of_nine_fails_for_four_two_two_whatever_the_blue_dice():
    assert not fulfils(example("red sum 9+"), roll("B6 B6 B6 B6 R4 R2 R2"))


def test_pair_and_triple_may_share_their_number():
    assert fulfils(example("pair and triple"), roll("B2 B2 B5 B5 R5 R1 R3"))
    assert fulfils(example("pair and triple"), roll("B5 B5 B5 B5 R5 R1 R3"))


def test_pair_and_triple_cannot_reuse_dice_of_a_four_of_a_kind():
    assert not fulfils(example("pair and triple"), roll("B5 B5 B5 B5 R1 R2 R3"))


def test_red_pair_or_blue_pair_takes_either_alternative():
    assert find_witness(example("red pair / blue pair"), roll("B1 B2 B3 B5 R4 R4 R1")) == Witness(0, ((4, 5),))
    assert find_witness(example("red pair / blue pair"), roll("B6 B6 B3 B5 R4 R1 R2")) == Witness(1, ((0, 1),))


def test_red_pair_or_blue_pair_refuses_a_mixed_pair():
    assert not fulfils(example("red pair / blue pair"), roll("B6 B1 B3 B5 R6 R4 R2"))


def test_two_ones_cannot_use_one_die_twice():
    assert not fulfils(example("two dice showing 1"), roll("B1 B2 B3 B5 R6 R4 R2"))


def test_a_mixed_staircase_binds_colour_to_step_by_default():
    red_then_blue = condition([[{"rel": "run", "glyphs": [{"c": "red"}, {"c": "blue"}]}]])
    dice = roll("B2 B2 B2 B2 R3 R6 R6")
    assert not fulfils(red_then_blue, dice)
    assert fulfils(red_then_blue, dice, ConditionRules(run_colours_follow_steps=False))


def test_a_red_sum_may_take_all_red_dice_as_an_option():
    sum_and_red = condition([[{"rel": "sum", "colour": "red", "min": 9}, {"rel": "free", "glyphs": [{"c": "red"}]}]])
    dice = roll("B1 B1 B1 B1 R6 R5 R1")
    assert fulfils(sum_and_red, dice)
    assert not fulfils(sum_and_red, dice, ConditionRules(sum_takes_all_red=True))


def test_a_witness_lists_each_requirements_dice_in_glyph_order():
    witness = find_witness(example("pair and triple"), roll("B2 B5 B2 B5 R5 R1 R3"))
    assert witness == Witness(0, ((0, 2), (1, 3, 4)))


dice_rolls = st.tuples(*[st.builds(Die, st.just(c), st.integers(1, 6)) for c in ("blue",) * 4 + ("red",) * 3])


@settings(max_examples=150, deadline=None)
@given(dice=dice_rolls, name=st.sampled_from(sorted(EXAMPLES)))
def test_a_witness_found_is_always_valid(dice, name):
    witness = find_witness(example(name), dice)
    if witness is not None:
        assert is_valid_witness(example(name), dice, witness)


@settings(max_examples=150, deadline=None)
@given(dice=dice_rolls, name=st.sampled_from(sorted(EXAMPLES)), keep=st.integers(1, 6))
def test_adding_dice_never_breaks_a_fulfilled_card(dice, name, keep):
    fewer = dice[:keep]
    if fulfils(example(name), fewer):
        assert fulfils(example(name), dice)


def test_a_witness_using_a_die_twice_is_not_valid():
    dice = roll("B1 B2 B3 B5 R6 R4 R2")
    assert not is_valid_witness(example("two dice showing 1"), dice, Witness(0, ((0, 0),)))


@settings(max_examples=150, deadline=None)
@given(condition=condition_strategy(), dice=dice_rolls, options=st.tuples(st.booleans(), st.booleans()))
def test_a_witness_found_for_any_condition_is_valid(condition, dice, options):
    rules = ConditionRules(*options)
    witness = find_witness(condition, dice, rules)
    if witness is not None:
        assert is_valid_witness(condition, dice, witness, rules)
