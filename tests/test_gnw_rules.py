"""Rules of Geht noch was?: the spec's worked examples (§9) and the phases, one behaviour per test."""

from dataclasses import replace

import pytest
from test_gnw_fixtures import roll, synthetic_catalogue

from dicetable.messages import render
from games import load
from games.engine import AwaitDecision, AwaitReveal, AwaitRoll, Die, Rolled
from games.errors import IllegalAction
from games.geht_noch_was.actions import (
    Buy,
    ChooseBonus,
    DrawAgain,
    EndBuying,
    Fail,
    Fulfil,
    Identify,
    KeepCard,
    PayWith,
    Place,
    PushScored,
    PushUp,
    Reveal,
    ScoreCard,
    SpendLuck,
    Stay,
    StepOut,
)
from games.geht_noch_was.cards import parse_card
from games.geht_noch_was.scoring import income
from games.geht_noch_was.state import ActiveCard, Board, Draw, ScoredCard

ENGINE = load("geht-noch-was")
CARDS = synthetic_catalogue()
# Player 0 (set A): level 1 cards 1 (blue run of 2) and 2 (a 4); level 2 cards 3 (red or blue pair) and
# 4 (run of 3); level 3 cards 5 (three of a kind) and 6 (red sum 9+). Player 1 (set B): cards 7–12 alike.
# Pile cards: green 25–60, yellow 61–81, red 82–96.
NOTHING = roll("B1 B1 B6 B6 R1 R3 R5")  # no blue run, no 4, no pair in one colour... but see below
FOUR_ONLY = roll("B1 B1 B6 B6 R4 R2 R6")


def game(players=2, **options):
    return ENGINE.new_game(players, seed=3, options={"cards": CARDS, **options})


def labels(state):
    return [render(action.label) for action in ENGINE.legal_actions(state)]


def with_board(state, player, **changes):
    return state.with_board(player, replace(state.boards[player], **changes))


def test_the_first_game_lays_out_the_start_cards_two_two_and_two_yellow_on_three():
    state = game()
    assert state.boards[0].active == tuple(
        ActiveCard(c, level) for c, level in zip(range(1, 7), (1, 1, 2, 2, 3, 3), strict=True)
    )


def test_round_one_gives_one_luck_and_waits_for_the_shared_roll():
    state = game()
    assert [b.luck for b in state.boards] == [1, 1]
    assert state.waiting_for() == AwaitRoll(None, ("blue",) * 4 + ("red",) * 3)


def test_the_first_roll_offers_only_level_one_cards_labelled_with_their_dice():
    state = ENGINE.apply(game(), Rolled(roll("B2 B3 B6 B6 R4 R4 R5")))
    assert state.waiting_for() == AwaitDecision(0)
    assert labels(state) == [
        "Karte 1 (Ebene 1) mit Blau 2-3",
        "Karte 2 (Ebene 1) mit Rot 4",
        "1 Glück-Marker abgeben und drin bleiben (noch 1)",
        "Scheitern: Marker entfernen, grüne Trostkarte in Ebene 1, OUT",
    ]


def test_fulfilling_a_card_marks_it_black_and_asks_stay_or_out():
    state = ENGINE.apply(ENGINE.apply(game(), Rolled(FOUR_ONLY)), Fulfil(2))
    assert state.boards[0].active[1] == ActiveCard(2, 1, "black")
    assert labels(state) == ["IN: weiterwürfeln", "OUT: aussteigen und Fortschritt sichern"]


def test_after_level_one_the_next_roll_may_use_level_one_or_two_but_not_three():
    state = with_board(game(), 0, last_level=1)
    assert state.boards[0].open_levels() == (1, 2)


def test_after_level_two_level_one_is_closed():
    state = ENGINE.apply(with_board(game(), 0, last_level=2), Rolled(roll("B2 B3 B4 B6 R4 R4 R5")))
    assert [a.card for a in ENGINE.legal_actions(state) if isinstance(a, Fulfil)] == [3, 4, 5, 6]


def test_fulfilling_a_closed_level_names_the_rule():
    state = ENGINE.apply(game(), Rolled(roll("B2 B3 B4 B6 R4 R4 R5")))
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Fulfil(4))
    assert str(error.value) == (
        "Karte 4 erfüllen ist jetzt nicht erlaubt: Karte 4 liegt in Ebene 2, erlaubt ist jetzt nur Ebene 1 "
        "(nie tiefer, keine Ebene überspringen)"
    )


