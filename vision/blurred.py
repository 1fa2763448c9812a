"""Frames smeared by camera shake: how far and which way, and the frame sharpened again.

A shaken camera smears the whole frame along one line (a box of `length_px` along `angle_deg`), pips turn into
streaks the pip finder cannot take for pips, and dice are missed outright. The smear shows in the frame's own
edges: the slope along the shake direction stays alike over a few pixels (an edge becomes a ramp as long as the
smear), while across it, and in every direction of a sharp frame, it changes within a pixel or two (a tilted
camera foreshortens pips, but leaves their edges sharp). Where it shows clearly, the frame is sharpened by a
Wiener filter with that box (`sharpened`), which the reader then reads instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import cv2
import numpy as np

from vision import tolerances as tol
from vision.reading import TableReading


@dataclass(frozen=True)
class Shake:
    """A straight smear over the frame: its length (pixels of the frame), its direction (degrees counter-clockwise
    from the image's x axis, as seen with y up, 0–180) and how much more alike the slope stays along it than in the
    frame's usual direction (the excess correlation of `shake_of`, 0 for a sharp frame)."""

    length_px: int
    angle_deg: float
    excess: float


def shake_of(image_bgr: np.ndarray) -> Shake | None:
    """The camera shake smearing the BGR uint8 frame (H, W, 3), or None when no direction stands out by
    `tol.SHAKE_MIN_EXCESS` or the smear is shorter than `tol.SHAKE_MIN_LENGTH_PX`. Compares, for directions every
    `tol.SHAKE_ANGLE_STEP_DEG` degrees, how alike the grey slope along each direction is `tol.SHAKE_PROBE_PX`
    pixels further along it (its normalised autocorrelation) with the median over directions, at the working size
    (`tol.WORKING_LONG_SIDE_PX`); the length comes out in pixels of the frame. Does not change the frame."""
    scale = min(1.0, tol.WORKING_LONG_SIDE_PX / max(image_bgr.shape[:2]))
    working = (
        image_bgr if scale == 1.0 else cv2.resize(image_bgr, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    )
    grey = cv2.cvtColor(working, cv2.COLOR_BGR2GRAY)
    slopes = cv2.Sobel(grey, cv2.CV_32F, 1, 0), cv2.Sobel(grey, cv2.CV_32F, 0, 1)
    angles = np.arange(0.0, 180.0, tol.SHAKE_ANGLE_STEP_DEG)
    alike = np.array([_slope_alike(slopes, angle, tol.SHAKE_PROBE_PX) for angle in angles])
    best = int(np.argmax(alike))
    excess = float(alike[best] - np.median(alike))
    if excess < tol.SHAKE_MIN_EXCESS:
        return None
    angle = float(angles[best])
    lags = range(1, tol.SHAKE_MAX_LENGTH_PX + 1)
    # The slope along the smear stays alike over about its length: the first lag where that is gone.
    length = next((lag for lag in lags if _slope_alike(slopes, angle, lag) <= 0.0), lags[-1])
    if length < tol.SHAKE_MIN_LENGTH_PX:
        return None
    return Shake(length_px=round(length / scale), angle_deg=angle, excess=round(excess, 3))


def _slope_alike(slopes: tuple[np.ndarray, np.ndarray], angle_deg: float, lag_px: float) -> float:
    """The normalised correlation of the grey slope along `angle_deg` (y up) with itself `lag_px` pixels further
    that way (shifted by bilinear interpolation), sampled every `tol.SHAKE_SAMPLE_STEP_PX` pixels each way away
    from the frame's border (a smear is the same all over the frame, so a sample of it tells as much)."""
    radians = math.radians(angle_deg)
    along_x, along_y = math.cos(radians), -math.sin(radians)
    step, margin = tol.SHAKE_SAMPLE_STEP_PX, tol.SHAKE_MAX_LENGTH_PX + 1
    height, width = slopes[0].shape
    size = ((width - 2 * margin) // step, (height - 2 * margin) // step)
    here_at = np.float32([[step, 0, margin], [0, step, margin]])
    there_at = here_at + np.float32([[0, 0, lag_px * along_x], [0, 0, lag_px * along_y]])
    here_x, here_y, there_x, there_y = (
        cv2.warpAffine(slope, at, size, flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
        for at in (here_at, there_at)
        for slope in slopes
    )
    here = along_x * here_x + along_y * here_y
    there = along_x * there_x + along_y * there_y
    return float(np.einsum("ij,ij->", here, there) / max(np.einsum("ij,ij->", here, here), 1e-6))


def sharpened(image_bgr: np.ndarray, shake: Shake) -> np.ndarray:
    """The BGR uint8 frame (H, W, 3) with the smear `shake` undone by a Wiener filter (noise-to-signal
    `tol.SHAKE_WIENER_NOISE`), edges mirrored so the frame's border does not ring. Does not change the frame."""
    height, width = image_bgr.shape[:2]
    pad = tol.SHAKE_MAX_LENGTH_PX * 2
    padded = cv2.copyMakeBorder(image_bgr, pad, pad, pad, pad, cv2.BORDER_REFLECT).astype(np.float32)
    rows, cols = padded.shape[:2]
    transfer = np.fft.rfft2(_smear_kernel(shake, (rows, cols)))
    inverse = np.conj(transfer) / (np.abs(transfer) ** 2 + tol.SHAKE_WIENER_NOISE)
    channels = [np.fft.irfft2(np.fft.rfft2(padded[..., c]) * inverse, s=(rows, cols)) for c in range(3)]
    sharp = np.stack(channels, axis=-1)[pad : pad + height, pad : pad + width]
    return np.clip(sharp + 0.5, 0, 255).astype(np.uint8)


def _smear_kernel(shake: Shake, shape: tuple[int, int]) -> np.ndarray:
    """The smear as a (rows, cols) float32 kernel summing to 1, centred on pixel (0, 0) (wrapping round), as the
    FFT takes it: a line `length_px` long through the centre along `angle_deg`."""
    size = shake.length_px | 1
    line = np.zeros((size, size), np.float32)
    line[size // 2, (size - shake.length_px) // 2 : (size + shake.length_px) // 2] = 1.0
    centre = ((size - 1) / 2, (size - 1) / 2)
    line = cv2.warpAffine(line, cv2.getRotationMatrix2D(centre, shake.angle_deg, 1.0), (size, size))
    kernel = np.zeros(shape, np.float32)
    kernel[:size, :size] = line / line.sum()
    return np.roll(kernel, (-(size // 2), -(size // 2)), axis=(0, 1))


def less_sure(reading: TableReading) -> TableReading:
    """The reading of a sharpened frame with each die's confidence times `tol.SHAKE_CONFIDENCE`: sharpening makes
    pips of noise and ringing too, so such dice are asked about sooner."""
    dice = tuple(replace(die, confidence=round(die.confidence * tol.SHAKE_CONFIDENCE, 3)) for die in reading.dice)
    return replace(reading, dice=dice)
