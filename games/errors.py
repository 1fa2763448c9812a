"""Errors of the rules engines: "not understood" is kept apart from "not allowed", as python-chess does."""

from dicetable.errors import DicetableError


class ActionNotUnderstood(DicetableError, ValueError):
    """The action is malformed or belongs to another game (a bad journal line, a wrong type)."""


class IllegalAction(DicetableError, ValueError):
    """The action is well formed but the rules forbid it now; the message names the rule."""


class CorruptState(DicetableError, ValueError):
    """A serialised state cannot be read back (truncated, edited by hand, from another game)."""


class UnsupportedPlayers(DicetableError, ValueError):
    """A game was asked for a number of players its rules do not provide for."""


class UnknownGame(DicetableError, LookupError):
    """`games.load` was given an id no engine answers to."""
