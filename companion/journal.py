"""Every game as an append-only JSON-lines file, so a power cut loses at most the event being written.

One event per line, flushed and fsynced before the table goes on:

    {"event": "header", "version": 1, "game": "geht-noch-was", "players": 2, "seed": 7, "options": {}, ...}
    {"event": "reading", "frame": "<stem>/000003.jpg", "dice": [...], "unreadable": [...]}
    {"event": "correction", "die": 2, "before": {"colour": "blue", "value": 3}, "after": {...}}
    {"event": "action", "action": <engine.action_to_json(action)>}
    {"event": "undo"}                                   # takes back the last action still standing

The state is never stored: replaying the actions through the engine rebuilds it exactly, like a PGN. The
reader is lenient: a torn last line (the process died while writing) or a corrupt line is reported and
skipped; only a file without a readable header is refused.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import cv2
import numpy as np

import games
from dicetable.errors import DicetableError
from dicetable.messages import Text, text
from games.engine import Action, Engine, Finished, GameState
from vision.reading import TableReading

VERSION = 1
SUFFIX = ".jsonl"


class JournalCorrupt(DicetableError, ValueError):
    """A journal file whose header cannot be read: it cannot be replayed at all."""


@dataclass(frozen=True)
class GameHeader:
    game: str
    players: int
    seed: int
    options: Mapping[str, Any]

    def new_state(self, engine: Engine) -> GameState:
        return engine.new_game(players=self.players, seed=self.seed, options=dict(self.options))


@dataclass(frozen=True)
class Replayed:
    """A journal read back: `states[0]` is the new game, `states[-1]` the current state, one state per
    action still standing; `problems` are the lines that were reported and skipped."""

    path: Path
    header: GameHeader
    engine: Engine
    states: tuple[GameState, ...]
    actions: tuple[Action, ...]
    problems: tuple[Text, ...]
    last_reading: Mapping[str, Any] | None

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def is_finished(self) -> bool:
        return isinstance(self.state.waiting_for(), Finished)


class Journal:
    """The open journal of the game being played; each `record_*` is on disk when it returns."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.frames_dir = path.with_suffix("")
        self._frame_count = len(list(self.frames_dir.glob("*.jpg"))) if self.frames_dir.is_dir() else 0
        self._end_torn_line()

    @classmethod
    def create(cls, folder: Path, header: GameHeader, now: datetime | None = None) -> Journal:
        """A new journal in `folder`, named by the time and game, with its header written."""
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"{(now or datetime.now()):%Y%m%d-%H%M%S}-{header.game}"
        path = folder / f"{stem}{SUFFIX}"
        number = 1
        while path.exists():
            number += 1
            path = folder / f"{stem}-{number}{SUFFIX}"
        journal = cls(path)
        journal._append(
            {
                "event": "header",
                "version": VERSION,
                "game": header.game,
                "players": header.players,
                "seed": header.seed,
                "options": dict(header.options),
                "started": (now or datetime.now()).isoformat(timespec="seconds"),
            }
        )
        _fsync_folder(folder)
        return journal

    def record_reading(self, reading: TableReading, pixels: np.ndarray | None = None) -> str:
        """Save the frame (BGR uint8) beside the journal and journal the reading; returns the frame's reference."""
        frame = ""
        if pixels is not None:
            self.frames_dir.mkdir(exist_ok=True)
            name = f"{self._frame_count:06d}.jpg"
            if not cv2.imwrite(str(self.frames_dir / name), pixels):
                raise OSError(f"could not write frame {self.frames_dir / name}")
            self._frame_count += 1
            frame = f"{self.frames_dir.name}/{name}"
        self._append({"event": "reading", "frame": frame, **reading.to_json()})
        return frame

    def record_correction(self, die: int, before: Mapping[str, Any] | None, after: Mapping[str, Any] | None) -> None:
        """A die of the last reading changed by hand (None before: a die added; None after: a die removed)."""
        self._append({"event": "correction", "die": die, "before": before, "after": after})

    def record_action(self, engine: Engine, action: Action) -> None:
        self._append({"event": "action", "action": engine.action_to_json(action)})

    def record_undo(self) -> None:
        self._append({"event": "undo"})

    def _append(self, event: Mapping[str, Any]) -> None:
        line = json.dumps(event, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"
        with self.path.open("a", encoding="utf-8") as file:
            file.write(line)
            file.flush()
            os.fsync(file.fileno())

    def _end_torn_line(self) -> None:
        """After a crash mid-line, end that line so the next event starts on a line of its own."""
        if not self.path.exists() or self.path.stat().st_size == 0:
            return
        with self.path.open("rb+") as file:
            file.seek(-1, os.SEEK_END)
            if file.read(1) != b"\n":
                file.write(b"\n")
                file.flush()
                os.fsync(file.fileno())


def _fsync_folder(folder: Path) -> None:
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def replay(path: Path, load_engine: Callable[[str], Engine] = games.load) -> Replayed:
    """Read a journal and rebuild its game through the engine; does not change the file."""
    lines = path.read_bytes().split(b"\n")
    is_torn = lines[-1] != b""  # a complete journal ends with a newline
    header, engine = _header(path, lines[0], load_engine)
    states = [header.new_state(engine)]
    actions: list[Action] = []
    problems: list[Text] = []
    last_reading: Mapping[str, Any] | None = None
    for number, raw in enumerate(lines[1:], start=2):
        if not raw.strip():
            continue
        is_last = number == len(lines)
        try:
            event = json.loads(raw)
            kind = event["event"]
            if kind == "action":
                action = engine.action_from_json(event["action"])
                states.append(engine.apply(states[-1], action))
                actions.append(action)
            elif kind == "undo" and actions:
                states.pop()
                actions.pop()
            elif kind == "reading":
                last_reading = event
        except (ValueError, KeyError, TypeError, UnicodeDecodeError) as error:
            if is_last and is_torn:
                problems.append(text("journal.torn_line", journal=path.name, line=number))
            else:
                problems.append(text("journal.bad_line", journal=path.name, line=number, detail=str(error)))
    return Replayed(path, header, engine, tuple(states), tuple(actions), tuple(problems), last_reading)


def _header(path: Path, raw: bytes, load_engine: Callable[[str], Engine]) -> tuple[GameHeader, Engine]:
    try:
        event = json.loads(raw)
        if event.get("event") != "header":
            raise ValueError(f"first event is {event.get('event')!r}")
        header = GameHeader(str(event["game"]), int(event["players"]), int(event["seed"]), dict(event["options"]))
        return header, load_engine(header.game)
    except (ValueError, KeyError, TypeError, AttributeError, LookupError) as error:
        raise JournalCorrupt(text("journal.bad_header", journal=path.name, detail=str(error))) from error


def unfinished_games(
    folder: Path, load_engine: Callable[[str], Engine] = games.load
) -> tuple[tuple[Replayed, ...], tuple[Text | str, ...]]:
    """Games in `folder` that are not over, newest first, and the problems met reading any journal there."""
    found: list[Replayed] = []
    problems: list[Text | str] = []
    for path in sorted(folder.glob(f"*{SUFFIX}"), reverse=True) if folder.is_dir() else ():
        try:
            replayed = replay(path, load_engine)
        except JournalCorrupt as error:
            problems.append(error.text)
            continue
        problems.extend(replayed.problems)
        if not replayed.is_finished:
            found.append(replayed)
    return tuple(found), tuple(problems)