def test_an_empty_level_blocks_every_level_above_it():
    state = game()
    board = state.boards[0]
    state = with_board(state, 0, active=tuple(a for a in board.active if a.level != 2), last_level=1)
    state = ENGINE.apply(state, Rolled(roll("B5 B5 B5 B6 R6 R6 R6")))  # would fulfil card 5 on level 3
    assert [a.card for a in ENGINE.legal_actions(state) if isinstance(a, Fulfil)] == [1]


def test_each_card_only_once_per_round():
    state = with_board(game(), 0, active=(ActiveCard(1, 1, "black"), ActiveCard(2, 1)), last_level=1)
    state = ENGINE.apply(state, Rolled(roll("B2 B3 B6 B6 R1 R1 R5")))
    assert [a.card for a in ENGINE.legal_actions(state) if isinstance(a, Fulfil)] == []


def test_after_five_black_markers_a_luck_marker_marks_the_card():
    marked = tuple(ActiveCard(c, 1, "black") for c in range(20, 25))
    state = with_board(game(), 0, active=(*marked, ActiveCard(2, 1)), last_level=1, luck=2)
    state = ENGINE.apply(ENGINE.apply(state, Rolled(FOUR_ONLY)), Fulfil(2))
    assert state.boards[0].active[-1] == ActiveCard(2, 1, "luck")
    assert state.boards[0].luck == 1


def test_without_a_free_marker_no_card_can_be_fulfilled():
    marked = tuple(ActiveCard(c, 1, "black") for c in range(20, 25))
    state = with_board(game(), 0, active=(*marked, ActiveCard(2, 1)), last_level=1, luck=0)
    state = ENGINE.apply(state, Rolled(FOUR_ONLY))
    assert labels(state) == ["Scheitern: Marker entfernen, grüne Trostkarte in Ebene 1, OUT"]


def test_spending_luck_keeps_the_marks_and_stays_in():
    state = with_board(game(), 0, active=(ActiveCard(1, 1, "black"), ActiveCard(2, 1)), last_level=1, luck=1)
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), SpendLuck())
    assert (state.boards[0].luck, state.boards[0].marked) == (0, (ActiveCard(1, 1, "black"),))
    assert state.phase == "stay"


def test_spending_luck_without_luck_names_the_rule():
    state = ENGINE.apply(with_board(game(), 0, luck=0), Rolled(NOTHING))
    with pytest.raises(IllegalAction, match="kein Glück-Marker auf dem Kleeblatt"):
        ENGINE.apply(state, SpendLuck())


def test_failing_removes_the_marks_and_puts_a_green_card_into_level_one():
    state = with_board(game(), 0, active=(ActiveCard(1, 1, "black"), ActiveCard(3, 2, "luck")), last_level=2)
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), Fail())
    assert isinstance(state.waiting_for(), AwaitReveal)
    top = ENGINE.legal_actions(state)[0]
    state = ENGINE.apply(state, top)
    board = state.boards[0]
    assert board.active == (ActiveCard(1, 1), ActiveCard(3, 2), ActiveCard(top.card, 1))
    assert (board.is_in, state.card(top.card).colour) == (False, "green")


def test_luck_markers_on_cards_go_back_to_the_supply_when_failing():
    state = with_board(game(), 0, active=(ActiveCard(1, 1, "luck"),), last_level=1, luck=0)
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), Fail())
    assert state.boards[0].luck == 0


def test_luck_markers_may_return_to_the_clover_as_an_option():
    state = with_board(game(failed_luck_to_clover=True), 0, active=(ActiveCard(1, 1, "luck"),), last_level=1, luck=0)
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), Fail())
    assert state.boards[0].luck == 1


def test_players_already_out_collect_one_luck_per_roll_up_to_four():
    state = with_board(with_board(game(), 1, is_in=False, luck=3), 0, luck=0)
    state = ENGINE.apply(state, Rolled(FOUR_ONLY))
    assert state.boards[1].luck == 4
    state = ENGINE.apply(ENGINE.apply(ENGINE.apply(state, Fulfil(2)), Stay()), Rolled(FOUR_ONLY))
    assert state.boards[1].luck == 4


