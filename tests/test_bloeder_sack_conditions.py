"""Every known Sackkarte condition with its tie, from the rulebook's explanations and examples."""

import pytest

from games.bloeder_sack.conditions import Condition, every_condition, metric
from games.bloeder_sack.standings import contenders
from games.bloeder_sack.state import PlacedDie, Slot

RED, BLUE, WHITE, BLACK = range(4)


def board(*dice: tuple[int, int]) -> Slot:
    """A card's dice in placement order as (owner, value); stamps count up from 1."""
    return Slot(card=None, dice=tuple(PlacedDie(owner, value, stamp) for stamp, (owner, value) in enumerate(dice, 1)))


def winner(condition: Condition, slot: Slot, zero: bool = False) -> int | None:
    ranked = contenders(condition, slot, players=4, zero_count_qualifies=zero)
    return ranked[0].player if ranked else None


def test_most_fours_tie_goes_to_the_later_last_die_s3():
    slot = board((WHITE, 4), (BLUE, 4), (WHITE, 4), (BLUE, 4), (WHITE, 2))
    assert winner(Condition("most_value", 4), slot) == WHITE


def test_most_equal_values_counts_the_largest_group_not_the_pairs_s5():
    slot = board((BLUE, 5), (RED, 3), (BLUE, 5), (RED, 3), (RED, 6), (BLUE, 5), (RED, 6))
    assert metric(Condition("most_equal"), [(3, 1), (3, 2), (6, 3), (6, 4)]) == 2
    assert winner(Condition("most_equal"), slot) == BLUE


def test_most_different_values_tie_goes_to_the_later_placer_s6():
    slot = board((BLACK, 1), (BLUE, 2), (BLACK, 3), (BLUE, 4), (BLACK, 5), (BLUE, 6))
    assert winner(Condition("most_distinct"), slot) == BLUE


def test_sum_below_ten_disqualifies_ten_and_breaks_the_tie_by_the_later_die_s7():
    slot = board((BLACK, 5), (RED, 5), (WHITE, 4), (RED, 4), (BLUE, 6), (WHITE, 4), (BLUE, 3), (BLACK, 5))
    assert winner(Condition("max_sum_below", 10), slot) == BLUE


def test_sum_below_ten_with_everyone_at_ten_or_more_has_no_winner():
    assert winner(Condition("max_sum_below", 10), board((RED, 6), (BLUE, 5), (RED, 4), (BLUE, 5))) is None


def test_most_dice_ignores_the_values():
    assert winner(Condition("most_dice"), board((RED, 6), (BLUE, 1), (BLUE, 1))) == BLUE


def test_most_dice_tie_goes_to_the_later_placer():
    assert winner(Condition("most_dice"), board((RED, 6), (BLUE, 1), (BLUE, 1), (RED, 2))) == RED


def test_most_non_ones_does_not_count_ones_but_ones_win_the_tie():
    slot = board((RED, 3), (BLUE, 1), (BLUE, 4), (RED, 1), (BLUE, 1))
    assert metric(Condition("most_not_value", 1), [(1, 2), (4, 3), (1, 5)]) == 1
    assert winner(Condition("most_not_value", 1), slot) == BLUE


def test_most_low_counts_ones_twos_and_threes():
    slot = board((RED, 1), (RED, 3), (BLUE, 2), (BLUE, 6), (BLUE, 5))
    assert winner(Condition("most_low"), slot) == RED


def test_most_even_counts_twos_fours_and_sixes_with_the_tie_to_the_later_die():
    slot = board((RED, 2), (BLUE, 6), (RED, 4), (BLUE, 4))
    assert winner(Condition("most_even"), slot) == BLUE


def test_most_odd_counts_ones_threes_and_fives():
    assert winner(Condition("most_odd"), board((RED, 1), (RED, 5), (BLUE, 3), (BLUE, 2), (BLUE, 4))) == RED


def test_last_placed_one_goes_to_the_latest_one_whatever_the_count():
    slot = board((RED, 1), (RED, 1), (BLUE, 1), (RED, 6))
    assert winner(Condition("last_value", 1), slot) == BLUE


def test_last_placed_low_die_treats_one_two_and_three_alike():
    slot = board((RED, 1), (BLUE, 3), (RED, 5), (WHITE, 6))
    assert winner(Condition("last_low"), slot) == BLUE


def test_last_placed_one_without_any_one_has_no_winner():
    assert winner(Condition("last_value", 1), board((RED, 2), (BLUE, 3))) is None


def test_largest_sum_tie_goes_to_the_later_placer():
    assert winner(Condition("max_sum"), board((RED, 6), (BLUE, 2), (BLUE, 4))) == BLUE


def test_largest_even_sum_disqualifies_an_odd_sum():
    slot = board((RED, 6), (RED, 5), (BLUE, 2), (BLUE, 2))
    assert winner(Condition("max_sum_even"), slot) == BLUE


def test_largest_sum_below_fifteen_disqualifies_fifteen():
    slot = board((RED, 6), (RED, 6), (RED, 3), (BLUE, 6), (BLUE, 5))
    assert winner(Condition("max_sum_below", 15), slot) == BLUE


def test_most_fours_without_any_four_has_no_winner_by_default():
    assert winner(Condition("most_value", 4), board((RED, 1), (BLUE, 2))) is None


def test_most_fours_with_zero_counting_goes_to_the_latest_placer():
    assert winner(Condition("most_value", 4), board((RED, 1), (BLUE, 2)), zero=True) == BLUE


def test_every_condition_is_offered_once():
    conditions = every_condition()
    assert len(conditions) == len(set(conditions)) == 32


def test_a_condition_names_itself_as_printed():
    assert str(Condition("most_not_value", 1).name) == "Die meisten Nicht-1er"
    assert str(Condition("max_sum_below", 10).name) == "Die größte Summe unter 10"


def test_a_value_family_without_its_value_is_refused():
    with pytest.raises(ValueError, match="needs a die value 1–6"):
        Condition("most_value")
