"""Reading a face whose outline is known: look where pips can be, instead of looking for pips.

A die face has nine places a pip can take (four corners, four side middles, the centre: one canonical unit
from the middle, the face's edge at `FACE_HALF_SIDE` units). Given the face's four corners, the face is
warped to a small square, each place is compared with the face's own level, and the value is the pattern of
places that stand out (in one polarity) clearest from the places that do not: dark pips in the face's brightest
channel (dark pips on a blue face stand out there far more than in grey, and on a white face as much), light pips
in its darkest (the lightness, where a coloured face is dark). Blob shapes play no part, so a
small, blurred or glossy face whose pips no longer look like round blobs is still read; the `margin` (grey levels
between the faintest pip and the strongest empty place) says how clearly. A faint face (white pips on a pale pink
one) is read too when its pattern stands clean: its empty places far closer to one another than to its pips. A glossy
face's glare, brighter than its
pips on an empty place, hides every pattern from that one level; such a face is read again in its own light (see
`_in_own_light`), where a pip is a spot brighter or darker than the face right around it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import cv2
import numpy as np

from vision import tolerances as tol
from vision.angles import angle_between
from vision.layout import FACE_HALF_SIDE
from vision.quantiles import median

Point = tuple[float, float]
# A face's nine places in its own pixels: their columns and rows, and whether a pattern has a pip on each (9 each).
Places = tuple[np.ndarray, np.ndarray, np.ndarray]

PLACES = {
    "top left": (-1, -1),
    "top right": (1, -1),
    "bottom left": (-1, 1),
    "bottom right": (1, 1),
    "middle left": (-1, 0),
    "middle right": (1, 0),
    "top middle": (0, -1),
    "bottom middle": (0, 1),
    "centre": (0, 0),
}
_CORNERS = frozenset({"top left", "top right", "bottom left", "bottom right"})
PATTERNS: dict[int, tuple[frozenset[str], ...]] = {  # every way a value shows, a face turned by 90° included
    1: (frozenset({"centre"}),),
    2: (frozenset({"top left", "bottom right"}), frozenset({"top right", "bottom left"})),
    3: (frozenset({"top left", "centre", "bottom right"}), frozenset({"top right", "centre", "bottom left"})),
    4: (_CORNERS,),
    5: (_CORNERS | {"centre"},),
    6: (_CORNERS | {"middle left", "middle right"}, _CORNERS | {"top middle", "bottom middle"}),
}


@dataclass(frozen=True)
class TemplateRead:
    """value 1–6; margin: grey levels (0–255) between the faintest pip place and the strongest empty one;
    is_dark: True for dark pips on a light face; empty_spread: grey levels between the strongest and the faintest
    empty place; pip_width: how wide the ink at its pip places is, in pip widths (see `_pip_ink_width`), measured
    only where the faint rule asks (`is_clean`: a margin from `tol.TEMPLATE_FAINT_MIN_MARGIN` to below
    `tol.TEMPLATE_MIN_MARGIN`), else None."""

    value: int
    margin: float
    is_dark: bool
    empty_spread: float = 0.0
    pip_width: float | None = None

    @property
    def box_confidence(self) -> float:
        """How surely the box read in is the die's top face: 1 for the die's own outline."""
        return 1.0

    @property
    def is_clear(self) -> bool:
        """Its pips stand out at least `tol.TEMPLATE_MIN_MARGIN` grey levels beyond every empty place."""
        return self.margin >= tol.TEMPLATE_MIN_MARGIN

    @property
    def is_clean(self) -> bool:
        """Faint but clean: its pips stand out at least `tol.TEMPLATE_FAINT_MIN_MARGIN` grey levels beyond every
        empty place, and further than the empty places lie apart (a face whose pips are only faintly lighter, read
        only when its empty places agree), the ink at its pips at least `tol.TEMPLATE_FAINT_MIN_PIP_WIDTH` pip widths
        wide: a die-sized field printed on a card puts its places on thin lines along its sides or across a corner."""
        return (
            self.margin >= tol.TEMPLATE_FAINT_MIN_MARGIN
            and self.margin > self.empty_spread
            and self.pip_width is not None
            and self.pip_width >= tol.TEMPLATE_FAINT_MIN_PIP_WIDTH
        )


def read_face(
    image_bgr: np.ndarray,
    corners: tuple[Point, Point, Point, Point],
    least_margin: float = 0.0,
    wanted: Callable[[int], bool] | None = None,
) -> TemplateRead | None:
    """The value a face shows, its four corners given in frame pixels in order around it (either direction);
    None when no pattern stands out clearly or cleanly (`TemplateRead.is_clear`, `.is_clean`), as seen from one
    level or in the face's own light, in that order, or when the reading's margin is under `least_margin`. Does not
    change the image.

    A caller that takes no reading under `tol.TEMPLATE_MIN_MARGIN` says so by `least_margin`: then no fainter
    pattern is judged (each costs a few tenths of a millisecond), and every reading that clear is the one read
    without it (a fainter pattern decides neither which pattern of that margin is found first, nor whether the
    face is read in its own light: only a clear one from one level keeps it from that).

    Such a caller that takes only readings of some values says so too, by `wanted` (whether it takes a reading of a
    value; asked only about values some pattern of which stands out `least_margin`: the least margin of any pattern,
    clearest or not, at any shift and scale): a face on which no pattern of a wanted value stands out that much,
    neither from one level nor in its own light, is not judged at all and reads None. Every reading of a wanted value
    is the one read without it (no reading has a larger margin than its pattern's), any other may read None instead.

    An outline found in the frame may sit a little off the face (a bevel's highlight, a side face's edge), so the
    pip places are tried a few pixels shifted and a little scaled, within `tol.TEMPLATE_SHIFTS_PX` and
    `tol.TEMPLATE_SCALES`, and the clearest pattern wins.
    """
    room = ROOM_PX
    face = warped_face(image_bgr, corners)
    blue, green, red = cv2.split(face)
    brightest, lightness = cv2.max(cv2.max(blue, green), red), cv2.min(cv2.min(blue, green), red)
    grey = cache(lambda: cv2.cvtColor(face, cv2.COLOR_BGR2GRAY))  # only asked for by a dark pattern judged
    is_strict = least_margin >= tol.TEMPLATE_MIN_MARGIN
    least = tol.TEMPLATE_MIN_MARGIN if is_strict else _LEAST_TAKEN_MARGIN
    dark_means, light_means = _disc_means(brightest, lightness, room)
    levelled = None  # the face in its own light, made when asked for
    if (
        wanted is not None
        and is_strict
        and not _may_show(wanted, least_margin, room, (brightest, dark_means), (lightness, light_means))
    ):
        levelled = _levelled_face(brightest, lightness, room)
        if not _may_show(wanted, least_margin, room, *levelled.looks):
            return None
    dark_pips = _best_pattern(brightest, room, dark_means, is_dark=True, agreeing=(grey,), least=least)
    light_pips = _best_pattern(lightness, room, light_means, is_dark=False, to_beat=dark_pips.margin, least=least)
    best = _clearer(dark_pips, light_pips)
    if best.is_clear:
        return best if best.margin >= least_margin else None
    if levelled is None:
        levelled = _levelled_face(brightest, lightness, room)
    own_light = _in_own_light(levelled, brightest, lightness, grey, least_margin if is_strict else _LEAST_TAKEN_MARGIN)
    read = next((read for read in (own_light, best, own_light) if read.is_clear or read.is_clean), None)
    return read if read is not None and read.margin >= least_margin else None


def _clearer(dark_pips: TemplateRead, light_pips: TemplateRead) -> TemplateRead:
    return max(dark_pips, light_pips, key=lambda read: read.margin)


@dataclass(frozen=True)
class _LevelledFace:
    """A face's brightest channel and lightness with their light levelled out (see `_in_own_light`), each H, W uint8
    warped square with `room` pixels around it: `dark_light` and `light_light` their light (the median over a window
    `window` pixels wide), `levelled_dark` and `levelled_light` the channels less it, `dark_means` and `light_means`
    the levelled channels' `_disc_means`."""

    room: int
    window: int
    dark_light: np.ndarray
    light_light: np.ndarray
    levelled_dark: np.ndarray
    levelled_light: np.ndarray
    dark_means: np.ndarray
    light_means: np.ndarray

    @property
    def looks(self) -> tuple[tuple[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]:
        """The levelled channel dark pips are looked for in and the one light pips are, each with its means."""
        return (self.levelled_dark, self.dark_means), (self.levelled_light, self.light_means)


def _levelled_face(brightest: np.ndarray, lightness: np.ndarray, room: int) -> _LevelledFace:
    """The face's brightest channel and lightness (H, W uint8, warped square with `room` pixels around it) levelled
    by their light, a window `tol.TEMPLATE_LIGHT_WINDOW_UNITS` wide (see `_in_own_light`)."""
    size = brightest.shape[0] - 2 * room
    window = 2 * round(tol.TEMPLATE_LIGHT_WINDOW_UNITS * size / (2 * FACE_HALF_SIDE) / 2) + 1  # odd, pixels
    # Grey's light only when a dark pattern is judged (most faces have none, see `_in_own_light`): each channel's
    # median apart costs a third of the three merged, and is the same.
    dark_light, light_light = cv2.medianBlur(brightest, window), cv2.medianBlur(lightness, window)
    levelled_dark, levelled_light = _levelled(brightest, dark_light), _levelled(lightness, light_light)
    dark_means, light_means = _disc_means(levelled_dark, levelled_light, room)
    return _LevelledFace(room, window, dark_light, light_light, levelled_dark, levelled_light, dark_means, light_means)


def _in_own_light(
    face: _LevelledFace,
    brightest: np.ndarray,
    lightness: np.ndarray,
    grey: Callable[[], np.ndarray],
    least: float = 0.0,
) -> TemplateRead:
    """The clearest pattern of a face (its brightest channel, lightness and grey, each H, W uint8, warped square with
    `face.room` pixels around it; grey made when asked for) with its light levelled (`face`): each pixel taken
    against the face's light around it (the median over a window `tol.TEMPLATE_LIGHT_WINDOW_UNITS` wide, far wider
    than a pip, so the pips leave it alone while a glare or a shade broader than a pip is in it). Levelled, a glare
    no longer outshines the pips, but a pip under it may be lost: a place where the light stands out towards the
    pips' level by more than the faintest pip does (veiled) is not taken as empty, so a reading another value could
    explain with pips on veiled places is refused (a 3 whose centre pip is under the glare is no 2). The pips must
    stand out of the face's one level in their channel too, if only a little: levelled, the face between dark pips
    set closer than the window is wide looks like light pips (and between light pips like dark ones); dark pips, as
    from one level, in grey as well (levelled, see `_best_pattern`). Patterns fainter than `least` are not judged
    (see `_best_pattern`)."""
    levelled_grey = cache(lambda: _levelled(grey(), cv2.medianBlur(grey(), face.window)))
    dark_pips = _best_pattern(
        face.levelled_dark,
        face.room,
        face.dark_means,
        is_dark=True,
        agreeing=(lambda: brightest, levelled_grey),
        light=face.dark_light,
        least=least,
    )
    light_pips = _best_pattern(
        face.levelled_light,
        face.room,
        face.light_means,
        is_dark=False,
        agreeing=(lambda: lightness,),
        light=face.light_light,
        to_beat=dark_pips.margin,
        least=least,
    )
    return _clearer(dark_pips, light_pips)


def _may_show(wanted: Callable[[int], bool], least: float, room: int, *looks: tuple[np.ndarray, np.ndarray]) -> bool:
    """Whether a pattern of a `wanted` value stands out at least `least` grey levels (its margin, see
    `clearest_patterns`) at any shift and scale of the places, in any of `looks`: a channel of a face (H, W uint8,
    warped square with `room` pixels around it) dark pips are looked for in, then one light pips are, each with its
    `_disc_means`. No pattern `_best_pattern` judges there stands out more than its margin here. Only values standing
    out so are asked about."""
    return any(
        wanted(value)
        for (channel, means), is_dark in zip(looks, (True, False), strict=True)
        for value in _values_standing_out(_standing_out(channel, room, means, is_dark), least)
    )


def _values_standing_out(standing_out: np.ndarray, least: float) -> list[int]:
    """The values (ascending) some pattern of which has a margin of at least `least` in `standing_out` (scales, rows,
    9), at any scale and row."""
    return sorted(set(PATTERN_VALUES.compress(_pattern_margins(standing_out).max(axis=1) >= least).tolist()))


def _standing_out(channel: np.ndarray, room: int, means: np.ndarray, is_dark: bool) -> np.ndarray:
    """How far each place's mean (`means`, see `_disc_means`) of a face's channel (H, W uint8, warped square with
    `room` pixels around it) stands out of the face's level towards pips of one polarity, in grey levels (the shape
    of `means`), as `_best_pattern` takes it."""
    return (-1.0 if is_dark else 1.0) * (means - _level(channel, room))


def _level(channel: np.ndarray, room: int) -> float:
    """The level of a face's channel (H, W uint8, warped square with `room` pixels around it): the median of its
    inner part (`_inner_mask`)."""
    return _median(channel.ravel()[_inner_indices(channel.shape[0] - 2 * room, room)])


def _levelled(channel: np.ndarray, light: np.ndarray) -> np.ndarray:
    """`channel` (H, W uint8) less its `light` (the same shape), about the channel's median (clipped to 0–255)."""
    level = int(_median(channel.ravel()))
    # In saturating 8-bit steps: where the channel is lighter, its excess over the light plus the level; where
    # darker, the level less its shortfall (each clipped as the sum is).
    return cv2.subtract(cv2.add(cv2.subtract(channel, light), level), cv2.subtract(light, channel))


def _disc_means(dark: np.ndarray, light: np.ndarray, room: int) -> tuple[np.ndarray, np.ndarray]:
    """The means of two channels of a face (H, W uint8, warped square with `room` pixels around it: the one dark
    pips are looked for in, and the one light pips are) over a disc on each place, at every shift and scale of the
    places (`_scaled_places`; scales, shifts, 9 float32 each). Both channels are filtered merged, as much quicker as
    the means are the same (OpenCV filters each channel of an image alike), and once per distinct disc (see
    `_disc_sampling`)."""
    kernels, sampling = _disc_sampling(len(dark) - 2 * room, room)
    both = cv2.merge((dark, light)).astype(np.float32)
    filtered = [cv2.filter2D(both, -1, kernel).reshape(-1, 2) for kernel in kernels]
    means = np.stack([filtered[kernel].take(at, axis=0) for kernel, at in sampling])  # take: quicker than [at]
    return means[..., 0], means[..., 1]  # (scales, shifts, 9) each


@cache
def _disc_sampling(size: int, room: int) -> tuple[tuple[np.ndarray, ...], tuple[tuple[int, np.ndarray], ...]]:
    """For a face `size` pixels wide warped square with `room` pixels around it: the distinct discs its places are
    sampled over (`_disc_kernel` of each scale's radius; on pixels, two radii may draw the same disc: at 40 pixels
    the scales 0.9 and 1.0 do, so filtering by it once gives both the very same means), and per scale of
    `tol.TEMPLATE_SCALES` its disc (an index of those) and its places (`place_indices`)."""
    units, radii, _ = _scaled_places(size)
    kernels: list[np.ndarray] = []
    sampling = []
    for unit, radius in zip(units, radii, strict=True):
        kernel = _disc_kernel(radius)
        index = next((at for at, known in enumerate(kernels) if np.array_equal(known, kernel)), len(kernels))
        if index == len(kernels):
            kernels.append(kernel)
        sampling.append((index, place_indices(room + size / 2, unit, size + 2 * room)))
    return tuple(kernels), tuple(sampling)


def _best_pattern(
    channel: np.ndarray,
    room: int,
    places: np.ndarray,
    *,
    is_dark: bool,
    agreeing: tuple[Callable[[], np.ndarray], ...] = (),
    light: np.ndarray | None = None,
    to_beat: float = -np.inf,
    least: float = 0.0,
) -> TemplateRead:
    """The value whose pattern stands out clearest in one channel (H, W uint8) of a face warped square with
    `room` pixels around it, for pips of one polarity, over every shift and scale of the pip places. In each of
    `agreeing` (other channels of the face, each made when asked for), its pip places must stand out that way too,
    if only a little: in the brightest channel a light face's edges, blurred into a dark table, look like dark pips
    in its corners, where grey shows no pip at all. With `light` (the face's light levelled out of `channel`, the
    same shape), no other value may fit with pips on places the light veils (see `_is_unveiled`). Only a pattern
    whose margin beats `to_beat` (another read's, which wins ties) is judged: none other could win; else no value
    (0, margin -inf). Nor is one fainter than `_LEAST_TAKEN_MARGIN` or `least`: neither clear nor clean, `read_face`
    takes no such reading (nor one under a caller's least margin), and most patterns of faces that show none are
    that faint (judging each costs a few tenths of a millisecond).

    The scales' clearest patterns are judged clearest first (the first scale of equal margins first), and the first
    that passes every check is the one a judging of all would keep: judging stops there."""
    size = channel.shape[0] - 2 * room
    level = _level(channel, room)
    direction = -1.0 if is_dark else 1.0
    units, radii, pip_area_px = _scaled_places(size)
    standing_out = direction * (places - level)
    # No pattern's margin exceeds the spread of its places' standing-out (float subtraction keeps that order): a
    # face whose places all stand out alike has none to judge, and its clearest patterns need not be sought.
    by_place = np.ascontiguousarray(standing_out.reshape(-1, 9).T)  # reduced fast over places
    widest = float((np.maximum.reduce(by_place) - np.minimum.reduce(by_place)).max())
    if widest <= to_beat or widest < max(least, _LEAST_TAKEN_MARGIN):
        return TemplateRead(0, -np.inf, is_dark)
    candidates = sorted(
        zip(clearest_patterns(standing_out), standing_out, units, radii, strict=True), key=lambda each: -each[0][0]
    )
    face_ink = None  # made for the first pattern judged: most faces have none clear enough to judge
    for (margin, value, faintest, row, pattern), scale_standing_out, unit, radius in candidates:
        if margin <= to_beat or margin < max(least, _LEAST_TAKEN_MARGIN):
            break
        if face_ink is None:
            inner_values = channel[room : room + size, room : room + size].astype(np.float32)
            face_ink = np.where(_inner_mask(size), direction * (inner_values - level), 0)
        if (
            (
                _shows_one_pip(face_ink, faintest, radius, pip_area_px)
                if value == 1
                else _shows_only_its_pips(
                    face_ink, faintest, (value, radius, pip_area_px), _face_places(room, unit, row, pattern)
                )
            )
            and all(_agrees(channel(), room, direction, unit, radius, row, pattern) for channel in agreeing)
            and (light is None or _is_unveiled(light, room, direction, (unit, radius, row, pattern), faintest))
        ):
            is_faint = tol.TEMPLATE_FAINT_MIN_MARGIN <= margin < tol.TEMPLATE_MIN_MARGIN
            placed = _face_places(room, unit, row, pattern)
            pip_width = _pip_ink_width(face_ink, faintest, pip_area_px, placed) if is_faint else None
            empty_spread = float(np.ptp(scale_standing_out[row][~PATTERN_MASK[pattern]]))
            return TemplateRead(value, margin, is_dark, empty_spread, pip_width)
    return TemplateRead(0, -np.inf, is_dark)


def _agrees(
    channel: np.ndarray, room: int, direction: float, unit: float, radius: float, row: int, pattern: int
) -> bool:
    """Every pip place of the pattern (at one shift `row` of the places at `unit`) stands out of the face's level
    in `channel` (H, W uint8) in the pips' `direction`."""
    standing_out = direction * _places_from_level(channel, room, unit, radius, row)
    return bool((standing_out[PATTERN_MASK[pattern]] > 0).all())


def _places_from_level(channel: np.ndarray, room: int, unit: float, radius: float, row: int) -> np.ndarray:
    """The mean of `channel` (H, W uint8, a face warped square with `room` pixels around it) over a disc of
    `radius` pixels on each of the nine places (`PLACES` order, at one shift `row` of the places at `unit`), less the
    face's level (the median of its inner part), in grey levels."""
    size = channel.shape[0] - 2 * room
    level = _level(channel, room)
    xs, ys = _place_pixels(room + size / 2, unit)
    return cv2.filter2D(channel.astype(np.float32), -1, _disc_kernel(radius))[ys[row], xs[row]] - level


def _is_unveiled(
    light: np.ndarray, room: int, direction: float, placing: tuple[float, float, int, int], faintest: float
) -> bool:
    """Whether a pattern read in a face's levelled light is the only one its places allow: no other value's pattern
    holds its pips and otherwise only places the light veils, where `light` (H, W uint8, the face's light levelled
    out, warped square with `room` pixels around it) stands out of its level in the pips' `direction` by more than
    `faintest` (the faintest pip's standing-out, levelled): a glare as bright as a pip there may hide one.
    `placing`: the pattern's unit and disc radius (pixels), shift row and index in `PATTERN_MASK`."""
    unit, radius, row, pattern = placing
    pips = PATTERN_MASK[pattern]
    may_hold_pips = pips | (direction * _places_from_level(light, room, unit, radius, row) > faintest)
    explaining = (pips <= PATTERN_MASK).all(axis=1) & (may_hold_pips >= PATTERN_MASK).all(axis=1)
    return bool((PATTERN_VALUES[explaining] == PATTERN_VALUES[pattern]).all())


def _pip_ink_width(
    face_ink: np.ndarray, faintest: float, pip_area_px: float, places: tuple[np.ndarray, np.ndarray, np.ndarray]
) -> float:
    """How wide the pip ink (over half the faintest pip's standing-out) is at a pattern's pip places, in pip widths
    (of `pip_area_px`), the mean over its pips: the deepest any inked pixel within a pip's radius of a place lies
    inside the ink, over a pip's radius (a whole pip 1, no ink 0). A die's pip is a round spot, or pips blurred into
    one another a band as wide; the lines printed on a card are far thinner. `face_ink`: the face's standing-out
    (2-D, 0 outside its inner part); `places`: see `_face_places`."""
    pip_radius = float(np.sqrt(pip_area_px / np.pi))
    depth = cv2.distanceTransform((face_ink > 0.5 * faintest).astype(np.uint8), cv2.DIST_L2, 3)
    reach = int(np.ceil(pip_radius))
    deepest_near = cv2.dilate(depth, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (2 * reach + 1, 2 * reach + 1)))
    xs, ys, is_pip = places
    side = face_ink.shape[0]
    return float(np.mean(deepest_near[np.clip(ys[is_pip], 0, side - 1), np.clip(xs[is_pip], 0, side - 1)]) / pip_radius)


def _shows_one_pip(face_ink: np.ndarray, faintest: float, radius: float, pip_area_px: float) -> bool:
    """The face (its standing-out, 2-D, 0 outside its inner part) shows no more pip ink than a 1's lone pip
    (`radius` pixels, `tol.ONE_PIP_SIZE_RATIO` times wider; see `_shows_only_its_pips`: a 5 whose pips sit closer
    together than the places looked at is no 1 because its centre pip stands out), and that in one spot, no
    second one of `tol.TEMPLATE_SECOND_SPOT_SHARE` of the first's area, or of an ordinary pip's (`pip_area_px`)
    when the first is larger (a pip joined by a glint), or more: a 2 or 5 whose outline sits askew puts a pip on the
    centre place and the others beside their places, where the places do not see them but the face does. Glints and
    shades along a bevel do not count (see `_ink_spots`)."""
    areas = sorted(_ink_spots(face_ink, faintest, pip_area_px), reverse=True)
    pip_radius = radius * tol.ONE_PIP_SIZE_RATIO
    return sum(areas) <= tol.TEMPLATE_INK_MAX_EXCESS * np.pi * pip_radius**2 and (
        len(areas) < 2 or areas[1] < tol.TEMPLATE_SECOND_SPOT_SHARE * min(areas[0], pip_area_px)
    )


def _ink_spots(face_ink: np.ndarray, faintest: float, pip_area_px: float) -> list[int]:
    """Areas (pixels) of the spots of pip ink (see `_spots_of_ink`) on the face (2-D, 0 outside its inner part), but
    for the streaks on its rim (glints or shades along a bevel; on the labelled faces of the rendered train split
    they hid 14 of 120 ones) and for sheens (see `_sheens`)."""
    labels, area, streak = _spots_of_ink(face_ink, faintest, pip_area_px)
    return area[~streak & ~_sheens(face_ink, labels, len(area) + 1)].tolist()


def _spots_of_ink(
    face_ink: np.ndarray, faintest: float, pip_area_px: float
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The spots of pip ink (over half the faintest pip's standing-out) on the face (2-D, 0 outside its inner part):
    their labels (2-D, 0 for no ink), areas (pixels, per spot) and whether each is a streak on the rim of the inner
    part, longer than `tol.TEMPLATE_RIM_STREAK_PIPS` pip widths (of `pip_area_px`) and
    `tol.TEMPLATE_RIM_STREAK_ELONGATION` times as long as wide: a glint or shade along a bevel, not a pip, whose
    spot is at most a pip wide and about round even where an outline sits askew."""
    inked = (face_ink > 0.5 * faintest).astype(np.uint8)
    _, labels, stats, _ = cv2.connectedComponentsWithStats(inked, connectivity=8)
    left, top, width, height, area = stats[1:].T
    first, last = _inner_rim(face_ink.shape[0])
    on_rim = (left <= first) | (top <= first) | (left + width - 1 >= last) | (top + height - 1 >= last)
    long_side, short_side = np.maximum(width, height), np.minimum(width, height)
    streak = (
        on_rim
        & (long_side >= tol.TEMPLATE_RIM_STREAK_PIPS * 2 * np.sqrt(pip_area_px / np.pi))
        & (long_side >= tol.TEMPLATE_RIM_STREAK_ELONGATION * short_side)
    )
    return labels, area, streak


def _sheens(face_ink: np.ndarray, labels: np.ndarray, count: int) -> np.ndarray:
    """Per spot of `labels` (`count` labels, the background's included) but the background (count - 1, bool),
    whether it is a sheen: a smooth brightening, standing out further than the sharpest spot (a pip's: only specular
    light outshines a pip) and whose edge is nowhere `tol.INK_EDGE_SHARE` times as steep as that spot's (the pips of
    a face are blurred alike: another pip's edge is as sharp). Steepness is the 3×3 Sobel gradient of `face_ink`
    (2-D, 0 outside its inner part), but for the rim of the inner part, where the standing-out is cut off. A spot's
    steepness and height are its greatest (its height 0 at least); each spot is judged by whether any of its pixels
    reaches the sharpest spot's (the first of equals), which takes no greatest per spot."""
    if count <= 2:  # one spot at most: no spot outshines the sharpest
        return np.zeros(count - 1, bool)
    values = face_ink.astype(np.float32)
    steepness = np.hypot(cv2.Sobel(values, cv2.CV_32F, 1, 0, ksize=3), cv2.Sobel(values, cv2.CV_32F, 0, 1, ksize=3))
    near = cv2.dilate(np.where(_off_rim(face_ink.shape[0]), steepness, 0), np.ones((3, 3), np.uint8))
    in_spot = labels > 0
    steepest = float(near[in_spot].max())  # every steepness is 0 or more
    sharpest = int(labels[in_spot & (near == steepest)].min())
    height = max(float(values[labels == sharpest].max()), 0.0)
    is_as_steep = _spots_where(labels, near.astype(np.float64) >= tol.INK_EDGE_SHARE * steepest, count)
    is_higher = _spots_where(labels, values.astype(np.float64) > height, count)
    return ~is_as_steep & is_higher


def _spots_where(labels: np.ndarray, mask: np.ndarray, count: int) -> np.ndarray:
    """Per spot of `labels` (`count` labels, the background's included) but the background, whether any of its
    pixels is in `mask` (of the same shape)."""
    has = np.zeros(count, bool)
    has[labels[mask]] = True
    return has[1:]


def _median(levels: np.ndarray) -> float:
    """The median of uint8 values (1-D), selected rather than sorted (as np.median: the mean of the middle two)."""
    middle = len(levels) - 1
    low, high = middle // 2, middle - middle // 2
    selected = np.partition(levels, (low, high))
    return (int(selected[low]) + int(selected[high])) / 2


def _shows_only_its_pips(face_ink: np.ndarray, faintest: float, pips: tuple[int, float, float], places: Places) -> bool:
    """The face (its standing-out, 2-D, 0 outside its inner part) shows no more pip ink than `value` pips (2–6; a 1
    see `_shows_one_pip`) of `radius` pixels (`pips`: value, radius and an ordinary pip's area in pixels), as
    `_ink_within_pips` measures it. Ink a face must not show is a mark of pip-like size: on a face whose grain
    reaches half the faintest pip's standing-out (`_is_grainy`: a veiled face stretched to a lit one's headroom
    stretches its grain too) specks of grain alone cross it, so there the ink is measured again on the face averaged
    over the grain's scale (`_over_the_grain`). `places`: the nine places' pixel columns and rows in `face_ink`, and
    whether the pattern has a pip there."""
    return _ink_within_pips(face_ink, faintest, pips, places) or (
        _is_grainy(face_ink, faintest) and _ink_within_pips(_over_the_grain(face_ink), faintest, pips, places)
    )


def _ink_within_pips(face_ink: np.ndarray, faintest: float, pips: tuple[int, float, float], places: Places) -> bool:
    """The ink of the face (over half the faintest pip's standing-out) covers at most `tol.TEMPLATE_INK_MAX_EXCESS`
    times its `value` pips (see `_shows_only_its_pips`). Streaks on the rim that hold none of the nine places are
    left out of any face's ink: the glint along a bevel of an outline a little too large, not pips (a pip on the rim
    lies on a place). A pip drawn out by motion blur (see `_blur_streak_px`) may cover as much more as the streak
    it became."""
    value, pip_radius, pip_area_px = pips
    labels, area, streak = _spots_of_ink(face_ink, faintest, pip_area_px)
    xs, ys, is_pip = places
    side = face_ink.shape[0]
    within = (xs >= 0) & (xs < side) & (ys >= 0) & (ys < side)
    on_a_place = np.zeros(len(area) + 1, bool)
    on_a_place[labels[ys[within], xs[within]]] = True
    inked = area.sum() - area[streak & ~on_a_place[1:]].sum()

    def allowed_px(streak_px: float) -> float:
        return tol.TEMPLATE_INK_MAX_EXCESS * value * (np.pi * pip_radius**2 + 2 * pip_radius * streak_px)

    if inked <= allowed_px(0.0):  # a blur only allows more ink: most faces need not be measured for it
        return True
    pip_spots = labels[ys[is_pip & within], xs[is_pip & within]]
    streak_px = _blur_streak_px(labels, pip_spots) if len(set(pip_spots.tolist()) - {0}) == value else 0.0
    return inked <= allowed_px(streak_px)


def _is_grainy(face_ink: np.ndarray, faintest: float) -> bool:
    """Whether the grain of the face (its standing-out, 2-D, 0 outside its inner part) reaches half the faintest
    pip's standing-out within `tol.TEMPLATE_GRAIN_SIGMAS` of its σ: the σ of neighbouring pixels' differences
    across the inner part (their median absolute deviation, over √2), which a face's shading and its pips' few
    edges leave alone."""
    inner = _inner_mask(face_ink.shape[0])
    differences = np.concatenate(
        (np.diff(face_ink, axis=1)[inner[:, 1:] & inner[:, :-1]], np.diff(face_ink, axis=0)[inner[1:] & inner[:-1]])
    )
    grain = 1.4826 * float(np.median(np.abs(differences - np.median(differences)))) / np.sqrt(2)
    return tol.TEMPLATE_GRAIN_SIGMAS * grain >= 0.5 * faintest


def _over_the_grain(face_ink: np.ndarray) -> np.ndarray:
    """The face's standing-out (2-D, 0 outside its inner part) averaged over `tol.TEMPLATE_GRAIN_PX` pixels square
    (0 outside its inner part still): a speck of grain, a sensor pixel or two warped, is averaged away, while a pip
    (a disc several pixels across) keeps its spot over half its standing-out."""
    width = tol.TEMPLATE_GRAIN_PX
    return np.where(_inner_mask(face_ink.shape[0]), cv2.blur(face_ink.astype(np.float32), (width, width)), 0)


def _blur_streak_px(labels: np.ndarray, pip_spots: np.ndarray) -> float:
    """How far (pixels) motion blur has drawn out a face's pips, each its own spot of ink (`pip_spots`: their labels
    in `labels`, 2-D): a blurred disc is as much longer along the blur as its spot's second moments say (a line
    of length L adds L²/12 to the variance along it), and every pip is drawn out alike, along one direction (their
    long axes within `tol.TEMPLATE_BLUR_MAX_TURN_DEG`, their lengths within `tol.TEMPLATE_BLUR_LENGTH_RATIO` of one
    another) and no further than `tol.TEMPLATE_BLUR_MAX_SIDES` of the face's side (`labels` is the face); else 0
    (spots drawn out in different ways are pips joined with other ink, and longer ones lines of print)."""
    lengths, headings = [], []
    for label in pip_spots.tolist():
        moments = cv2.moments((labels == label).astype(np.uint8), binaryImage=True)
        along_minus_across = 2 * np.hypot((moments["mu20"] - moments["mu02"]) / 2, moments["mu11"]) / moments["m00"]
        lengths.append(np.sqrt(12 * along_minus_across))
        headings.append(np.rad2deg(0.5 * np.arctan2(2 * moments["mu11"], moments["mu20"] - moments["mu02"])))
    axes = np.array(headings)
    is_one_way = angle_between(axes[:, None], axes[None, :], full_turn=180.0).max() <= tol.TEMPLATE_BLUR_MAX_TURN_DEG
    is_one_length = max(lengths) <= tol.TEMPLATE_BLUR_LENGTH_RATIO * min(lengths)
    length = median(lengths)
    is_blur = is_one_way and is_one_length and length <= tol.TEMPLATE_BLUR_MAX_SIDES * labels.shape[0]
    return length if is_blur else 0.0


# Pixels left around a warped face, so every shifted place's disc lies in it (any reader of the nine places warps so).
ROOM_PX = max(tol.TEMPLATE_SHIFTS_PX) + 1
_WARPED_CORNERS = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32) * tol.TEMPLATE_FACE_PX + ROOM_PX
# The least margin a reading `read_face` returns can have: it is clear (`TemplateRead.is_clear`) or clean (`.is_clean`).
_LEAST_TAKEN_MARGIN = min(tol.TEMPLATE_MIN_MARGIN, tol.TEMPLATE_FAINT_MIN_MARGIN)
_PLACE_OFFSETS = np.array(list(PLACES.values()), float)
_PATTERN_ROWS = [
    (value, np.array([place in pattern for place in PLACES]))
    for value, patterns in PATTERNS.items()
    for pattern in patterns
]
# Every pattern of `PATTERNS` as whether it has a pip on each place (patterns, 9: `PLACES` order), and its value: the
# patterns `clearest_patterns` and any reader of the nine places (`vision.pip_edges`) judge by.
PATTERN_MASK = np.array([row for _, row in _PATTERN_ROWS])
PATTERN_VALUES = np.array([value for value, _ in _PATTERN_ROWS])


def _parts_of_patterns() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The places grouped into parts every pattern takes or leaves whole (the two ends of each diagonal, of each
    middle line, the centre), so a pattern's faintest pip and strongest empty place are a least and a greatest over
    a few parts: the parts' first places, then their last ones (indices into `PLACES` order, one per part each: a
    part's two places or its one place twice), and per pattern its pip parts and its empty parts (rows of part
    indices, each padded by repeating its first; the least or greatest of a row does not change by it)."""
    parts: list[list[int]] = []
    for place, taken_by in enumerate(PATTERN_MASK.T):
        part = next((part for part in parts if (PATTERN_MASK[:, part[0]] == taken_by).all()), None)
        if part is None:
            parts.append([place])
        else:
            part.append(place)
    is_pip_part = np.array([[pips[part[0]] for part in parts] for pips in PATTERN_MASK])

    def padded(rows: list[np.ndarray]) -> np.ndarray:
        width = max(len(row) for row in rows)
        return np.array([[*row, *[row[0]] * (width - len(row))] for row in rows]).T  # (width, patterns)

    return (
        np.array([part[0] for part in parts] + [part[-1] for part in parts]),
        padded([np.flatnonzero(row) for row in is_pip_part]),
        padded([np.flatnonzero(~row) for row in is_pip_part]),
    )


_PART_ENDS, _PIP_PARTS, _EMPTY_PARTS = _parts_of_patterns()


def _face_places(room: int, unit: float, row: int, pattern: int) -> Places:
    """Pixel columns and rows (9 each) of the nine places at `unit` and shift `row` of a face warped square with
    `room` pixels around it, in the face's own pixels (the room left out), and whether the pattern (its index in
    `PATTERN_MASK`) has a pip on each."""
    size = tol.TEMPLATE_FACE_PX
    xs, ys = _place_pixels(room + size / 2, unit)
    return xs[row] - room, ys[row] - room, PATTERN_MASK[pattern]


@cache
def _place_pixels(middle: float, unit: float) -> tuple[np.ndarray, np.ndarray]:
    """Pixel columns and rows (shifts, 9) of the nine places around `middle`, for every shift in
    `tol.TEMPLATE_SHIFTS_PX` in both directions (the same few for every face: kept)."""
    dx, dy = (grid.ravel() for grid in np.meshgrid(tol.TEMPLATE_SHIFTS_PX, tol.TEMPLATE_SHIFTS_PX))
    xs = np.rint(middle + dx[:, None] + unit * _PLACE_OFFSETS[None, :, 0]).astype(int)
    ys = np.rint(middle + dy[:, None] + unit * _PLACE_OFFSETS[None, :, 1]).astype(int)
    return xs, ys


@cache
def place_indices(middle: float, unit: float, side: int) -> np.ndarray:
    """The nine places about `middle` at `unit` pixels, for every shift in `tol.TEMPLATE_SHIFTS_PX` (`_place_pixels`),
    as indices (shifts, 9) into a square image `side` pixels wide, raveled: where a face's places are sampled."""
    xs, ys = _place_pixels(middle, unit)
    return ys * side + xs


def clearest_patterns(standing_out: np.ndarray) -> list[tuple[float, int, float, int, int]]:
    """Per scale, (margin, value, faintest pip, row, index in `PATTERN_MASK`) of the clearest pattern over all rows
    of `standing_out` (scales, rows, 9: the nine places in `PLACES` order): the pattern whose faintest pip place
    stands out most beyond its strongest empty one. Whatever the places' levels measure (a pip's lightness here, its
    round edge in `vision.pip_edges`), a face is read by the same patterns and rule."""
    scales = len(standing_out)
    faintest_pip, strongest_empty = _pip_and_empty_levels(standing_out)
    margins = faintest_pip - strongest_empty  # (patterns, scales × rows)
    # The first clearest in row-major order over (rows, patterns): per row its clearest pattern (the first of
    # equals), then per scale the first row whose clearest is clearest.
    row_margins, row_patterns = margins.max(axis=0), margins.argmax(axis=0)
    rows = row_margins.reshape(scales, -1).argmax(axis=1)
    at = rows + np.arange(scales) * (len(row_margins) // scales)
    patterns = row_patterns.take(at)
    return list(
        zip(
            margins[patterns, at].tolist(),
            PATTERN_VALUES.take(patterns).tolist(),
            faintest_pip[patterns, at].tolist(),
            rows.tolist(),
            patterns.tolist(),
            strict=True,
        )
    )


def _pattern_margins(standing_out: np.ndarray) -> np.ndarray:
    """The margin of every pattern (patterns, scales × rows: `PATTERN_MASK` order, then `standing_out`'s scales and
    rows) in `standing_out` (scales, rows, 9), as `clearest_patterns` takes it."""
    faintest_pip, strongest_empty = _pip_and_empty_levels(standing_out)
    return faintest_pip - strongest_empty


def _pip_and_empty_levels(standing_out: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per pattern, the faintest pip place's and the strongest empty place's standing-out (patterns, scales × rows
    each) in `standing_out` (scales, rows, 9: the nine places in `PLACES` order)."""
    places = np.ascontiguousarray(standing_out.reshape(-1, 9).T)  # (9, scales × rows), reduced fast over places
    # Least and greatest per part first (see `_parts_of_patterns`): a few rows, not every place of every pattern.
    ends = places.take(_PART_ENDS, axis=0)
    first, last = ends[: len(ends) // 2], ends[len(ends) // 2 :]  # (parts, scales × rows) each
    faintest_pip = np.minimum.reduce(np.minimum(first, last).take(_PIP_PARTS, axis=0))
    strongest_empty = np.maximum.reduce(np.maximum(first, last).take(_EMPTY_PARTS, axis=0))
    return faintest_pip, strongest_empty


@cache
def _disc_kernel(radius: float) -> np.ndarray:
    """A normalised disc (float32) of `radius` pixels: filtering with it gives each pixel its disc's mean."""
    reach = int(np.ceil(radius))
    ys, xs = np.mgrid[-reach : reach + 1, -reach : reach + 1]
    disc = (xs * xs + ys * ys <= radius * radius).astype(np.float32)
    return disc / disc.sum()


@cache
def _inner_mask(size: int) -> np.ndarray:
    """The face inside its bevels (a central share `tol.TEMPLATE_INNER_SHARE`), whose median is its level."""
    ys, xs = np.mgrid[0:size, 0:size]
    half = tol.TEMPLATE_INNER_SHARE * size / 2
    return (np.abs(xs - size / 2) < half) & (np.abs(ys - size / 2) < half)


@cache
def _inner_indices(size: int, room: int) -> np.ndarray:
    """`_inner_mask` as indices into a face `size` pixels wide warped square with `room` pixels around it, raveled."""
    rows, columns = np.nonzero(_inner_mask(size))
    return (rows + room) * (size + 2 * room) + columns + room


@cache
def _scaled_places(size: int) -> tuple[tuple[float, ...], tuple[float, ...], float]:
    """For a face `size` pixels wide: the unit (pixels from the middle to a side's pip place) at each of
    `tol.TEMPLATE_SCALES`, the radius of the disc each place is sampled over there (pixels), and an ordinary pip's
    area (pixels, at scale 1)."""
    units = tuple(scale * size / (2 * FACE_HALF_SIDE) for scale in tol.TEMPLATE_SCALES)
    radii = tuple(tol.TEMPLATE_PIP_RADIUS_UNITS * unit for unit in units)
    return units, radii, np.pi * (tol.TEMPLATE_PIP_RADIUS_UNITS * size / (2 * FACE_HALF_SIDE)) ** 2


@cache
def _inner_rim(size: int) -> tuple[int, int]:
    """The first and last pixel row (and column) of the inner part of a face `size` pixels wide (see `_inner_mask`)."""
    rows, columns = np.nonzero(_inner_mask(size))
    return int(min(rows.min(), columns.min())), int(max(rows.max(), columns.max()))


@cache
def _off_rim(size: int) -> np.ndarray:
    """The inner part of a face `size` pixels wide less its rim two pixels deep (bool), where ink's edges are whole."""
    return cv2.erode(_inner_mask(size).astype(np.uint8), np.ones((5, 5), np.uint8)) > 0


def warped_face(image_bgr: np.ndarray, corners: tuple[Point, Point, Point, Point]) -> np.ndarray:
    """The face at `corners` (frame pixels, in order around it) of the BGR frame warped square as `read_face` sees
    it: `tol.TEMPLATE_FACE_PX` wide with `ROOM_PX` around it (H, W, 3 uint8)."""
    size = tol.TEMPLATE_FACE_PX + 2 * ROOM_PX
    warp = cv2.getPerspectiveTransform(np.asarray(corners, np.float32), _WARPED_CORNERS)
    return cv2.warpPerspective(image_bgr, warp, (size, size), flags=cv2.INTER_LINEAR)


def dark_pips_from_one_level(face: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For a face warped by `warped_face`: how far each place stands out darker than the face's one level in its
    brightest channel, as `read_face` judges dark pips before any check, and each place's mean whiteness (its darkest
    channel), both over the place's disc at every shift and scale (scales, shifts, 9 float32 each)."""
    brightest, whiteness = face.max(axis=2), face.min(axis=2)
    dark_means, whiteness_means = _disc_means(brightest, whiteness, ROOM_PX)
    return _standing_out(brightest, ROOM_PX, dark_means, is_dark=True), whiteness_means
