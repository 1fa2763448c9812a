"""View model of a Doppelt so clever score sheet, shaped like the paper pad so the engine can fill it.

A sheet is five areas of cells plus the action tracks, the round track and the foxes. A cell carries what
is printed in it (a number, "×2", "≥4"), the pen mark on it, a written number, and the bonus icon printed
with it. The display draws what it is given; which bonus a field has comes from the engine's sheet data.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dicetable.messages import Text
from display.checks import require_text, require_tuple
from display.errors import BadView

AREA_COLOURS = ("silver", "yellow", "blue", "green", "pink")


class Mark(StrEnum):
    """The pen on a field: nothing, a cross, a circle, a circle then a cross (yellow), a number written."""

    EMPTY = "empty"
    CROSSED = "crossed"
    CIRCLED = "circled"
    CIRCLED_AND_CROSSED = "circled_and_crossed"
    WRITTEN = "written"


class BonusKind(StrEnum):
    REROLL = "reroll"
    RETURN = "return"
    EXTRA_DIE = "extra_die"
    FOX = "fox"
    QUESTION = "question"  # a "?" bonus: one entry in `colour`'s area, or any area when colour is None


class BonusState(StrEnum):
    """Printed and not reached yet, earned, or lost for good (a pink field written below its threshold)."""

    PENDING = "pending"
    EARNED = "earned"
    LOST = "lost"


@dataclass(frozen=True)
class Bonus:
    kind: BonusKind
    colour: str | None = None
    state: BonusState = BonusState.PENDING

    @classmethod
    def parse(cls, code: str, state: BonusState = BonusState.PENDING) -> Bonus:
        """A bonus from its short name as the sheet data writes it: "reroll", "return", "extra_die", "fox",
        "q_<area>" for a "?" bonus in that area, "q_any" for the black "?" of round 4.

        >>> Bonus.parse("q_yellow").colour
        'yellow'
        """
        if code == "q_any":
            return cls(BonusKind.QUESTION, None, state)
        if code.startswith("q_"):
            return cls(BonusKind.QUESTION, code.removeprefix("q_"), state)
        try:
            return cls(BonusKind(code), None, state)
        except ValueError:
            names = ", ".join(kind.value for kind in BonusKind if kind is not BonusKind.QUESTION)
            raise BadView(f"bonus {code!r} is not known; expected {names}, q_<area> or q_any") from None

    def __post_init__(self) -> None:
        if self.colour is not None and self.colour not in AREA_COLOURS:
            raise BadView(f"Bonus.colour must be one of {', '.join(AREA_COLOURS)} or None, got {self.colour!r}")
        if self.colour is not None and self.kind is not BonusKind.QUESTION:
            raise BadView(f"only a '?' bonus has a colour; {self.kind} got colour {self.colour!r}")


@dataclass(frozen=True)
class SheetCell:
    """One field: `printed` is the print inside it ("3", "×2", "≥4", "" for a blank field), `written` the
    number in pen (Mark.WRITTEN only), `bonus` the icon printed with it."""

    printed: str = ""
    mark: Mark = Mark.EMPTY
    written: int | None = None
    bonus: Bonus | None = None

    def __post_init__(self) -> None:
        if (self.mark is Mark.WRITTEN) != (self.written is not None):
            raise BadView(
                f"SheetCell: a written number goes with Mark.WRITTEN and only with it; got mark {self.mark} and "
                f"written {self.written}"
            )


@dataclass(frozen=True)
class SheetArea:
    """One colour area as rows of cells, None where the pad has no field (the staggered yellow grid).

    row_bonuses / column_bonuses: the icons at the end of each row / under each column (silver and yellow),
    empty when the area has none; stars: the numbers in the stars above groups of cells, e.g. green's
    pair differences (None for an empty star), spread evenly over the row; row_colours: the colour each
    row stands for (silver's yellow, blue, green and pink rows), empty when rows have none; points: the
    area's score now.
    """

    colour: str
    rows: tuple[tuple[SheetCell | None, ...], ...]
    points: int
    row_bonuses: tuple[Bonus | None, ...] = ()
    column_bonuses: tuple[Bonus | None, ...] = ()
    stars: tuple[int | None, ...] = ()
    row_colours: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.colour not in AREA_COLOURS:
            raise BadView(f"SheetArea.colour must be one of {', '.join(AREA_COLOURS)}, got {self.colour!r}")
        require_tuple("SheetArea", "rows", self.rows)
        widths = {len(row) for row in self.rows}
        if len(widths) != 1 or 0 in widths:
            raise BadView(f"SheetArea {self.colour}: rows must be non-empty and equally long, got lengths {widths}")
        if self.row_bonuses and len(self.row_bonuses) != len(self.rows):
            raise BadView(
                f"SheetArea {self.colour}: expected {len(self.rows)} row bonuses (one per row), got "
                f"{len(self.row_bonuses)}"
            )
        if self.column_bonuses and len(self.column_bonuses) != len(self.rows[0]):
            raise BadView(
                f"SheetArea {self.colour}: expected {len(self.rows[0])} column bonuses (one per column), got "
                f"{len(self.column_bonuses)}"
            )

        if self.row_colours and len(self.row_colours) != len(self.rows):
            raise BadView(
                f"SheetArea {self.colour}: expected {len(self.rows)} row colours, got {len(self.row_colours)}"
            )

    @property
    def columns(self) -> int:
        return len(self.rows[0])


@dataclass(frozen=True)
class ActionTrack:
    """An action track (reroll, return, extra die): each field EMPTY, CIRCLED (available) or CROSSED (used)."""

    kind: BonusKind
    fields: tuple[Mark, ...]
    end_bonus: Bonus | None = None

    def __post_init__(self) -> None:
        if self.kind not in (BonusKind.REROLL, BonusKind.RETURN, BonusKind.EXTRA_DIE):
            raise BadView(f"ActionTrack.kind must be reroll, return or extra_die, got {self.kind}")
        allowed = {Mark.EMPTY, Mark.CIRCLED, Mark.CROSSED}
        if not set(self.fields) <= allowed:
            raise BadView(f"ActionTrack {self.kind}: fields must be empty, circled or crossed, got {self.fields}")

    @property
    def available(self) -> int:
        return sum(mark is Mark.CIRCLED for mark in self.fields)


@dataclass(frozen=True)
class RoundField:
    """One round on the round track: crossed once begun; `gain` is what its start gives (None: nothing)."""

    number: int
    is_crossed: bool = False
    gain: Bonus | None = None


@dataclass(frozen=True)
class DscSheetView:
    """One player's sheet with the game's progress: the round and whose turn it is."""

    player: Text
    turn_of: Text | None  # None once the game is over
    round: int
    areas: tuple[SheetArea, ...]
    tracks: tuple[ActionTrack, ...]
    round_track: tuple[RoundField, ...]
    foxes: int = 0
    to_use: tuple[Bonus, ...] = ()  # earned "?" bonuses waiting to be entered
    total: int = 0

    def __post_init__(self) -> None:
        require_text("DscSheetView", "player", self.player)
        if self.turn_of is not None:
            require_text("DscSheetView", "turn_of", self.turn_of)
        for name in ("areas", "tracks", "round_track", "to_use"):
            require_tuple("DscSheetView", name, getattr(self, name))
        colours = tuple(area.colour for area in self.areas)
        if colours != AREA_COLOURS:
            raise BadView(f"DscSheetView.areas must be {', '.join(AREA_COLOURS)} in this order, got {colours}")
        if not 1 <= self.round <= len(self.round_track):
            raise BadView(f"DscSheetView.round must be 1 to {len(self.round_track)}, got {self.round}")
        if self.foxes < 0:
            raise BadView(f"DscSheetView.foxes must be 0 or more, got {self.foxes}")
