"""A camera mounted turned on its stand: its frames turned back upright before anyone reads them.

The reader takes a frame as upright: the camera looks down at the table without rolling about its own axis, so the
point straight below it lies on the frame's vertical centre line, at or below the centre, and flat dice show their
side faces towards it (`vision.face_beyond`, `vision.cocked` rely on that to tell cocked dice). A camera module
fixed on its side or upside down (a Pi camera's ribbon cable often decides which) hands out the table turned by a
quarter or half turn: `[camera] rotation` says how far to turn each frame clockwise to set it upright again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

import cv2

from hardware.cameras.base import Camera, Frame

QUARTER_TURNS = (0, 90, 180, 270)  # the clockwise turns a frame can be given, in degrees
CLOCKWISE = {90: cv2.ROTATE_90_CLOCKWISE, 180: cv2.ROTATE_180, 270: cv2.ROTATE_90_COUNTERCLOCKWISE}


@dataclass
class TurnedCamera:
    """`camera`'s frames, each turned `degrees` clockwise (90, 180 or 270)."""

    camera: Camera
    degrees: int

    @property
    def spec(self) -> str:
        return self.camera.spec

    def __enter__(self) -> Self:
        self.camera.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.camera.__exit__(*exc)

    def frame(self) -> Frame:
        frame = self.camera.frame()
        return Frame(cv2.rotate(frame.pixels, CLOCKWISE[self.degrees]), frame.t_s)
