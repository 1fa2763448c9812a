"""Pip layout check: do these pips form a real die face, and where is that face?

Pips are fitted to the canonical faces (corner pips at ±1, centre at 0) by an affine map, which also absorbs
the foreshortening of a tilted camera. A group that fits no face is refused rather than rounded to a value.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import permutations

import cv2
import numpy as np

from vision import tolerances as tol
from vision.glare_ring import glares_beside
from vision.pips import Pip, ring_values

CANONICAL_FACES: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (-1, 1), (1, 1), (0, 0)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}


def _ink_grid(reach_units: float) -> np.ndarray:
    """Canonical points (225, 2) on a 15×15 grid within ±`reach_units`, where a face is checked for stray ink."""
    steps = np.linspace(-reach_units, reach_units, 15)
    return np.array([(x, y) for y in steps for x in steps])


INK_GRID = _ink_grid(tol.INK_REACH_UNITS)
LONE_PIP_INK_GRID = _ink_grid(tol.LONE_PIP_INK_REACH_UNITS)
# A lone pip's face is checked only within `tol.LONE_PIP_INK_DISC_UNITS` of its centre: its turn is not known, and in
# the grid's corners a turned face may end (a black 1 on a light table showed the table as pip ink).
# Measured and left as it is (H118): the face is sized from PIP_RADIUS_UNITS, but on the renders a light pip's blob
# measures 0.40 face units (median of faces of 3+ pips, at the working size and enlarged alike; dark pips 0.30-0.33,
# the real photos' dark pips 0.45-0.47), so a lone light pip's disc reaches 1.8 true units: its face's edge, where a
# bevel's sheen or the table beside it reads as ink (fresh scenes' red 1 at a tray wall, orange 1 on a light table).
# Checking it in true units read those two but lost more (likely as the grid, then ±1.0 units, no longer sees a 3's
# or 5's corner pips, at 1.41 units, around a centre pip seen alone): train DSC 97.6 -> 97.4%, GNW 94.3 -> 93.9%,
# Gönnen 93.6 -> 93.2%, recorded sessions -3 dice (Blöder +2, board +1). Sizing the lone face itself so (its box
# too) lost more still (GNW 94.3 -> 93.1%, real-photo train phantoms 0.5 -> 0.8%).
# Sizing it from the frame's own faces of 3+ pips of its pip kind (H122) is no better: on the renders' train splits
# the per-frame median of light pips is 0.36-0.45 units (10-90%, all sets alike), the same in the frames where the
# shrunk disc loses a die (0.40-0.44) as in those where it reads the missed 1 (0.38-0.41), so it acts as one light
# ratio. That disc (1.5 true units, grid kept) read both 1s but lost GNW train 20066's red 1, Blöder 30067's red 5
# (its faint corner pips, now a 1 asked) and added a phantom 1 (Gönnen 50000); also counting the disc's outer band
# only where ink continues inwards (a corner pip's, not an edge's) lost DSC, GNW, Blöder train dice and a gnw-duo die.
# Judging a refused lone pip again on a face sized from the unit of the image's faces of 3+ pips at its place (an
# affine fit, as `vision.topface.pip_size_at`; H135), ring and ink in that face's units, read dev 30149's red 1 under
# a lit corner but no train die, and read faint-cornered centre pips of blurred 3s and 5s, a 4's and a side face's pip
# as 1s (train: 5 dice asked wrongly, GNW 20045, Blöder 30004, 30090, Gönnen 50094, DSC 10013) and lost Blöder 30014's
# black 1 (another die added changed its view's top faces): the guessed face's larger disc is what sees those pips.
LONE_PIP_IN_REACH = np.hypot(LONE_PIP_INK_GRID[:, 0], LONE_PIP_INK_GRID[:, 1]) <= tol.LONE_PIP_INK_DISC_UNITS
_ALL_IN_REACH = np.ones(len(INK_GRID), bool)  # a face of several pips is checked over all of its grid
_ALL_IN_REACH.flags.writeable = False
FACE_HALF_SIDE = 1.8  # canonical units from the face centre to its edge (pips sit at ±1)
PIP_RADIUS_UNITS = 0.33  # a pip's radius in canonical units on a standard die


@dataclass(frozen=True)
class FaceFit:
    """A die face fitted to a group of pips (working-image pixels).

    value: pips counted (1–6); center: face centre (x, y); linear: 2×2 map from canonical units to pixels;
    residual: RMS fit error in canonical units (0 = perfect); foreshortening: short / long axis of the face (0–1];
    faint_pip_ink: None when every pip counted was found; else how far the place of the one pip counted from its
    ink alone stands out, in pip contrasts (see `vision.faint_pip`).
    """

    value: int
    center: tuple[float, float]
    linear: np.ndarray
    residual: float
    foreshortening: float
    faint_pip_ink: float | None = None

    def corners(self) -> tuple[tuple[float, float], ...]:
        """The four face corners in order around the face, (x, y) pixels."""
        square = FACE_HALF_SIDE * np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)], dtype=float)
        points = square @ self.linear.T + np.asarray(self.center)
        return tuple((float(x), float(y)) for x, y in points)

    @cached_property
    def unit_px(self) -> float:
        """Pixels per canonical unit (geometric mean of the two axes)."""
        return axes(self.linear)[2]


def fit_face(centers: np.ndarray, mean_radius_px: float) -> FaceFit | None:
    """Fit pip centres (N, 2) to the N-pip face; None when N is not 1–6.

    The caller judges `residual`, `foreshortening` and pip size against the tolerances (see `is_real_face`).
    """
    count = len(centers)
    if count == 1:
        unit = mean_radius_px / PIP_RADIUS_UNITS
        return FaceFit(1, (float(centers[0, 0]), float(centers[0, 1])), np.eye(2) * unit, 0.0, 1.0)
    if count in (2, 3):
        return _fit_diagonal(centers)
    if count in (4, 5, 6):
        return _fit_affine(centers)
    return None


def is_real_face(fit: FaceFit, mean_radius_px: float) -> bool:
    """True when the fitted face is one a die can show: pips where they belong, and pips of the right size (a fit
    squashed flat, of pips in a line, has no size: no face)."""
    if fit.unit_px <= 0:
        return False
    pip_units = mean_radius_px / fit.unit_px
    return (
        fit.residual <= tol.LAYOUT_MAX_RESIDUAL
        and fit.foreshortening >= tol.LAYOUT_MIN_FORESHORTENING
        and tol.LAYOUT_PIP_UNITS[0] <= pip_units <= tol.LAYOUT_PIP_UNITS[1]
    )


def _fit_diagonal(centers: np.ndarray) -> FaceFit:
    """Two or three pips on a diagonal: a similarity fit (no tilt can be told from a line of pips). Plain Python:
    far quicker than numpy for three points."""
    points = centers.tolist()
    if len(points) == 2:
        ends, inner = points, None
    else:
        gaps = [
            math.hypot(x - (x_before + x_after) / 2, y - (y_before + y_after) / 2)
            for (x, y), (x_before, y_before), (x_after, y_after) in zip(
                points, points[-1:] + points[:-1], points[-2:] + points[:-2], strict=True
            )
        ]
        middle_index = gaps.index(min(gaps))
        inner, ends = points[middle_index], points[:middle_index] + points[middle_index + 1 :]
    (x0, y0), (x1, y1) = ends
    middle = ((x0 + x1) / 2, (y0 + y1) / 2)
    half = ((x1 - x0) / 2, (y1 - y0) / 2)
    a, b = (half[0] + half[1]) / 2, (half[1] - half[0]) / 2
    linear = np.array([[a, -b], [b, a]])
    residual = 0.0 if inner is None else math.dist(inner, middle) / math.hypot(*half) * math.sqrt(2 / 3)
    return FaceFit(len(points), middle, linear, residual, 1.0)


def _fit_affine(centers: np.ndarray) -> FaceFit:
    """Four to six pips: the best affine fit over every way of assigning pips to the canonical positions."""
    count = len(centers)
    design, solver, orders = _affine_tables(count)
    if count == 6:  # 720 orders: the few that can fit best are found first, in one step
        orders = orders[_likeliest_orders(centers)]
    candidates = centers[orders]  # (P, N, 2)
    maps = solver @ candidates  # (P, 3, 2)
    errors = ((design @ maps - candidates) ** 2).sum(axis=(1, 2))
    best = int(np.argmin(errors))
    linear = maps[best, :2, :].T
    longest, shortest, unit = axes(linear)
    residual = float(np.sqrt(errors[best] / count)) / max(unit, 1e-9)
    center = maps[best, 2, :]
    return FaceFit(count, (float(center[0]), float(center[1])), linear, residual, shortest / longest)


def axes(linear: np.ndarray) -> tuple[float, float, float]:
    """The long and short axis of a 2×2 map (its singular values) and their geometric mean, in closed form (far
    quicker than numpy's general routines for one 2×2 matrix)."""
    (a, b), (c, d) = linear.tolist()
    turning, mirrored = math.hypot(a + d, c - b), math.hypot(a - d, c + b)
    return (turning + mirrored) / 2, abs(turning - mirrored) / 2, math.sqrt(abs(a * d - b * c))


def _likeliest_orders(centers: np.ndarray) -> np.ndarray:
    """Indices (ascending) of the pip orders of `_affine_tables` whose fit error lies within rounding of the least,
    the error told for all at once from the pips' Gram matrix (N, N) weighed by the fit's residual projection: the
    exact fit taken among these alone is the one taken among all, ties to the first included."""
    projection, pairs = _order_pairs(len(centers))
    spread = centers - centers.mean(axis=0)  # the fit ignores a shift; centred, the Gram sums lose no precision
    gram = (spread @ spread.T).ravel()
    errors = gram[pairs] @ projection
    least = float(errors.min())
    return np.flatnonzero(errors <= least + 1e-6 * abs(least) + 1e-9 * max(float(gram.max()), 1.0))


@cache
def _order_pairs(count: int) -> tuple[np.ndarray, np.ndarray]:
    """The N-pip fit's residual projection (N², flattened) and, per pip order, the Gram matrix entries of its ordered
    pip pairs (P, N²): a fit's squared error is their weighted sum."""
    design, solver, orders = _affine_tables(count)
    projection = np.eye(count) - design @ solver
    return projection.ravel(), (orders[:, :, None] * count + orders[:, None, :]).reshape(len(orders), -1)


@cache
def _affine_tables(count: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Design matrix (N, 3), its pseudo-inverse (3, N) and every pip order (P, N) for the N-pip face."""
    design = np.array([(x, y, 1.0) for x, y in CANONICAL_FACES[count]])
    return design, np.linalg.pinv(design), np.array(list(permutations(range(count))))


@dataclass
class Squashing:
    """What `real_fit` does with two or three pips that form a face as a square but for stray ink (the table or a side
    face the square reached across its short axis): fits them again squashed by `foreshortening`, that of the faces
    beside them (see `foreshortening_of`), where given; else refuses them and notes that a squash was `wanted`.

    A search whose fits were made with a `Squashing` without a foreshortening that wanted none decided every fit
    without asking for a squash, so the same search made with any squash decides alike: the faces found are those
    found with one, and need not be sought again (`vision.find.group_faces`; about a third of the grouping of a closer
    look's regions on the GNW bench frames). The note travels with the search rather than back from each fit: the
    searches (`vision.partition`) keep or drop fits by their faces alone, and any refused fit may have wanted one."""

    foreshortening: np.ndarray | None = None
    wanted: bool = False


def real_fit(
    pips: Sequence[Pip],
    channel: np.ndarray,
    others: Sequence[Pip] = (),
    glare_candidates: Sequence[Pip] = (),
    squashing: Squashing | None = None,
) -> FaceFit | None:
    """The face these pips form when it is a real die face (a lone pip only on an even face, but for a glare beside
    it among `glare_candidates`) holding none of `others` (pips not of it, see `holds_other_pips`), else None. The
    others are told first: a face split from a group mostly holds some, and its ink is the costliest check.
    Two or three pips that form a face as a square but for stray ink are handled as `squashing` says (none: refused)."""
    centers = np.array([pip.center for pip in pips])
    mean_radius = plain_mean([pip.radius for pip in pips])
    fit = fit_face(centers, mean_radius)
    if fit is None or not is_real_face(fit, mean_radius) or holds_other_pips(fit, others):
        return None
    glares = glares_beside(pips[0], channel, glare_candidates) if len(pips) == 1 else []
    if len(pips) == 1 and not is_lone_pip_face(pips[0], channel, glares):
        return None
    if shows_only_its_own_pips(fit, pips, channel, glares):
        return fit
    if len(pips) not in (2, 3) or squashing is None:
        return None
    if squashing.foreshortening is None:
        squashing.wanted = True
        return None
    squashed = _fit_squashed_diagonal(centers, squashing.foreshortening)
    if not is_real_face(squashed, mean_radius) or holds_other_pips(squashed, others):
        return None
    if plain_mean([pip.elongation for pip in pips]) * squashed.foreshortening > tol.SQUASHED_FIT_MAX_PIP_STRETCH:
        return None  # pips drawn out far more than the face: not in the plane of the faces beside it (a side face)
    return squashed if shows_only_its_own_pips(squashed, pips, channel) else None


def foreshortening_of(linear: np.ndarray) -> np.ndarray:
    """The squash of a face's map from canonical units to pixels (2×2), without its turn and size: the symmetric
    positive factor of its polar decomposition, scaled to determinant 1. A die's turn on the table and its size
    differ from face to face; the squash is the camera's (its tilt towards the table), shared by flat faces near
    each other."""
    gram = linear @ linear.T
    root_det = math.sqrt(max(float(np.linalg.det(gram)), 0.0))
    squash = (gram + root_det * np.eye(2)) / math.sqrt(float(np.trace(gram)) + 2 * root_det)
    return squash / math.sqrt(float(np.linalg.det(squash)))


def _fit_squashed_diagonal(centers: np.ndarray, squash: np.ndarray) -> FaceFit:
    """Two or three pips on a diagonal of a face squashed by `squash` (see `foreshortening_of`): unsquashed, fitted
    as a square there (`_fit_diagonal`), and squashed back. A line of pips shows no tilt of its own; a face's
    diagonal fitted as a square reaches past a foreshortened die across its short axis, onto the table or a side
    face, whose light or pips then count as stray pip ink (Geht noch was dev 20160's blue 3, its side face's 2 read
    instead)."""
    square = _fit_diagonal(centers @ np.linalg.inv(squash).T)
    linear = squash @ square.linear
    longest, shortest, _ = axes(linear)
    center = squash @ np.asarray(square.center)
    return FaceFit(square.value, (float(center[0]), float(center[1])), linear, square.residual, shortest / longest)


def shows_only_its_own_pips(fit: FaceFit, pips: Sequence[Pip], channel: np.ndarray, glares: Sequence[Pip] = ()) -> bool:
    """True when the face shows no more pip ink than its own pips (a 6 whose middle pips were lost is no 4; a
    dash between printed digits is no 1). `glares`: light spots known to be glare beside a lone pip
    (`vision.glare_ring.glares_beside`), whose ink is none (`_off_glares`).

    Samples the face on a grid inside its pip area (±INK_REACH_UNITS canonical units; a lone pip's face, whose
    size is only guessed from the pip, ±LONE_PIP_INK_REACH_UNITS) and counts samples more than half the contrast
    towards the pip level; more than INK_MAX_EXCESS × what its pips cover means pips (or marks) the fit left out.
    Light pips' ink leaves out a sheen (see `_sharp_ink`): a glossy face's highlight, as bright as white pips or more.
    """
    reach, grid, in_reach = (
        (tol.LONE_PIP_INK_REACH_UNITS, LONE_PIP_INK_GRID, LONE_PIP_IN_REACH)
        if len(pips) == 1
        else (tol.INK_REACH_UNITS, INK_GRID, _ALL_IN_REACH)
    )
    face_level = plain_mean([pip.face_level for pip in pips])
    contrast = plain_mean([pip.contrast for pip in pips])
    towards_pip = -1.0 if pips[0].is_dark else 1.0
    xs, ys = np.rint(grid @ fit.linear.T + fit.center).astype(int).T
    height, width = channel.shape
    if in_reach is _ALL_IN_REACH and xs.min() >= 0 and ys.min() >= 0 and xs.max() < width and ys.max() < height:
        # a face wholly in the image, as most are: every sample counts, and none need be masked out
        inside, standing_out = in_reach, towards_pip * (channel[ys, xs].astype(float) - face_level)
    else:
        inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height) & in_reach
        standing_out = np.zeros(len(grid))
        standing_out[inside] = towards_pip * (channel[ys[inside], xs[inside]].astype(float) - face_level)
    mean_radius = plain_mean([pip.radius for pip in pips])
    own_places = _grid_places(fit.value, reach, math.isqrt(len(grid)))
    if glares:
        standing_out = _off_glares(standing_out, contrast, (xs, ys), glares, own_places)
    pip_units = mean_radius / fit.unit_px
    expected = fit.value * np.pi * pip_units**2 / (2 * reach) ** 2
    samples = max(np.count_nonzero(inside), 1)
    if np.count_nonzero(standing_out > 0.5 * contrast) / samples <= tol.INK_MAX_EXCESS * expected + tol.INK_ALLOWANCE:
        return True
    if pips[0].is_dark:  # a sheen brightens: only light pips can be mistaken for it
        return False
    # Sheens leave out only ink, so they are looked for (costly: edges at every sample) only when the ink is too much.
    pip_steps = pip_units / (2 * reach / (math.isqrt(len(grid)) - 1))
    inked = _sharp_ink(standing_out, steepest_edges(channel, xs, ys, inside), contrast, own_places, pip_steps)
    return inked / samples <= tol.INK_MAX_EXCESS * expected + tol.INK_ALLOWANCE


def _off_glares(
    standing_out: np.ndarray,
    contrast: float,
    grid_xy: tuple[np.ndarray, np.ndarray],
    glares: Sequence[Pip],
    own_places: np.ndarray,
) -> np.ndarray:
    """`standing_out` (a square ink grid's samples towards the pip level, row order, at pixels `grid_xy`) with the
    ink spots that reach into a glare's disc set to 0, unless a spot holds a place of the face's own pips: a glossy
    face's glare beside its pip, as bright as the pip or more and as sharp where a lamp mirrors in it, is no pip the
    fit left out (dev Blöder 30375: a black 1's pip beside a sheen of its glossy top, its ink counted as the sheen's
    too)."""
    side = math.isqrt(len(standing_out))
    inked = (standing_out > 0.5 * contrast).reshape(side, side).astype(np.uint8)
    _, labels = cv2.connectedComponents(inked, connectivity=8)
    labels = labels.ravel()
    xs, ys = grid_xy
    in_glare = np.zeros(len(labels), bool)
    for glare in glares:
        in_glare |= np.hypot(xs - glare.center[0], ys - glare.center[1]) <= glare.radius
    glared = np.setdiff1d(labels[in_glare], np.append(labels[own_places], 0))
    return np.where(np.isin(labels, glared), 0.0, standing_out)


def steepest_edges(channel: np.ndarray, xs: np.ndarray, ys: np.ndarray, inside: np.ndarray) -> np.ndarray:
    """Gradient magnitude (grey levels per pixel, 3×3 Sobel) of `channel` (H, W) at the grid points (xs, ys) of a
    square grid (row order); 0 outside and on the grid's outer ring, which may reach the face's own edge. Taken at
    the points alone (the same values as `cv2.Sobel` over the face, at a fraction of its cost)."""
    side = math.isqrt(len(xs))
    inner = inside & _off_rim(side)
    steepness = np.zeros(len(xs))
    if not inner.any():
        return steepness
    height, width = channel.shape
    columns = _reflected(xs[inner][:, None] + _STEPS, width)  # (points, 3): each point's column and its neighbours'
    rows = _reflected(ys[inner][:, None] + _STEPS, height)
    around = channel[rows[:, :, None], columns[:, None, :]].astype(np.int32)  # (points, 3, 3): rows, then columns
    gx = ((around[:, :, 2] - around[:, :, 0]) @ _SMOOTHING).astype(np.float32) / 8
    gy = ((around[:, 2, :] - around[:, 0, :]) @ _SMOOTHING).astype(np.float32) / 8
    steepness[inner] = np.hypot(gx, gy)
    return steepness


_STEPS = np.array([-1, 0, 1])
_SMOOTHING = np.array([1, 2, 1])  # the 3×3 Sobel kernel's smoothing across its derivative


def _reflected(indices: np.ndarray, length: int) -> np.ndarray:
    """Pixel indices reflected back into 0..length-1 about the first and last pixel (as cv2's default border)."""
    indices = np.abs(indices)
    return np.where(indices >= length, 2 * length - 2 - indices, indices)


@cache
def _off_rim(side: int) -> np.ndarray:
    """The points of a square grid (side², row order) not on its outer ring."""
    rows, columns = np.divmod(np.arange(side * side), side)
    return (rows > 0) & (rows < side - 1) & (columns > 0) & (columns < side - 1)


@cache
def _grid_places(value: int, reach: float, side: int) -> np.ndarray:
    """Indices into a square ink grid (side², ±`reach` units, row order) nearest the pip places of a `value` face."""
    columns, rows = np.rint((np.array(CANONICAL_FACES[value]) + reach) / (2 * reach) * (side - 1)).astype(int).T
    return rows * side + columns


def _sharp_ink(
    standing_out: np.ndarray, steepness: np.ndarray, contrast: float, own_places: np.ndarray, pip_steps: float
) -> int:
    """Grid samples (of a square ink grid, row order, `standing_out` towards the pip level in grey levels) of pip
    ink: over half the contrast, but for a sheen. A sheen is a spot brighter than the face's own pips (the spots at
    `own_places`; only specular light outshines white pips) whose edge (its samples and their neighbours) is nowhere
    `tol.INK_EDGE_SHARE` times as steep (grey levels per pixel, `steepness`) as the own pips' gentlest: a smooth
    brightening, not another pip or a mark, whose edge is as sharp as the pips', blurred alike. Without an own pip
    in view every spot counts. A sheen joined to an own pip (see `_joined_sheen`) counts only that pip's disc
    (`pip_steps`: a pip's radius in grid steps)."""
    side = math.isqrt(len(standing_out))
    inked = (standing_out > 0.5 * contrast).reshape(side, side).astype(np.uint8)
    count, labels = cv2.connectedComponents(inked, connectivity=8)
    near = cv2.dilate(steepness.reshape(side, side).astype(np.float32), np.ones((3, 3), np.uint8))
    sharpness = max_per_label(labels, near, count)
    own = labels.ravel()[own_places]
    own = own[own > 0]
    if not own.size:
        return int(np.count_nonzero(inked))
    peak = max_per_label(labels, standing_out, count)
    sheen = (sharpness < tol.INK_EDGE_SHARE * sharpness[own].min()) & (peak > peak[own].max())
    sheen[0] = True  # the background: no ink
    ink = ~sheen[labels]
    for label in _joined_sheen(labels, peak, standing_out[own_places], own, pip_steps):
        ink &= (labels != label) | _near_places(own_places, side, pip_steps)
    return int(np.count_nonzero(ink))


def _joined_sheen(
    labels: np.ndarray, peak: np.ndarray, at_own_places: np.ndarray, own: np.ndarray, pip_steps: float
) -> list[int]:
    """The labels of own pips' spots that are a sheen joined to the pip: far larger than a pip
    (`tol.JOINED_SHEEN_MIN_PIP_AREAS` pips' discs) and with a core `tol.JOINED_SHEEN_MIN_CORE_RATIO` times as bright
    as the own pips' places or more (only specular light outshines white pips; GNW train 20046, a glare beside a red
    2's pip)."""
    sizes = np.bincount(labels.ravel(), minlength=len(peak))
    least_size = tol.JOINED_SHEEN_MIN_PIP_AREAS * np.pi * pip_steps**2
    least_peak = tol.JOINED_SHEEN_MIN_CORE_RATIO * float(at_own_places.max())
    return [int(label) for label in np.unique(own) if sizes[label] > least_size and peak[label] > least_peak]


def _near_places(places: np.ndarray, side: int, radius_steps: float) -> np.ndarray:
    """The samples of a square grid (side × side) within `radius_steps` grid steps of any of `places` (row order).
    Only for a sheen joined to a pip, which is rare: not cached."""
    rows, columns = np.divmod(np.arange(side * side), side)
    place_rows, place_columns = np.divmod(places, side)
    distance = np.hypot(rows[:, None] - place_rows, columns[:, None] - place_columns).min(axis=1)
    return (distance <= radius_steps).reshape(side, side)


def max_per_label(labels: np.ndarray, values: np.ndarray, count: int) -> np.ndarray:
    """Per label 0..count-1 the largest of `values` under it, 0 at least (`labels` of connected components, which
    use every label, and `values` of the same size); as `np.maximum.at` on zeros, several times quicker."""
    flat = labels.ravel()
    order = np.argsort(flat, kind="stable")
    starts = np.searchsorted(flat[order], np.arange(count))
    return np.maximum(np.maximum.reduceat(np.ravel(values)[order].astype(float), starts), 0.0)


def holds_other_pips(fit: FaceFit, others: Sequence[Pip]) -> bool:
    """True when a pip not of this face lies well inside its box: then the face is not what these pips show."""
    if not others:
        return False
    (a, b), (c, d) = fit.linear.tolist()
    determinant, (x0, y0) = a * d - b * c, fit.center
    inside = tol.FOREIGN_PIP_INSIDE_SHARE * FACE_HALF_SIDE
    for pip in others:  # each offset in canonical units (the inverse map in closed form: a 2×2 matrix)
        dx, dy = pip.center[0] - x0, pip.center[1] - y0
        if max(abs(d * dx - b * dy), abs(a * dy - c * dx)) / abs(determinant) < inside:
            return True
    return False


def is_lone_pip_face(pip: Pip, channel: np.ndarray, glares: Sequence[Pip] = ()) -> bool:
    """A lone pip is a 1 only when round (seen from above) on an even face well beyond its rim (not a logo, a
    key label or a side face), but for the part of it that a glare beside it lifts: `glares`, the glares beside it
    that leave its ring even but for them (`vision.glare_ring.glares_beside`)."""
    if pip.elongation > tol.LONE_PIP_MAX_ELONGATION:
        return False
    inner, outer = (pip.radius * factor for factor in tol.LONE_PIP_RING_RADII)
    ring = ring_values(channel, pip.center, inner, outer)
    if ring is None:
        return False
    even = np.abs(ring.astype(float) - pip.face_level) <= tol.LONE_PIP_EVEN_STEP * pip.contrast
    return (float(even.mean()) >= tol.LONE_PIP_MIN_EVEN_SHARE or bool(glares)) and not _has_corner_pips_around(
        pip, channel
    )


_AROUND = np.linspace(0, 2 * np.pi, 36, endpoint=False)  # directions around a lone pip, 10° apart
_HALF_TURN = len(_AROUND) // 2
_COS_AROUND, _SIN_AROUND = np.cos(_AROUND), np.sin(_AROUND)
# Row s: the indices that turn values per direction by s directions, as np.roll(values, s) does (ten times quicker).
_TURNS = (np.arange(len(_AROUND))[None, :] - np.arange(len(_AROUND))[:, None]) % len(_AROUND)


def _has_corner_pips_around(pip: Pip, channel: np.ndarray) -> bool:
    """Two pip-like spots on opposite sides of a lone pip where the corner pips of a 3 or 5 sit (the diagonal, √2
    units: about 4.3 radii of an ordinary pip; `tol.LONE_PIP_CORNER_RADII`): the centre pip of a face whose
    corner pips were too faint to be found is no 1. A spot is narrow (ink falls off `tol.LONE_PIP_SPOT_SPAN_DEG`
    to either side) and has face beyond it (`tol.LONE_PIP_BEYOND_RADII`), unlike the face's edge and the table
    beyond it, which a big pip of a real 1, or a face seen at a slant, may reach."""
    towards_pip = -1.0 if pip.is_dark else 1.0
    steps = round(tol.LONE_PIP_SPOT_SPAN_DEG / 10)
    beyond = _ink_around(pip, channel, tol.LONE_PIP_BEYOND_RADII, towards_pip)
    if beyond is None:
        return False
    for radii in tol.LONE_PIP_CORNER_RADII:
        ink = _ink_around(pip, channel, radii, towards_pip)
        if ink is None:
            continue
        spot = np.where(
            beyond < tol.LONE_PIP_CORNER_INK / 2, ink - np.maximum(ink[_TURNS[steps]], ink[_TURNS[-steps]]), 0
        )
        if float(np.minimum(spot, spot[_TURNS[_HALF_TURN]]).max()) >= tol.LONE_PIP_CORNER_INK:
            return True
    return False


def _ink_around(pip: Pip, channel: np.ndarray, radii: float, towards_pip: float) -> np.ndarray | None:
    """Per direction of `_AROUND`, how far the channel stands out towards the pip level (in pip contrasts) at
    `radii` pip radii from the pip; None when that circle leaves the channel (H, W)."""
    xs = np.rint(pip.center[0] + radii * pip.radius * _COS_AROUND).astype(int)
    ys = np.rint(pip.center[1] + radii * pip.radius * _SIN_AROUND).astype(int)
    height, width = channel.shape
    if xs.min() < 0 or ys.min() < 0 or xs.max() >= width or ys.max() >= height:
        return None
    return towards_pip * (channel[ys, xs].astype(float) - pip.face_level) / pip.contrast


def plain_mean(values: Iterable[float]) -> float:
    """Mean of a few numbers (plain Python: far quicker than numpy for a handful)."""
    values = list(values)
    return sum(values) / len(values)
