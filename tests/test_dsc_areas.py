"""Doppelt so clever: placement rules, bonuses and scoring per area (spec §3, §5, §6.2, examples E4–E18)."""

from dataclasses import replace

from games.doppelt_so_clever.areas import enter, entries_for_value, entries_of_choice
from games.doppelt_so_clever.bonuses import drop_lost, grant
from games.doppelt_so_clever.scoring import area_points, breakdown, fox_value, foxes_from_marks
from games.doppelt_so_clever.sheet import CIRCLED, CROSSED, ActionTrack, Sheet


def record(sheet, *entries):
    for entry in entries:
        sheet, triggered = enter(sheet, entry)
        sheet = grant(sheet, triggered)
    return sheet


def test_a_silver_value_crossed_in_all_four_rows_has_no_entry_left():
    sheet = Sheet(silver=((3,), (3,), (3,), (3,)))
    assert entries_for_value(sheet, "silver", 3) == ()


def test_four_crosses_in_one_silver_row_score_eleven():
    assert area_points(Sheet(silver=((1, 2, 3, 4), (), (), ())), "silver") == 11


def test_completing_silver_column_three_gains_a_fox():
    sheet = record(Sheet(silver=((3,), (3,), (3,), ())), ("silver", 3, 3))
    assert sheet.foxes == 1


def test_completing_silver_column_one_circles_an_extra_die_action():
    sheet = record(Sheet(silver=((1,), (1,), (), (1,))), ("silver", 2, 1))
    assert sheet.extra_die == ActionTrack(circled=1)


def test_a_yellow_field_is_circled_first_and_crossed_second():
    sheet = record(Sheet(), ("yellow", 0, 3))
    assert sheet.yellow[0] == CIRCLED
    assert record(sheet, ("yellow", 0, 3)).yellow[0] == CROSSED


def test_an_uncircled_yellow_field_cannot_be_crossed_so_a_die_only_circles_it():
    assert entries_for_value(Sheet(), "yellow", 3) == (("yellow", 0, 3), ("yellow", 5, 3))


def test_circling_yellow_1_and_2_in_column_a_gains_a_reroll_without_points():
    sheet = record(Sheet(), ("yellow", 2, 1), ("yellow", 6, 2))
    assert sheet.reroll == ActionTrack(circled=1)
    assert area_points(sheet, "yellow") == 0


def test_yellow_scores_only_crosses():
    sheet = Sheet(yellow=(CROSSED, CROSSED, CROSSED, CIRCLED, 0, 0, 0, 0, 0, 0))
    assert area_points(sheet, "yellow") == 21


def test_silver_column_two_chains_into_yellow_row_three_and_another_yellow_bonus():
    sheet = Sheet(silver=((2,), (2,), (2,), ()), yellow=(0, 0, 0, 0, 0, CIRCLED, 0, 0, 0, 0))
    sheet = record(sheet, ("silver", 3, 2))
    assert sheet.pending == ("q_yellow",)
    sheet = record(replace(sheet, pending=()), ("yellow", 4, 4))
    assert sheet.pending == ("q_yellow",)


def test_blue_takes_any_first_sum_then_never_more_than_the_previous():
    sheet = record(Sheet(), ("blue", None, 10), ("blue", None, 6))
    assert sheet.blue == (10, 6)
    assert entries_for_value(sheet, "blue", 7) == ()
    assert entries_for_value(sheet, "blue", 6) == (("blue", None, 6),)


def test_the_second_blue_field_gains_a_return_action():
    sheet = record(Sheet(), ("blue", None, 10), ("blue", None, 6))
    assert sheet.retrieve == ActionTrack(circled=1)


def test_five_blue_fields_score_fifteen():
    assert area_points(Sheet(blue=(12, 10, 8, 8, 5)), "blue") == 15


def test_a_blue_question_bonus_respects_the_previous_number():
    assert entries_of_choice(Sheet(blue=(4,)), "blue") == (("blue", None, 2), ("blue", None, 3), ("blue", None, 4))


