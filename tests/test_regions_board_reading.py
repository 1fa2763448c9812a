"""Reading a board region by region at full resolution (vision/board_reading.py)."""

import cv2
import pytest
from vision_synthetic import blank_table, draw_die, synthetic_profile

from vision import board_reading
from vision.board_reading import BoardReader, read_board
from vision.regions import Region

CARD = Region("1", ((400.0, 300.0), (600.0, 300.0), (600.0, 560.0), (400.0, 560.0)), (1280, 960))


def board_with(dice: list[tuple[str, tuple[float, float], int]]):
    image = blank_table(1280, 960, "felt")
    cv2.rectangle(image, (400, 300), (600, 560), (200, 228, 238), -1)
    drawn = [draw_die(image, colour, center, 36, 20.0, value, seed=k) for k, (colour, center, value) in enumerate(dice)]
    return image, drawn


def test_a_die_on_a_region_is_read_once_in_frame_pixels():
    image, drawn = board_with([("red", (480.0, 400.0), 5)])
    reading = read_board(image, [CARD], synthetic_profile("bloeder-sack"))
    assert [(die.colour, die.value) for die in reading.dice] == [("red", 5)]
    assert reading.dice[0].center == pytest.approx(drawn[0].center, abs=3)


def test_a_die_beside_every_region_is_read_from_the_whole_frame():
    image, drawn = board_with([("blue", (900.0, 700.0), 3)])
    reading = read_board(image, [CARD], synthetic_profile("bloeder-sack"))
    assert [(die.colour, die.value) for die in reading.dice] == [("blue", 3)]
    assert reading.dice[0].center == pytest.approx(drawn[0].center, abs=3)


def test_dice_on_and_beside_a_region_are_each_read_once():
    image, _ = board_with([("red", (480.0, 400.0), 2), ("black", (540.0, 480.0), 6), ("white", (900.0, 700.0), 4)])
    reading = read_board(image, [CARD], synthetic_profile("bloeder-sack"))
    assert sorted((die.colour, die.value) for die in reading.dice) == [("black", 6), ("red", 2), ("white", 4)]


SECOND = Region("2", ((700.0, 300.0), (900.0, 300.0), (900.0, 560.0), (700.0, 560.0)), (1280, 960))


def two_cards_with(dice: list[tuple[str, tuple[float, float], int]]):
    image, _ = board_with(dice)
    cv2.rectangle(image, (700, 300), (900, 560), (200, 228, 238), -1)
    for k, (colour, center, value) in enumerate(dice):
        if center[0] >= 700:
            draw_die(image, colour, center, 36, 20.0, value, seed=k)
    return image


def dice_read(reading):
    return sorted((die.colour, die.value) for die in reading.dice)


@pytest.fixture(scope="module")
def confirmed():
    """A reader told the board with a red 5 on card 1 and a black 6 on card 2 is the game's."""
    reader = BoardReader([CARD, SECOND], synthetic_profile("bloeder-sack"))
    image = two_cards_with([("red", (480.0, 400.0), 5), ("black", (780.0, 420.0), 6)])
    reader.confirm(image, reader.read(image))
    return reader, image


def test_without_a_confirmed_board_every_card_is_read():
    reader = BoardReader([CARD, SECOND], synthetic_profile("bloeder-sack"))
    reader.read(two_cards_with([("red", (480.0, 400.0), 5)]))
    assert reader.last_read == ("1", "2")


def test_a_confirmed_board_seen_again_keeps_every_cards_dice_without_reading_them(confirmed):
    reader, image = confirmed
    assert dice_read(reader.read(image)) == [("black", 6), ("red", 5)]
    assert reader.last_read == ()


def test_the_dice_kept_from_unchanged_cards_are_not_judged_as_print_again(confirmed, monkeypatch):
    reader, image = confirmed
    judged = []
    monkeypatch.setattr(board_reading, "is_flat", lambda image, box: judged.append(box))
    reader.read(image)
    assert judged == []


def test_only_the_card_a_die_was_put_on_is_read_again(confirmed):
    reader, _ = confirmed
    image = two_cards_with([("red", (480.0, 400.0), 5), ("black", (780.0, 420.0), 6), ("blue", (840.0, 500.0), 3)])
    assert dice_read(reader.read(image)) == [("black", 6), ("blue", 3), ("red", 5)]
    assert reader.last_read == ("2",)


def test_a_change_of_light_over_the_whole_board_has_every_card_read_again(confirmed):
    reader, image = confirmed
    reader.read(cv2.convertScaleAbs(image, alpha=0.8))
    assert reader.last_read == ("1", "2")


def test_a_region_that_holds_no_dice_is_not_read_closely():
    sackkarte = Region("S1", ((400.0, 40.0), (600.0, 40.0), (600.0, 280.0), (400.0, 280.0)), (1280, 960), False)
    reader = BoardReader([CARD, sackkarte], synthetic_profile("bloeder-sack"))
    reader.read(two_cards_with([]))
    assert reader.last_read == ("1",)


def test_a_die_replaced_by_another_players_die_of_the_same_value_is_read_again(confirmed):
    reader, _ = confirmed
    image = two_cards_with([("red", (480.0, 400.0), 5), ("blue", (780.0, 420.0), 6)])
    assert dice_read(reader.read(image)) == [("blue", 6), ("red", 5)]
    assert reader.last_read == ("2",)


def test_a_die_turned_in_place_to_show_one_pip_more_is_read_again():
    reader = BoardReader([CARD, SECOND], synthetic_profile("bloeder-sack"))
    four = two_cards_with([("red", (480.0, 400.0), 5), ("white", (780.0, 420.0), 4)])
    reader.confirm(four, reader.read(four))
    reader.read(two_cards_with([("red", (480.0, 400.0), 5), ("white", (780.0, 420.0), 5)]))
    assert reader.last_read == ("2",)
