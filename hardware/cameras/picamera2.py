"""`picamera2`: the Raspberry Pi Camera Module through libcamera.

The still configuration gives the full field of view at a resolution the reader can use. After a warm-up
the automatic exposure, white balance and focus have settled on the table; they are then locked, so the
colour of a die does not drift while hands and dice move through the picture.
"""

from __future__ import annotations

import time
from importlib import import_module
from types import ModuleType
from typing import Any, Self

from dicetable.messages import text
from hardware.cameras.base import CameraUnavailable, Frame, bgr_frame, no_frame

SIZE = (1280, 960)  # width, height in pixels: 4:3 like the sensor, and what the reader is tuned for
WARM_UP_S = 2.0  # long enough for AE and AWB to converge under a table lamp
# libcamera names formats after the 32-bit word, so "RGB888" is laid out B, G, R in memory: OpenCV's BGR.
PIXEL_FORMAT = "RGB888"
AF_MODE_MANUAL = 0  # libcamera.controls.AfModeEnum.Manual


def _import_picamera2() -> ModuleType:
    try:
        return import_module("picamera2")
    except ImportError as error:
        raise CameraUnavailable(text("camera.picamera2_missing")) from error


class Picamera2Camera:
    """The Camera Module: open, configure, start, warm up and lock, capture, close (picamera2's lifecycle)."""

    spec = "picamera2"

    def __init__(self, camera_number: int = 0, timeout_s: float = 2.0, warm_up_s: float = WARM_UP_S) -> None:
        self.camera_number = camera_number
        self.timeout_s = timeout_s
        self.warm_up_s = warm_up_s
        self._camera: Any = None

    def __enter__(self) -> Self:
        picamera2 = _import_picamera2()
        try:
            camera = picamera2.Picamera2(self.camera_number)
        except (RuntimeError, IndexError) as error:
            hint = text("camera.hint_ribbon")
            raise CameraUnavailable(text("camera.cannot_open", spec=self.spec, hint=hint)) from error
        self._camera = camera
        try:
            camera.configure(camera.create_still_configuration(main={"size": SIZE, "format": PIXEL_FORMAT}))
            camera.start()
            self._warm_up_and_lock()
        except Exception:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        if self._camera is not None:
            camera, self._camera = self._camera, None
            try:
                camera.stop()
            finally:
                camera.close()

    def _warm_up_and_lock(self) -> None:
        camera = self._camera
        if "AfMode" in camera.camera_controls:
            camera.autofocus_cycle()  # a one-shot focus on the table (Camera Module 3)
        time.sleep(self.warm_up_s)
        settled = camera.capture_metadata()
        locked = {
            "AeEnable": False,
            "AwbEnable": False,
            "ExposureTime": settled["ExposureTime"],
            "AnalogueGain": settled["AnalogueGain"],
            "ColourGains": settled["ColourGains"],
        }
        if "AfMode" in camera.camera_controls and "LensPosition" in settled:
            locked |= {"AfMode": AF_MODE_MANUAL, "LensPosition": settled["LensPosition"]}
        camera.set_controls(locked)

    def frame(self) -> Frame:
        if self._camera is None:
            raise CameraUnavailable(text("camera.not_open", spec=self.spec))
        asked_ns = time.monotonic_ns()
        deadline = time.monotonic() + self.timeout_s
        while time.monotonic() < deadline:
            request = self._camera.capture_request()
            try:
                # Completed requests queue up while nobody asks; one exposed before this call is stale.
                # SensorTimestamp is on the same clock as time.monotonic_ns.
                taken_ns = request.get_metadata().get("SensorTimestamp", asked_ns)
                if taken_ns >= asked_ns:
                    return bgr_frame(request.make_array("main"), taken_ns / 1e9, self.spec)
            finally:
                request.release()
        raise no_frame(self.spec, self.timeout_s, text("camera.hint_ribbon"))
