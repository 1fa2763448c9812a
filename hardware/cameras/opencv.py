"""`opencv:<index|path>`: a USB webcam (or any source OpenCV's VideoCapture opens) as a table camera."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any, Self

import cv2
import numpy as np

from dicetable.messages import text
from hardware.cameras.base import CameraUnavailable, Frame, bgr_frame, no_frame, poll_until

STALE_GRABS_MAX = 5  # a V4L2 queue holds at most a handful of old frames


def parse_source(source: str) -> int | str:
    """ "0" is device index 0; anything else is a device path, file or URL."""
    return int(source) if source.isdigit() else source


class OpenCVCamera:
    """A webcam through OpenCV. Live sources are drained before each capture so the frame is fresh."""

    def __init__(
        self,
        source: int | str,
        timeout_s: float = 2.0,
        capture_factory: Callable[[int | str], Any] = cv2.VideoCapture,
    ) -> None:
        self.source = source
        self.spec = f"opencv:{source}"
        self.timeout_s = timeout_s
        self._capture_factory = capture_factory
        self._capture: Any = None
        # A file is read frame after frame; a device or stream delivers in real time and queues old frames.
        self.is_live = not (isinstance(source, str) and os.path.isfile(source))

    def __enter__(self) -> Self:
        capture = self._capture_factory(self.source)
        if not capture.isOpened():
            capture.release()
            raise CameraUnavailable(text("camera.cannot_open", spec=self.spec, hint=text("camera.hint_usb")))
        if self.is_live:
            capture.set(cv2.CAP_PROP_BUFFERSIZE, 1)
        self._capture = capture
        return self

    def __exit__(self, *exc: object) -> None:
        if self._capture is not None:
            self._capture.release()
            self._capture = None

    def frame(self) -> Frame:
        if self._capture is None:
            raise CameraUnavailable(text("camera.not_open", spec=self.spec))
        if self.is_live:
            self._drop_stale_frames()
        pixels = poll_until(self._read, self.timeout_s)
        if pixels is None:
            raise no_frame(self.spec, self.timeout_s, text("camera.hint_usb"))
        return bgr_frame(pixels, time.monotonic(), self.spec)

    def _read(self) -> np.ndarray | None:
        ok, pixels = self._capture.read()
        return pixels if ok else None

    def _drop_stale_frames(self) -> None:
        """Grab until a grab had to wait for the sensor: until then each grab only emptied the queue."""
        fps = self._capture.get(cv2.CAP_PROP_FPS) or 30.0
        waited_for_sensor_s = 0.5 / fps
        for _ in range(STALE_GRABS_MAX):
            started = time.monotonic()
            if not self._capture.grab() or time.monotonic() - started >= waited_for_sensor_s:
                return
