"""The Blöder Sack board the camera sees, compared with the board the game knows.

After each move the dice on the five Ablagekarten must be where the engine put them. `differences` names
every die that is not: moved to another field of its card, lying on another card, showing another value,
of another colour, missing, or extra. Each difference has a catalogue text that says what was expected
before what was seen ("Karte 3, Feld 4: erwartet Rot 5, gesehen Blau 5").

Pure: reads the state and the placed dice, changes nothing. Dice with region None (the two just rolled) and
regions other than "1".."5" (the Sackkarten above them) are not part of the board and are left out.

The camera is surer of where a die lies than of what it shows: the board dice are placed right almost always,
while a die's pips are missed now and then (a blue 2 read as a 1). A difference that rests only on what an
unsure reading shows (`BoardDifference.is_unsure`) is therefore asked about, not called wrong: the die stays
on the same board from roll to roll, so a misread would stop every roll, while the game, which saw the dice
placed, is right far more often than a face read unsurely.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from dicetable.messages import Text, colour_name, text
from games.bloeder_sack.state import SLOTS, BloederSackState
from games.engine import Die
from vision.regions import Place, PlacedDie


class DifferenceKind(StrEnum):
    MOVED_FIELD = "moved_field"  # on its card, but on another field
    OTHER_CARD = "other_card"  # on another Ablagekarte
    WRONG_VALUE = "wrong_value"  # on its field, showing another value
    WRONG_COLOUR = "wrong_colour"  # another player's die on the field
    MISSING = "missing"  # the game has a die here, the camera none
    EXTRA = "extra"  # the camera sees a die the game does not have


# A die read with less confidence than this is read unsurely. The reader gives a face read by its pips at most
# 0.9 for a 1 and 0.93 for a 2 (`vision.tolerances.LAYOUT_EVIDENCE`: few pips leave little layout to confirm),
# and less for any face near one of its tolerances; on the rendered boards every value misread was below it.
SURE_FROM = 0.95
# The differences that rest only on what a die shows: another value or colour on the game's field, or a die
# where the game has none (a lone pip read on the card's print). A die missing or moved is seen by where it is.
ASKED_WHEN_UNSURE = frozenset({DifferenceKind.WRONG_VALUE, DifferenceKind.WRONG_COLOUR, DifferenceKind.EXTRA})


@dataclass(frozen=True)
class Spot:
    """A die on the board: Ablagekarte `slot` (1–5), `field` (1-based; None when the camera has no field
    layout for the card) and the die (owner's colour and value); `confidence`, how surely the camera read it
    (1 for the game's dice), does not count in comparisons."""

    slot: int
    field: int | None
    die: Die
    confidence: float = dataclasses.field(default=1.0, compare=False)


@dataclass(frozen=True)
class BoardDifference:
    """One die that is not where the game has it: `expected` is the game's die, `seen` the camera's."""

    kind: DifferenceKind
    expected: Spot | None
    seen: Spot | None

    def is_unsure(self, sure_from: float = SURE_FROM) -> bool:
        """True when the difference rests only on what a die read below `sure_from` confidence shows: the
        players are asked about it, the roll goes on."""
        return self.kind in ASKED_WHEN_UNSURE and self.seen.confidence < sure_from

    @property
    def text(self) -> Text:
        """The difference in words, expected before seen."""
        expected, seen = self.expected, self.seen
        if self.kind is DifferenceKind.MOVED_FIELD:
            return text(
                "bloeder_table.check.moved_field",
                slot=expected.slot,
                die=die_text(expected.die),
                expected_field=expected.field,
                seen_field=seen.field,
            )
        if self.kind is DifferenceKind.OTHER_CARD:
            return text(
                "bloeder_table.check.other_card",
                die=die_text(expected.die),
                expected_slot=expected.slot,
                expected_field=expected.field,
                seen_slot=seen.slot,
                seen_field=_field(seen),
            )
        if self.kind is DifferenceKind.MISSING:
            return text(
                "bloeder_table.check.missing", slot=expected.slot, field=expected.field, expected=die_text(expected.die)
            )
        if self.kind is DifferenceKind.EXTRA and seen.field is None:
            return text("bloeder_table.check.extra_somewhere", slot=seen.slot, seen=die_text(seen.die))
        if self.kind is DifferenceKind.EXTRA:
            return text("bloeder_table.check.extra", slot=seen.slot, field=seen.field, seen=die_text(seen.die))
        return text(
            "bloeder_table.check.wrong_die",
            slot=expected.slot,
            field=expected.field,
            expected=die_text(expected.die),
            seen=die_text(seen.die),
        )


def die_text(die: Die) -> Text:
    """ "Rot 5": a die by its colour's name and value ("?" for a face read without pips)."""
    return text("bloeder_table.die", colour=colour_name(die.colour), value="?" if die.value is None else die.value)


def _field(spot: Spot) -> int | str:
    return "?" if spot.field is None else spot.field


def expected_spots(state: BloederSackState) -> tuple[Spot, ...]:
    """Every die the game has on the board, card by card in field order."""
    return tuple(
        Spot(number, field, Die(state.rules.colours[die.owner], die.value))
        for number, slot in enumerate(state.slots, start=1)
        for field, die in enumerate(slot.dice, start=1)
    )


def seen_spots(placed: Sequence[PlacedDie]) -> tuple[Spot, ...]:
    """The dice the camera placed on a field of an Ablagekarte "1".."5". Loose dice and other regions are left
    out, and so is what is seen on a card but on none of its fields: printed art (the doubles, a dash) is read
    there at times, while a die knocked off its field still shows as missing from it."""
    names = {str(number): number for number in SLOTS}
    return tuple(
        Spot(names[item.region], item.field, Die(item.die.colour, item.die.value), item.die.confidence)
        for item in placed
        if item.region in names and not item.off_fields
    )


Pairing = Callable[[Spot, Spot], bool]

# Which expected and seen die explain each other, tried in this order: the most specific explanation first,
# so two swapped dice read as two moves rather than two wrong dice.
PAIRINGS: tuple[tuple[DifferenceKind | None, Pairing], ...] = (
    (None, lambda e, s: e.slot == s.slot and s.field in (e.field, None) and e.die == s.die),
    (DifferenceKind.MOVED_FIELD, lambda e, s: e.slot == s.slot and e.die == s.die),
    (DifferenceKind.OTHER_CARD, lambda e, s: e.die == s.die),
    (DifferenceKind.WRONG_VALUE, lambda e, s: (e.slot, e.field) == (s.slot, s.field) and e.die.colour == s.die.colour),
    (DifferenceKind.WRONG_COLOUR, lambda e, s: (e.slot, e.field) == (s.slot, s.field)),
)


def differences(
    engine_state: BloederSackState, placed: Sequence[PlacedDie], unread: Sequence[Place] = ()
) -> tuple[BoardDifference, ...]:
    """Every die on the board that is not where `engine_state` has it, ordered by card and field; () when
    the board agrees with the game. `unread`: where the camera saw a die it could not read; a die the game has
    there is not missing (the camera cannot tell, so it does not flag it). A die seen in a colour no player
    plays explains a die of the game read in the wrong colour, but is never extra: no such die is in the game,
    so it is the print read as a die (a white 1 in a game of red and blue)."""
    expected = list(expected_spots(engine_state))
    seen = list(seen_spots(placed))
    found: list[BoardDifference] = []
    for kind, pairs in PAIRINGS:
        for spot in list(expected):
            match = next((candidate for candidate in seen if pairs(spot, candidate)), None)
            if match is None:
                continue
            expected.remove(spot)
            seen.remove(match)
            if kind is not None:
                found.append(BoardDifference(kind, spot, match))
    unread_spots = {(place.region, place.field) for place in unread if place.field is not None}
    found.extend(
        BoardDifference(DifferenceKind.MISSING, spot, None)
        for spot in expected
        if (str(spot.slot), spot.field) not in unread_spots
    )
    played = set(engine_state.rules.colours)
    found.extend(BoardDifference(DifferenceKind.EXTRA, None, spot) for spot in seen if spot.die.colour in played)
    return tuple(sorted(found, key=_place))


def _place(difference: BoardDifference) -> tuple[int, int]:
    spot = difference.expected or difference.seen
    return spot.slot, spot.field or 0