def test_stepping_out_waits_for_the_others_then_pushing_begins():
    state = ENGINE.apply(game(), Rolled(roll("B2 B3 B6 B6 R4 R4 R5")))
    state = ENGINE.apply(ENGINE.apply(state, Fulfil(1)), StepOut())
    state = ENGINE.apply(ENGINE.apply(state, Fail()), ENGINE.legal_actions(ENGINE.apply(state, Fail()))[0])
    assert state.phase == "push"
    assert labels(state) == ["Karte 1 pushen (hoch in Ebene 2)", "Karte 1 werten (Ebene 1)"]


def test_pushing_moves_the_card_up_and_frees_the_marker():
    state = replace(with_board(game(), 0, active=(ActiveCard(1, 1, "black"),)), phase="push", queue=(0, 1), turn=0)
    state = with_board(state, 1, active=())
    state = ENGINE.apply(state, PushUp(1))
    assert state.boards[0].active == (ActiveCard(1, 2),)


def test_a_card_on_level_five_can_only_be_scored():
    state = replace(with_board(game(), 0, active=(ActiveCard(13, 5, "black"),)), phase="push", queue=(0,), turn=0)
    assert labels(state) == ["Karte 13 werten (Ebene 5)"]


def income_board():
    """T1: scored greens: 2 on level 1, 1 on level 2, 1 on level 3, and one scored yellow."""
    return Board(scored=(ScoredCard(25, 1), ScoredCard(26, 1), ScoredCard(27, 2), ScoredCard(28, 3), ScoredCard(61, 3)))


def test_income_counts_green_cards_by_level_factor():
    assert income(income_board(), game().card, game().rules) == 5


def after_round_one(state, board):
    """Round 2 begins: player 0 holds `board`, everybody pushed and scored."""
    state = with_board(state, 0, **board)
    return ENGINE._settle(replace(state, phase="push", queue=(), round=1))


def test_round_two_offers_the_bonus_choice_from_the_rules_data():
    state = after_round_one(game(), {})
    assert (state.round, state.phase) == (2, "bonus")
    assert labels(state) == ["Bonus: 2 Glück", "Bonus: 1 Glück + 1 grüne Aufgabenkarte"]


def buying(state, player_board):
    state = after_round_one(state, {"scored": player_board.scored, "luck": 0})
    state = ENGINE.apply(state, ChooseBonus(0))
    return ENGINE.apply(state, ChooseBonus(0))


def test_with_income_five_red_and_green_is_affordable():
    state = buying(game(), income_board())
    state = ENGINE.apply(state, Buy("red"))
    state = ENGINE.apply(state, ENGINE.legal_actions(state)[0])
    assert labels(state)[0] == "Kaufen: grüne Aufgabenkarte für 1 (Einkommen übrig: 1)"


def test_at_most_four_cards_a_round_even_with_income_left():
    state = buying(game(), income_board())
    for _ in range(4):
        state = ENGINE.apply(state, Buy("green"))
        state = ENGINE.apply(state, ENGINE.legal_actions(state)[0])
        if state.offer is not None:
            state = ENGINE.apply(state, KeepCard())
    assert (state.phase, state.boards[0].bought, len(state.boards[0].pending)) == ("build", 4, 4)


def test_a_fifth_purchase_names_the_limit():
    state = buying(game(), income_board())
    state = with_board(state, 0, bought=4, purse=1)
    with pytest.raises(IllegalAction, match=r"höchstens 4 Karten pro Runde \(gekauft: 4\)"):
        ENGINE.apply(state, Buy("green"))


def test_unspent_income_is_lost():
    state = buying(game(), income_board())
    assert state.boards[0].purse == 5
    state = ENGINE.apply(state, EndBuying())
    assert (state.phase, state.boards[0].purse) == ("roll", 0)  # nothing to build: the rolls begin


def test_an_identical_card_may_be_put_back_and_redrawn():
    state = buying(game(), income_board())
    state = ENGINE.apply(state, Buy("green"))
    identical = next(r for r in ENGINE.legal_actions(state) if state.card(r.card).condition == state.card(1).condition)
    state = ENGINE.apply(state, identical)
    assert labels(state) == [
        f"Karte {identical.card} behalten",
        f"Karte {identical.card} liegt schon in der Auslage: unter den Stapel, neue ziehen",
    ]
    state = ENGINE.apply(state, DrawAgain())
    assert isinstance(state.waiting_for(), AwaitReveal) and state.pile("green").known[-1] == identical.card


