"""The actions of Blöder Sack: small frozen values; the engine labels them in context."""

from __future__ import annotations

from dataclasses import dataclass

from games.bloeder_sack.conditions import Condition
from games.engine import Action


@dataclass(frozen=True)
class RevealCard(Action):
    """The Sackkarte just turned over for the Ablagekarte waiting for one."""

    condition: Condition


@dataclass(frozen=True)
class EnterSacks(Action):
    """The sack count (bottom-right corner) of a card the data file does not know yet."""

    sacks: int


@dataclass(frozen=True)
class ScoreCard(Action):
    """Score the Sackkarte above Ablagekarte `slot` (forced with fewer than 2 dice, or chosen on a 6-6)."""

    slot: int


@dataclass(frozen=True)
class SkipScoring(Action):
    """Decline the optional scoring of a 6-6."""


@dataclass(frozen=True)
class PlaceDie(Action):
    """Put a rolled die of this value on the lowest free field of Ablagekarte `slot`."""

    value: int
    slot: int


@dataclass(frozen=True)
class ReplaceDie(Action):
    """Replace another player's die on field `field` (1-based) of `slot` with an own die of the same value."""

    slot: int
    field: int
    value: int


@dataclass(frozen=True)
class ReturnDice(Action):
    """Put the rolled dice back unused: only offered when no Ablagekarte can take a die (empty pile)."""


ACTION_TYPES = (RevealCard, EnterSacks, ScoreCard, SkipScoring, PlaceDie, ReplaceDie, ReturnDice)
