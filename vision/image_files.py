"""Reading image files for the reader's commands: a timed reading per image, one clear error per bad file."""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from dicetable.errors import DicetableError
from vision.reader import read_frame
from vision.reading import TableReading


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


@dataclass(frozen=True)
class TimedReading:
    """What the reader made of one image file; `size` is (width, height) in pixels, `ms` the reading time."""

    path: Path
    size: tuple[int, int]
    reading: TableReading
    ms: float


def read_images(paths: Iterable[Path], profile: Any = None) -> Iterator[TimedReading | ImageUnreadable]:
    """Read each image in turn; a file that is no image yields its ImageUnreadable and the run goes on."""
    for path in paths:
        try:
            image = read_image(path)
        except ImageUnreadable as error:
            yield error
            continue
        start = time.perf_counter()
        reading = read_frame(image, profile)
        yield TimedReading(path, (image.shape[1], image.shape[0]), reading, (time.perf_counter() - start) * 1000)


def optional_profile(name_or_path: str | Path | None) -> Any:
    """The dice-set profile by set name or file, or None for values only (the colour stage is then not loaded)."""
    if name_or_path is None:
        return None
    from vision.profiles import load_profile  # only needed to name colours

    return load_profile(name_or_path)
