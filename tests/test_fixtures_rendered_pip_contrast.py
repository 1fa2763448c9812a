"""The renderer's pip contrast (tools/render/pip_contrast.py): how far a die's pips stand out in a photo."""

from __future__ import annotations

import cv2
import numpy as np
import pytest
from tool_modules import load_tool

render_pip_contrast = load_tool("render/pip_contrast.py", "render_pip_contrast")
pip_contrast = render_pip_contrast.pip_contrast

EDGE_PX = 36.0  # a die of the rendered sets is 24-44 px wide
CENTRE = (50.0, 50.0)
BOX = [[CENTRE[0] + EDGE_PX * a / 2, CENTRE[1] + EDGE_PX * b / 2] for a, b in ((1, 1), (1, -1), (-1, -1), (-1, 1))]
FIVE = [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)]


def _pip_centre(a: int, b: int) -> tuple[int, int]:
    return round(CENTRE[0] + a * 0.25 * EDGE_PX), round(CENTRE[1] + b * 0.25 * EDGE_PX)


def _face(level: int) -> np.ndarray:
    """A 100x100 BGR photo of one face of uniform `level`, the die's top face filling BOX."""
    return np.full((100, 100, 3), level, np.uint8)


def test_dark_pips_on_a_white_face_stand_out_by_most_of_the_difference():
    image = _face(230)
    for a, b in FIVE:
        cv2.circle(image, _pip_centre(a, b), 3, (20, 20, 20), -1)
    assert pip_contrast(image, BOX, FIVE).contrast > 150


def test_a_plain_white_top_shows_no_pips():
    assert pip_contrast(_face(245), BOX, FIVE) == render_pip_contrast.PipContrast(0.0, 245.0)


def test_grain_alone_stays_below_two_and_a_half_sigmas():
    sigma = 5.0
    noisy = np.clip(245 + np.random.default_rng(7).normal(0, sigma, (100, 100, 3)), 0, 255).astype(np.uint8)
    assert pip_contrast(noisy, BOX, [(0, 0)]).contrast < 2.5 * sigma


def test_pips_shown_only_by_a_shaded_rim_stand_out():
    image = _face(200)
    for a, b in FIVE:
        cv2.ellipse(image, _pip_centre(a, b), (3, 3), 0, 180, 360, (150, 150, 150), 1)  # the far half of the rim
    assert pip_contrast(image, BOX, FIVE).contrast >= 2.5 * 5.0


@pytest.mark.parametrize("channel", [0, 1, 2])
def test_pips_differing_in_one_channel_only_stand_out(channel):
    image = _face(120)
    for a, b in FIVE:
        colour = [120, 120, 120]
        colour[channel] = 40
        cv2.circle(image, _pip_centre(a, b), 3, colour, -1)
    assert pip_contrast(image, BOX, FIVE).contrast > 50
