"""The PUSH die's star seen on its side face, below its top face of another colour, is not read as the star face."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.bodies import Body
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.side_stars import top_beyond
from vision.star_print import find_printed_stars

TOP_CENTER, SIDE_PX = (320, 226), 32
SIDE_FACE_CENTER = (320, 251)  # the side face below the top, 22 px tall: the camera sees it steeply


def bgr_of(lab: tuple[float, float, float]) -> tuple[int, int, int]:
    """The 8-bit BGR of a CIE L*a*b* colour (L* 0-100)."""
    pixel = cv2.cvtColor(np.array([[lab]], np.float32), cv2.COLOR_LAB2BGR)[0, 0]
    return tuple(round(255 * min(1.0, max(0.0, float(value)))) for value in pixel)


def profile_bgr(colour: str) -> tuple[int, int, int]:
    """The BGR of a PUSH face colour as the shipped profile learned it."""
    return bgr_of(tuple(load_profile("push").to_json()["colours"][colour]["mean"][:3]))


def star_points(middle: tuple[float, float], radius: float, squash: float = 1.0) -> np.ndarray:
    """A five-pointed star's outline, tips `radius` out, notches 0.45 of it, its height `squash` of its width."""
    points = []
    for index in range(10):
        reach = radius if index % 2 == 0 else 0.45 * radius
        angle = math.radians(-90 + 36 * index + 12)
        points.append((middle[0] + reach * math.cos(angle), middle[1] + squash * reach * math.sin(angle)))
    return np.round(points).astype(np.int32)


def die_showing_its_star_below(top_bgr: tuple[int, int, int], table_bgr: tuple[int, int, int]) -> np.ndarray:
    """A die seen steeply from the players' side: its top face of colour `top_bgr` and below it, towards the camera,
    its black side face with the star, squashed to 0.7 of its width (dev PUSH 40489 and 40480)."""
    frame = np.full((480, 640, 3), table_bgr, np.uint8)
    x, y = TOP_CENTER
    half = SIDE_PX // 2
    cv2.rectangle(frame, (x - half, y - half), (x + half, y + half - 2), top_bgr, cv2.FILLED)
    cv2.rectangle(frame, (x - half, y + half - 1), (x + half, y + half + 20), (22, 22, 24), cv2.FILLED)
    cv2.fillPoly(frame, [star_points(SIDE_FACE_CENTER, 0.3 * SIDE_PX, 0.7)], (225, 225, 225), cv2.LINE_AA)
    return cv2.GaussianBlur(frame, (3, 3), 0)


def star_face_on_top(table_bgr: tuple[int, int, int], above_bgr: tuple[int, int, int] | None = None) -> np.ndarray:
    """A die with its black star face on top on a table of `table_bgr`; `above_bgr`: a patch just up the frame from
    the face (its shadow, or a thing lying there), else the table."""
    frame = np.full((480, 640, 3), table_bgr, np.uint8)
    x, y = SIDE_FACE_CENTER
    half = SIDE_PX // 2
    if above_bgr is not None:
        cv2.rectangle(frame, (x - half, y - 2 * half - 4), (x + half, y - half), above_bgr, cv2.FILLED)
    cv2.rectangle(frame, (x - half, y - half), (x + half, y + half), (22, 22, 24), cv2.FILLED)
    cv2.fillPoly(frame, [star_points((x, y), 0.3 * SIDE_PX)], (225, 225, 225), cv2.LINE_AA)
    return cv2.GaussianBlur(frame, (3, 3), 0)


def test_a_star_on_the_side_face_below_a_yellow_top_is_read_as_the_yellow_die():
    frame = die_showing_its_star_below(profile_bgr("yellow"), (30, 30, 30))
    assert find_printed_stars(frame)  # the star on the side face shows its shape
    (die,) = read_frame(frame, load_profile("push")).dice
    assert die.colour == "yellow"
    assert math.dist(die.center, TOP_CENTER) < SIDE_PX / 2


def test_the_top_beyond_a_side_face_with_the_star_is_read_asked():
    frame = die_showing_its_star_below(profile_bgr("blue"), (90, 40, 30))
    star_face = Body(
        center=SIDE_FACE_CENTER, box=((304, 234), (336, 234), (336, 266), (304, 266)), side_px=32, contrast=0
    )
    top = top_beyond(frame, star_face, load_profile("push"))
    assert top is not None
    assert top.colour == "blue"
    assert top.confidence <= 0.5
    assert math.dist(top.center, TOP_CENTER) < SIDE_PX / 2


def test_a_star_face_on_top_with_its_shadow_above_it_is_read_as_the_star():
    # the shadow on green felt reads as green, but darker than the felt beside it
    (die,) = read_frame(star_face_on_top((60, 140, 50), above_bgr=(30, 80, 25)), load_profile("push")).dice
    assert die.colour == "star"


def test_a_star_face_on_top_on_blue_felt_is_read_as_the_star():
    (die,) = read_frame(star_face_on_top(profile_bgr("blue")), load_profile("push")).dice
    assert die.colour == "star"
    assert math.dist(die.center, SIDE_FACE_CENTER) < 3
