"""Finding a die face by the white star printed on it (the PUSH die's black star face), when the face itself does
not stand out: a black face on a dark tray or a shadowed table has no colour body to find, but its star does.

A star is a bright blob, brighter than the dark face around it by at least `tol.STAR_CONTRAST` grey levels, with
five deep notches (convexity defects) spaced fairly evenly around its middle, tips about equally far out and
notches about half as far: pips run together, letters and glints do not look like that.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import Body

POINTS = 5


def find_printed_stars(image_bgr: np.ndarray) -> list[Body]:
    """The faces whose printed star is seen in a BGR uint8 frame (H, W, 3), as bodies in frame pixels: the box is
    the face's upright square around the star (its tips `tol.STAR_RADIUS_PER_FACE_SIDE` face sides from its
    middle); `contrast` is the star's lightness step over the face around it (0–255). Does not change the frame."""
    lightness = np.min(image_bgr, axis=2)  # a white print is bright in every channel
    scale = min(1.0, tol.BODY_WORKING_LONG_SIDE_PX / max(lightness.shape))
    if scale < 1.0:
        lightness = cv2.resize(lightness, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    bright = cv2.adaptiveThreshold(
        lightness, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY, tol.STAR_WINDOW_PX, -tol.STAR_THRESHOLD
    )
    contours, _ = cv2.findContours(bright, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    stars = []
    low, high = tol.STAR_AREA_PX
    for outline in contours:
        if not low <= cv2.contourArea(outline) <= high:
            continue
        star = _star(outline, lightness) or _recut_star(outline, lightness) or _fivefold_star(outline, lightness)
        if star is not None:
            (x, y), radius, contrast = star
            stars.append(_face_around((x / scale, y / scale), radius / scale, contrast))
    return stars


def print_step(image_bgr: np.ndarray, body: Body) -> float:
    """How much brighter (grey levels, 0-255) the middle of a body's face is at its brightest than the face at
    large, in the channel where it steps least: the star face's print, even where it is too small or blurred to show
    its shape, lies there (its tips `tol.STAR_RADIUS_PER_FACE_SIDE` sides out) and, being white on black, lifts
    every channel, while a black face without one (a dark table corner, a die in the shade) shows no such step and
    a coloured light thing (a fingertip's highlight over blue felt, dev PUSH 40147) lifts only its own channels.
    Brightest = the `tol.STAR_PRINT_PERCENTILE` percentile over the middle square `tol.STAR_PRINT_MIDDLE_SIDES` of a
    side wide; the face at large = the median over the body's upright square."""
    height, width = image_bgr.shape[:2]
    (x, y), side = body.center, body.side_px

    def square(share: float) -> np.ndarray:
        half = share * side / 2
        x0, y0 = max(0, int(x - half)), max(0, int(y - half))
        return image_bgr[y0 : min(height, int(y + half) + 1), x0 : min(width, int(x + half) + 1)].reshape(-1, 3)

    middle, face = square(tol.STAR_PRINT_MIDDLE_SIDES), square(1.0)
    if not middle.size:
        return 0.0
    return float(np.min(np.percentile(middle, tol.STAR_PRINT_PERCENTILE, axis=0) - np.median(face, axis=0)))


def _star(outline: np.ndarray, lightness: np.ndarray) -> tuple[tuple[float, float], float, float] | None:
    """(middle, tip radius, contrast) of a star-shaped outline (N, 1, 2) in working pixels, else None."""
    low, high = tol.STAR_AREA_PX
    area = cv2.contourArea(outline)
    if not low <= area <= high:
        return None
    hull_area = cv2.contourArea(cv2.convexHull(outline))
    low, high = tol.STAR_SOLIDITY
    if not low <= area / max(hull_area, 1e-6) <= high:
        return None
    (x, y), radius = cv2.minEnclosingCircle(outline)
    try:
        defects = cv2.convexityDefects(outline, cv2.convexHull(outline, returnPoints=False))
    except cv2.error:  # an outline that crosses itself (OpenCV refuses its hull order) is no star
        return None
    if defects is None:
        return None
    notches = [row for row in defects.reshape(-1, 4) if row[3] / 256 > tol.STAR_NOTCH_DEPTH_RADII * radius]
    if len(notches) != POINTS or not _evenly_pointed(outline.reshape(-1, 2), notches, (x, y)):
        return None
    contrast = _contrast(outline, lightness, radius)
    return ((x, y), radius, contrast) if contrast >= tol.STAR_CONTRAST else None


def _recut_star(outline: np.ndarray, lightness: np.ndarray) -> tuple[tuple[float, float], float, float] | None:
    """`_star` of a bright blob of a star's size cut again at its own levels, the first that shows one: each share of
    `tol.STAR_RECUT_SHARES` of the way from the face around it (the median of a square `tol.STAR_RECUT_REACH_RADII`
    radii each way) to its brightest. An arm of a star in the shade stays below the frame's threshold and the star
    shows four (PUSH train 40041: that arm 55-80, the other tips 170-205, the black face 5), while at the blob's own
    level it shows all five; a small star blurred shows its five notches only half-way up its step, where a blurred
    edge lies (dev PUSH 40298: a notch filled in to 0.16 tip radii at the frame's threshold, about 0.3 of the way up;
    0.19-0.30 half-way). The blob's window, brightest point and face level are measured once for every share."""
    (x, y), radius = cv2.minEnclosingCircle(outline)
    reach = int(tol.STAR_RECUT_REACH_RADII * radius) + 1
    height, width = lightness.shape
    x0, y0 = max(0, int(x) - reach), max(0, int(y) - reach)
    window = lightness[y0 : min(height, int(y) + reach + 1), x0 : min(width, int(x) + reach + 1)]
    blob = np.zeros(window.shape, np.uint8)
    cv2.drawContours(blob, [outline], -1, 1, cv2.FILLED, offset=(-x0, -y0))
    _, peak, _, (peak_x, peak_y) = cv2.minMaxLoc(window, mask=blob)
    face = float(np.median(window))
    for share in tol.STAR_RECUT_SHARES:
        cut = (window >= face + share * (peak - face)).astype(np.uint8)
        _, parts = cv2.connectedComponents(cut, connectivity=8)
        part = (parts == parts[peak_y, peak_x]).astype(np.uint8)
        recut, _ = cv2.findContours(part, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
        star = _star(recut[0] + np.int32((x0, y0)), lightness)
        if star is not None:
            return star
    return None


def _fivefold_star(outline: np.ndarray, lightness: np.ndarray) -> tuple[tuple[float, float], float, float] | None:
    """`_star` of a bright blob of a star's size whose outline swings out and in five times around its middle, far
    more than it does two, three, four or six to eight times: blur fills a star's notches in unevenly, below the depth
    `_star` counts one by one at any level `_recut_star` tries (dev PUSH 40362: 0.29, 0.27, 0.24, 0.17, 0.11 tip
    radii), but leaves its five-fold shape; a round pip, pips run together, a glint or a letter swing otherwise. The
    swings are the harmonics of the outline's farthest reach around its centroid (`_reach_harmonics`)."""
    swings = _reach_harmonics(outline)
    if swings is None:
        return None
    five = swings[POINTS]
    others = max(swings[2:POINTS].max(), swings[POINTS + 1 : 2 * POINTS - 1].max())
    if five < tol.STAR_FIVEFOLD_MIN_SWING or five < tol.STAR_FIVEFOLD_OVER_OTHERS * others:
        return None
    (x, y), radius = cv2.minEnclosingCircle(outline)
    contrast = _contrast(outline, lightness, radius)
    return ((x, y), radius, contrast) if contrast >= tol.STAR_CONTRAST else None


def _reach_harmonics(outline: np.ndarray) -> np.ndarray | None:
    """The amplitudes of how far an outline (N, 1, 2) reaches from its centroid, harmonic by harmonic around it, over
    its mean reach: the farthest point in each of `tol.STAR_REACH_BINS` equal angles, the angles the outline's
    points miss filled in between their neighbours; None for a blob whose outline misses half the angles (no star
    winds round its middle like that) or encloses nothing."""
    moments = cv2.moments(outline)
    if moments["m00"] <= 0:
        return None
    points = outline.reshape(-1, 2) - (moments["m10"] / moments["m00"], moments["m01"] / moments["m00"])
    bins = tol.STAR_REACH_BINS
    angles = ((np.arctan2(points[:, 1], points[:, 0]) + np.pi) / (2 * np.pi) * bins).astype(int) % bins
    reach = np.zeros(bins)
    np.maximum.at(reach, angles, np.hypot(points[:, 0], points[:, 1]))
    seen = np.flatnonzero(reach)
    if len(seen) < bins / 2:
        return None
    reach = np.interp(np.arange(bins), seen, reach[seen], period=bins)
    return np.abs(np.fft.rfft(reach)) / bins / reach.mean()


def _evenly_pointed(points: np.ndarray, notches: list[np.ndarray], middle: tuple[float, float]) -> bool:
    """Notches spaced `tol.STAR_NOTCH_GAPS_DEG` apart around the middle, tips about equally far out and notches
    well inside them."""
    valleys = points[[row[2] for row in notches]] - middle
    tips = points[[row[0] for row in notches]] - middle
    angles = np.sort(np.degrees(np.arctan2(valleys[:, 1], valleys[:, 0])) % 360)
    gaps = np.diff(np.append(angles, angles[0] + 360))
    tip_reach, valley_reach = np.hypot(*tips.T), np.hypot(*valleys.T)
    low, high = tol.STAR_NOTCH_GAPS_DEG
    return (
        low <= gaps.min()
        and gaps.max() <= high
        and tip_reach.max() <= tol.STAR_TIP_SPREAD * tip_reach.min()
        and valley_reach.mean() <= tol.STAR_NOTCH_REACH * tip_reach.mean()
    )


def _contrast(outline: np.ndarray, lightness: np.ndarray, radius: float) -> float:
    """The star's mean lightness over the median of a ring of face around it, about a radius wide."""
    inside = np.zeros(lightness.shape, np.uint8)
    cv2.drawContours(inside, [outline], -1, 255, -1)
    reach = int(radius) + 3
    ring = cv2.dilate(inside, np.ones((reach, reach), np.uint8)) & ~cv2.dilate(inside, np.ones((3, 3), np.uint8))
    return float(lightness[inside > 0].mean() - np.median(lightness[ring > 0]))


def _face_around(middle: tuple[float, float], radius: float, contrast: float) -> Body:
    half = radius / tol.STAR_RADIUS_PER_FACE_SIDE / 2
    x, y = middle
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return Body(center=middle, box=box, side_px=2 * half, contrast=contrast)
