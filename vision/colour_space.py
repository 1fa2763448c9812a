"""sRGB ↔ linear light ↔ CIE L*a*b*, on numpy arrays of pixels.

White balancing is a per-channel gain on linear light (as a camera applies it), so colours are linearised
before it and turned into L*a*b* (D65 white, L* 0–100, a*/b* roughly −128…127) after it.
"""

from __future__ import annotations

import numpy as np

# sRGB primaries to CIE XYZ, D65 white (IEC 61966-2-1); rows X, Y, Z; columns R, G, B.
RGB_TO_XYZ = np.array(
    [
        [0.4124564, 0.3575761, 0.1804375],
        [0.2126729, 0.7151522, 0.0721750],
        [0.0193339, 0.1191920, 0.9503041],
    ]
)
D65_WHITE_XYZ = np.array([0.95047, 1.0, 1.08883])
LUMINANCE_WEIGHTS = RGB_TO_XYZ[1]
LAB_LIGHTNESS_PER_LEVEL = 100 / 255  # OpenCV's 8-bit L*a*b*: L* scaled to 0-255 ...
LAB_ZERO_CHROMA_LEVEL = 128  # ... and a*, b* shifted by this


def bgr8_to_linear_rgb(pixels_bgr: np.ndarray) -> np.ndarray:
    """uint8 BGR (..., 3) → float linear-light RGB in 0–1, same leading shape (looked up, not computed: a frame
    has far more pixels than the 256 levels)."""
    return _LINEAR_OF_LEVEL[pixels_bgr[..., ::-1]]


def srgb_to_linear(encoded: np.ndarray) -> np.ndarray:
    """Undo the sRGB transfer curve; input and output in 0–1."""
    return np.where(encoded <= 0.04045, encoded / 12.92, ((encoded + 0.055) / 1.055) ** 2.4)


_LINEAR_OF_LEVEL = srgb_to_linear(np.arange(256, dtype=np.float64) / 255.0)  # float64 linear light of each uint8 level


def linear_to_srgb(linear: np.ndarray) -> np.ndarray:
    """Apply the sRGB transfer curve; input clipped to 0–1."""
    clipped = np.clip(linear, 0.0, 1.0)
    return np.where(clipped <= 0.0031308, clipped * 12.92, 1.055 * clipped ** (1 / 2.4) - 0.055)


def linear_rgb_to_lab(linear_rgb: np.ndarray) -> np.ndarray:
    """Linear RGB (..., 3) in 0–1 → CIE L*a*b* (..., 3) for a D65 white. The linear segment near black is worked
    out only where it applies (few pixels are that dark)."""
    xyz = linear_rgb @ RGB_TO_XYZ.T / D65_WHITE_XYZ
    f = np.cbrt(xyz)
    dark = xyz <= (6 / 29) ** 3
    f[dark] = xyz[dark] / (3 * (6 / 29) ** 2) + 4 / 29
    lab = np.empty_like(f)
    lab[..., 0] = 116 * f[..., 1] - 16
    np.multiply(500, f[..., 0] - f[..., 1], out=lab[..., 1])
    np.multiply(200, f[..., 1] - f[..., 2], out=lab[..., 2])
    return lab


def lab_to_linear_rgb(lab: np.ndarray) -> np.ndarray:
    """CIE L*a*b* (..., 3) for a D65 white → linear RGB (..., 3), the inverse of `linear_rgb_to_lab`; not clipped (a
    colour outside the sRGB gamut has a channel below 0 or above 1)."""
    lab = np.asarray(lab, dtype=float)
    fy = (lab[..., 0] + 16) / 116
    f = np.stack([fy + lab[..., 1] / 500, fy, fy - lab[..., 2] / 200], axis=-1)
    xyz = np.where(f > 6 / 29, f**3, 3 * (6 / 29) ** 2 * (f - 4 / 29)) * D65_WHITE_XYZ
    return xyz @ np.linalg.inv(RGB_TO_XYZ).T


def lightness_to_luminance(lightness: np.ndarray) -> np.ndarray:
    """CIE L* (0-100) → relative luminance Y (0-1), the inverse of `linear_rgb_to_lab`'s L*: light adds up in Y, so
    how much of a face's light its bevels keep is a ratio of Y, not a difference of L*."""
    f = (np.asarray(lightness, dtype=float) + 16) / 116
    return np.where(f > 6 / 29, f**3, 3 * (6 / 29) ** 2 * (f - 4 / 29))
