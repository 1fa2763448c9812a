"""Blöder Sack at the table: the loose dice are the roll, the board dice are checked against the game, a
difference is shown and settled (dice fixed and read again, the game's board kept, or the last move taken
back), every step journalled; a scoring is announced until the players confirm it."""

import json
from dataclasses import replace

import numpy as np
from test_bloeder_table_fixtures import CARDS, ENGINE, card_data

from companion.board_calibration import save_regions
from companion.board_watch import BoardWatch, corrections, watch_for
from companion.journal import GameHeader, Journal
from companion.table import Phase, Table
from dicetable.messages import text
from display.views import CameraView
from display.views_bloeder import BoardCheckView, BoardView, ScoringView
from games.bloeder_sack.actions import EnterSacks, PlaceDie, RevealCard
from games.engine import Die, Rolled
from hardware.events import ButtonEvent
from vision.board_reading import BoardReader
from vision.reading import DieReading, TableReading, Unreadable
from vision.regions import Layout, Region, region_above

CARD_W, CARD_H, GAP = 180.0, 180.0, 20.0
FIELDS = tuple((u, v) for v in (1 / 6, 1 / 2, 5 / 6) for u in (1 / 6, 1 / 2, 5 / 6))  # 3×3, row by row
REGIONS = tuple(
    Region(str(n), ((x, 0.0), (x + CARD_W, 0.0), (x + CARD_W, CARD_H), (x, CARD_H)))
    for n, x in ((n, (n - 1) * (CARD_W + GAP)) for n in range(1, 6))
)
WATCH = BoardWatch(REGIONS, {str(n): Layout(FIELDS) for n in range(1, 6)})
COLOURS = {"R": "red", "B": "blue"}


def die(code: str, slot: int | None = None, field: int | None = None) -> DieReading:
    """A die read at the centre of field `field` of card `slot`, or loose below the cards."""
    if slot is None:
        centre = (100.0 + 60 * len(code), 400.0)
    else:
        u, v = FIELDS[field - 1]
        centre = ((slot - 1) * (CARD_W + GAP) + u * CARD_W, v * CARD_H)
    box = tuple((centre[0] + dx, centre[1] + dy) for dx, dy in ((-8, -8), (8, -8), (8, 8), (-8, 8)))
    return DieReading(int(code[1]), COLOURS[code[0]], centre, box, 0.99)


def red_placed_five_and_two_on_card_two():
    """Every state of a game of two: the five cards revealed, red rolled 5 and 2 and put both on
    Ablagekarte 2 ("Die meisten Würfel"); blue to roll."""
    actions = []
    for number in range(1, 6):
        actions.append(RevealCard(CARDS[number]))
        if CARDS[number] == CARDS[4]:  # its sack value is not in the card data
            actions.append(EnterSacks(1))
    actions += [Rolled((Die("red", 5), Die("red", 2))), PlaceDie(5, 2), PlaceDie(2, 2)]
    states = [ENGINE.new_game(2, options=card_data())]
    for action in actions:
        states.append(ENGINE.apply(states[-1], action))
    return states


def table_at(tmp_path, watch=WATCH):
    journal = Journal.create(tmp_path, GameHeader("bloeder-sack", 2, 0, card_data()))
    return Table(ENGINE, journal, red_placed_five_and_two_on_card_two(), 0.9, board=watch)


def events_of(table):
    return [json.loads(line) for line in table.journal.path.read_text().splitlines()]


AS_PLAYED = (die("R5", 2, 1), die("R2", 2, 2))
MOVED = (die("R5", 2, 1), die("R2", 2, 4))
BLUE_ROLL = (die("B3"), die("B4"))


def test_with_the_board_as_played_the_loose_dice_are_the_roll(tmp_path):
    table = table_at(tmp_path)
    table.on_settled(None, TableReading(AS_PLAYED + BLUE_ROLL))
    assert (table.phase, table.state.in_hand) == (Phase.DECIDE, (3, 4))
    assert isinstance(table.view(), BoardView)


def test_a_board_die_the_camera_could_not_read_is_neither_missing_nor_part_of_the_roll(tmp_path):
    table = table_at(tmp_path)
    blurred = Unreadable(center=AS_PLAYED[1].center, reason=text("vision.reader.unreadable.pips_not_seen"))
    table.on_settled(None, TableReading(AS_PLAYED[:1] + BLUE_ROLL, unreadable=(blurred,)))
    assert (table.phase, table.state.in_hand) == (Phase.DECIDE, (3, 4))


