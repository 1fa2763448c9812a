"""Placing a face from some of its pips, the die's size and slant known from a die read beside it.

A face whose pips were partly lost (a glint, a shadow) forms no die face by itself: three pips of a 5 fit no
pattern. But all dice of a set are one size and lie on one table, so a face read nearby tells how a die's top face
looks here: its 2×2 map from canonical units (pips at ±1) to pixels. Undone by that map, the pips found lie on the
lost face's grid of pip places, turned by the die's own heading; the headings and places they fit give the face's
box, which is then read by its pip places (`vision.face_template`). The box comes from where the pips are, not
from where a pattern reads best: when the pips fit more than one place (two pips of a side shift the face either
way), every place whose face reads (`tol.PARTIAL_MIN_MARGIN`) must give one value.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from vision import tolerances as tol
from vision.angles import angle_between
from vision.covered_faces import shows_its_plastic
from vision.edge_fit import pips_on_places
from vision.face_template import TemplateRead, read_face
from vision.layout import FACE_HALF_SIDE

Point = tuple[float, float]
Box = tuple[Point, Point, Point, Point]

_SQUARE = FACE_HALF_SIDE * np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)], dtype=float)
_PLACES = np.array([(x, y) for y in (-1, 0, 1) for x in (-1, 0, 1)], dtype=float)  # the nine pip places
_HEADINGS = np.deg2rad(np.arange(0.0, 90.0, tol.PARTIAL_HEADING_STEP_DEG))  # a face looks the same turned by 90°
_TURNS = np.array([[[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]] for a in _HEADINGS])  # (headings, 2, 2)


def face_map(box: Sequence[Point]) -> np.ndarray:
    """The 2×2 map from canonical units to pixels of a face whose four corners (in order around it) are `box`: a
    copy of the map kept per box (`_face_map_of`), as the reader asks for the few dice it read again and again (dev
    410-429 Blöder Sack: 45 maps a frame of 9 boxes, a least-squares solve of some 30 us each)."""
    return _face_map_of(tuple(map(tuple, np.asarray(box, dtype=float).tolist()))).copy(order="K")


@lru_cache(maxsize=64)  # a frame's dice read, and a few frames' more: bounded, as boxes vary from frame to frame
def _face_map_of(box: tuple[Point, ...]) -> np.ndarray:
    """`face_map` of the box whose corners are `box` (plain floats: hashable, and the very doubles asked about)."""
    corners = np.array(box, dtype=float)
    linear, *_ = np.linalg.lstsq(_SQUARE, corners - corners.mean(axis=0), rcond=None)
    return linear.T


def placed_boxes(pip_centres: Sequence[Point], reference: np.ndarray) -> list[Box]:
    """Every box (four corners in frame pixels) of a face holding the pips at `pip_centres` (frame pixels) on its
    pip places, the face looking as `reference` (a `face_map` of a die read nearby) turned by some heading and
    sized by one of `tol.PARTIAL_SIZES` (perspective: a die farther away looks smaller). Boxes whose pips fit within
    `tol.PARTIAL_MAX_RESIDUAL` units (RMS), one per distinct placement, best fit first. Placements are one when
    their pip places lie on each other's: the same middle turned another way (three pips of a right angle fit a 4
    or, turned 45° and larger, a 5) is another face whose pip places the image must tell apart.

    Kept for the last few pips placed: `vision.lost_pips` places a die's pips twice, its faces read by their pip
    places and then by their pips' edges (bench-02: 0.9 ms a placing)."""
    return list(_placed_boxes(tuple(map(tuple, pip_centres)), tuple(map(tuple, np.asarray(reference).tolist()))))


@lru_cache(maxsize=4)
def _placed_boxes(pip_centres: tuple[Point, ...], reference_rows: tuple[Point, Point]) -> tuple[Box, ...]:
    """`placed_boxes` of the pips at `pip_centres` placed looking as the `face_map` whose rows are
    `reference_rows`."""
    pips, reference = np.asarray(pip_centres, dtype=float), np.array(reference_rows, dtype=float)
    looks = np.stack([size * reference for size in tol.PARTIAL_SIZES])
    residuals, of_look, headings, centres = _fits(pips, looks)
    order = np.argsort(residuals, kind="stable")  # best fit first, as found among equals
    headings, centres, of_look = headings[order], centres[order], of_look[order]
    # All fits' corners at once (one pip fits a face some 2000 ways): the boxes kept are among them.
    squares = (_SQUARE + centres[:, None]) @ np.swapaxes(_TURNS.take(headings, axis=0), 1, 2)  # (fits, 4, 2) units
    boxes = squares @ np.swapaxes(looks.take(of_look, axis=0), 1, 2)  # (fits, 4, 2) pixels
    places = _corner_places(boxes)
    middles = places.mean(axis=1)
    same_px = tol.PARTIAL_SAME_PLACE_UNITS * math.sqrt(abs(np.linalg.det(reference)))
    reach = _same_middle_reach(reference, same_px)
    # Greedy, best fit first: a fit is kept unless a fit kept before it is the same placement. Each fit kept marks
    # the later fits that are its placement at once, looking only at those whose middles lie within reach.
    is_taken = np.zeros(len(order), dtype=bool)
    kept: list[Box] = []
    for index in range(len(order)):
        if is_taken[index]:
            continue
        kept.append(tuple(map(tuple, boxes[index].tolist())))
        if len(kept) == tol.PARTIAL_MAX_PLACEMENTS:
            break
        near = index + 1 + np.flatnonzero(_lengths(middles[index + 1 :] - middles[index]) < reach)
        is_taken[near] |= _is_same_placement(places.take(near, axis=0), places[index], same_px)
    return tuple(kept)


