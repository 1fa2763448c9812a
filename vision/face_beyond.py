"""Cocked dice showing a face of pips where no flat die shows one: read as if flat, their confidence is lowered.

A die's body lies below its top face, and a camera sees it between the top face and the nadir (the image of the
point straight below the camera: vertical edges meet there). A camera above the table, tilted with its image upright,
has its nadir on the frame's vertical centre line, at its centre (looking straight down) or below it: so a flat die
shows its side faces, and their pips, only towards some point of that line at or below the centre. A die cocked on
another die or a wall turns up the face opposite the one it leans on, whichever way that lies: a face of its own
pips, seen nearly as squarely as its top, sideways or above it (`side_face_off_the_nadir`). Only a whole camera
frame tells where that line lies: a board card's patch (`vision.board_reading`) is cut from anywhere in it (board
60001's flat black 1, its neighbour's pips above it off the patch's centre line, was asked about).

Measured on the dice taken (confidence 0.9 or more) of the train splits (640 and 1280) and the dev scenes 140-199,
the pip candidates of the frame's first look beyond a face (`_pips_beyond`) and the direction of their mean offset
from its centre, against the directions to the line's points at or below the centre: four or more pips beyond,
right readings lay within 45 degrees of those directions but one (dev 190-199 GNW 20197's blue 4, 62: its camera
turned about its axis, the frame's flat dice show their left faces), the cocked dice at 63-95 (dev 150-159 GNW 20150's
blue 3, 180-189 Gönnen 50181's green 2, 190-199 DSC 10194's blue 6, train Gönnen 50034's green 3 and the black 6
of Blöder 30051, counted a phantom as no label lies within reach). Three pips beyond are a row of a face too (H168):
the 186 right readings taken with three (the real photos' train split included) lay within 48 degrees, the cocked dev
210-229 GNW 20219 (a blue 1 leaning on the die below it, a row of its face turned up beyond it) at 135 and a silver die
misread as a 4 (dev 170-179 DSC 10175) at 59; fewer are a neighbour's stray pips or a glint as often as a face (two:
right readings taken reached 138). One pip is enough where no flat die shows one at all, well away from the nadir
(`pip_off_the_nadir`): a die leaning on a wall or another die shows one or two pips of its face turned up, seen
steeply. A camera turned about its axis (a handheld photo) breaks the rule: the real photos' test split lost 3 of its
319 right dice taken to asking (2 with four pips beyond, 1 more with three). A table camera mounted on its side or
upside down has its frames turned upright before they are read (`[camera] rotation`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from vision import tolerances as tol
from vision.angles import angle_between
from vision.boxes import mean_side_px
from vision.confidence import falling
from vision.pips import Pip
from vision.reading import DieReading


def with_face_beyond_doubts(
    dice: Sequence[DieReading],
    pips: Sequence[Sequence[Pip] | None],
    candidates: Sequence[Pip],
    scale: float,
    frame_shape: tuple[int, int],
    unread_centres: Sequence[tuple[float, float]] = (),
    dashes: Sequence[Pip] = (),
) -> tuple[DieReading, ...]:
    """The dice with each confidence lowered by `side_face_off_the_nadir` of the pips beyond it (`_pips_beyond`), or
    by `pip_off_the_nadir` of one of them where that is lower; `pips`: per die the pips it was read from (None: read
    by its pip places, any kind of pip counts beyond it); `candidates`: the frame's pip candidates in an image scaled
    by `scale`; `frame_shape`: (height, width); `unread_centres`: where dice were seen but not read, whose pips are
    theirs (recorded gnw-duo 000013: a flat blue 2 below a 6 seen as seven pips); `dashes`: pips of side faces seen
    steeply (`vision.side_dashes`), scaled as `candidates`. Does not change value, colour or place."""
    candidates = [*candidates, *dashes]
    if not candidates or not dice:
        return tuple(dice)
    is_dash = np.arange(len(candidates)) >= len(candidates) - len(dashes)
    beyond = _pips_beyond(dice, candidates, scale, frame_shape, unread_centres, (pips, is_dash))
    own = [
        beyond.offsets[index][
            beyond.kept[index] & (beyond.dark == die_pips[0].is_dark) if die_pips else beyond.kept[index]
        ]
        for index, die_pips in enumerate(pips)
    ]
    doubted = []
    for index, die in enumerate(dice):
        factor = side_face_off_the_nadir(die.center, own[index], frame_shape)
        # A pip's kind tells it the die's own only beside a face read from its pips; only a pip off the nadir doubts it
        if pips[index] and len(_directions_off_the_nadir(die.center, own[index], frame_shape)):
            shown = _directions_shown_near(index, dice, own, frame_shape)
            factor = min(factor, pip_off_the_nadir(die.center, own[index], shown, frame_shape))
        doubted.append(die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3)))
    return tuple(doubted)


@dataclass(frozen=True)
class _Beyond:
    """Per die (rows) and candidate (columns): its offset from the die's centre (frame pixels) and whether it counts
    beyond the die; per candidate whether it is a dark pip."""

    offsets: np.ndarray
    kept: np.ndarray
    dark: np.ndarray


def _pips_beyond(
    dice: Sequence[DieReading],
    candidates: Sequence[Pip],
    scale: float,
    frame_shape: tuple[int, int],
    unread_centres: Sequence[tuple[float, float]],
    pips_and_dashes: tuple[Sequence[Sequence[Pip] | None], np.ndarray],
) -> _Beyond:
    """The candidates that count as pips of a die's own other faces: as large as a pip of its size
    (`tol.FACE_BEYOND_PIP_RADIUS_SIDES`), `tol.FACE_BEYOND_REACH_SIDES` of its side from its centre, outside its box
    grown by `tol.FACE_BEYOND_BOX_MARGIN`, in no other die's box, nearer its centre than any other die's (read or
    `unread_centres`) and on no side face another die shows lying flat (within the farther reach of its centre and
    `tol.FACE_BEYOND_OFF_NADIR_DEGREES[0]` of a direction to its nadir: the real photos' train split four_45, the
    front face of a flat 4 above a flat 4, beyond the lower one's face), a side face's dash only as `_may_claim`
    allows (`pips_and_dashes`: per die the pips it was read from, per candidate whether it is a dash). All dice at
    once: a frame holds a few dozen candidates, and numpy's cost per call outweighs its work."""
    points = np.array([pip.center for pip in candidates], dtype=float) / scale
    radii = np.array([pip.radius for pip in candidates], dtype=float) / scale
    centres = np.array([die.center for die in dice], dtype=float)
    boxes = np.array([die.box for die in dice], dtype=float)
    sides = np.array([mean_side_px(die.box) for die in dice])[:, None]
    offsets = points[None, :, :] - centres[:, None, :]
    distances = np.hypot(offsets[..., 0], offsets[..., 1])
    nearest, farthest = tol.FACE_BEYOND_REACH_SIDES
    smallest, largest = tol.FACE_BEYOND_PIP_RADIUS_SIDES
    in_reach = distances <= farthest * sides
    kept = in_reach & (distances >= nearest * sides) & (radii >= smallest * sides) & (radii <= largest * sides)
    grown = centres[:, None, :] + (boxes - centres[:, None, :]) * tol.FACE_BEYOND_BOX_MARGIN
    kept &= ~_inside(grown, points)
    in_boxes = _inside(boxes, points)
    kept &= ~(in_boxes.sum(axis=0) - in_boxes > 0)
    dark = np.array([pip.is_dark for pip in candidates])
    claims = _may_claim(*pips_and_dashes, candidates)
    distances = np.where(claims, distances, np.inf)
    if unread_centres:
        unread = np.asarray(unread_centres, dtype=float)
        unread_distances = np.hypot(*(points[None, :, :] - unread[:, None, :]).transpose(2, 0, 1))
        distances = np.vstack([distances, unread_distances])
    kept &= (distances[: len(dice)] <= distances.min(axis=0)) | ~claims
    bounds = np.array([_nadir_bounds(die.center, frame_shape) for die in dice])
    off = _off_between(np.arctan2(offsets[..., 0], offsets[..., 1]), bounds[:, :1], bounds[:, 1:])
    on_side_faces = in_reach & claims & (np.degrees(off) <= tol.FACE_BEYOND_OFF_NADIR_DEGREES[0])
    kept &= ~(on_side_faces.sum(axis=0) - on_side_faces > 0)
    return _Beyond(offsets, kept, dark)


def _may_claim(pips: Sequence[Sequence[Pip] | None], is_dash: np.ndarray, candidates: Sequence[Pip]) -> np.ndarray:
    """Per die (rows; `pips`: those it was read from, None when read otherwise) and candidate (columns; `is_dash`:
    whether it is a side face's dash), whether the die may claim it as its own by nearness or as a pip of a side face
    it shows lying flat: any but a dash of the other kind than its pips on plastic (`Pip.face_level`, the grey beside
    it) more than `tol.FACE_BEYOND_DASH_PLASTIC_STEP` levels off its face's (its pips' mean face level). A die carries
    one kind of pip on every face, and a dash was found on plastic (`vision.side_dashes`): a dark dash on light
    plastic is no side-face pip of a black die with light pips (dev 390-409 Blöder 30393: a white die cocked on a
    black 6, its turned-up face's dashes where the 6's front face would show, was taken as the 6 of its own front
    face). A dark dash on plastic as dark as that die's face is its plastic between its light pips (train Blöder
    30031: the gaps between a flat black 2's front-face pips, beyond the flat white 6 below it)."""
    claims = np.ones((len(pips), len(candidates)), bool)
    if not is_dash.any():
        return claims
    dashes = [pip for pip, dash in zip(candidates, is_dash, strict=True) if dash]
    dark = np.array([pip.is_dark for pip in dashes])
    levels = np.array([pip.face_level for pip in dashes])
    for index, die_pips in enumerate(pips):
        if die_pips:
            face_level = sum(pip.face_level for pip in die_pips) / len(die_pips)
            off_plastic = np.abs(levels - face_level) > tol.FACE_BEYOND_DASH_PLASTIC_STEP
            claims[index, is_dash] = ~((dark != die_pips[0].is_dark) & off_plastic)
    return claims


def _inside(boxes: np.ndarray, points: np.ndarray) -> np.ndarray:
    """Per box (rows; convex quadrilaterals, corners in order around them, either way) and point (columns), whether
    the point lies inside the box."""
    edges = np.roll(boxes, -1, axis=1) - boxes
    relative = points[None, None, :, :] - boxes[:, :, None, :]
    crosses = edges[:, :, None, 0] * relative[..., 1] - edges[:, :, None, 1] * relative[..., 0]
    return np.all(crosses >= 0, axis=1) | np.all(crosses <= 0, axis=1)


def side_face_off_the_nadir(center: tuple[float, float], offsets: np.ndarray, frame_shape: tuple[int, int]) -> float:
    """1 while fewer than `tol.FACE_BEYOND_MIN_PIPS` pips lie beyond the face (`offsets` from its centre) or their
    mean offset points within `tol.FACE_BEYOND_OFF_NADIR_DEGREES[0]` of a direction to the nadir a flat die allows
    (`_nadir_directions`), falling to 0.5 at `tol.FACE_BEYOND_OFF_NADIR_DEGREES[1]` off."""
    if len(offsets) < tol.FACE_BEYOND_MIN_PIPS:
        return 1.0
    mean_x, mean_y = offsets.mean(axis=0)
    low, high = _nadir_bounds(center, frame_shape)
    off = float(_off_between(np.array(math.atan2(mean_x, mean_y)), low, high))
    confident, limit = tol.FACE_BEYOND_OFF_NADIR_DEGREES
    return falling(math.degrees(off), confident, limit)


def pip_off_the_nadir(
    center: tuple[float, float], offsets: np.ndarray, shown: np.ndarray, frame_shape: tuple[int, int]
) -> float:
    """1 while every pip beyond the face (`offsets` from its centre) lies within
    `tol.FACE_BEYOND_PIP_OFF_NADIR_DEGREES[0]` of a direction to the nadir a flat die allows (`_nadir_directions`),
    falling to 0.5 at the second; a pip within `tol.FACE_BEYOND_OFF_NADIR_DEGREES[0]` of a direction a die nearby
    shows a pip beyond its own face off its nadir too (`shown`, radians from image-down; `_directions_shown_near`) is
    left out: its side face there tells where the nadir lies (a handheld camera's).

    One pip does it where three are needed towards the nadir (`side_face_off_the_nadir`) because no flat die shows one
    there: only side faces turned towards the nadir show, beyond the top's edges whose outward normal points within
    90 degrees of it, and a pip of such a face lies at most 0.3 side along the edge from the face's middle, at least
    0.5 side out, so within atan(0.3 / 0.5) = 31 degrees of that normal: within 121 degrees of the nadir, the limit.
    A die leaning on a wall or a die turns up the face it leans away from, often seen steeply, with one or two pips
    of it found (dev 270-289 GNW 20286's blue 5 against the tray's wall: one pip of its upper face, 129 degrees
    off)."""
    angles = np.arctan2(offsets[:, 0], offsets[:, 1])
    if len(shown):
        near_shown = angle_between(angles[:, None], shown[None, :]).min(axis=1)
        angles = angles[near_shown > math.radians(tol.FACE_BEYOND_OFF_NADIR_DEGREES[0])]
    if not len(angles):
        return 1.0
    off = float(off_nadir(center, angles, frame_shape).max())
    confident, limit = tol.FACE_BEYOND_PIP_OFF_NADIR_DEGREES
    return falling(math.degrees(off), confident, limit)


def _directions_shown_near(
    index: int, dice: Sequence[DieReading], own: Sequence[np.ndarray], frame_shape: tuple[int, int]
) -> np.ndarray:
    """The directions (radians from image-down) of the pips beyond each die (`own`: their offsets) within
    `tol.FACE_BEYOND_NEIGHBOUR_SIDES` of the side of die `index` from it, that die's own left out, each lying off the
    nadir as seen from its own die (`_directions_off_the_nadir`): only such a pip tells that the camera is turned (the
    real photos' five_38: a handheld camera's nadir above two flat 5s). A pip a flat die shows under any upright
    camera tells nothing of it (dev 290-309 GNW 20296: a flat blue 3's left-face pip 76 degrees from image-down, its
    nadir straight below, kept the cocked blue 3 beside it showing its own upturned face's pip at 104 degrees taken)."""
    center = dice[index].center
    reach = tol.FACE_BEYOND_NEIGHBOUR_SIDES * mean_side_px(dice[index].box)
    near = [
        _directions_off_the_nadir(die.center, offsets, frame_shape)
        for other, (die, offsets) in enumerate(zip(dice, own, strict=True))
        if other != index and len(offsets) and math.dist(die.center, center) <= reach
    ]
    return np.concatenate(near) if near else np.empty(0)


def _directions_off_the_nadir(
    center: tuple[float, float], offsets: np.ndarray, frame_shape: tuple[int, int]
) -> np.ndarray:
    """The directions (radians from image-down) of the `offsets` (frame pixels from `center`) that lie more than
    `tol.FACE_BEYOND_PIP_OFF_NADIR_DEGREES[0]` off every direction from `center` to the nadir a flat die allows: pips
    no flat die under an upright camera shows (`pip_off_the_nadir`)."""
    angles = np.arctan2(offsets[:, 0], offsets[:, 1])
    return angles[off_nadir(center, angles, frame_shape) > math.radians(tol.FACE_BEYOND_PIP_OFF_NADIR_DEGREES[0])]


def off_nadir(center: tuple[float, float], angles: np.ndarray, frame_shape: tuple[int, int]) -> np.ndarray:
    """How far (radians) each direction from `center` (`angles`, from image-down) lies off every direction from it to
    the nadir a flat die allows (`_nadir_directions`)."""
    low, high = _nadir_bounds(center, frame_shape)
    return _off_between(angles, low, high)


def _nadir_bounds(center: tuple[float, float], frame_shape: tuple[int, int]) -> tuple[float, float]:
    """The least and the greatest angle (from image-down, positive towards +x) of the directions from `center` to
    the nadir a flat die allows (`_nadir_directions`)."""
    first, last = _nadir_directions(center, frame_shape)
    return min(first, last), max(first, last)


def _off_between(angles: np.ndarray, low: np.ndarray | float, high: np.ndarray | float) -> np.ndarray:
    """How far (radians) each direction (`angles`) lies off the directions from `low` to `high`; 0 between them."""
    outside = np.minimum(angle_between(angles, low), angle_between(angles, high))
    return np.where((angles >= low) & (angles <= high), 0.0, outside)


def _nadir_directions(center: tuple[float, float], frame_shape: tuple[int, int]) -> tuple[float, float]:
    """The directions (angles from image-down, positive towards +x) from `center` to the nearest and the farthest
    point where the nadir of a camera above the table, tilted with its image upright, may lie for a flat die to show
    a side face with pips: on the frame's vertical centre line, at or below its centre, at least
    `tol.FACE_BEYOND_NADIR_MIN_WIDTHS` of the frame's width from the die (a side face shows a row of pips only seen
    some degrees off its plane; nearer the nadir it is a strip). The farthest lies straight down."""
    height, width = frame_shape
    across = width / 2 - center[0]
    down = height / 2 - center[1]
    least = tol.FACE_BEYOND_NADIR_MIN_WIDTHS * width
    if math.hypot(across, down) < least:
        down = math.sqrt(max(0.0, least * least - across * across))
    return math.atan2(across, down), 0.0
