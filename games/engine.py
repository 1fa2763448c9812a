"""The one interface every rules engine speaks.

A state says what it waits for: a roll read by the camera (`AwaitRoll`), a chance event the table enters
with the buttons such as a card turned over (`AwaitReveal`), a decision by one player (`AwaitDecision`),
or nothing because the game is over (`Finished`). The camera plays the part of chance, as in OpenSpiel.

    engine = games.load("geht-noch-was")
    state = engine.new_game(players=2, seed=7)
    state.waiting_for()                      # AwaitRoll(player=None, colours=('blue', ...))
    state = engine.apply(state, Rolled(dice))
    options = engine.legal_actions(state)    # stable order, every option labelled
    after = engine.apply(state, options[0])  # a new state; `state` is untouched

`apply` never mutates its input, so undo is going back to the previous state; the journal is that stack on
disk. States and actions are frozen dataclasses of tuples and round-trip exactly through JSON.

Optional parts a game may add, found by name:
- `Engine.totals_from_sheets(state) -> tuple[int, ...]`: each total recomputed from the sheets alone; the
  conformance suite checks it equals the running score.
- a game module's `ADVISOR`, with `choose(state, rng) -> Action`: played by `dicetable bench --advisor`, and
  shown as the hint on the options screen when hints are on.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from dicetable.messages import Text, colour_name, render, text
from games.codec import Codec
from games.errors import ActionNotUnderstood, CorruptState, IllegalAction, UnsupportedPlayers

PIP_VALUES = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class Die:
    """One die as read from the table: its colour name and the value on top (None for a face without pips)."""

    colour: str
    value: int | None

    def __str__(self) -> str:
        colour = render(colour_name(self.colour))
        return f"{colour} {self.value}" if self.value is not None else colour


@dataclass(frozen=True)
class AwaitRoll:
    """The engine waits for these dice to be rolled and read; `player` rolls them (None: one roll for all)."""

    player: int | None
    colours: tuple[str, ...]


@dataclass(frozen=True)
class AwaitReveal:
    """The engine waits for a chance event the table enters, e.g. a card turned over; `what` names it."""

    what: Text


@dataclass(frozen=True)
class AwaitDecision:
    """The engine waits for one player to choose among `legal_actions`."""

    player: int


@dataclass(frozen=True)
class Finished:
    """The game is over; there are no legal actions."""


Waiting = AwaitRoll | AwaitReveal | AwaitDecision | Finished


@dataclass(frozen=True, kw_only=True)
class Action:
    """Base of every action: a small frozen value. `label` is written in the context of the state that
    offered it, like a move in SAN; it does not take part in equality, so a journalled action still matches."""

    label: Text | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Rolled(Action):
    """The dice read from the table for an `AwaitRoll`, in any order."""

    dice: tuple[Die, ...]


@dataclass(frozen=True)
class ScoreLine:
    """One line of a player's score breakdown, e.g. the yellow area and its points."""

    label: Text
    points: int


@dataclass(frozen=True)
class Score:
    """A player's total with the breakdown it is the sum of, so screen and tests read the same numbers."""

    player: int
    lines: tuple[ScoreLine, ...]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


class GameState:
    """Mixin for an engine's frozen state dataclass: JSON round trip and what the state waits for."""

    codec: ClassVar[Codec]

    def waiting_for(self) -> Waiting:
        raise NotImplementedError

    def to_json(self) -> str:
        return json.dumps(self.codec.encode(self), ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: str) -> Self:
        try:
            state = cls.codec.decode(json.loads(data))
        except json.JSONDecodeError as error:
            raise CorruptState(f"saved state is not JSON: {error}") from error
        if not isinstance(state, cls):
            raise CorruptState(f"saved state is a {type(state).__name__}, expected {cls.__name__}")
        return state


