"""A lone pip's face is checked for stray ink only where the face lies whatever its turn."""

from __future__ import annotations

import cv2
import numpy as np

from vision.layout import PIP_RADIUS_UNITS, real_fit
from vision.pips import Pip


def test_a_one_with_a_large_pip_on_a_turned_dark_face_is_a_one():
    """A black 1 turned 45° on a light table, its pip 1.2 times an ordinary 1's for the face: the corners of a
    square around the pip reach past the face onto the table, which does not count as pip ink."""
    lightness = np.full((200, 200), 200, np.uint8)
    radius_px = 6.0
    half_side_px = 1.8 * radius_px / PIP_RADIUS_UNITS / 1.2
    corner_px = half_side_px * np.sqrt(2)  # turned 45°: the corners lie on the image axes
    corners = [(100 + corner_px * np.cos(angle), 100 + corner_px * np.sin(angle)) for angle in np.arange(4) * np.pi / 2]
    cv2.fillConvexPoly(lightness, np.rint(corners).astype(np.int32), 40)
    cv2.circle(lightness, (100, 100), round(radius_px), 220, -1)
    pip = Pip((100.0, 100.0), radius_px, 1.0, 0.0, contrast=180.0, face_level=40.0, is_dark=False)
    fit = real_fit([pip], lightness)
    assert fit is not None and fit.value == 1
