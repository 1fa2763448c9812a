"""Dice cocked sideways: a top face foreshortened across the camera's view, with its own side face turned up beside it.

A camera with its image upright sees a flat die's top face foreshortened towards the nadir (image-down, give or take
its lens's field) and its side faces only on that side, between the top face and the nadir. A die leaning sideways on
a neighbour or a wall turns its top face about an axis the camera does not look along: the face is foreshortened
along the tilt, across image-down, and the side face away from what it leans on turns up into view beyond the edge
the face is foreshortened towards, as a strip of the die's own plastic some half a side wide that ends where the
table begins (dev 290-309 Gönnen 50305's yellow 1, dev 390-409 50400's blue 2, leaning on the die beside them, read
at 1.0). Both must hold: a flat die near the frame's edge under a wide lens shows a side face there too, most often
with its top face seen nearly square, and a flat die's box (of a 1 or 2 its outline, of 4 or more pips fitted to
them) is squashed sideways by up to a tenth by its outline's or its pips' noise alone.
Dice leaning on the die in front of them or behind (train Gönnen 50068, dev 370-389 50386, 390-409 50393) show no side
face beside their top and are not told here (`vision.cocked` measures those against the frame's flat faces).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.cocked import Box, Slant, foreshortening
from vision.confidence import falling
from vision.lab_samples import lab_at
from vision.reading import DieReading

_FACE_STEPS = np.linspace(-0.5, 0.5, 7) * tol.SIDEWAYS_FACE_SAMPLE_SIDES
_ALONG_EDGE = np.linspace(0.25, 0.75, 6)  # the middle half of an edge, clear of the neighbouring side faces


def with_sideways_doubts(
    image_bgr: np.ndarray, dice: Sequence[DieReading], slants: Sequence[Slant]
) -> tuple[DieReading, ...]:
    """The dice with the confidence of each taken one (`tol.SIDEWAYS_MIN_CONFIDENCE` or more) whose box is measured
    (read by its outline or pip places, or from `tol.COCKED_MIN_PIPS_FOR_BOX` pips on) lowered by
    `side_face_turned_up`; `slants`: per die how squarely it is seen (`vision.cocked.slants_of`). Does not change
    value, colour or place."""
    boxes = [die.box for die in dice]
    doubted = []
    for index, (die, slant) in enumerate(zip(dice, slants, strict=True)):
        is_measured = slant.pips == 0 or slant.by_box is not None
        if die.confidence < tol.SIDEWAYS_MIN_CONFIDENCE or not is_measured:
            doubted.append(die)
            continue
        factor = side_face_turned_up(image_bgr, die.box, boxes[:index] + boxes[index + 1 :])
        doubted.append(die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3)))
    return tuple(doubted)


def side_face_turned_up(image_bgr: np.ndarray, box: Box, other_boxes: Sequence[Box]) -> float:
    """1 while the face's own plastic beyond an edge it is foreshortened towards, across image-down, covers at most
    `tol.SIDEWAYS_SIDE_FACE_SHARE[0]` more of a strip there than of a strip farther out (`_side_face_share`),
    falling to 0.5 at `tol.SIDEWAYS_SIDE_FACE_SHARE[1]` more. 1 for a box seen more squarely than
    `1 - tol.SIDEWAYS_LEAST_FLATNESS`, foreshortened within `tol.SIDEWAYS_SHORT_AXIS_OFF_DOWN_DEGREES` of image-down
    (towards the nadir, as a flat face is) or of less chroma than `tol.SIDEWAYS_MIN_CHROMA` (white, black and grey
    plastic do not stand out of the table by their hue)."""
    squareness, short_axis = foreshortening(box)
    is_across_down = abs(float(short_axis[1])) <= math.cos(math.radians(tol.SIDEWAYS_SHORT_AXIS_OFF_DOWN_DEGREES))
    if 1 - squareness < tol.SIDEWAYS_LEAST_FLATNESS or not is_across_down:
        return 1.0
    corners = np.asarray(box, dtype=float)
    edges = [edge for edge in range(4) if _faces_sideways(corners, edge, short_axis)]
    if not edges:
        return 1.0
    face_ab = np.median(lab_at(image_bgr, _inner_points(corners))[:, 1:], axis=0)
    if float(np.hypot(*face_ab)) < tol.SIDEWAYS_MIN_CHROMA:
        return 1.0
    others = np.asarray(other_boxes, dtype=float).reshape(-1, 4, 2)
    confident, limit = tol.SIDEWAYS_SIDE_FACE_SHARE
    share = max(_side_face_share(image_bgr, corners, edge, face_ab, others, confident) for edge in edges)
    return falling(share, confident, limit)


def _faces_sideways(corners: np.ndarray, edge: int, short_axis: np.ndarray) -> bool:
    """Whether the edge from corner `edge` to the next faces out along the face's short axis (within
    `tol.SIDEWAYS_EDGE_OFF_AXIS_DEGREES`) and away from image-down (more than `tol.SIDEWAYS_OFF_DOWN_DEGREES`)."""
    outward = _outward(corners, edge)
    is_along_short_axis = abs(float(outward @ short_axis)) >= math.cos(math.radians(tol.SIDEWAYS_EDGE_OFF_AXIS_DEGREES))
    return is_along_short_axis and float(outward[1]) <= math.cos(math.radians(tol.SIDEWAYS_OFF_DOWN_DEGREES))


def _side_face_share(
    image_bgr: np.ndarray, corners: np.ndarray, edge: int, face_ab: np.ndarray, others: np.ndarray, least: float
) -> float:
    """How much more of a strip just beyond the edge (`tol.SIDEWAYS_NEAR_STRIP_SIDES`) than of one farther out
    (`tol.SIDEWAYS_FAR_STRIP_SIDES`) shows the face's own plastic (`_is_plastic`), both over the middle half of the
    edge and without the other dice's boxes (`others`, shape (k, 4, 2)); 0 when either strip lies mostly in other
    boxes or out of the frame, or when the near one's share is `least` or less (the difference cannot exceed it)."""
    near = _plastic_share(image_bgr, _strip(corners, edge, tol.SIDEWAYS_NEAR_STRIP_SIDES), face_ab, others)
    if near is None or near <= least:
        return 0.0
    far = _plastic_share(image_bgr, _strip(corners, edge, tol.SIDEWAYS_FAR_STRIP_SIDES), face_ab, others)
    return 0.0 if far is None else near - far


