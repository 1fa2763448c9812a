"""The state of a PUSH game: each player's open display and secured cards, the rows of the turn, the pile."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from dicetable.messages import text
from games.codec import Codec
from games.engine import AwaitDecision, AwaitReveal, AwaitRoll, Die, Finished, GameState, Rolled, Waiting
from games.push.actions import ACTION_TYPES
from games.push.cards import ALL_CARDS, Card, full_deck

PUSH_DIE = "push_die"  # the one die: five colour faces and a star, no pips
DIE_FACES = ("red", "blue", "green", "yellow", "purple", "star")


@dataclass(frozen=True)
class PushRules:
    """risk_variant: a star discards the whole open display [rulebook variant], also on a bust (gap 5).
    switch_cards_removed: the 12 Richtungswechsel were taken out (allowed with 2 players).
    secure_without_cards: securing a colour with no open card of it (L8; default: not allowed)."""

    risk_variant: bool = False
    switch_cards_removed: bool = False
    secure_without_cards: bool = False


@dataclass(frozen=True)
class PushState(GameState):
    """`phase`: "turn" (draw or secure), "reveal", "place", "drawing" (draw on or stop), "pick", "over".

    A pending die roll (`roller`) comes before everything; `pickers` are the players still to take a row,
    the one choosing first.
    """

    rules: PushRules
    open_cards: tuple[tuple[Card, ...], ...]
    secured: tuple[tuple[Card, ...], ...]
    current: int = 0
    phase: str = "turn"
    rows: tuple[tuple[Card, ...], ...] = ()
    switches: int = 0
    seen: tuple[int, ...] = (0,) * len(ALL_CARDS)  # cards revealed this game, counted in ALL_CARDS order
    revealing_colour: str | None = None
    in_hand: Card | None = None
    pickers: tuple[int, ...] = ()
    roller: int | None = None

    @property
    def players(self) -> int:
        return len(self.open_cards)

    @property
    def deck(self) -> Counter[Card]:
        return full_deck(with_switch_cards=not self.rules.switch_cards_removed)

    @property
    def pile_size(self) -> int:
        return sum(self.deck.values()) - sum(self.seen)

    def waiting_for(self) -> Waiting:
        if self.phase == "over":
            return Finished()
        if self.roller is not None:
            return AwaitRoll(player=self.roller, colours=(PUSH_DIE,))
        if self.phase == "reveal" and self.revealing_colour is None:
            return AwaitReveal(text("push.await.card"))
        if self.phase == "reveal":
            return AwaitReveal(text("push.await.value", colour=text(f"colour.{self.revealing_colour}")))
        if self.phase == "pick":
            return AwaitDecision(player=self.pickers[0])
        return AwaitDecision(player=self.current)

    def with_player_cards(self, player: int, open_cards: tuple[Card, ...], secured: tuple[Card, ...] | None = None):
        opened = list(self.open_cards)
        opened[player] = open_cards
        state = replace(self, open_cards=tuple(opened))
        if secured is None:
            return state
        safe = list(self.secured)
        safe[player] = secured
        return replace(state, secured=tuple(safe))


PushState.codec = Codec([PushState, PushRules, Card, Rolled, Die, *ACTION_TYPES])


def new_state(players: int, rules: PushRules) -> PushState:
    return PushState(rules=rules, open_cards=((),) * players, secured=((),) * players)
