"""Finding a die's top face by its edges, its size and slant known from the dice read beside it.

A die whose colour blends into the table (a blue die on blue felt, a black one in a tray's shadow) or whose
outline joins a touching die's shows no colour body and no closed outline, yet its top face still has four
edges: against the table, its own side faces or a neighbour (a seam). All dice of a set are one size and lie on
one table, so a die read nearby gives the look of a top face here (`vision.partial_faces.face_map`); around a pip
that belongs to no read die, that look is tried turned and shifted, and the placement whose four sides run
along the strongest edges (the gradient across each side, in the channel of L*a*b* where it is strongest) is the
face. Its value is then read by its pip places (`vision.face_template`) by the caller.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.face_template import PATTERNS, PLACES
from vision.layout import FACE_HALF_SIDE
from vision.pips import Pip

Point = tuple[float, float]
Box = tuple[Point, Point, Point, Point]

_SQUARE = FACE_HALF_SIDE * np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)], dtype=float)
_HEADINGS = np.deg2rad(np.arange(0.0, 90.0, tol.EDGE_FIT_HEADING_STEP_DEG))  # a face looks the same turned by 90°
_TURNS = np.array([[[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]] for a in _HEADINGS])  # (headings, 2, 2)
_ALONG = np.linspace(
    *tol.EDGE_FIT_SIDE_SPAN, tol.EDGE_FIT_SAMPLES_PER_SIDE
)  # where a side is sampled (rounded corners left out)


@dataclass(frozen=True)
class FittedFace:
    """A top face fitted to the edges: its corners in frame pixels (in order around it) and the mean gradient
    across each of its sides, weakest first (L*a*b* levels per working pixel)."""

    box: Box
    side_strengths: tuple[float, float, float, float]

    @property
    def edge_strength(self) -> float:
        """The second weakest side's strength: one side may be a seam against a touching die of the same colour."""
        return self.side_strengths[1]

    @property
    def center(self) -> Point:
        xs, ys = zip(*self.box, strict=True)
        return sum(xs) / 4, sum(ys) / 4


def _gradients(working: WorkingImage, x0: int, y0: int, x1: int, y1: int) -> tuple[np.ndarray, np.ndarray]:
    """(gx, gy), each (y1 - y0, x1 - x0) float32: the gradients of the working image's window (working pixels,
    within it) in the L*a*b* channel where each pixel's gradient is strongest (levels per working pixel). Taken
    over the window grown by the filters' reach, so they are those of the whole image."""
    height, width = working.bgr.shape[:2]
    reach = 2  # a 3×3 blur, then a 3×3 Sobel
    gx0, gy0 = max(0, x0 - reach), max(0, y0 - reach)
    gx1, gy1 = min(width, x1 + reach), min(height, y1 + reach)
    per_channel = []
    for channel in cv2.split(np.ascontiguousarray(working.lab_window(gx0, gy0, gx1, gy1))):
        smooth = cv2.GaussianBlur(channel, (3, 3), 0)
        per_channel.append(
            (cv2.Sobel(smooth, cv2.CV_32F, 1, 0, scale=1 / 8), cv2.Sobel(smooth, cv2.CV_32F, 0, 1, scale=1 / 8))
        )
    gx, gy = (np.stack(parts)[:, y0 - gy0 : y1 - gy0, x0 - gx0 : x1 - gx0] for parts in zip(*per_channel, strict=True))
    strongest = np.argmax(gx * gx + gy * gy, axis=0)[None]
    return np.take_along_axis(gx, strongest, 0)[0], np.take_along_axis(gy, strongest, 0)[0]


