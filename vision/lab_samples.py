"""L*a*b* sampled at scattered points of a frame: a few hundred pixels converted at once, not the whole frame."""

from __future__ import annotations

import cv2
import numpy as np

from vision.colour_space import LAB_ZERO_CHROMA_LEVEL


def lab_at(image_bgr: np.ndarray, points: np.ndarray) -> np.ndarray:
    """OpenCV's 8-bit L*a*b* (as floats, a* and b* centred on 0; shape (n, 3)) at the pixel nearest each point (x, y)
    of `points` (n, 2) of the BGR uint8 frame; points off the frame take the nearest edge pixel. Converted as one
    column: OpenCV would split a many-row image among threads, which costs more than these few pixels."""
    xs = np.clip(np.round(points[:, 0]).astype(int), 0, image_bgr.shape[1] - 1)
    ys = np.clip(np.round(points[:, 1]).astype(int), 0, image_bgr.shape[0] - 1)
    lab = cv2.cvtColor(image_bgr[ys, xs].reshape(-1, 1, 3), cv2.COLOR_BGR2LAB).reshape(-1, 3).astype(float)
    lab[:, 1:] -= LAB_ZERO_CHROMA_LEVEL
    return lab
