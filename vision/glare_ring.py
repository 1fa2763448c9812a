"""A lone light pip beside a glare: its ring judged without the glare, the lone-pip ring test robust to glare.

A 1 is read from its lone pip only when the face around it is even (`vision.layout.is_lone_pip_face`). A glossy
face's glare beside the pip lifts a part of that ring towards white, and the ring's median (the face level the pip
was measured against) with it, so the pip fails the test though its face is plainly there (dev Gönnen 50145: a green
1 whose pip, radius 6.9 px enlarged, has a glare of 12 px beside it; a third of its ring even). The glare is a light
spot as much wider than the pip as no face's pips differ and standing out more (`is_glare_beside`); the ring's part
it lifts (the samples lifted above the face joined to the glare's disc, its rim fading into the face) tells nothing
of the face. The rest of the ring must be even about its own level, as a lone pip's face is everywhere.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.pips import Pip


def is_glare_beside(other: Pip, pip: Pip) -> bool:
    """Whether `other` is a glare spot beside `pip`: as much wider as a face's pips never differ, standing out more,
    its rim within the outer ring the lone-pip test judges the face on."""
    return (
        other.radius >= tol.LINK_MAX_RADIUS_RATIO * pip.radius
        and other.contrast > pip.contrast
        and math.dist(other.center, pip.center) - other.radius <= tol.LONE_PIP_RING_RADII[1] * pip.radius
    )


def glares_beside(pip: Pip, channel: np.ndarray, candidates: Sequence[Pip]) -> list[Pip]:
    """The light spots among `candidates` that are glares beside the light `pip` (`is_glare_beside`) leaving its
    lone-pip ring in `channel` (H, W) uint8 even but for them (`is_even_beside_glare`)."""
    return [other for other in candidates if is_glare_beside(other, pip) and is_even_beside_glare(pip, other, channel)]


def is_even_beside_glare(pip: Pip, glare: Pip, channel: np.ndarray) -> bool:
    """Whether the lone-pip ring (`tol.LONE_PIP_RING_RADII` pip radii) around the light `pip` in `channel` (H, W)
    uint8 is even but for the part the light `glare` beside it lifts: of the samples outside the glare's disc, and
    not lifted above their median by more than `tol.LONE_PIP_EVEN_STEP` pip contrasts in one part with samples
    inside it, `tol.LONE_PIP_MIN_EVEN_SHARE` lie within that step of the median. False for a ring reaching past the
    channel or one the glare covers whole."""
    inner, outer = (pip.radius * factor for factor in tol.LONE_PIP_RING_RADII)
    reach = math.ceil(outer)
    x, y = round(pip.center[0]), round(pip.center[1])
    height, width = channel.shape
    if x < reach or y < reach or x + reach >= width or y + reach >= height:
        return False
    square = channel[y - reach : y + reach + 1, x - reach : x + reach + 1].astype(float)
    rows, columns = np.mgrid[y - reach : y + reach + 1, x - reach : x + reach + 1]
    distance = np.hypot(columns - pip.center[0], rows - pip.center[1])
    ring = (distance >= inner) & (distance <= outer)
    in_glare = ring & (np.hypot(columns - glare.center[0], rows - glare.center[1]) <= glare.radius)
    if not (ring & ~in_glare).any():
        return False
    face_level = float(np.median(square[ring & ~in_glare]))
    step = tol.LONE_PIP_EVEN_STEP * pip.contrast
    lifted = ring & (square - face_level > step)
    _, parts = cv2.connectedComponents(lifted.astype(np.uint8), connectivity=8)
    lit_by_glare = np.isin(parts, np.unique(parts[in_glare & lifted])) & lifted
    face = ring & ~in_glare & ~lit_by_glare
    even = np.abs(square[face] - face_level) <= step
    return bool(even.size) and float(even.mean()) >= tol.LONE_PIP_MIN_EVEN_SHARE
