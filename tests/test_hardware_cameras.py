"""Camera backends: the replay backend with real files, OpenCV and picamera2 with small fakes of their devices."""

import json
import sys
import time
import types

import cv2
import numpy as np
import pytest

from dicetable.messages import set_language
from hardware.cameras import CameraUnavailable, ReplayFinished, open_camera
from hardware.cameras.opencv import OpenCVCamera
from hardware.cameras.picamera2 import PIXEL_FORMAT, Picamera2Camera
from hardware.cameras.replay import ReplayCamera
from hardware.cameras.turned import TurnedCamera


def solid(value: int) -> np.ndarray:
    return np.full((24, 32, 3), value, np.uint8)


@pytest.fixture
def recorded(tmp_path):
    frames = []
    for number, t_s in enumerate((0.0, 0.5, 1.25)):
        name = f"{number:06d}.png"
        cv2.imwrite(str(tmp_path / name), solid(40 * (number + 1)))
        frames.append({"file": name, "t_s": t_s})
    (tmp_path / "index.json").write_text(json.dumps({"frames": frames}))
    return tmp_path


def test_replay_hands_out_the_recorded_frames_in_order_with_their_times(recorded):
    with ReplayCamera(recorded, realtime=False, clock=lambda: 100.0) as camera:
        frames = [camera.frame() for _ in range(3)]
    assert [int(frame.pixels[0, 0, 0]) for frame in frames] == [40, 80, 120]
    assert [frame.t_s for frame in frames] == [100.0, 100.5, 101.25]
    assert frames[0].pixels.shape == (24, 32, 3) and frames[0].pixels.dtype == np.uint8


def test_replay_names_the_file_it_handed_out_last(recorded):
    with ReplayCamera(recorded, realtime=False) as camera:
        camera.frame()
        camera.frame()
    assert camera.last_name == "000001.png"


def test_replay_says_when_the_recording_has_ended(recorded):
    set_language("en")
    with ReplayCamera(recorded, realtime=False) as camera:
        for _ in range(3):
            camera.frame()
        with pytest.raises(ReplayFinished) as raised:
            camera.frame()
    assert str(raised.value) == f"recording replay:{recorded} has ended"


def test_replay_in_real_time_waits_for_each_recorded_moment(recorded):
    now = [10.0]
    slept = []

    def sleep(seconds):
        slept.append(seconds)
        now[0] += seconds

    with ReplayCamera(recorded, realtime=True, clock=lambda: now[0], sleep=sleep) as camera:
        for _ in range(3):
            camera.frame()
    assert slept == [0.0, 0.5, 0.75]


def test_replay_of_a_folder_without_index_names_the_missing_file(tmp_path):
    with pytest.raises(CameraUnavailable) as raised:
        open_camera(f"replay:{tmp_path}").__enter__()
    assert str(raised.value) == (
        f"Aufnahme replay:{tmp_path}: {tmp_path / 'index.json'} fehlt; bitte den Ordner oder die Videodatei prüfen"
    )


def test_replay_of_a_broken_index_says_what_it_expected(tmp_path):
    set_language("en")
    (tmp_path / "index.json").write_text('{"frames": [{"file": "a.png"}]}')
    with pytest.raises(CameraUnavailable) as raised:
        ReplayCamera(tmp_path).__enter__()
    assert str(raised.value) == (
        f"recording replay:{tmp_path}: index.json cannot be read ('t_s'); "
        'expected {"frames": [{"file": ..., "t_s": ...}]}'
    )


def test_replay_plays_a_video_file_frame_by_frame(tmp_path):
    path = tmp_path / "roll.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10.0, (32, 24))
    for value in (50, 150, 250):
        writer.write(solid(value))
    writer.release()
    with open_camera(f"replay:{path}", realtime=False) as camera:
        frames = [camera.frame() for _ in range(3)]
        with pytest.raises(ReplayFinished):
            camera.frame()
    assert [round(frame.pixels.mean() / 50) for frame in frames] == [1, 3, 5]
    assert frames[1].t_s - frames[0].t_s == pytest.approx(0.1)


