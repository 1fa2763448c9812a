"""Reading a PUSH face cut short by a tray wall (`colour_spots.ColourSpots.cut_short`) where the die's geometry
leaves it the only face it can be.

A strip of one colour as long as a face but cut short across it is either the die's top face, its camera side hidden
by a tray wall's top edge or darkened by its shadow, or a side face below a top face that was not found. A side face
shows only together with its top face, which lies beside it on its side away from the camera (the camera sees a
die's body between its top face and the nadir, below the frame's middle, so away from it = up the frame), and the
PUSH die's faces are six different colours: so where the side away from the camera shows neither another colour's
face nor the star face's print, no face can lie there and the strip is the top face. A wall hides a die's camera
side, so the cut edge faces the camera (down the frame; a strip cut on another side is something else, a pen's flank
in dev 40298), and the wall shows: its top edge, or its shadow's, runs straight along the cut, longer than any die's
edge. Without a wall the strip is more likely a side face below a top face the colour stage does not name (train
40026: a purple top pale with glare, no colour named in the squares beyond) or a moving die's smear.

The top face is looked for in three squares of the strip's length, as far from the strip's middle as a top face
from its side face's, towards its side away from the camera, straight up the frame, and between them: a side face
seen at a slant is a parallelogram whose rectangle does not point at its top face (dev 40274's green side face: the
star face's print shows only in the square between). The face read is the strip made square on its cut side, and
is always asked (`tol.CUT_FACE_CONFIDENCE`): it is inferred from what lies around it, not seen whole.
"""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import Body
from vision.colour import classify_die
from vision.profiles import DiceSetProfile
from vision.reading import DieReading
from vision.star_print import print_step

IMAGE_DOWN = np.array((0.0, 1.0))


def cut_top_faces(
    image_bgr: np.ndarray, cut_short: list[tuple[str, Body]], profile: DiceSetProfile
) -> tuple[DieReading, ...]:
    """The spots of `ColourSpots.cut_short` that the colour stage names the spot's colour, cut on their camera side,
    with no other face on their side away from the camera (see the module's docstring), each read as a die of the
    spot's colour (no more than the set can have); for a frame where no die was read otherwise. image_bgr: the frame,
    BGR uint8 (H, W, 3); not changed."""
    dice: list[DieReading] = []
    for colour, spot in cut_short:
        corners = np.asarray(spot.box, dtype=float)
        length, width, toward_camera = _strip_axes(corners)
        guess = classify_die(image_bgr, spot.box, profile)
        if (
            guess.colour == colour
            and float(toward_camera @ IMAGE_DOWN) >= tol.CUT_FACE_MIN_CAMERA_FACING
            and _cut_by_a_wall(image_bgr, spot, (length, width, toward_camera))
            and not _face_beyond(image_bgr, colour, spot, (length, width, toward_camera), profile)
            and all(math.dist(die.center, spot.center) >= spot.side_px for die in dice)
        ):
            box = _squared(corners, length - width, toward_camera)
            center = box.mean(axis=0)
            dice.append(
                DieReading(
                    None,
                    colour,
                    (float(center[0]), float(center[1])),
                    tuple((float(x), float(y)) for x, y in box),
                    round(min(float(guess.confidence), tol.CUT_FACE_CONFIDENCE), 3),
                )
            )
    return tuple(dice[: profile.capacity()])


def _strip_axes(corners: np.ndarray) -> tuple[float, float, np.ndarray]:
    """(length, width, unit vector across the strip pointing down the frame) of a rectangle's four corners (4, 2)."""
    along, across = corners[1] - corners[0], corners[2] - corners[1]
    if np.hypot(*along) < np.hypot(*across):
        along, across = across, along
    length, width = float(np.hypot(*along)), float(np.hypot(*across))
    toward_camera = across / width
    return length, width, toward_camera if toward_camera[1] >= 0 else -toward_camera


