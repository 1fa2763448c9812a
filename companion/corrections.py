"""Correcting a misread die from the buttons, and keeping the corrected frame as a labelled fixture.

The flow matches the camera screen's footer: PREV/NEXT change the selected field of the selected die,
OK moves on (value, then colour, then the next die's value, round and round), BACK is done. Every die
keeps where it was seen, so a corrected reading still labels the frame exactly.
"""

from __future__ import annotations

import json
import math
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from hardware.events import ButtonEvent
from vision.reading import DieReading, Point, TableReading

FIELDS = ("value", "colour")
DEFAULT_SIDE_PX = 60.0  # the box drawn for an added die when no die was read to measure
CORRECTED_CONFIDENCE = 1.0  # a die set by a player is certain


@dataclass(frozen=True)
class Correcting:
    """Dice being corrected: `die` is selected, `field` ("value" or "colour") is what PREV/NEXT change."""

    dice: tuple[DieReading, ...]
    die: int = 0
    field: str = "value"


@dataclass(frozen=True)
class DieChange:
    """One die changed by hand, as the journal records it."""

    die: int
    before: dict[str, Any]
    after: dict[str, Any]


def press(
    correcting: Correcting,
    event: ButtonEvent,
    colours: Sequence[str],
    faces: Callable[[str], Sequence[int | None]],
) -> Correcting | None:
    """The correction after one button; None when BACK says it is done. Does not change `correcting`.

    colours: the colour names a die may take (the dice set's); faces(colour): the values that die can show.
    """
    if event is ButtonEvent.BACK:
        return None
    if event is ButtonEvent.OK:
        step = FIELDS.index(correcting.field) + 1
        if step < len(FIELDS):
            return replace(correcting, field=FIELDS[step])
        return replace(correcting, die=(correcting.die + 1) % len(correcting.dice), field=FIELDS[0])
    if event not in (ButtonEvent.PREV, ButtonEvent.NEXT):
        return correcting
    offset = 1 if event is ButtonEvent.NEXT else -1
    die = correcting.dice[correcting.die]
    if correcting.field == "value":
        changed = replace(die, value=_cycle(faces(die.colour), die.value, offset))
    else:
        changed = replace(die, colour=_cycle(colours, die.colour, offset))
    changed = replace(changed, confidence=CORRECTED_CONFIDENCE)
    dice = (*correcting.dice[: correcting.die], changed, *correcting.dice[correcting.die + 1 :])
    return replace(correcting, dice=dice)


def with_missing_dice(
    reading: TableReading, expected: Sequence[str], faces: Callable[[str], Sequence[int | None]]
) -> tuple[TableReading, tuple[int, ...]]:
    """The reading with a die added for each expected die it lacks, for the players to set; and their indices.

    An added die takes the place of a die seen but not read (an unreadable mark) where there is one, else
    a place in a row along the top of the frame; its value is the colour's first face and its confidence 0,
    so it is shown as unsure until a player sets it.
    """
    missing = len(expected) - len(reading.dice)
    if missing <= 0:
        return reading, ()
    lacking = list((Counter(expected) - Counter(die.colour for die in reading.dice)).elements())[:missing]
    lacking += [expected[0]] * (missing - len(lacking))
    sides = [math.dist(die.box[0], die.box[1]) for die in reading.dice]
    half = (statistics.median(sides) if sides else DEFAULT_SIDE_PX) / 2
    places = [item.center for item in reading.unreadable]
    places += [(half * (3 * index + 2), half * 2) for index in range(missing)]
    added = tuple(
        DieReading(faces(colour)[0], colour, (x, y), _square(x, y, half), 0.0)
        for colour, (x, y) in zip(lacking, places, strict=False)
    )
    first = len(reading.dice)
    unreadable = reading.unreadable[min(missing, len(reading.unreadable)) :]
    return replace(reading, dice=reading.dice + added, unreadable=unreadable), tuple(range(first, first + missing))


def without_surplus_dice(reading: TableReading, expected: Sequence[str]) -> tuple[TableReading, tuple[int, ...]]:
    """The reading with as many dice left out as it has more than expected, for the players to check the rest;
    and the indices (in `reading`) of those left out: first dice of a colour not expected or read too often,
    least confident first. Whichever die goes, the players then set the others to what lies on the table."""
    surplus = len(reading.dice) - len(expected)
    if surplus <= 0:
        return reading, ()
    wanted, read = Counter(expected), Counter(die.colour for die in reading.dice)

    def keep_first(index: int) -> tuple[bool, float]:
        die = reading.dice[index]
        return read[die.colour] <= wanted[die.colour], die.confidence

    dropped = tuple(sorted(sorted(range(len(reading.dice)), key=keep_first)[:surplus]))
    dice = tuple(die for index, die in enumerate(reading.dice) if index not in dropped)
    return replace(reading, dice=dice), dropped


def _square(x: float, y: float, half: float) -> tuple[Point, Point, Point, Point]:
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def _cycle(choices: Sequence[Any], current: Any, offset: int) -> Any:
    if current not in choices:  # e.g. colour "unknown": start from the first choice
        return choices[0] if offset > 0 else choices[-1]
    return choices[(list(choices).index(current) + offset) % len(choices)]


def changes(before: Sequence[DieReading], after: Sequence[DieReading]) -> tuple[DieChange, ...]:
    """The dice whose value or colour differ, for the journal."""
    return tuple(
        DieChange(index, _face(old), _face(new))
        for index, (old, new) in enumerate(zip(before, after, strict=True))
        if _face(old) != _face(new)
    )


def _face(die: DieReading) -> dict[str, Any]:
    return {"colour": die.colour, "value": die.value}


def fixture_label(image_name: str, dice_set: str | None, reading: TableReading) -> dict[str, Any]:
    """The project's label format for a frame whose reading the players confirmed or corrected."""
    return {"image": image_name, "set": dice_set, **reading.to_json(with_confidence=False)}


def save_fixture(folder: Path, name: str, pixels: np.ndarray, dice_set: str | None, reading: TableReading) -> Path:
    """Write `<name>.jpg` and `<name>.json` (project label format) into `folder`; returns the label's path.

    pixels: (height, width, 3) uint8 BGR, saved as JPEG at quality 95.
    """
    folder.mkdir(parents=True, exist_ok=True)
    image = folder / f"{name}.jpg"
    if not cv2.imwrite(str(image), pixels, [cv2.IMWRITE_JPEG_QUALITY, 95]):
        raise OSError(f"could not write {image}")
    label = folder / f"{name}.json"
    label.write_text(json.dumps(fixture_label(image.name, dice_set, reading), ensure_ascii=False, indent=1) + "\n")
    return label
