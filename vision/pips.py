"""Reading pips: every small round blob that stands out from an even die face around it, in both polarities.

Dark pips are found on light dice (white, silver) in the grey image; light pips on coloured or dark dice in the
per-pixel minimum of the three channels, where white stays bright and every saturated colour goes dark.
A pip must be smaller than the adaptive-threshold window (1/22 of the frame's long side, about 29 px in a
640-px working frame), which holds for dice seen from 25–60 cm.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import NamedTuple

import cv2
import numpy as np

from vision import tolerances as tol
from vision.blob_statistics import blob_statistics_with_sums
from vision.quantiles import median


@dataclass(frozen=True)
class Pip:
    """One pip candidate in working-image pixels.

    center: (x, y); radius: equivalent-disc radius; elongation: major / minor axis (1 = round);
    angle_rad: direction of the major axis; contrast: |pip - face| in grey levels (0–255);
    face_level: the face brightness around the pip; is_dark: True for a dark pip on a light face;
    row: for a pip of a row of a face found blurred together (`_is_row_of_a_face`), the centres of that row's pips as
    found, the same for each of them: the pips of one row lie on one face (`vision.find` keeps them together);
    empty for a pip found on its own.
    """

    center: tuple[float, float]
    radius: float
    elongation: float
    angle_rad: float
    contrast: float
    face_level: float
    is_dark: bool
    row: tuple[tuple[float, float], ...] = ()


@dataclass(frozen=True)
class PipRules:
    """How strictly a blob is judged a pip. The defaults hold anywhere in a frame; inside a die body (see
    `vision.views.body_view`) the body is evidence enough to accept pips that glints and recessed shading spoil."""

    block_fraction: float = tol.THRESHOLD_BLOCK_FRACTION  # threshold window, share of the frame's long side
    min_box_fill: float = tol.PIP_MIN_FILL  # blob area / its bounding-box area, a cheap first cut
    min_ellipse_fill: float = tol.PIP_MIN_ELLIPSE_FILL
    max_ring_spread: float = tol.PIP_MAX_RING_SPREAD
    rim_glint_min_hull_share: float = tol.RIM_GLINT_MIN_HULL_SHARE
    max_mirrored_ring_spread: float = tol.PIP_MAX_RING_SPREAD  # a pip on a metal face (see `_max_ring_spread`)


ENLARGED = PipRules(block_fraction=tol.ENLARGED_THRESHOLD_BLOCK_FRACTION, min_box_fill=tol.ENLARGED_PIP_MIN_FILL)
# ... and for a set with a metal die, whose face mirrors the room (see `_max_ring_spread`)
ENLARGED_BESIDE_METAL = replace(ENLARGED, max_mirrored_ring_spread=tol.MIRRORED_PIP_MAX_RING_SPREAD)
INSIDE_A_BODY = PipRules(
    block_fraction=tol.ENLARGED_THRESHOLD_BLOCK_FRACTION,
    min_box_fill=tol.ENLARGED_PIP_MIN_FILL,
    min_ellipse_fill=tol.BODY_PIP_MIN_ELLIPSE_FILL,
    max_ring_spread=tol.BODY_PIP_MAX_RING_SPREAD,
    rim_glint_min_hull_share=tol.BODY_RIM_GLINT_MIN_HULL_SHARE,
)


def find_pips(
    grey: np.ndarray,
    lightness: np.ndarray,
    frame_long_side_px: int | None = None,
    kinds: tuple[bool, ...] = (True, False),
    rules: PipRules = PipRules(),
) -> list[Pip]:
    """All pip candidates, dark pips first; may include pips of side faces. A pip found as both kinds is a dark pip
    (`_outside_dark_pips`).

    grey: the frame (or a region of it) in grey (H, W) uint8; lightness: the per-pixel minimum of B, G and R
    (H, W) uint8; frame_long_side_px: the long side of the whole frame at this scale, which sets the threshold
    window and the largest pip (default: the long side of `grey`); kinds: which to look for, True for dark pips
    and False for light ones (default both); rules: how strictly blobs are judged (`ENLARGED` in a view enlarged
    past full size, where a die face is as large as the usual threshold window and would stand out whole).
    """
    long_side = frame_long_side_px or max(grey.shape)
    found = {
        is_dark: _pips_of_polarity(grey if is_dark else lightness, long_side, rules, is_dark=is_dark)
        for is_dark in kinds
    }
    if True in found and False in found:
        found[False] = _outside_dark_pips(found[False], found[True])
    return [pip for is_dark in kinds for pip in found[is_dark]]


def _outside_dark_pips(light: list[Pip], dark: list[Pip]) -> list[Pip]:
    """The light pip candidates that are no twin of a dark one: inside it, no larger and not far smaller
    (`tol.PIP_TWIN_MAX_RADIUS_RATIO`). A grey pip on a blue face is darker than the face in the brightest channel and
    lighter than it in the darkest, so it is found as both kinds; it is a dark pip, and its light twin would make a
    face of its own (Blöder train 30091: the middle pip of a blue 3, found light alone, read as a 1 in place of the
    3). A die's face found as one dark blob is no twin of the light pips it holds: it is far larger."""
    if not light or not dark:
        return light
    dark_centres = np.array([pip.center for pip in dark])
    dark_radii = np.array([pip.radius for pip in dark])[None, :]
    light_centres = np.array([pip.center for pip in light])
    light_radii = np.array([pip.radius for pip in light])[:, None]
    distance = np.hypot(*(light_centres[:, None, :] - dark_centres[None, :, :]).transpose(2, 0, 1))
    is_twin = (
        (distance < dark_radii)
        & (light_radii <= dark_radii)
        & (dark_radii <= tol.PIP_TWIN_MAX_RADIUS_RATIO * light_radii)
    )
    return [pip for pip, has_twin in zip(light, is_twin.any(axis=1).tolist(), strict=True) if not has_twin]


