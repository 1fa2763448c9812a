"""Flag a reading that contradicts the dice known to be on the table (e.g. 4 blue + 3 red for "Geht noch was?").

A contradiction is a warning for the players, never a silent correction: the reading stays as read.
Dice whose colour is undecided and unreadable dice may stand for any missing die, so they only contradict
when there are too many dice in all. Pure functions; nothing here changes a reading.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from dicetable.messages import Text, colour_name, text
from vision.colour import UNKNOWN
from vision.profiles import DiceSetProfile
from vision.reading import TableReading


@dataclass(frozen=True)
class ExpectedDice:
    """The dice that should be in view: count per colour, exact or as upper bounds, and at most `max_total` in all.

    >>> ExpectedDice((("blue", 4), ("red", 3)), is_exact=True).total()
    7
    """

    counts: tuple[tuple[str, int], ...]
    is_exact: bool
    max_total: int | None = None

    @classmethod
    def from_profile(cls, profile: DiceSetProfile) -> ExpectedDice:
        """The whole set as the profile describes it (a game that knows fewer dice are rolled makes its own)."""
        return cls(profile.dice, profile.count_rule == "exact", profile.max_total)

    def total(self) -> int:
        counted = sum(count for _, count in self.counts)
        return counted if self.max_total is None else min(counted, self.max_total)


def contradictions(reading: TableReading, expected: ExpectedDice) -> tuple[Text, ...]:
    """One warning saying what was expected and what was read, or () when the reading fits."""
    read = Counter(die.colour for die in reading.dice if die.colour != UNKNOWN)
    undecided = sum(die.colour == UNKNOWN for die in reading.dice) + len(reading.unreadable)
    allowed = dict(expected.counts)
    too_many_of_a_colour = any(count > allowed.get(colour, 0) for colour, count in read.items())
    too_many_in_all = sum(read.values()) + undecided > expected.total()
    missing = sum(max(0, count - read[colour]) for colour, count in expected.counts)
    too_few = expected.is_exact and missing > undecided
    if not (too_many_of_a_colour or too_many_in_all or too_few):
        return ()
    return (text("vision.expected.contradiction", expected=_describe_expected(expected), received=_describe(reading)),)


def with_expected_check(reading: TableReading, expected: ExpectedDice) -> TableReading:
    """The same reading with any contradiction added to its warnings."""
    return replace(reading, warnings=reading.warnings + contradictions(reading, expected))


def _describe_expected(expected: ExpectedDice) -> Text:
    listed = _listing([(count, colour_name(colour)) for colour, count in expected.counts if count])
    if expected.is_exact:
        return listed
    if expected.max_total is not None:
        return text("vision.expected.total_at_most", count=expected.max_total)
    return text("vision.expected.at_most", counts=listed)


def _describe(reading: TableReading) -> Text:
    read = Counter(die.colour for die in reading.dice)
    parts = [(count, colour_name(colour)) for colour, count in read.items()]
    if reading.unreadable:
        parts.append((len(reading.unreadable), None))
    return _listing(parts)


def _listing(parts: list[tuple[int, Text | None]]) -> Text:
    """ "4 × Blau, 3 × Rot" as nested texts, so it renders in whatever language is set when shown."""
    if not parts:
        return text("vision.expected.nothing")
    items = [
        text("vision.expected.unreadable", count=count)
        if colour is None
        else text("vision.expected.count", count=count, colour=colour)
        for count, colour in parts
    ]
    joined = items[-1]
    for item in reversed(items[:-1]):
        joined = text("vision.expected.join", first=item, rest=joined)
    return joined
