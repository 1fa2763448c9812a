"""Man muss auch gönnen können at the table: the 3×3 display, the turn with the Baustelle and the dice
thrown again, the market with stand-in prices marked, passive picks, the solo game and the final table,
built from engine states and drawn headless. Cards here are test data: the real card list is not known."""

from dataclasses import replace

import pytest

from companion import views
from companion.views import goennen
from dicetable.messages import set_language
from display.renderer import Renderer
from display.views_goennen import (
    DiePlace,
    FieldView,
    GoennenDisplayView,
    GoennenFinalView,
    GoennenPlaceView,
    GoennenTurnView,
)
from games import load
from games.engine import Die, Rolled
from games.goennen_koennen.actions import Reroll
from games.goennen_koennen.cards import parse_design
from games.goennen_koennen.state import OwnedCard

ENGINE = load("goennen-koennen")
WHITE = {"colour": "white"}
RISING = {
    "id": "R",
    "kind": "bonus",
    "colour": "yellow",
    "bonus": "plus_minus",
    "fields": [WHITE, WHITE, {"colour": "orange"}],
    "constraints": [{"kind": "increasing", "fields": [0, 1, 2]}],
}
PAIR = {
    "id": "P",
    "kind": "scoring",
    "colour": "blue",
    "scoring": "colour_count",
    "scoring_colour": "yellow",
    "points": 3,
    "fields": [{"colour": "green", "printed": 4}, WHITE],
}
EQUAL_PAIR = {"kind": "equal", "fields": [0, 1]}
SUM_ALL = {"kind": "sum_at_least", "fields": [0, 1], "amount": 9}


def game(players=2, **options):
    """Past the setup: empty market and displays, the start player about to roll."""
    state = ENGINE.new_game(players, options={"cards": [RISING, PAIR], **options})
    return replace(state, reveals=(), hand=(), phase="roll", setup_player=None, seen=(), market=((None,) * 4,) * 2)


def owned(state, player, design_id, cell=(0, 0), entries=None, ticks=0):
    fields = len(state.rules.design(design_id).fields)
    return state.with_card(player, OwnedCard(design_id, cell, tuple(entries or (None,) * fields), ticks))


def rolled(state, *values):
    colours = state.waiting_for().colours
    return ENGINE.apply(state, Rolled(tuple(Die(c, v) for c, v in zip(colours, values, strict=True))))


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


def test_a_single_card_lies_in_the_middle_of_the_grid_with_room_all_round():
    cells = goennen.grid(owned(game(), 0, "R"), 0)
    assert [[card is not None for card in row] for row in cells] == [[False] * 3, [False, True, False], [False] * 3]


def test_a_display_three_wide_fills_the_grid_from_its_left_column():
    state = owned(owned(owned(game(), 0, "R", (0, 0)), 0, "P", (0, 1)), 0, "R", (1, 2))
    cells = goennen.grid(state, 0)
    assert [[card is not None for card in row] for row in cells] == [
        [True, True, False],
        [False, False, True],
        [False] * 3,
    ]


def test_a_card_shows_each_field_with_its_colour_printed_number_and_entry():
    card = goennen.grid(owned(game(), 0, "P", entries=(4, None)), 0)[1][1]
    assert card.fields == (FieldView("green", 4, 4), FieldView("white", None, None))
    assert str(card.name) == "P · Blau"
    assert str(card.reward) == "3 je Karte Gelb"


def test_a_rising_chain_is_told_with_its_field_numbers():
    card = goennen.grid(owned(game(), 0, "R"), 0)[1][1]
    assert str(card.task) == "1 < 2 < 3"
    assert str(card.reward) == "Bonus ±1: 3× nach Abschluss"


def test_a_completed_bonus_card_counts_its_circles_left():
    card = goennen.grid(owned(game(), 0, "R", entries=(1, 2, 3), ticks=1), 0)[1][1]
    assert card.is_completed and str(card.reward) == "Bonus ±1: 2 von 3 frei"


def test_a_completed_scoring_card_says_what_it_scores_now():
    state = owned(owned(game(), 0, "P", entries=(4, 2)), 0, "R", (0, 1))
    card = goennen.grid(state, 0)[1][0]
    assert str(card.reward) == "3 je Karte Gelb → 3 P."


