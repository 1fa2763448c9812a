"""The board the camera sees compared with the game's: every kind of difference, named expected before seen."""

from test_bloeder_table_fixtures import board

from companion.board_check import DifferenceKind, differences
from vision.reading import DieReading
from vision.regions import Place, PlacedDie

GAME = board(3, {1: "R4 B4 R2", 3: "W5 R5"})
COLOURS = {"R": "red", "B": "blue", "W": "white", "S": "black"}


def seen(*dice: str, confidence: float = 1.0) -> list[PlacedDie]:
    """Dice as placed by the camera: "3:4:R5" = card 3, field 4, red 5; "-:-:R5" = loose on the table."""
    placed = []
    for code in dice:
        region, field, die = code.split(":")
        reading = DieReading(int(die[1]), COLOURS[die[0]], (0.0, 0.0), ((0.0, 0.0),) * 4, confidence)
        placed.append(PlacedDie(None if region == "-" else region, None if field == "-" else int(field), reading))
    return placed


AS_PLAYED = ("1:1:R4", "1:2:B4", "1:3:R2", "3:1:W5", "3:2:R5")


def described(found):
    return [(difference.kind, str(difference.text)) for difference in found]


def test_a_board_as_the_game_has_it_shows_no_difference_and_the_rolled_dice_do_not_count():
    assert differences(GAME, seen(*AS_PLAYED, "-:-:S6", "-:-:S1")) == ()


def test_a_die_moved_to_another_field_of_its_card_is_named_with_both_fields():
    found = differences(GAME, seen("1:1:R4", "1:2:B4", "1:3:R2", "3:1:W5", "3:4:R5"))
    assert described(found) == [(DifferenceKind.MOVED_FIELD, "Karte 3: Rot 5 erwartet auf Feld 2, gesehen auf Feld 4")]


def test_a_die_on_the_wrong_card_is_named_with_both_cards():
    found = differences(GAME, seen("1:1:R4", "1:2:B4", "2:1:R2", "3:1:W5", "3:2:R5"))
    assert described(found) == [
        (DifferenceKind.OTHER_CARD, "Rot 2: erwartet auf Karte 1, Feld 3, gesehen auf Karte 2, Feld 1")
    ]


def test_another_players_die_on_a_field_is_named_expected_before_seen():
    found = differences(GAME, seen("1:1:R4", "1:2:B4", "1:3:R2", "3:1:W5", "3:2:B5"))
    assert described(found) == [(DifferenceKind.WRONG_COLOUR, "Karte 3, Feld 2: erwartet Rot 5, gesehen Blau 5")]


def test_a_die_showing_another_value_is_a_wrong_value():
    found = differences(GAME, seen("1:1:R4", "1:2:B4", "1:3:R3", "3:1:W5", "3:2:R5"))
    assert described(found) == [(DifferenceKind.WRONG_VALUE, "Karte 1, Feld 3: erwartet Rot 2, gesehen Rot 3")]


def test_a_die_knocked_off_the_board_is_missing():
    found = differences(GAME, seen("1:1:R4", "1:2:B4", "3:1:W5", "3:2:R5", "-:-:R2"))
    assert described(found) == [(DifferenceKind.MISSING, "Karte 1, Feld 3: erwartet Rot 2, gesehen kein Würfel")]


def test_a_die_the_game_does_not_have_is_extra():
    found = differences(GAME, seen(*AS_PLAYED, "5:1:W6"))
    assert described(found) == [(DifferenceKind.EXTRA, "Karte 5, Feld 1: erwartet kein Würfel, gesehen Weiß 6")]


def test_two_swapped_dice_are_two_moves_not_two_wrong_dice():
    found = differences(GAME, seen("1:1:B4", "1:2:R4", "1:3:R2", "3:1:W5", "3:2:R5"))
    assert [difference.kind for difference in found] == [DifferenceKind.MOVED_FIELD, DifferenceKind.MOVED_FIELD]


def test_a_card_without_a_field_layout_is_checked_by_its_dice_alone():
    without_fields = ("1:-:R2", "1:-:B4", "1:-:R4", "3:-:R5", "3:-:W5")
    assert differences(GAME, seen(*without_fields)) == ()
    found = differences(GAME, seen(*without_fields, "3:-:B1"))
    assert described(found) == [(DifferenceKind.EXTRA, "Karte 3: erwartet kein weiterer Würfel, gesehen Blau 1")]


def test_what_is_seen_on_a_card_but_on_none_of_its_fields_is_not_compared():
    header = PlacedDie("3", None, DieReading(1, "white", (0.0, 0.0), ((0.0, 0.0),) * 4, 0.9), off_fields=True)
    assert differences(GAME, [*seen(*AS_PLAYED), header]) == ()


def test_a_die_the_camera_saw_but_could_not_read_is_not_missing():
    unread = (Place("3", 2),)
    assert differences(GAME, seen("1:1:R4", "1:2:B4", "1:3:R2", "3:1:W5"), unread) == ()


def test_differences_come_in_card_and_field_order():
    found = differences(GAME, seen("1:2:B4", "1:3:R2", "3:1:W5", "3:2:R5", "5:2:W3", "2:1:B1"))
    assert [(d.kind, (d.expected or d.seen).slot) for d in found] == [
        (DifferenceKind.MISSING, 1),
        (DifferenceKind.EXTRA, 2),
        (DifferenceKind.EXTRA, 5),
    ]


def test_another_value_read_unsurely_on_the_games_field_is_asked_about():
    (found,) = differences(GAME, seen("1:1:R4", "1:2:B4", "3:1:W5", "3:2:R5") + seen("1:3:R1", confidence=0.9))
    assert (found.kind, found.is_unsure()) == (DifferenceKind.WRONG_VALUE, True)


def test_another_value_read_surely_is_a_difference():
    (found,) = differences(GAME, seen("1:1:R4", "1:2:B4", "3:1:W5", "3:2:R5") + seen("1:3:R1", confidence=0.95))
    assert (found.kind, found.is_unsure()) == (DifferenceKind.WRONG_VALUE, False)


def test_a_die_where_the_game_has_none_read_unsurely_is_asked_about():
    (found,) = differences(GAME, seen(*AS_PLAYED) + seen("5:1:W1", confidence=0.9))
    assert (found.kind, found.is_unsure()) == (DifferenceKind.EXTRA, True)


def test_a_die_moved_stays_a_difference_however_unsurely_it_is_read():
    (found,) = differences(GAME, seen("1:1:R4", "1:2:B4", "1:3:R2", "3:1:W5") + seen("3:4:R5", confidence=0.5))
    assert (found.kind, found.is_unsure()) == (DifferenceKind.MOVED_FIELD, False)


def test_a_die_missing_is_never_asked_about():
    (found,) = differences(GAME, seen("1:1:R4", "1:2:B4", "3:1:W5", "3:2:R5"))
    assert (found.kind, found.is_unsure()) == (DifferenceKind.MISSING, False)


def test_a_die_in_a_colour_nobody_plays_is_not_extra():
    two_players = board(2, {1: "R4 B4"})
    assert differences(two_players, seen("1:1:R4", "1:2:B4", "3:2:W1")) == ()


def test_a_die_in_a_colour_nobody_plays_on_a_games_field_is_the_games_die_read_in_another_colour():
    two_players = board(2, {1: "R4 B4"})
    (found,) = differences(two_players, seen("1:1:R4", "1:2:W4"))
    assert found.kind == DifferenceKind.WRONG_COLOUR
