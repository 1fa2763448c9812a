"""The decisions of Doppelt so clever as small frozen values; labels are added by `labels.py`.

An entry's `spot` is the silver row (0..3) or the yellow cell (0..9), None elsewhere (see `areas`).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.engine import Action


@dataclass(frozen=True)
class Pick(Action):
    """Take `die` and enter it in `area`: the active player's pick from the roll, a passive player's die
    from the silver platter (or from the active player's die fields when no platter die fits)."""

    die: str
    area: str
    spot: int | None = None


@dataclass(frozen=True)
class UseExtraDie(Pick):
    """Spend an extra-die action on `die` at its current face (at the end of one's own turn segment)."""


@dataclass(frozen=True)
class BonusEntry(Action):
    """Enter a pending "?" bonus (`bonus` is e.g. "q_yellow", or "q_any" for the black ?) with a chosen
    `value` (blue: the number written; green: the factor before multiplying)."""

    bonus: str
    area: str
    spot: int | None
    value: int


@dataclass(frozen=True)
class ChainCross(Action):
    """Silver platter chain: cross `die`, which just moved to the platter, at its face in silver `row`."""

    die: str
    row: int


@dataclass(frozen=True)
class EndChain(Action):
    """Cross no more dice of the silver platter chain (the chain is optional per die, Q3)."""


@dataclass(frozen=True)
class Reroll(Action):
    """Spend a reroll action: roll all the dice just rolled again."""


@dataclass(frozen=True)
class ReturnDie(Action):
    """Spend a return action before a roll: take `die` back from the silver platter into hand."""

    die: str


@dataclass(frozen=True)
class Forfeit(Action):
    """Use no die from this roll; the roll is lost and its die field stays empty (Q1, Q5)."""


@dataclass(frozen=True)
class Decline(Action):
    """A passive player takes no die from the silver platter."""


@dataclass(frozen=True)
class Continue(Action):
    """Go on: roll the dice in hand, end the turn, or end one's extra-die actions, as the label says."""


ACTION_TYPES = (Pick, UseExtraDie, BonusEntry, ChainCross, EndChain, Reroll, ReturnDie, Forfeit, Decline, Continue)