def _same_middle_reach(reference: np.ndarray, same_px: float) -> float:
    """How far apart (pixels) the middles of two faces' corner pip places can lie when they are the same placement
    (`_is_same_placement` within `same_px`), the faces looking as `reference` sized by `tol.PARTIAL_SIZES`. When a
    face's corner places lie more than twice `same_px` apart, each lies near another of the other face's, so the
    middles (their means) lie within `same_px` too (a hair more, for rounding); else no bound is known."""
    closest_corners_px = 2 * min(tol.PARTIAL_SIZES) * float(np.linalg.svd(reference, compute_uv=False).min())
    return same_px * (1 + 1e-9) + 1e-6 if closest_corners_px > 2 * same_px else math.inf


def _corner_places(boxes: np.ndarray) -> np.ndarray:
    """The corner pip places ((..., 4, 2) pixels) of faces with box corners `boxes` ((..., 4, 2) pixels)."""
    middles = boxes.mean(axis=-2, keepdims=True)
    return middles + (boxes - middles) / FACE_HALF_SIDE


def _is_same_placement(places: np.ndarray, others: np.ndarray, same_px: float) -> np.ndarray:
    """Per face of `places` ((..., 4, 2) corner pip places, pixels; broadcast against `others`, (..., 4, 2)),
    whether it puts each of its corner pip places within `same_px` pixels of one of the `others` face's (a face
    looks the same turned by 90°, so which corner is first does not matter); the corner places move most when a face
    turns or grows, the middle one only when it shifts."""
    distances = _lengths(places[..., :, None, :] - others[..., None, :, :])  # (..., own corner, their corner) pixels
    # Over the four corners one by one: numpy reduces over so short a last axis slowly.
    nearest = np.minimum(
        np.minimum(distances[..., 0], distances[..., 1]), np.minimum(distances[..., 2], distances[..., 3])
    )
    is_close = nearest < same_px
    return is_close[..., 0] & is_close[..., 1] & is_close[..., 2] & is_close[..., 3]


def _lengths(vectors: np.ndarray) -> np.ndarray:
    """The lengths of `vectors` (..., 2), as `np.linalg.norm` along the last axis works them out (the root of x² + y²),
    without its checks nor a reduction over that short axis (both cost more than the sum, in a loop over the
    placements kept)."""
    x, y = vectors[..., 0], vectors[..., 1]
    return np.sqrt(x * x + y * y)


