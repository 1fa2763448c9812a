"""Suite-wide setup: no real pins, no real screen, no sound card, German by default."""

import os

os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dicetable import messages


@pytest.fixture(autouse=True)
def german_by_default():
    """Each test starts in German, the table's first language, and cannot leak a language change."""
    messages.set_language("de")
    yield
    messages.set_language("de")