def test_building_only_into_levels_one_to_three_with_four_cards_at_most():
    state = replace(with_board(game(), 0, pending=(40,)), phase="build", queue=(0,), turn=0)
    full = tuple(ActiveCard(20 + i, 1) for i in range(4))
    state = with_board(state, 0, active=full)
    assert labels(state) == ["Karte 40 in Ebene 2 einbauen", "Karte 40 in Ebene 3 einbauen"]
    with pytest.raises(IllegalAction, match="neue Karten nur in die Ebenen 1–3 einbauen"):
        ENGINE.apply(state, Place(40, 4))


def test_a_card_that_fits_nowhere_goes_back_to_the_supply():
    full = tuple(ActiveCard(20 + i, level) for level in (1, 2, 3) for i in range(4 * level - 4, 4 * level))
    state = replace(with_board(game(), 0, pending=(40,), active=full), phase="build", queue=(0,), turn=0)
    assert labels(state) == ["Karte 40 zurück in den Vorrat (Ebenen 1–3 sind voll)"]


def test_free_start_placement_lets_each_player_build_the_start_cards():
    state = game(free_start=True)
    assert (state.phase, state.boards[0].pending) == ("build", (1, 2, 3, 4, 5, 6))


def test_final_score_adds_levels_by_factor_and_luck():
    """T3: level 5 red + yellow 48, level 4 one red 16, level 3 worth 5 → 10, levels 1–2 → 10, 1 luck: 85."""
    scored = (
        (82, 5), (61, 5), (83, 4),  # red, yellow on 5; red on 4
        (62, 3), (25, 3), (26, 3), (27, 3),  # yellow + 3 green = 5 on level 3
        (63, 1), (64, 1), (28, 1), (29, 1),  # 2 yellow + 2 green = 6 on level 1
        (65, 2), (30, 2), (31, 2),  # yellow + 2 green = 4 on level 2
    )  # fmt: skip
    state = with_board(game(), 0, scored=tuple(ScoredCard(c, level) for c, level in scored), luck=1)
    score = ENGINE.scores(state)[0]
    assert [line.points for line in score.lines] == [48, 16, 10, 4, 6, 1]
    assert score.total == 85
    assert render(score.lines[0].label) == "Ebene 5: 6 Punkte × 8"


def test_a_tie_goes_to_more_unscored_cards_on_the_top_level():
    state = with_board(with_board(game(), 0, luck=2, active=(ActiveCard(1, 4),)), 1, luck=2, active=())
    assert ENGINE.ranking(state) == (0, 1)
    state = with_board(state, 1, active=(ActiveCard(7, 5),))
    assert ENGINE.ranking(state) == (1, 0)


def test_an_empty_pile_merges_three_scored_cards_under_a_times_three_marker():
    state = game()
    state = state.with_pile(replace(state.pile("red"), count=0, known=()))
    reds = tuple(ScoredCard(c, 2) for c in (82, 83, 84))
    state = with_board(state, 1, scored=reds)
    state = ENGINE._settle(replace(state, draws=(Draw(0, "red"),)))
    assert state.boards[1].scored == (ScoredCard(82, 2, 3),)
    assert state.pile("red").count == 2 and state.multipliers_left == 3


def test_a_times_three_card_counts_three_times_for_income():
    board = Board(scored=(ScoredCard(25, 3, 3),))
    assert income(board, game().card, game().rules) == 6


def test_a_card_not_yet_catalogued_is_revealed_with_its_data_once():
    state = ENGINE.new_game(1, seed=1, options={"cards": ()})
    new = parse_card(
        {
            "id": 50,
            "colour": "green",
            "points": 1,
            "start_set": "A",
            "condition": [[{"rel": "free", "glyphs": [{"eq": 6}]}]],
        }
    )
    state = ENGINE.apply(state, Reveal(50, new))
    assert state.card(50) == new and state.boards[0].pending == (50,)


def test_a_reveal_of_the_wrong_colour_is_refused():
    state = ENGINE.new_game(1, seed=1, options={"cards": ()})
    red = parse_card({"id": 50, "colour": "red", "points": 4, "condition": [[{"rel": "free", "glyphs": [{"eq": 6}]}]]})
    with pytest.raises(IllegalAction, match="Karte 50 kann keine grüne Aufgabenkarte aus diesem Stapel sein"):
        ENGINE.apply(state, Reveal(50, red))


