"""What every camera backend shares: the frame it hands out, the protocol it speaks and the error it raises."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, Self

import numpy as np

from dicetable.errors import DicetableError
from dicetable.messages import Text, text


@dataclass(frozen=True, eq=False)
class Frame:
    """One fresh picture of the table.

    pixels: (height, width, 3) uint8 in BGR order, as OpenCV and the reader expect.
    t_s: when it was taken, on the `time.monotonic` clock (seconds).
    """

    pixels: np.ndarray
    t_s: float


class Camera(Protocol):
    """A camera opened by `open_camera`; use it as a context manager so the device is always released."""

    spec: str

    def __enter__(self) -> Self: ...

    def __exit__(self, *exc: object) -> None: ...

    def frame(self) -> Frame:
        """A fresh frame taken after the call began, never a stale buffer; raises CameraUnavailable."""
        ...


class CameraUnavailable(DicetableError, RuntimeError):
    """The camera could not be opened or gave no frame; the message says what to check."""


class ReplayFinished(DicetableError, EOFError):
    """A `replay:` camera has handed out its last recorded frame."""


def no_frame(spec: str, timeout_s: float, hint: Text) -> CameraUnavailable:
    """The error for a camera that stayed silent, e.g. "camera opencv:0 gave no frame for 2 s; check the USB cable"."""
    return CameraUnavailable(text("camera.no_frame", spec=spec, timeout_s=f"{timeout_s:g}", hint=hint))


def bgr_frame(pixels: np.ndarray, t_s: float, spec: str) -> Frame:
    """Check a backend's pixels at the door: (h, w, 3) uint8, or a grey (h, w) image turned into BGR."""
    if pixels.dtype != np.uint8:
        raise CameraUnavailable(text("camera.bad_pixels", spec=spec, received=f"{pixels.dtype} {pixels.shape}"))
    if pixels.ndim == 2:
        pixels = np.repeat(pixels[:, :, None], 3, axis=2)
    if pixels.ndim != 3 or pixels.shape[2] != 3:
        raise CameraUnavailable(text("camera.bad_pixels", spec=spec, received=f"{pixels.dtype} {pixels.shape}"))
    return Frame(np.ascontiguousarray(pixels), t_s)


def poll_until(attempt: Callable[[], np.ndarray | None], timeout_s: float, pause_s: float = 0.01) -> np.ndarray | None:
    """Call `attempt` until it returns pixels or `timeout_s` has passed; None when it never did."""
    deadline = time.monotonic() + timeout_s
    while True:
        pixels = attempt()
        if pixels is not None or time.monotonic() >= deadline:
            return pixels
        time.sleep(pause_s)
