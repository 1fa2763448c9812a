"""Checking the fields of a JSON file a user can edit (a dice-set profile, a board, a board calibration).

A field that does not fit raises the file's own error with a catalogue message naming the file, the field, what was
expected and what was found, so the user can mend that one field instead of guessing what broke.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, NoReturn

from dicetable.errors import DicetableError
from dicetable.messages import text


@dataclass(frozen=True)
class FieldChecks:
    """The error a kind of file raises and its catalogue message (placeholders file, item, expected, received)."""

    error: type[DicetableError]
    message: str

    def require(self, value: object, kind: type, file: str, item: str, expected: str) -> Any:
        """`value` when it is a `kind`; else the file's error naming `item`."""
        if not isinstance(value, kind):
            self.fail(file, item, expected, value)
        return value

    def fail(self, file: str, item: str, expected: str, received: object) -> NoReturn:
        """The file's error: `item` should have been `expected` but was `received` (shown as JSON)."""
        shown = json.dumps(received, ensure_ascii=False, default=repr)
        raise self.error(text(self.message, file=file, item=item, expected=expected, received=shown))
