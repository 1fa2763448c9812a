"""Rule tests of Man muss auch gönnen können: the spec's worked examples G-T0 … G-T10, the turn, the
market, the end and every scoring rule. Cards here are test data: the real card list is not known."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

from games import load
from games.engine import AwaitDecision, Die, Finished, Rolled
from games.errors import IllegalAction
from games.goennen_koennen.actions import (
    Buy,
    ChanceCard,
    ChanceDice,
    Complete,
    EndTurn,
    Fill,
    Pass,
    PlaceCard,
    RemoveMarketCard,
    Reroll,
    ReturnCard,
    RevealCard,
    Use,
)
from games.goennen_koennen.cards import Field, fits_field, is_satisfied, parse_design
from games.goennen_koennen.grid import legal_cells
from games.goennen_koennen.scoring import solo_target
from games.goennen_koennen.state import OwnedCard, Pending

ENGINE = load("goennen-koennen")
COLOURS = ("yellow", "orange", "green", "blue", "fifth")
WHITE = {"colour": "white"}


def card(card_id: str, fields: list[dict], kind: str = "bonus", **extra) -> dict:
    base = {"bonus": "colour_swap", "colour": "yellow"} if kind == "bonus" else {"scoring": "rainbow", "points": 5}
    return {"id": card_id, "kind": kind, "fields": fields, **base, **extra}


RISING = card(
    "R",
    [WHITE, WHITE, {"colour": "orange"}, WHITE, WHITE],
    constraints=[{"kind": "increasing", "fields": [0, 1, 2, 3, 4]}],
)
PAIR_TRIPLE = card(
    "P",
    [{"colour": "orange"}, WHITE, {"colour": "green"}, WHITE, WHITE],
    constraints=[{"kind": "equal", "fields": [0, 1]}, {"kind": "equal", "fields": [2, 3, 4]}],
)
PLUS_MINUS = card("PM", [WHITE], bonus="plus_minus")
PRINTED = card("X", [{"colour": "white", "printed": 5}, {"colour": "white", "printed": 1}])


def game(cards: list[dict], players: int = 2, **options):
    """A game past the setup: empty market and displays, the start player about to roll."""
    state = ENGINE.new_game(players, options={"cards": cards, **options})
    return replace(
        state, reveals=(), hand=(), phase="roll", setup_player=None, seen=(), market=((None,) * 4, (None,) * 4)
    )


def owned(state, player: int, design_id: str, cell=(0, 0), entries=None, **extra):
    fields = len(state.rules.design(design_id).fields)
    return state.with_card(player, OwnedCard(design_id, cell, tuple(entries or (None,) * fields), **extra))


def rolled(state, *values: int):
    """Throw the dice the state waits for, with these values in dice-colour order."""
    colours = state.waiting_for().colours
    return ENGINE.apply(state, Rolled(tuple(Die(c, v) for c, v in zip(colours, values, strict=True))))


def test_a_printed_yellow_three_needs_exactly_the_yellow_three_g_t0():
    field = Field("yellow", 3)
    assert fits_field(field, "yellow", 3)
    assert not fits_field(field, "blue", 3) and not fits_field(field, "yellow", 4)


def test_a_rising_chain_allows_gaps_but_not_repeats_g_t1():
    design = parse_design(RISING)
    assert is_satisfied(design, [1, 2, 4, 5, 6]) and not is_satisfied(design, [1, 2, 2, 5, 6])


def test_the_middle_of_the_chain_needs_the_orange_die_g_t1():
    state = owned(game([RISING]), 0, "R")
    completes = [a for a in ENGINE.legal_actions(rolled(state, 1, 4, 2, 5, 6)) if isinstance(a, Complete)]
    assert [use.die for use in completes[0].uses] == ["yellow", "green", "orange", "blue", "fifth"]
    assert str(completes[0].label) == (
        "Bonus-Karte R (Gelb) abschließen: Gelb 1 → Feld 1, Grün 2 → Feld 2, Orange 4 → Feld 3, "
        "Blau 5 → Feld 4, fünfte Farbe 6 → Feld 5"
    )
    blue_four = rolled(state, 1, 2, 4, 4, 6)  # the 4 on the blue die, orange shows 2
    assert not any(isinstance(a, Complete) for a in ENGINE.legal_actions(blue_four))


def test_a_pair_and_a_triple_may_differ_with_orange_in_the_pair_and_green_in_the_triple_g_t2():
    state = owned(game([PAIR_TRIPLE]), 0, "P")
    options = ENGINE.legal_actions(rolled(state, 2, 2, 5, 5, 5))
    assert any(isinstance(a, Complete) for a in options)
    assert not any(isinstance(a, Complete) for a in ENGINE.legal_actions(rolled(state, 2, 5, 2, 5, 5)))


def test_a_sum_card_needs_at_least_forty_g_t3():
    design = parse_design(
        card("S", [WHITE] * 7, constraints=[{"kind": "sum_at_least", "fields": list(range(7)), "amount": 40}])
    )
    assert not is_satisfied(design, [6, 6, 6, 6, 6, 6, 3]) and is_satisfied(design, [6, 6, 6, 6, 6, 6, 4])


def test_the_plus_minus_bonus_turns_a_four_into_a_printed_five_and_ticks_a_circle_g_t5():
    state = owned(owned(game([PRINTED, PLUS_MINUS]), 0, "X"), 0, "PM", cell=(0, 1), entries=(3,))
    after = rolled(state, 4, 1, 3, 3, 3)
    complete = next(a for a in ENGINE.legal_actions(after) if isinstance(a, Complete))
    assert complete.uses == (Use(0, "yellow", 5, "yellow"), Use(1, "orange", 1, "orange"))
    assert str(complete.label).endswith("Gelb 4 als Gelb 5 → Feld 1, Orange 1 → Feld 2")
    assert ENGINE.apply(after, complete).card_at(0, (0, 1)).ticks == 1


def test_a_six_never_becomes_a_one_with_the_plus_minus_bonus_g_t5():
    state = owned(owned(game([PRINTED, PLUS_MINUS]), 0, "X"), 0, "PM", cell=(0, 1), entries=(3,))
    assert not any(isinstance(a, Complete) for a in ENGINE.legal_actions(rolled(state, 5, 6, 6, 6, 6)))


def test_without_the_bonus_a_four_does_not_fill_a_printed_five():
    state = owned(game([PRINTED]), 0, "X")
    assert not any(isinstance(a, Complete) for a in ENGINE.legal_actions(rolled(state, 4, 1, 3, 3, 3)))


def test_passive_players_may_pick_only_rerolled_dice_never_the_baustelle_g_t6():
    state = owned(owned(game([card("A", [WHITE]), card("B", [WHITE])]), 1, "A"), 0, "B")
    state = ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Reroll(("yellow", "orange")))
    state = rolled(state, 6, 6, 6)
    assert state.waiting_for() == AwaitDecision(player=1)
    picks = {a.use.die for a in ENGINE.legal_actions(state) if isinstance(a, Fill)}
    assert picks == {"green", "blue", "fifth"}
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Fill(0, 0, Use(0, "yellow", 1, "yellow")))
    assert str(error.value).endswith(
        "passive Spieler wählen nur nachgewürfelte Würfel, nicht von der Baustelle; Gelb wurde nicht nachgewürfelt"
    )


def test_a_passive_pick_is_written_and_play_returns_to_the_active_player():
    state = owned(owned(game([card("A", [WHITE, WHITE]), card("B", [WHITE])]), 1, "A"), 0, "B")
    state = rolled(ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Reroll(())), 6, 6, 6, 6, 2)
    state = ENGINE.apply(state, Fill(0, 0, Use(0, "fifth", 2, "fifth")))
    assert state.card_at(1, (0, 0)).entries == (2, None)
    assert state.waiting_for() == AwaitDecision(player=0) and state.roll_no == 2


def test_a_passive_fill_must_leave_the_card_completable_by_default():
    state = owned(owned(game([RISING, card("B", [WHITE])]), 1, "R"), 0, "B")
    state = rolled(ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Reroll(())), 1, 1, 1, 1, 1)
    fields = {a.use.field for a in ENGINE.legal_actions(state) if isinstance(a, Fill)}
    assert fields == {0}


def test_three_equal_dice_after_the_first_roll_buy_a_card_priced_three_g_t7():
    state = owned(game([card("A", [WHITE]), card("M", [WHITE])]), 0, "A")
    state = replace(state, market=((None,) * 4, (None, None, None, "M")), seen=("A", "M"))
    state = rolled(state, 4, 4, 4, 1, 2)
    buy = Buy(1, 3, ("yellow", "orange", "green"), value=4)
    assert buy in ENGINE.legal_actions(state)
    assert str(next(a for a in ENGINE.legal_actions(state) if a == buy).label) == (
        "Bonus-Karte M (Gelb) kaufen mit Gelb 4, Orange 4, Grün 4"
    )
    state = ENGINE.apply(ENGINE.apply(state, buy), PlaceCard(0, 1))
    assert state.card_at(0, (0, 1)).design_id == "M"
    assert ENGINE.apply(state, EndTurn()).reveals == ()  # no card left to slide in


def test_the_turn_cannot_end_after_the_first_roll_without_a_purchase_or_completion_g9():
    state = rolled(owned(game([card("A", [WHITE])]), 0, "A"), 1, 2, 3, 4, 5)
    assert EndTurn() not in ENGINE.legal_actions(state)
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, EndTurn(label=None))
    assert str(error.value).endswith(
        "nach dem 1. oder 2. Wurf endet der Zug erst, wenn mindestens 1 Karte gekauft oder abgeschlossen wurde"
    )


def test_the_chance_comes_only_after_the_third_roll():
    state = owned(game([card("A", [WHITE, WHITE]), card("Z", [WHITE], kind="scoring")], players=1), 0, "A")
    state = rolled(state, 1, 2, 3, 4, 5)
    assert ChanceDice() not in ENGINE.legal_actions(state)
    state = rolled(ENGINE.apply(rolled(ENGINE.apply(state, Reroll(())), 1, 2, 3, 4, 5), Reroll(())), 1, 2, 3, 4, 5)
    assert {ChanceDice(), ChanceCard(0), EndTurn()} <= set(ENGINE.legal_actions(state))


def test_the_dice_chance_fills_two_fields_without_completing_the_card():
    state = owned(game([card("A", [WHITE, WHITE, WHITE])], players=1), 0, "A")
    state = replace(state, roll_no=2, dice=tuple(Die(c, 3) for c in COLOURS))
    state = ENGINE.apply(rolled(replace(state, rerolled=COLOURS), 1, 2, 3, 4, 5), ChanceDice())
    state = ENGINE.apply(state, Fill(0, 0, Use(0, "yellow", 1, "yellow")))
    state = ENGINE.apply(state, Fill(0, 0, Use(1, "orange", 2, "orange")))
    assert state.card_at(0, (0, 0)).entries == (1, 2, None) and state.solo_passive


def test_setup_deals_two_cards_of_each_stack_keeps_three_and_returns_one_under_its_stack():
    cards = [card(f"B{i}", [WHITE]) for i in range(3)] + [card(f"W{i}", [WHITE], kind="scoring") for i in range(3)]
    state = ENGINE.new_game(1, options={"cards": cards, "market_prices": [3]})
    for design_id in ("W0", "B0", "W1", "W2", "B1", "B2"):  # the market first, then the hand
        state = ENGINE.apply(state, RevealCard(design_id))
    assert state.phase == "setup_return" and state.hand == ("W1", "W2", "B1", "B2")
    state = ENGINE.apply(state, ReturnCard("W2"))
    assert state.unseen(0) == ("W2",)
    assert state.displays[0][0].cell == (0, 0) and state.hand == ("B1", "B2")
    state = ENGINE.apply(ENGINE.apply(state, PlaceCard(0, 1)), PlaceCard(1, 1))
    assert len(state.displays[0]) == 3 and state.phase == "roll"


def test_the_solo_game_ends_with_the_level_limit_of_round_counters_g_t8():
    state = game([card("A", [WHITE]), card("M", [WHITE])], players=1, solo_level=3)
    state = replace(state, round_counter=12, solo_passive=True, market=((None,) * 4, (None, None, None, "M")))
    state = ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Pass())
    assert ENGINE.legal_actions(state) == (RemoveMarketCard(1),)
    state = ENGINE.apply(state, RemoveMarketCard(1))
    assert state.waiting_for() == Finished() and state.round_counter == 13 and solo_target(state) == 82


def test_the_solo_passive_turn_uses_as_many_dice_as_rerolls_allow():
    state = owned(game([card("A", [WHITE] * 4)], players=1), 0, "A")
    state = replace(state, solo_passive=True, solo_rerolls=1)
    state = rolled(state, 1, 2, 3, 4, 5)
    assert state.fills_left == 2


def test_a_tie_goes_to_fewer_empty_fields_g_t9():
    state = game([card("W", [WHITE], kind="scoring", scoring="rainbow", points=5), card("A", [WHITE, WHITE])])
    state = owned(owned(state, 0, "A", entries=(None, 1)), 1, "A", entries=(1, 1))
    assert ENGINE.ranking(state) == (1, 0) and ENGINE.places(state) == (2, 1)


def test_a_card_must_touch_another_and_keep_the_display_within_three_by_three_g_t10():
    cells = legal_cells([(0, 0), (0, 1), (1, 1)])
    assert (0, 3) not in cells and (2, 2) in cells and (0, -1) in cells


def test_the_ninth_card_rings_in_the_rest_of_the_round_and_one_more():
    state = game([card("A", [WHITE]), card("M", [WHITE])])
    for i, cell in enumerate([(r, c) for r in range(3) for c in range(3)][:8]):
        state = owned(state, 1, "A", cell=cell, entries=(i,))
    state = replace(state, current=1, market=((None,) * 4, (None, None, None, "M")))
    state = ENGINE.apply(rolled(state, 4, 4, 4, 1, 2), Buy(1, 3, ("yellow", "orange", "green"), value=4))
    state = ENGINE.apply(state, EndTurn())
    assert state.turns_left == 1 and state.current == 0


MARKET = [card(f"B{i}", [WHITE]) for i in range(6)]


def test_after_a_purchase_the_row_slides_right_and_is_refilled_from_the_left():
    state = owned(game(MARKET), 0, "B0")
    state = replace(state, market=((None,) * 4, ("B1", "B2", "B3", "B4")), seen=("B0", "B1", "B2", "B3", "B4"))
    state = ENGINE.apply(rolled(state, 4, 4, 4, 1, 2), Buy(1, 2, ("yellow", "orange", "green"), value=4))
    state = ENGINE.apply(ENGINE.apply(state, PlaceCard(0, 1)), EndTurn())
    assert state.market[1] == (None, "B1", "B2", "B4") and state.reveals == (Pending(1, 0),)
    assert ENGINE.apply(state, RevealCard("B5")).market[1] == ("B5", "B1", "B2", "B4")


SCORING_CASES = [
    ("adjacent_completed", None, 2 * 2),
    ("colour_count", "blue", 2 * 2),
    ("adjacent_colour", "blue", 2 * 2),
    ("completed_lines", None, 2 * 1),
    ("rainbow", None, 0),
    ("mono_lines", None, 0),
    ("bonus_variety", None, 2 * 1),
]


@pytest.mark.parametrize(("rule", "colour", "points"), SCORING_CASES)
def test_each_scoring_rule_counts_its_matches_in_the_display(rule, colour, points):
    cards = [
        card("S", [WHITE], kind="scoring", scoring=rule, scoring_colour=colour, points=2, colour="yellow"),
        card("B1", [WHITE], colour="blue", bonus="plus_minus"),
        card("B2", [WHITE, WHITE], colour="blue", bonus="cheaper"),
        card("G", [WHITE], colour="green", bonus="plus_minus"),
    ]
    state = owned(game(cards), 0, "S", cell=(0, 1), entries=(1,))
    state = owned(state, 0, "B1", cell=(0, 0), entries=(1,))
    state = owned(state, 0, "G", cell=(0, 2), entries=(1,))
    state = owned(state, 0, "B2", cell=(1, 1), entries=(1, None))
    assert ENGINE.scores(state)[0].total == points


def test_a_scoring_card_not_completed_scores_nothing():
    cards = [card("S", [WHITE], kind="scoring", scoring="colour_count", scoring_colour="yellow", points=3)]
    assert ENGINE.scores(owned(game(cards), 0, "S"))[0].total == 0


def test_a_completed_choose_colour_card_gets_its_colour_at_the_end():
    cards = [
        card("C", [WHITE], bonus="choose_colour", colour=None),
        card("S", [WHITE], kind="scoring", scoring="colour_count", scoring_colour="green", points=3),
    ]
    state = owned(owned(game(cards, players=1), 0, "C", entries=(2,)), 0, "S", cell=(0, 1), entries=(2,))
    state = replace(state, round_counter=14, solo_passive=True)
    state = ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Pass())
    assert str(ENGINE.legal_actions(state)[2].label) == "Farbe der Karte: Grün"
    state = ENGINE.apply(state, ENGINE.legal_actions(state)[2])
    assert state.waiting_for() == Finished() and ENGINE.scores(state)[0].total == 3


def test_the_plus_minus_bonus_helps_to_buy_with_nearly_equal_dice():
    cards = [card("PM", [WHITE], bonus="plus_minus"), card("M", [WHITE])]
    state = owned(game(cards), 0, "PM", entries=(2,))
    state = replace(state, market=((None,) * 4, (None, None, None, "M")), seen=("PM", "M"))
    state = rolled(state, 4, 4, 5, 1, 1)
    buy = Buy(1, 3, ("yellow", "orange", "green"), value=4)
    assert str(next(a for a in ENGINE.legal_actions(state) if a == buy).label) == (
        "Bonus-Karte M (Gelb) kaufen mit Gelb 4, Orange 4, Grün 5, alle als 4"
    )
    assert ENGINE.apply(state, buy).card_at(0, (0, 0)).ticks == 1


def test_the_plus_minus_bonus_changes_a_die_inside_a_rising_chain():
    state = owned(owned(game([RISING, PLUS_MINUS]), 0, "R"), 0, "PM", cell=(0, 1), entries=(3,))
    completes = [a for a in ENGINE.legal_actions(rolled(state, 1, 3, 2, 3, 6)) if isinstance(a, Complete)]
    assert Use(3, "blue", 4, "blue") in completes[0].uses


def test_the_cheaper_bonus_may_pay_a_whole_price():
    cards = [card("CH", [WHITE], bonus="cheaper", uses=3), card("M", [WHITE])]
    state = owned(game(cards), 0, "CH", entries=(2,))
    state = replace(state, market=((None,) * 4, (None, None, None, "M")), seen=("CH", "M"))
    assert Buy(1, 3, (), 3, None) in ENGINE.legal_actions(rolled(state, 1, 2, 3, 4, 5))


def test_a_card_is_placed_beside_a_card_already_lying_there():
    state = owned(game([card("A", [WHITE]), card("M", [WHITE])]), 0, "A")
    state = replace(state, market=((None,) * 4, (None, None, None, "M")), seen=("A", "M"))
    state = ENGINE.apply(rolled(state, 4, 4, 4, 1, 2), Buy(1, 3, ("yellow", "orange", "green"), value=4))
    labels = [str(action.label) for action in ENGINE.legal_actions(state)]
    assert labels[0] == "Bonus-Karte M (Gelb) links über Bonus-Karte A (Gelb) legen"
    assert "Bonus-Karte M (Gelb) rechts neben Bonus-Karte A (Gelb) legen" in labels


def test_the_extra_die_bonus_lets_a_passive_player_take_a_second_rerolled_die():
    cards = [card("X", [WHITE], bonus="extra_passive"), card("A", [WHITE, WHITE]), card("B", [WHITE])]
    state = owned(owned(game(cards), 1, "X", entries=(1,)), 1, "A", cell=(0, 1))
    state = owned(state, 0, "B")
    state = rolled(ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Reroll(())), 6, 5, 4, 3, 2)
    state = ENGINE.apply(state, Fill(0, 1, Use(0, "yellow", 6, "yellow")))
    assert state.waiting_for() == AwaitDecision(player=1)
    assert {a.use.die for a in ENGINE.legal_actions(state) if isinstance(a, Fill)} == {
        "orange",
        "green",
        "blue",
        "fifth",
    }
    state = ENGINE.apply(state, Fill(0, 1, Use(1, "orange", 5, "orange")))
    assert state.card_at(1, (0, 0)).ticks == 1 and state.waiting_for() == AwaitDecision(player=0)


def test_the_colour_bonus_lets_another_die_fill_a_coloured_field():
    cards = [card("CS", [WHITE], bonus="colour_swap"), card("Y", [{"colour": "yellow", "printed": 6}])]
    state = owned(owned(game(cards), 0, "CS", entries=(1,)), 0, "Y", cell=(0, 1))
    complete = next(a for a in ENGINE.legal_actions(rolled(state, 1, 6, 1, 1, 1)) if isinstance(a, Complete))
    assert complete.uses == (Use(0, "orange", 6, "yellow"),)
    assert str(complete.label).endswith("Orange 6 als Gelb 6 → Feld 1")


def play_a_turn_without_cards(state):
    for _ in range(2):
        state = ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Reroll(()))
    return ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), EndTurn())


def test_with_no_card_left_anywhere_the_end_is_rung_in_as_by_a_ninth_card():
    state = play_a_turn_without_cards(ENGINE.new_game(2))
    assert state.turns_left == 2 and state.current == 1


def test_the_run_out_end_is_an_option():
    state = play_a_turn_without_cards(ENGINE.new_game(2, options={"end_when_cards_run_out": False}))
    assert state.turns_left is None


def test_the_data_file_loads_with_its_unknowns_as_marked_stand_ins():
    data = json.loads((Path(__file__).parent.parent / "fixtures/cards/goennen-koennen.json").read_text())
    rules = ENGINE.new_game(2, options=data).rules
    assert data["dice_colours"][4] is None and rules.dice_colours == COLOURS
    assert data["market_prices"] is None and rules.market_prices == (4, 4, 3, 3)
    assert rules.designs == ()
