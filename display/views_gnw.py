"""View models of Geht noch was?: a player's display by level, the round overview and the odds.

The engine's cards, markers and luck are drawn as given; the odds are computed by the engine, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dicetable.messages import Text
from display.checks import require_range, require_selection, require_text, require_texts, require_tuple
from display.errors import BadView

CARD_COLOURS = ("green", "yellow", "red")
MAX_LUCK = 4


class InOut(StrEnum):
    IN = "in"
    OUT = "out"
    FAILED = "failed"


class Marker(StrEnum):
    NONE = "none"
    BLACK = "black"
    LUCK = "luck"


@dataclass(frozen=True)
class CardView:
    """A task card in a player's display: `condition` describes its pictogram, `is_fulfillable` marks a
    card this roll fulfils (with `dice`, e.g. "Blau 3, Blau 4, Blau 5")."""

    card_id: str
    colour: str
    points: int
    condition: Text
    marker: Marker = Marker.NONE
    is_fulfillable: bool = False
    dice: Text | None = None

    def __post_init__(self) -> None:
        if self.colour not in CARD_COLOURS:
            raise BadView(
                f"CardView {self.card_id}: colour must be one of {', '.join(CARD_COLOURS)}, got {self.colour!r}"
            )
        require_text("CardView", "condition", self.condition)
        require_text("CardView", "dice", self.dice, optional=True)


@dataclass(frozen=True)
class LevelView:
    """One level of the score track: its `number` (1 bottom … 5 top), scoring `factor`, the active cards
    and how many cards are scored (face down) on it."""

    number: int
    factor: int
    cards: tuple[CardView, ...]
    scored: int = 0

    def __post_init__(self) -> None:
        require_tuple("LevelView", "cards", self.cards)


@dataclass(frozen=True)
class GnwPlayerView:
    """A player's display: levels top to bottom as on the table, In/Out, luck on the clover, free black
    markers, and the level of the last card fulfilled this round (None: nothing yet)."""

    player: Text
    state: InOut
    luck: int
    black_markers: int
    levels: tuple[LevelView, ...]
    last_level: int | None = None
    points: int = 0

    def __post_init__(self) -> None:
        require_text("GnwPlayerView", "player", self.player)
        require_tuple("GnwPlayerView", "levels", self.levels)
        require_range("GnwPlayerView", "luck", self.luck, 0, MAX_LUCK)
        require_range("GnwPlayerView", "black_markers", self.black_markers, 0, 5)
        numbers = [level.number for level in self.levels]
        if numbers != sorted(numbers, reverse=True) or len(set(numbers)) != len(numbers):
            raise BadView(f"GnwPlayerView.levels must run from the top level down, got levels {numbers}")


@dataclass(frozen=True)
class PlayerStatus:
    """One line of the round overview."""

    player: Text
    state: InOut
    luck: int
    fulfilled: int  # cards marked this round
    points: int

    def __post_init__(self) -> None:
        require_text("PlayerStatus", "player", self.player)


@dataclass(frozen=True)
class GnwRoundView:
    """The round overview: round of rounds, who is the Glücksfee, the phase, the round's bonus choices."""

    round: int
    rounds: int
    gluecksfee: Text
    phase: Text
    players: tuple[PlayerStatus, ...]
    bonus_choices: tuple[Text, ...] = ()

    def __post_init__(self) -> None:
        require_text("GnwRoundView", "gluecksfee", self.gluecksfee)
        require_text("GnwRoundView", "phase", self.phase)
        require_tuple("GnwRoundView", "players", self.players)
        require_tuple("GnwRoundView", "bonus_choices", self.bonus_choices)
        require_texts("GnwRoundView", "bonus_choices", self.bonus_choices)
        require_range("GnwRoundView", "round", self.round, 1, self.rounds)


@dataclass(frozen=True)
class OddsView:
    """Before `player` stays or steps out: the exact chance the next roll lets them fulfil a card they
    could take next (0–1), and what failing would cost; `selected` 0 = stay in, 1 = step out."""

    player: Text
    probability: float
    points_at_stake: int
    cards_at_stake: int
    selected: int = 0

    def __post_init__(self) -> None:
        require_text("OddsView", "player", self.player)
        require_range("OddsView", "probability", self.probability, 0.0, 1.0)
        require_selection("OddsView", self.selected, 2, "choices (stay, step out)")