def _plastic_share(image_bgr: np.ndarray, points: np.ndarray, face_ab: np.ndarray, others: np.ndarray) -> float | None:
    """The share of `points` (x, y) whose pixel is the face's plastic (`_is_plastic`), over those inside the frame
    and outside every box of `others` (shape (k, 4, 2)); None when fewer than `tol.SIDEWAYS_LEAST_SEEN_SHARE` of them
    are."""
    height, width = image_bgr.shape[:2]
    seen = (points[:, 0] >= 0) & (points[:, 0] <= width - 1) & (points[:, 1] >= 0) & (points[:, 1] <= height - 1)
    seen &= ~_inside_any(points, others)
    if seen.sum() < tol.SIDEWAYS_LEAST_SEEN_SHARE * len(points):
        return None
    return float(np.mean(_is_plastic(lab_at(image_bgr, points[seen])[:, 1:], face_ab)))


def _is_plastic(ab: np.ndarray, face_ab: np.ndarray) -> np.ndarray:
    """Per a*, b* pair whether it lies within `tol.SIDEWAYS_HUE_DEGREES` of the face's hue with at least
    `tol.SIDEWAYS_LEAST_CHROMA_SHARE` of its chroma: a side face of the same plastic, shaded or lit otherwise."""
    face_hue = math.atan2(face_ab[1], face_ab[0])
    hue_off = np.abs((np.arctan2(ab[:, 1], ab[:, 0]) - face_hue + math.pi) % (2 * math.pi) - math.pi)
    chroma = np.hypot(ab[:, 0], ab[:, 1])
    return (hue_off <= math.radians(tol.SIDEWAYS_HUE_DEGREES)) & (
        chroma >= tol.SIDEWAYS_LEAST_CHROMA_SHARE * float(np.hypot(*face_ab))
    )


def _inner_points(corners: np.ndarray) -> np.ndarray:
    """A 7 x 7 grid over the middle `tol.SIDEWAYS_FACE_SAMPLE_SIDES` of the face (its pips a few of them)."""
    across, down = np.meshgrid(_FACE_STEPS, _FACE_STEPS, indexing="ij")
    return (
        corners.mean(axis=0)
        + across.reshape(-1, 1) * (corners[1] - corners[0])
        + down.reshape(-1, 1) * (corners[3] - corners[0])
    )


def _strip(corners: np.ndarray, edge: int, reach_sides: tuple[float, float]) -> np.ndarray:
    """Points over the middle half of the edge from corner `edge` to the next, 6 along it by 5 out from
    `reach_sides[0]` to `reach_sides[1]` of the face's mean side beyond it; shape (30, 2)."""
    start, end = corners[edge], corners[(edge + 1) % 4]
    outward = _outward(corners, edge) * mean_side_px(corners)
    along, out = np.meshgrid(_ALONG_EDGE, np.linspace(*reach_sides, 5), indexing="ij")
    return start + along.reshape(-1, 1) * (end - start) + out.reshape(-1, 1) * outward


def _outward(corners: np.ndarray, edge: int) -> np.ndarray:
    """The unit direction from the face's centre to the middle of the edge from corner `edge` to the next."""
    direction = (corners[edge] + corners[(edge + 1) % 4]) / 2 - corners.mean(axis=0)
    return direction / np.linalg.norm(direction)


def _inside_any(points: np.ndarray, quadrilaterals: np.ndarray) -> np.ndarray:
    """Per point (x, y) whether it lies inside any of the convex `quadrilaterals` (shape (k, 4, 2), either winding)."""
    edges = np.roll(quadrilaterals, -1, axis=1) - quadrilaterals  # (k, 4, 2)
    to_points = points[None, None, :, :] - quadrilaterals[:, :, None, :]  # (k, 4, n, 2)
    crossings = edges[:, :, None, 0] * to_points[..., 1] - edges[:, :, None, 1] * to_points[..., 0]  # (k, 4, n)
    inside = np.all(crossings >= 0, axis=1) | np.all(crossings <= 0, axis=1)
    return np.any(inside, axis=0)