def _pips_of_polarity(channel: np.ndarray, long_side: int, rules: PipRules, *, is_dark: bool) -> list[Pip]:
    height, width = channel.shape
    block = max(3, int(long_side * rules.block_fraction) | 1)
    # A light blob's sums (moments and level) are gathered with its statistics: it is measured without its pixels.
    labels, stats, centroids, sums = _blobs_with_sums(
        _standing_out(channel, block, is_dark), None if is_dark else channel
    )
    x, y, w, h, area = stats.T
    max_area = (long_side * tol.PIP_MAX_SIDE_FRACTION) ** 2
    is_inside = (x > 0) & (y > 0) & (x + w < width) & (y + h < height)
    is_squat = np.maximum(w, h) <= tol.PIP_MAX_ELONGATION * np.minimum(w, h) + 1
    is_candidate = (
        (area >= tol.PIP_MIN_AREA_PX) & (area <= max_area) & (area >= rules.min_box_fill * w * h) & is_squat & is_inside
    )
    # A face-sized blob: its square box (a face's rim with its pips joined, however little of the box it fills).
    is_face = (
        (area > max_area)
        & (area <= tol.FACE_BLOB_MAX_PIP_AREAS * max_area)
        & (np.maximum(w, h) <= tol.FACE_BLOB_MAX_ASPECT * np.minimum(w, h))
        & is_inside
    )
    # A light pip joined to the glare line along its face's edge: too thin or too long a blob for a pip, but no
    # larger than a face blob; its core (see `_measure`) holds the pip. Of dark blobs only small ones (below).
    is_joined = (
        ~is_candidate
        & ~is_face
        & (
            (area >= tol.JOINED_PIP_MIN_PIP_AREAS * max_area)
            | (is_squat & (area >= tol.SPARSE_JOINED_PIP_MIN_PIP_AREAS * max_area))
        )
        & (area <= tol.FACE_BLOB_MAX_PIP_AREAS * max_area)
        & is_inside
    )
    # A small joined blob (one whose box is squat but sparsely filled) holds one pip joined to a highlight, or a dark
    # pip joined to its face's rim; several pips in so small a blob are a side face's, drawn together (Gönnen train
    # 50013: a cocked 6 read face-on).
    is_small_joined = is_joined & (area < tol.JOINED_PIP_MIN_PIP_AREAS * max_area)
    if is_dark:
        is_joined = is_small_joined
    chosen = np.flatnonzero(is_candidate | is_face | is_joined)
    candidates = chosen + 1  # their labels
    rows, centres = stats[chosen].tolist(), centroids[chosen].tolist()  # plain numbers: quicker per blob
    blob_sums = sums[chosen].tolist() if sums is not None else [None] * len(rows)
    pips = []
    for index, row, centre, is_face_sized, is_small, blob_sum in zip(
        candidates.tolist(),
        rows,
        centres,
        is_face[chosen].tolist(),
        is_small_joined[chosen].tolist(),
        blob_sums,
        strict=True,
    ):
        if is_face_sized:
            pips += _pips_in_face(channel, labels, index, row, is_dark, rules)
            continue
        if is_dark and is_small:
            pips += _pip_on_its_rim(channel, labels, index, row, rules)
            continue
        measured = _measure(channel, labels, index, row, centre, is_dark, rules, max_area, blob_sum)
        if len(measured) == 1 and row[4] >= tol.PIP_SIZED_FACE_MIN_PIP_AREAS * max_area:
            measured = _pips_of_a_pip_sized_face(channel, labels, index, row, is_dark, rules, measured[0])
        if not is_small or len(measured) <= 1:
            pips += measured
        elif _is_row_of_a_face(measured):
            pips += _as_a_row(measured)
    return pips


def _as_a_row(pips: list[Pip]) -> list[Pip]:
    """The pips of a row of a face (`_is_row_of_a_face`), each marked with the row's centres (`Pip.row`)."""
    centres = tuple(pip.center for pip in pips)
    return [replace(pip, row=centres) for pip in pips]


def cuts_a_row(part: Iterable[Pip], rest: Iterable[Pip]) -> bool:
    """Whether `part` holds a pip of a row of a face (`Pip.row`) of which a pip is among `rest` too: a face of
    `part` would cut that row, whose pips the finder saw joined on one face, between two dice."""
    rows = {pip.row for pip in part if pip.row}
    return bool(rows) and any(pip.row in rows for pip in rest)


def _is_row_of_a_face(pips: list[Pip]) -> bool:
    """Whether the pips found in one blob (two or more) are a row of a top face blurred together: at most three
    round pips on a straight line, evenly spaced, as far apart as a face's pips are for their size. A small die's rows
    of small light pips (a black 6's two rows of three) blur into rods of bumps, one blob per row; a side face drawn
    together joins its pips too, but seen slantwise they are drawn out and crowded closer than a top face's."""
    if len(pips) > 3 or any(pip.elongation > tol.ROW_PIP_MAX_ELONGATION for pip in pips):
        return False
    first, *between, last = _along_a_line([pip.center for pip in pips])
    pitches = [math.dist(a, b) for a, b in zip([first, *between], [*between, last], strict=True)]
    if min(pitches) < tol.ROW_MIN_PITCH_RADII * float(np.mean([pip.radius for pip in pips])):
        return False
    if not between:
        return True
    (span_x, span_y), (to_middle_x, to_middle_y) = np.subtract(last, first), np.subtract(between[0], first)
    off_line = abs(span_x * to_middle_y - span_y * to_middle_x) / math.hypot(span_x, span_y)
    return bool(
        off_line <= tol.ROW_MAX_OFF_LINE_PITCHES * np.mean(pitches)
        and max(pitches) <= tol.ROW_MAX_PITCH_RATIO * min(pitches)
    )