def fit_face(working: WorkingImage, seed: Point, look: np.ndarray) -> FittedFace | None:
    """The top face holding the point `seed` (frame pixels: a pip of it) that looks as `look` (a 2×2 map from
    canonical units to frame pixels, see `vision.partial_faces.face_map`) turned by some heading and sized by one of
    `tol.EDGE_FIT_SIZES`, whose sides run along the strongest edges; None when its edge strength is below
    `tol.EDGE_FIT_MIN_STRENGTH`, a side shows almost no edge (below `tol.EDGE_FIT_MIN_WEAKEST_SIDE`: every side of a
    top face meets the table, its own side face or a seam; a square drawn on a card's plain paper does not), or the
    face reaches out of the frame.

    The centres tried lie on a grid, so each sample's column depends only on the centre's x and its row only on
    the centre's y: both are rounded once per grid column or row, not once per centre (about a tenth of the work)."""
    scale = working.scale
    height, width = working.bgr.shape[:2]
    looks = np.array([size * scale * look for size in tol.EDGE_FIT_SIZES])  # (sizes, 2, 2) in working pixels
    side = 2 * FACE_HALF_SIDE * math.sqrt(abs(np.linalg.det(looks[0])))
    steps = np.arange(-tol.EDGE_FIT_REACH_SIDES, tol.EDGE_FIT_REACH_SIDES + 1e-9, tol.EDGE_FIT_STEP_SIDES) * side
    seed_x, seed_y = np.multiply(seed, scale)
    corners = np.einsum("kj,hij,sli->shkl", _SQUARE, _TURNS, looks)  # (sizes, headings, 4, 2)
    following = np.roll(corners, -1, axis=2)
    samples = corners[None] + (following - corners)[None] * _ALONG[:, None, None, None, None]  # (T, S, H, 4, 2)
    edge = following - corners
    normals = (np.stack([edge[..., 1], -edge[..., 0]], -1) / np.linalg.norm(edge, axis=-1, keepdims=True)).astype(
        np.float32
    )
    # Sample columns per grid column and rows per grid row: (T, grid, S, H, 4) each.
    xs = np.rint((steps + seed_x)[None, :, None, None, None] + samples[:, None, ..., 0]).astype(np.intp)
    ys = np.rint((steps + seed_y)[None, :, None, None, None] + samples[:, None, ..., 1]).astype(np.intp)
    x_inside, y_inside = (xs >= 0) & (xs < width), (ys >= 0) & (ys < height)
    is_inside = bool(x_inside.all() and y_inside.all())
    if not is_inside:
        xs, ys = np.clip(xs, 0, width - 1), np.clip(ys, 0, height - 1)
    x0, y0 = int(xs.min()), int(ys.min())
    gx, gy = _gradients(working, x0, y0, int(xs.max()) + 1, int(ys.max()) + 1)
    # Flat indices (T, grid rows, grid columns, S, H, 4): far quicker to gather than pairs of them.
    at = ((ys - y0) * gx.shape[1])[:, :, None] + (xs - x0)[:, None, :]
    across = gx.ravel().take(at)
    across *= normals[..., 0]
    across += gy.ravel().take(at) * normals[..., 1]
    np.abs(across, out=across)
    if not is_inside:
        across = np.where(y_inside[:, :, None] & x_inside[:, None, :], across, 0.0)
    means = across.mean(axis=0).reshape(-1, *across.shape[3:])  # (C, S, H, 4): C = grid row × columns + column
    strength = _second_least(means)
    best = np.unravel_index(int(np.argmax(strength)), strength.shape)
    centre, size, heading = best
    sides = np.sort(means[best])
    if strength[best] < tol.EDGE_FIT_MIN_STRENGTH or sides[0] < tol.EDGE_FIT_MIN_WEAKEST_SIDE:
        return None
    row, column = divmod(int(centre), len(steps))
    if not is_inside and not (y_inside[:, row, size, heading] & x_inside[:, column, size, heading]).all():
        return None
    middle = np.array([steps[column] + seed_x, steps[row] + seed_y])
    frame_corners = (middle + corners[size, heading]) / scale
    box: Box = tuple((float(x), float(y)) for x, y in frame_corners)  # type: ignore[assignment]
    return FittedFace(box, tuple(float(value) for value in sides))  # type: ignore[arg-type]


