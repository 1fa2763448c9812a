"""Geht noch was? screens built from engine states: each player's display by level, In/Out and luck, the
cards a roll fulfils, the odds before staying in, the round overview and the final table by level."""

import random
from dataclasses import replace

import pytest
from test_gnw_fixtures import EXAMPLES, roll, synthetic_catalogue

from companion import views
from companion.views import gnw
from companion.views.gnw_condition import describe_condition
from dicetable.messages import set_language
from display.views_gnw import InOut, Marker, OddsView
from games import load
from games.engine import AwaitReveal, AwaitRoll, Finished, Rolled
from games.geht_noch_was.actions import Fail, Fulfil, Reveal, ScoreCard, Stay, StepOut
from games.geht_noch_was.cards import parse_card
from games.geht_noch_was.notation import parse_condition
from games.geht_noch_was.odds import next_roll_odds
from games.geht_noch_was.state import ScoredCard

ENGINE = load("geht-noch-was")
FIRST_ROLL = roll("B1 B2 B4 B6 R1 R3 R5")  # fulfils cards 1 and 2 (blue 1-2, a 4) of player 1, 7 and 8 of player 2
SECOND_ROLL = roll("B3 B3 B3 B5 R2 R2 R6")  # fulfils card 3 (a red pair) on level 2


def condition(example):
    return parse_card({"id": 1, "colour": "green", "points": 1, "condition": EXAMPLES[example]}).condition


@pytest.fixture(scope="module")
def rolled():
    """Two players, round 1 laid out as in a first game (start cards 1–6 and 7–12), the first roll made."""
    state = ENGINE.new_game(2, seed=3, options={"cards": synthetic_catalogue()})
    return ENGINE.apply(state, Rolled(FIRST_ROLL))


@pytest.fixture(scope="module")
def staying(rolled):
    """Player 1 fulfilled card 2 (level 1) and decides whether to stay in."""
    return ENGINE.apply(rolled, Fulfil(2))


@pytest.fixture(scope="module")
def after_failing(staying):
    """Player 1 stayed in; player 2 failed and turned over card 30 from the green pile as consolation."""
    return ENGINE.apply(ENGINE.apply(ENGINE.apply(staying, Stay()), Fail()), Reveal(30))


def cards_by_level(view):
    return {level.number: [card.card_id for card in level.cards] for level in view.levels}


def test_the_display_shows_the_start_cards_on_their_levels_top_level_first(rolled):
    first, second = gnw.sheet_views(ENGINE, rolled)
    assert cards_by_level(first) == {5: [], 4: [], 3: ["5", "6"], 2: ["3", "4"], 1: ["1", "2"]}
    assert cards_by_level(second) == {5: [], 4: [], 3: ["11", "12"], 2: ["9", "10"], 1: ["7", "8"]}
    assert [level.factor for level in first.levels] == [8, 4, 2, 1, 1]


def test_cards_the_roll_fulfils_are_marked_with_their_dice_for_every_player_still_to_resolve(rolled):
    for view in gnw.sheet_views(ENGINE, rolled):
        level_one = view.levels[-1].cards
        assert [(card.is_fulfillable, str(card.dice)) for card in level_one] == [(True, "Blau 1-2"), (True, "Blau 4")]
        assert not any(card.is_fulfillable for level in view.levels[:-1] for card in level.cards)


def test_a_card_shows_its_colour_points_and_condition_in_words(rolled):
    card = gnw.sheet_views(ENGINE, rolled)[0].levels[2].cards[1]
    assert (card.card_id, card.colour, card.points, str(card.condition)) == ("6", "yellow", 2, "Summe Rot ≥9")


def test_fulfilling_a_card_puts_a_black_marker_on_it_and_opens_its_level(staying):
    view = gnw.sheet_views(ENGINE, staying)[0]
    card = view.levels[-1].cards[1]
    assert (card.card_id, card.marker, card.is_fulfillable) == ("2", Marker.BLACK, False)
    assert (view.state, view.black_markers, view.last_level, view.luck) == (InOut.IN, 4, 1, 1)


def test_the_player_still_to_resolve_keeps_seeing_what_fits(staying):
    second = gnw.sheet_views(ENGINE, staying)[1]
    assert [card.is_fulfillable for card in second.levels[-1].cards] == [True, True]


def test_the_odds_view_shows_the_odds_modules_chance_and_stake(staying):
    odds = next_roll_odds(staying, 0)
    view = gnw.odds_view(ENGINE, staying, selected=1)
    assert view == OddsView(view.player, float(odds.chance), 1, 1, selected=1)
    assert str(view.player) == "Spieler 1"
    assert odds.cards == (1, 3, 4)


def test_the_odds_view_selection_follows_the_engines_stay_and_step_out_options(staying):
    assert ENGINE.legal_actions(staying) == (Stay(), StepOut())
    assert views.decision_view(ENGINE, staying, 0).selected == 0


def test_there_are_no_odds_outside_the_stay_decision(rolled):
    assert views.decision_view(ENGINE, rolled, 0) is None


def test_a_failed_player_shows_failed_without_markers_and_the_consolation_card_on_level_one(after_failing):
    first, second = gnw.sheet_views(ENGINE, after_failing)
    assert (first.state, second.state) == (InOut.IN, InOut.FAILED)
    assert cards_by_level(second)[1] == ["7", "8", "30"]
    assert all(card.marker is Marker.NONE for level in second.levels for card in level.cards)
    assert second.black_markers == 5