def test_a_moved_die_is_flagged_with_what_was_expected_and_what_was_seen(tmp_path):
    table = table_at(tmp_path)
    table.on_settled(None, TableReading(MOVED + BLUE_ROLL))
    view = table.view()
    assert isinstance(view, BoardCheckView)
    assert [str(line) for line in view.differences] == ["Karte 2: Rot 2 erwartet auf Feld 2, gesehen auf Feld 4"]
    assert [str(choice) for choice in view.choices] == [
        "Würfel auf dem Tisch berichtigt – neu lesen",
        "Letzten Zug zurücknehmen und neu wählen",
        "Der Spielstand stimmt, die Kamera irrt – weiter",
    ]
    assert table.state.in_hand == ()


def test_fixing_the_die_and_reading_again_lets_the_game_go_on(tmp_path):
    table = table_at(tmp_path)
    table.on_settled(None, TableReading(MOVED + BLUE_ROLL))
    table.on_button(ButtonEvent.OK)  # fixed on the table: read again
    assert isinstance(table.view(), CameraView)
    table.on_settled(None, TableReading(AS_PLAYED + BLUE_ROLL))
    assert table.state.in_hand == (3, 4)
    assert [event["event"] for event in events_of(table)] == ["header", "reading", "reading", "action"]


def test_keeping_the_games_board_journals_the_correction_and_plays_the_roll(tmp_path):
    table = table_at(tmp_path)
    table.on_settled(None, TableReading(MOVED + BLUE_ROLL))
    table.on_button(ButtonEvent.PREV)  # the last choice: the game is right
    table.on_button(ButtonEvent.OK)
    assert table.state.in_hand == (3, 4)
    correction = [event for event in events_of(table) if event["event"] == "correction"]
    assert correction == [
        {
            "event": "correction",
            "die": 1,
            "before": {"colour": "red", "value": 2, "region": "2", "field": 4},
            "after": {"colour": "red", "value": 2, "region": "2", "field": 2},
        }
    ]
    assert events_of(table)[-1]["event"] == "action"


def test_taking_back_the_last_move_lets_red_place_the_die_where_it_lies(tmp_path):
    table = table_at(tmp_path)
    table.on_settled(None, TableReading(MOVED + BLUE_ROLL))
    table.on_button(ButtonEvent.NEXT)
    table.on_button(ButtonEvent.OK)
    assert table.state.in_hand == (2,) and table.state.current == 0
    assert events_of(table)[-1] == {"event": "undo"}


def test_without_a_calibration_the_whole_reading_is_the_roll_and_the_screen_says_the_board_is_unchecked(tmp_path):
    table = table_at(tmp_path, watch=None)
    assert str(table.view().status) == (
        "Spieler 2 würfelt: 2× Blau · Brett ungeprüft, nicht kalibriert: dicetable board calibrate --game bloeder-sack"
    )
    table.on_settled(None, TableReading(BLUE_ROLL))
    assert table.state.in_hand == (3, 4)


def test_a_scoring_is_announced_until_the_players_confirm_it(tmp_path):
    table = table_at(tmp_path)
    doubles = (die("B2"), die("B2"))  # 2-2 scores "Die meisten Würfel" above Ablagekarte 2: red's two dice
    table.on_settled(None, TableReading(AS_PLAYED + doubles))
    view = table.view()
    assert isinstance(view, ScoringView)
    assert str(view.scorings[0].winner) == "Spieler 1 (Rot)"
    table.on_button(ButtonEvent.OK)
    assert str(table.view().situation) == "Welche Sackkarte liegt über Ablagekarte 2?"


def test_a_game_without_a_board_has_nothing_to_watch():
    assert watch_for("geht-noch-was") is None


def test_blöder_sack_never_calibrated_leaves_the_board_unchecked_and_says_how_to_calibrate():
    watch = watch_for("bloeder-sack")
    assert (watch.regions, str(watch.note)) == (
        None,
        "Brett ungeprüft, nicht kalibriert: dicetable board calibrate --game bloeder-sack",
    )


def test_a_calibrated_board_is_watched_with_its_regions_and_the_shipped_field_layouts():
    save_regions("bloeder-sack", REGIONS, source="test")
    watch = watch_for("bloeder-sack")
    assert ([region.name for region in watch.regions[:5]], watch.note) == (["1", "2", "3", "4", "5"], None)
    assert len(watch.layouts["3"].fields) == 9


def test_a_calibration_of_the_five_cards_alone_is_watched_with_the_sackkarten_areas_above_them():
    save_regions("bloeder-sack", REGIONS, source="made before the Sackkarten were regions")
    watch = watch_for("bloeder-sack")
    assert [(region.name, region.holds_dice) for region in watch.regions[5:]] == [(f"S{n}", False) for n in range(1, 6)]