# -- solo -----------------------------------------------------------------------------------------------------


def solo_push(board):
    state = ENGINE.new_game(1, seed=3, options={"cards": CARDS})
    return replace(with_board(state, 0, **board), phase="push", queue=(0,), turn=0)


def test_solo_uses_its_own_track_factors():
    state = with_board(ENGINE.new_game(1, seed=3, options={"cards": CARDS}), 0, scored=(ScoredCard(25, 5),), luck=0)
    assert ENGINE.scores(state)[0].lines[0].points == 6


def test_push_it_after_scoring_red_on_the_top_level_pushes_two_scored_cards():
    state = solo_push({"active": (ActiveCard(82, 5, "black"),), "scored": (ScoredCard(25, 1), ScoredCard(61, 2))})
    state = ENGINE.apply(state, ScoreCard(82))
    assert labels(state) == [
        "Push it!: gewertete Karte 25 hoch in Ebene 2 (noch 2)",
        "Push it!: gewertete Karte 61 hoch in Ebene 3 (noch 2)",
        "Push it! beenden",
    ]
    state = ENGINE.apply(ENGINE.apply(state, PushScored(25)), PushScored(25))
    assert ScoredCard(25, 3) in state.boards[0].scored and state.push_it == 0


def test_push_it_after_scoring_green_pushes_only_green():
    state = solo_push({"active": (ActiveCard(25, 4, "black"),), "scored": (ScoredCard(26, 1), ScoredCard(61, 2))})
    state = ENGINE.apply(state, ScoreCard(25))
    assert labels(state) == ["Push it!: gewertete Karte 26 hoch in Ebene 2 (noch 1)", "Push it! beenden"]


def test_solo_pays_with_scored_green_cards_that_go_under_the_green_pile():
    state = ENGINE.new_game(1, seed=3, options={"cards": CARDS})
    state = with_board(state, 0, scored=(ScoredCard(25, 4),), luck=0)
    state = ENGINE.apply(ENGINE._settle(replace(state, phase="push", queue=())), ChooseBonus(0))
    assert labels(state) == [
        "Mit gewerteter grüner Karte 25 bezahlen (+4)",
        "Einkauf beenden (übriges Einkommen verfällt: 0)",
    ]
    state = ENGINE.apply(state, PayWith(25))
    assert (state.boards[0].purse, state.boards[0].scored, state.pile("green").known[-1]) == (4, (), 25)


def test_solo_colour_sets_score_eight_each():
    state = ENGINE.new_game(1, seed=3, options={"cards": CARDS})
    state = with_board(state, 0, scored=(ScoredCard(25, 1), ScoredCard(61, 1), ScoredCard(82, 1)), luck=0)
    assert ENGINE.scores(state)[0].lines[-1].points == 8


def test_the_solo_rating_band_has_no_label_until_the_players_enter_it():
    band = game().rules.band(95)
    assert (band.minimum, band.maximum, band.label) == (81, 100, None)


def test_with_income_five_one_yellow_and_three_green_are_affordable():
    """T2: 2 + 3 × 1 = 5."""
    state = buying(game(), income_board())
    for colour in ("yellow", "green", "green", "green"):
        state = ENGINE.apply(state, Buy(colour))
        state = ENGINE.apply(state, ENGINE.legal_actions(state)[0])
        if state.offer is not None:
            state = ENGINE.apply(state, KeepCard())
    assert [state.card(c).colour for c in state.boards[0].pending] == ["yellow", "green", "green", "green"]


def test_the_consolation_card_from_an_empty_green_pile_first_merges_scored_greens():
    state = with_board(game(), 0, active=(ActiveCard(1, 1, "black"),), last_level=1)
    state = state.with_pile(replace(state.pile("green"), count=0, known=()))
    state = with_board(state, 1, scored=tuple(ScoredCard(c, 1) for c in (25, 26, 27, 28)))
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), Fail())
    assert state.boards[1].scored == (ScoredCard(25, 1, 4),)
    assert sorted(a.card for a in ENGINE.legal_actions(state)) == [26, 27, 28]


def test_an_empty_pile_with_nothing_to_merge_gives_no_card():
    state = with_board(game(), 0, active=(ActiveCard(1, 1, "black"),), last_level=1)
    state = state.with_pile(replace(state.pile("green"), count=0, known=()))
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), Fail())
    assert (state.draws, state.boards[0].active) == ((), (ActiveCard(1, 1),))


