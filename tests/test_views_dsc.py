"""Doppelt so clever sheets built from engine states: the marks, bonuses, tracks and points a player would
see on the paper sheet at that moment, and the final table."""

import random
from dataclasses import replace

import pytest

from companion import views
from companion.views import dsc
from display.renderer import Renderer
from display.views_dsc import Bonus, BonusKind, BonusState, Mark, RoundField, SheetCell
from games import load
from games.doppelt_so_clever.actions import Pick, UseExtraDie
from games.engine import AwaitRoll, Die, Finished, Rolled

ENGINE = load("doppelt-so-clever")
EARNED, PENDING, LOST = BonusState.EARNED, BonusState.PENDING, BonusState.LOST
R, T, X, F, Q = BonusKind.REROLL, BonusKind.RETURN, BonusKind.EXTRA_DIE, BonusKind.FOX, BonusKind.QUESTION
E, C, W = Mark.EMPTY, Mark.CROSSED, Mark.WRITTEN


def rolled(state, **faces):
    return ENGINE.apply(state, Rolled(tuple(Die(colour, faces[colour]) for colour in state.waiting_for().colours)))


@pytest.fixture(scope="module")
def two_and_a_half_rounds():
    """A solo game into round 3, every roll and pick given:
    round 1: yellow 3 circled, blue 4 + white 5 = 9, white 3 in pink; passive: yellow 3 crossed;
    round 2: green 4 (×2 = 8), silver 5 in the yellow row, extra die pink 1; passive: pink 1 below ≥2;
    round 3: green 3 (×2 = 6) completes the first pair and earns a reroll."""
    state = ENGINE.new_game(1)
    steps = (
        (dict(silver=1, yellow=3, blue=5, green=2, pink=6, white=6), Pick("yellow", "yellow", 0)),
        (dict(blue=4, pink=1, white=5), Pick("blue", "blue")),
        (dict(white=3), Pick("white", "pink")),
        (dict(silver=2, yellow=3, blue=1, green=6, pink=5, white=4), Pick("yellow", "yellow", 0)),
        (dict(silver=6, yellow=1, blue=1, green=4, pink=1, white=1), Pick("green", "green")),
        (dict(silver=5), Pick("silver", "silver", 0)),
        (None, UseExtraDie("pink", "pink")),
        (dict(silver=1, yellow=6, blue=6, green=2, pink=1, white=6), Pick("pink", "pink")),
        (dict(silver=6, yellow=6, blue=6, green=3, pink=6, white=6), Pick("green", "green")),
    )
    for faces, action in steps:
        if faces is not None:
            state = rolled(state, **faces)
        state = ENGINE.apply(state, action)
    return state


@pytest.fixture(scope="module")
def sheet(two_and_a_half_rounds):
    (view,) = dsc.sheet_views(ENGINE, two_and_a_half_rounds)
    return view


def area(view, colour):
    return next(a for a in view.areas if a.colour == colour)


def marks(row):
    return tuple(None if cell is None else cell.mark for cell in row)


def test_silver_shows_the_crossed_value_in_its_row(sheet):
    silver = area(sheet, "silver")
    assert [marks(row) for row in silver.rows] == [(E, E, E, E, C, E), (E,) * 6, (E,) * 6, (E,) * 6]
    assert silver.row_colours == ("yellow", "blue", "green", "pink")
    assert [cell.printed for cell in silver.rows[0]] == ["1", "2", "3", "4", "5", "6"]


def test_yellow_shows_a_circled_then_crossed_three_in_the_staggered_grid(sheet):
    yellow = area(sheet, "yellow")
    assert yellow.rows[0] == (None, SheetCell("3", Mark.CIRCLED_AND_CROSSED), None, SheetCell("6"))
    assert sum(cell is not None and cell.mark is not E for row in yellow.rows for cell in row) == 1
    assert yellow.row_bonuses[0] == Bonus(Q, "blue", PENDING)


def test_blue_shows_the_sum_of_blue_and_white_written_in_the_first_field(sheet):
    (row,) = area(sheet, "blue").rows
    assert (row[0].mark, row[0].written) == (W, 9)
    assert [cell.mark for cell in row[1:]] == [E] * 11
    assert row[1].bonus == Bonus(T, state=PENDING)


def test_green_shows_multiplied_numbers_its_star_and_the_reroll_the_pair_earned(sheet):
    green = area(sheet, "green")
    (row,) = green.rows
    assert [(cell.printed, cell.written) for cell in row[:3]] == [("×2", 8), ("×2", 6), ("×2", None)]
    assert green.stars == (2, None, None, None, None, None)
    assert row[1].bonus == Bonus(R, state=EARNED)


def test_pink_marks_the_bonus_of_a_number_below_its_threshold_lost(sheet):
    (row,) = area(sheet, "pink").rows
    assert [(cell.printed, cell.written) for cell in row[:4]] == [("", 3), ("", 1), ("≥2", 1), ("≥3", None)]
    assert (row[2].bonus, row[3].bonus) == (Bonus(R, state=LOST), Bonus(T, state=PENDING))


def test_action_tracks_show_gained_fields_circled_and_used_ones_crossed(sheet):
    reroll, retrieve, extra = sheet.tracks
    assert (reroll.kind, reroll.fields) == (R, (Mark.CIRCLED, Mark.CIRCLED, E, E, E, E))
    assert (retrieve.kind, retrieve.fields) == (T, (Mark.CIRCLED, E, E, E, E, E))
    assert (extra.kind, extra.fields, extra.end_bonus) == (X, (C, E, E, E, E, E), Bonus(Q, "silver", PENDING))


