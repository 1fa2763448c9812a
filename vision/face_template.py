"""Reading a face whose outline is known: look where pips can be, instead of looking for pips.

A die face has nine places a pip can take (four corners, four side middles, the centre: one canonical unit
from the middle, the face's edge at `FACE_HALF_SIDE` units). Given the face's four corners, the face is
warped to a small square, each place is compared with the face's own level, and the value is the pattern of
places that stand out (in one polarity) clearest from the places that do not. Blob shapes play no part, so a
small, blurred or glossy face whose pips no longer look like round blobs is still read; the `margin` (grey levels
between the faintest pip and the strongest empty place) says how clearly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import cv2
import numpy as np

from vision import tolerances as tol
from vision.layout import FACE_HALF_SIDE

Point = tuple[float, float]

PLACES = {
    "top left": (-1, -1),
    "top right": (1, -1),
    "bottom left": (-1, 1),
    "bottom right": (1, 1),
    "middle left": (-1, 0),
    "middle right": (1, 0),
    "top middle": (0, -1),
    "bottom middle": (0, 1),
    "centre": (0, 0),
}
_CORNERS = frozenset({"top left", "top right", "bottom left", "bottom right"})
PATTERNS: dict[int, tuple[frozenset[str], ...]] = {  # every way a value shows, a face turned by 90° included
    1: (frozenset({"centre"}),),
    2: (frozenset({"top left", "bottom right"}), frozenset({"top right", "bottom left"})),
    3: (frozenset({"top left", "centre", "bottom right"}), frozenset({"top right", "centre", "bottom left"})),
    4: (_CORNERS,),
    5: (_CORNERS | {"centre"},),
    6: (_CORNERS | {"middle left", "middle right"}, _CORNERS | {"top middle", "bottom middle"}),
}


@dataclass(frozen=True)
class TemplateRead:
    """value 1–6; margin: grey levels (0–255) between the faintest pip place and the strongest empty one;
    is_dark: True for dark pips on a light face."""

    value: int
    margin: float
    is_dark: bool


def read_face(image_bgr: np.ndarray, corners: tuple[Point, Point, Point, Point]) -> TemplateRead | None:
    """The value a face shows, its four corners given in frame pixels in order around it (either direction);
    None when no pattern stands out by at least `tol.TEMPLATE_MIN_MARGIN` grey levels. Does not change the image."""
    size = tol.TEMPLATE_FACE_PX
    square = np.array([[0, 0], [size, 0], [size, size], [0, size]], np.float32)
    warp = cv2.getPerspectiveTransform(np.asarray(corners, np.float32), square)
    face = cv2.warpPerspective(image_bgr, warp, (size, size), flags=cv2.INTER_LINEAR)
    grey = cv2.cvtColor(face, cv2.COLOR_BGR2GRAY)
    lightness = np.min(face, axis=2)
    best = max(
        (_best_pattern(grey, is_dark=True), _best_pattern(lightness, is_dark=False)), key=lambda read: read.margin
    )
    return best if best.margin >= tol.TEMPLATE_MIN_MARGIN else None


def _best_pattern(channel: np.ndarray, *, is_dark: bool) -> TemplateRead:
    """The value whose pattern stands out clearest in one channel (H, W uint8), for pips of one polarity."""
    disks, inner = _sampling_masks(channel.shape[0])
    level = float(np.median(channel[inner]))
    direction = -1.0 if is_dark else 1.0
    standing_out = {name: direction * (float(channel[disk].mean()) - level) for name, disk in disks.items()}
    margins = (
        (
            min(standing_out[place] for place in pattern)
            - max(standing_out[place] for place in PLACES.keys() - pattern),
            value,
        )
        for value, patterns in PATTERNS.items()
        for pattern in patterns
    )
    margin, value = max(margins)
    return TemplateRead(value, margin, is_dark)


@cache
def _sampling_masks(size: int) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """Per place, the disc of pixels a pip there covers; and the face inside its bevels, whose median is its level."""
    ys, xs = np.mgrid[0:size, 0:size]
    unit = size / (2 * FACE_HALF_SIDE)
    radius = tol.TEMPLATE_PIP_RADIUS_UNITS * unit
    disks = {
        name: (xs - size / 2 - du * unit) ** 2 + (ys - size / 2 - dv * unit) ** 2 <= radius**2
        for name, (du, dv) in PLACES.items()
    }
    inner = (np.abs(xs - size / 2) < tol.TEMPLATE_INNER_SHARE * size / 2) & (
        np.abs(ys - size / 2) < tol.TEMPLATE_INNER_SHARE * size / 2
    )
    return disks, inner
