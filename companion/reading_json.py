"""A reading as JSON, the one shape the journal and the labelled fixtures share (formats.md).

Coordinates are rounded to 0.1 px; unreadable reasons are kept as rendered text in the current language,
for people to read later.
"""

from __future__ import annotations

from typing import Any

from vision.reading import Point, TableReading


def reading_to_json(reading: TableReading, with_confidence: bool = True) -> dict[str, Any]:
    """{"dice": [{"value", "colour", "center", "box"[, "confidence"]}], "unreadable": [{"center", "reason"}]}."""
    dice = []
    for die in reading.dice:
        entry = {
            "value": die.value,
            "colour": die.colour,
            "center": _point(die.center),
            "box": list(map(_point, die.box)),
        }
        if with_confidence:
            entry["confidence"] = die.confidence
        dice.append(entry)
    unreadable = [{"center": _point(item.center), "reason": str(item.reason)} for item in reading.unreadable]
    return {"dice": dice, "unreadable": unreadable}


def _point(point: Point) -> list[float]:
    return [round(point[0], 1), round(point[1], 1)]