def _cut_by_a_wall(image_bgr: np.ndarray, spot: Body, axes: tuple[float, float, np.ndarray]) -> bool:
    """Whether a straight edge longer than any die's (`tol.CUT_FACE_WALL_MIN_LENGTH_SIDES` strip lengths: a tray
    wall's top edge or its shadow's) runs along the strip's cut side: within `tol.CUT_FACE_WALL_MAX_TURN_DEG` of its
    long axis, its middle within `tol.CUT_FACE_WALL_MAX_OFF_WIDTHS` strip widths of the strip's cut edge. Found with
    Canny (`tol.CUT_FACE_EDGE_THRESHOLDS`) and a probabilistic Hough transform in a square
    `tol.CUT_FACE_WALL_REACH_SIDES` strip lengths each way around the strip; `axes`: the strip's `_strip_axes`."""
    length, width, toward_camera = axes
    along = np.array((-toward_camera[1], toward_camera[0]))
    center = np.asarray(spot.center)
    reach = int(tol.CUT_FACE_WALL_REACH_SIDES * length)
    height, frame_width = image_bgr.shape[:2]
    left, top = max(0, int(center[0]) - reach), max(0, int(center[1]) - reach)
    window = image_bgr[top : min(height, int(center[1]) + reach), left : min(frame_width, int(center[0]) + reach)]
    grey = cv2.GaussianBlur(cv2.cvtColor(window, cv2.COLOR_BGR2GRAY), (3, 3), 0)
    edges = cv2.Canny(grey, *tol.CUT_FACE_EDGE_THRESHOLDS)
    min_length = tol.CUT_FACE_WALL_MIN_LENGTH_SIDES * length
    lines = cv2.HoughLinesP(
        edges, 1, np.pi / 180, int(length), minLineLength=min_length, maxLineGap=tol.CUT_FACE_WALL_MAX_GAP_PX
    )
    cut_edge = center + toward_camera * width / 2
    for x1, y1, x2, y2 in [] if lines is None else lines.reshape(-1, 4):
        start, end = np.array((x1 + left, y1 + top), float), np.array((x2 + left, y2 + top), float)
        direction = (end - start) / max(float(np.hypot(*(end - start))), 1e-9)
        off_edge = abs(float(((start + end) / 2 - cut_edge) @ toward_camera))
        if (
            abs(float(direction @ along)) >= math.cos(math.radians(tol.CUT_FACE_WALL_MAX_TURN_DEG))
            and off_edge <= tol.CUT_FACE_WALL_MAX_OFF_WIDTHS * width
        ):
            return True
    return False


def _face_beyond(
    image_bgr: np.ndarray,
    colour: str,
    spot: Body,
    axes: tuple[float, float, np.ndarray],
    profile: DiceSetProfile,
) -> bool:
    """Whether a face of another colour than the strip's `colour`, or the star face by its print
    (`star_print.print_step`), shows in one of the three squares where the strip's top face would lie were it a side
    face (see the module's docstring); `axes`: the strip's `_strip_axes`."""
    length, width, toward_camera = axes
    away = -toward_camera
    up = -IMAGE_DOWN
    between = (away + up) / max(float(np.hypot(*(away + up))), 1e-9)
    reach, half = (width + length) / 2, length / 2
    for direction in (away, between, up):
        x, y = np.asarray(spot.center) + reach * direction
        box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
        guess = classify_die(image_bgr, box, profile)
        if not guess.is_decided or guess.colour == colour:
            continue
        square = Body(center=(float(x), float(y)), box=box, side_px=length, contrast=0.0)
        if guess.colour != profile.star_face or print_step(image_bgr, square) >= tol.STAR_PRINT_STEP:
            return True
    return False


def _squared(corners: np.ndarray, hidden: float, toward_camera: np.ndarray) -> np.ndarray:
    """The strip's corners (4, 2) with the two on its cut side (towards the camera) moved `hidden` pixels further
    that way: the face square again, the part the wall hides put back."""
    on_cut_side = (corners - corners.mean(axis=0)) @ toward_camera > 0
    return corners + np.outer(on_cut_side * hidden, toward_camera)
