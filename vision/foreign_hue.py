"""Whether the face around a lone pip keeps its hue: a 1 is sure only when its face is seen whole around its pip.

A 1 is the one value that a single lost pip changes (a 2 whose other pip is hidden or glared away, a pip near the
edge of a larger face read alone), and the lone-pip checks (`vision.layout.is_lone_pip_face`) look at lightness
only, where a blue face and a dark green table, or a green face and a brown wall, are alike. The plastic of one face
keeps its hue under shading (darker) and glare (greyer, towards white along the same hue): neither moves its colour
off the line from grey through the face's colour in the a*b* plane. The table, a wall or another die beside it lie
off that line. So the share of the face's disc around the pip (out to where a 2's or 3's corner pips would sit)
lying off the hue line of the face right beside the pip tells how much of that "1" is not its face: a corner pip of
a larger face near its edge, or a face partly hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.confidence import falling
from vision.layout import FACE_HALF_SIDE, PIP_RADIUS_UNITS

Point = tuple[float, float]

_DIRECTIONS = np.linspace(0, 2 * np.pi, 36, endpoint=False)  # 10° apart
_RINGS = 6  # rings of samples from just outside the pip out to the disc's edge; the first two give the face's hue
_NEUTRAL = 128.0  # a* and b* of grey in OpenCV's 8-bit L*a*b*


def lone_pip_hue(image_bgr: np.ndarray, box: Sequence[Point]) -> float:
    """The confidence factor of a 1 read from its lone pip at the middle of `box` (corners in order around it,
    frame pixels of the BGR uint8 `image_bgr`): 1 while at most `tol.FOREIGN_HUE_SHARE[0]` of its disc lies off
    its face's hue (`foreign_hue_share`), falling to 0.5 at `tol.FOREIGN_HUE_SHARE[1]`."""
    confident, limit = tol.FOREIGN_HUE_SHARE
    return falling(foreign_hue_share(image_bgr, box), confident, limit)


def foreign_hue_share(image_bgr: np.ndarray, box: Sequence[Point]) -> float:
    """The share of the disc around the middle of `box`, from just outside a pip (`tol.LONE_PIP_RING_RADII[0]`
    pip radii) out to `tol.LONE_PIP_INK_REACH_UNITS` canonical units of the box, whose a*b* colour lies more than
    `tol.FOREIGN_HUE_STEP` from the line through grey and the colour of the face next to the pip; 0 for a face
    too grey (`tol.FOREIGN_HUE_MIN_CHROMA`) to have a hue, whose lightness the lone-pip checks judge."""
    corners = np.asarray(box, dtype=float)
    centre = corners.mean(axis=0)
    unit_px = mean_side_px(box) / (2 * FACE_HALF_SIDE)
    radii = np.linspace(
        tol.LONE_PIP_RING_RADII[0] * PIP_RADIUS_UNITS * unit_px, tol.LONE_PIP_INK_REACH_UNITS * unit_px, _RINGS
    )
    xs = np.rint(centre[0] + radii[:, None] * np.cos(_DIRECTIONS)).astype(int)
    ys = np.rint(centre[1] + radii[:, None] * np.sin(_DIRECTIONS)).astype(int)
    height, width = image_bgr.shape[:2]
    inside = (xs >= 0) & (ys >= 0) & (xs < width) & (ys < height)
    if not inside[:2].any():
        return 0.0
    lab = cv2.cvtColor(image_bgr[ys.clip(0, height - 1), xs.clip(0, width - 1)], cv2.COLOR_BGR2LAB).astype(float)
    chroma = lab[..., 1:] - _NEUTRAL
    face = np.median(chroma[:2][inside[:2]], axis=0)
    face_chroma = float(np.hypot(*face))
    if face_chroma < tol.FOREIGN_HUE_MIN_CHROMA:
        return 0.0
    off_line = np.abs(chroma[..., 0] * face[1] - chroma[..., 1] * face[0]) / face_chroma
    return float(np.mean(off_line[inside] > tol.FOREIGN_HUE_STEP))
