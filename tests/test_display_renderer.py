"""The renderer: headless PNGs, a window under SDL, and a clear refusal of what it cannot draw."""

import pygame
import pytest

from display import samples
from display.errors import BadView
from display.renderer import Renderer


def test_the_renderer_names_the_views_it_can_draw_when_given_another():
    with pytest.raises(BadView, match=r"^no screen draws a dict; expected one of [\w, ]*CameraView, ChooseGameView"):
        Renderer().draw({"screen": "options"})


def test_save_png_writes_the_last_frame(tmp_path):
    renderer = Renderer((480, 320))
    renderer.draw(samples.menu())
    path = renderer.save_png(tmp_path / "shots" / "menu.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_window_mode_shows_the_frame_in_the_window():
    renderer = Renderer((480, 320), headless=False)
    try:
        renderer.draw(samples.resume())
        assert pygame.display.get_surface().get_size() == (480, 320)
        assert pygame.display.get_surface().get_at((240, 160)) == renderer.surface.get_at((240, 160))
    finally:
        renderer.close()
