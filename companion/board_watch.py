"""The table's eye on a game board: splits each settled reading into the dice just rolled (loose on the table)
and the dice on the board, and flags a board that differs from the game for the players to settle.

Only Blöder Sack has a board the camera checks. With its board calibrated (`dicetable board calibrate --game
bloeder-sack`) the loose dice are the roll and the board dice are compared with the game (`board_check`);
without a calibration the whole reading is the roll and the screen says the board is not checked. What is seen
on a Sackkarte (the area above each Ablagekarte, `vision.board_layouts.with_cards_above`, also for calibrations
made before it was known) is neither. A difference resting on a die read unsurely is asked about on the camera
screen's line (`BoardLook.questions`), not flagged.

    watch = watch_for("bloeder-sack")        # None for a game without a board
    reading = watch.reader.read(frame)       # the cards that changed since the board last agreed, and the roll
    look = watch.look(state, reading, frame)  # look.roll: the loose dice; look.differences: what is off
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

import numpy as np

from companion.board_calibration import load_board_for, load_regions
from companion.board_check import BoardDifference, Spot, differences
from dicetable.errors import DicetableError
from dicetable.messages import Text, text
from display.views_bloeder import BoardCheckView
from games.engine import Die, GameState
from hardware.events import ButtonEvent
from vision.board_layouts import with_cards_above
from vision.board_reading import BoardReader
from vision.profiles import load_profile
from vision.reading import TableReading
from vision.regions import Layout, PlacedDie, Region, place_dice, place_points

BOARD_GAMES = ("bloeder-sack",)


@dataclass(frozen=True)
class BoardLook:
    """One reading seen against the game: the `roll` (loose dice only), where every die lies, what differs
    (`differences`, to be settled before the roll counts) and what a die read unsurely leaves open (`questions`)."""

    roll: TableReading
    placed: tuple[PlacedDie, ...]
    differences: tuple[BoardDifference, ...]
    questions: tuple[BoardDifference, ...] = ()


@dataclass(frozen=True)
class BoardWatch:
    """A game's board as calibrated: its regions (None: not calibrated) and the field layouts by region;
    `note` says on screen why the board is not checked."""

    regions: tuple[Region, ...] | None
    layouts: Mapping[str, Layout]
    note: Text | None = None
    reader: BoardReader | None = None  # reads the settled frames; told each board the game agrees with

    def look(
        self,
        state: GameState,
        reading: TableReading,
        pixels: np.ndarray | None = None,
        accepted: Collection[BoardDifference] = (),
    ) -> BoardLook:
        """The roll and the board in `reading` (read in `pixels`); without regions the whole reading is the roll,
        unchecked. A difference the players kept the game's board against (`accepted`, "die Kamera irrt") is not
        raised again while the camera sees it alike: the same misread would otherwise stop every roll. A board
        with nothing to settle is confirmed to the reader, which then reads again only the cards that change."""
        if self.regions is None:
            return BoardLook(reading, (), ())
        placed = place_dice(reading, self.regions, self.layouts)
        unread = place_points([item.center for item in reading.unreadable], self.regions, self.layouts)
        roll = replace(
            reading,
            dice=tuple(item.die for item in placed if item.region is None),
            unreadable=tuple(
                item for item, place in zip(reading.unreadable, unread, strict=True) if place.region is None
            ),
        )
        found = differences(state, placed, unread)
        questions = tuple(difference for difference in found if difference.is_unsure())
        flagged = tuple(d for d in found if d not in questions and d not in accepted)
        if not flagged and self.reader is not None and pixels is not None:
            self.reader.confirm(pixels, reading)
        return BoardLook(roll, placed, flagged, questions)

    def status(self, status: Text, questions: Sequence[BoardDifference] = ()) -> Text:
        """The camera screen's line, with the note that the board is not checked where it is not, and the first
        of the `questions` left by the last look at the board (and how many more)."""
        if questions:
            more = len(questions) - 1
            key = "bloeder_table.check.unsure_more" if more else "bloeder_table.check.unsure"
            asked = text(key, difference=questions[0].text, count=more)
            status = text("bloeder_table.check.with_note", status=status, note=asked)
        return status if self.note is None else text("bloeder_table.check.with_note", status=status, note=self.note)


def watch_for(game: str) -> BoardWatch | None:
    """The board of `game` as calibrated by the players, or None for a game without a board. A calibration
    or layout file that cannot be read leaves the board unchecked, with the file's problem as the note."""
    if game not in BOARD_GAMES:
        return None
    try:
        regions = load_regions(game)
        board = load_board_for(game)
        profile = load_profile(game)
    except DicetableError as error:
        return BoardWatch(None, {}, error.text)
    if regions is None:
        return BoardWatch(None, {}, text("bloeder_table.check.unchecked"))
    regions = with_cards_above(regions, board)
    return BoardWatch(regions, board.layouts, reader=BoardReader(regions, profile))


class BoardChoice(Enum):
    REREAD = "reread"  # the players fix the dice; the next settled reading is checked again
    UNDO = "undo"  # the game is wrong: take back the last move and choose what was really played
    ACCEPT = "accept"  # the camera is wrong: keep the game's board, go on with the roll


@dataclass(frozen=True)
class BoardFlag:
    """A reading whose board differs from the game, held until the players choose what to do."""

    pixels: np.ndarray | None
    look: BoardLook
    choices: tuple[BoardChoice, ...]
    selected: int = 0

    def press(self, event: ButtonEvent) -> BoardFlag | BoardChoice | None:
        """◀ ▶ move the selection (a new flag), OK gives the chosen way out; None for any other button."""
        if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
            step = 1 if event is ButtonEvent.NEXT else -1
            return replace(self, selected=(self.selected + step) % len(self.choices))
        return self.choices[self.selected] if event is ButtonEvent.OK else None

    def view(self) -> BoardCheckView:
        labels = tuple(text(f"bloeder_table.check.{choice.value}") for choice in self.choices)
        found = tuple(difference.text for difference in self.look.differences)
        return BoardCheckView(found, labels, self.selected)


def flag(pixels: np.ndarray | None, look: BoardLook, can_undo: bool) -> BoardFlag:
    """The flag for a board that differs; taking back a move is offered only when there is one."""
    choices = tuple(choice for choice in BoardChoice if can_undo or choice is not BoardChoice.UNDO)
    return BoardFlag(pixels, look, choices)


Correction = tuple[int, dict[str, Any] | None, dict[str, Any] | None]


def corrections(look: BoardLook) -> tuple[Correction, ...]:
    """The board dice of the reading set right to the game's, as journal corrections (die, before, after),
    for when the players keep the game's board. `die` indexes the reading; a die the camera missed gets
    the next index after the reading's, as an added die does."""
    found: list[Correction] = []
    added = len(look.placed)
    for difference in look.differences:
        seen, expected = difference.seen, difference.expected
        if seen is None:
            die, added = added, added + 1
        else:
            die = next(index for index, item in enumerate(look.placed) if _spot_of(item) == seen)
        found.append((die, _entry(seen), _entry(expected)))
    return tuple(found)


def _spot_of(item: PlacedDie) -> Spot | None:
    if item.region is None or not item.region.isdigit():
        return None
    return Spot(int(item.region), item.field, Die(item.die.colour, item.die.value))


def _entry(spot: Spot | None) -> dict[str, Any] | None:
    if spot is None:
        return None
    return {"colour": spot.die.colour, "value": spot.die.value, "region": str(spot.slot), "field": spot.field}
