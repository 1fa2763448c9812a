"""Estimate the light from the dice themselves and divide it out (von Kries, on linear light).

Why the dice and not the whole frame: tables are often wood, which under neutral light looks like white
under warm light. The dice faces carry their own white references: white pips on coloured dice, the white
and silver dice, specular glints. So the reference is the brightest near-neutral light on the top faces,
where "near-neutral" means a chromaticity a real lamp could have (close to the daylight/tungsten locus,
from about 2500 K to 10000 K against a D65-balanced camera). Saturated plastic is never taken for light.
The same reference fixes the exposure within bounds, so a dimmer or brighter picture keeps white apart
from silver. A white clipped in one channel only (red under a warm lamp, blue under a cool one) still gives
the light: its other ratio holds, and the lamp locus gives the clipped one. When the dice carry no such
pixel (the PUSH die, blue dice with black pips), bright lamp-like patches of the whole frame stand in (cards,
paper, a white tray); when there are none either, the light is taken as neutral and the exposure as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from vision.colour_space import LUMINANCE_WEIGHTS, bgr8_to_linear_rgb
from vision.quantiles import median, percentile

NEUTRAL = np.array([1.0, 1.0, 1.0])


@dataclass(frozen=True)
class WhiteBalanceSettings:
    """Which pixels may stand for the light; log-ratios are natural logs of linear R/G and B/G."""

    clip_linear: float = 0.95  # a channel at or above this (about 250 of 255 encoded) is clipped, not a colour
    dark_luminance: float = 0.04  # below this, chromaticity is mostly noise
    locus_slope: float = 0.62  # along the lamp locus log(R/G) ≈ −slope · log(B/G)
    locus_tolerance: float = 0.2  # allowed green–magenta distance from the locus, in log(R/G)
    blue_log_range: tuple[float, float] = (-0.9, 0.45)  # log(B/G): warm tungsten … cool shade
    brightest_fraction: float = 0.85  # keep candidates at least this bright relative to their 95th percentile
    min_reference_pixels: int = 4
    frame_dark_luminance: float = 0.45  # without a reference on the dice, only this bright a patch of the frame
    frame_sample_width_px: int = 200  # the frame is sampled down to about this width for that search
    white_luminance: float = 0.8  # where the white reference is put: white dice and pips read as sRGB ≈ 0.9
    exposure_gain_range: tuple[float, float] = (0.8, 1.25)  # the most the exposure is corrected, either way


@dataclass(frozen=True)
class Light:
    """The light on the dice: its colour (linear RGB, luminance 1) and how bright white looks under it."""

    colour: np.ndarray
    white_luminance: float | None  # linear luminance of the white reference; None when none was found


def estimate_light(linear_rgb: np.ndarray, settings: WhiteBalanceSettings = WhiteBalanceSettings()) -> Light:
    """The light from pixels (..., 3) of die faces in linear RGB 0–1; neutral and unknown brightness if no reference."""
    pixels = linear_rgb.reshape(-1, 3)
    luminance = pixels @ LUMINANCE_WEIGHTS
    at_clip = pixels >= settings.clip_linear
    clipped = at_clip.any(axis=1)
    # Only pixels bright enough or clipped can tell anything; where the rest are most (a frame, dark faces), they are
    # left out before the logarithms, which cost more than leaving them out.
    telling = clipped | (luminance > settings.dark_luminance)
    if 2 * np.count_nonzero(telling) < len(telling):
        pixels, luminance, at_clip, clipped = pixels[telling], luminance[telling], at_clip[telling], clipped[telling]
    log_red = np.log(pixels[:, 0] / np.maximum(pixels[:, 1], 1e-6) + 1e-6)
    log_blue = np.log(pixels[:, 2] / np.maximum(pixels[:, 1], 1e-6) + 1e-6)
    # Under a warm lamp white clips in red first (cool light: in blue); the other ratio still holds, and the lamp
    # locus gives the clipped one, which the pixel may only exceed. Only on the warm (cool) side of the locus:
    # a clipped red beside more blue than green is pink plastic, not a warm white.
    red_only = at_clip[:, 0] & ~at_clip[:, 1] & ~at_clip[:, 2] & (log_blue <= 0)
    blue_only = at_clip[:, 2] & ~at_clip[:, 0] & ~at_clip[:, 1] & (log_red <= 0)
    red_on_locus = -settings.locus_slope * log_blue
    blue_on_locus = -log_red / settings.locus_slope
    red_fits = red_only & (log_red >= red_on_locus - settings.locus_tolerance)
    blue_fits = blue_only & (log_blue >= blue_on_locus - settings.locus_tolerance / settings.locus_slope)
    log_red = np.where(red_fits, red_on_locus, log_red)
    log_blue = np.where(blue_fits, blue_on_locus, log_blue)
    usable = (~clipped | red_fits | blue_fits) & (luminance > settings.dark_luminance)
    low, high = settings.blue_log_range
    lamp_like = (
        usable
        & (np.abs(log_red + settings.locus_slope * log_blue) <= settings.locus_tolerance)
        & (log_blue >= low)
        & (log_blue <= high)
    )
    if lamp_like.sum() < settings.min_reference_pixels:
        return Light(NEUTRAL, None)
    # a clipped pixel has no trustworthy colour but shows how bright white is (glare, over-exposed white)
    white_luminance = percentile(luminance[lamp_like | clipped], 95)
    colour_luminance = percentile(luminance[lamp_like], 95)
    bright = lamp_like & (luminance >= settings.brightest_fraction * colour_luminance)
    colour = np.exp([median(log_red[bright]), 0.0, median(log_blue[bright])])
    return Light(colour / (colour @ LUMINANCE_WEIGHTS), white_luminance)


def estimate_light_from_frame(image_bgr: np.ndarray, settings: WhiteBalanceSettings = WhiteBalanceSettings()) -> Light:
    """The light from bright lamp-like patches anywhere in a BGR uint8 frame, for dice without a white of their own."""
    step = max(1, image_bgr.shape[1] // settings.frame_sample_width_px)
    sample = bgr8_to_linear_rgb(image_bgr[::step, ::step])
    return estimate_light(sample, replace(settings, dark_luminance=settings.frame_dark_luminance))


def balance(
    linear_rgb: np.ndarray, light: Light, settings: WhiteBalanceSettings = WhiteBalanceSettings()
) -> np.ndarray:
    """Pixels as they would look under neutral light that shows white at `settings.white_luminance`.

    The exposure gain is bounded (`exposure_gain_range`), so a die mistaken for the white reference (a silver
    die alone in view) is brightened a little, not turned white. Does not change its input.
    """
    return linear_rgb * _gain(light, settings) / light.colour


def rebalanced(
    linear_rgb: np.ndarray,
    balanced_with: Light,
    light: Light,
    settings: WhiteBalanceSettings = WhiteBalanceSettings(),
) -> np.ndarray:
    """Pixels `balance`d with `balanced_with` as `balance` would have balanced them with `light` instead: the
    camera's own pixels are the balanced ones times the first light's colour over its exposure gain. Does not
    change its input."""
    as_taken = linear_rgb * balanced_with.colour / _gain(balanced_with, settings)
    return as_taken * _gain(light, settings) / light.colour


def _gain(light: Light, settings: WhiteBalanceSettings) -> float:
    """The exposure gain that shows `light`'s white at `settings.white_luminance`, bounded; 1 where its white is
    unknown."""
    if light.white_luminance is None:
        return 1.0
    low, high = settings.exposure_gain_range
    return float(np.clip(settings.white_luminance / light.white_luminance, low, high))
