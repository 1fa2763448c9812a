"""One base class for every error dicetable raises.

Each concrete error also inherits the builtin category that fits (as gpiozero does), so a caller can catch
`DicetableError` or `ValueError` alike. Messages are catalogue `Text`s, so a player reads them in the table's
language; the rendered string says what was tried, what refused it and what to do next.
"""

from __future__ import annotations

from dicetable.messages import Text, render


class DicetableError(Exception):
    """Base of every dicetable error; `text` is what a player reads."""

    def __init__(self, message: Text | str) -> None:
        self.text = message
        super().__init__(message)

    def __str__(self) -> str:
        return render(self.text)
