"""Pips a glare swallowed: light pips inside a glare spot, joined to it at the pip threshold.

A glossy die's glare is a light blob several pips wide; a white pip lying in it (or at its rim) is as light as the
glare around it, so the pip threshold takes both as one blob and no pip is found (GNW train 20066: a red 1's pip
inside a glare three pips wide). The pip still stands out from the ring of face just around it: its recess rims it
with shade. Where the glare's light falls off evenly, a disc of a pip's size is lighter than the ring around it only
at such a bump, by the pip's contrast (`tol.PIP_MIN_CONTRAST` or more); along the glare's rim, where the light falls
off steeply, the lighter part forms a band several pips long, no pip.
"""

from __future__ import annotations

import math
from functools import cache

import cv2
import numpy as np

from vision import tolerances as tol
from vision.pips import Pip


def pips_in_glare(lightness: np.ndarray, glare: Pip, pip_radius_px: float) -> list[Pip]:
    """The light pips inside `glare` (a light pip candidate of `lightness`, (H, W) uint8, the image it was found in).
    A pip is a spot where a disc of `pip_radius_px` (the pip radius the die's size implies) is lighter than the ring
    around it (`tol.PIP_RING_RADII` of that radius) by `tol.PIP_MIN_CONTRAST` or more; the part standing out half
    as much as its most is as round as a lone pip (`tol.LONE_PIP_MAX_ELONGATION`) and no larger than
    `tol.SWALLOWED_PIP_MAX_PIP_AREAS` pips. Where it stands out most lies in the glare's outer part, from
    `tol.SWALLOWED_PIP_MIN_OFF_GLARE_RADII` of its radius out to a pip's radius past its half major axis (the pip
    joined it there): a glare's own light peaks in its middle and stands out there as a pip would. Each pip lies where
    it stands out most, pushed off its middle a little, away from the glare (the ring is lighter on the glare's
    side); its radius is `pip_radius_px`, its contrast what it stands out by."""
    disc, ring = _kernels(round(pip_radius_px * 4))
    reach = disc.shape[0] // 2
    glare_reach = glare.radius * math.sqrt(glare.elongation) + pip_radius_px
    height, width = lightness.shape
    gx, gy = glare.center
    x0, y0 = max(0, math.floor(gx - glare_reach) - reach), max(0, math.floor(gy - glare_reach) - reach)
    x1, y1 = min(width, math.ceil(gx + glare_reach) + reach + 1), min(height, math.ceil(gy + glare_reach) + reach + 1)
    window = lightness[y0:y1, x0:x1].astype(np.float32)
    face = cv2.filter2D(window, -1, ring, borderType=cv2.BORDER_REPLICATE)
    standing_out = cv2.filter2D(window, -1, disc, borderType=cv2.BORDER_REPLICATE) - face
    count, spots = cv2.connectedComponents((standing_out >= tol.PIP_MIN_CONTRAST).view(np.uint8), connectivity=8)
    max_area = tol.SWALLOWED_PIP_MAX_PIP_AREAS * math.pi * pip_radius_px**2
    pips = []
    for spot in range(1, count):
        _, contrast, _, (px, py) = cv2.minMaxLoc(standing_out, mask=(spots == spot).view(np.uint8))
        centre = (float(px + x0), float(py + y0))
        if not tol.SWALLOWED_PIP_MIN_OFF_GLARE_RADII * glare.radius <= math.dist(centre, glare.center) <= glare_reach:
            continue
        core = ((spots == spot) & (standing_out >= contrast / 2)).view(np.uint8)
        moments = cv2.moments(core, binaryImage=True)
        if moments["m00"] > max_area or _elongation(moments) > tol.LONE_PIP_MAX_ELONGATION:
            continue
        pips.append(Pip(centre, pip_radius_px, _elongation(moments), 0.0, float(contrast), float(face[py, px]), False))
    return pips


@cache
def _kernels(radius_quarters: int) -> tuple[np.ndarray, np.ndarray]:
    """The disc of a pip's radius (given in quarter pixels) and the face ring around it (`tol.PIP_RING_RADII` of the
    radius), each as a square kernel (float32) that averages over it."""
    radius = radius_quarters / 4
    reach = math.ceil(tol.PIP_RING_RADII[1] * radius)
    ys, xs = np.mgrid[-reach : reach + 1, -reach : reach + 1]
    distance = np.hypot(xs, ys)
    disc = (distance <= radius).astype(np.float32)
    ring = ((distance >= tol.PIP_RING_RADII[0] * radius) & (distance <= tol.PIP_RING_RADII[1] * radius)).astype(
        np.float32
    )
    return disc / disc.sum(), ring / ring.sum()


def _elongation(moments: dict[str, float]) -> float:
    """Major / minor axis of a blob from its `cv2.moments` (1 = round)."""
    spread = math.hypot((moments["mu20"] - moments["mu02"]) / 2, moments["mu11"])
    mean = (moments["mu20"] + moments["mu02"]) / 2
    return math.sqrt((mean + spread) / max(mean - spread, 1e-6))
