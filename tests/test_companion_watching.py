"""When the companion reads a frame: once per settled roll, or at fixed intervals."""

import numpy as np

from companion.watching import every_interval, settled_readings
from hardware.cameras import Frame
from vision.reading import TableReading

TABLE = np.full((120, 160, 3), 90, np.uint8)


def test_a_still_table_is_read_once_not_at_every_frame():
    watch = settled_readings("geht-noch-was")
    readings = [watch(Frame(TABLE, number / 30)) for number in range(60)]
    assert sum(reading is not None for reading in readings) == 1


def test_every_interval_reads_one_frame_per_interval_of_frame_time():
    read = []
    watch = every_interval(1.0, lambda pixels: read.append(pixels) or TableReading(dice=()))
    for number in range(10):
        watch(Frame(TABLE, number * 0.25))
    assert len(read) == 3  # at 0, 1 and 2 s


def test_with_a_calibrated_board_the_settled_reading_reads_each_card_closely():
    import json
    from pathlib import Path

    import cv2

    from companion.board_calibration import read_regions
    from vision.board_reading import BoardReader, read_board
    from vision.profiles import load_profile

    label = Path(__file__).resolve().parents[1] / "fixtures/boards/rendered/bloeder-board/60006.json"
    board = cv2.imread(str(label.with_name(json.loads(label.read_text(encoding="utf-8"))["image"])))
    regions = read_regions(label)
    watch = settled_readings("bloeder-sack", BoardReader(regions, load_profile("bloeder-sack")))
    readings = [watch(Frame(board, number / 30)) for number in range(60)]
    (settled,) = [reading for reading in readings if reading is not None]
    closely = read_board(board, regions, load_profile("bloeder-sack")).dice
    assert [(die.value, die.colour) for die in settled.dice] == [(die.value, die.colour) for die in closely]
