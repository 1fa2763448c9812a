"""Pips seen by their round edges: a die body refused because its pips stood out in no light is read by where the
face shows a circle's edge, whatever its polarity.

A glossy face under the lamp's glare is lifted towards white, and a matt white pip there is no longer lighter than
the face: in the glare it shows darker, beside it lighter, at the glare's rim as light as the face (GNW train
20012's blue 1 beside a glare spot; the dev scenes' blue and red 2s under glare bands). Its paint still ends in a
sharp circle where the plastic around it begins: the colour changes across that edge, pointing away from (or
towards) the pip's middle all around it. So the face's light broader than a pip (a glare's soft spot, a shade) is
taken out (`tol.PIP_EDGE_BROAD_UNITS`), each place is scored by how much more of the colour change on a ring of a
pip's radius about it (`tol.PIP_EDGE_RADIUS_UNITS`) points along the radius than across it (`_radial_excess`: a
straight edge does so on a part of the ring only), and the face is read by the pattern whose pip places stand out
so beyond its empty ones (`vision.face_template`'s patterns, shifts and scales).

Where pips are half lost the empty places spread (a pip under the glare still shows some edge): a reading is taken
only when its pips stand out further than its empty places lie apart (as `vision.chroma_pips.clearer_by_chroma`
takes a faint reading), and not where the places it reads empty lie in a shade deep enough to hide a pip's edge and
a pip there would make another value (`_may_hide_pips`). The reader asks about every die read so
(`tol.PIP_EDGE_CONFIDENCE`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

import cv2
import numpy as np

from vision import tolerances as tol
from vision.face_template import PATTERN_MASK, PATTERN_VALUES, ROOM_PX, TemplateRead, clearest_patterns, place_indices
from vision.layout import FACE_HALF_SIDE

Corners = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]

_SIZE_PX = tol.PIP_EDGE_FACE_PX
_WARPED_CORNERS = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32) * _SIZE_PX + ROOM_PX
_SMOOTHING_PX = 1.0  # the warped face is smoothed this much (Gaussian sigma) so grain makes no edges of its own
_BROAD_PX = tol.PIP_EDGE_BROAD_UNITS * _SIZE_PX / (2 * FACE_HALF_SIDE)  # light broader than a pip, taken out
_RING_WIDTH_PX = 1.0  # a ring's weight falls off across it as a Gaussian of this sigma (a pip's edge is blurred)
_UNITS = tuple(scale * _SIZE_PX / (2 * FACE_HALF_SIDE) for scale in tol.TEMPLATE_SCALES)  # pixels a canonical unit


def read_by_pip_edges(
    image_bgr: np.ndarray,
    corners: Corners,
    pip_centres: Sequence[tuple[float, float]] = (),
    wanted: Callable[[int], bool] | None = None,
    may_be_faint: bool = False,
) -> TemplateRead | None:
    """The value the face at `corners` (frame pixels, in order around it) of the BGR uint8 frame (H, W, 3) shows by
    its pips' round edges; None when no pattern's pips stand out at least `tol.PIP_EDGE_MIN_MARGIN` edge levels
    beyond its empty places and further than those lie apart (`TemplateRead.empty_spread`; `may_be_faint`: or, for a
    caller that asks only where no die was read, fainter but clean, `_stands_out_faintly`), when its empty places
    may hide pips in shade (`_may_hide_pips`), or when one of the pip candidates `pip_centres` (frame pixels) inside
    the face shows a pip's edge as plainly as its faintest pip, off its pips' places (`_pip_off_places`). A caller
    that takes only readings of some values says so by `wanted` (whether it takes a reading of a value): a reading
    of another value reads None without those last, dearer, checks. Does not change the image."""
    warp = cv2.getPerspectiveTransform(np.asarray(corners, np.float32), _WARPED_CORNERS)
    side = _SIZE_PX + 2 * ROOM_PX
    warped = cv2.warpPerspective(image_bgr, warp, (side, side), flags=cv2.INTER_LINEAR)
    as_float = warped.astype(np.float32)
    face = cv2.GaussianBlur(as_float, (0, 0), _SMOOTHING_PX) - cv2.GaussianBlur(as_float, (0, 0), _BROAD_PX)
    along_x, along_y = cv2.Sobel(face, cv2.CV_32F, 1, 0), cv2.Sobel(face, cv2.CV_32F, 0, 1)
    # Summed over the channels: an edge in colour counts.
    tensor = _padded((_channel_sum(along_x * along_x - along_y * along_y), _channel_sum(2 * along_x * along_y)))
    places = [place_indices(side / 2, unit, side) for unit in _UNITS]  # (shifts, 9) flat indices per scale
    scores = np.stack(
        [_radial_excess(tensor, tol.PIP_EDGE_RADIUS_UNITS * unit, at) for unit, at in zip(_UNITS, places, strict=True)]
    )  # (scales, shifts, 9)
    clearest = clearest_patterns(scores)
    scale = max(range(len(clearest)), key=lambda index: clearest[index][0])
    margin, value, faintest, row, pattern = clearest[scale]
    empty_spread = float(np.ptp(scores[scale][row][~PATTERN_MASK[pattern]]))
    stands_out = margin >= max(tol.PIP_EDGE_MIN_MARGIN, empty_spread) or (
        may_be_faint and _stands_out_faintly(margin, empty_spread)
    )
    if not stands_out or (wanted is not None and not wanted(value)):
        return None
    light = cv2.medianBlur(warped.max(axis=2), _light_window(_UNITS[scale])).ravel().take(places[scale][row])
    if _may_hide_pips(light, pattern):
        return None
    if len(pip_centres):
        candidates = cv2.perspectiveTransform(np.asarray(pip_centres, np.float32).reshape(-1, 1, 2), warp).reshape(
            -1, 2
        )
        inside = candidates[((candidates >= ROOM_PX) & (candidates <= side - 1 - ROOM_PX)).all(axis=1)]
        nearest = np.rint(inside).astype(np.intp)
        edges = _radial_excess(tensor, tol.PIP_EDGE_RADIUS_UNITS * _UNITS[scale], nearest[:, 1] * side + nearest[:, 0])
        pip_places = np.transpose(np.divmod(places[scale][row][PATTERN_MASK[pattern]], side)[::-1])
        if _pip_off_places(inside, edges, pip_places, faintest, _UNITS[scale]):
            return None
    return TemplateRead(value, margin, is_dark=False, empty_spread=empty_spread)


def _stands_out_faintly(margin: float, empty_spread: float) -> bool:
    """Whether a pattern whose faintest pip shows `margin` edge levels more than its strongest empty place, its empty
    places `empty_spread` apart, stands out at least `tol.PIP_EDGE_CLEAN_MIN_MARGIN` levels and
    `tol.PIP_EDGE_MIN_CLEANNESS` times as far as its empty places lie apart: a pip's rim in a glare keeps little of its
    edge, while the empty places beside it show the grain alone (dev450 GNW 20461's blue 1, its centre pip beside the
    lamp's spot: 7.1 levels, its empty places 1.3 apart)."""
    return margin >= max(tol.PIP_EDGE_CLEAN_MIN_MARGIN, tol.PIP_EDGE_MIN_CLEANNESS * empty_spread)


def _channel_sum(image: np.ndarray) -> np.ndarray:
    """The sum over the three channels of `image` (H, W, 3), added in their order, as `image.sum(axis=2)` adds them
    (the same numbers) without numpy's reduction over so short an axis, several times dearer (bench-02: 0.1 ms of a
    face's 1.4)."""
    return image[..., 0] + image[..., 1] + image[..., 2]


def _pip_off_places(
    candidates: np.ndarray, edges: np.ndarray, pip_places: np.ndarray, faintest: float, unit: float
) -> bool:
    """Whether a pip candidate inside the face (`candidates`, (N, 2) warped face pixels) lies off every pip place of
    the reading (`pip_places`, (M, 2) pixels; half a `unit` or further from each) and shows a pip's edge there
    (`edges`, (N,) its `_radial_excess` at that ring) at least `faintest` (its faintest pip's): a pip seen where the
    reading has none, as where a body takes in its side face and the pip places fall between the top face's pips
    (GNW train 20072). A light blob whose rim shows no pip's edge is glare, as on a glare band's middle."""
    distances = np.hypot(*(candidates[:, None, :] - pip_places[None, :, :]).transpose(2, 0, 1))  # (N, M)
    is_off = (distances >= 0.5 * unit).all(axis=1)
    return bool((is_off & (edges >= faintest)).any())


def _light_window(unit: float) -> int:
    """The odd width (pixels) of the window a face's light is taken over: `tol.PIP_EDGE_LIGHT_WINDOW_UNITS` units,
    far wider than a pip, so the face around a place sets it, not the place's own pip."""
    return 2 * round(tol.PIP_EDGE_LIGHT_WINDOW_UNITS * unit / 2) + 1


def _may_hide_pips(light: np.ndarray, pattern: int) -> bool:
    """Whether a reading's pips (`pattern`, its index in `PATTERN_MASK`) with pips added on places it reads empty
    but sees in shade would show another value: `light` (the nine places' light, the face's brightest channel around
    each) under `tol.PIP_EDGE_SHADE_SHARE` of its pips' faintest light there. A pip's edge changes the colour as much
    as the light lets it, so in a shade (a hand's, a tray wall's) it fades where the lit pips' edges stand (GNW train
    20072: a blue 5 half in a hand's shade, its two lit pips read as a 2)."""
    shaded = light < tol.PIP_EDGE_SHADE_SHARE * light[PATTERN_MASK[pattern]].min()
    return hides_another_value(pattern, shaded)


def hides_another_value(pattern: int, hidden: np.ndarray) -> bool:
    """Whether the pips of a reading (`pattern`, its index in `PATTERN_MASK`) and pips on some of the places it reads
    empty but where a pip could not be seen (`hidden`, (9,) bool in `PLACES` order) make a pattern of another value."""
    pips = PATTERN_MASK[pattern]
    explaining = (pips <= PATTERN_MASK).all(axis=1) & ((pips | hidden) >= PATTERN_MASK).all(axis=1)
    return bool((PATTERN_VALUES[explaining] != PATTERN_VALUES[pattern]).any())


def _padded(tensor: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """The two parts of a face's gradient `tensor` ((H, W) float32 each) held apart (2, H, W), the face's border
    reflected `_PADDING_PX` out as a whole-face filter would (`cv2.BORDER_REFLECT_101`): once for every ring
    `_radial_excess` weighs on it, each taking as much of the border as its reach (reflected alike however far)."""
    return np.stack([cv2.copyMakeBorder(part, *[_PADDING_PX] * 4, cv2.BORDER_REFLECT_101) for part in tensor])


def _radial_excess(padded: np.ndarray, radius: float, at: np.ndarray) -> np.ndarray:
    """At the face's pixels `at` (flat indices into it, any shape), how much more of the colour change on a ring of
    `radius` pixels (reaching no further than the widest ring read, `_PADDING_PX`) about each points along the ring's
    radius than across it, as a gradient's size (float32, shaped as `at`): the mean over the ring's eighths of each
    one's excess, none taken below 0. A pip's edge points along the radius all around it; a straight edge (a glare
    band's side, the face's border) does so only on the eighth or two it touches, and across the ring on those it
    runs along, which tell of no pip either way (kept apart, they take nothing from a pip's edge on the others).

    With the gradient g at angle φ, its square along a radius at angle θ less its square across is
    |g|² cos 2(φ - θ) = (gx² - gy²) cos 2θ + 2 gx gy sin 2θ: two sums of the gradient's tensor ((gx² - gy²),
    2 gx gy, each summed over the channels; `padded`, `_padded`) weighed over each eighth of the ring by cos 2θ and
    sin 2θ. Only the places read are weighed (a few hundred of a face's thousands of pixels), each on its window of
    the tensor with the face's border reflected. The windows are gathered from the two parts held apart (part, row,
    column), whose window rows lie whole in memory, quicker than from the parts interleaved per pixel. A face's
    places (`place_indices`: each of the nine shifted over a square of `tol.TEMPLATE_SHIFTS_PX`) are weighed a
    place's square of shifts at a time (`_along_by_squares`); other pixels all at once."""
    weights, reach = _ring_weights(round(radius, 2))
    trim = _PADDING_PX - reach
    parts = padded[:, trim : padded.shape[1] - trim, trim : padded.shape[2] - trim]
    size = 2 * reach + 1
    count, height, width = parts.shape
    by_part, by_row, by_column = parts.strides
    windows = np.lib.stride_tricks.as_strided(  # (place rows, place columns, parts, window rows, window columns)
        parts,
        (height - size + 1, width - size + 1, count, size, size),
        (by_row, by_column, by_part, by_row, by_column),
        writeable=False,
    )
    rows, columns = np.divmod(np.asarray(at), width - size + 1)
    if _is_square_of_shifts(rows, columns):
        along = _along_by_squares(windows, rows[0], columns[0], weights)  # (shifts, places, eighths)
    else:
        along = windows[rows.ravel(), columns.ravel()].reshape(rows.size, len(weights)) @ weights  # (places, eighths)
    excess = np.maximum(along, 0.0).mean(axis=-1)
    return (np.sqrt(excess) / _SOBEL_GAIN).reshape(np.shape(at))


def _is_square_of_shifts(rows: np.ndarray, columns: np.ndarray) -> bool:
    """Whether the places at `rows`, `columns` ((shifts, places) each) are a face's places as `place_indices` lays
    them out: each place shifted over one square of consecutive shifts, row by row (`_SQUARE_OF_SHIFTS`)."""
    shifts_down, shifts_across = _SQUARE_OF_SHIFTS
    return (
        rows.ndim == 2
        and len(rows) == len(shifts_down)
        and bool(((rows - rows[0]) == shifts_down[:, None]).all())
        and bool(((columns - columns[0]) == shifts_across[:, None]).all())
    )


def _along_by_squares(windows: np.ndarray, top: np.ndarray, left: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Each eighth's excess (`_radial_excess`) at every shift of each place whose square of shifts begins at `top`,
    `left` ((places,) window indices), (shifts, places, eighths) float32: a square's windows overlap, so they are
    copied as one block, small enough to stay in the processor's cache for its matrix product (bench-02's faces:
    about a quarter quicker than all places gathered at once, whose sums it takes in another order: equal within
    2.5e-5 edge levels over 620 calls on the bench, train and dev scenes)."""
    side = math.isqrt(len(_SQUARE_OF_SHIFTS[0]))
    along = np.empty((side * side, len(top), weights.shape[1]), np.float32)
    for place, (row, column) in enumerate(zip(top.tolist(), left.tolist(), strict=True)):
        square = np.ascontiguousarray(windows[row : row + side, column : column + side])
        np.matmul(square.reshape(side * side, len(weights)), weights, out=along[:, place])
    return along


def _square_of_shifts() -> tuple[np.ndarray, np.ndarray]:
    """The row and column offsets (shifts,) from the first of a square of as many consecutive shifts each way as
    `tol.TEMPLATE_SHIFTS_PX` holds, row by row, as `place_indices` lays a face's places out (when those shifts are
    consecutive)."""
    shifts = np.arange(len(tol.TEMPLATE_SHIFTS_PX))
    across, down = (grid.ravel() for grid in np.meshgrid(shifts, shifts))
    return down, across


_SQUARE_OF_SHIFTS = _square_of_shifts()


_SOBEL_GAIN = 8.0  # a 3×3 Sobel sums 8 times a unit step's gradient per pixel: its square root back to levels a pixel
_RING_PARTS = 8  # a ring's parts, each one's excess taken on its own


@cache
def _ring_weights(radius: float) -> tuple[np.ndarray, int]:
    """Each eighth of a ring of `radius` pixels (its weights summing to 1) weighed by cos 2θ and by sin 2θ of each
    pixel's angle θ about the middle, as one matrix (window pixels × tensor parts, eighths; float32) that turns a
    place's window of the two-part tensor (`_radial_excess`) into each eighth's excess; and the window's reach
    (pixels from its middle to its side)."""
    reach = math.ceil(radius + 3 * _RING_WIDTH_PX)
    ys, xs = np.mgrid[-reach : reach + 1, -reach : reach + 1].astype(np.float32)
    distance, angle = np.hypot(xs, ys), np.arctan2(ys, xs)
    ring = np.where(distance > 0.5, np.exp(-0.5 * ((distance - radius) / _RING_WIDTH_PX) ** 2), 0.0)
    part_of = np.floor((angle + np.pi) / (2 * np.pi) * _RING_PARTS).astype(int) % _RING_PARTS
    parts = np.stack([np.where(part_of == part, ring, 0.0) for part in range(_RING_PARTS)])
    parts /= parts.sum(axis=(1, 2), keepdims=True)
    along = np.stack([parts * np.cos(2 * angle), parts * np.sin(2 * angle)], axis=1)  # (eighths, 2, rows, columns)
    return along.reshape(_RING_PARTS, -1).T.astype(np.float32), reach


# The widest ring's reach: every ring weighed on a face's tensor takes its border from one padding.
_PADDING_PX = max(_ring_weights(round(tol.PIP_EDGE_RADIUS_UNITS * unit, 2))[1] for unit in _UNITS)
