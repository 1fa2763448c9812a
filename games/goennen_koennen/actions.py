"""The actions of Man muss auch gönnen können: small frozen values; the engine labels them in context."""

from __future__ import annotations

from dataclasses import dataclass

from games.engine import Action


@dataclass(frozen=True)
class Use:
    """One die written into one field: the die's colour, the value written (after ±1), the colour it counts
    as (another colour only with the colour bonus)."""

    field: int
    die: str
    value: int
    as_colour: str


@dataclass(frozen=True)
class RevealCard(Action):
    """The card just turned over (market refill, dealing, chance): its design id from the data."""

    design_id: str


@dataclass(frozen=True)
class ReturnCard(Action):
    """Setup: the one of the four dealt cards that goes back under its stack."""

    design_id: str


@dataclass(frozen=True)
class PlaceCard(Action):
    """Put the card in hand into the display at (row, column)."""

    row: int
    column: int


@dataclass(frozen=True)
class DiscardCard(Action):
    """Chance 2: throw away the card drawn instead of placing it."""


@dataclass(frozen=True)
class Reroll(Action):
    """Set `keep` (die colours) aside on the Baustelle and roll the rest again."""

    keep: tuple[str, ...]


@dataclass(frozen=True)
class Buy(Action):
    """Buy the market card at `position` of `row` (0 scoring, 1 bonus) with these dice all counting as
    `value` (±1 circles make up the difference), `cheaper` circles of the cheaper-purchase bonus standing in
    for dice; `value` is None when no die is paid."""

    row: int
    position: int
    dice: tuple[str, ...]
    cheaper: int = 0
    value: int | None = None


@dataclass(frozen=True)
class Complete(Action):
    """Fill every empty field of the card at (row, column) at once, completing it (G3)."""

    row: int
    column: int
    uses: tuple[Use, ...]


@dataclass(frozen=True)
class Fill(Action):
    """Fill one field of the card at (row, column): a passive pick, the chance, or the solo passive turn."""

    row: int
    column: int
    use: Use


@dataclass(frozen=True)
class Pass(Action):
    """Use no (further) die: a passive player declining, or the end of a chance or solo fill."""


@dataclass(frozen=True)
class EndTurn(Action):
    """The active player is done with buying and completing."""


@dataclass(frozen=True)
class ChanceDice(Action):
    """Chance 1 after the third roll: use up to 2 of the 5 dice like a passive player."""


@dataclass(frozen=True)
class ChanceCard(Action):
    """Chance 2 after the third roll: take the top card of stack `row` (0 scoring, 1 bonus)."""

    row: int


@dataclass(frozen=True)
class RemoveMarketCard(Action):
    """Solo passive turn: take the rightmost card of market row `row` away as the round counter."""

    row: int


@dataclass(frozen=True)
class ChooseColour(Action):
    """Game end: the colour of a completed choose-colour card at (row, column)."""

    row: int
    column: int
    colour: str


ACTION_TYPES = (
    RevealCard,
    ReturnCard,
    PlaceCard,
    DiscardCard,
    Reroll,
    Buy,
    Complete,
    Fill,
    Pass,
    EndTurn,
    ChanceDice,
    ChanceCard,
    RemoveMarketCard,
    ChooseColour,
)
