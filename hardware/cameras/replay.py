"""`replay:<folder|video>`: recorded frames played back as a camera, our gpiozero MockFactory.

A folder holds `index.json` ({"frames": [{"file": "000000.jpg", "t_s": 0.0}, ...]}) with the images beside
it; a video file gives its frames with their own timestamps. Playback is in real time, or as fast as the
caller takes frames. Either way a frame's `t_s` is the opening time plus its recorded time, so settling
sees the same pauses between frames in both modes.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Self

import cv2
import numpy as np

from dicetable.messages import text
from hardware.cameras.base import CameraUnavailable, Frame, ReplayFinished, bgr_frame

INDEX_FILE = "index.json"


def read_index(folder: Path) -> tuple[tuple[str, float], ...]:
    """The (file name, t_s) of each recorded frame, in order; raises CameraUnavailable naming the fault."""
    spec = f"replay:{folder}"
    try:
        entries = json.loads((folder / INDEX_FILE).read_text(encoding="utf-8"))["frames"]
        frames = tuple((str(entry["file"]), float(entry["t_s"])) for entry in entries)
    except FileNotFoundError as error:
        raise CameraUnavailable(text("camera.replay_missing", spec=spec, path=str(folder / INDEX_FILE))) from error
    except (ValueError, KeyError, TypeError) as error:
        raise CameraUnavailable(text("camera.replay_bad_index", spec=spec, detail=str(error))) from error
    return frames


class ReplayCamera:
    """Recorded frames as a camera; `last_name` names the frame handed out last (its file, or its number)."""

    def __init__(
        self,
        source: Path,
        realtime: bool = True,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.source = source
        self.spec = f"replay:{source}"
        self.realtime = realtime
        self._clock = clock
        self._sleep = sleep
        self._opened_s = 0.0
        self._video: Any = None
        self._index: tuple[tuple[str, float], ...] = ()
        self._position = 0
        self.last_name = ""

    def __enter__(self) -> Self:
        if self.source.is_dir():
            self._index = read_index(self.source)
        else:
            video = cv2.VideoCapture(str(self.source))
            if not video.isOpened():
                video.release()
                raise CameraUnavailable(text("camera.replay_missing", spec=self.spec, path=str(self.source)))
            self._video = video
        self._position = 0
        self._opened_s = self._clock()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._video is not None:
            self._video.release()
            self._video = None

    def frame(self) -> Frame:
        name, recorded_s, pixels = self._next_recorded()
        t_s = self._opened_s + recorded_s
        if self.realtime:
            self._sleep(max(0.0, t_s - self._clock()))
        self.last_name = name
        return bgr_frame(pixels, t_s, self.spec)

    def _next_recorded(self) -> tuple[str, float, np.ndarray]:
        position = self._position
        if self._video is not None:
            ok, pixels = self._video.read()
            if not ok:
                raise ReplayFinished(text("camera.replay_finished", spec=self.spec))
            recorded_s = self._video.get(cv2.CAP_PROP_POS_MSEC) / 1000.0  # after a read: the frame just read
            self._position += 1
            return f"{position:06d}", recorded_s, pixels
        if position >= len(self._index):
            raise ReplayFinished(text("camera.replay_finished", spec=self.spec))
        name, recorded_s = self._index[position]
        pixels = cv2.imread(str(self.source / name), cv2.IMREAD_COLOR)
        if pixels is None:
            raise CameraUnavailable(text("camera.replay_unreadable", spec=self.spec, path=str(self.source / name)))
        self._position += 1
        return name, recorded_s, pixels
