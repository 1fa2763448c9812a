"""View models of Blöder Sack: the board (five Ablagekarten with their Sackkarten, dice and standings), a
player's supply and won cards, the announcement of a scoring, the final ranking and the board check.

Every word is a catalogue `Text` the companion wrote; colours are colour names and are always drawn with
their name, never as colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from dicetable.messages import Text
from display.checks import require_range, require_selection, require_text, require_texts, require_tuple
from display.errors import BadView

SLOT_COUNT = 5  # Ablagekarten 1-1 … 5-5


@dataclass(frozen=True)
class FieldDie:
    """A die on a field of an Ablagekarte: its owner's colour and the value on top."""

    colour: str
    value: int

    def __post_init__(self) -> None:
        require_range("FieldDie", "value", self.value, 1, 6)


@dataclass(frozen=True)
class SlotView:
    """One Ablagekarte (`number` 1–5 = 1-1 … 5-5) with the Sackkarte above it and its dice in field order.

    condition: the card's condition, None when the pile is empty; sacks: its value, None when unknown ("?").
    standing: who would win it now and by how much, in words; leader: that player's colour (None: nobody).
    is_target / target_field: the selected choice puts or replaces a die here (or scores this card).
    """

    number: int
    condition: Text | None
    sacks: int | None
    dice: tuple[FieldDie, ...]
    standing: Text
    leader: str | None = None
    is_target: bool = False
    target_field: int | None = None

    def __post_init__(self) -> None:
        require_range("SlotView", "number", self.number, 1, SLOT_COUNT)
        require_text("SlotView", "condition", self.condition, optional=True)
        require_text("SlotView", "standing", self.standing)
        require_tuple("SlotView", "dice", self.dice)


@dataclass(frozen=True)
class SupplyView:
    """A player's line under the board: dice left in the supply, Sackkarten won and their sacks."""

    player: Text
    colour: str
    supply: int
    cards: int
    sacks: int
    is_turn: bool = False

    def __post_init__(self) -> None:
        require_text("SupplyView", "player", self.player)
        require_range("SupplyView", "supply", self.supply, 0, 10)


@dataclass(frozen=True)
class BoardChoice:
    """The choice selected while a player decides on the board: its label, and `selected` of `count`."""

    label: Text
    selected: int
    count: int

    def __post_init__(self) -> None:
        require_text("BoardChoice", "label", self.label)
        require_selection("BoardChoice", self.selected, self.count, "choices")


@dataclass(frozen=True)
class BoardView:
    """The whole table: five Ablagekarten left to right, the players' supplies, what happens now
    (`status`), a `note` such as "board not checked", and the `choice` when a player decides here."""

    slots: tuple[SlotView, ...]
    capacity: int
    players: tuple[SupplyView, ...]
    status: Text
    choice: BoardChoice | None = None
    note: Text | None = None

    def __post_init__(self) -> None:
        require_tuple("BoardView", "slots", self.slots)
        require_tuple("BoardView", "players", self.players)
        require_text("BoardView", "status", self.status)
        require_text("BoardView", "note", self.note, optional=True)
        if [slot.number for slot in self.slots] != list(range(1, SLOT_COUNT + 1)):
            raise BadView(f"BoardView.slots must be Ablagekarten 1 to 5 in order, got {[s.number for s in self.slots]}")
        if self.capacity not in (6, 9):
            raise BadView(f"BoardView.capacity must be 6 (two players) or 9, got {self.capacity}")
        crowded = [slot.number for slot in self.slots if len(slot.dice) > self.capacity]
        if crowded:
            raise BadView(f"BoardView: Ablagekarten {crowded} hold more than {self.capacity} dice")


@dataclass(frozen=True)
class WonCard:
    """A Sackkarte a player has won: its condition and sacks (None: not yet entered, counts 0)."""

    condition: Text
    sacks: int | None

    def __post_init__(self) -> None:
        require_text("WonCard", "condition", self.condition)


@dataclass(frozen=True)
class SupplyPageView:
    """One player's page: dice in the supply and on the board, the Sackkarten won and the sacks they make,
    and how many cards end the game."""

    player: Text
    colour: str
    supply: int
    on_board: int
    cards: tuple[WonCard, ...]
    sacks: int
    cards_to_end: int
    is_turn: bool = False

    def __post_init__(self) -> None:
        require_text("SupplyPageView", "player", self.player)
        require_tuple("SupplyPageView", "cards", self.cards)


@dataclass(frozen=True)
class ScoringLine:
    """One scored Sackkarte: on which Ablagekarte, the card and its sacks, the `winner` (None: nobody) with
    their colour, and `reason` (why: the measure against the runner-up, the later die of a tie, or nobody
    fulfilling it)."""

    slot: int
    condition: Text
    sacks: int | None
    winner: Text | None
    reason: Text
    winner_colour: str | None = None

    def __post_init__(self) -> None:
        require_range("ScoringLine", "slot", self.slot, 1, SLOT_COUNT)
        require_texts("ScoringLine", "texts", (self.condition, self.reason))
        require_text("ScoringLine", "winner", self.winner, optional=True)


@dataclass(frozen=True)
class ScoringView:
    """The announcement of one move's scorings, confirmed by the players (OK) before the game goes on."""

    scorings: tuple[ScoringLine, ...]
    is_final: bool = False

    def __post_init__(self) -> None:
        require_tuple("ScoringView", "scorings", self.scorings)
        if not 1 <= len(self.scorings) <= SLOT_COUNT:
            raise BadView(f"ScoringView announces 1 to {SLOT_COUNT} scorings, got {len(self.scorings)}")


@dataclass(frozen=True)
class RankedPlayer:
    """A player in the final ranking: `place` (shared by a tie the rules leave standing), sacks and cards,
    and `decided_by`, which tie rule set the place."""

    place: int
    player: Text
    colour: str
    sacks: int
    cards: tuple[WonCard, ...]
    decided_by: Text

    def __post_init__(self) -> None:
        require_text("RankedPlayer", "player", self.player)
        require_text("RankedPlayer", "decided_by", self.decided_by)
        require_tuple("RankedPlayer", "cards", self.cards)


@dataclass(frozen=True)
class BloederFinalView:
    """The final ranking, first place first, with each player's cards and sacks."""

    ranking: tuple[RankedPlayer, ...]

    def __post_init__(self) -> None:
        require_tuple("BloederFinalView", "ranking", self.ranking)
        if not 2 <= len(self.ranking) <= 4:
            raise BadView(f"BloederFinalView ranks 2 to 4 players, got {len(self.ranking)}")


@dataclass(frozen=True)
class BoardCheckView:
    """The board the camera sees differs from the game: each difference in words, and what the players can
    do about it (`choices`, `selected`)."""

    differences: tuple[Text, ...]
    choices: tuple[Text, ...]
    selected: int = 0

    def __post_init__(self) -> None:
        require_tuple("BoardCheckView", "differences", self.differences)
        require_texts("BoardCheckView", "differences", self.differences)
        require_tuple("BoardCheckView", "choices", self.choices)
        require_texts("BoardCheckView", "choices", self.choices)
        require_selection("BoardCheckView", self.selected, len(self.choices), "choices")
        if not self.differences:
            raise BadView("BoardCheckView needs at least one difference to show")
