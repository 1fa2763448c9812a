"""Blöder Sack screens built from engine states: the board with each card's standing, the choice framed on
the board, every player's page, the announcement of a scoring with its reason, and the final ranking."""

from dataclasses import replace

from test_bloeder_table_fixtures import ENGINE, board

from companion import views
from companion.views import bloeder
from dicetable.messages import set_language
from display.renderer import Renderer
from games.bloeder_sack.actions import PlaceDie, ReplaceDie, ScoreCard
from games.bloeder_sack.conditions import Condition
from games.engine import Die, Rolled


def standings_of(state):
    return [str(slot.standing) for slot in bloeder.board_view(ENGINE, state).slots]


def test_the_board_says_who_leads_each_card_and_by_how_much_with_ties_said_as_ties():
    state = board(3, {1: "R4 B4 R4", 2: "R1 B2", 3: "B1 R1", 4: "R6 R5 B5 B6"})
    assert standings_of(state) == [
        "Rot führt um 1",
        "Gleichstand: Blau (später) vor Rot",
        "Rot vorn: zuletzt gesetzt",
        "niemand erfüllt sie",
        "noch kein Würfel",
    ]


def test_a_card_only_one_player_fulfils_says_so():
    assert standings_of(board(2, {1: "R4 B2"}))[0] == "nur Rot erfüllt sie"


def test_the_board_shows_each_card_with_its_sacks_and_a_question_mark_for_an_unknown_value():
    view = bloeder.board_view(ENGINE, board(2, {}))
    assert [(str(slot.condition), slot.sacks) for slot in view.slots] == [
        ("Die meisten 4er", 2),
        ("Die meisten Würfel", 1),
        ("Die zuletzt gesetzte 1", 1),
        ("Die größte Summe unter 10", None),
        ("Die meisten unterschiedlichen Werte", 2),
    ]
    renderer = Renderer()
    renderer.draw(view)
    assert "? Säcke" in renderer.texts()


def test_the_dice_lie_on_the_board_in_field_order_with_their_owners_colours():
    view = bloeder.board_view(ENGINE, board(4, {2: "S3 W6 R1"}))
    assert [(die.colour, die.value) for die in view.slots[1].dice] == [("black", 3), ("white", 6), ("red", 1)]
    assert view.capacity == 9


def test_two_players_fill_a_card_with_six_dice():
    assert bloeder.board_view(ENGINE, board(2, {})).capacity == 6


def test_the_supplies_count_the_dice_left_and_mark_the_player_to_act():
    view = bloeder.board_view(ENGINE, board(2, {1: "R4 B4 R4"}, current=1))
    assert [(str(p.player), p.supply, p.is_turn) for p in view.players] == [
        ("Spieler 1 (Rot)", 8, False),
        ("Spieler 2 (Blau)", 9, True),
    ]
    assert str(view.status) == "Spieler 2 (Blau) ist am Zug"


def test_the_board_screen_shows_the_key_texts_in_german_and_english():
    state = board(2, {1: "R4 B4 R4"})
    renderer = Renderer()
    renderer.draw(bloeder.board_view(ENGINE, state))
    assert {"Rot 4", "Blau 4", "1-1", "Vorrat 8", "Rot führt um 1", "Spieler 1 (Rot) ist am Zug"} <= set(
        renderer.texts()
    )
    set_language("en")
    renderer.draw(bloeder.board_view(ENGINE, state))
    assert {"red 4", "red leads by 1", "Player 1 (red) to play", "Most 4s"} <= set(renderer.texts())


def test_a_placement_choice_frames_its_card_and_the_next_free_field():
    state = replace(board(2, {1: "R4 B4"}), phase="place", in_hand=(4, 6))
    options = ENGINE.legal_actions(state)
    selected = options.index(PlaceDie(4, 1))
    view = views.decision_view(ENGINE, state, selected)
    assert [(slot.is_target, slot.target_field) for slot in view.slots][:2] == [(True, 3), (False, None)]
    assert str(view.choice.label) == "4 auf „Die meisten 4er“ setzen (Feld 3)"
    assert (view.choice.selected, view.choice.count) == (selected, len(options))


def test_a_replacement_choice_frames_the_field_of_the_die_it_replaces():
    state = replace(board(2, {1: "R4 B4"}), phase="place", in_hand=(4, 6))
    options = ENGINE.legal_actions(state)
    view = bloeder.decision_view(ENGINE, state, options.index(ReplaceDie(1, 2, 4)))
    assert (view.slots[0].is_target, view.slots[0].target_field) == (True, 2)


def test_turning_over_a_card_keeps_the_options_list():
    assert bloeder.decision_view(ENGINE, ENGINE.new_game(2), 0) is None


