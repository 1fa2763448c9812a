"""A die a board card's patch shows but cannot read with the camera frame's size rules is read with the patch's own
(vision/board_reading.py `_with_unreadable_read_closely`)."""

import math
from pathlib import Path

import cv2

from dicetable.messages import text
from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import _with_unreadable_read_closely, read_board
from vision.profiles import load_profile
from vision.reading import DieReading, TableReading, Unreadable
from vision.regions import find_regions

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ZONES_70002 = FIXTURES / "boards" / "rendered" / "goennen-zones" / "70002.jpg"
CALIBRATED_GOENNEN = FIXTURES / "calibration" / "goennen-koennen.profile.json"


def _die(value: int, x: float, y: float) -> DieReading:
    box = ((x - 18, y - 18), (x + 18, y - 18), (x + 18, y + 18), (x - 18, y + 18))
    return DieReading(value, "blue", (x, y), box, 0.9)


def _unreadable_at(x: float, y: float) -> Unreadable:
    return Unreadable((x, y), text("vision.reader.unreadable.pips_not_seen"))


def test_a_die_read_closely_where_a_die_was_unreadable_takes_its_place():
    reading = TableReading(dice=(_die(3, 50, 50),), unreadable=(_unreadable_at(150, 52),))
    closely = TableReading(dice=(_die(3, 50, 50), _die(2, 148, 50)))
    assert _with_unreadable_read_closely(reading, closely) == TableReading(dice=(_die(3, 50, 50), _die(2, 148, 50)))


def test_a_die_read_closely_where_nothing_was_seen_is_not_added():
    reading = TableReading(dice=(_die(3, 50, 50),), unreadable=(_unreadable_at(150, 52),))
    closely = TableReading(dice=(_die(1, 250, 50),))
    assert _with_unreadable_read_closely(reading, closely) == reading


def test_the_faint_fifth_2_on_zones_70002_is_read_on_the_baustelle():
    image = cv2.imread(str(ZONES_70002))
    board = load_board("goennen-koennen")
    regions = with_cards_above(find_regions(image, len(board.region_names), board.region_names), board)
    reading = read_board(image, regions, load_profile(CALIBRATED_GOENNEN))
    (die,) = [die for die in reading.dice if math.dist(die.center, (649, 362)) < 15]
    assert (die.value, die.colour) == (2, "fifth")
