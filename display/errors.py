"""Errors of the display room: a view model the screens cannot draw."""

from dicetable.errors import DicetableError


class BadView(DicetableError, ValueError):
    """A view model breaks its own contract (an index out of range, a plain string where a catalogue text
    belongs); raised when the view is built, so the companion sees the fault where it made it."""
