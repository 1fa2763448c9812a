"""`dicetable board calibrate|read|eval` (companion/commands/board.py)."""

import json
from pathlib import Path

import cv2
from test_regions import board_image

from companion.board_calibration import load_regions, regions_path
from companion.cli import main


def test_calibrate_finds_the_cards_in_a_photo_and_keeps_them(tmp_path, capsys):
    photo = tmp_path / "board.png"
    cv2.imwrite(str(photo), board_image())
    assert main(["board", "calibrate", "--game", "bloeder-sack", str(photo)]) == 0
    regions = load_regions("bloeder-sack")
    assert [region.name for region in regions] == ["1", "2", "3", "4", "5"]
    printed = capsys.readouterr().out
    assert f"5 Flächen von bloeder-sack gefunden und gespeichert in {regions_path('bloeder-sack')}" in printed


def test_calibrate_says_which_board_facts_are_assumed(tmp_path, capsys):
    photo = tmp_path / "board.png"
    cv2.imwrite(str(photo), board_image())
    main(["board", "calibrate", "--game", "bloeder-sack", str(photo)])
    assert "Hinweis: angenommen, nicht aus den Regeln bekannt: layouts.ablagekarte.size_mm," in capsys.readouterr().out


def test_calibrate_takes_a_frame_from_the_camera(tmp_path):
    cv2.imwrite(str(tmp_path / "000000.png"), board_image(cards=1, with_sack_cards=False))
    (tmp_path / "index.json").write_text(json.dumps({"frames": [{"file": "000000.png", "t_s": 0.0}]}))
    assert main(["board", "calibrate", "--game", "goennen-koennen", "--camera", f"replay:{tmp_path}"]) == 0
    assert [region.name for region in load_regions("goennen-koennen")] == ["baustelle"]


def test_calibrate_with_cards_missing_says_what_to_check(tmp_path, capsys):
    photo = tmp_path / "board.png"
    cv2.imwrite(str(photo), board_image(cards=4, with_sack_cards=False))
    assert main(["board", "calibrate", "--game", "bloeder-sack", str(photo)]) == 2
    assert "Spielplan nicht gefunden: 5 Karten erwartet, 4 kartenähnliche Flächen gesehen." in capsys.readouterr().err
    assert load_regions("bloeder-sack") is None


def test_reading_a_board_never_calibrated_asks_for_the_calibration(tmp_path, capsys):
    photo = tmp_path / "board.png"
    cv2.imwrite(str(photo), board_image())
    assert main(["board", "read", str(photo), "--game", "bloeder-sack"]) == 2
    assert capsys.readouterr().err == (
        "dicetable: Der Spielplan von bloeder-sack ist noch nicht kalibriert. Bitte zuerst: dicetable board"
        " calibrate --game bloeder-sack.\n"
    )


ZONES = Path(__file__).resolve().parents[1] / "fixtures" / "boards" / "rendered" / "goennen-zones"


def test_read_prints_each_die_with_its_region_as_json(capsys):
    image = ZONES / "70002.jpg"
    label = json.loads(image.with_suffix(".json").read_text())
    assert (
        main(
            [
                "board",
                "read",
                str(image),
                "--game",
                "goennen-koennen",
                "--regions",
                str(image.with_suffix(".json")),
                "--json",
            ]
        )
        == 0
    )
    printed = json.loads(capsys.readouterr().out)
    assert set(printed) == {"image", "dice", "unreadable"}
    assert all(
        set(die) == {"value", "colour", "center", "box", "confidence", "region", "field"} for die in printed["dice"]
    )
    labelled = {tuple(d["center"]): d["region"] for d in label["dice"]}
    for die in printed["dice"]:
        nearest = min(labelled, key=lambda c: (c[0] - die["center"][0]) ** 2 + (c[1] - die["center"][1]) ** 2)
        assert die["region"] == labelled[nearest]


def test_eval_prints_regions_placing_and_reading_figures(capsys):
    assert main(["board", "eval", str(ZONES)]) == 0
    printed = capsys.readouterr().out
    assert "regions found right: 100.0% (10/10)" in printed
    assert "placed right among dice read: 100.0%" in printed
    assert "reader: ms per frame: median" in printed


def test_eval_with_a_calibrated_profile_names_the_fifth_colour(tmp_path, capsys):
    for part in ("70001.jpg", "70001.json"):
        (tmp_path / part).write_bytes((ZONES / part).read_bytes())
    calibrated = ZONES.parents[2] / "calibration" / "goennen-koennen.profile.json"
    assert main(["board", "eval", str(tmp_path)]) == 0
    assert "reader: colour accuracy: 80.0% (4/5 with a labelled colour)" in capsys.readouterr().out
    assert main(["board", "eval", str(tmp_path), "--profile", str(calibrated)]) == 0
    assert "reader: colour accuracy: 100.0% (5/5 with a labelled colour)" in capsys.readouterr().out
