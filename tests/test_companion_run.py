"""`dicetable run` wired end to end on a desktop: window (SDL's dummy driver), keyboard, replay camera."""

import json

import numpy as np
import pytest

from companion.cli import main
from companion.recording import ReplayWriter
from companion.screen import Screen
from hardware.events import ButtonEvent


@pytest.fixture
def config(tmp_path):
    table = tmp_path / "table"
    writer = ReplayWriter(table)
    for number in range(5):
        writer.add(np.full((96, 128, 3), 100, np.uint8), number * 0.1)
    writer.write_index()
    path = tmp_path / "config.toml"
    path.write_text(f'[camera]\nspec = "replay:{table}"\n[journal]\ndir = "{tmp_path / "journal"}"\n')
    return path


def test_run_starts_the_chosen_game_journals_it_and_shows_the_camera(config, tmp_path, monkeypatch):
    script = [[], [ButtonEvent.OK], [ButtonEvent.OK], [], [], []]  # the first game, its smallest player count
    shown = []

    def button_events(self):
        if not script:
            raise KeyboardInterrupt
        return script.pop(0)

    monkeypatch.setattr(Screen, "button_events", button_events)
    monkeypatch.setattr(Screen, "show", lambda self, view: shown.append(type(view).__name__))
    assert main(["run", "--config", str(config), "--window"]) == 130
    (journal,) = (tmp_path / "journal").glob("*.jsonl")
    header = json.loads(journal.read_text().splitlines()[0])
    assert (header["game"], header["players"]) == ("doppelt-so-clever", 1)
    assert shown[:2] == ["ChooseGameView", "PlayersView"]  # each press is handled before the next view
    assert shown[-1] == "CameraView"
