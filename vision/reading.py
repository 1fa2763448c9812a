"""What the reader hands on: every die it read, and every die it saw but could not read (with why).

Coordinates are pixels of the frame it was given, x to the right and y down, as floats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dicetable.messages import Text, render

Point = tuple[float, float]
UNKNOWN_COLOUR = "unknown"  # the colour of a die read without a profile, or not yet weighed


@dataclass(frozen=True)
class DieReading:
    """One die read from its top face.

    value: 1–6, or None for a face without pips (the PUSH colour die, read by its face colour).
    colour: a colour name of the active dice-set profile, or "unknown" when read without a profile.
    box: the top face's rotated rectangle, four corners in order around the face.
    confidence: 0–1, how sure the reader is of both value and colour together.
    """

    value: int | None
    colour: str
    center: Point
    box: tuple[Point, Point, Point, Point]
    confidence: float


@dataclass(frozen=True)
class Unreadable:
    """A die that was found but not read, e.g. cocked against the wall; `reason` is shown to the players."""

    center: Point
    reason: Text


@dataclass(frozen=True)
class TableReading:
    """Everything read from one frame (or voted from several settled frames)."""

    dice: tuple[DieReading, ...]
    unreadable: tuple[Unreadable, ...] = ()
    warnings: tuple[Text, ...] = ()  # e.g. the dice read contradict the expected set

    def to_json(self, with_confidence: bool = True) -> dict[str, Any]:
        """The one JSON shape of a reading, shared by `read --json`, the journal and labelled fixtures:
        {"dice": [{"value", "colour", "center", "box"[, "confidence"]}], "unreadable": [{"center", "reason"}]}.
        Coordinates are rounded to 0.1 px; reasons are rendered in the current language, for people to read."""
        dice = []
        for die in self.dice:
            entry: dict[str, Any] = {
                "value": die.value,
                "colour": die.colour,
                "center": _rounded(die.center),
                "box": [_rounded(corner) for corner in die.box],
            }
            if with_confidence:
                entry["confidence"] = die.confidence
            dice.append(entry)
        unreadable = [{"center": _rounded(item.center), "reason": render(item.reason)} for item in self.unreadable]
        return {"dice": dice, "unreadable": unreadable}


def _rounded(point: Point) -> list[float]:
    return [round(point[0], 1), round(point[1], 1)]
