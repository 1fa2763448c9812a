"""The five things a player can say with the four buttons, whatever device they come from."""

from __future__ import annotations

from enum import Enum


class ButtonEvent(Enum):
    PREV = "prev"
    NEXT = "next"
    OK = "ok"
    BACK = "back"
    BACK_HELD = "back_held"  # BACK held for `hold_s`: the menu (undo, correct a die, language)