def test_the_round_track_crosses_rounds_begun_with_their_gains(sheet):
    assert sheet.round == 3
    assert sheet.round_track == (
        RoundField(1, True, Bonus(R, state=EARNED)),
        RoundField(2, True, Bonus(X, state=EARNED)),
        RoundField(3, True, Bonus(T, state=EARNED)),
        RoundField(4, False, Bonus(Q, None, PENDING)),
        RoundField(5, False, None),
        RoundField(6, False, None),
    )


def test_area_points_and_the_total_are_the_engines_score(sheet, two_and_a_half_rounds):
    assert [a.points for a in sheet.areas] == [2, 3, 1, 2, 5]
    assert sheet.total == ENGINE.scores(two_and_a_half_rounds)[0].total == 13


def test_the_sheet_names_the_player_whose_turn_it_is(sheet):
    assert (str(sheet.player), str(sheet.turn_of)) == ("Spieler 1", "Spieler 1")


def test_a_complete_silver_column_and_yellow_column_earn_their_bonuses_and_foxes_count():
    state = ENGINE.new_game(2)
    marked = replace(state.sheets[1], silver=((3,), (3,), (3,), (3,)), yellow=(0, 1, 0, 0, 0, 1, 0, 0, 0, 1), foxes=2)
    state = replace(state, sheets=(state.sheets[0], marked))
    view = dsc.sheet_views(ENGINE, state)[1]
    assert area(view, "silver").column_bonuses[2] == Bonus(F, state=EARNED)
    assert area(view, "silver").column_bonuses[3] == Bonus(Q, "blue", PENDING)
    assert area(view, "yellow").column_bonuses == (
        Bonus(R, state=PENDING),
        Bonus(X, state=PENDING),
        Bonus(Q, "silver", PENDING),
        Bonus(F, state=EARNED),
    )
    assert (view.foxes, view.total) == (2, ENGINE.scores(state)[1].total)


def test_question_bonuses_waiting_to_be_entered_are_listed_to_use():
    state = ENGINE.new_game(1)
    state = replace(state, sheets=(replace(state.sheets[0], pending=("q_yellow", "q_any")),))
    (view,) = dsc.sheet_views(ENGINE, state)
    assert view.to_use == (Bonus(Q, "yellow", EARNED), Bonus(Q, None, EARNED))


def test_a_full_track_earns_its_end_bonus():
    state = ENGINE.new_game(1)
    full = replace(state.sheets[0].reroll, circled=6, crossed=2)
    state = replace(state, sheets=(replace(state.sheets[0], reroll=full),))
    (view,) = dsc.sheet_views(ENGINE, state)
    assert (view.tracks[0].fields, view.tracks[0].end_bonus) == ((C, C) + (Mark.CIRCLED,) * 4, Bonus(F, state=EARNED))


def test_a_finished_game_is_nobodys_turn_and_its_final_table_has_a_row_per_area_and_the_foxes():
    state = replace(ENGINE.new_game(2), phase="finished")
    assert dsc.sheet_views(ENGINE, state)[0].turn_of is None
    final = views.final_view(ENGINE, state)
    assert [str(row) for row in final.rows] == ["Silber", "Gelb", "Blau", "Grün", "Rosa", "Füchse"]


def test_players_equal_in_total_and_best_area_share_first_place():
    state = ENGINE.new_game(2)
    sheet = replace(state.sheets[0], pink=(5, 4))
    state = replace(state, sheets=(sheet, sheet), phase="finished")
    assert views.final_view(ENGINE, state).places == (1, 1)


def test_a_tie_on_total_broken_by_the_best_area_gives_separate_places():
    state = ENGINE.new_game(2)
    spread = replace(state.sheets[0], pink=(3,), blue=(9, 8, 7))  # 3 + 6: best area 6
    state = replace(state, sheets=(spread, replace(state.sheets[1], pink=(5, 4))))  # 9: best area 9
    final = views.final_view(ENGINE, replace(state, phase="finished"))
    assert ([str(column.player) for column in final.ranking], final.places) == (["Spieler 2", "Spieler 1"], (1, 2))


def test_the_registry_gives_one_sheet_per_player_and_the_sheet_of_the_player_to_roll():
    state = ENGINE.new_game(3)
    assert len(views.sheet_views(ENGINE, state)) == 3
    assert views.sheet_for_turn(ENGINE, state) == views.sheet_views(ENGINE, state)[0]
    assert (views.overview_view(ENGINE, state), views.decision_view(ENGINE, state, 0)) == (None, None)


def test_the_sheet_of_a_constructed_game_draws_with_its_total(sheet):
    renderer = Renderer((800, 480), headless=True)
    renderer.draw(sheet)
    assert "Summe: 13" in renderer.texts()


def test_every_state_of_a_seeded_game_gives_sheets_with_the_engines_totals():
    rng = random.Random(5)
    state = ENGINE.new_game(3)
    while not isinstance(state.waiting_for(), Finished):
        sheets = views.sheet_views(ENGINE, state)
        assert [sheet.total for sheet in sheets] == [score.total for score in ENGINE.scores(state)]
        if isinstance(state.waiting_for(), AwaitRoll):
            state = ENGINE.apply(state, ENGINE.sample_chance(state, rng))
        else:
            state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
    final = views.final_view(ENGINE, state)
    assert [column.total for column in final.ranking] == sorted((s.total for s in ENGINE.scores(state)), reverse=True)
