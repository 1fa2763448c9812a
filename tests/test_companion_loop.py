"""The loop around the table: a replay camera that fails mid-game is reported, retried, and the game goes on."""

import json

import cv2
import numpy as np
import pytest
from companion_doubles import RaceEngine, race_reading

from companion.journal import GameHeader, Journal
from companion.loop import TableLoop
from companion.table import Table
from display.views import CameraView, ErrorView, OptionsView
from hardware.cameras import CameraUnavailable
from hardware.cameras.replay import ReplayCamera
from hardware.events import ButtonEvent


@pytest.fixture
def recording(tmp_path):
    folder = tmp_path / "recorded"
    folder.mkdir()
    frames = []
    for number in range(4):
        name = f"{number:06d}.png"
        cv2.imwrite(str(folder / name), np.full((24, 32, 3), number * 50, np.uint8))
        frames.append({"file": name, "t_s": number * 0.1})
    (folder / "index.json").write_text(json.dumps({"frames": frames}))
    return folder


class FailingOnce(ReplayCamera):
    """A replay camera whose device drops out once, at its second frame."""

    failures = 0

    def frame(self):
        if self.last_name == "000000.png" and FailingOnce.failures == 0:
            FailingOnce.failures += 1
            raise CameraUnavailable("camera replay gave no frame for 2 s; check the USB cable")
        return super().frame()


@pytest.fixture
def table(tmp_path):
    engine = RaceEngine()
    journal = Journal.create(tmp_path / "journal", GameHeader("race", 2, 0, {}))
    return Table(engine, journal, (engine.new_game(2),), confirm_below=0.9)


def test_a_camera_that_fails_mid_game_is_shown_retried_and_the_game_goes_on(recording, table):
    FailingOnce.failures = 0
    shown, slept = [], []
    readings = {"000002.png": race_reading(3, 5)}
    cameras = []

    def open_camera():
        cameras.append(FailingOnce(recording, realtime=False))
        return cameras[-1]

    def watch(frame):
        return readings.get(cameras[-1].last_name)

    loop = TableLoop(table, open_camera, watch, shown.append, sleep=slept.append, retry_s=0.5)
    with loop:
        loop.step()
        state = table.state
        loop.step()  # the camera fails
        assert isinstance(shown[-1], ErrorView)
        assert str(shown[-1].problem) == "camera replay gave no frame for 2 s; check the USB cable"
        assert table.state == state and slept == [0.5]
        for _ in range(3):  # reopened, the replay starts again from its first frame
            loop.step()
    assert len(cameras) == 2
    assert isinstance(shown[-1], OptionsView)
    assert table.state.roll != ()


def test_buttons_reach_the_table_and_the_view_is_shown_each_step(recording, table):
    shown = []
    presses = [[ButtonEvent.BACK_HELD], [ButtonEvent.BACK]]
    loop = TableLoop(
        table,
        lambda: ReplayCamera(recording, realtime=False),
        lambda frame: None,
        shown.append,
        buttons=[lambda: presses.pop(0) if presses else []],
    )
    with loop:
        loop.step()
        loop.step()
    assert [type(view).__name__ for view in shown] == ["MenuView", "CameraView"]
    assert isinstance(shown[-1], CameraView) and shown[-1].frame is not None
