"""The actions of PUSH: small frozen values; the engine labels them in context."""

from __future__ import annotations

from dataclasses import dataclass

from games.engine import Action


@dataclass(frozen=True)
class Draw(Action):
    """Turn over the top card of the draw pile ("Karten aufdecken")."""


@dataclass(frozen=True)
class Secure(Action):
    """Turn all open cards of one colour face down, safe from the die ("Karten sichern")."""

    colour: str


@dataclass(frozen=True)
class RevealKind(Action):
    """First press of a card entry: its colour, or "dice" for a Würfelkarte, "switch" for a Richtungswechsel."""

    kind: str


@dataclass(frozen=True)
class RevealValue(Action):
    """Second press for a number card: its value."""

    value: int


@dataclass(frozen=True)
class PlaceCard(Action):
    """Lay the drawn card in row `row` (0-based); the index after the last row begins a new one."""

    row: int


@dataclass(frozen=True)
class TakeRow(Action):
    """Take row `row` (0-based) into the open display: the active player stopping, or a player picking."""

    row: int


ACTION_TYPES = (Draw, Secure, RevealKind, RevealValue, PlaceCard, TakeRow)
