"""Doubts a face's pips cannot show by themselves, only beside the frame's other dice or in the frame's pixels: its
confidence is lowered, its reading kept, so the table asks the players about it.

The dice of a set are one size and their top faces are seen alike. So a face read much smaller than the frame's
other dice is more likely a few pips of a larger face (a 6's two corner pips read as a 2) or a speck than a die, and
a 2 even at about 1/√2 of their side (two pips side by side on a larger face fit a 2 whose diagonal is that side);
one read far larger is more likely a blob that is no pip (a cable's end read as a 1, its face sized from the blob);
and a face whose pips are more squashed than the other faces' pips lies on a side face (of a cocked die, or of a
die whose top face was not read). And a face read from its pips whose box reads clearly as another value by its pip
places (`vision.face_template`) holds pips its reading left out: a silver 5 read as the 3 of one of its diagonals;
a face read by its pip places whose surroundings show edges running all one way is a die still rolling, smeared
into streaks (a still die shows its outline's two ways and its round pips' every way); and an even face of light pips
whose bare middle is far darker than its face lies across the seam of two touching dice (`vision.seams`).
A 1 read from its lone pip whose face around it shows another hue or falls dark is no face seen whole, and one whose
plastic beside its pip is of another colour than its box was named lies on another face (`vision.lone_pip_face`).
A 1 whose lone pip has a round pip candidate alike beside it where a 2's other pip lies may be that 2
(`vision.lone_pip_partner`). A 2 or 3 whose pips are seen unlike, one smaller and fainter together, is pips of two
faces across an edge (`vision.unlike_pips`), and a 2 whose weaker lower pip lies below an upper one with a 1's whole
face around it is a 1's pip and its front face's (`vision.side_pip_twos`). A set paints each colour's pips one way
(`vision.profiles.ColourStats.pips`), which no light turns: a face whose pips read dark named a colour with light pips,
or the other way round, misread its colour or its pips (`other_paint`).
Each factor is 1 within what right readings showed on the train splits and falls to 0.5 at a limit, as in
`vision.confidence`."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import replace

import cv2
import numpy as np

from vision import quantiles
from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.column_of_six import column_of_six
from vision.confidence import falling
from vision.face_template import PATTERNS, PLACES, read_face
from vision.layout import FACE_HALF_SIDE, plain_mean
from vision.lone_pip_face import lone_pip_face, other_plastic_beside_pip
from vision.lone_pip_partner import lone_pip_partner
from vision.pips import Pip
from vision.profiles import DiceSetProfile
from vision.reading import DieReading
from vision.seams import seam_through_middle
from vision.seen_pips import SeenPip
from vision.side_pip_twos import side_pip_two
from vision.unlike_pips import unlike_pips
from vision.window_means import window_means

Point = tuple[float, float]


def with_frame_doubts(
    dice: Sequence[DieReading],
    pips: Sequence[Sequence[Pip] | None],
    image_bgr: np.ndarray,
    profile: DiceSetProfile | None = None,
    dark_pips: Sequence[bool | None] = (),
    candidates: Sequence[SeenPip] = (),
) -> tuple[DieReading, ...]:
    """The dice with each confidence lowered by `frame_doubts` and, in `image_bgr` (the BGR frame the dice were read
    in), a die read from its pips by `other_pattern` and `seam_through_middle`, one read by its pip places by
    `smeared`, and each by `other_paint`; `pips`: per die the pips it was read from, None for a die read by its pip
    places; `profile`: the dice set the colours were named from, None when they were not; `dark_pips`: per die
    whether its pips read dark on a light face (None, or no entry: not known; a die read from its pips is known by
    them); `candidates`: the frame's pip candidates in frame pixels, whatever became of them, for a 1 read from its
    lone pip (`_lone_pip_partner`). Does not change value, colour or place, nor the image."""
    polarities = [
        die_pips[0].is_dark if die_pips else (dark_pips[index] if index < len(dark_pips) else None)
        for index, die_pips in enumerate(pips)
    ]
    factors = [
        factor
        * (smeared(image_bgr, die.box) if not die_pips else _read_from_pips(image_bgr, die, die_pips, profile))
        * other_paint(die.colour, is_dark, profile)
        * _lone_pip_partner(image_bgr, dice, index, die_pips, candidates)
        for index, (die, die_pips, is_dark, factor) in enumerate(
            zip(dice, pips, polarities, frame_doubts([die.box for die in dice], pips), strict=True)
        )
    ]
    return tuple(
        die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3))
        for die, factor in zip(dice, factors, strict=True)
    )


def _read_from_pips(
    image_bgr: np.ndarray, die: DieReading, pips: Sequence[Pip], profile: DiceSetProfile | None
) -> float:
    """The doubts of a die read from its `pips` in the frame's pixels: `other_pattern` times `seam_through_middle`
    times `vision.unlike_pips.unlike_pips` (a 2 or 3 of pips of two faces) times `vision.column_of_six.column_of_six` (a
    3 of one column of a 6) times `vision.side_pip_twos.side_pip_two` (a 2 of a 1's pip and its front face's), and for
    a 1 read from its lone pip
    `lone_pip_face` and, its colour named from `profile`, `other_plastic_beside_pip`."""
    factor = other_pattern(image_bgr, die, pips[0].is_dark) * seam_through_middle(image_bgr, die, pips)
    factor *= unlike_pips(pips) * column_of_six(image_bgr, die, pips) * side_pip_two(image_bgr, die.box, pips)
    if len(pips) != 1:
        return factor
    factor *= lone_pip_face(image_bgr, die.box)
    return factor * other_plastic_beside_pip(image_bgr, die.box, die.colour, profile) if profile else factor


def _lone_pip_partner(
    image_bgr: np.ndarray,
    dice: Sequence[DieReading],
    index: int,
    pips: Sequence[Pip] | None,
    candidates: Sequence[SeenPip],
) -> float:
    """`vision.lone_pip_partner.lone_pip_partner` of `dice[index]` when it was read from one pip (`pips`), against
    the other dice read (their median side sizes the 2 it may be); 1 otherwise, or with no other die."""
    if not candidates or not pips or len(pips) != 1:
        return 1.0
    others = [other.box for other_index, other in enumerate(dice) if other_index != index]
    if not others:
        return 1.0
    side = statistics.median(mean_side_px(box) for box in others)
    return lone_pip_partner(image_bgr, dice[index].box, pips[0].is_dark, side, candidates, others)


def other_paint(colour: str, is_dark: bool | None, profile: DiceSetProfile | None) -> float:
    """`tol.OTHER_PAINT_DOUBT` where `profile` paints the pips of `colour` (`vision.profiles.ColourStats.pips`) the
    other way than the die's pips read (`is_dark`: dark pips on a light face), else 1 (also where either is not
    known). Shade and glare move a face's and its pips' lightness together, never past each other, so the two cannot
    both be right: a blurred white 6 read by its dark pip places was named black from its shaded bevels (dev 160-169
    Blöder 30168)."""
    stats = None if profile is None or is_dark is None else dict(profile.colours).get(colour)
    if stats is None or stats.pips is None:
        return 1.0
    return 1.0 if (stats.pips == "dark") == is_dark else tol.OTHER_PAINT_DOUBT


def frame_doubts(boxes: Sequence[Sequence[Point]], pips: Sequence[Sequence[Pip] | None]) -> list[float]:
    """Per die (its top-face box in frame pixels, the pips it was read from or None) the factor its confidence is
    lowered by against the frame's other dice: `odd_size` (for a 2 read from its pips the lesser of it and
    `small_two` against the other dice `sized_by_their_pips`, where any is) times `squashed_pips`."""
    sides = [mean_side_px(box) for box in boxes]
    sized = [sized_by_their_pips(die_pips) for die_pips in pips]
    factors = []
    for index, (side, (elongation, other_faces)) in enumerate(zip(sides, elongations_beside_others(pips), strict=True)):
        other_sides = sides[:index] + sides[index + 1 :]
        size = odd_size(side, other_sides)
        if pips[index] is not None and len(pips[index]) == 2:
            other_sized = [other for other, is_sized in enumerate(sized) if is_sized and other != index]
            size = min(size, small_two(side, [sides[other] for other in other_sized] or other_sides))
        factors.append(size * squashed_pips(elongation, other_faces))
    return factors


def elongations_beside_others(pips: Sequence[Sequence[Pip] | None]) -> list[tuple[float | None, list[float]]]:
    """Per die (the pips it was read from, None for a die read by its pip places) its pips' mean elongation (major /
    minor axis; None without pips) and those of the frame's other faces read from `tol.SQUASHED_REFERENCE_MIN_PIPS`
    pips or more."""
    elongations = [_mean_elongation(die_pips) for die_pips in pips]
    return [
        (
            elongations[index],
            [
                elongation
                for other, (elongation, die_pips) in enumerate(zip(elongations, pips, strict=True))
                if other != index and die_pips is not None and len(die_pips) >= tol.SQUASHED_REFERENCE_MIN_PIPS
            ],
        )
        for index in range(len(pips))
    ]


def sized_by_their_pips(pips: Sequence[Pip] | None) -> bool:
    """Whether a face's box shows its die's size: one read by its pip places or outline (None) or from
    `tol.SIZED_BY_PIPS_MIN_PIPS` pips or more, whose pips span the face. A 1's box is grown from its lone pip's size,
    and a 2's may be two pips side by side on a larger face read as a 2's diagonal, 1/√2 of its die: such faces
    beside it (dev 190-199 DSC 10194: a white 4 read as a 2 at 0.82 of the other faces' median side but 0.71 of
    the faces of 3 and more pips', taken) make a small face look the frame's usual size."""
    return pips is None or len(pips) >= tol.SIZED_BY_PIPS_MIN_PIPS


def odd_size(side_px: float, other_sides_px: Sequence[float]) -> float:
    """1 while the face's side is within `tol.SMALL_FACE_SIDES[0]` to `tol.LARGE_FACE_SIDES[0]` of the median side of
    the other dice read, falling to 0.5 at `tol.SMALL_FACE_SIDES[1]` and `tol.LARGE_FACE_SIDES[1]` of it; 1 with no
    other die to compare with."""
    if not other_sides_px:
        return 1.0
    share = side_px / statistics.median(other_sides_px)
    small, large = tol.SMALL_FACE_SIDES, tol.LARGE_FACE_SIDES
    return falling(-share, -small[0], -small[1]) * falling(share, large[0], large[1])


def small_two(side_px: float, other_sides_px: Sequence[float]) -> float:
    """1 while a 2's side is at least `tol.SMALL_TWO_SIDES[0]` of the median side of the other dice read, falling to
    0.5 at `tol.SMALL_TWO_SIDES[1]` of it and no further (smaller still, `odd_size` doubts it more); 1 with no other
    die to compare with. Two pips side by side on a 4, 5 or 6 fit a 2 whose diagonal is that side: a face 1/√2 as
    wide as its die, which `odd_size` lets pass."""
    if not other_sides_px:
        return 1.0
    confident, limit = tol.SMALL_TWO_SIDES
    return max(0.5, falling(-side_px / statistics.median(other_sides_px), -confident, -limit))


def squashed_pips(elongation: float | None, other_elongations: Sequence[float]) -> float:
    """1 while the face's pips (mean major / minor axis) are at most `tol.SQUASHED_PIPS_RATIO[0]` times as elongated
    as the other faces' pips (the median over faces of `tol.SQUASHED_REFERENCE_MIN_PIPS` or more pips), falling to
    0.5 at `tol.SQUASHED_PIPS_RATIO[1]` times (where a lone pip is taken for a side face's, see `vision.topface`);
    1 when there is nothing to compare."""
    ratio = squash_ratio(elongation, other_elongations)
    if ratio is None:
        return 1.0
    confident, limit = tol.SQUASHED_PIPS_RATIO
    return falling(ratio, confident, limit)


def squash_ratio(elongation: float | None, other_elongations: Sequence[float]) -> float | None:
    """How many times as drawn out as the other faces' pips (their median) a face's pips are; None when there is
    nothing to compare."""
    if elongation is None or not other_elongations:
        return None
    return elongation / statistics.median(other_elongations)


def other_pattern(image_bgr: np.ndarray, die: DieReading, is_dark: bool) -> float:
    """1 unless the die's box reads by its pip places as another value at least `tol.OTHER_PATTERN_MARGIN[0]` grey
    levels clearly, falling to 0.5 at `tol.OTHER_PATTERN_MARGIN[1]`: pips its reading left out stand on their places
    (a 3 read from one diagonal of a 5, the other two corner pips left out). `is_dark`: whether its pips are darker
    than the face. The box is read so (about a millisecond) only where `left_out_ink` finds a place that a larger
    face adds to the reading standing out at least `tol.OTHER_PATTERN_LEAST_INK` as far as the reading's own."""
    if left_out_ink(image_bgr, die, is_dark) < tol.OTHER_PATTERN_LEAST_INK:
        return 1.0
    confident, limit = tol.OTHER_PATTERN_MARGIN
    read = read_face(image_bgr, tuple(die.box), least_margin=confident)
    if read is None or read.value == die.value:
        return 1.0
    return falling(read.margin, confident, limit)


def smeared(image_bgr: np.ndarray, box: Sequence[Point]) -> float:
    """1 while the edges in the face's box grown by `tol.SMEAR_BOX_GROWTH` (the die's body and the table beside it)
    run one way at most `tol.SMEARED_COHERENCE[0]` (`edge_coherence`), falling to 0.5 at `tol.SMEARED_COHERENCE[1]`."""
    confident, limit = tol.SMEARED_COHERENCE
    return falling(edge_coherence(image_bgr, box, tol.SMEAR_BOX_GROWTH), confident, limit)


def edge_coherence(image_bgr: np.ndarray, box: Sequence[Point], growth: float) -> float:
    """How much the grey edges inside `box` (corners in order around it, frame pixels) grown by `growth` about its
    middle run one way: (λ1 − λ2) / (λ1 + λ2) of their structure tensor summed there, 0 for edges running every way
    alike, 1 for all one way; 0 where there is no edge."""
    corners = np.asarray(box, dtype=float)
    corners = corners.mean(axis=0) + growth * (corners - corners.mean(axis=0))
    left, top = np.maximum(np.floor(corners.min(axis=0)).astype(int) - 1, 0)
    right, bottom = np.ceil(corners.max(axis=0)).astype(int) + 2
    grey = cv2.cvtColor(image_bgr[top:bottom, left:right], cv2.COLOR_BGR2GRAY).astype(np.float32)
    inside = np.zeros(grey.shape, np.uint8)
    cv2.fillConvexPoly(inside, np.round((corners - [left, top]) * 4).astype(np.int32), 1, shift=2)
    across = cv2.Sobel(grey, cv2.CV_32F, 1, 0, ksize=3)[inside > 0]
    down = cv2.Sobel(grey, cv2.CV_32F, 0, 1, ksize=3)[inside > 0]
    xx, yy, xy = float(across @ across), float(down @ down), float(across @ down)
    total = xx + yy
    return 0.0 if total <= 0 else float(np.hypot(xx - yy, 2 * xy) / total)


def left_out_ink(image_bgr: np.ndarray, die: DieReading, is_dark: bool) -> float:
    """How far the places a larger face adds to a pattern of the die's value stand out of the face (the faintest of
    them), as a share of how far that pattern's own places do (the faintest), the most over the larger faces holding
    a pattern of the value (0 for a 5 or a 6, which no larger face holds): in grey, each place the mean over a disc
    of `tol.TEMPLATE_PIP_RADIUS_UNITS`, the face's level the median over its middle. Tens of microseconds."""
    placings = _ADDED_BY_LARGER[die.value]
    if not placings:
        return 0.0
    levels, face_level = _place_levels(image_bgr, die.box)
    direction = -1.0 if is_dark else 1.0
    shares = [0.0]
    for own, added in placings:
        own_ink = min(direction * (levels[name] - face_level) for name in own)
        if own_ink > 0:
            shares.append(min(direction * (levels[name] - face_level) for name in added) / own_ink)
    return max(shares)


def _place_levels(image_bgr: np.ndarray, box: Sequence[Point]) -> tuple[dict[str, float], float]:
    """The grey level at each pip place of the face at `box` (corners in order around it, frame pixels): the mean
    over a square of half side `tol.TEMPLATE_PIP_RADIUS_UNITS` around it (0 where it lies off the frame), all nine
    from one integral image (`vision.window_means`); and the median grey over the face's middle (`FACE_HALF_SIDE` ×
    0.7 canonical units each way)."""
    corners = np.asarray(box, dtype=float)
    centre = corners.mean(axis=0)
    across = (corners[1] - corners[0] + corners[2] - corners[3]) / (4 * FACE_HALF_SIDE)  # one canonical unit
    down = (corners[3] - corners[0] + corners[2] - corners[1]) / (4 * FACE_HALF_SIDE)
    unit_px = (np.hypot(*across) + np.hypot(*down)) / 2
    reach = int(np.ceil(FACE_HALF_SIDE * unit_px * 1.5))  # the face's corners lie within 1.41 half sides
    left, top = int(centre[0]) - reach, int(centre[1]) - reach
    crop = image_bgr[max(0, top) : top + 2 * reach + 1, max(0, left) : left + 2 * reach + 1]
    grey = cv2.cvtColor(crop, cv2.COLOR_BGR2GRAY)
    origin = np.array([max(0, left), max(0, top)], dtype=float)
    radius = max(1, round(tol.TEMPLATE_PIP_RADIUS_UNITS * unit_px))
    points = centre + _PLACE_UNITS[:, :1] * across + _PLACE_UNITS[:, 1:] * down - origin
    means = window_means(cv2.integral(grey), np.round(points).astype(int), np.full(len(PLACES), radius))
    levels = {name: 0.0 if math.isnan(mean) else mean for name, mean in zip(PLACES, means.tolist(), strict=True)}
    middle = round(0.7 * FACE_HALF_SIDE * unit_px)
    return levels, quantiles.median(_window(grey, centre - origin, middle).astype(np.float32).ravel())


_PLACE_UNITS = np.array(list(PLACES.values()), dtype=float)  # (9, 2): each place's (u, v) in canonical units


def _window(grey: np.ndarray, point: np.ndarray, radius: int) -> np.ndarray:
    x, y = round(float(point[0])), round(float(point[1]))
    return grey[max(0, y - radius) : max(0, y + radius + 1), max(0, x - radius) : max(0, x + radius + 1)]


def _added_by_larger(value: int) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """Each pattern of `value` held by a pattern of a larger value, with the places that one adds."""
    return tuple(
        (own, larger - own)
        for own in PATTERNS[value]
        for larger_value in range(value + 1, 7)
        for larger in PATTERNS[larger_value]
        if own < larger
    )


_ADDED_BY_LARGER = {value: _added_by_larger(value) for value in PATTERNS}


def _mean_elongation(pips: Sequence[Pip] | None) -> float | None:
    return None if not pips else plain_mean(pip.elongation for pip in pips)  # a handful: numpy's fixed cost is most
