"""Checks the view models run when they are built, so a wrong view fails where the companion made it."""

from __future__ import annotations

from collections.abc import Iterable

from dicetable.messages import Text
from display.errors import BadView


def require_text(view: str, field: str, value: object, optional: bool = False) -> None:
    """Player-facing words must be catalogue `Text`s, so they follow the table's language."""
    if value is None and optional:
        return
    if not isinstance(value, Text):
        raise BadView(
            f"{view}.{field} must be a catalogue text (dicetable.messages.text(...)), got {type(value).__name__} "
            f"{value!r}; add the words to a catalogue file and pass text(key)"
        )


def require_texts(view: str, field: str, values: Iterable[object]) -> None:
    for index, value in enumerate(values):
        require_text(view, f"{field}[{index}]", value)


def require_tuple(view: str, field: str, value: object) -> None:
    """View models are frozen; a list would let the companion change a view after handing it over."""
    if not isinstance(value, tuple):
        raise BadView(f"{view}.{field} must be a tuple, got {type(value).__name__}")


def require_selection(view: str, selected: int, count: int, what: str) -> None:
    if count == 0:
        raise BadView(f"{view} needs at least one {what} to select from, got none")
    if not 0 <= selected < count:
        raise BadView(f"{view}.selected must be 0 to {count - 1} ({count} {what}), got {selected}")


def require_range(view: str, field: str, value: float, low: float, high: float) -> None:
    if not low <= value <= high:
        raise BadView(f"{view}.{field} must be {low} to {high}, got {value}")
