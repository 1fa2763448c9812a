"""Reading image files for the reader's commands, with one clear error when a file is not an image."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from dicetable.errors import DicetableError


class ImageUnreadable(DicetableError, OSError):
    """An image file that is missing or that OpenCV cannot decode."""


def read_image(path: Path) -> np.ndarray:
    """The image at `path` as BGR uint8 (H, W, 3); raises ImageUnreadable with the reason on one line."""
    if not path.is_file():
        raise ImageUnreadable(f"cannot read image {path}: no such file; check the path")
    data = np.fromfile(path, dtype=np.uint8)
    image = cv2.imdecode(data, cv2.IMREAD_COLOR) if data.size else None
    if image is None:
        raise ImageUnreadable(f"cannot read image {path}: expected a JPEG or PNG file, the data is not an image")
    return image
