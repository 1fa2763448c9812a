"""Reading a face in the shade or under a veil: its pip places judged in the light it stands in.

How clearly a face's pips stand out (`vision.face_template`'s margin) is measured in grey levels, and in the shade of
a tray wall or a hand every step on a die shrinks with the light that falls on it. Relit by the ratio of a lit
table's lightness to its local table's, a shaded face's pips stand out from it as a lit face's do, and the same
margins judge both.

A veil (a glare or haze over a glossy face) squeezes the steps the other way: towards white, where light pips have
only the face's headroom (255 less its lightness) left to stand out in. Such a face is read with its headroom
stretched to a lit face's; what it reads is given with the margin it showed unstretched, so its confidence stays as
low as the frame's evidence (the table asks the players to confirm it).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable

import cv2
import numpy as np

from vision import quantiles
from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.face_template import TemplateRead, read_face
from vision.glinted_ones import is_glinted_one

Point = tuple[float, float]
Corners = tuple[Point, Point, Point, Point]


def read_face_in_its_light(image_bgr: np.ndarray, working: WorkingImage, corners: Corners) -> TemplateRead | None:
    """`read_face` of the face at `corners` (frame pixels, in order around it) in the BGR uint8 frame (H, W, 3), and
    where no pattern stands out: when the table around is shaded, of the face relit by `shade_gain`; else, when the
    face is veiled (`veil_gain`), of the face with its headroom stretched, its margins given unstretched. A light 1
    on a face showing dark pips is a pale die's glint (`vision.glinted_ones`): None. Does not change the image."""
    read = _read_in_its_light(image_bgr, working, corners)
    return None if read is not None and is_glinted_one(image_bgr, corners, read) else read


def _read_in_its_light(image_bgr: np.ndarray, working: WorkingImage, corners: Corners) -> TemplateRead | None:
    read = read_face(image_bgr, corners)
    if read is not None:
        return read
    points = np.asarray(corners, dtype=float)
    gain = shade_gain(working, tuple(points.mean(axis=0)))
    if gain > 1:
        return _read_around(image_bgr, points, lambda face: cv2.convertScaleAbs(face, alpha=gain))
    gain = veil_gain(image_bgr, points)
    if gain <= 1:
        return None
    read = _read_around(image_bgr, points, lambda face: 255 - cv2.convertScaleAbs(255 - face, alpha=gain))
    if read is None:
        return None
    return dataclasses.replace(read, margin=read.margin / gain, empty_spread=read.empty_spread / gain)


def _read_around(
    image_bgr: np.ndarray, points: np.ndarray, lit: Callable[[np.ndarray], np.ndarray]
) -> TemplateRead | None:
    """`read_face` of the face at `points` (4×2 frame pixels) in the region around it (a face's size each way) as
    `lit` (BGR uint8 region -> the same shape) makes it."""
    height, width = image_bgr.shape[:2]
    (x0, y0), (x1, y1) = points.min(axis=0), points.max(axis=0)
    margin = (x1 - x0 + y1 - y0) / 2
    x0, y0 = max(0, math.floor(x0 - margin)), max(0, math.floor(y0 - margin))
    x1, y1 = min(width, math.ceil(x1 + margin)), min(height, math.ceil(y1 + margin))
    return read_face(lit(image_bgr[y0:y1, x0:x1]), tuple((float(x - x0), float(y - y0)) for x, y in points))


def shade_gain(working: WorkingImage, centre: Point) -> float:
    """How much darker than a lit table (`tol.SHADE_LIT_TABLE_LIGHTNESS`, OpenCV 8-bit L*) the local table is at
    `centre` (frame pixels), as a factor on its grey levels, at most `tol.SHADE_MAX_GAIN`; 1 on a lit table."""
    height, width = working.table.shape[:2]
    x = min(width - 1, max(0, int(centre[0] * working.scale)))
    y = min(height - 1, max(0, int(centre[1] * working.scale)))
    lightness = float(working.table[y, x, 0])
    return min(tol.SHADE_MAX_GAIN, max(1.0, tol.SHADE_LIT_TABLE_LIGHTNESS / max(lightness, 1.0)))


def veil_gain(image_bgr: np.ndarray, points: np.ndarray) -> float:
    """How much a veil has squeezed the light steps of the face at `points` (4×2 frame pixels) in the BGR uint8 frame:
    a lit face's headroom (`tol.VEIL_LIT_FACE_HEADROOM`) over this face's (255 less the median of its darkest
    channel over its inner part, bevels left out), at most `tol.VEIL_MAX_GAIN`; 1 for a face darker than
    `tol.VEIL_MIN_LIGHTNESS` (not veiled: a faint pattern there is no pattern squeezed)."""
    centre = points.mean(axis=0)
    inner = np.round(centre + tol.TEMPLATE_INNER_SHARE * (points - centre)).astype(np.int32)
    mask = np.zeros(image_bgr.shape[:2], np.uint8)
    cv2.fillConvexPoly(mask, inner, 255)
    x, y, w, h = cv2.boundingRect(inner)
    region = image_bgr[y : y + h, x : x + w]
    inside = mask[y : y + h, x : x + w] > 0
    if region.size == 0 or not inside.any():
        return 1.0
    lightness = quantiles.median(region.min(axis=2)[inside])
    if lightness < tol.VEIL_MIN_LIGHTNESS:
        return 1.0
    return min(tol.VEIL_MAX_GAIN, max(1.0, tol.VEIL_LIT_FACE_HEADROOM / max(255.0 - lightness, 1.0)))