def test_the_consolation_card_ignores_the_four_card_limit_by_default():
    full = tuple(ActiveCard(c, 1) for c in (1, 2, 25, 26))
    state = ENGINE.apply(ENGINE.apply(with_board(game(), 0, active=full), Rolled(NOTHING)), Fail())
    state = ENGINE.apply(state, ENGINE.legal_actions(state)[0])
    assert len(state.boards[0].on_level(1)) == 5


def test_the_consolation_card_may_respect_the_limit_as_an_option():
    full = tuple(ActiveCard(c, 1) for c in (1, 2, 25, 26))
    state = with_board(game(consolation_respects_limit=True), 0, active=full)
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), Fail())
    top = ENGINE.legal_actions(state)[0]
    state = ENGINE.apply(state, top)
    assert len(state.boards[0].on_level(1)) == 4 and state.pile("green").known[-1] == top.card


def test_pushing_into_a_full_level_may_be_refused_as_an_option():
    above = tuple(ActiveCard(c, 2) for c in (3, 4, 25, 26))
    state = with_board(game(push_respects_limit=True), 0, active=(ActiveCard(1, 1, "black"), *above))
    state = replace(state, phase="push", queue=(0,), turn=0)
    assert labels(state) == ["Karte 1 werten (Ebene 1)"]


def test_out_players_collect_luck_only_while_the_supply_lasts():
    state = game(players=4)
    for player in (1, 2, 3):
        state = with_board(state, player, is_in=False, luck=3, active=(ActiveCard(90 + player, 1, "luck"),))
    state = with_board(state, 0, luck=3, active=(ActiveCard(1, 1, "luck"),))
    assert state.luck_supply == 0
    state = ENGINE.apply(state, Rolled(FOUR_ONLY))
    assert [b.luck for b in state.boards] == [3, 3, 3, 3]


def test_free_start_placement_leads_into_the_first_roll():
    state = game(free_start=True)
    for _ in range(12):
        state = ENGINE.apply(state, ENGINE.legal_actions(state)[-1])
    assert state.phase == "roll"
    assert [len(state.boards[0].on_level(level)) for level in (1, 2, 3)] == [0, 2, 4]


def test_an_action_of_another_phase_gets_the_generic_reason():
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(ENGINE.apply(game(), Rolled(FOUR_ONLY)), Stay())
    assert str(error.value) == "Stay() ist jetzt nicht erlaubt: diese Möglichkeit gibt es gerade nicht"


def test_a_roll_of_the_wrong_dice_is_refused_with_what_was_expected():
    with pytest.raises(IllegalAction, match="Erwartet: 4× Blau \\+ 3× Rot; gelesen: Blau 1"):
        ENGINE.apply(game(), Rolled(roll("B1 R2")))


def test_a_die_read_without_pips_is_refused():
    dice = (*roll("B1 B2 B3 R4 R5 R6"), Die("blue", None))
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(game(), Rolled(dice))
    assert str(error.value) == (
        "Jeder Würfel von Geht noch was? zeigt Augen; ein Würfel wurde ohne Augenzahl gelesen. "
        "Bitte die Würfel prüfen und korrigieren."
    )


def drew_identical(state):
    """After buying a green card, the table turns over a copy of card 1 (blue run of 2)."""
    state = ENGINE.apply(state, Buy("green"))
    identical = next(r for r in ENGINE.legal_actions(state) if state.card(r.card).condition == state.card(1).condition)
    return ENGINE.apply(state, identical)


def test_the_redraw_may_repeat_by_default():
    state = ENGINE.apply(drew_identical(buying(game(), income_board())), DrawAgain())
    again = next(r for r in ENGINE.legal_actions(state) if state.card(r.card).condition == state.card(1).condition)
    assert ENGINE.apply(state, again).offer == again.card


def test_the_redraw_may_be_once_only_as_an_option():
    state = ENGINE.apply(drew_identical(buying(game(redraw_repeats=False), income_board())), DrawAgain())
    again = next(r for r in ENGINE.legal_actions(state) if state.card(r.card).condition == state.card(1).condition)
    assert ENGINE.apply(state, again).offer is None