def _second_least(sides: np.ndarray) -> np.ndarray:
    """The second least of the four values along the last axis of `sides` (..., 4), without sorting them all."""
    low_a, high_a = np.minimum(sides[..., 0], sides[..., 1]), np.maximum(sides[..., 0], sides[..., 1])
    low_b, high_b = np.minimum(sides[..., 2], sides[..., 3]), np.maximum(sides[..., 2], sides[..., 3])
    return np.minimum(np.maximum(low_a, low_b), np.minimum(high_a, high_b))


def seeds(pips: Sequence[Pip], scale: float) -> tuple[list[Point], list[float]]:
    """Pip candidates found in an image scaled by `scale` as edge-fit seeds: their centres and radii in frame
    pixels, the most standing-out first (a fit is costly, so the likeliest pips are tried first)."""
    ordered = sorted(pips, key=lambda pip: pip.contrast, reverse=True)
    return [(pip.center[0] / scale, pip.center[1] / scale) for pip in ordered], [pip.radius / scale for pip in ordered]


def pips_on_places(box: Box, pip_centres: list[Point], value: int, pip_radii_px: Sequence[float] | None = None) -> bool:
    """Whether the pip candidates (frame pixels) inside the face at `box` (corners in order around it) sit on the
    places of one pattern of `value` (`vision.face_template.PATTERNS`), each on a place of its own, all shifted
    alike (the box may sit a little off the face) and, three pips or more, spread alike (the box's size is only
    guessed from a die read nearby, and a die nearer the camera looks larger; spread within
    `tol.EDGE_FIT_PIP_SPREAD`): RMS of their offsets from those places within `tol.EDGE_FIT_MAX_PIP_RESIDUAL`
    units, one pip at least. A face fitted across two dice, or onto print, holds pips off its places.

    With the candidates' radii (`pip_radii_px`, frame pixels), a face whose candidates fail so is judged again
    without its glares (`_glares`): a highlight on a glossy face is found as a large light blob beside its pips."""
    linear, is_inside, inside = _in_face_units(tuple(map(tuple, box)), tuple(map(tuple, pip_centres)))
    if not len(inside):
        return False
    patterns = _PATTERN_PLACES[value]
    if any(_lie_on(inside, places) for places in patterns):
        return True
    if pip_radii_px is None:
        return False
    radii = np.asarray(pip_radii_px, dtype=float)[is_inside]
    unit_px = float(np.linalg.norm(linear, axis=1).mean())
    kept = inside[~_glares(radii, unit_px)]
    return len(kept) < len(radii) and len(kept) > 0 and any(_lie_on(kept, places) for places in patterns)


