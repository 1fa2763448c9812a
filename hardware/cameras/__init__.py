"""Table cameras behind one protocol, chosen by a spec string: `picamera2`, `opencv:0`, `replay:<folder|video>`.

    with open_camera("replay:fixtures/recorded/dsc-solo", realtime=False) as camera:
        frame = camera.frame()   # Frame(pixels=(h, w, 3) uint8 BGR, t_s=monotonic seconds)

Pi-only libraries are imported inside their backend, so this package imports anywhere.
"""

from __future__ import annotations

from pathlib import Path

from dicetable.messages import text
from hardware.cameras.base import Camera, CameraUnavailable, Frame, ReplayFinished
from hardware.cameras.turned import QUARTER_TURNS, TurnedCamera

__all__ = ["QUARTER_TURNS", "Camera", "CameraUnavailable", "Frame", "ReplayFinished", "open_camera"]


def open_camera(spec: str, *, timeout_s: float = 2.0, realtime: bool = True, rotation: int = 0) -> Camera:
    """The camera a spec names, not yet opened (use it in a `with`); raises CameraUnavailable for a bad spec.

    timeout_s: how long a live camera may stay silent before `frame` gives up.
    realtime: for `replay:`, keep the recorded pace (False: as fast as frames are taken).
    rotation: degrees (one of QUARTER_TURNS) to turn a live camera's frames clockwise to set them upright; recorded
    frames were saved upright and are replayed as they are.
    """
    kind, _, argument = spec.partition(":")
    if kind == "picamera2" and (not argument or argument.isdigit()):
        from hardware.cameras.picamera2 import Picamera2Camera

        return _upright(Picamera2Camera(int(argument or 0), timeout_s=timeout_s), rotation)
    if kind == "opencv" and argument:
        from hardware.cameras.opencv import OpenCVCamera, parse_source

        return _upright(OpenCVCamera(parse_source(argument), timeout_s=timeout_s), rotation)
    if kind == "replay" and argument:
        from hardware.cameras.replay import ReplayCamera

        return ReplayCamera(Path(argument), realtime=realtime)
    raise CameraUnavailable(text("camera.bad_spec", spec=spec))


def _upright(camera: Camera, rotation: int) -> Camera:
    if rotation not in QUARTER_TURNS:
        raise ValueError(f"rotation {rotation}: expected one of {QUARTER_TURNS}")
    return TurnedCamera(camera, rotation) if rotation else camera
