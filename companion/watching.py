"""When to read a frame: once a roll has come to rest (the settle detector), or at fixed intervals."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from companion.loop import Watch
from hardware.cameras import Frame
from vision.reading import TableReading

if TYPE_CHECKING:
    from vision.board_reading import BoardReader


def settled_readings(dice_set: str | None, board_reader: BoardReader | None = None) -> Watch:
    """Every frame goes to the settle detector; once a roll has come to rest, its voted reading comes back.
    Without a dice set the reader reads values only (colour "unknown"). With a calibrated board, its reader
    (`vision.board_reading.BoardReader`, told by the board check which board the game agrees with) reads each
    card closely, over a whole board the dice are small, and only the cards that changed since."""
    from vision.profiles import load_profile
    from vision.reader import read_frame
    from vision.settle import Settler

    if board_reader is not None:
        settler = Settler(board_reader.read)
    else:
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
