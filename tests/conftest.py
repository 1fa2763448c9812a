"""Suite-wide setup: no real pins, no real screen, no sound card, German by default."""

import os

os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dicetable import messages


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Each test gets empty config and data folders, so a developer's own config, cards and calibrated
    profiles never change a result, and no test writes into the real home."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config-home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data-home"))
    monkeypatch.delenv("DICETABLE_PROFILE_DIR", raising=False)


@pytest.fixture(autouse=True)
def german_by_default():
    """Each test starts in German, the table's first language, and cannot leak a language change."""
    messages.set_language("de")
    yield
    messages.set_language("de")
