"""The task-card editor driven by the four buttons: each kind of condition, card fields, validation, BACK."""

import doctest
import json
from pathlib import Path

import pytest
from tool_modules import load_tool

from companion import card_editor
from companion.card_editor import new_editor, result, view
from dicetable.messages import render
from games.geht_noch_was.cards import Card, Glyph, Requirement, parse_card

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = json.loads((ROOT / "fixtures" / "cards" / "geht-noch-was.json").read_text(encoding="utf-8"))


TOOL = load_tool("render_card_editor.py", "render_card_editor")
WHITE, BLUE, RED = Glyph("white"), Glyph("blue"), Glyph("red")


def keys(sequence, editor=None):
    return TOOL.replay(sequence, editor or new_editor(card_id=12))


def green(*alternatives, card_id=12):
    return Card(card_id, "green", 1, tuple(tuple(alternative) for alternative in alternatives))


def status(editor):
    return render(view(editor).status)


@pytest.mark.parametrize("example", sorted(TOOL.EXAMPLES))
def test_each_rulebook_example_is_built_by_its_presses(example):
    expected_data = (
        SHIPPED["cards"][0]
        if example == "card 1"
        else {"id": 1, "colour": "green", "points": 1, "condition": SHIPPED["examples"]["conditions"][example]}
    )
    assert result(keys(TOOL.EXAMPLES[example], new_editor(card_id=1))) == parse_card(expected_data)


def test_exact_value_builds_dice_showing_those_pips():
    editor = keys("O O  N O  NNN O  O  O")
    assert result(editor) == green([Requirement("free", (Glyph("white", exactly=1),) * 2)])


def test_at_least_builds_dice_showing_v_or_more():
    editor = keys("O N O  PPP O  O  O  O")
    assert result(editor) == green([Requirement("free", (Glyph("white", at_least=3),) * 5)])


def test_same_values_builds_n_of_a_kind():
    assert result(keys("O NN O  N O  O  O")) == green([Requirement("same", (WHITE,) * 3)])


def test_run_builds_a_staircase_of_the_chosen_colour():
    assert result(keys("O NNN O  P O  N O  O")) == green([Requirement("run", (BLUE, BLUE))])


def test_a_die_colour_constraint_applies_to_every_die_of_the_group():
    editor = keys("O O  N O  O  NN O  O")
    assert result(editor) == green([Requirement("free", (Glyph("red", exactly=4),) * 2)])


def test_colour_sum_defaults_to_red_nine_or_more():
    assert result(keys("O P O  O  O  O")) == green([Requirement("sum", colour="red", minimum=9)])


def test_and_stacks_a_second_requirement_on_the_same_alternative():
    editor = keys("O NN O  O  O  PP O NN O  N O  O  O")
    assert result(editor) == green([Requirement("same", (WHITE,) * 2), Requirement("same", (WHITE,) * 3)])


def test_or_starts_a_second_alternative():
    editor = keys("O NN O  O  NN O  P O NN O  O  N O  O")
    assert result(editor) == green([Requirement("same", (RED, RED))], [Requirement("same", (BLUE, BLUE))])


def test_settings_cycle_around_at_both_ends():
    editor = keys("O NNN O  PP")  # a run has 2 to 6 dice; from the default 3, two back wraps to 6
    assert render(view(editor).settings[0].value) == "6"


def test_the_preview_shows_the_requirement_while_it_is_being_chosen():
    assert render(view(keys("O NNN O  P O  N")).preview) == "Straße aus 2 (Blau)"


def test_points_follow_the_card_colour():
    editor = keys("PP O N O  O O O O O  O")
    assert result(editor) == Card(12, "yellow", 2, ((Requirement("free", (Glyph("white", exactly=4),)),),))


def test_the_number_is_entered_tens_then_units():
    editor = keys("PPP O NN O NNN O  O O O O O  O")
    assert result(editor).id == 35


def test_the_start_set_is_chosen_among_none_and_a_to_d():
    editor = keys("P O NN O  O O O O O  O")
    assert result(editor).start_set == "B"


def test_a_card_with_eight_dice_shows_the_validators_message_and_is_not_saved():
    editor = keys("O O P O O O  PP O O O O O  O")
    assert editor.outcome == "editing" and result(editor) is None
    assert status(editor) == "Karte 12, Feld condition[0]: erwartet höchstens 7 Würfel in einer Alternative; gefunden 8"
    assert not view(editor).is_valid


