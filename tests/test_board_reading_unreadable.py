"""Where a board card's patch read with the camera frame's size rules shows a die it cannot read, or reads nothing
where the whole frame reads a die, the patch's own size rules read it (vision/board_reading.py `_read_closely`)."""

import math
from pathlib import Path

import cv2

from vision.board_layouts import load_board, with_cards_above
from vision.board_reading import read_board
from vision.profiles import load_profile
from vision.reading import TableReading
from vision.regions import find_regions

BOARDS = Path(__file__).resolve().parents[1] / "fixtures" / "boards" / "rendered"
CALIBRATED_GOENNEN = BOARDS.parents[1] / "calibration" / "goennen-koennen.profile.json"


def _read(image_path: Path, game: str, profile: object) -> TableReading:
    image = cv2.imread(str(image_path))
    board = load_board(game)
    regions = with_cards_above(find_regions(image, len(board.region_names), board.region_names), board)
    return read_board(image, regions, profile)


def _read_at(reading: TableReading, point: tuple[float, float]) -> list[tuple[int | None, str]]:
    return [(die.value, die.colour) for die in reading.dice if math.dist(die.center, point) < 15]


def test_a_faint_fifth_2_the_frames_rules_leave_unread_is_read_with_the_patchs_own():
    reading = _read(BOARDS / "goennen-zones" / "70002.jpg", "goennen-koennen", load_profile(CALIBRATED_GOENNEN))
    assert _read_at(reading, (649, 362)) == [(2, "fifth")]


def test_a_blue_4_only_the_whole_frame_reads_is_read_with_the_patchs_own_rules():
    reading = _read(BOARDS / "bloeder-board" / "60002.jpg", "bloeder-sack", load_profile("bloeder-sack"))
    assert _read_at(reading, (821, 484)) == [(4, "blue")]


def test_the_patchs_own_rules_read_no_die_where_the_frames_rules_saw_none():
    reading = _read(BOARDS / "bloeder-board" / "60001.jpg", "bloeder-sack", load_profile("bloeder-sack"))
    assert _read_at(reading, (186, 524)) + _read_at(reading, (312, 545)) == []


def test_a_red_6_the_whole_frame_saw_as_part_of_a_face_of_11_pips_is_read_with_the_patchs_own_rules():
    reading = _read(BOARDS / "bloeder-board" / "60001.jpg", "bloeder-sack", load_profile("bloeder-sack"))
    assert _read_at(reading, (1059, 498)) == [(6, "red")]
