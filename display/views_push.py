"""View models of PUSH: the rows of a turn with the chance that the next card busts, every player's open
display and secured piles, and the final table with its tie rule.

The engine decides which rows a card fits and what the chance is; these views only carry it to the screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from dicetable.messages import Text
from display.checks import require_range, require_selection, require_text, require_texts, require_tuple
from display.errors import BadView
from display.views import EndOfGameView

CARD_COLOURS = ("red", "blue", "green", "yellow", "purple")  # Rot, Blau, Grün, Gelb, Lila
MAX_ROWS = 3


@dataclass(frozen=True)
class PushCardView:
    """A card as it lies: a number card (`colour`, `value`) or a Würfelkarte (`is_dice_card`)."""

    colour: str | None = None
    value: int | None = None
    is_dice_card: bool = False

    def __post_init__(self) -> None:
        if self.is_dice_card != (self.colour is None):
            raise BadView(f"PushCardView: a number card needs a colour, a Würfelkarte none; got {self!r}")
        if self.colour is not None and (self.colour not in CARD_COLOURS or self.value not in range(1, 7)):
            raise BadView(f"PushCardView: expected one of {CARD_COLOURS} and a value 1–6, got {self!r}")


@dataclass(frozen=True)
class PushRowView:
    """One row of the turn: its cards in the order drawn, their points, and whether the card in hand may
    join it (`is_target`)."""

    cards: tuple[PushCardView, ...]
    points: int
    is_target: bool = False

    def __post_init__(self) -> None:
        require_tuple("PushRowView", "cards", self.cards)


@dataclass(frozen=True)
class BustChance:
    """The exact chance that the next card fits no row: `busting` of the `cards_left` in the pile."""

    busting: int
    cards_left: int

    def __post_init__(self) -> None:
        require_range("BustChance", "busting", self.busting, 0, max(self.cards_left, 0))

    @property
    def probability(self) -> float:
        return self.busting / self.cards_left if self.cards_left else 0.0


@dataclass(frozen=True)
class PushTurnView:
    """A decision during a turn of PUSH, with the options below the rows.

    situation: what is being decided, e.g. "Spieler 2 wählt eine Reihe"; `in_hand` the card drawn that fits
    several rows (`can_start_row`: one of them a new row); `bust` the chance before a draw (None when no card
    is about to be drawn); `switches` the Richtungswechsel of this turn; `pick_order` the players still to
    take a row, the next first; `pile` the cards left to draw.
    """

    player: Text
    situation: Text
    rows: tuple[PushRowView, ...]
    options: tuple[Text, ...]
    selected: int = 0
    in_hand: PushCardView | None = None
    can_start_row: bool = False
    bust: BustChance | None = None
    switches: int = 0
    pick_order: tuple[Text, ...] = ()
    pile: int = 0

    def __post_init__(self) -> None:
        require_text("PushTurnView", "player", self.player)
        require_text("PushTurnView", "situation", self.situation)
        require_tuple("PushTurnView", "rows", self.rows)
        require_tuple("PushTurnView", "options", self.options)
        require_texts("PushTurnView", "options", self.options)
        require_texts("PushTurnView", "pick_order", self.pick_order)
        require_selection("PushTurnView", self.selected, len(self.options), "options")
        if len(self.rows) > MAX_ROWS:
            raise BadView(f"PushTurnView shows at most {MAX_ROWS} rows, got {len(self.rows)}")


@dataclass(frozen=True)
class ColourPile:
    """One colour of a player: the values lying open, and the count and points of the secured pile."""

    colour: str
    open_values: tuple[int, ...]
    secured_cards: int
    secured_points: int

    def __post_init__(self) -> None:
        if self.colour not in CARD_COLOURS:
            raise BadView(f"ColourPile: colour must be one of {CARD_COLOURS}, got {self.colour!r}")


@dataclass(frozen=True)
class PushPlayerLine:
    """A player's open display and secured piles, colour by colour, with points and cards taken."""

    player: Text
    piles: tuple[ColourPile, ...]
    points: int
    cards: int
    is_turn: bool = False

    def __post_init__(self) -> None:
        require_text("PushPlayerLine", "player", self.player)
        if tuple(pile.colour for pile in self.piles) != CARD_COLOURS:
            raise BadView(f"PushPlayerLine.piles must be one per colour in the order {CARD_COLOURS}")


@dataclass(frozen=True)
class PushTableView:
    """Every player's display on one screen, and how many cards are left in the pile."""

    players: tuple[PushPlayerLine, ...]
    pile: int

    def __post_init__(self) -> None:
        require_tuple("PushTableView", "players", self.players)
        if not 2 <= len(self.players) <= 6:
            raise BadView(f"PushTableView shows 2 to 6 players, got {len(self.players)}")


@dataclass(frozen=True)
class PushFinalView:
    """The final table (open and secured points) with the tie rule: `cards` taken per column, in the table's
    order, and `tie_note` saying how a tie on points was decided (None when no tie on points)."""

    table: EndOfGameView
    cards: tuple[int, ...]
    tie_note: Text | None = None

    def __post_init__(self) -> None:
        if len(self.cards) != len(self.table.ranking):
            raise BadView(f"PushFinalView needs {len(self.table.ranking)} card counts, got {len(self.cards)}")
        require_text("PushFinalView", "tie_note", self.tie_note, optional=True)
