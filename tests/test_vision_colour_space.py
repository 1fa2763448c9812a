"""sRGB ↔ linear light ↔ L*a*b* (`vision.colour_space`)."""

from __future__ import annotations

import numpy as np
import pytest

from vision.colour_space import bgr8_to_linear_rgb, lab_to_linear_rgb, lightness_to_luminance, linear_rgb_to_lab


def test_white_is_lightness_100_without_colour():
    assert np.allclose(linear_rgb_to_lab(np.ones(3)), [100.0, 0.0, 0.0], atol=1e-3)


def test_black_is_lightness_0_without_colour():
    assert np.allclose(linear_rgb_to_lab(np.zeros(3)), [0.0, 0.0, 0.0], atol=1e-9)


def test_a_pixel_near_black_is_on_the_linear_segment_of_lightness():
    luminance = 0.001  # below (6/29)**3: L* = 116 * (Y / (3 * (6/29)**2) + 4/29) - 16
    expected = 116 * (luminance / (3 * (6 / 29) ** 2) + 4 / 29) - 16
    assert linear_rgb_to_lab(np.full(3, luminance))[0] == pytest.approx(expected, rel=1e-6)


def test_dark_and_light_pixels_together_convert_as_each_alone():
    pixels = bgr8_to_linear_rgb(np.array([[0, 0, 0], [2, 3, 1], [40, 200, 90], [255, 255, 255]], np.uint8))
    together = linear_rgb_to_lab(pixels)
    assert all(np.array_equal(linear_rgb_to_lab(pixel), row) for pixel, row in zip(pixels, together, strict=True))


def test_luminance_of_a_lightness_undoes_lightness_dark_and_light():
    luminance = np.array([0.001, 0.05, 0.5, 1.0])  # the first on the linear segment near black
    lightness = linear_rgb_to_lab(np.repeat(luminance[:, None], 3, axis=1))[:, 0]
    assert np.allclose(lightness_to_luminance(lightness), luminance, rtol=1e-6)


def test_linear_rgb_of_a_lab_colour_undoes_lab_dark_and_light():
    pixels = np.array([[0.001, 0.002, 0.0005], [0.6, 0.45, 0.05], [0.02, 0.3, 0.7], [1.0, 1.0, 1.0]])
    assert np.allclose(lab_to_linear_rgb(linear_rgb_to_lab(pixels)), pixels, atol=1e-9)
