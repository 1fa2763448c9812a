"""When to read a frame: once a roll has come to rest (the settle detector), or at fixed intervals."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from companion.loop import Watch
from hardware.cameras import Frame
from vision.reading import TableReading


def settled_readings(dice_set: str | None) -> Watch:
    """Every frame goes to the settle detector; once a roll has come to rest, its voted reading comes back.
    Without a dice set the reader reads values only (colour "unknown")."""
    from vision.profiles import load_profile
    from vision.reader import read_frame
    from vision.settle import Settler

    profile = load_profile(dice_set) if dice_set else None
    settler = Settler(lambda pixels: read_frame(pixels, profile))
    return lambda frame: settler.feed(frame.pixels, frame.t_s)


def every_interval(interval_s: float, read: Callable[[np.ndarray], TableReading]) -> Watch:
    """Read one frame every `interval_s` seconds of frame time, whether or not the dice have settled."""
    last_read_s = -float("inf")

    def watch(frame: Frame) -> TableReading | None:
        nonlocal last_read_s
        if frame.t_s - last_read_s < interval_s:
            return None
        last_read_s = frame.t_s
        return read(frame.pixels)

    return watch
