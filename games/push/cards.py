"""PUSH cards and the deck they come from: 90 number cards, 18 Würfelkarten, 12 Richtungswechsel [rulebook]."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

COLOURS = ("red", "blue", "green", "yellow", "purple")  # Rot, Blau, Grün, Gelb, Lila
VALUES = (1, 2, 3, 4, 5, 6)
COPIES_PER_NUMBER = 3
DICE_CARDS = 18
SWITCH_CARDS = 12
MAX_ROWS = 3


@dataclass(frozen=True)
class Card:
    """One card: a number card (colour and value), a Würfelkarte ("dice") or a Richtungswechsel ("switch")."""

    kind: str
    colour: str | None = None
    value: int | None = None

    @property
    def is_number(self) -> bool:
        return self.kind == "number"


DICE_CARD = Card("dice")
SWITCH_CARD = Card("switch")


def number(colour: str, value: int) -> Card:
    return Card("number", colour, value)


ALL_CARDS = (*(number(c, v) for c in COLOURS for v in VALUES), DICE_CARD, SWITCH_CARD)  # order of `seen` counts


def full_deck(with_switch_cards: bool = True) -> Counter[Card]:
    """Every card of the game with its count; 2 players may take the Richtungswechsel out [rulebook]."""
    deck = Counter({number(colour, value): COPIES_PER_NUMBER for colour in COLOURS for value in VALUES})
    deck[DICE_CARD] = DICE_CARDS
    if with_switch_cards:
        deck[SWITCH_CARD] = SWITCH_CARDS
    return deck


def remaining(deck: Counter[Card], seen: tuple[int, ...]) -> Counter[Card]:
    """The cards still in the draw pile: the deck minus every card seen so far (`seen` counts, ALL_CARDS order)."""
    left = Counter(deck)
    left.subtract(dict(zip(ALL_CARDS, seen, strict=True)))
    return +left


def count_seen(seen: tuple[int, ...], card: Card) -> tuple[int, ...]:
    """`seen` with one more `card`."""
    index = ALL_CARDS.index(card)
    return (*seen[:index], seen[index] + 1, *seen[index + 1 :])


def fits(card: Card, row: tuple[Card, ...]) -> bool:
    """Whether `card` may join `row`: no repeated colour or number (L1), at most one Würfelkarte (L2)."""
    if card == DICE_CARD:
        return DICE_CARD not in row
    return all(other.colour != card.colour and other.value != card.value for other in row if other.is_number)


def targets(card: Card, rows: tuple[tuple[Card, ...], ...]) -> tuple[int, ...]:
    """Row indexes `card` may go to; index len(rows) starts a new row while fewer than 3 exist (L3)."""
    found = tuple(index for index, row in enumerate(rows) if fits(card, row))
    return (*found, len(rows)) if len(rows) < MAX_ROWS else found


def points(cards: Iterable[Card]) -> int:
    return sum(card.value for card in cards if card.is_number)
