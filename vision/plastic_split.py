"""Splitting a group of pips that formed no face by the colour of the plastic around each pip.

Touching dice of different colours (a Gönnen können table holds five colours, Doppelt so clever six) often have
their pips joined into one group that is no die face ("too many pips", "not a face"), and splitting it by where
the pips lie (`vision.partition`) fails when the faces lie close. The pips of one face all sit in one plastic, so
the plastic just around each pip tells them apart: the pips are gathered by that colour and each gathering is
grouped into faces again. Only colour (a*, b*) counts, not lightness: a die's side faces and a shadow across its
top face change how light its plastic looks, hardly its hue.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import cv2
import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup, group_faces
from vision.topface import top_faces
from vision.views import View, pip_candidates


@dataclass(frozen=True)
class SplitView(View):
    """The view of the faces found by splitting a group: such a face lies against a die of another colour, which it
    may be cocked against (its confidence is scaled by `tol.PLASTIC_SPLIT_CONFIDENCE`)."""


def split_by_plastic(image_bgr: np.ndarray, group: FaceGroup, view: View) -> list[tuple[FaceGroup, View]]:
    """The faces (and groups still unreadable) the pips of `group` (read through `view` of the BGR uint8 frame
    `image_bgr`) form once gathered by the colour of the plastic around them; [] when all their plastic is alike
    (within `tol.PLASTIC_SPLIT_MIN_DISTANCE` in a*, b*). When no gathering forms a face, the group alone, as
    unreadable: pips in two plastics form no face of one die, however well they fit one."""
    frame_pips = [(view.to_frame(pip.center), pip.radius / view.scale) for pip in group.pips]
    colours = _plastic_colours(image_bgr, frame_pips)
    if colours is None or np.isnan(colours).any():
        return []
    gatherings = _gathered(colours, tol.PLASTIC_SPLIT_MIN_DISTANCE)
    if len(gatherings) < 2:
        return []
    region, crop_view = _region(image_bgr, [centre for centre, _ in frame_pips], group.side_px / view.scale, view)
    _, grey, lightness = pip_candidates(region, view.scale, round(max(image_bgr.shape[:2]) * view.scale), kinds=())
    shift = np.subtract(view.offset, crop_view.offset) * view.scale
    moved = [replace(pip, center=(pip.center[0] + shift[0], pip.center[1] + shift[1])) for pip in group.pips]
    groups = top_faces(
        [face for members in gatherings for face in group_faces([moved[i] for i in members], grey, lightness)]
    )
    if not any(face.fit is not None for face in groups):
        return [(FaceGroup(group.pips, None), view)]
    return [(face, crop_view) for face in groups]


def _plastic_colours(image_bgr: np.ndarray, pips: list[tuple[tuple[float, float], float]]) -> np.ndarray | None:
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
    return _medians(np.concatenate([which * 2, which * 2 + 1]), ring.T.ravel(), 2 * len(pips)).reshape(-1, 2)


def _medians(which: np.ndarray, values: np.ndarray, count: int) -> np.ndarray:
    """The median (as np.median takes it) of the 8-bit `values` of each of `count` sets (`which`: the set of each
    value), read off their histograms; NaN for a set without values."""
    below = np.bincount(which * 256 + values, minlength=count * 256).reshape(count, 256).cumsum(axis=1)
    sizes = below[:, -1]
    lower = np.argmax(below > (np.maximum(sizes, 1) - 1)[:, None] // 2, axis=1)
    upper = np.argmax(below > sizes[:, None] // 2, axis=1)
    return np.where(sizes > 0, (lower + upper) / 2, np.nan)


def _gathered(colours: np.ndarray, min_distance: float) -> list[list[int]]:
    """The indices of `colours` (N, 2) gathered so that colours nearer than `min_distance` share a gathering
    (single linkage: the shades of one die's plastic chain together)."""
    count = len(colours)
    near = np.linalg.norm(colours[:, None] - colours[None, :], axis=-1) < min_distance
    labels = list(range(count))
    for i in range(count):
        for j in range(i + 1, count):
            if near[i, j]:
                old, new = labels[j], labels[i]
                labels = [new if label == old else label for label in labels]
    return [[i for i in range(count) if labels[i] == label] for label in sorted(set(labels))]


def _region(
    image_bgr: np.ndarray, centres: list[tuple[float, float]], side_px: float, view: View
) -> tuple[np.ndarray, SplitView]:
    """The part of the frame around the pips, a face's side each way (the channels of pips are judged over their
    face), and a view of it at `view`'s scale."""
    height, width = image_bgr.shape[:2]
    xs, ys = zip(*centres, strict=True)
    x0, y0 = max(0, int(min(xs) - side_px)), max(0, int(min(ys) - side_px))
    x1, y1 = min(width, int(np.ceil(max(xs) + side_px))), min(height, int(np.ceil(max(ys) + side_px)))
    return image_bgr[y0:y1, x0:x1], SplitView((), view.scale, (float(x0), float(y0)))
