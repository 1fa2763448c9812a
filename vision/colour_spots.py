"""Finding a colour-faced die (the PUSH die) by the profile colour its top face shows, where its body does not stand
out from the table as a whole: on felt of its own hue (a blue face on blue felt differs from it by about 20 in
`vision.bodies`' colour distance, under its threshold of 30) or touching a tray wall whose colour stands out too
(the die's blob runs into the wall's and is no die-sized square).

A pixel is a spot of a profile colour when it lies within `tol.COLOUR_SPOT_MAX_Z` standard deviations of that
colour (lightness counting `tol.COLOUR_SPOT_LIGHTNESS_WEIGHT` as much: light varies more than hue) and at least
`tol.COLOUR_SPOT_MIN_GAIN` nearer to it than the local table colour is. A die is a die-sized, nearly square and
well-filled blob of such pixels (the size and shape tests of `vision.bodies`) whose face the colour stage names
that colour; a spot it does not name (a face in a tray's shadow passes for the black star face) is left to be
named by its hue (`vision.shaded_faces`). The star face is not looked for this way: shadows are as black as it is.

The table colour is estimated smoothly, so beside a tray wall's shadow or a cable it is pulled off the felt, and a
patch of plain felt there can pass as nearer the colour than the table. A die's face is bounded all round: beyond
its corners lie its side faces, its shadow and the table, none as near its colour as the face itself. So a spot
whose surroundings reach as near the colour as the spot on some side (`is_bounded_all_round`) is felt running on,
no face (dev 190-199 PUSH 40198: felt between a cable's end and a wall's shadow, 3.0 deviations from blue, the
felt beside it 2.1).

A die against a tray wall, seen from the camera's side of the wall, shows its top face only in part: the wall's top
edge hides the rest, or its shadow darkens it (train 40066 and dev 40278: the face cut along the wall's edge; dev
40283: its half beside the wall in the wall's shadow). The part seen is a strip of the face's colour as long as the
face, cut short across it: too long for a die seen from above, bounded all round as a face is (by the wall on its
cut side). So is a die's side face whose top face was not found (a black star face). Such a spot
(`ColourSpots.cut_short`, down to a third of the face, `tol.CUT_FACE_MAX_ASPECT`) is read where the geometry leaves it
the top face (`vision.cut_faces`), else reported as a die that cannot be read (`partly_hidden_faces`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from dicetable.messages import text
from vision import tolerances as tol
from vision.bodies import Body, WorkingImage
from vision.boxes import least_rectangle
from vision.colour import classify_die
from vision.colour_space import LAB_LIGHTNESS_PER_LEVEL, LAB_ZERO_CHROMA_LEVEL
from vision.profiles import ColourStats, DiceSetProfile
from vision.reading import DieReading, Unreadable


@dataclass(frozen=True)
class ColourSpots:
    """The spots of a frame's profile colours, each with the colour it is a spot of, in the order of the profile's
    colours: `whole` as square as a die's top face, `cut_short` as long as one but cut short across (a face partly
    hidden, see the module's docstring)."""

    whole: list[tuple[str, Body]]
    cut_short: list[tuple[str, Body]]


def colour_spots(working: WorkingImage, profile: DiceSetProfile) -> ColourSpots:
    """Each spot of a profile colour (see the module's docstring). `working`: the frame's
    `vision.bodies.working_image`; not changed."""
    whole: list[tuple[str, Body]] = []
    cut_short: list[tuple[str, Body]] = []
    for colour, stats in profile.colours:
        if stats is not None and colour != profile.star_face:
            square, cut = _spots(working, stats)
            whole += [(colour, spot) for spot in square]
            cut_short += [(colour, spot) for spot in cut]
    return ColourSpots(whole, cut_short)


def spotted_dice(
    image_bgr: np.ndarray, spots: list[tuple[str, Body]], profile: DiceSetProfile
) -> tuple[DieReading, ...]:
    """The dice of `colour_spots` whose face the colour stage names the spot's colour, no more than the set can
    have, as sure as it names them; for a frame where no die was read otherwise. image_bgr: the frame, BGR uint8
    (H, W, 3); not changed."""
    dice: list[DieReading] = []
    for colour, spot in spots:
        guess = classify_die(image_bgr, spot.box, profile)
        if guess.colour == colour and all(math.dist(die.center, spot.center) >= spot.side_px for die in dice):
            dice.append(DieReading(None, colour, spot.center, spot.box, round(float(guess.confidence), 3)))
    return tuple(dice[: profile.capacity()])


def partly_hidden_faces(
    image_bgr: np.ndarray, cut_short: list[tuple[str, Body]], profile: DiceSetProfile
) -> tuple[Unreadable, ...]:
    """The spots of `ColourSpots.cut_short` whose face the colour stage names the spot's colour, each reported as a
    die unreadable there (no more than the set can have) as no face made out, the die cocked or covered: a face
    partly hidden behind a tray wall or a die's side face (see the module's docstring); for a frame where no die was
    read. image_bgr: the frame, BGR uint8 (H, W, 3); not changed."""
    seen: list[Body] = []
    for colour, spot in cut_short:
        if classify_die(image_bgr, spot.box, profile).colour == colour and all(
            math.dist(other.center, spot.center) >= spot.side_px for other in seen
        ):
            seen.append(spot)
    reason = text("vision.reader.unreadable.not_a_face")
    return tuple(Unreadable(spot.center, reason) for spot in seen[: profile.capacity()])


