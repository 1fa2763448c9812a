"""Recording the players' own table: every frame kept as a replay folder, and each reading the players
confirm (or correct with the buttons) kept as a labelled fixture in the project format.

`Recorder` is a small state machine like the table's: readings and buttons in, a camera view out.
OK saves the reading as it stands; BACK opens the correction (PREV/NEXT change, OK next field, BACK done);
holding BACK drops the reading unsaved.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import cv2
import numpy as np

from companion import corrections
from companion.corrections import Correcting
from dicetable.messages import text
from display.views import CameraView, DieCorrection, DieOverlay, UnreadableOverlay
from hardware.cameras.replay import INDEX_FILE
from hardware.events import ButtonEvent
from vision.reading import TableReading

INDEX_EVERY = 30  # frames between rewrites of index.json, so a crash loses at most this many from the index


class ReplayWriter:
    """Writes frames as a replay folder (`index.json` + JPEG files) that `replay:<folder>` plays back."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.frames: list[dict[str, object]] = []
        self._first_t_s: float | None = None

    def add(self, pixels: np.ndarray, t_s: float) -> str:
        """Save one BGR uint8 frame taken at monotonic `t_s`; returns its file name."""
        if self._first_t_s is None:
            self._first_t_s = t_s
        name = f"{len(self.frames):06d}.jpg"
        if not cv2.imwrite(str(self.folder / name), pixels, [cv2.IMWRITE_JPEG_QUALITY, 92]):
            raise OSError(f"could not write {self.folder / name}")
        self.frames.append({"file": name, "t_s": round(t_s - self._first_t_s, 4)})
        if len(self.frames) % INDEX_EVERY == 0:
            self.write_index()
        return name

    def write_index(self) -> None:
        temporary = self.folder / (INDEX_FILE + ".tmp")
        temporary.write_text(json.dumps({"frames": self.frames}, indent=0) + "\n")
        temporary.replace(self.folder / INDEX_FILE)


@dataclass(frozen=True)
class Held:
    """A reading shown to the players, with the frame it came from."""

    name: str  # the frame's file name in the replay folder
    pixels: np.ndarray
    reading: TableReading


class Recorder:
    """Holds one reading at a time for the players to confirm or correct, then saves it as a fixture."""

    def __init__(
        self,
        out: Path,
        dice_set: str | None,
        colours: Sequence[str],
        faces: Callable[[str], Sequence[int | None]],
    ) -> None:
        self.out = out
        self.dice_set = dice_set
        self.colours = tuple(colours)
        self.faces = faces
        self.held: Held | None = None
        self.correcting: Correcting | None = None
        self.saved: list[tuple[Path, TableReading]] = []  # each fixture's label file and the reading in it

    def on_reading(self, name: str, pixels: np.ndarray, reading: TableReading) -> None:
        """A new settled reading; it replaces one still waiting unless the players are correcting."""
        if self.correcting is None:
            self.held = Held(name, pixels, reading)

    def save(self) -> Path:
        """Keep the held reading as `<out>/<frame>.jpg` + `.json` labels."""
        held = self.held
        label = corrections.save_fixture(self.out, Path(held.name).stem, held.pixels, self.dice_set, held.reading)
        self.saved.append((label, held.reading))
        self.held = None
        return label

    def on_button(self, event: ButtonEvent) -> None:
        if self.held is None:
            return
        if self.correcting is not None:
            after = corrections.press(self.correcting, event, self.colours, self.faces)
            if after is None:
                self.held = replace(self.held, reading=replace(self.held.reading, dice=self.correcting.dice))
            self.correcting = after
        elif event is ButtonEvent.OK:
            self.save()
        elif event is ButtonEvent.BACK and self.held.reading.dice:
            self.correcting = Correcting(self.held.reading.dice)
        elif event is ButtonEvent.BACK_HELD:
            self.held = None

    def view(self, live_pixels: np.ndarray | None) -> CameraView:
        if self.held is None:
            return CameraView(frame=live_pixels, status=text("record.waiting", saved=len(self.saved)))
        dice = self.correcting.dice if self.correcting is not None else self.held.reading.dice
        correction = None
        if self.correcting is not None:
            correction = DieCorrection(self.correcting.die, self.correcting.field)
        return CameraView(
            frame=self.held.pixels,
            dice=tuple(DieOverlay(die.colour, die.value, die.box) for die in dice),
            unreadable=tuple(UnreadableOverlay(item.center, item.reason) for item in self.held.reading.unreadable),
            status=text("record.confirm"),
            needs_confirmation=self.correcting is None,
            correction=correction,
        )
