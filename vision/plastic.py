"""The colour of the plastic around pips: it tells touching dice of different colours apart without a profile.

Only colour (a*, b*) counts, not lightness: a die's side faces and a shadow across its top face change how light
its plastic looks, hardly its hue.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

import cv2
import numpy as np

from vision import tolerances as tol
from vision.colour_space import LAB_ZERO_CHROMA_LEVEL, linear_rgb_to_lab
from vision.find import FaceGroup
from vision.white_balance import estimate_light_from_frame

NeutralOf = Callable[[], np.ndarray]  # the (a*, b*) neutral plastic shows under a view's light, measured when asked


def plastic_colours(image_bgr: np.ndarray, pips: list[tuple[tuple[float, float], float]]) -> np.ndarray | None:
    """Per pip (centre, radius in frame pixels) the median (a*, b*) of the ring around it between
    `tol.PLASTIC_RING_RADII` of its radius (outside the pip's own shading, inside its face), (N, 2); NaN where the
    ring holds no pixel; None when a ring leaves the frame."""
    (colours,) = plastic_colours_of_sets(image_bgr, [pips])
    return colours


def plastic_colours_of_sets(
    image_bgr: np.ndarray, pip_sets: Sequence[Sequence[tuple[tuple[float, float], float]]]
) -> list[np.ndarray | None]:
    """`plastic_colours` of each set of pips, all measured at once: a call's own numpy steps cost more than its
    pixels, so a frame's sets are best asked about together. A pip's ring is its own (its pixels, their Lab and
    median depend on it alone), so each set's colours are those it would have alone. One Lab conversion of the rings'
    pixels alone (a pixel's Lab is its own); medians read off histograms."""
    pips = [pip for pip_set in pip_sets for pip in pip_set]
    if not pips:
        return [np.empty((0, 2)) for _ in pip_sets]
    places = np.array([(x, y, radius) for (x, y), radius in pips])
    centres = places[:, :2]
    rings = np.maximum(1.0, places[:, 2:] * _RING_FACTORS)  # (N, 2) inner, outer radius: as max(1, factor * radius)
    reaches = np.ceil(rings[:, 1]).astype(int)
    pixels = np.round(centres).astype(int)  # as Python's round: halves to even
    height, width = image_bgr.shape[:2]
    inside = ((pixels >= reaches[:, None]) & (pixels + reaches[:, None] < (width, height))).all(axis=1)
    colours = np.full((len(pips), 2), np.nan)
    if inside.any():
        colours[inside] = _ring_medians(image_bgr, centres[inside], pixels[inside], rings[inside])
    ends = np.cumsum([len(pip_set) for pip_set in pip_sets])
    return [
        None if not inside[end - len(pip_set) : end].all() else colours[end - len(pip_set) : end]
        for pip_set, end in zip(pip_sets, ends.tolist(), strict=True)
    ]


_RING_FACTORS = np.array(tol.PLASTIC_RING_RADII, dtype=float)


def _ring_medians(image_bgr: np.ndarray, centres: np.ndarray, pixels: np.ndarray, rings: np.ndarray) -> np.ndarray:
    """The median (a*, b*) of each pip's ring ((N, 2); NaN where it holds no pixel), the pips at `centres` (N, 2 x y,
    frame pixels; `pixels` their rounded places), rings between the radii `rings` (N, 2), every ring in the frame."""
    reach = int(np.ceil(rings[:, 1]).max())  # each pip's square window of this reach holds its ring
    steps = np.arange(-reach, reach + 1)
    offsets = steps[None, :] - (centres - pixels)[:, :, None]  # (N, 2 x y, side)
    found = np.flatnonzero(_within(offsets, rings))  # flat places in (N, side rows, side columns)
    if not len(found):
        return np.full((len(centres), 2), np.nan)  # no ring holds a pixel
    width, window = image_bgr.shape[1], len(steps) ** 2
    which, place = np.divmod(found, window)
    corners = (pixels[:, 1] - reach) * width + pixels[:, 0] - reach  # each window's first pixel, flat in the frame
    in_window = ((steps[:, None] + reach) * width + steps + reach).ravel()  # each place's offset from that pixel
    flat = corners[which] + in_window[place]
    frame = np.ascontiguousarray(image_bgr).reshape(-1, 3)  # a frame as read is one block: no copy
    ring_bgr = frame.take(flat, axis=0)  # (ring pixels, 3)
    ring = cv2.cvtColor(ring_bgr[None], cv2.COLOR_BGR2LAB)[0, :, 1:]  # (ring pixels, 2 a* b*)
    start = which * 512  # sets 2n and 2n + 1: the a* and the b* of pip n, 256 levels each
    levels = np.concatenate([start + ring[:, 0], start + 256 + ring[:, 1]])
    return histogram_medians(np.bincount(levels, minlength=len(centres) * 512).reshape(-1, 256)).reshape(-1, 2)


def _within(offsets: np.ndarray, rings: np.ndarray) -> np.ndarray:
    """Whether each pixel at `offsets` (N, 2 x y, side) from its pip lies in the pip's ring (`rings` (N, 2) inner and
    outer radius, both kept): `np.hypot(dy, dx)` taken against them, (N, side rows, side columns). Squared distances
    decide all but the pixels within a hair of a radius (a billionth of its square, far beyond both roundings), which
    `np.hypot` decides as ever: the same pixels, without a slow `hypot` per pixel."""
    squares = offsets * offsets
    distance2 = squares[:, 1, :, None] + squares[:, 0, None, :]
    bounds = (rings * rings)[:, :, None, None]
    low, high = bounds * (1 - _HAIR), bounds * (1 + _HAIR)
    surely = (distance2 >= high[:, 0]) & (distance2 <= low[:, 1])
    unsure = ((distance2 >= low[:, 0]) & (distance2 <= high[:, 1])) != surely
    if unsure.any():
        which, row, column = np.nonzero(unsure)
        distance = np.hypot(offsets[which, 1, row], offsets[which, 0, column])
        surely[which, row, column] = (distance >= rings[which, 0]) & (distance <= rings[which, 1])
    return surely


_HAIR = 1e-9


def histogram_medians(histograms: np.ndarray) -> np.ndarray:
    """The median (as np.median takes it) of the levels counted in each row of `histograms` ((sets, 256): how often
    each level 0-255 occurs in the set, whole numbers), (sets,); NaN for a set without values. All rows' counts run
    on in one sum, so each middle is one search in it (row n's levels run from its start on)."""
    running = histograms.ravel().cumsum()
    ends = running[255::256]
    starts = np.concatenate([np.zeros(1, running.dtype), ends[:-1]])
    sizes = ends - starts
    first_level = np.arange(len(histograms)) * 256
    middles = np.concatenate([starts + (np.maximum(sizes, 1) - 1) // 2, starts + sizes // 2])
    lower, upper = (np.searchsorted(running, middles, side="right").reshape(2, -1) - first_level).astype(float)
    return np.where(sizes > 0, (lower + upper) / 2, np.nan)


def plastic_of(
    image_bgr: np.ndarray, scale: float, offset: tuple[float, float] = (0.0, 0.0)
) -> Callable[[Sequence[FaceGroup]], list[np.ndarray | None]]:
    """The plastic colours of groups of pips found in a view of the BGR uint8 frame `image_bgr` (view pixel = (frame
    pixel - `offset`) * `scale`): per group per pip the (a*, b*) of the plastic around it (`plastic_colours`),
    (N, 2); None when a ring leaves the frame or holds no pixel. The groups asked about together are measured in one
    call (`plastic_colours_of_sets`)."""

    def colours(groups: Sequence[FaceGroup]) -> list[np.ndarray | None]:
        pip_sets = [
            [
                ((pip.center[0] / scale + offset[0], pip.center[1] / scale + offset[1]), pip.radius / scale)
                for pip in group.pips
            ]
            for group in groups
        ]
        found = plastic_colours_of_sets(image_bgr, pip_sets)
        return [None if each is None or np.isnan(each).any() else each for each in found]

    return colours


def neutral_of(image_bgr: np.ndarray) -> NeutralOf:
    """The (a*, b*) of 8-bit Lab that neutral plastic (white, black, silver) shows under the light of the BGR uint8
    image (`vision.white_balance.estimate_light_from_frame`: its bright lamp-like patches), measured once, when first
    asked (a frame's light costs 1-6 ms, and few views ask)."""

    @cache
    def neutral() -> np.ndarray:
        return LAB_ZERO_CHROMA_LEVEL + linear_rgb_to_lab(estimate_light_from_frame(image_bgr).colour)[1:]

    return neutral
