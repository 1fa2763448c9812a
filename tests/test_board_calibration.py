"""The stored board calibration (companion/board_calibration.py)."""

import json

import pytest

from companion.board_calibration import (
    BoardCalibrationError,
    check_frame_size,
    load_board_for,
    load_regions,
    read_regions,
    regions_path,
    save_regions,
)
from companion.config import config_dir
from dicetable.messages import render
from vision.regions import Region

REGIONS = (
    Region("1", ((10.0, 20.0), (110.0, 22.5), (108.0, 160.0), (8.0, 158.0)), (1280, 960)),
    Region("2", ((210.0, 20.0), (310.0, 22.5), (308.0, 160.0), (208.0, 158.0)), (1280, 960)),
)


def test_a_game_never_calibrated_has_no_regions():
    assert load_regions("bloeder-sack") is None


def test_saved_regions_load_back_unchanged():
    save_regions("bloeder-sack", REGIONS, "image board.jpg")
    assert load_regions("bloeder-sack") == REGIONS


def test_the_calibration_lives_in_the_users_dicetable_folder():
    assert save_regions("goennen-koennen", REGIONS[:1], "test") == config_dir() / "boards" / "goennen-koennen.json"


def test_a_corrupt_calibration_names_the_file_and_says_to_calibrate_again():
    path = regions_path("bloeder-sack")
    path.parent.mkdir(parents=True)
    path.write_text('{"regions": [{"name": "1", "corners": [[1, 2]]}]}', encoding="utf-8")
    with pytest.raises(BoardCalibrationError) as refused:
        load_regions("bloeder-sack")
    assert render(refused.value.text) == (
        f"Kalibrierung {path}: „regions[0].corners“ passt nicht: erwartet 4 points [x, y] in pixels: top-left,"
        " top-right, bottom-right, bottom-left, gefunden [[1, 2]]. Bitte neu kalibrieren: dicetable board calibrate."
    )


def test_a_calibration_that_is_no_json_is_refused():
    path = regions_path("bloeder-sack")
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    with pytest.raises(BoardCalibrationError, match=r"\(JSON\)"):
        load_regions("bloeder-sack")


def test_a_calibration_without_regions_is_refused(tmp_path):
    path = tmp_path / "regions.json"
    path.write_text(json.dumps({"game": "bloeder-sack", "regions": []}), encoding="utf-8")
    with pytest.raises(BoardCalibrationError, match="„regions“"):
        read_regions(path)


def test_regions_without_a_frame_size_are_read_without_one(tmp_path):
    path = tmp_path / "label.json"
    path.write_text(json.dumps({"regions": [{"name": "baustelle", "corners": [[0, 0], [9, 0], [9, 9], [0, 9]]}]}))
    assert read_regions(path) == (Region("baustelle", ((0.0, 0.0), (9.0, 0.0), (9.0, 9.0), (0.0, 9.0))),)


def test_a_users_completed_board_layout_wins_over_the_shipped_one():
    own = config_dir() / "board-layouts" / "goennen-koennen.json"
    own.parent.mkdir(parents=True)
    own.write_text(json.dumps({"game": "goennen-koennen", "regions": [{"name": "kiste", "layout": None}]}))
    assert load_board_for("goennen-koennen").region_names == ("kiste",)


def test_without_a_users_copy_the_shipped_board_layout_is_used():
    assert load_board_for("bloeder-sack").region_names == ("1", "2", "3", "4", "5")


def test_a_frame_of_another_size_than_the_calibrations_is_refused():
    with pytest.raises(BoardCalibrationError) as refused:
        check_frame_size(REGIONS, (640, 480))
    assert render(refused.value.text) == (
        "Der Spielplan wurde in Bildern von 1280×960 Pixeln kalibriert, dieses Bild hat 640×480. Bitte neu"
        " kalibrieren: dicetable board calibrate."
    )


def test_a_frame_of_the_calibrations_size_passes():
    check_frame_size(REGIONS, (1280, 960))
