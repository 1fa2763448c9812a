"""A die whose body strays beside or beyond its read face, not towards the camera: cocked, so the table asks.

A camera above the table sees a flat die's side faces between its top face and the nadir (the table point below the
camera), which for a camera tilted with its image upright lies below the frame: their strips hang below the top face,
aslant towards the frame's vertical centre line at most. A die cocked sideways or away turns a side face up beside
its top or beyond it (Gönnen können train 50086: a yellow 2 leaning on a blue die). The nadir itself is not taken
from the frame: measured on the train splits (`vision.cocked`, H132) no estimate the read faces give was near enough,
and against the labels' exact nadir right readings strayed about as far as against image-down.
The body is the plastic of the face's hue joined to its box, with every pixel nearer another read die's centre than
this one's left out (a touching die of the same colour joins otherwise). Only coloured faces are measured: a white,
grey or black face's hue is the lamp's, shared by the table and the shadows."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.colour_space import LAB_ZERO_CHROMA_LEVEL
from vision.confidence import falling
from vision.reading import DieReading


def with_side_strip_doubts(dice: Sequence[DieReading], image_bgr: np.ndarray) -> tuple[DieReading, ...]:
    """The dice with each confidence lowered by `strayed_body` of its body in `image_bgr`; does not change value,
    colour or place."""
    doubted = []
    for index, die in enumerate(dice):
        strayed = body_strayed_sides(image_bgr, die, dice[:index] + dice[index + 1 :])
        factor = 1.0 if strayed is None else strayed_body(strayed)
        doubted.append(die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3)))
    return tuple(doubted)


def strayed_body(strayed_sides: float) -> float:
    """1 while the body strays at most `tol.SIDE_STRIP_STRAYED[0]` (in sides, `body_strayed_sides`), falling to 0.5
    at `tol.SIDE_STRIP_STRAYED[1]`."""
    confident, limit = tol.SIDE_STRIP_STRAYED
    return falling(strayed_sides, confident, limit)


def body_strayed_sides(image_bgr: np.ndarray, die: DieReading, others: Sequence[DieReading]) -> float | None:
    """How far the die's body beyond its box strays from image-down: its part beyond the box as area (in sides squared)
    times mean offset (in sides), the length of its part across (either way) and up. None when not measured: a face of
    too little chroma (`tol.SIDE_STRIP_MIN_CHROMA`), or a body reaching `tol.SIDE_STRIP_MAX_AREA` sides squared beyond
    the box (joined to a table or tray of its hue). The `others` (the frame's other read dice) are cut out, their
    boxes (`tol.SIDE_STRIP_OTHER_BOX_SHARE`) and every pixel nearer one's centre than the die's."""
    scale = min(1.0, tol.SIDE_STRIP_MEASURED_SIDE_PX / mean_side_px(die.box))  # the strips' share, at less cost
    side_px = mean_side_px(die.box) * scale
    reach_px = tol.SIDE_STRIP_REACH_SIDES * side_px / scale
    height, width = image_bgr.shape[:2]
    left, top = max(0, int(die.center[0] - reach_px)), max(0, int(die.center[1] - reach_px))
    right, bottom = min(width, int(die.center[0] + reach_px) + 1), min(height, int(die.center[1] + reach_px) + 1)
    if right - left < 3 or bottom - top < 3:
        return None
    window = image_bgr[top:bottom, left:right]
    if scale < 1.0:
        window = cv2.resize(window, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    lab = cv2.cvtColor(window, cv2.COLOR_BGR2LAB).astype(np.float32)
    a_star, b_star = lab[..., 1] - LAB_ZERO_CHROMA_LEVEL, lab[..., 2] - LAB_ZERO_CHROMA_LEVEL

    def in_window(point: Sequence[float]) -> np.ndarray:
        return (np.asarray(point, dtype=float) - (left, top)) * scale

    centre = in_window(die.center)
    face = _box_mask(a_star.shape, in_window(die.box), centre, tol.SIDE_STRIP_FACE_SHARE)
    if not face.any():
        return None
    face_a, face_b = float(np.median(a_star[face])), float(np.median(b_star[face]))
    chroma = math.hypot(face_a, face_b)
    if chroma < tol.SIDE_STRIP_MIN_CHROMA:
        return None
    pixel_chroma = np.hypot(a_star, b_star)
    along_hue = (a_star * face_a + b_star * face_b) / chroma  # the pixel's chroma times the cosine of its hue step
    plastic = (along_hue >= math.cos(math.radians(tol.SIDE_STRIP_MAX_HUE_STEP_DEG)) * pixel_chroma) & (
        pixel_chroma > tol.SIDE_STRIP_MIN_CHROMA_SHARE * chroma
    )
    rows, columns = np.mgrid[0 : a_star.shape[0], 0 : a_star.shape[1]]
    own_distance = np.hypot(columns - centre[0], rows - centre[1])
    nearby = [other for other in others if math.dist(other.center, die.center) < 2 * math.sqrt(2) * reach_px]
    for other in nearby:  # a farther die's bisector and box lie outside the window
        other_centre = in_window(other.center)
        plastic &= np.hypot(columns - other_centre[0], rows - other_centre[1]) >= own_distance
        plastic &= ~_box_mask(a_star.shape, in_window(other.box), other_centre, tol.SIDE_STRIP_OTHER_BOX_SHARE)
    box = in_window(die.box)
    body = (plastic | _box_mask(a_star.shape, box, centre, 1.0)).astype(np.uint8)
    _, parts = cv2.connectedComponents(body)
    inside = tuple(np.clip(np.round(centre[::-1]).astype(int), 0, np.array(a_star.shape) - 1))
    beyond = (parts == parts[inside]) & ~_box_mask(a_star.shape, box, centre, tol.SIDE_STRIP_BOX_MARGIN)
    ys, xs = np.nonzero(beyond)
    area = len(xs) / side_px**2
    if area >= tol.SIDE_STRIP_MAX_AREA:
        return None
    if not len(xs):
        return 0.0
    across = (float(xs.mean()) - centre[0]) / side_px * area
    down = (float(ys.mean()) - centre[1]) / side_px * area
    return math.hypot(across, min(down, 0.0))


def _box_mask(shape: tuple[int, ...], box: np.ndarray, centre: np.ndarray, share: float) -> np.ndarray:
    """The box scaled by `share` about `centre`, as a mask of shape `shape`."""
    corners = (box - centre) * share + centre
    mask = np.zeros(shape[:2], np.uint8)
    cv2.fillConvexPoly(mask, np.round(corners).astype(np.int32), 1)
    return mask.astype(bool)