def test_after_a_reroll_the_kept_dice_lie_on_the_baustelle_and_the_others_were_thrown():
    state = ENGINE.apply(rolled(game(1), 1, 2, 3, 4, 5), Reroll(("yellow", "orange")))
    view = goennen.decision_view(ENGINE, rolled(state, 6, 6, 6))
    places = {die.colour: (die.value, die.place) for die in view.dice}
    assert places == {
        "yellow": (1, DiePlace.BAUSTELLE),
        "orange": (2, DiePlace.BAUSTELLE),
        "green": (6, DiePlace.THROWN),
        "blue": (6, DiePlace.THROWN),
        "fifth": (6, DiePlace.THROWN),
    }


def test_a_passive_player_is_offered_only_the_dice_thrown_again():
    state = owned(game(), 1, "R")
    state = ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Reroll(("yellow", "orange")))
    view = goennen.decision_view(ENGINE, rolled(state, 6, 5, 1))
    assert str(view.player) == "Spieler 2"
    assert str(view.situation) == "darf als passiver Spieler einen neu geworfenen Würfel nutzen"
    # Gelb 1 on the Baustelle would fit field 1 too, but it was not thrown again (G-T6).
    assert [str(option) for option in view.options] == [
        "fünfte Farbe 1 → Feld 1 auf Bonus-Karte R (Gelb)",
        "Blau 5 → Feld 2 auf Bonus-Karte R (Gelb)",
        "Keinen (weiteren) Würfel nutzen",
    ]


def test_the_market_shows_stand_in_prices_as_not_known():
    state = replace(rolled(game(), 1, 2, 3, 4, 5), market=(("P", None, None, None), ("R", None, None, None)))
    view = goennen.decision_view(ENGINE, state)
    assert not view.prices_known
    assert [slot.price for slot in view.market[0]] == [4, 4, 3, 3]
    assert str(view.market[0][0].card) == "P · Blau" and view.market[0][1].card is None


def test_prices_from_the_data_file_equal_to_the_stand_in_are_still_known():
    state = rolled(game(market_prices=[4, 4, 3, 3]), 1, 2, 3, 4, 5)
    assert goennen.decision_view(ENGINE, state).prices_known


def test_prices_from_the_data_file_are_shown_as_known():
    state = rolled(game(market_prices=[3, 3, 4]), 1, 2, 3, 4, 5)
    view = goennen.decision_view(ENGINE, replace(state, market=((None,) * 3,) * 2))
    assert view.prices_known and [slot.price for slot in view.market[1]] == [3, 3, 4]


def test_the_solo_display_shows_the_round_counter_and_the_target():
    (sheet,) = goennen.sheet_views(ENGINE, replace(game(1, solo_level=3), round_counter=4))
    assert str(sheet.solo) == "Solo Level 3: Runde 4 von 13, Ziel 82 Punkte"


def test_the_solo_final_says_whether_the_target_was_reached():
    state = replace(owned(game(1, solo_level=7), 0, "P", entries=(4, 1)), phase="over")
    final = goennen.final_view(ENGINE, state)
    assert str(final.solo) == "Solo Level 7: Ziel 66 Punkte verfehlt"


def test_equal_points_go_to_fewer_empty_fields_and_the_final_table_says_so():
    state = owned(owned(game(), 0, "R", entries=(1, 2, None)), 1, "R", entries=(1, None, None))
    final = goennen.final_view(ENGINE, replace(state, phase="over"))
    assert final.table.places == (1, 2) and final.empty_fields == (1, 2)
    assert str(final.tie_note) == (
        "Gleichstand bei 0 Punkten, weniger leere Felder gewinnen (leere Felder – Spieler 1: 1, Spieler 2: 2): "
        "Spieler 1 liegt vorn"
    )


def test_the_final_table_has_a_row_per_scoring_rule_used():
    state = owned(owned(game(), 0, "P", entries=(4, 2)), 0, "R", (0, 1))
    final = goennen.final_view(ENGINE, replace(state, phase="over"))
    assert [(str(line.label), line.points) for line in final.table.ranking[0].lines] == [("Farbe gezählt", 3)]


def test_the_table_finds_goennens_screens_through_the_registry():
    state = rolled(game(), 1, 2, 3, 4, 5)
    assert isinstance(views.decision_view(ENGINE, state, 0), GoennenTurnView)
    assert all(isinstance(sheet, GoennenDisplayView) for sheet in views.sheet_views(ENGINE, state))
    assert isinstance(views.final_view(ENGINE, replace(state, phase="over")), GoennenFinalView)