def test_each_players_page_lists_supply_dice_on_the_board_and_won_cards_with_sacks():
    state = replace(board(2, {1: "R4 B4 R4"}), won=((Condition("most_value", 4), Condition("max_sum_below", 10)), ()))
    page = bloeder.sheet_views(ENGINE, state)[0]
    assert (page.supply, page.on_board, page.sacks, page.cards_to_end) == (8, 2, 2, 4)
    assert [(str(card.condition), card.sacks) for card in page.cards] == [
        ("Die meisten 4er", 2),
        ("Die größte Summe unter 10", None),
    ]
    renderer = Renderer()
    renderer.draw(page)
    assert {"Im Vorrat: 8 Würfel", "Zusammen: 2 Säcke", "? Säcke"} <= set(renderer.texts())


def test_filling_a_card_announces_the_winner_the_sacks_and_why():
    before = replace(board(2, {1: "R4 B4 R4 B2 R4"}, current=1), phase="place", in_hand=(4, 5))
    action = PlaceDie(4, 1)
    (line,) = views.announcement_view(ENGINE, before, action, ENGINE.apply(before, action)).scorings
    assert (line.slot, str(line.winner), line.sacks) == (1, "Spieler 1 (Rot)", 2)
    assert str(line.reason) == "Spieler 1 (Rot) liegt mit 3 zu 2 vor Spieler 2 (Blau)."


def test_a_tie_is_announced_with_the_later_die_deciding():
    before = replace(board(2, {2: "R1 B2 R3 B4 R5"}, current=1), phase="place", in_hand=(2, 6))
    action = PlaceDie(6, 2)
    (line,) = bloeder.scoring_view(ENGINE, before, action, ENGINE.apply(before, action)).scorings
    assert str(line.reason) == (
        "Gleichstand mit Spieler 1 (Rot) bei 3: Spieler 2 (Blau) hat den letzten Würfel später gesetzt."
    )


def test_doubles_scoring_a_card_nobody_fulfils_says_the_card_stays():
    before = board(2, {4: "R6 R5 B5 B6"})
    action = Rolled((Die("red", 4), Die("red", 4)))
    view = bloeder.scoring_view(ENGINE, before, action, ENGINE.apply(before, action))
    (line,) = view.scorings
    assert line.winner is None
    assert str(line.reason) == "Niemand erfüllt die Bedingung: die Würfel gehen zurück, die Sackkarte bleibt liegen."
    renderer = Renderer()
    renderer.draw(view)
    assert {"Wertung: Ablagekarte 4-4", "Niemand gewinnt die Sackkarte", "? Säcke"} <= set(renderer.texts())


def test_a_move_without_scoring_announces_nothing():
    before = replace(board(2, {}), phase="place", in_hand=(4, 5))
    action = PlaceDie(4, 1)
    assert bloeder.scoring_view(ENGINE, before, action, ENGINE.apply(before, action)) is None


def test_a_chosen_scoring_after_a_double_six_names_the_only_fulfiller():
    before = replace(board(2, {5: "B1 B2 R3"}), phase="double_six", in_hand=(6, 6))
    action = ScoreCard(5)
    (line,) = bloeder.scoring_view(ENGINE, before, action, ENGINE.apply(before, action)).scorings
    assert str(line.reason) == "Spieler 2 (Blau) liegt mit 2 zu 1 vor Spieler 1 (Rot)."


def test_the_final_ranking_says_which_tie_rule_set_each_place():
    four, dice = Condition("most_value", 4), Condition("most_dice")
    won = ((four,), (dice, Condition("last_value", 1)), (four,), ())
    state = replace(board(4, {}), won=won, phase="over")
    view = views.final_view(ENGINE, state)
    assert [(p.place, str(p.player), p.sacks, str(p.decided_by)) for p in view.ranking] == [
        (
            1,
            "Spieler 2 (Blau)",
            2,
            "gleich viele Säcke wie Spieler 1 (Rot) und Spieler 3 (Weiß): mehr Sackkarten entscheiden",
        ),
        (2, "Spieler 1 (Rot)", 2, "gleich viele Säcke und Sackkarten wie Spieler 3 (Weiß): geteilter Platz"),
        (2, "Spieler 3 (Weiß)", 2, "gleich viele Säcke und Sackkarten wie Spieler 1 (Rot): geteilter Platz"),
        (4, "Spieler 4 (Schwarz)", 0, "entschieden nach Säcken"),
    ]
    renderer = Renderer()
    renderer.draw(view)
    assert {"Spieler 2 (Blau) gewinnt!", "1.", "2 Säcke", "2 Sackkarten", "0 Säcke"} <= set(renderer.texts())