def _fits(pips: np.ndarray, looks: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Residuals (F,) in canonical units, looks and headings (F,) (indices of `looks` and `_HEADINGS`) and middles
    (F, 2) in canonical units, the heading undone, of every face of one of the `looks` (L, 2, 2: canonical units to
    pixels) turned by one of `_HEADINGS` whose pip places hold the pips (N, 2 pixels), each on its own; by look,
    heading, then place of the first pip. Every look, heading and place of the first pip is tried at once (arrays
    of looks × headings × places × pips); the fit is worked out only where every pip lands on the face (about a
    third)."""
    seen = (pips @ np.swapaxes(np.linalg.inv(looks), 1, 2))[:, None] @ _TURNS  # (L, headings, N, 2): seen square
    upright = seen[:, :, None]  # (L, headings, 1, N, 2), against the nine places of the first pip
    places = np.rint(upright - (upright[..., :1, :] - _PLACES[:, None]))  # (L, headings, 9, N, 2)
    # Indices into looks × headings × places of the first pip, gathered by take (several times quicker here than
    # indexing by look, heading and place).
    on_face = np.flatnonzero(np.all(np.abs(places) <= 1, axis=(-2, -1)))
    places = places.reshape(-1, *pips.shape).take(on_face, axis=0)  # (on the face, N, 2)
    if pips.shape[0] > 1:  # each pip on a place of its own
        codes = np.sort(3 * places[..., 0] + places[..., 1], axis=-1)  # each place's number, to find one taken twice
        is_apart = np.all(np.diff(codes, axis=-1) > 0, axis=-1)
        on_face, places = on_face[is_apart], places[is_apart]
    upright = seen.reshape(-1, *pips.shape).take(on_face // len(_PLACES), axis=0)
    centres = (upright - places).mean(axis=-2)  # (on the face, 2)
    residuals = np.sqrt(((upright - centres[..., None, :] - places) ** 2).sum(axis=-1).mean(axis=-1))
    is_close = residuals <= tol.PARTIAL_MAX_RESIDUAL
    look, heading = np.divmod(on_face[is_close] // len(_PLACES), len(_HEADINGS))
    return residuals[is_close], look, heading, centres[is_close]


ALL_VALUES = (6, 5, 4, 3, 2, 1)  # by how many of the nine places their patterns hold, most first


def read_placed(
    image_bgr: np.ndarray, boxes: list[Box], pip_centres: Sequence[Point]
) -> tuple[Box, TemplateRead] | None:
    """The face read at the boxes the pips at `pip_centres` (frame pixels) are placed in: the clearest clear reading
    (`is_clear_read`) when every clear one at its heading gives the same value (`agreed_read`) and its face shows
    the plastic around its pips (`vision.covered_faces.shows_its_plastic`: else something covers the die), else
    None. A box is read only as far as the values on whose pattern's places the pips lie (`FittingValues`; a
    reading of another value is never clear), and one where they fit none is not read. Does not change the image."""
    agreed = agreed_read(
        [
            (box, read)
            for box in boxes
            if (fitting := FittingValues(box, tuple(pip_centres))).fits_any()
            and is_clear_read(read := read_face(image_bgr, box, tol.PARTIAL_MIN_MARGIN, fitting.fits), box, pip_centres)
        ]
    )
    return agreed if agreed is None or shows_its_plastic(image_bgr, agreed[0], pip_centres) else None


@dataclass(frozen=True)
class FittingValues:
    """Which values' patterns the pips at `pip_centres` (frame pixels) lie on the places of in the face at `box`
    (`vision.edge_fit.pips_on_places`): the only values the face can be read clearly as (`is_clear_read`). Each
    value is found out when first asked about (tens of microseconds each), so a caller asks only what it needs."""

    box: Box
    pip_centres: tuple[Point, ...]
    _known: dict[int, bool] = field(default_factory=dict, compare=False, repr=False)

    def fits(self, value: int) -> bool:
        """Whether the pips lie on the places of a pattern of `value`."""
        if value not in self._known:
            self._known[value] = pips_on_places(self.box, list(self.pip_centres), value)
        return self._known[value]

    def fits_any(self, values: Iterable[int] = ALL_VALUES) -> bool:
        """Whether the pips lie on the places of a pattern of one of `values` (with more places first: most pips fit
        a 6 or a 5, and the first fit tells)."""
        return any(self.fits(value) for value in values)


def is_clear_read(read: TemplateRead | None, box: Box, pip_centres: Sequence[Point]) -> bool:
    """Whether the reading of the face placed at `box` counts: margin at least `tol.PARTIAL_MIN_MARGIN`, the pips at
    `pip_centres` (frame pixels) on the places of the value read."""
    return (
        read is not None
        and read.margin >= tol.PARTIAL_MIN_MARGIN
        and pips_on_places(box, list(pip_centres), read.value)
    )


def agreed_read(clear: Sequence[tuple[Box, TemplateRead]]) -> tuple[Box, TemplateRead] | None:
    """The clearest of the clear readings of placed faces (the first of equals, in the order given) when every one
    at its heading gives the same value, else None (the pips do not tell which face they are on: two pips of a side
    shift the face either way). A face turned off the die's heading reads, if at all, the true face's pips and the
    plain between them on its own places; its reading does not veto the die's own."""
    if not clear:
        return None
    best = max(clear, key=lambda item: item[1].margin)
    if len({read.value for box, read in clear if _is_same_heading(box, best[0])}) > 1:
        return None
    return best


def _is_same_heading(box: Box, other: Box) -> bool:
    """Whether two faces are turned alike (headings modulo 90°, from their first sides): within the turn that moves
    a corner pip place (√2 units out) by `tol.PARTIAL_SAME_PLACE_UNITS`, as `_is_same_placement` tells places apart."""
    headings = [math.atan2(b[1][1] - b[0][1], b[1][0] - b[0][0]) for b in (box, other)]
    return angle_between(*headings, full_turn=math.pi / 2) < tol.PARTIAL_SAME_PLACE_UNITS / math.sqrt(2)
