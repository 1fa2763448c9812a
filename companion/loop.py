"""Wires the table to the world: camera frames in, settled readings and button presses to the `Table`,
its view out to the screen. One `step` per camera frame; a camera failure is shown and retried while the
game waits untouched.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from contextlib import ExitStack

from companion.table import Table, View
from hardware.cameras import Camera, CameraUnavailable, Frame
from hardware.events import ButtonEvent
from vision.reading import TableReading

Watch = Callable[[Frame], TableReading | None]  # each frame in; the reading once per settled roll


class TableLoop:
    """Runs a `Table`.

    open_camera: makes the (unopened) camera; called again to retry after a failure.
    watch: sees every frame and returns the reading of a roll once it has settled (else None).
    show: draws a view on the screen (or writes it headless).
    buttons: callables that each return the button events since they were last asked.
    """

    def __init__(
        self,
        table: Table,
        open_camera: Callable[[], Camera],
        watch: Watch,
        show: Callable[[View], None],
        buttons: Iterable[Callable[[], list[ButtonEvent]]] = (),
        retry_s: float = 1.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.table = table
        self._open_camera = open_camera
        self._watch = watch
        self._show = show
        self._buttons = tuple(buttons)
        self._retry_s = retry_s
        self._sleep = sleep
        self._stack = ExitStack()
        self._camera: Camera | None = None

    def __enter__(self) -> TableLoop:
        return self

    def __exit__(self, *exc: object) -> None:
        self._close_camera()

    def step(self) -> None:
        """Take one frame (retrying the camera if it failed), pass on buttons, show the table's view."""
        camera_failed = False
        try:
            frame = self._camera_frame()
        except CameraUnavailable as error:
            self._close_camera()
            self.table.on_camera_error(error.text)
            camera_failed = True
        else:
            self.table.on_frame(frame.pixels)
            reading = self._watch(frame)
            if reading is not None:
                self.table.on_settled(frame.pixels, reading)
        for source in self._buttons:
            for event in source():
                self.table.on_button(event)
        self._show(self.table.view())
        if camera_failed:
            self._sleep(self._retry_s)  # the message stays on screen until the next try

    def _camera_frame(self) -> Frame:
        if self._camera is None:
            camera = self._open_camera()
            self._camera = self._stack.enter_context(camera)
        return self._camera.frame()

    def _close_camera(self) -> None:
        self._camera = None
        self._stack.close()
        self._stack = ExitStack()
