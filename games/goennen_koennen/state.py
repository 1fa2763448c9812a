"""The state of a game of Man muss auch gönnen können: displays, market, the five dice and the turn."""

from __future__ import annotations

from dataclasses import dataclass, replace

from dicetable.messages import text
from games.codec import Codec
from games.engine import AwaitDecision, AwaitReveal, AwaitRoll, Die, Finished, GameState, Rolled, Waiting
from games.goennen_koennen.actions import ACTION_TYPES, Use
from games.goennen_koennen.cards import CardDesign, Constraint, Field
from games.goennen_koennen.grid import Cell
from games.goennen_koennen.rules import GoennenRules

ROWS = ("scoring", "bonus")  # market row 0 and its stack hold Wertungs-Karten, row 1 Bonus-Karten


@dataclass(frozen=True)
class OwnedCard:
    """A card in a display: its design, where it lies, what is written on it, bonus circles ticked."""

    design_id: str
    cell: Cell
    entries: tuple[int | None, ...]
    ticks: int = 0
    chosen_colour: str | None = None

    @property
    def is_completed(self) -> bool:
        return all(entry is not None for entry in self.entries)


@dataclass(frozen=True)
class Pending:
    """A card to be turned over from stack `row`: into market `position`, or into the hand (None)."""

    row: int
    position: int | None = None


@dataclass(frozen=True)
class GoennenState(GameState):
    """`phase` says which decision comes next: "setup_return", "place", "roll", "active", "use",
    "passive", "fill" (chance or solo passive), "chance_card", "solo_remove", "choose_colour", "over".
    Pending reveals come first. In solo, `solo_passive` marks the passive half of a round."""

    rules: GoennenRules
    displays: tuple[tuple[OwnedCard, ...], ...]
    market: tuple[tuple[str | None, ...], ...]
    phase: str = "roll"
    current: int = 0
    seen: tuple[str, ...] = ()
    reveals: tuple[Pending, ...] = ()
    hand: tuple[str, ...] = ()
    setup_player: int | None = None
    dice: tuple[Die, ...] = ()
    roll_no: int = 0
    rerolled: tuple[str, ...] = ()
    used: tuple[str, ...] = ()
    has_used: bool = False
    pickers: tuple[int, ...] = ()
    picked: tuple[str, ...] = ()
    fills_left: int = 0
    bought_rows: tuple[int, ...] = ()
    turns_left: int | None = None
    solo_passive: bool = False
    solo_rerolls: int = 0
    round_counter: int = 0

    @property
    def players(self) -> int:
        return len(self.displays)

    @property
    def decider(self) -> int:
        if self.phase == "passive":
            return self.pickers[0]
        if self.phase in ("setup_return", "place") and self.setup_player is not None:
            return self.setup_player
        return self.current

    def waiting_for(self) -> Waiting:
        if self.phase == "over":
            return Finished()
        if self.reveals:
            return AwaitReveal(text(f"goennen.await.{ROWS[self.reveals[0].row]}"))
        if self.phase == "roll":
            return AwaitRoll(player=self.current, colours=self.to_roll())
        return AwaitDecision(player=self.decider)

    def to_roll(self) -> tuple[str, ...]:
        """The dice to throw now: all five first, then the ones not kept on the Baustelle."""
        return self.rerolled if self.roll_no and not self.solo_passive else self.rules.dice_colours

    def value(self, colour: str) -> int:
        return next(die.value for die in self.dice if die.colour == colour)

    def card_at(self, player: int, cell: Cell) -> OwnedCard:
        return next(card for card in self.displays[player] if card.cell == cell)

    def with_card(self, player: int, card: OwnedCard) -> GoennenState:
        """The state with `card` put at its cell in `player`'s display (replacing what lay there)."""
        kept = tuple(other for other in self.displays[player] if other.cell != card.cell)
        displays = list(self.displays)
        displays[player] = tuple(sorted((*kept, card), key=lambda c: c.cell))
        return replace(self, displays=tuple(displays))

    def unseen(self, row: int) -> tuple[str, ...]:
        """Designs of stack `row` not turned over yet, in data order: what the next reveal may be."""
        return tuple(d.id for d in self.rules.designs if d.kind == ROWS[row] and d.id not in self.seen)


GoennenState.codec = Codec(
    [GoennenState, GoennenRules, CardDesign, Field, Constraint, OwnedCard, Pending, Use, Rolled, Die, *ACTION_TYPES]
)
