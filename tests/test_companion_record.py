"""Recording the players' own table: frames as a replay folder, confirmed readings as labelled fixtures."""

import json

import cv2
import numpy as np
import pytest
from companion_doubles import die_reading

from companion.cli import main
from companion.recording import Recorder, ReplayWriter
from hardware.cameras.replay import ReplayCamera
from hardware.events import ButtonEvent
from vision.reading import TableReading

PIXELS = np.full((48, 64, 3), 120, np.uint8)


@pytest.fixture
def recorder(tmp_path):
    recorder = Recorder(tmp_path, "geht-noch-was", ("blue", "red"), lambda colour: (1, 2, 3, 4, 5, 6))
    recorder.on_reading("000007.jpg", PIXELS, TableReading(dice=(die_reading("blue", 3),)))
    return recorder


def saved_dice(label_path):
    return [(die["colour"], die["value"]) for die in json.loads(label_path.read_text())["dice"]]


def test_ok_keeps_the_reading_as_a_labelled_fixture_named_after_its_frame(recorder, tmp_path):
    recorder.on_button(ButtonEvent.OK)
    label, _ = recorder.saved[0]
    assert label == tmp_path / "000007.json"
    assert saved_dice(label) == [("blue", 3)]
    assert (tmp_path / "000007.jpg").is_file()


def test_a_die_corrected_before_ok_is_saved_corrected(recorder):
    for event in (ButtonEvent.BACK, ButtonEvent.NEXT, ButtonEvent.OK, ButtonEvent.NEXT, ButtonEvent.BACK):
        recorder.on_button(event)
    assert recorder.view(None).needs_confirmation
    recorder.on_button(ButtonEvent.OK)
    assert saved_dice(recorder.saved[0][0]) == [("red", 4)]


def test_holding_back_drops_the_reading_unsaved(recorder):
    recorder.on_button(ButtonEvent.BACK_HELD)
    assert recorder.held is None and recorder.saved == []
    assert str(recorder.view(PIXELS).status) == "Würfeln und liegen lassen; 0 Bilder gespeichert"


def test_a_new_reading_does_not_replace_one_being_corrected(recorder):
    recorder.on_button(ButtonEvent.BACK)
    recorder.on_reading("000009.jpg", PIXELS, TableReading(dice=()))
    assert recorder.held.name == "000007.jpg"


def test_recorded_frames_play_back_as_a_replay_camera(tmp_path):
    writer = ReplayWriter(tmp_path / "frames")
    for number in range(3):
        writer.add(np.full((16, 16, 3), 60 * number, np.uint8), 50.0 + number * 0.5)
    writer.write_index()
    with ReplayCamera(tmp_path / "frames", realtime=False, clock=lambda: 0.0) as camera:
        times = [camera.frame().t_s for _ in range(3)]
    assert times == [0.0, 0.5, 1.0]


def test_dicetable_record_keeps_frames_and_every_reading_with_yes(tmp_path, capsys):
    source = tmp_path / "table"
    writer = ReplayWriter(source)
    for number in range(4):
        writer.add(PIXELS, number * 0.5)
    writer.write_index()
    out = tmp_path / "out"
    code = main(["record", "--camera", f"replay:{source}", "--out", str(out), "--interval", "1", "--yes"])
    assert code == 0
    assert json.loads((out / "frames" / "index.json").read_text())["frames"][3] == {"file": "000003.jpg", "t_s": 1.5}
    assert sorted(path.name for path in out.glob("*.json")) == ["000000.json", "000002.json"]
    assert capsys.readouterr().out.splitlines()[-1] == f"4 Bilder aufgenommen, 2 beschriftete Beispielbilder in {out}"
    assert cv2.imread(str(out / "000002.jpg")).shape == (48, 64, 3)