class Engine(ABC):
    """A game's rules: pure functions of states and actions, deterministic given the rolls and decisions."""

    id: ClassVar[str]
    name: ClassVar[str]  # catalogue key of the printed title
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_type: ClassVar[type[GameState]]
    players_note: ClassVar[str | None] = None  # catalogue key of a sentence added to the player-count refusal

    @property
    def has_solo(self) -> bool:
        return self.min_players == 1

    @abstractmethod
    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> GameState:
        """A fresh game; `seed` shuffles whatever the engine itself shuffles (decks in the bench)."""

    def check_players(self, players: int) -> None:
        """Raise UnsupportedPlayers unless the rules provide for `players` players; every `new_game` calls this."""
        if not self.min_players <= players <= self.max_players:
            limits = {"least": self.min_players, "most": self.max_players}
            refusal = text("error.player_count", game=text(self.name), players=players, **limits)
            if self.players_note:
                refusal = text("error.with_note", message=refusal, note=text(self.players_note))
            raise UnsupportedPlayers(refusal)

    @abstractmethod
    def legal_actions(self, state: GameState) -> tuple[Action, ...]:
        """Every legal action for `AwaitDecision` or `AwaitReveal`, labelled, in a stable order; empty when
        waiting for a roll (any reading is offered through `Rolled`) or when finished."""

    @abstractmethod
    def _apply(self, state: GameState, action: Action) -> GameState:
        """Apply an action already checked by `apply`."""

    @abstractmethod
    def scores(self, state: GameState) -> tuple[Score, ...]:
        """Each player's running (or final) score with its breakdown, by player number."""

    def rank_key(self, state: GameState, player: int) -> tuple[int, ...]:
        """What decides a player's place, compared as a tuple, higher is better: the total first, then the
        game's tie-breaks. Engines override this; `ranking` and `places` are built on it."""
        raise NotImplementedError(f"{type(self).__name__} does not say how players are ranked")

    def ranking(self, state: GameState) -> tuple[int, ...]:
        """Players from first to last place; players with equal keys stay in seat order (they share a place)."""
        keys = self._rank_keys(state)
        return tuple(sorted(range(len(keys)), key=lambda player: keys[player], reverse=True))

    def places(self, state: GameState) -> tuple[int, ...]:
        """Each player's place, 1 = winner; players whose keys are equal share the place."""
        keys = self._rank_keys(state)
        return tuple(1 + sum(other > key for other in keys) for key in keys)

    def _rank_keys(self, state: GameState) -> list[tuple[int, ...]]:
        return [self.rank_key(state, score.player) for score in self.scores(state)]

    def apply(self, state: GameState, action: Action) -> GameState:
        """The state after `action`; raises ActionNotUnderstood or IllegalAction and leaves `state` alone."""
        if not isinstance(action, Action) or type(action).__name__ not in self.state_type.codec.types:
            raise ActionNotUnderstood(text("error.action_not_understood", detail=repr(action)))
        waiting = state.waiting_for()
        if isinstance(waiting, AwaitRoll):
            if not isinstance(action, Rolled):
                raise IllegalAction(text("error.roll_expected", dice=describe_roll(waiting.colours)))
            self.check_reading(waiting, action.dice)
        elif isinstance(action, Rolled):
            raise IllegalAction(text("error.roll_not_expected"))
        elif action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))
        return self._apply(state, action)

    def check_reading(self, waiting: AwaitRoll, dice: tuple[Die, ...]) -> None:
        """Raise IllegalAction unless `dice` are what `waiting` asks for; `apply` calls this, so the table
        flags a misread roll for correction instead of playing it. Engines whose dice are not named by colour
        before the roll (the PUSH die shows a face) override it."""
        check_roll(waiting.colours, dice)

    def why_illegal(self, state: GameState, action: Action) -> Text:
        """The rule an action breaks; engines override this to name the exact rule."""
        return text("error.action_not_legal", action=action.label or repr(action), reason=text("error.no_such_option"))

    def sample_chance(self, state: GameState, rng: random.Random) -> Action:
        """A random outcome for a roll or reveal, for benchmarks and random tests."""
        waiting = state.waiting_for()
        if isinstance(waiting, AwaitRoll):
            return Rolled(tuple(Die(colour, rng.choice(self.faces(colour))) for colour in waiting.colours))
        if isinstance(waiting, AwaitReveal):
            return rng.choice(self.legal_actions(state))
        raise ValueError(f"no chance event now: the game waits for {waiting}")

    def faces(self, colour: str) -> tuple[int | None, ...]:
        """The values a die of this colour can show; pips 1–6 unless a game says otherwise."""
        return PIP_VALUES

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return self.state_type.codec.encode(action)

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        try:
            action = self.state_type.codec.decode(dict(data))
        except CorruptState as error:
            raise ActionNotUnderstood(text("error.action_not_understood", detail=str(error))) from error
        if not isinstance(action, Action):
            raise ActionNotUnderstood(text("error.action_not_understood", detail=repr(data)))
        return action

    def state_from_json(self, data: str) -> GameState:
        return self.state_type.from_json(data)


def describe_roll(colours: tuple[str, ...]) -> str:
    """A short count of dice by colour, e.g. "4× blue + 3× red", in the current language."""
    counts = Counter(colours)
    return " + ".join(f"{n}× {render(colour_name(colour))}" for colour, n in sorted(counts.items()))


def check_roll(expected: tuple[str, ...], dice: tuple[Die, ...]) -> None:
    """Raise IllegalAction unless `dice` are exactly the expected colours (any order) with valid values."""
    if Counter(expected) != Counter(die.colour for die in dice) or any(
        die.value is not None and die.value not in PIP_VALUES for die in dice
    ):
        received = ", ".join(str(die) for die in dice) or "—"
        raise IllegalAction(text("error.roll_mismatch", expected=describe_roll(expected), received=received))
