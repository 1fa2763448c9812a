"""The state of a game of Geht noch was?: frozen dataclasses of tuples, so it round-trips exactly.

Cards are referred to by their printed id; the catalogue travels in the state, so every rule is a pure
function of the state. A pile knows how many cards it physically holds and which known cards are in it
(top first, in the order the seed shuffled them); a card nobody has entered yet is revealed with its data.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dicetable.messages import Text, text
from games.codec import Codec
from games.engine import (
    AwaitDecision,
    AwaitReveal,
    AwaitRoll,
    Die,
    Finished,
    GameState,
    Rolled,
    Waiting,
)
from games.geht_noch_was.actions import ACTION_TYPES
from games.geht_noch_was.cards import ROLL_COLOURS, Card, Glyph, Requirement
from games.geht_noch_was.rules import BLACK_MARKERS, LUCK_SUPPLY, BonusOption, RatingBand, Rules

# Phases that wait for the player `turn` to decide.
DECISION_PHASES = ("build", "bonus", "buy", "resolve", "stay", "push")


@dataclass(frozen=True)
class ActiveCard:
    """A card in a player's display (left of the track) on `level`; `mark` is "black", "luck" or None."""

    card: int
    level: int
    mark: str | None = None


@dataclass(frozen=True)
class ScoredCard:
    """A scored card (face down, right of the track); `multiplier` 3 or 4 under a ×3/×4 marker."""

    card: int
    level: int
    multiplier: int = 1


@dataclass(frozen=True)
class Board:
    """One player's display, clover and In/Out marker. `last_level` is the level of the last card fulfilled
    this round (None: nothing yet, so only level 1 is open); `purse` is income still to spend this round."""

    active: tuple[ActiveCard, ...] = ()
    scored: tuple[ScoredCard, ...] = ()
    pending: tuple[int, ...] = ()
    luck: int = 0
    is_in: bool = False
    last_level: int | None = None
    purse: int = 0
    bought: int = 0

    @property
    def black_free(self) -> int:
        return BLACK_MARKERS - sum(card.mark == "black" for card in self.active)

    @property
    def has_free_marker(self) -> bool:
        return self.black_free > 0 or self.luck > 0

    @property
    def marked(self) -> tuple[ActiveCard, ...]:
        return tuple(card for card in self.active if card.mark is not None)

    def on_level(self, level: int) -> tuple[ActiveCard, ...]:
        return tuple(card for card in self.active if card.level == level)

    def open_levels(self) -> tuple[int, ...]:
        """Levels whose cards the next roll may fulfil: level 1 until something is fulfilled, then the level
        of the last card or the one above; never lower, never skipping (R6, R7)."""
        return (1,) if self.last_level is None else (self.last_level, self.last_level + 1)

    def open_cards(self) -> tuple[ActiveCard, ...]:
        """Unmarked cards on the open levels, if a marker is free to mark one (R8, R10)."""
        if not self.has_free_marker:
            return ()
        return tuple(card for card in self.active if card.mark is None and card.level in self.open_levels())


@dataclass(frozen=True)
class Pile:
    """A face-down pile: `count` cards physically, of which `known` (top first) are in the catalogue."""

    name: str
    colour: str
    count: int
    known: tuple[int, ...]


@dataclass(frozen=True)
class Draw:
    """A card to be turned over for `player`: into the pending cards, or at once into `into_level`.
    `paid` is the price of a purchase (refunded if the pile stays empty); `may_redraw`: a copy of a card in
    the display may be put back for another draw (purchases only)."""

    player: int
    pile: str
    into_level: int | None = None
    paid: int = 0
    may_redraw: bool = False


@dataclass(frozen=True)
class GnwState(GameState):
    players: int
    cards: tuple[Card, ...]
    rules: Rules
    seed: int
    round: int
    phase: str  # setup, build, bonus, buy, offer, roll, resolve, stay, push, push_it, finished
    turn: int  # the player deciding in a decision phase
    queue: tuple[int, ...]  # players still to decide in this phase, `turn` first
    boards: tuple[Board, ...]
    piles: tuple[Pile, ...]
    draws: tuple[Draw, ...] = ()
    offer: int | None = None  # a bought card identical to one in the display: keep it or draw again
    push_it: int = 0  # solo "Push it!": scored cards the player may still push up
    push_it_card: int | None = None  # the card whose scoring allows them
    multipliers_left: int = 4
    reshuffles: int = 0
    roll: tuple[Die, ...] = ()

    def waiting_for(self) -> Waiting:
        if self.draws:
            return AwaitReveal(what=_reveal_text(self, self.draws[0]))
        if self.offer is not None:
            return AwaitDecision(player=self.turn)
        if self.phase == "roll":
            return AwaitRoll(player=None, colours=ROLL_COLOURS)
        if self.phase in DECISION_PHASES:
            return AwaitDecision(player=self.turn)
        return Finished()

    @property
    def gluecksfee(self) -> int:
        """The player who rolls this round; the dice pass clockwise each round [rulebook]."""
        return (self.rules.first_gluecksfee + max(self.round, 1) - 1) % self.players

    def card(self, card_id: int) -> Card:
        return next(card for card in self.cards if card.id == card_id)

    def pile(self, name: str) -> Pile:
        return next(pile for pile in self.piles if pile.name == name)

    def with_board(self, player: int, board: Board) -> GnwState:
        return replace(self, boards=(*self.boards[:player], board, *self.boards[player + 1 :]))

    def with_pile(self, pile: Pile) -> GnwState:
        return replace(self, piles=tuple(pile if p.name == pile.name else p for p in self.piles))

    @property
    def luck_supply(self) -> int:
        """Luck markers left in the common supply: 16 minus those on clovers and on cards."""
        on_cards = sum(card.mark == "luck" for board in self.boards for card in board.active)
        return LUCK_SUPPLY - sum(board.luck for board in self.boards) - on_cards


def _reveal_text(state: GnwState, draw: Draw) -> Text:
    return text("gnw.reveal", player=draw.player + 1, pile=text(f"gnw.pile.{state.pile(draw.pile).colour}"))


GnwState.codec = Codec(
    [
        GnwState,
        Board,
        ActiveCard,
        ScoredCard,
        Pile,
        Draw,
        Card,
        Requirement,
        Glyph,
        Rules,
        BonusOption,
        RatingBand,
        Die,
        Rolled,
        *ACTION_TYPES,
    ]
)