def test_returned_cards_may_be_shuffled_into_the_pile_as_an_option():
    full = tuple(ActiveCard(c, 1) for c in (1, 2, 25, 26))
    state = with_board(game(consolation_respects_limit=True, returned_cards_shuffled=True), 0, active=full)
    state = ENGINE.apply(ENGINE.apply(state, Rolled(NOTHING)), Fail())
    top = ENGINE.legal_actions(state)[0]
    before = state.pile("green")
    after = ENGINE.apply(state, top).pile("green")
    assert (after.count, sorted(after.known)) == (before.count, sorted(before.known))
    assert after.known != (*before.known[1:], top.card)


def test_the_consolation_card_may_leave_an_empty_pile_alone_as_an_option():
    state = with_board(game(consolation_refills_empty_pile=False), 0, active=(ActiveCard(1, 1, "black"),))
    state = state.with_pile(replace(state.pile("green"), count=0, known=()))
    state = with_board(state, 1, scored=tuple(ScoredCard(c, 1) for c in (25, 26, 27, 28)))
    state = ENGINE.apply(ENGINE.apply(with_board(state, 0, last_level=1), Rolled(NOTHING)), Fail())
    assert (state.draws, state.boards[1].scored[0]) == ((), ScoredCard(25, 1))


def test_a_card_nobody_has_entered_may_be_played_unchecked_under_a_provisional_id():
    state = ENGINE.new_game(1, seed=1, options={"cards": ()})
    assert labels(state) == [
        "Karte, die noch nicht erfasst ist (grüne Aufgabenkarte): spielen als Karte ?1, ihr prüft sie selbst"
    ]
    state = ENGINE.apply(state, Reveal(-1))
    assert (state.card(-1).colour, state.card(-1).start_set, state.card(-1).condition) == ("green", "A", ())
    assert ENGINE.legal_actions(state)[0] == Reveal(-2)


def test_an_unchecked_card_is_offered_whatever_the_roll_and_the_players_judge_it():
    state = ENGINE.new_game(1, seed=1, options={"cards": ()})
    while isinstance(state.waiting_for(), AwaitReveal):
        state = ENGINE.apply(state, ENGINE.legal_actions(state)[-1])
    state = ENGINE.apply(state, Rolled(NOTHING))
    assert labels(state)[:2] == [
        "Karte ?1 (Ebene 1): erfüllt, ungeprüft (Bedingung nicht erfasst)",
        "Karte ?2 (Ebene 1): erfüllt, ungeprüft (Bedingung nicht erfasst)",
    ]


def unchecked_game():
    """A solo game with nothing catalogued: start cards ?1–?4 green, ?5–?6 yellow, all played unchecked."""
    state = ENGINE.new_game(1, seed=1, options={"cards": ()})
    while isinstance(state.waiting_for(), AwaitReveal):
        state = ENGINE.apply(state, ENGINE.legal_actions(state)[-1])
    return state


def test_a_card_played_unchecked_can_be_entered_later_and_is_checked_from_then_on():
    state = ENGINE.apply(unchecked_game(), Rolled(NOTHING))
    real = parse_card(
        {
            "id": 7,
            "colour": "green",
            "points": 1,
            "start_set": "A",
            "condition": [[{"rel": "free", "glyphs": [{"eq": 4}]}]],
        }
    )
    state = ENGINE.apply(state, Identify(-1, real))
    assert state.card(7) == real and state.boards[0].active[0] == ActiveCard(7, 1)
    assert labels(state)[0] == "Karte ?2 (Ebene 1): erfüllt, ungeprüft (Bedingung nicht erfasst)"


def test_an_entered_card_must_match_the_colour_of_the_card_played():
    red = parse_card({"id": 8, "colour": "red", "points": 4, "condition": [[{"rel": "free", "glyphs": [{"eq": 4}]}]]})
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(unchecked_game(), Identify(-1, red))
    assert str(error.value) == (
        "die eingetragene Karte muss eine grüne Aufgabenkarte sein (Startsatz A); eingetragen: rote Aufgabenkarte"
    )


def test_only_a_provisional_card_can_be_entered_later():
    real = parse_card(
        {"id": 9, "colour": "green", "points": 1, "condition": [[{"rel": "free", "glyphs": [{"eq": 4}]}]]}
    )
    with pytest.raises(IllegalAction, match="1 ist keine ungeprüft gespielte Karte"):
        ENGINE.apply(game(), Identify(1, real))