def test_the_turn_screen_draws_the_dice_by_place_the_market_and_the_options(renderer):
    state = ENGINE.apply(rolled(game(), 1, 2, 3, 4, 5), Reroll(("yellow",)))
    state = replace(rolled(state, 6, 6, 6, 6), market=(("P", None, None, None), (None,) * 4))
    renderer.draw(goennen.decision_view(ENGINE, replace(state, phase="active", pickers=())))
    expected = [
        "Baustelle",
        "Gelb 1",
        "zuletzt gewürfelt",
        "Orange 6",
        "Preise unbekannt: Platzhalter, nicht aus den Regeln",
    ]
    expected += ["4 gleiche?", "P · Blau", "Spieler 1: Wurf 2 von 3 – Würfel behalten und neu würfeln, oder nutzen"]
    assert [key for key in expected if key not in renderer.texts()] == []


def test_the_display_screen_draws_cards_fields_and_circles_in_english(renderer):
    set_language("en")
    state = owned(owned(game(), 0, "R", entries=(1, 2, 3)), 0, "P", (0, 1), entries=(4, None))
    renderer.draw(goennen.sheet_views(ENGINE, state)[0])
    expected = ["Player 1 – display", "R · yellow", "done", "Bonus ±1: 3 of 3 left", "empty fields: 1", "±1: 3×"]
    assert [key for key in expected if key not in renderer.texts()] == []


def test_placing_a_card_numbers_each_free_cell_it_may_go_to_as_its_option():
    state = replace(owned(game(), 0, "R"), phase="place", hand=("P",))
    view = goennen.decision_view(ENGINE, state, selected=1)
    assert isinstance(view, GoennenPlaceView)
    assert [[cell.option for cell in row] for row in view.cells] == [[1, 2, 3], [4, None, 5], [6, 7, 8]]
    assert str(view.cells[1][1].card.name) == "R · Gelb" and str(view.card.name) == "P · Blau"
    assert str(view.options[1]) == "Wertungs-Karte P (Blau) über Bonus-Karte R (Gelb) legen"


def test_the_place_screen_draws_the_numbered_cells_and_the_chosen_place(renderer):
    state = replace(owned(game(), 0, "R"), phase="place", hand=("P",))
    renderer.draw(goennen.decision_view(ENGINE, state, selected=1))
    expected = ["Spieler 1: wohin kommt P · Blau?", "Platz 2 von 8", "8", "R · Gelb"]
    expected.append("Wertungs-Karte P (Blau) über Bonus-Karte R (Gelb) legen")
    assert [key for key in expected if key not in renderer.texts()] == []


def test_without_a_card_list_the_market_says_the_cards_are_unknown(renderer):
    state = ENGINE.new_game(2, options={})
    state = rolled(replace(state, reveals=(), hand=(), phase="roll", setup_player=None), 1, 2, 3, 4, 5)
    view = goennen.decision_view(ENGINE, state)
    assert not view.cards_known
    renderer.draw(view)
    assert (
        "Kartenliste unbekannt (fehlt in den Regeln): es liegen keine Karten aus, bis sie als Daten eingetragen sind"
        in renderer.texts()
    )


def test_the_solo_final_screen_heads_with_the_target_instead_of_a_winner(renderer):
    state = replace(owned(game(1, solo_level=7), 0, "P", entries=(4, 1)), phase="over")
    renderer.draw(goennen.final_view(ENGINE, state))
    assert "Solo Level 7: Ziel 66 Punkte verfehlt" in renderer.texts()
    assert renderer.texts()[-1] == "Solo Level 7: Ziel 66 Punkte verfehlt"  # drawn over the general verdict


def test_a_passive_pick_shows_the_pickers_cards_still_to_fill():
    state = owned(owned(game(), 1, "R"), 1, "P", (0, 1), entries=(4, 2))
    state = ENGINE.apply(rolled(state, 1, 2, 3, 4, 5), Reroll(("yellow", "orange")))
    view = goennen.decision_view(ENGINE, rolled(state, 6, 5, 1))
    assert [str(card.name) for card in view.open_cards] == ["R · Gelb"]
    assert view.market == ()


def test_several_links_of_a_card_are_listed_in_order():
    links = goennen.task(parse_design({**PAIR, "constraints": [EQUAL_PAIR, SUM_ALL]}).constraints)
    assert str(links) == "1 = 2 · Summe (1, 2) ≥ 9"