def _spots(working: WorkingImage, stats: ColourStats) -> tuple[list[Body], list[Body]]:
    """Each die-sized, well-filled blob of pixels nearer the colour of `stats` than the table around them is (see the
    module's docstring), as a body in frame pixels whose contrast is its mean colour distance from the table
    (`WorkingImage.distance_from_table_in`): those nearly square, and those as long as a die's side but cut short
    across it, down to `tol.CUT_FACE_MAX_ASPECT` times as long as wide."""
    deviations = _deviations(working.lab, stats)
    is_spot = (deviations < tol.COLOUR_SPOT_MAX_Z) & (
        _deviations(working.table, stats) - deviations >= tol.COLOUR_SPOT_MIN_GAIN
    )
    mask = cv2.morphologyEx(is_spot.astype(np.uint8), cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    count, labels, blob_stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    smallest, largest = (fraction * working.frame_long_side_px for fraction in tol.BODY_SIDE_FRACTIONS)
    square: list[Body] = []
    cut_short: list[Body] = []
    for index in range(1, count):
        area = int(blob_stats[index, cv2.CC_STAT_AREA])
        if not smallest**2 * tol.BODY_MIN_FILL <= area <= largest**2:
            continue
        blob = labels == index
        (x, y), (width, height), angle = least_rectangle(cv2.findNonZero(blob.astype(np.uint8)))
        long_side, short_side = max(width, height), min(width, height)
        is_square = long_side <= tol.BODY_MAX_ASPECT * short_side and short_side >= smallest
        is_cut_short = (
            long_side >= smallest
            and tol.BODY_MAX_ASPECT * short_side < long_side <= tol.CUT_FACE_MAX_ASPECT * short_side
        )
        side = (width + height) / 2
        if (
            (is_square or is_cut_short)
            and area >= tol.BODY_MIN_FILL * width * height
            and is_bounded_all_round(deviations, blob, (x, y), side)
        ):
            left, top, blob_width, blob_height = (int(value) for value in blob_stats[index, :4])
            right, bottom = left + blob_width, top + blob_height
            distance = working.distance_from_table_in(left, top, right, bottom)[blob[top:bottom, left:right]]
            corners = cv2.boxPoints(((x, y), (width, height), angle)) / working.scale
            (square if is_square else cut_short).append(
                Body(
                    center=(float(x / working.scale), float(y / working.scale)),
                    box=tuple((float(px), float(py)) for px, py in corners),
                    side_px=float(side / working.scale),
                    contrast=float(distance.mean()),
                )
            )
    return square, cut_short


def is_bounded_all_round(deviations: np.ndarray, blob: np.ndarray, center: tuple[float, float], side_px: float) -> bool:
    """Whether the spot `blob` ((h, w) bool, its centre `center` and side `side_px` in the same pixels) is nearer the
    colour than what lies around it on every side: the nearest `tol.COLOUR_SPOT_RING_NEAREST_SHARE` of the ring
    `tol.COLOUR_SPOT_RING_SIDES` around its centre (beyond a face's corners, within its side faces' and shadow's
    reach) lies more `deviations` ((h, w), from the colour) away than the spot's median pixel. The right spots of
    the train splits and dev scenes 140-199 lie 1.5-4.7 deviations nearer than that tenth, a patch of felt beside a
    shadow 0.9 farther."""
    inner, outer = (sides * side_px for sides in tol.COLOUR_SPOT_RING_SIDES)
    height, width = deviations.shape
    left, top = max(int(center[0] - outer), 0), max(int(center[1] - outer), 0)
    right, bottom = min(int(center[0] + outer) + 1, width), min(int(center[1] + outer) + 1, height)
    rows, columns = np.mgrid[top:bottom, left:right]
    radius = np.hypot(columns - center[0], rows - center[1])
    ring = deviations[top:bottom, left:right][(radius >= inner) & (radius < outer)]
    if ring.size == 0:
        return True
    nearest_around = float(np.quantile(ring, tol.COLOUR_SPOT_RING_NEAREST_SHARE))
    return nearest_around > float(np.median(deviations[blob]))


def _deviations(lab: np.ndarray, stats: ColourStats) -> np.ndarray:
    """Per pixel (h, w) float32 of an OpenCV 8-bit L*a*b* image (h, w, 3): how many standard deviations of the
    colour of `stats` its L*a*b* lies from that colour's mean (lightness weighted by
    `tol.COLOUR_SPOT_LIGHTNESS_WEIGHT`)."""
    lightness, red_green, yellow_blue = (channel.astype(np.float32) for channel in cv2.split(lab))
    (mean_l, mean_a, mean_b, *_), (std_l, std_a, std_b, *_) = stats.mean, stats.std
    lightness_z = (lightness * LAB_LIGHTNESS_PER_LEVEL - mean_l) * (tol.COLOUR_SPOT_LIGHTNESS_WEIGHT / std_l)
    red_green_z = (red_green - LAB_ZERO_CHROMA_LEVEL - mean_a) / std_a
    yellow_blue_z = (yellow_blue - LAB_ZERO_CHROMA_LEVEL - mean_b) / std_b
    return np.sqrt(lightness_z**2 + red_green_z**2 + yellow_blue_z**2)
