"""The printed score sheet as data (spec Appendix A) and one player's marks on it.

Every number and bonus position below comes from the spec's Appendix A (sheet image S1, cross-checked
against S2/S3). Indices are 0-based; a bonus is named by its kind: an action (`reroll`, `return`,
`extra_die`), `fox`, or a "?" bonus for an area (`q_silver` … `q_pink`; `q_any` is the black ? of round 4).
"""

from __future__ import annotations

from dataclasses import dataclass

DICE = ("silver", "yellow", "blue", "green", "pink", "white")
AREAS = ("silver", "yellow", "blue", "green", "pink")
ACTIONS = ("reroll", "return", "extra_die")
QUESTION_BONUSES = ("q_silver", "q_yellow", "q_blue", "q_green", "q_pink", "q_any")

ROUNDS_BY_PLAYERS = {1: 6, 2: 6, 3: 5, 4: 4}
# Gains at the start of rounds 1..6; "swapped" is S3's order of rounds 2 and 3 (spec §8 Q18).
ROUND_GAINS = {
    "sheet": ("reroll", "extra_die", "return", "q_any", None, None),
    "swapped": ("reroll", "return", "extra_die", "q_any", None, None),
}

TRACK_SLOTS = 6
TRACK_END_BONUS = {"reroll": "fox", "return": "q_pink", "extra_die": "q_silver"}

SILVER_ROWS = ("yellow", "blue", "green", "pink")
SILVER_COLUMN_BONUS = ("extra_die", "q_yellow", "fox", "q_blue", "q_green", "q_pink")  # by value 1..6
SILVER_ROW_POINTS = (0, 2, 4, 7, 11, 16, 22)

# Yellow cells as (row, column, value); columns A..D are 0..3.
YELLOW_CELLS = (
    (0, 1, 3),
    (0, 3, 6),
    (1, 0, 1),
    (1, 2, 2),
    (2, 1, 4),
    (2, 3, 3),
    (3, 0, 2),
    (3, 2, 5),
    (4, 1, 5),
    (4, 3, 4),
)
YELLOW_ROW_BONUS = ("q_blue", "return", "q_yellow", "q_green", "q_pink")
YELLOW_COLUMN_BONUS = ("reroll", "extra_die", "q_silver", "fox")
YELLOW_POINTS = (0, 3, 10, 21, 36, 55, 75, 96, 118, 141, 165)
YELLOW_ROWS = tuple(tuple(i for i, cell in enumerate(YELLOW_CELLS) if cell[0] == row) for row in range(5))
YELLOW_COLUMNS = tuple(tuple(i for i, cell in enumerate(YELLOW_CELLS) if cell[1] == col) for col in range(4))
YELLOW_COLUMN_LETTERS = "ABCD"

SLOTS = 12  # blue, green and pink each have 12 fields
BLUE_POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78)
BLUE_BONUS = (None, "return", "q_yellow", None, "extra_die", "reroll", "q_pink", None, "fox", "return", None, "q_green")

GREEN_MULTIPLIERS = (2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1)  # pairs (0,1),(2,3),...; star = first - second
GREEN_BONUS = (
    *(None, "reroll", None, "q_blue", "return", None),
    *("fox", "q_silver", "extra_die", None, "q_pink", "q_yellow"),
)

PINK_THRESHOLD = (None, None, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6)
PINK_BONUS = (
    *(None, None, "reroll", "return", "extra_die", "q_green"),
    *("q_yellow", "fox", "q_silver", "reroll", "q_blue", "q_yellow"),
)

# Yellow marks: a field is empty, circled, or crossed (a crossed field stays circled).
EMPTY, CIRCLED, CROSSED = 0, 1, 2


@dataclass(frozen=True)
class ActionTrack:
    """One action track: how many of its 6 fields are circled (gained) and crossed out (used)."""

    circled: int = 0
    crossed: int = 0

    @property
    def available(self) -> int:
        return self.circled - self.crossed


@dataclass(frozen=True)
class Sheet:
    """One player's marks: silver crosses per row (values, ascending), yellow marks per cell, the numbers
    written in blue, green (already multiplied) and pink, the action tracks, foxes gained, rounds crossed,
    and the "?" bonuses this player still has to enter now (`pending`)."""

    silver: tuple[tuple[int, ...], ...] = ((), (), (), ())
    yellow: tuple[int, ...] = (EMPTY,) * 10
    blue: tuple[int, ...] = ()
    green: tuple[int, ...] = ()
    pink: tuple[int, ...] = ()
    reroll: ActionTrack = ActionTrack()
    retrieve: ActionTrack = ActionTrack()  # the return track ("return" is a Python keyword)
    extra_die: ActionTrack = ActionTrack()
    foxes: int = 0
    rounds: int = 0
    pending: tuple[str, ...] = ()

    def track(self, action: str) -> ActionTrack:
        return getattr(self, TRACK_FIELDS[action])


TRACK_FIELDS = {"reroll": "reroll", "return": "retrieve", "extra_die": "extra_die"}
