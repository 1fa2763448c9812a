"""View models of Man muss auch gönnen können: each player's 3×3 display of cards, the turn with the dice on
the Baustelle and the ones thrown again, the market with its prices, and the solo game's round counter.

What the rules leave unknown (the market's prices, the fifth die's colour) is carried as such: a stand-in
price is marked, never shown as printed. The engine decides everything; these views only carry it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from dicetable.messages import Text
from display.checks import require_selection, require_text, require_texts, require_tuple
from display.errors import BadView
from display.views import EndOfGameView

GRID = 3
PLACE_GRID = GRID + 2  # a 3×3 display and a free cell on every side


class DiePlace(StrEnum):
    """Where a die of the turn is: set aside on the Baustelle, thrown in the latest roll, or used up."""

    BAUSTELLE = "baustelle"
    THROWN = "thrown"
    USED = "used"


@dataclass(frozen=True)
class FieldView:
    """One task field: the die colour it needs ("white" = any), its printed number, what is written in it."""

    colour: str
    printed: int | None = None
    entry: int | None = None


@dataclass(frozen=True)
class GoennenCardView:
    """A card in a display: `name` ("B3 · Gelb"), its fields, the links between them (`task`),
    the reward (`reward`: the bonus with the circles left, or the scoring rule and what it scores now)."""

    name: Text
    colour: str | None
    fields: tuple[FieldView, ...]
    reward: Text
    task: Text | None = None
    is_completed: bool = False

    def __post_init__(self) -> None:
        require_text("GoennenCardView", "name", self.name)
        require_text("GoennenCardView", "reward", self.reward)
        require_text("GoennenCardView", "task", self.task, optional=True)
        require_tuple("GoennenCardView", "fields", self.fields)


@dataclass(frozen=True)
class GoennenDisplayView:
    """A player's display as a 3×3 grid (`cells[row][column]`, None = no card there), with points, empty
    fields (the tie-break), bonus circles left, and for the solo game its round counter and target."""

    player: Text
    cells: tuple[tuple[GoennenCardView | None, ...], ...]
    points: int
    empty_fields: int
    bonuses: tuple[Text, ...] = ()
    is_turn: bool = False
    solo: Text | None = None

    def __post_init__(self) -> None:
        require_text("GoennenDisplayView", "player", self.player)
        require_texts("GoennenDisplayView", "bonuses", self.bonuses)
        require_text("GoennenDisplayView", "solo", self.solo, optional=True)
        if len(self.cells) != GRID or any(len(row) != GRID for row in self.cells):
            raise BadView(f"GoennenDisplayView.cells must be {GRID} rows of {GRID} cells")


@dataclass(frozen=True)
class GoennenDieView:
    colour: str
    value: int | None
    place: DiePlace


@dataclass(frozen=True)
class MarketSlot:
    """One market position: the card lying there (None = empty) and the equal dice it costs."""

    card: Text | None
    price: int


@dataclass(frozen=True)
class GoennenTurnView:
    """A decision of the turn with the options below the dice (and the market, where buying is possible).

    situation: e.g. "Wurf 2 von 3" or "Spieler 2 darf einen neu geworfenen Würfel nehmen"; `market` two rows
    (Wertungs-Karten, Bonus-Karten), empty when buying is not possible now; `prices_known` False when the
    prices are the engine's stand-ins; `cards_known` False when the game has no card list (the real one is
    not known until the players enter it); `open_cards` the decider's cards still to fill, when dice are
    written one field at a time (a passive pick, the chance, the solo passive turn).
    """

    player: Text
    situation: Text
    dice: tuple[GoennenDieView, ...]
    options: tuple[Text, ...]
    selected: int = 0
    market: tuple[tuple[MarketSlot, ...], ...] = ()
    prices_known: bool = True
    cards_known: bool = True
    open_cards: tuple[GoennenCardView, ...] = ()

    def __post_init__(self) -> None:
        require_text("GoennenTurnView", "player", self.player)
        require_text("GoennenTurnView", "situation", self.situation)
        require_tuple("GoennenTurnView", "dice", self.dice)
        require_texts("GoennenTurnView", "options", self.options)
        require_selection("GoennenTurnView", self.selected, len(self.options), "options")


@dataclass(frozen=True)
class GoennenFinalView:
    """The final table by scoring rule, the empty fields per column (fewer wins a tie on points), how a tie
    was decided, and in the solo game whether the level's target was reached."""

    table: EndOfGameView
    empty_fields: tuple[int, ...]
    tie_note: Text | None = None
    solo: Text | None = None

    def __post_init__(self) -> None:
        if len(self.empty_fields) != len(self.table.ranking):
            raise BadView(f"GoennenFinalView needs {len(self.table.ranking)} counts of empty fields")
        require_text("GoennenFinalView", "tie_note", self.tie_note, optional=True)
        require_text("GoennenFinalView", "solo", self.solo, optional=True)


@dataclass(frozen=True)
class PlaceCell:
    """One cell of a display where a card is being placed: the card lying there, or the number (1-based) of
    the option that puts the new card there (None: neither)."""

    card: GoennenCardView | None = None
    option: int | None = None


@dataclass(frozen=True)
class GoennenPlaceView:
    """Placing a card (bought, dealt or drawn by the chance): the decider's display with every free cell the
    card may go to numbered as its option, the card itself, and the options (`selected` indexes them)."""

    player: Text
    card: GoennenCardView
    cells: tuple[tuple[PlaceCell, ...], ...]
    options: tuple[Text, ...]
    selected: int = 0

    def __post_init__(self) -> None:
        require_text("GoennenPlaceView", "player", self.player)
        require_texts("GoennenPlaceView", "options", self.options)
        require_selection("GoennenPlaceView", self.selected, len(self.options), "options")
        if not 1 <= len(self.cells) <= PLACE_GRID or any(not 1 <= len(row) <= PLACE_GRID for row in self.cells):
            raise BadView(f"GoennenPlaceView.cells must be 1 to {PLACE_GRID} rows of 1 to {PLACE_GRID} cells")
