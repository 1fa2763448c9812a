"""Finding a colour-faced die (the PUSH die) by the profile colour its top face shows, where its body does not stand
out from the table as a whole: on felt of its own hue (a blue face on blue felt differs from it by about 20 in
`vision.bodies`' colour distance, under its threshold of 30) or touching a tray wall whose colour stands out too
(the die's blob runs into the wall's and is no die-sized square).

A pixel is a spot of a profile colour when it lies within `tol.COLOUR_SPOT_MAX_Z` standard deviations of that
colour (lightness counting `tol.COLOUR_SPOT_LIGHTNESS_WEIGHT` as much: light varies more than hue) and at least
`tol.COLOUR_SPOT_MIN_GAIN` nearer to it than the local table colour is. A die is a die-sized, nearly square and
well-filled blob of such pixels (the size and shape tests of `vision.bodies`) whose face the colour stage names
that colour. The star face is not looked for this way: shadows are as black as it is.
"""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.colour import classify_die
from vision.profiles import ColourStats, DiceSetProfile
from vision.reading import DieReading

LAB_LIGHTNESS_PER_LEVEL = 100 / 255  # OpenCV's 8-bit L*a*b*: L* scaled to 0-255 ...
LAB_ZERO_CHROMA_LEVEL = 128  # ... and a*, b* shifted by this


def spotted_dice(image_bgr: np.ndarray, working: WorkingImage, profile: DiceSetProfile) -> tuple[DieReading, ...]:
    """The colour-faced dice found as spots of their profile colour, no more than the set can have, as sure as the
    colour stage names them; for a frame where no die was read otherwise. image_bgr: the frame, BGR uint8 (H, W, 3);
    `working`: its `vision.bodies.working_image`. Changes neither."""
    dice: list[DieReading] = []
    for colour, stats in profile.colours:
        if stats is None or colour == profile.star_face:
            continue
        for center, box, side_px in _spots(working, stats):
            guess = classify_die(image_bgr, box, profile)
            if guess.colour == colour and all(math.dist(die.center, center) >= side_px for die in dice):
                dice.append(DieReading(None, colour, center, box, round(float(guess.confidence), 3)))
    return tuple(dice[: profile.capacity()])


def _spots(working: WorkingImage, stats: ColourStats):
    """(centre, box corners, mean side) in frame pixels of each die-sized, nearly square, well-filled blob of pixels
    nearer the colour of `stats` than the table around them is (see the module's docstring)."""
    deviations = _deviations(working.lab, stats)
    is_spot = (deviations < tol.COLOUR_SPOT_MAX_Z) & (
        _deviations(working.table, stats) - deviations >= tol.COLOUR_SPOT_MIN_GAIN
    )
    mask = cv2.morphologyEx(is_spot.astype(np.uint8), cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    count, labels, blob_stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    smallest, largest = (fraction * working.frame_long_side_px for fraction in tol.BODY_SIDE_FRACTIONS)
    for index in range(1, count):
        area = int(blob_stats[index, cv2.CC_STAT_AREA])
        if not smallest**2 * tol.BODY_MIN_FILL <= area <= largest**2:
            continue
        (x, y), (width, height), angle = cv2.minAreaRect(cv2.findNonZero((labels == index).astype(np.uint8)))
        is_square = max(width, height) <= tol.BODY_MAX_ASPECT * min(width, height)
        if min(width, height) >= smallest and is_square and area >= tol.BODY_MIN_FILL * width * height:
            corners = cv2.boxPoints(((x, y), (width, height), angle)) / working.scale
            box = tuple((float(px), float(py)) for px, py in corners)
            yield (x / working.scale, y / working.scale), box, (width + height) / 2 / working.scale


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