@lru_cache(maxsize=16)
def _in_face_units(box: Box, pip_centres: tuple[Point, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The map (2, 2) from canonical units to pixels (row vectors) of the face at `box`, which of the pips at
    `pip_centres` (frame pixels) lie inside it (N,) bool, and those in its canonical units (M, 2); read-only. Kept
    for the last few faces: a face is asked about one value after another (`vision.partial_faces.FittingValues`),
    and the least-squares fit costs more than judging a value. As many as a die's faces placed
    (`tol.PARTIAL_MAX_PLACEMENTS`, 12) and a few: `vision.lost_pips` asks about them by their pip places, then again
    by their pip edges (bench-02: 9 faces, 0.9 ms)."""
    corners = np.asarray(box, dtype=float)
    middle = corners.mean(axis=0)
    linear, *_ = np.linalg.lstsq(_SQUARE, corners - middle, rcond=None)
    units = (np.asarray(pip_centres, dtype=float).reshape(-1, 2) - middle) @ np.linalg.inv(linear)
    is_inside = np.all(np.abs(units) < FACE_HALF_SIDE, axis=1)
    inside = units[is_inside]
    linear.flags.writeable = is_inside.flags.writeable = inside.flags.writeable = False
    return linear, is_inside, inside


def _glares(radii_px: np.ndarray, unit_px: float) -> np.ndarray:
    """Which candidates of one face (radii in frame pixels, (N,)) are glares, not pips: larger than any pip of a die
    is (`tol.EDGE_FIT_GLARE_MIN_RADIUS_UNITS` canonical units; pips are about a third) and more than
    `tol.LINK_MAX_RADIUS_RATIO` times the face's least candidate (the pips of one face are alike in size)."""
    return (radii_px > tol.EDGE_FIT_GLARE_MIN_RADIUS_UNITS * unit_px) & (
        radii_px > tol.LINK_MAX_RADIUS_RATIO * radii_px.min()
    )


_PATTERN_PLACES = {  # each value's patterns as pip places (M, 2 canonical units), made once
    value: [np.array([PLACES[name] for name in pattern], float) for pattern in patterns]
    for value, patterns in PATTERNS.items()
}


def _lie_on(pips: np.ndarray, places: np.ndarray) -> bool:
    """Whether the pips (N, 2 canonical units) lie each on a place of its own of `places` (M, 2). One or two pips
    say nothing of the spread, nor of a shift beyond half a place: each is taken to the place it rounds to (see
    `_few_lie_on`). Three or more are taken to their nearest places, the shift and spread fitted to them, a few
    times over (starting centred on them when all the pattern's pips are found: every pattern is centred on its
    face)."""
    if len(pips) > len(places):
        return False
    if len(pips) < 3:
        return _few_lie_on(pips.tolist(), places.tolist())
    spread, shift, pips_middle = 1.0, np.zeros(2), pips.mean(axis=0)  # the pips' middle taken once
    if len(pips) == len(places):
        shift = pips_middle
    for _ in range(3):
        matched = places[np.argmin(np.linalg.norm((pips - shift)[:, None] / spread - places[None], axis=-1), 1)]
        matched_middle = matched.mean(axis=0)
        centred = matched - matched_middle
        spread = float((centred * (pips - pips_middle)).sum() / max((centred**2).sum(), 1e-9))
        if spread <= 0:  # pips lying the other way round from their places
            return False
        shift = pips_middle - spread * matched_middle
    if len({tuple(place) for place in matched.tolist()}) < len(pips):
        return False
    low, high = tol.EDGE_FIT_PIP_SPREAD
    residual = np.sqrt(((pips - (spread * matched + shift)) ** 2).sum(axis=1).mean())
    return low <= spread <= high and residual <= tol.EDGE_FIT_MAX_PIP_RESIDUAL


def _few_lie_on(pips: list[list[float]], places: list[list[float]]) -> bool:
    """`_lie_on` for one or two pips ((x, y) canonical units each) on `places` ((x, y) each), in plain Python: it
    is asked of most faces tried, and numpy costs far more than the arithmetic on so few numbers. The arithmetic is
    numpy's to the bit (the same operations in the same order; a sum from 0 differs at most in a zero's sign, which
    the squares take away)."""
    matched = [[min(max(float(round(value)), -1.0), 1.0) for value in pip] for pip in pips]
    if any(place not in places for place in matched) or len({tuple(place) for place in matched}) < len(pips):
        return False
    pairs = list(zip(pips, matched, strict=True))
    shift_x = sum(x - place_x for (x, _), (place_x, _) in pairs) / len(pairs)
    shift_y = sum(y - place_y for (_, y), (_, place_y) in pairs) / len(pairs)
    rests = [(x - (place_x + shift_x), y - (place_y + shift_y)) for (x, y), (place_x, place_y) in pairs]
    residual = math.sqrt(sum(rest_x * rest_x + rest_y * rest_y for rest_x, rest_y in rests) / len(rests))
    low, high = tol.EDGE_FIT_PIP_SPREAD  # the spread is taken as 1
    return low <= 1.0 <= high and residual <= tol.EDGE_FIT_MAX_PIP_RESIDUAL