def left_half_bright_video(path):
    """A short video whose frames (24 × 32) are bright on their left half only."""
    frame = solid(20)
    frame[:, :16] = 230
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10.0, (32, 24))
    for _ in range(2):
        writer.write(frame)
    writer.release()
    return path


def test_a_camera_mounted_turned_hands_out_its_frames_turned_back_clockwise(tmp_path):
    video = left_half_bright_video(tmp_path / "turned.avi")
    with open_camera(f"opencv:{video}", rotation=90) as camera:
        pixels = camera.frame().pixels
    assert pixels.shape == (32, 24, 3)
    assert pixels[:14].mean() > 200 and pixels[18:].mean() < 50  # the left half turned to the top


def test_recorded_frames_are_replayed_as_saved_whatever_the_rotation(tmp_path):
    video = left_half_bright_video(tmp_path / "saved.avi")
    with open_camera(f"replay:{video}", realtime=False, rotation=90) as camera:
        pixels = camera.frame().pixels
    assert pixels.shape == (24, 32, 3)


def test_a_turned_camera_releases_the_device_on_leaving():
    capture = FakeCapture()
    with TurnedCamera(OpenCVCamera(0, capture_factory=lambda source: capture), 180):
        pass
    assert capture.released


def test_an_unknown_camera_spec_lists_the_known_ones():
    set_language("en")
    with pytest.raises(CameraUnavailable) as raised:
        open_camera("webcam")
    assert str(raised.value) == (
        "camera 'webcam' is unknown; expected picamera2, opencv:<index|path> or replay:<folder|video>"
    )


def test_camera_unavailable_is_also_a_runtime_error():
    assert issubclass(CameraUnavailable, RuntimeError)


class FakeCapture:
    """cv2.VideoCapture of a webcam with `stale` frames queued; a grab on an empty queue waits for the sensor."""

    def __init__(self, stale=0, fails=False, opens=True):
        self.stale, self.fails, self.opens = stale, fails, opens
        self.released = False
        self.settings = {}

    def isOpened(self):
        return self.opens

    def set(self, prop, value):
        self.settings[prop] = value

    def get(self, prop):
        return 30.0 if prop == cv2.CAP_PROP_FPS else 0.0

    def grab(self):
        if self.stale:
            self.stale -= 1
        else:
            time.sleep(0.02)
        return not self.fails

    def read(self):
        if self.fails:
            return False, None
        value = 10 if self.stale else 200
        return self.grab(), solid(value)

    def release(self):
        self.released = True


def test_opencv_camera_skips_frames_queued_before_the_call():
    capture = FakeCapture(stale=3)
    with OpenCVCamera(0, capture_factory=lambda source: capture) as camera:
        frame = camera.frame()
    assert int(frame.pixels[0, 0, 0]) == 200
    assert capture.settings[cv2.CAP_PROP_BUFFERSIZE] == 1


def test_opencv_camera_that_gives_no_frame_says_to_check_the_usb_cable():
    set_language("en")
    camera = OpenCVCamera(0, timeout_s=0.05, capture_factory=lambda source: FakeCapture(fails=True))
    with camera, pytest.raises(CameraUnavailable) as raised:
        camera.frame()
    assert str(raised.value) == "camera opencv:0 gave no frame for 0.05 s; check the USB cable"


def test_opencv_camera_that_cannot_open_is_released_and_explained():
    capture = FakeCapture(opens=False)
    with pytest.raises(CameraUnavailable) as raised:
        OpenCVCamera(1, capture_factory=lambda source: capture).__enter__()
    assert str(raised.value) == "Kamera opencv:1 lässt sich nicht öffnen; bitte das USB-Kabel prüfen"
    assert capture.released


