"""Reading a face in the shade: its pip places judged in the light of its own neighbourhood.

How clearly a face's pips stand out (`vision.face_template`'s margin) is measured in grey levels, and in the shade of
a tray wall or a hand every step on a die shrinks with the light that falls on it. Relit by the ratio of a lit
table's lightness to its local table's, a shaded face's pips stand out from it as a lit face's do, and the same
margins judge both.
"""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.face_template import TemplateRead, read_face

Point = tuple[float, float]


def read_face_in_its_light(
    image_bgr: np.ndarray, working: WorkingImage, corners: tuple[Point, Point, Point, Point]
) -> TemplateRead | None:
    """`read_face` of the face at `corners` (frame pixels, in order around it) in the BGR uint8 frame (H, W, 3), and
    where no pattern stands out and the table around is shaded, of the face relit by `shade_gain`. Does not change
    the image."""
    read = read_face(image_bgr, corners)
    if read is not None:
        return read
    points = np.asarray(corners, dtype=float)
    gain = shade_gain(working, tuple(points.mean(axis=0)))
    if gain <= 1:
        return None
    height, width = image_bgr.shape[:2]
    (x0, y0), (x1, y1) = points.min(axis=0), points.max(axis=0)
    margin = (x1 - x0 + y1 - y0) / 2
    x0, y0 = max(0, math.floor(x0 - margin)), max(0, math.floor(y0 - margin))
    x1, y1 = min(width, math.ceil(x1 + margin)), min(height, math.ceil(y1 + margin))
    relit = cv2.convertScaleAbs(image_bgr[y0:y1, x0:x1], alpha=gain)
    return read_face(relit, tuple((float(x - x0), float(y - y0)) for x, y in points))


def shade_gain(working: WorkingImage, centre: Point) -> float:
    """How much darker than a lit table (`tol.SHADE_LIT_TABLE_LIGHTNESS`, OpenCV 8-bit L*) the local table is at
    `centre` (frame pixels), as a factor on its grey levels, at most `tol.SHADE_MAX_GAIN`; 1 on a lit table."""
    height, width = working.table.shape[:2]
    x = min(width - 1, max(0, int(centre[0] * working.scale)))
    y = min(height - 1, max(0, int(centre[1] * working.scale)))
    lightness = float(working.table[y, x, 0])
    return min(tol.SHADE_MAX_GAIN, max(1.0, tol.SHADE_LIT_TABLE_LIGHTNESS / max(lightness, 1.0)))
