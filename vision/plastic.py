"""The colour of the plastic around pips: it tells touching dice of different colours apart without a profile.

Only colour (a*, b*) counts, not lightness: a die's side faces and a shadow across its top face change how light
its plastic looks, hardly its hue.
"""

from __future__ import annotations

from collections.abc import Callable

import cv2
import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup


def plastic_colours(image_bgr: np.ndarray, pips: list[tuple[tuple[float, float], float]]) -> np.ndarray | None:
    """Per pip (centre, radius in frame pixels) the median (a*, b*) of the ring around it between
    `tol.PLASTIC_RING_RADII` of its radius (outside the pip's own shading, inside its face), (N, 2); NaN where the
    ring holds no pixel; None when a ring leaves the frame. All pips at once (a pip's own numpy steps cost more than
    its pixels): one Lab conversion of the rings' pixels alone (a pixel's Lab is its own), medians read off
    histograms."""
    rings = np.array([[max(1.0, factor * radius) for factor in tol.PLASTIC_RING_RADII] for _, radius in pips])
    reaches = np.ceil(rings[:, 1]).astype(int)
    centres = np.array([centre for centre, _ in pips])
    pixels = np.round(centres).astype(int)  # as Python's round: halves to even
    height, width = image_bgr.shape[:2]
    if (pixels - reaches[:, None] < 0).any() or (pixels + reaches[:, None] >= (width, height)).any():
        return None
    reach = int(reaches.max())  # each pip's square window of this reach holds its ring (rings reach no further)
    steps = np.arange(-reach, reach + 1)
    offsets = steps[None, :] - (centres - pixels)[:, :, None]  # (N, 2 x y, side)
    distance = np.hypot(offsets[:, 1, :, None], offsets[:, 0, None, :])  # (N, side rows, side columns)
    which, row, column = np.nonzero((distance >= rings[:, 0, None, None]) & (distance <= rings[:, 1, None, None]))
    if not len(which):
        return np.full((len(pips), 2), np.nan)  # no ring holds a pixel
    ring_bgr = image_bgr[pixels[which, 1] + row - reach, pixels[which, 0] + column - reach]  # (ring pixels, 3)
    ring = cv2.cvtColor(ring_bgr[None], cv2.COLOR_BGR2LAB)[0, :, 1:]  # (ring pixels, 2)
    return medians(np.concatenate([which * 2, which * 2 + 1]), ring.T.ravel(), 2 * len(pips)).reshape(-1, 2)


def medians(which: np.ndarray, values: np.ndarray, count: int) -> np.ndarray:
    """The median (as np.median takes it) of the 8-bit `values` of each of `count` sets (`which`: the set of each
    value), read off their histograms; NaN for a set without values."""
    return histogram_medians(np.bincount(which * 256 + values, minlength=count * 256).reshape(count, 256))


def histogram_medians(histograms: np.ndarray) -> np.ndarray:
    """The median (as np.median takes it) of the levels counted in each row of `histograms` ((sets, 256): how often
    each level 0-255 occurs in the set), (sets,); NaN for a set without values."""
    below = histograms.cumsum(axis=1)
    sizes = below[:, -1]
    lower = np.argmax(below > (np.maximum(sizes, 1) - 1)[:, None] // 2, axis=1)
    upper = np.argmax(below > sizes[:, None] // 2, axis=1)
    return np.where(sizes > 0, (lower + upper) / 2, np.nan)


def plastic_of(
    image_bgr: np.ndarray, scale: float, offset: tuple[float, float] = (0.0, 0.0)
) -> Callable[[FaceGroup], np.ndarray | None]:
    """The plastic colours of a group of pips found in a view of the BGR uint8 frame `image_bgr` (view pixel = (frame
    pixel - `offset`) * `scale`): per pip the (a*, b*) of the plastic around it (`plastic_colours`), (N, 2); None
    when a ring leaves the frame or holds no pixel."""

    def colours(group: FaceGroup) -> np.ndarray | None:
        pips = [
            ((pip.center[0] / scale + offset[0], pip.center[1] / scale + offset[1]), pip.radius / scale)
            for pip in group.pips
        ]
        found = plastic_colours(image_bgr, pips)
        return None if found is None or np.isnan(found).any() else found

    return colours
