"""Plays a recorded session through the real table: replay camera → reader → table (engine, journal) →
view, with `SessionPlayer` pressing the buttons for the recorded players. Used by `dicetable demo` and
by the end-to-end tests; reports its progress as catalogue texts.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from companion.journal import Journal
from companion.loop import TableLoop
from companion.session import RecordedSession, SessionError, SessionPlayer, decisions_done, rolls_done
from companion.table import Phase, Table, View
from dicetable.messages import Text, text
from games.engine import Die, Engine
from hardware.cameras import Frame, ReplayFinished
from hardware.cameras.replay import ReplayCamera
from vision.reading import TableReading

MAX_PRESSES_PER_MOVE = 500  # far more than correcting every die of a roll takes; beyond it the table is stuck


def play_back(
    session: RecordedSession,
    engine: Engine,
    read: Callable[[np.ndarray], TableReading],
    show: Callable[[View], None],
    journal_dir: Path,
    confirm_below: float,
    dice_colours: Sequence[str] = (),
    report: Callable[[Text], None] = lambda message: None,
    realtime: bool = False,
    press_pause_s: float = 0.0,
) -> Table:
    """Play `session` to its end and return the table; raises SessionError if the game does not finish.

    read: the reader, BGR uint8 pixels in, a reading out; it sees only the frames the session marks as rolls.
    confirm_below: as in the config; `math.inf` has the recorded players check every reading.
    dice_colours: the dice set's colours, which a die can be corrected to.
    press_pause_s: a pause after each button press, so a person watching a window can follow.
    """
    journal = Journal.create(journal_dir, session.header)
    table = Table(engine, journal, (session.header.new_state(engine),), confirm_below, dice_colours=dice_colours)
    player = SessionPlayer(session, table)
    camera = ReplayCamera(session.folder, realtime=realtime)

    def watch(frame: Frame) -> TableReading | None:
        return read(frame.pixels) if session.roll_at(camera.last_name) else None

    progress = _Progress(session, table, report, player)
    with TableLoop(table, lambda: camera, watch, show) as loop:
        while table.phase is not Phase.FINISHED:
            try:
                loop.step()
            except ReplayFinished:
                raise SessionError(text("session.ended_early", rolls=rolls_done(table))) from None
            progress.after_frame(camera.last_name)
            presses_since_progress, moves = 0, len(table.states)
            while presses := player.presses():
                for event in presses:
                    table.on_button(event)
                    show(table.view())
                    time.sleep(press_pause_s)
                progress.after_presses()
                presses_since_progress = 0 if len(table.states) != moves else presses_since_progress + len(presses)
                moves = len(table.states)
                if presses_since_progress > MAX_PRESSES_PER_MOVE:
                    raise SessionError(text("session.stuck", phase=table.phase.value, presses=MAX_PRESSES_PER_MOVE))
    return table


class _Progress:
    """Says what happened at the table since it last looked: a roll read (and corrected?), a decision."""

    def __init__(
        self, session: RecordedSession, table: Table, report: Callable[[Text], None], player: SessionPlayer
    ) -> None:
        self.session, self.table, self.report, self.player = session, table, report, player
        self.rolls = self.decisions = 0

    def after_frame(self, frame: str) -> None:
        pending = self.table.pending
        if pending is not None and self.session.roll_at(frame):
            read = ", ".join(str(Die(die.colour, die.value)) for die in pending.reading.dice) or "—"
            self.report(text("demo.reading_held", frame=frame, dice=read))
        self.after_presses()

    def after_presses(self) -> None:
        while self.rolls < rolls_done(self.table):
            roll = self.session.rolls[self.rolls]
            self.rolls += 1
            dice = ", ".join(str(die) for die in roll.dice)
            total = len(self.session.rolls)
            self.report(text("demo.roll", number=self.rolls, total=total, frame=roll.frame, dice=dice))
        while self.decisions < decisions_done(self.table):
            # as offered at the table: a recording keeps the label its decision had when it was made
            action = self.player.decided[self.decisions]
            self.decisions += 1
            label = action.label if action.label is not None else repr(action)
            self.report(text("demo.decision", number=self.decisions, total=len(self.session.decisions), action=label))