def test_what_is_read_on_a_sackkarte_is_neither_the_roll_nor_a_board_die(tmp_path):
    watch = BoardWatch((*REGIONS, region_above(REGIONS[1], "S2", (80.0, 110.0), (56.0, 132.0))), WATCH.layouts)
    table = table_at(tmp_path, watch)
    printed_one = DieReading(
        1, "white", (300.0, -60.0), ((292.0, -68.0), (308.0, -68.0), (308.0, -52.0), (292.0, -52.0)), 0.9
    )
    table.on_settled(None, TableReading(AS_PLAYED + BLUE_ROLL + (printed_one,)))
    assert (table.phase, table.state.in_hand) == (Phase.DECIDE, (3, 4))


def test_a_die_read_unsurely_as_another_value_lets_the_roll_go_on_and_is_asked_about_at_the_next_roll(tmp_path):
    table = table_at(tmp_path)
    red_two_read_as_one = replace(die("R1", 2, 2), confidence=0.9)
    table.on_settled(None, TableReading((*AS_PLAYED[:1], red_two_read_as_one, *BLUE_ROLL)))
    assert (table.phase, table.state.in_hand) == (Phase.DECIDE, (3, 4))
    table.on_button(ButtonEvent.OK)  # blue places the 3, then the 4
    table.on_button(ButtonEvent.OK)
    assert str(table.view().status) == (
        "Spieler 1 würfelt: 2× Rot · Kamera unsicher, bitte prüfen: Karte 2, Feld 2: erwartet Rot 2, gesehen Rot 1?"
    )


def test_a_calibration_file_that_does_not_read_leaves_the_board_unchecked_and_names_the_file():
    path = save_regions("bloeder-sack", REGIONS, source="test")
    path.write_text("{", encoding="utf-8")
    watch = watch_for("bloeder-sack")
    assert watch.regions is None
    assert str(path) in str(watch.note)


def test_keeping_the_games_board_journals_a_missing_die_as_added_and_an_extra_one_as_removed():
    state = red_placed_five_and_two_on_card_two()[-1]
    reading = TableReading((die("R5", 2, 1), die("B6", 4, 1), *BLUE_ROLL))
    assert corrections(WATCH.look(state, reading)) == (
        (4, None, {"colour": "red", "value": 2, "region": "2", "field": 2}),
        (1, {"colour": "blue", "value": 6, "region": "4", "field": 1}, None),
    )


def test_a_board_the_game_agrees_with_is_confirmed_so_its_cards_are_not_read_again():
    reader = BoardReader(REGIONS)
    frame = np.zeros((480, 1000, 3), np.uint8)
    replace(WATCH, reader=reader).look(red_placed_five_and_two_on_card_two()[-1], TableReading(AS_PLAYED), frame)
    reader.read(frame)
    assert reader.last_read == ()


def test_a_board_that_differs_from_the_game_is_not_confirmed():
    reader = BoardReader(REGIONS)
    frame = np.zeros((480, 1000, 3), np.uint8)
    replace(WATCH, reader=reader).look(red_placed_five_and_two_on_card_two()[-1], TableReading(MOVED), frame)
    reader.read(frame)
    assert reader.last_read == ("1", "2", "3", "4", "5")


def test_the_table_confirms_the_frame_whose_board_agrees_with_the_game(tmp_path):
    reader = BoardReader(REGIONS)
    table = table_at(tmp_path, replace(WATCH, reader=reader))
    frame = np.zeros((480, 1000, 3), np.uint8)
    table.on_settled(frame, TableReading(AS_PLAYED + BLUE_ROLL))
    reader.read(frame)
    assert reader.last_read == ()


def test_a_difference_the_players_kept_the_games_board_against_is_not_raised_again(tmp_path):
    table = table_at(tmp_path)
    table.on_settled(None, TableReading(MOVED + BLUE_ROLL))
    table.on_button(ButtonEvent.PREV)  # the game is right, the camera is wrong
    table.on_button(ButtonEvent.OK)
    table.on_button(ButtonEvent.OK)  # blue places the 3, then the 4
    table.on_button(ButtonEvent.OK)
    table.on_settled(None, TableReading((*MOVED, die("B3", 1, 1), die("B4", 1, 2), die("R6"), die("R1"))))
    assert (table.board_flag, table.state.in_hand) == (None, (1, 6))


def test_another_difference_after_the_players_kept_the_games_board_is_raised(tmp_path):
    table = table_at(tmp_path)
    table.on_settled(None, TableReading(MOVED + BLUE_ROLL))
    table.on_button(ButtonEvent.PREV)
    table.on_button(ButtonEvent.OK)
    table.on_button(ButtonEvent.OK)
    table.on_button(ButtonEvent.OK)
    table.on_settled(None, TableReading((*MOVED, die("B3", 1, 1), die("R6"), die("R1"))))
    assert [str(line) for line in table.view().differences] == ["Karte 1, Feld 2: erwartet Blau 4, gesehen kein Würfel"]