def test_the_round_overview_shows_the_gluecksfee_phase_and_each_players_line(after_failing):
    view = views.overview_view(ENGINE, after_failing)
    assert (view.round, view.rounds, str(view.gluecksfee), str(view.phase)) == (1, 5, "Spieler 1", "Glücksfee würfelt")
    lines = [(str(p.player), p.state, p.luck, p.fulfilled, p.points) for p in view.players]
    assert lines == [("Spieler 1", InOut.IN, 1, 1, 1), ("Spieler 2", InOut.FAILED, 1, 0, 1)]
    assert view.bonus_choices == ()


def test_stepping_out_with_marked_cards_shows_out_and_scoring_counts_on_the_level(after_failing):
    state = ENGINE.apply(after_failing, Rolled(SECOND_ROLL))
    state = ENGINE.apply(ENGINE.apply(state, Fulfil(3)), StepOut())
    assert gnw.sheet_views(ENGINE, state)[0].state is InOut.OUT
    state = ENGINE.apply(state, ScoreCard(3))
    view = gnw.sheet_views(ENGINE, state)[0]
    assert ([level.scored for level in view.levels], view.points) == ([0, 0, 0, 1, 0], ENGINE.scores(state)[0].total)
    assert "3" not in cards_by_level(view)[2]


def test_from_round_two_the_overview_lists_the_rounds_bonus_choices(rolled):
    view = gnw.round_view(ENGINE, replace(rolled, round=2, phase="bonus"))
    assert [str(choice) for choice in view.bonus_choices] == ["2 Glück", "1 Glück + 1 grüne Aufgabenkarte"]
    assert str(view.phase) == "Bonus wählen"


def test_more_than_four_cards_on_a_build_level_keep_the_marked_ones_in_view(staying):
    extra = tuple(replace(active, level=1) for active in staying.boards[0].active if active.level == 2)
    crowded = replace(staying.boards[0], active=(*staying.boards[0].active, *extra))
    view = gnw.sheet_views(ENGINE, staying.with_board(0, crowded))[0]
    assert [card.card_id for card in view.levels[-1].cards] == ["1", "2", "3", "4"]
    assert view.levels[-1].cards[1].marker is Marker.BLACK


def test_the_final_table_has_a_row_per_level_and_the_luck_and_ties_share_a_place(rolled):
    scored = replace(rolled.boards[0], scored=(ScoredCard(5, 3),), active=())
    state = replace(rolled, boards=(scored, scored), phase="finished")
    final = views.final_view(ENGINE, state)
    rows = ["Ebene 5", "Ebene 4", "Ebene 3", "Ebene 2", "Ebene 1", "Glück-Marker"]
    assert ([str(row) for row in final.rows], final.places) == (rows, (1, 1))
    assert [line.points for line in final.ranking[0].lines] == [0, 0, 4, 0, 0, 1]


def test_the_solo_final_table_adds_sei_bunt():
    state = ENGINE.new_game(1, seed=1, options={"cards": synthetic_catalogue()})
    assert [str(row) for row in views.final_view(ENGINE, state).rows][-1] == "Sei bunt!"


@pytest.mark.parametrize(
    ("example", "words"),
    [
        ("one die showing 4", "1× 4"),
        ("five dice 3+", "5× ≥3"),
        ("three of a kind", "3 gleiche"),
        ("run of three", "Straße aus 3"),
        ("two blue consecutive", "Straße aus 2 (Blau)"),
        ("red sum 9+", "Summe Rot ≥9"),
        ("pair and triple", "2 gleiche + 3 gleiche"),
        ("red pair / blue pair", "2 gleiche (Rot) / 2 gleiche (Blau)"),
        ("two dice showing 1", "2× 1"),
    ],
)
def test_the_rulebooks_pictograms_read_in_words(example, words):
    assert str(describe_condition(condition(example))) == words


def test_a_mixed_staircase_lists_its_dice_in_order():
    assert str(describe_condition(parse_condition("run:blue,white,red"))) == "Straße: Blau, beliebig, Rot"


def test_a_coloured_die_with_a_face_reads_in_english():
    set_language("en")
    assert str(describe_condition(parse_condition("free:2*blue5+ & same:2*red"))) == "2× blue ≥5 + 2 of a kind (red)"


def test_the_last_level_is_not_highlighted_once_the_rounds_rolls_and_pushes_are_over(staying):
    assert gnw.sheet_views(ENGINE, staying)[0].last_level == 1
    assert gnw.sheet_views(ENGINE, replace(staying, phase="buy"))[0].last_level is None


def test_every_state_of_a_seeded_game_gives_displays_with_the_engines_points():
    rng = random.Random(4)
    state = ENGINE.new_game(3, seed=4, options={"cards": synthetic_catalogue()})
    while not isinstance(state.waiting_for(), Finished):
        displays = views.sheet_views(ENGINE, state)
        assert [view.points for view in displays] == [score.total for score in ENGINE.scores(state)]
        assert views.overview_view(ENGINE, state).round == state.round
        odds = views.decision_view(ENGINE, state, 0)  # built (and so checked) at every stay decision
        assert (odds is not None) == (state.phase == "stay")
        if isinstance(state.waiting_for(), AwaitRoll | AwaitReveal):
            state = ENGINE.apply(state, ENGINE.sample_chance(state, rng))
        else:
            state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
    assert len(views.final_view(ENGINE, state).ranking) == 3
