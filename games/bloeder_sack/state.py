"""The state of a Blöder Sack game: five Ablagekarten with their Sackkarten and dice, supplies, won cards."""

from __future__ import annotations

from dataclasses import dataclass, replace

from dicetable.messages import text
from games.bloeder_sack.actions import ACTION_TYPES
from games.bloeder_sack.conditions import Condition
from games.bloeder_sack.rules import Rules, SackCard
from games.codec import Codec
from games.engine import AwaitDecision, AwaitReveal, AwaitRoll, Die, Finished, GameState, Rolled, Waiting

SLOTS = (1, 2, 3, 4, 5)  # Ablagekarten 1-1 … 5-5, left to right
DICE_PER_PLAYER = 10
CARDS_TO_END = 4  # a player with 4 Sackkarten triggers the end [rulebook]


@dataclass(frozen=True)
class PlacedDie:
    """A die on an Ablagekarte; `stamp` counts placements over the whole game, so a higher stamp is later."""

    owner: int
    value: int
    stamp: int


@dataclass(frozen=True)
class Slot:
    """One Ablagekarte: the Sackkarte above it (None once the pile is empty) and its dice in field order."""

    card: Condition | None
    dice: tuple[PlacedDie, ...] = ()

    def dice_of(self, player: int) -> tuple[PlacedDie, ...]:
        return tuple(die for die in self.dice if die.owner == player)


@dataclass(frozen=True)
class Scoring:
    """One scoring, for the announcement and the log: which card on which Ablagekarte went to whom."""

    slot: int
    card: Condition
    winner: int | None


@dataclass(frozen=True)
class SackValue:
    """A sack count entered at the table for a card whose value the data file does not know."""

    condition: Condition
    sacks: int


@dataclass(frozen=True)
class BloederSackState(GameState):
    """`phase` is "roll", "pre" (forced scoring with fewer than 2 dice), "double_six", "place" or "over";
    a pending reveal (`reveal_queue`, `sack_entry`) comes before the phase's own wait."""

    rules: Rules
    slots: tuple[Slot, ...]
    supply: tuple[int, ...]
    won: tuple[tuple[Condition, ...], ...]
    current: int = 0
    phase: str = "roll"
    in_hand: tuple[int, ...] = ()
    next_stamp: int = 1
    revealed: int = 0
    reveal_queue: tuple[int, ...] = SLOTS
    sack_entry: Condition | None = None
    entered_sacks: tuple[SackValue, ...] = ()
    end_triggered: bool = False
    scorings: tuple[Scoring, ...] = ()

    @property
    def players(self) -> int:
        return len(self.supply)

    @property
    def capacity(self) -> int:
        """Dice that fill an Ablagekarte: 6 with two players, 9 otherwise [rulebook]."""
        return 6 if self.players == 2 else 9

    def slot(self, number: int) -> Slot:
        return self.slots[number - 1]

    def sacks(self, condition: Condition) -> int | None:
        """The sack count of a card: from the data file, else as entered at the table, else None."""
        known = self.rules.known_sacks(condition)
        if known is not None:
            return known
        return next((entry.sacks for entry in self.entered_sacks if entry.condition == condition), None)

    def waiting_for(self) -> Waiting:
        if self.phase == "over":
            return Finished()
        if self.sack_entry is not None:
            return AwaitReveal(text("bloeder_sack.await.sacks", card=self.sack_entry.name))
        if self.reveal_queue:
            return AwaitReveal(text("bloeder_sack.await.card", slot=self.reveal_queue[0]))
        if self.phase == "roll":
            colour = self.rules.colours[self.current]
            return AwaitRoll(player=self.current, colours=(colour, colour))
        return AwaitDecision(player=self.current)

    def with_slot(self, number: int, slot: Slot) -> BloederSackState:
        slots = list(self.slots)
        slots[number - 1] = slot
        return replace(self, slots=tuple(slots))

    def with_supply(self, player: int, change: int) -> BloederSackState:
        supply = list(self.supply)
        supply[player] += change
        return replace(self, supply=tuple(supply))


BloederSackState.codec = Codec(
    [BloederSackState, Rules, SackCard, Condition, Slot, PlacedDie, Scoring, SackValue, Rolled, Die, *ACTION_TYPES]
)


def new_state(players: int, rules: Rules) -> BloederSackState:
    """A fresh game: every supply full, no card on the table yet; the five Sackkarten are revealed first."""
    return BloederSackState(
        rules=rules,
        slots=tuple(Slot(card=None) for _ in SLOTS),
        supply=(DICE_PER_PLAYER,) * players,
        won=((),) * players,
    )