def test_a_red_start_card_shows_the_validators_message_and_is_not_saved():
    editor = keys("P O N O  PP O NN O  O O O O O  O")
    assert result(editor) is None
    assert status(editor) == "Karte 12, Feld start_set: Startsätze haben nur grüne und gelbe Karten; gefunden: rot"


def test_number_zero_shows_the_validators_message():
    editor = keys("PPP O P O PP O  O O O O O  O")
    assert result(editor) is None
    assert status(editor) == "Karte, Feld id: erwartet eine ganze Zahl ≥ 1, wie auf der Karte gedruckt; gefunden 0"


def test_while_a_setting_is_chosen_the_status_says_ok_leads_to_the_next_step():
    assert status(keys("O O")) == "OK führt zum nächsten Schritt"


def test_on_the_last_setting_the_status_says_ok_puts_the_choice_on_the_card():
    assert status(keys("O O O O")) == "OK übernimmt die Wahl in die Karte"


def test_saving_without_a_condition_asks_for_one():
    editor = keys("N O")
    assert result(editor) is None
    assert status(editor) == "Wähle „+ Bedingung“ und baue die Bedingung der Karte"


def test_a_number_already_in_play_cannot_be_saved():
    editor = keys("O NNN O  O O  O", new_editor(card_id=1, taken_ids=frozenset({1})))
    assert result(editor) is None
    assert status(editor) == ("Karte 1 ist schon bekannt: wähle sie in der Liste oder stelle die Nummer richtig")


def test_back_in_the_add_menu_returns_to_the_card_unchanged():
    assert keys("O NN B") == new_editor(card_id=12)


def test_back_on_the_first_setting_of_a_new_requirement_returns_to_the_add_menu_and_adds_nothing():
    editor = keys("O NN O B")
    assert (
        editor.mode == "add" and editor.condition == () and render(view(editor).heading) == "Was steht auf der Karte?"
    )


def test_back_on_a_later_setting_steps_back_one_setting():
    editor = keys("O O  O O  B")
    assert render(view(editor).heading) == "Augenzahl (2 von 3)"


def test_back_on_the_card_says_how_to_discard_it_and_keeps_it():
    editor = keys("O NNN O O O  B")
    assert editor.outcome == "editing" and len(editor.condition) == 1
    assert status(editor) == "ZURÜCK halten verwirft die Karte"


def test_holding_back_cancels_from_any_level_and_saves_nothing():
    editor = keys("O NNN O O H")
    assert editor.outcome == "cancelled" and result(editor) is None


def test_a_finished_editor_ignores_further_presses():
    editor = keys("O NNN O O O O")
    assert keys("H P O", editor) == editor


def test_remove_drops_a_requirement_and_its_emptied_alternative():
    editor = keys("O NN O  O  NN O  P O NN O  O  N O  PPP O N O")
    assert editor.condition == ((Requirement("same", (RED, RED)),),)


def test_change_reopens_a_requirement_with_its_settings():
    editor = keys("O NNN O  O O  PPP O O")  # run of 3 → change → count shows 3
    assert render(view(editor).settings[0].value) == "3"
    assert result(keys("N O O O", editor)) == green([Requirement("run", (WHITE,) * 4)])


def test_a_run_can_be_coloured_step_by_step_lowest_first():
    editor = keys("O NNN O  P O  P O  N O  NN O  O")
    assert result(editor) == green([Requirement("run", (BLUE, RED))])


def test_changing_a_group_coloured_die_by_die_shows_its_colours():
    mixed = ((Requirement("same", (BLUE, RED, WHITE)),),)
    editor = keys("PPP O O", new_editor(card_id=12, condition=mixed))
    assert [render(setting.value) for setting in view(editor).settings] == [
        "3",
        "je Würfel einzeln",
        "Blau",
        "Rot",
        "beliebig (weiß)",
    ]


def test_a_requirement_the_editor_cannot_build_can_only_be_removed():
    unusual = ((Requirement("same", (Glyph("white", at_least=3),) * 3),),)
    editor = keys("PPP O O", new_editor(card_id=12, condition=unusual))
    assert editor.mode == "part" and not view(editor).rows[0].is_enabled


def test_a_fixed_colour_cannot_be_opened_and_says_why():
    editor = new_editor(card_id=12, colour="yellow", fixed=frozenset({"colour"}))
    assert keys("PP O", editor).mode == "card" and not view(editor).rows[1].is_enabled
    assert status(keys("PP O", editor)) == "Das steht schon fest: die Karte liegt auf diesem Stapel"


def test_the_module_example_runs():
    outcome = doctest.testmod(card_editor)
    assert (outcome.attempted, outcome.failed) == (4, 0)