def test_opencv_camera_releases_the_device_on_leaving():
    capture = FakeCapture()
    with OpenCVCamera(0, capture_factory=lambda source: capture):
        pass
    assert capture.released


class FakeRequest:
    def __init__(self, camera, taken_ns):
        self.camera, self.taken_ns = camera, taken_ns

    def get_metadata(self):
        return {"SensorTimestamp": self.taken_ns}

    def make_array(self, name):
        return solid(90 if self.taken_ns < self.camera.started_ns else 220)

    def release(self):
        self.camera.released += 1


class FakePicamera2:
    """Picamera2 with two requests completed before the capture call and fresh ones after."""

    def __init__(self, number):
        self.calls, self.controls, self.released = [], {}, 0
        self.camera_controls = {"AfMode": (0, 2, 0), "LensPosition": (0.0, 15.0, 1.0)}
        self.started_ns = 0
        self.queued = 0

    def create_still_configuration(self, main):
        return {"main": main}

    def configure(self, config):
        self.calls.append(("configure", config))

    def start(self):
        self.calls.append("start")

    def autofocus_cycle(self):
        self.calls.append("autofocus")

    def capture_metadata(self):
        return {"ExposureTime": 8000, "AnalogueGain": 2.0, "ColourGains": (1.8, 1.5), "LensPosition": 3.5}

    def set_controls(self, controls):
        self.controls.update(controls)
        self.started_ns = time.monotonic_ns()  # requests completed from now on are queued, stale ones
        self.queued = 2

    def capture_request(self):
        if self.queued:
            self.queued -= 1
            return FakeRequest(self, self.started_ns - 1)
        return FakeRequest(self, time.monotonic_ns())

    def stop(self):
        self.calls.append("stop")

    def close(self):
        self.calls.append("close")


@pytest.fixture
def fake_picamera2(monkeypatch):
    module = types.ModuleType("picamera2")
    cameras = []
    module.Picamera2 = lambda number: cameras.append(FakePicamera2(number)) or cameras[-1]
    monkeypatch.setitem(sys.modules, "picamera2", module)
    return cameras


def test_picamera2_uses_a_still_configuration_laid_out_as_bgr(fake_picamera2):
    with Picamera2Camera(warm_up_s=0):
        pass
    configure = fake_picamera2[0].calls[0]
    assert configure == ("configure", {"main": {"size": (1280, 960), "format": PIXEL_FORMAT}})
    assert PIXEL_FORMAT == "RGB888"


def test_picamera2_locks_exposure_white_balance_and_focus_after_warm_up(fake_picamera2):
    with Picamera2Camera(warm_up_s=0):
        pass
    assert fake_picamera2[0].controls == {
        "AeEnable": False,
        "AwbEnable": False,
        "ExposureTime": 8000,
        "AnalogueGain": 2.0,
        "ColourGains": (1.8, 1.5),
        "AfMode": 0,
        "LensPosition": 3.5,
    }


def test_picamera2_skips_requests_exposed_before_the_call_and_releases_every_one(fake_picamera2):
    with Picamera2Camera(warm_up_s=0) as camera:
        frame = camera.frame()
    assert int(frame.pixels[0, 0, 0]) == 220
    assert fake_picamera2[0].released == 3


def test_picamera2_stops_and_closes_the_camera_on_leaving(fake_picamera2):
    with Picamera2Camera(warm_up_s=0):
        pass
    assert fake_picamera2[0].calls[-2:] == ["stop", "close"]


def test_picamera2_missing_tells_how_to_install_it(monkeypatch):
    set_language("en")
    monkeypatch.setitem(sys.modules, "picamera2", None)
    with pytest.raises(CameraUnavailable) as raised:
        open_camera("picamera2").__enter__()
    assert str(raised.value) == (
        "picamera2 is not installed; on the Raspberry Pi: sudo apt install python3-picamera2 "
        "(and make the venv with --system-site-packages)"
    )
