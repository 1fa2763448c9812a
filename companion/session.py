"""Recorded sessions: a replay folder with `session.json` saying which frames are rolls, what they show, and
what the players decided (fixtures/README.md). The demo and the end-to-end test play them back through the table.

`SessionPlayer` takes the players' part: it presses the buttons that lead the table to each recorded
decision, confirms a reading that agrees with the labels, and corrects one that does not, die by die, the
way a player would.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.journal import GameHeader
from companion.table import Phase, Table
from dicetable.errors import DicetableError
from dicetable.messages import text
from games.engine import Action, AwaitRoll, Die
from hardware.events import ButtonEvent
from vision.reading import DieReading

SESSION_FILE = "session.json"
RECORDED_DIR = Path(__file__).resolve().parent.parent / "fixtures" / "recorded"


class SessionError(DicetableError, ValueError):
    """A recorded session cannot be played back: its file is missing or malformed, or the table left it."""


@dataclass(frozen=True)
class RecordedRoll:
    frame: str  # file name in the replay folder
    dice: tuple[Die, ...]


@dataclass(frozen=True)
class RecordedSession:
    folder: Path
    header: GameHeader
    rolls: tuple[RecordedRoll, ...]
    decisions: tuple[Mapping[str, Any], ...]  # action JSON, in order
    final_scores: tuple[int, ...]

    def roll_at(self, frame: str) -> RecordedRoll | None:
        return next((roll for roll in self.rolls if roll.frame == frame), None)


def find_sessions(root: Path = RECORDED_DIR) -> tuple[Path, ...]:
    """Every folder under `root` with a session.json, by name."""
    return tuple(sorted(path.parent for path in root.glob(f"*/{SESSION_FILE}")))


def load_session(folder: Path) -> RecordedSession:
    path = folder / SESSION_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        header = GameHeader(str(data["game"]), int(data["players"]), int(data["seed"]), dict(data.get("options", {})))
        rolls = tuple(
            RecordedRoll(str(roll["frame"]), tuple(Die(str(die["colour"]), die["value"]) for die in roll["dice"]))
            for roll in data["rolls"]
        )
        decisions = tuple(dict(decision) for decision in data["decisions"])
        final_scores = tuple(int(score) for score in data["final_scores"])
    except FileNotFoundError as error:
        raise SessionError(text("session.missing", path=str(path))) from error
    except (ValueError, KeyError, TypeError) as error:
        raise SessionError(text("session.malformed", path=str(path), detail=repr(error))) from error
    return RecordedSession(folder, header, rolls, decisions, final_scores)


def rolls_done(table: Table) -> int:
    """How many rolls the table has accepted (each action taken while it waited for a roll)."""
    return sum(isinstance(state.waiting_for(), AwaitRoll) for state in table.states[:-1])


def decisions_done(table: Table) -> int:
    return len(table.states) - 1 - rolls_done(table)


class SessionPlayer:
    """The recorded players: each call to `presses` gives the buttons to press now (often none)."""

    def __init__(self, session: RecordedSession, table: Table) -> None:
        self.session = session
        self.table = table
        self.decided: list[Action] = []  # each recorded decision as the table offered it (its label of today)

    def presses(self) -> list[ButtonEvent]:
        phase = self.table.phase
        if phase is Phase.DECIDE:
            return self._decide()
        if phase in (Phase.CONFIRM, Phase.MISMATCH, Phase.CORRECT):
            return self._agree_with_labels(phase)
        return []

    def labelled_roll(self) -> RecordedRoll:
        done = rolls_done(self.table)
        if done >= len(self.session.rolls):
            raise SessionError(text("session.out_of_rolls", count=len(self.session.rolls)))
        return self.session.rolls[done]

    def _decide(self) -> list[ButtonEvent]:
        done = decisions_done(self.table)
        if done >= len(self.session.decisions):
            raise SessionError(text("session.out_of_decisions", count=len(self.session.decisions)))
        wanted = self.table.engine.action_from_json(self.session.decisions[done])
        options = self.table.options
        if wanted not in options:
            raise SessionError(text("session.decision_not_offered", number=done + 1, action=repr(wanted)))
        self.decided.append(options[options.index(wanted)])
        steps = options.index(wanted) - self.table.selected
        return [ButtonEvent.NEXT if steps > 0 else ButtonEvent.PREV] * abs(steps) + [ButtonEvent.OK]

    def _agree_with_labels(self, phase: Phase) -> list[ButtonEvent]:
        if phase is Phase.MISMATCH:
            return [ButtonEvent.OK]  # open the correction, which adds any die not read
        read = self.table.pending.reading.dice
        targets = _targets(read, self.labelled_roll().dice)
        if targets is None:
            labelled = ", ".join(str(die) for die in self.labelled_roll().dice)
            raise SessionError(text("session.reading_unfixable", read=len(read), labelled=labelled))
        if phase is Phase.CONFIRM and all(_face(die) == target for die, target in zip(read, targets, strict=True)):
            return [ButtonEvent.OK]
        if phase is Phase.CONFIRM:
            return [ButtonEvent.BACK]  # fix a die
        return [self._correcting_press(targets)]

    def _correcting_press(self, targets: Sequence[tuple[str, int | None]]) -> ButtonEvent:
        correcting = self.table.correcting
        current = correcting.dice
        if all(_face(die) == target for die, target in zip(current, targets, strict=True)):
            return ButtonEvent.BACK
        die = current[correcting.die]
        colour, value = targets[correcting.die]
        if correcting.field == "value" and die.value != value and value in self.table.engine.faces(die.colour):
            return ButtonEvent.NEXT
        if correcting.field == "colour" and die.colour != colour:
            return ButtonEvent.NEXT
        return ButtonEvent.OK


def _face(die: DieReading | Die) -> tuple[str, int | None]:
    return die.colour, die.value


def _targets(read: Sequence[DieReading], labelled: Sequence[Die]) -> list[tuple[str, int | None]] | None:
    """The labelled face each read die should show: exact matches first, then same colour, then the rest.
    None when the counts differ (a missing or phantom die cannot be corrected, only rolled again)."""
    if len(read) != len(labelled):
        return None
    pool = [_face(die) for die in labelled]
    targets: list[tuple[str, int | None] | None] = [None] * len(read)
    for rule in (lambda die, face: _face(die) == face, lambda die, face: die.colour == face[0], lambda die, face: True):
        for index, die in enumerate(read):
            if targets[index] is None:
                face = next((face for face in pool if rule(die, face)), None)
                if face is not None:
                    targets[index] = face
                    pool.remove(face)
    return targets
