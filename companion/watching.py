"""When to read a frame: once a roll has come to rest (the settle detector), or at fixed intervals."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from companion.loop import Watch
from hardware.cameras import Frame
from vision.reading import TableReading
from vision.regions import Region


def settled_readings(dice_set: str | None, regions: Sequence[Region] | None = None) -> Watch:
    """Every frame goes to the settle detector; once a roll has come to rest, its voted reading comes back.
    Without a dice set the reader reads values only (colour "unknown"). With a calibrated board (`regions`) each
    card is read closely as well (`vision.board_reading.read_board`): over a whole board the dice are small."""
    from vision.board_reading import read_board
    from vision.profiles import load_profile
    from vision.reader import read_frame
    from vision.settle import Settler

    profile = load_profile(dice_set) if dice_set else None
    if regions:
        settler = Settler(lambda pixels: read_board(pixels, regions, profile))
    else:
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