def _along_a_line(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Two or three points in order along the line through them: the two farthest apart first and last."""
    first, last = max(
        ((i, j) for i in range(len(points)) for j in range(i + 1, len(points))),
        key=lambda pair: math.dist(points[pair[0]], points[pair[1]]),
    )
    return [points[first], *[point for k, point in enumerate(points) if k not in (first, last)], points[last]]


def _standing_out(channel: np.ndarray, block: int, is_dark: bool) -> np.ndarray:
    """Where `channel` (H, W) uint8 stands out from the mean of the `block`-pixel square around it by more than
    `tol.THRESHOLD_OFFSET` (below it for dark pips, above for light ones), as 255 (else 0): bit for bit
    `cv2.adaptiveThreshold` with `ADAPTIVE_THRESH_MEAN_C` (the same rounded box mean, its border replicated), at
    about two thirds of its cost, as its per-pixel table look-up is replaced by two vectorised OpenCV calls. The
    offset moves the mean, saturated: a mean pushed past 255 (or below 0) leaves no pixel past it, as it should.
    Each step writes over the mean, pixel by pixel: one frame-sized array made, not three."""
    mean = cv2.boxFilter(channel, -1, (block, block), borderType=cv2.BORDER_REPLICATE | cv2.BORDER_ISOLATED)
    if is_dark:  # at least the offset below the mean: below the mean less the offset, plus one
        return cv2.compare(channel, cv2.subtract(mean, tol.THRESHOLD_OFFSET - 1, dst=mean), cv2.CMP_LT, dst=mean)
    return cv2.compare(channel, cv2.add(mean, tol.THRESHOLD_OFFSET, dst=mean), cv2.CMP_GT, dst=mean)


def _blobs(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The 8-connected blobs of a binary mask (H, W) uint8 0/255, numbered 1, 2, ... as
    `cv2.connectedComponentsWithStats` numbers them: their labels (H, W), and for blob i + 1 its row i of stats
    (x, y, w, h, area; int32) and of centroids (x, y; float64), bit for bit OpenCV's, the background's row left out.
    OpenCV's own statistics: gathered while labelling, they cost less than gathering them from the set pixels after
    (`_blobs_with_sums`, worth it only for the sums it gathers too)."""
    labels, stats, centroids, _ = _blobs_with_sums(mask)
    return labels, stats, centroids


def _blobs_with_sums(
    mask: np.ndarray, values: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray | None]:
    """`_blobs`, and with `values` (H, W uint8) for blob i + 1 its row i of the sums over its pixels of x, y, x², xy,
    y² and its `values` (`vision.blob_statistics.blob_statistics_with_sums`) where the statistics are gathered from
    the set pixels (else None): only on a mask with less than `_SPARSE_MASK_SHARE` of its pixels set (a threshold
    mask of a frame holds 1-4 %), where the sums save cutting out each light pip candidate's pixels (`_measure`).
    Without `values`, OpenCV's statistics: gathered from the set pixels they cost more than OpenCV's (dark pip masks
    of 640×480 and 1280×960 frames: 0.48-0.60 and 1.78-1.87 ms a mask, OpenCV's 0.40-0.43 and 1.56-1.66 ms)."""
    filled = cv2.countNonZero(mask)
    if values is None or filled >= _SPARSE_MASK_SHARE * mask.size:
        _, labels, stats, centroids = cv2.connectedComponentsWithStatsWithAlgorithm(
            mask, 8, *_quickest_labelling(mask, filled)
        )
        return labels, stats[1:], centroids[1:], None
    count, labels = cv2.connectedComponentsWithAlgorithm(mask, 8, *_quickest_labelling(mask, filled))
    return (labels, *blob_statistics_with_sums(mask, labels, count, values))


_SPARSE_MASK_SHARE = 1 / 24  # below it, blob statistics and sums gathered from the set pixels are the quicker


def _quickest_labelling(mask: np.ndarray, filled: int | None = None) -> tuple[int, int]:
    """(label type, algorithm) that label a binary mask (H, W) quickest, 8-connected: 16-bit labels with the
    Spaghetti algorithm where they cannot run out (fewer than 65535 foreground pixels, as each blob holds one at
    least, or an image of at most 65535 blocks of 2×2 pixels, each holding at most one blob's first pixel), about
    three times quicker on the regions of a closer look and an eighth on a working-size frame's threshold mask (a few
    percent of it foreground); 32-bit labels with BBDT otherwise (as quick there; Spaghetti is slower with 32-bit
    labels). Both number the blobs alike, in the order their first pixels come row by row, as OpenCV's default
    does. `filled`: the mask's set pixels when counted already."""
    height, width = mask.shape
    blocks = ((height + 1) // 2) * ((width + 1) // 2)
    if blocks < _MAX_16_BIT_LABELS or (cv2.countNonZero(mask) if filled is None else filled) < _MAX_16_BIT_LABELS:
        return cv2.CV_16U, cv2.CCL_SPAGHETTI
    return cv2.CV_32S, cv2.CCL_BBDT


_MAX_16_BIT_LABELS = 65535  # label 0 is the background


def _measure(
    channel,
    labels,
    index,
    stats: list[int],
    centroid: list[float],
    is_dark,
    rules: PipRules,
    max_area: float,
    sums: list[float] | None = None,
) -> list[Pip]:
    """The pip a blob is, or none when it is too long, not a filled ellipse (a letter, a ring) or its surroundings
    are not an even face. `sums`: a light blob's sums over its pixels (x, y, x², xy, y² and its level, see
    `_blobs_with_sums`) when gathered: its ellipse and mean level are taken from them, the same to the bit, and its
    pixels are cut out only when it is no pip shape (a dark blob's ellipse is taken with its glints filled, from its
    pixels: no sums are gathered for it).

    When the blob is no pip shape, its core is tried: the pixels past half-way from the face level to the pip's
    extreme, which leaves out a bevel highlight or blur halo that joined the pip at the threshold; a core in
    several parts is several pips that touched at the threshold, each judged on its own. It is not tried when even
    the blob's extreme stands out from the face ring less than a pip must (`tol.PIP_MIN_CONTRAST`): most blobs of a
    textured table or of print are such specks, and their cores cost the most of all blobs to judge.
    """
    x, y, w, h, area = stats
    window = channel[y : y + h, x : x + w]
    blob = None if sums is not None else _blob_pixels(labels, index, stats)
    if blob is None:
        coarse = _ellipse_of_moments(*_moments_in_window(area, sums, (x, y)))
    else:
        coarse = _ellipse(_with_glints_filled(blob) if is_dark else blob)
    if coarse is None:
        return []
    face = _face_around(channel, centroid, coarse, is_dark)
    if face is None:
        return []
    if _is_pip_shaped(coarse, rules):
        inside = sums[5] * (1.0 / area) if blob is None else cv2.mean(window, mask=blob)[0]  # as `cv2.mean` divides
        pip = _pip_at_level(inside, (x, y), coarse, face, is_dark, rules)
        return [pip] if pip is not None else []
    blob = _blob_pixels(labels, index, stats) if blob is None else blob
    darkest, brightest, _, _ = cv2.minMaxLoc(window, mask=blob)
    extreme = darkest if is_dark else brightest
    if abs(extreme - face[0]) < tol.PIP_MIN_CONTRAST:
        return []  # a speck of texture or print: even its extreme stands out less from the face than a pip does
    core = _core(window, blob, face[0], extreme, is_dark)
    pips = _pips_of_core(channel, (x, y), core, is_dark, rules, None if is_dark else max_area)
    if is_dark or not _may_be_a_face(w, h, max_area):
        return pips
    return pips + _pips_on_a_pale_face(channel, (x, y), window, blob, face[0], extreme, rules, pips)


def _may_be_a_face(width_px: int, height_px: int, max_area: float) -> bool:
    """Whether a light blob's box (px) is a face's: nearly square (`tol.FACE_BLOB_MAX_ASPECT`) and, across its
    shorter side, at least `tol.PALE_FACE_MIN_SIDE_PIP_SIDES` of the largest pip's side (the root of `max_area`, px²)
    wide, as a die's face is; a light pip joined to a glint or a glare line is narrower."""
    shorter, longer = sorted((width_px, height_px))
    return longer <= tol.FACE_BLOB_MAX_ASPECT * shorter and shorter >= tol.PALE_FACE_MIN_SIDE_PIP_SIDES * math.sqrt(
        max_area
    )


def _pips_on_a_pale_face(
    channel,
    corner: tuple[int, int],
    window: np.ndarray,
    blob: np.ndarray,
    ring_level: float,
    brightest: float,
    rules: PipRules,
    found: list[Pip],
) -> list[Pip]:
    """The light pips on a pale face that stands out whole from a darker table and swallows them, in a blob sparser
    than a pip (its box a face's, `_may_be_a_face`; its shaded part and the pips' rims are holes in it), so it never
    reaches the face-blob search (`_pips_in_face`): cut half-way from the table's level (`ring_level`), the blob
    keeps the whole face (Gönnen's grey fifth die). When the blob stands out from the table by a pip's contrast and
    its `brightest` pixel from its own level (the face's, its median) likewise, it is cut as a face blob is, half-way
    from its own level to its brightest; each part judged as a pip is kept when the face ring around it lies at the
    face's level (within `tol.PALE_FACE_PIP_MAX_LEVEL_STEP` of its contrast: a glint on the bevel or a pip at the
    rim has the table in its ring) and apart from the pips `found` in the blob already."""
    face_level = _median_level(window[blob.view(bool)])
    if face_level - ring_level < tol.PIP_MIN_CONTRAST or brightest - face_level < tol.PIP_MIN_CONTRAST:
        return []
    return [
        pip
        for pip in _pips_of_core(channel, corner, _core(window, blob, face_level, brightest, False), False, rules)
        if abs(pip.face_level - face_level) <= tol.PALE_FACE_PIP_MAX_LEVEL_STEP * pip.contrast
        and all(math.dist(pip.center, other.center) > other.radius + pip.radius for other in found)
    ]


def _blob_pixels(labels: np.ndarray, index: int, stats: list[int]) -> np.ndarray:
    """The pixels of blob `index` of `labels` in its box (`stats`: x, y, w, h, ...), (h, w) uint8 0/1."""
    x, y, w, h, _ = stats
    return (labels[y : y + h, x : x + w] == index).view(np.uint8)


def _pips_in_face(channel, labels, index, stats: list[int], is_dark, rules: PipRules) -> list[Pip]:
    """The pips inside a blob too large for a pip (up to `tol.FACE_BLOB_MAX_PIP_AREAS` of the largest): a light face
    on a darker table (or a dark one on a lighter) stands out whole and swallows its pips. They are the pixels past
    half-way from the face's own level (the blob's median) to its extreme, each part judged as a pip on its own
    (its face ring then lies on the face); none when even the extreme stands out less than a pip must."""
    x, y, w, h, _ = stats
    window = channel[y : y + h, x : x + w]
    blob = _blob_pixels(labels, index, stats)
    darkest, brightest, _, _ = cv2.minMaxLoc(window, mask=blob)
    extreme = darkest if is_dark else brightest
    own_level = _median_level(window[blob.view(bool)])
    if abs(extreme - own_level) < tol.PIP_MIN_CONTRAST:
        return []
    return _pips_of_core(channel, (x, y), _core(window, blob, own_level, extreme, is_dark), is_dark, rules)


def _pips_of_a_pip_sized_face(
    channel, labels, index, stats: list[int], is_dark, rules: PipRules, pip: Pip
) -> list[Pip]:
    """The pips inside a blob measured as one large pip (`pip`) when it holds `tol.PIP_SIZED_FACE_MIN_PIPS` or
    more pips of a face's pip size (each at most `tol.PIP_SIZED_FACE_MAX_PIP_SHARE` of its radius), else `pip`
    alone. A pale or glared face on a dark table stands out whole as one round blob just under the largest pip's
    area (DSC dev 10395's pink 5); a real pip is an even disc, with a glint and a halo in its recess at most."""
    inner = _pips_in_face(channel, labels, index, stats, is_dark, rules)
    if len(inner) >= tol.PIP_SIZED_FACE_MIN_PIPS and all(
        part.radius <= tol.PIP_SIZED_FACE_MAX_PIP_SHARE * pip.radius for part in inner
    ):
        return inner
    return [pip]


def _pip_on_its_rim(channel, labels, index, stats: list[int], rules: PipRules) -> list[Pip]:
    """The dark pip in a small sparse blob (see `is_small_joined`) that is a pip joined to its own face's rim, as
    one list (none or one). A silver face on a white table is darker than the table, so its rim falls below the
    threshold beside the table and joins a pip near the edge into a blob too sparse for a pip (DSC train 10031: a
    silver 3's corner pip). The ring around such a blob lies on the table, so the pip is cut at half-way from the
    blob's own level (its median: the rim, the face's level) to its darkest, as in a face blob (`_pips_in_face`);
    it is kept only when the face ring around it is at that rim level (within `tol.RIM_PIP_MAX_LEVEL_STEP` of its
    contrast): print on a card joins its dots to ink lines darker than the card around them."""
    x, y, w, h, _ = stats
    window = channel[y : y + h, x : x + w]
    blob = _blob_pixels(labels, index, stats)
    darkest = cv2.minMaxLoc(window, mask=blob)[0]
    rim_level = _median_level(window[blob.view(bool)])
    if rim_level - darkest < tol.PIP_MIN_CONTRAST:
        return []
    pips = [
        pip
        for pip in _pips_of_core(channel, (x, y), _core(window, blob, rim_level, darkest, True), True, rules)
        if abs(pip.face_level - rim_level) <= tol.RIM_PIP_MAX_LEVEL_STEP * pip.contrast
    ]
    return pips if len(pips) == 1 else []


def _median_level(levels: np.ndarray) -> float:
    """The median of uint8 `levels` (1-D, not empty) as np.median takes it (the mean of the middle two of an even
    count), from a radix sort: several times quicker than np.median's selection on a face blob's thousands."""
    ordered = np.sort(levels, kind="stable")
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return float(ordered[middle])
    return (float(ordered[middle - 1]) + float(ordered[middle])) / 2


def _pips_of_core(
    channel, corner, core: np.ndarray, is_dark: bool, rules: PipRules, thick_part_max_area: float | None = None
) -> list[Pip]:
    """The pips among the parts of a blob's core (window pixels, (h, w) uint8 0/1; `corner`: the window's (x, y)
    in `channel`): a core in several parts is several pips that touched at the threshold, each judged on its own.
    Each part is judged cut to its own box (at `origin` in the window): a face-sized blob's core holds its pips and
    bits of its rim, each far smaller than the window, and every step past here costs by the pixels it is given.

    With `thick_part_max_area` (px, the largest pip's area), a part of no pip's shape is searched for a pip joined
    to a thin line (see `_thick_parts`) no larger than that; such a pip is kept only on a coloured face, dark in the
    lightness image, which it stands out from by at least the face's own level: on a white face the light strips
    between its dark pips stand out far less (DSC train 10011, 10036: a white 5 lost to such strips).
    """
    parts, boxes = _boxed_parts(core)
    pips = []
    for part, (left, top, width, height, area) in enumerate(boxes, start=1):
        if not _may_be_pip_sized(area, is_dark, rules):
            continue  # most parts of a letter's or a texture's core: told by their area, before any shape is taken
        if len(boxes) == 1:
            piece, origin = core, (0, 0)  # the part is the core
        else:
            piece, origin = (parts[top : top + height, left : left + width] == part).view(np.uint8), (left, top)
        shape = _ellipse(piece, origin)
        if not _is_pip_shaped(shape, rules) and is_dark:
            filled = _with_rim_glint_filled(piece, rules.rim_glint_min_hull_share)
            shape = shape if filled is piece else _ellipse(filled, origin)  # the piece itself: its ellipse is known
        if _is_pip_shaped(shape, rules):
            pips += _judged(channel, corner, piece, shape, is_dark, rules, origin)
            continue
        deeper = _deeper_pips(channel, corner, piece, origin, is_dark, rules)
        if deeper:
            pips += deeper
            continue
        # The opening that finds thick parts is judged in the whole window, as near its edge it sees past the part.
        for thick_part in (
            _thick_parts(_in_window(piece, origin, core.shape), thick_part_max_area)
            if thick_part_max_area and _may_be_thick(piece)
            else []
        ):
            pips += [
                pip
                for pip in _judged(channel, corner, thick_part, _ellipse(thick_part), is_dark, rules)
                if pip.contrast >= pip.face_level and pip.elongation <= tol.THICK_PART_MAX_ELONGATION
            ]
    return pips


def _in_window(piece: np.ndarray, origin: tuple[int, int], window_shape: tuple[int, ...]) -> np.ndarray:
    """A part's pixels (h, w) uint8 0/1, cut to its box at `origin` (x, y), placed back in its window."""
    if piece.shape == window_shape:
        return piece
    placed = np.zeros(window_shape, np.uint8)
    placed[origin[1] : origin[1] + piece.shape[0], origin[0] : origin[0] + piece.shape[1]] = piece
    return placed


def _boxed_parts(core: np.ndarray) -> tuple[np.ndarray, list[list[int]]]:
    """The 8-connected parts of a core (h, w) uint8 0/1: their labels, and per part (by label, from 1) its box and
    area (x, y, w, h, area) as `cv2.connectedComponentsWithStats` gives them; a core of one part (most are) with
    the whole window as its box, its statistics left untaken (they cost more than its labelling)."""
    labelling = _quickest_labelling(core)
    count, parts = cv2.connectedComponentsWithAlgorithm(core, 8, *labelling)
    if count == 2:
        return parts, [[0, 0, core.shape[1], core.shape[0], cv2.countNonZero(core)]]
    _, parts, stats, _ = cv2.connectedComponentsWithStatsWithAlgorithm(core, 8, *labelling)
    return parts, stats[1:].tolist()


def _deeper_pips(
    channel, corner, piece: np.ndarray, origin: tuple[int, int], is_dark: bool, rules: PipRules
) -> list[Pip]:
    """The pip in a core part ((h, w) uint8 0/1, at `origin` in the window at `corner`) of no pip's shape that is a
    pip joined to a fainter glare band at the core's level: cut again at levels from the part's faintest value
    towards its extreme (`tol.DEEPER_CORE_LEVELS` steps), the band falls away and the pip stays, pip-shaped (DSC
    train 10030: a yellow 4's two pips joined to the glare on its edge). Taken at the first level where it is the
    one pip-sized part left, so that it is as large as it can be (to be linked to its face's pips by size); none
    when it stands out less than `tol.DEEPER_PIP_MIN_CONTRAST` (table grain in a closer look), nor when at some level
    more blobs of no band's shape stood apart than then remain: the part joined several pips, of which only the
    brightest would be kept (without this, one more die of the Gönnen train split was taken wrong with the shipped
    profile); several pips that fell apart at a level as a row of a face are all kept (`_row_fallen_apart`). It
    stops, with the same result, at the first level without a pip-sized part: each part of a deeper level lies in
    one of this level's parts, so no deeper part is pip-sized either, and no level after it finds a pip. A level
    holding as many pixels as the one before holds the same (it lies within it), which ended in nothing: it is not
    judged again."""
    x, y = corner[0] + origin[0], corner[1] + origin[1]
    window = channel[y : y + piece.shape[0], x : x + piece.shape[1]]
    lowest, highest, _, _ = cv2.minMaxLoc(window, mask=piece)
    faintest, extreme = (highest, lowest) if is_dark else (lowest, highest)
    most_blobs, judged_px = 0, 0  # judged_px: the pixels of the last level judged
    for step in range(1, tol.DEEPER_CORE_LEVELS):
        level = faintest + (extreme - faintest) * step / tol.DEEPER_CORE_LEVELS
        deeper = _at_or_past(window, level, is_dark) & piece
        deeper_px = cv2.countNonZero(deeper)
        if not _may_be_pip_sized(deeper_px, is_dark, rules):
            return []  # not even all its pixels together: told before they are labelled
        if deeper_px == judged_px:
            continue  # the very pixels of the level before (each lies within the one before): judged so already
        judged_px = deeper_px
        count, parts, areas = _parts(deeper, deeper_px)
        pieces = [
            deeper if count == 2 else (parts == part).astype(np.uint8)
            for part in range(1, count)
            if _may_be_pip_sized(areas[part], is_dark, rules)
        ]
        if len(pieces) < max(most_blobs, 1):
            return []  # no pieces, or fewer than there were blobs: the test below refuses it without their shapes
        shapes = [_ellipse(deeper_piece, origin) for deeper_piece in pieces]
        blobs = sum(shape is not None and shape.elongation <= tol.PIP_MAX_ELONGATION for shape in shapes)
        if blobs < most_blobs:
            return []
        most_blobs = blobs
        if len(pieces) == 1 and _is_pip_shaped(shapes[0], rules):
            pips = _judged(channel, corner, pieces[0], shapes[0], is_dark, rules, origin)
            return [pip for pip in pips if pip.contrast >= tol.DEEPER_PIP_MIN_CONTRAST]
        row = _row_fallen_apart(channel, corner, pieces, shapes, is_dark, rules, origin)
        if row:
            return row
    return []


def _row_fallen_apart(
    channel,
    corner,
    pieces: list[np.ndarray],
    shapes: list[_Ellipse | None],
    is_dark: bool,
    rules: PipRules,
    origin: tuple[int, int],
) -> list[Pip]:
    """The pips of a core part cut deeper (`_deeper_pips`) when it fell apart into pieces that are each a pip, standing
    out as a deeper pip must, and together a row of a face (`_is_row_of_a_face`): a small die's row of small pips
    blurred into one rod of bumps falls apart so, each bump round (dev Blöder 30184's black 6, its rows 7 px apart);
    none otherwise."""
    if len(pieces) < 2 or not all(_is_pip_shaped(shape, rules) for shape in shapes):
        return []
    pips = [
        pip
        for piece, shape in zip(pieces, shapes, strict=True)
        for pip in _judged(channel, corner, piece, shape, is_dark, rules, origin)
    ]
    if len(pips) < len(pieces) or any(pip.contrast < tol.DEEPER_PIP_MIN_CONTRAST for pip in pips):
        return []
    return _as_a_row(pips) if _is_row_of_a_face(pips) else []


def _at_or_past(window: np.ndarray, level: float, is_dark: bool) -> np.ndarray:
    """Where `window` (h, w) uint8 is at `level` or past it, away from the face (at or below it for a dark pip,
    at or above for a light one), as uint8 0/1: `window <= level` or `window >= level` by one OpenCV threshold at
    the whole grey level that draws the same line (about half the cost of numpy's comparison and cast)."""
    if is_dark:
        return cv2.threshold(window, math.floor(level), 1, cv2.THRESH_BINARY_INV)[1]
    return cv2.threshold(window, math.ceil(level) - 1, 1, cv2.THRESH_BINARY)[1]


def _parts(core: np.ndarray, filled: int | None = None) -> tuple[int, np.ndarray, list[int]]:
    """The 8-connected parts of a core (h, w) uint8 0/1 as `cv2.connectedComponentsWithStats` numbers them: their
    count (with the background), labels and areas (px, by label). Labelled without OpenCV's statistics, which cost
    twice the labelling on a core's window, as only the areas are wanted (and a core is mostly one part); `filled`:
    the core's pixels when counted already."""
    count, parts = cv2.connectedComponentsWithAlgorithm(core, 8, *_quickest_labelling(core))
    if count == 2:
        filled = cv2.countNonZero(core) if filled is None else filled
        return count, parts, [core.size - filled, filled]
    return count, parts, np.bincount(parts.ravel(), minlength=count).tolist()


def _judged(
    channel,
    corner,
    piece: np.ndarray,
    shape: _Ellipse | None,
    is_dark: bool,
    rules: PipRules,
    origin: tuple[int, int] = (0, 0),
) -> list[Pip]:
    """The pip a part of a core is (as one list, none or one; the part at `origin` in the window at `corner`), its
    face judged again around the part: the coarse blob's ring may lie on the background."""
    if not _is_pip_shaped(shape, rules):
        return []
    part_face = _face_around(channel, (corner[0] + shape.center[0], corner[1] + shape.center[1]), shape, is_dark)
    pip = _pip(channel, corner, piece, shape, part_face, is_dark, rules, origin) if part_face else None
    return [pip] if pip is not None else []


def _may_be_thick(piece: np.ndarray) -> bool:
    """Whether a core part (h, w) uint8 0/1 may be as thick as `_thick_parts` asks (`tol.THICK_PART_MIN_INSCRIBED_PX`),
    told by its box alone: each of its pixels lies within half the box's shorter side (rounded up) of a pixel outside
    the box, and OpenCV's 3×3 distance (`cv2.DIST_L2`, mask 3) goes there in axial steps of `_AXIAL_STEP_PX`, so a
    part in a box 6 px across or less is thinner throughout (at most 2.865 px) and needs no distance transform: most
    parts sent there are a side face's pip streaks, 3-5 px wide."""
    _, _, width, height = cv2.boundingRect(piece)
    return (min(width, height) + 1) // 2 * _AXIAL_STEP_PX >= tol.THICK_PART_MIN_INSCRIBED_PX


_AXIAL_STEP_PX = 0.955  # the axial step of OpenCV's 3×3 Euclidean distance (its diagonal step is 1.3693)


def _thick_parts(piece: np.ndarray, max_area: float) -> list[np.ndarray]:
    """The parts of a core part (h, w) uint8 0/1 as thick as its thickest, each of at most `max_area` px: a pip
    joined to a thin glare line along its face's edge keeps its disc through an opening by a disc nearly as wide as
    itself (`tol.THICK_PART_INSCRIBED_SHARE` of its inscribed radius), the line does not. None when the part is
    thinner throughout than `tol.THICK_PART_MIN_INSCRIBED_PX` (a line alone, whose pieces would pass for small
    pips), or when what the opening takes away is not thin (thicker than `tol.THICK_PART_MAX_REST_SHARE` of the
    inscribed radius): light print between dark lines and lit patches of a face are as thick as what stays."""
    bordered = cv2.copyMakeBorder(piece, 1, 1, 1, 1, cv2.BORDER_CONSTANT, value=0)  # the part may fill its window
    thickness_px = cv2.distanceTransform(bordered, cv2.DIST_L2, 3)[1:-1, 1:-1]
    inscribed_px = float(thickness_px.max())
    if inscribed_px < tol.THICK_PART_MIN_INSCRIBED_PX:
        return []
    kernel_px = int(2 * tol.THICK_PART_INSCRIBED_SHARE * inscribed_px) | 1
    disc = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (kernel_px, kernel_px))
    opened = cv2.morphologyEx(piece, cv2.MORPH_OPEN, disc)
    if float(thickness_px[piece > opened].max(initial=0)) > tol.THICK_PART_MAX_REST_SHARE * inscribed_px:
        return []
    count, parts = cv2.connectedComponentsWithAlgorithm(opened, 8, *_quickest_labelling(opened))
    thick_parts = ((parts == part).astype(np.uint8) for part in range(1, count))
    return [part for part in thick_parts if cv2.countNonZero(part) <= max_area]


def _face_around(channel, center, shape: _Ellipse, is_dark: bool) -> tuple[float, float] | None:
    """(face level, spread of the face away from the pip level) on the ring around a blob; None past the border."""
    reach = shape.radius * math.sqrt(shape.elongation)  # half the major axis
    ring = ring_values(channel, center, reach * tol.PIP_RING_RADII[0], reach * tol.PIP_RING_RADII[1])
    if ring is None:
        return None
    ring.sort(kind="stable")  # a radix sort for uint8: several times quicker on rings of hundreds of pixels
    last = len(ring) - 1
    low, face_level, high = (float(ring[int(share * last)]) for share in tol.PIP_RING_PERCENTILES)
    # The face's spread is judged on the side away from the pip: neighbouring pips may reach into the ring.
    return face_level, (high - face_level) if is_dark else (face_level - low)


def _pip(
    channel,
    corner,
    mask,
    shape: _Ellipse | None,
    face: tuple[float, float],
    is_dark: bool,
    rules: PipRules,
    origin: tuple[int, int] = (0, 0),
) -> Pip | None:
    """The pip of this shape (its centre in the window at `corner`; `mask` at `origin` in that window) when it is
    pip-shaped and stands out from an even face in the right direction."""
    if not _is_pip_shaped(shape, rules):
        return None
    top, left = corner[1] + origin[1], corner[0] + origin[0]
    inside = cv2.mean(channel[top : top + mask.shape[0], left : left + mask.shape[1]], mask=mask)[0]
    return _pip_at_level(inside, corner, shape, face, is_dark, rules)


def _pip_at_level(
    inside: float, corner, shape: _Ellipse, face: tuple[float, float], is_dark: bool, rules: PipRules
) -> Pip | None:
    """The pip of this pip-shaped blob (its centre in the window at `corner`) whose pixels' mean level is `inside`,
    when it stands out from an even face (`face`: its level and spread away from the pip) in the right direction."""
    x, y = corner
    face_level, spread = face
    contrast = abs(face_level - inside)
    if contrast < tol.PIP_MIN_CONTRAST or spread > _max_ring_spread(contrast, shape, is_dark, rules) * contrast:
        return None
    if (inside > face_level) == is_dark:
        return None
    return Pip(
        center=(x + shape.center[0], y + shape.center[1]),
        radius=shape.radius,
        elongation=shape.elongation,
        angle_rad=shape.angle_rad,
        contrast=float(contrast),
        face_level=float(face_level),
        is_dark=is_dark,
    )


def _max_ring_spread(contrast: float, shape: _Ellipse, is_dark: bool, rules: PipRules) -> float:
    """How uneven (share of its `contrast`) the face ring around a pip-shaped blob may be. A deep, round dark pip
    (`tol.MIRRORED_PIP_MIN_CONTRAST`, `tol.MIRRORED_PIP_MAX_ELONGATION`) may lie on a metal face, which mirrors the
    room: its ring takes in the bright mirrored bevel or a sheen, so it is allowed `rules.max_mirrored_ring_spread`
    (`ENLARGED_BESIDE_METAL`: in a closer look of a set with a metal die only; at the working size a far die's whole
    dark face on a pale card is as round and deep, and a plastic die's rounded side face shades its pips' rings too);
    the faint specks of a table uneven around them and the side faces' pips, drawn out, keep a plastic face's rule."""
    if not is_dark:
        return tol.PIP_MAX_RING_SPREAD_UNDER_LIGHT_PIPS
    if contrast >= tol.MIRRORED_PIP_MIN_CONTRAST and shape.elongation <= tol.MIRRORED_PIP_MAX_ELONGATION:
        return max(rules.max_ring_spread, rules.max_mirrored_ring_spread)
    return rules.max_ring_spread


def _core(window: np.ndarray, blob: np.ndarray, face_level: float, extreme: float, is_dark: bool) -> np.ndarray:
    """The blob's pixels past half-way from the face level to its extreme (its darkest value for a dark pip, its
    brightest for a light one), glints filled (uint8 0/1)."""
    halfway = (face_level + extreme) / 2
    core = _at_or_past(window, halfway, is_dark) & blob
    return _with_glints_filled(core) if is_dark else core


def _may_be_pip_sized(area_px: int, is_dark: bool, rules: PipRules) -> bool:
    """Whether a part of `area_px` pixels can have the ellipse of a pip (see `_ellipse`): for dark pips also once
    filled to its convex hull, which it must cover `rules.rim_glint_min_hull_share` of."""
    largest_px = area_px / rules.rim_glint_min_hull_share if is_dark else area_px
    return largest_px >= tol.PIP_MIN_AREA_PX / 2


def _is_pip_shaped(shape: _Ellipse | None, rules: PipRules) -> bool:
    return shape is not None and shape.elongation <= tol.PIP_MAX_ELONGATION and shape.fill >= rules.min_ellipse_fill


class _Ellipse(NamedTuple):
    """The ellipse with a blob's moments: centre (x, y) in the blob's window, equivalent-disc radius, major/minor
    axis ratio, blob area over ellipse area (1 for a filled ellipse) and major-axis direction. A named tuple, not
    a dataclass: two or three are made per blob, and a tuple is made several times quicker."""

    center: tuple[float, float]
    radius: float
    elongation: float
    fill: float
    angle_rad: float


def _ellipse(blob: np.ndarray, origin: tuple[int, int] = (0, 0)) -> _Ellipse | None:
    """The ellipse of a blob (h, w) uint8 0/1 lying at `origin` (x, y) in its window, in the window's coordinates;
    None when it has fewer than half `tol.PIP_MIN_AREA_PX` pixels.

    Its moments are those of `cv2.moments(blob, binaryImage=True)`, bit for bit, at a fraction of that call's
    fixed cost (see `_raw_moments`)."""
    (area, m10, m20), (m01, m11, _), (m02, _, _) = _raw_moments(blob, origin)
    return _ellipse_of_moments(area, m10, m01, m20, m11, m02)


def _ellipse_of_moments(area: float, m10: float, m01: float, m20: float, m11: float, m02: float) -> _Ellipse | None:
    """The ellipse of a blob with these raw moments (pixel count, sums of x, y, x², xy, y² over its pixels); None
    when it has fewer than half `tol.PIP_MIN_AREA_PX` pixels. The central moments by OpenCV's own formula
    (`mu20 = m20 - m10 * cx` with `cx = m10 * (1 / m00)`)."""
    if area < tol.PIP_MIN_AREA_PX / 2:
        return None
    inverse_area = 1.0 / area
    cx, cy = m10 * inverse_area, m01 * inverse_area
    mu20, mu02, mu11 = (m20 - m10 * cx) / area, (m02 - m01 * cy) / area, (m11 - m10 * cy) / area
    spread = math.hypot((mu20 - mu02) / 2, mu11)
    major, minor = (mu20 + mu02) / 2 + spread, max((mu20 + mu02) / 2 - spread, 1e-6)
    return _Ellipse(
        center=(m10 / area, m01 / area),
        radius=math.sqrt(area / math.pi),
        elongation=math.sqrt(major / minor),
        fill=area / (4 * math.pi * math.sqrt(max(major * minor, 1e-12))),
        angle_rad=0.5 * math.atan2(2 * mu11, mu20 - mu02),
    )


def _raw_moments(blob: np.ndarray, origin: tuple[int, int] = (0, 0)) -> list[list[float]]:
    """The raw moments of a blob (h, w) uint8 0/1 lying at `origin` (x, y) in its window as a 3×3 table: row i,
    column j holds the sum of y**i * x**j over its pixels (x, y from the window's corner). Two small matrix products
    with the powers of the coordinates; for windows up to 8000 px a side every product and partial sum is a whole
    number below 2**53 (at most 8000**4), so they are exact in any order of summation, on any machine: a part cut
    to its own box has the moments it has in the whole window, bit for bit."""
    height, width = blob.shape
    left, top = origin
    rows = np.dot(_coordinate_powers(top, height), blob.astype(np.float64))
    return np.dot(rows, _coordinate_powers(left, width).T).tolist()


def _moments_in_window(
    area: int, sums: list[float], corner: tuple[int, int]
) -> tuple[float, float, float, float, float, float]:
    """The raw moments (area, m10, m01, m20, m11, m02, as `_ellipse_of_moments` takes them) in the coordinates of the
    window at `corner` (x, y) of a blob with `area` pixels and these sums over them in image pixels (x, y, x², xy,
    y², ...; see `_blobs_with_sums`): moved to the window's corner in whole numbers, so they are those `_raw_moments`
    takes of the blob's window, bit for bit."""
    x0, y0 = corner
    sx, sy, sxx, sxy, syy = (int(each) for each in sums[:5])
    return (
        float(area),
        float(sx - x0 * area),
        float(sy - y0 * area),
        float(sxx - 2 * x0 * sx + x0 * x0 * area),
        float(sxy - x0 * sy - y0 * sx + x0 * y0 * area),
        float(syy - 2 * y0 * sy + y0 * y0 * area),
    )


@lru_cache(maxsize=512)  # a part's place and size in its window: bounded (512 small arrays), as they vary
def _coordinate_powers(start: int, length: int) -> np.ndarray:
    """The rows 1, x, x**2 for x = start … start + length - 1, (3, length) float64; its transpose (length, 3) is
    C-contiguous, as a matrix product takes it quickest."""
    coordinates = np.arange(start, start + length, dtype=np.float64)
    return np.ascontiguousarray(np.stack([np.ones(length), coordinates, coordinates**2]).T).T


def _with_glints_filled(blob: np.ndarray) -> np.ndarray:
    """The blob (h, w) uint8 0/1 with its holes filled when they are small, as a glint on a glossy pip is (a
    letter's counter or a ring is larger and stays open)."""
    outside = cv2.copyMakeBorder(blob, 1, 1, 1, 1, cv2.BORDER_CONSTANT, value=0)
    cv2.floodFill(outside, None, (0, 0), 1)
    holes = (outside[1:-1, 1:-1] == 0).astype(np.uint8)
    hole_area = cv2.countNonZero(holes)
    if hole_area == 0 or hole_area > tol.GLINT_MAX_HOLE_SHARE * (hole_area + cv2.countNonZero(blob)):
        return blob
    return blob | holes


def _with_rim_glint_filled(blob: np.ndarray, min_hull_share: float) -> np.ndarray:
    """The blob (h, w) uint8 0/1 filled to its convex hull when it covers most of it: a recessed pip's glint or
    shading bites into its rim, leaving a crescent (a letter or a ring covers far less of its hull); else the blob
    itself (the same array)."""
    points = cv2.findNonZero(blob)
    hull = np.zeros_like(blob)
    cv2.fillConvexPoly(hull, cv2.convexHull(points), 1)
    if cv2.countNonZero(blob) < min_hull_share * cv2.countNonZero(hull):
        return blob
    return hull


def ring_values(
    channel: np.ndarray, center: tuple[float, float], inner_px: float, outer_px: float
) -> np.ndarray | None:
    """Pixels of `channel` (H, W), C-contiguous as every working image is (else it is copied), on the ring between
    `inner_px` and `outer_px` around `center` (rounded to the pixel, radii to a quarter pixel), row by row; None when
    the ring reaches past the border."""
    cx, cy = round(center[0]), round(center[1])
    height, width = channel.shape
    offsets, reach = _ring_offsets(round(inner_px * 4), round(outer_px * 4), width)
    if cx < reach or cy < reach or cx + reach >= width or cy + reach >= height:
        return None
    return channel.ravel()[(cy - reach) * width + cx - reach :][offsets]


@lru_cache(maxsize=1024)  # a few radii per image width; bounded, as region widths vary from frame to frame
def _ring_offsets(inner_quarters: int, outer_quarters: int, width: int) -> tuple[np.ndarray, int]:
    """The ring of `_ring_mask` as offsets, row by row, into an image `width` pixels wide and flattened, from the top
    left pixel of the ring's square; and its reach. Picking by offsets costs about a fifth of masking the square."""
    ring, reach = _ring_mask(inner_quarters, outer_quarters)
    rows, columns = np.nonzero(ring)
    return rows * width + columns, reach


def face_level_towards(channel: np.ndarray, pip: Pip, towards: tuple[float, float]) -> float | None:
    """The median of `channel` (H, W) uint8 on the half of the pip's face ring that faces the point `towards` (x, y);
    None past the border. Where another pip of the face lies, the face goes on; the far half of a corner pip's ring
    on a large die reaches past the face edge onto the table, which is darker or lighter than the face."""
    reach = pip.radius * math.sqrt(pip.elongation)  # half the major axis, as `_face_around` measures it
    cx, cy = round(pip.center[0]), round(pip.center[1])
    ring, span = _ring_mask(round(reach * tol.PIP_RING_RADII[0] * 4), round(reach * tol.PIP_RING_RADII[1] * 4))
    if cx < span or cy < span or cx + span >= channel.shape[1] or cy + span >= channel.shape[0]:
        return None
    offsets = np.arange(-span, span + 1)
    facing = offsets[None, :] * (towards[0] - pip.center[0]) + offsets[:, None] * (towards[1] - pip.center[1]) > 0
    return median(channel[cy - span : cy + span + 1, cx - span : cx + span + 1][ring & facing])


@cache
def _ring_mask(inner_quarters: int, outer_quarters: int) -> tuple[np.ndarray, int]:
    """The ring with radii given in quarter pixels as a mask (2 reach + 1 square, bool), and its reach in whole
    pixels."""
    reach = int(np.ceil(outer_quarters / 4))
    dy, dx = np.mgrid[-reach : reach + 1, -reach : reach + 1]
    distance_sq = (dy * dy + dx * dx) * 16
    return (distance_sq >= inner_quarters**2) & (distance_sq <= outer_quarters**2), reach


def shape_of(pip: Pip) -> tuple[float, float]:
    """Elongation and its direction as one vector (x, y; angle doubled, so 0° and 180° agree), a plain pair: quicker
    to compare two pips by, and to average a face's few pips by, than a numpy array."""
    stretch = pip.elongation - 1
    return stretch * math.cos(2 * pip.angle_rad), stretch * math.sin(2 * pip.angle_rad)
