"""How far a die's pips stand out from its face in the finished photo, the way a player would look for them.

All pips of a face look alike (same paint, same recess, lit from the same side), so a player sees the pattern,
not single 3 px dots: the samples of a disc over each pip (recess and rim, so a pip shown only by its shaded
rim counts too) are averaged pip by pip, position by position, into one mean pip. Its contrast is how far that
mean pip differs from the face colour: the 90th percentile over its samples of the absolute difference, in the
channel where it is largest. The face colour is the per-channel median of small discs between the pip places,
well inside the flat top (a median, so one glare spot or a neighbour's rim does not move it). Everything is
sampled bilinearly through the perspective map of the die's top face, so the discs keep their shape on a
tilted face. Glare that turns the whole top white, or shadow that drowns it, leaves the contrast at the level
of the photo's grain.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

PIP_OFFSET = 0.25  # pip places from the face centre, in edges (bpy_dice.PIP_OFFSET)
PIP_RADIUS = 0.09  # the recess with its rim (opening radius 0.085), in edges
# Between the pip places (never a pip there): at least 0.17 edges from any pip centre and inside the flat top
FACE_POINTS = ((0.0, 0.25), (0.0, -0.25), (0.125, 0.125), (0.125, -0.125), (-0.125, 0.125), (-0.125, -0.125))
FACE_RADIUS = 0.03  # in edges
CONTRAST_PERCENTILE = 90
_BOX_CORNERS_FACE = np.float32([[0.5, 0.5], [0.5, -0.5], [-0.5, -0.5], [-0.5, 0.5]])  # order of a label's box


@dataclass(frozen=True)
class PipContrast:
    """`contrast`: how far the mean pip stands out (8-bit levels); `face_level`: the face's brightest channel."""

    contrast: float
    face_level: float


def _disc(radius: float) -> np.ndarray:
    """Face-coordinate offsets (37, 2) filling a disc of `radius` edges: its centre and three rings of 12."""
    rings = [
        (r * np.cos(angle), r * np.sin(angle))
        for r in np.linspace(radius / 3, radius, 3)
        for angle in np.arange(12) * np.pi / 6
    ]
    return np.array([(0.0, 0.0), *rings], np.float32)


def _samples(image: np.ndarray, face_to_pixels: np.ndarray, points: np.ndarray) -> np.ndarray:
    """BGR samples (N, 3) of the image, bilinear, at face points (N, 2)."""
    pixels = cv2.perspectiveTransform(points.reshape(-1, 1, 2).astype(np.float32), face_to_pixels).reshape(1, -1, 2)
    samples = cv2.remap(image, pixels[..., 0], pixels[..., 1], cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return samples.reshape(-1, 3).astype(np.float64)


def pip_contrast(image: np.ndarray, box: list[list[float]], pips: list[tuple[int, int]]) -> PipContrast:
    """Contrast of the pips of a die whose top face has the label corners `box` (pixels) in a BGR photo; pips
    as places (a, b) in units of PIP_OFFSET along the face axes the box corners follow."""
    face_to_pixels = cv2.getPerspectiveTransform(_BOX_CORNERS_FACE, np.float32(box))
    face_points = np.concatenate([_disc(FACE_RADIUS) + np.float32(point) for point in FACE_POINTS])
    face = np.median(_samples(image, face_to_pixels, face_points), axis=0)
    pip_disc = _disc(PIP_RADIUS)
    mean_pip = np.mean(
        [_samples(image, face_to_pixels, pip_disc + np.float32([a, b]) * PIP_OFFSET) for a, b in pips], axis=0
    )
    contrast = np.percentile(np.abs(mean_pip - face), CONTRAST_PERCENTILE, axis=0).max()
    return PipContrast(round(float(contrast), 1), round(float(face.max()), 1))