def test_green_multiplies_the_face_and_the_star_is_first_minus_second():
    sheet = record(Sheet(), ("green", None, 5), ("green", None, 1))
    assert sheet.green == (10, 2)
    assert area_points(sheet, "green") == 8


def test_an_incomplete_green_pair_scores_nothing():
    assert area_points(Sheet(green=(10, 2, 18)), "green") == 8


def test_green_extremes_are_92_and_minus_43():
    high = record(Sheet(), *[("green", None, 6 if i % 2 == 0 else 1) for i in range(12)])
    low = record(Sheet(), *[("green", None, 1 if i % 2 == 0 else 6) for i in range(12)])
    assert (area_points(high, "green"), area_points(low, "green")) == (92, -43)


def test_pink_scores_the_sum_of_its_numbers():
    assert area_points(record(Sheet(), *[("pink", None, v) for v in (5, 3, 1, 4)]), "pink") == 13


def test_pink_field_three_below_its_threshold_gives_no_reroll_but_field_four_gives_a_return():
    sheet = record(Sheet(), *[("pink", None, v) for v in (5, 3, 1, 4)])
    assert (sheet.reroll.circled, sheet.retrieve.circled) == (0, 1)


def test_pink_field_three_with_at_least_two_gains_a_reroll():
    sheet = record(Sheet(pink=(1, 1)), ("pink", None, 2))
    assert sheet.reroll == ActionTrack(circled=1)


def test_pink_field_eight_gains_a_fox_only_with_at_least_two():
    before = Sheet(pink=(1,) * 7)
    assert record(before, ("pink", None, 1)).foxes == 0
    assert record(before, ("pink", None, 2)).foxes == 1


def test_the_sixth_reroll_action_gains_a_fox():
    assert grant(Sheet(reroll=ActionTrack(5, 2)), ("reroll",)).foxes == 1


def test_the_sixth_return_action_gains_a_pink_question_bonus():
    assert grant(Sheet(retrieve=ActionTrack(5, 0)), ("return",)).pending == ("q_pink",)


def test_the_sixth_extra_die_action_gains_a_silver_question_bonus():
    assert grant(Sheet(extra_die=ActionTrack(5, 5)), ("extra_die",)).pending == ("q_silver",)


def test_a_question_bonus_for_a_full_area_is_lost():
    sheet = Sheet(pink=(1,) * 12, pending=("q_pink", "q_blue"))
    assert drop_lost(sheet).pending == ("q_blue",)


def test_each_fox_is_worth_the_lowest_area():
    sheet = Sheet(
        silver=((1, 2, 3), (1, 2, 3), (4,), ()),
        yellow=(CROSSED, CROSSED, CROSSED, 0, 0, 0, 0, 0, 0, 0),
        blue=(12, 10, 8, 8, 5),
        green=(10, 2),
        pink=(5, 3, 1, 4),
    )
    assert breakdown(sheet, foxes=2) == (16, 21, 15, 8, 13, 16)


def test_the_worked_fox_example_totals_93():
    assert sum((20, 21, 15, 8, 13)) + 2 * fox_value((20, 21, 15, 8, 13)) == 93


def test_an_area_scoring_zero_makes_foxes_worthless():
    assert fox_value((20, 0, 15, 8, 13)) == 0


def test_a_negative_lowest_area_makes_foxes_negative_unless_the_option_clamps_it():
    assert (fox_value((20, 5, 15, -4, 13)), fox_value((20, 5, 15, -4, 13), negative_foxes=False)) == (-4, 0)


def test_foxes_are_recounted_from_where_they_are_printed():
    sheet = Sheet(blue=(12,) * 9, green=(2,) * 7, pink=(1,) * 7 + (2,), reroll=ActionTrack(6, 0))
    assert foxes_from_marks(sheet) == 4
