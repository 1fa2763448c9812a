"""Small stand-ins for the companion's tests: a two-dice race engine and a scripted reader.

The race: each round one roll of a blue and a red die serves every player; then each player in turn
takes one of the two dice and adds its value to their score. Three rounds; highest score wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from dicetable.messages import text
from games.codec import Codec
from games.engine import (
    Action,
    AwaitDecision,
    AwaitRoll,
    Die,
    Engine,
    Finished,
    GameState,
    Rolled,
    Score,
    ScoreLine,
)
from vision.reading import DieReading, TableReading

ROUNDS = 3
COLOURS = ("blue", "red")


@dataclass(frozen=True)
class Take(Action):
    colour: str


@dataclass(frozen=True)
class RaceState(GameState):
    players: int
    round: int = 0
    player: int = 0
    roll: tuple[Die, ...] = ()
    scores: tuple[int, ...] = ()

    def waiting_for(self):
        if self.round >= ROUNDS:
            return Finished()
        if not self.roll:
            return AwaitRoll(player=None, colours=COLOURS)
        return AwaitDecision(player=self.player)


RaceState.codec = Codec([RaceState, Take, Rolled, Die])


class RaceEngine(Engine):
    id = "race"
    name = "colour.blue"
    min_players = 1
    max_players = 4
    state_type = RaceState

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> RaceState:
        return RaceState(players=players, scores=(0,) * players)

    def legal_actions(self, state):
        if not isinstance(state.waiting_for(), AwaitDecision):
            return ()
        return tuple(Take(die.colour, label=text("colour." + die.colour)) for die in state.roll)

    def _apply(self, state, action):
        if isinstance(action, Rolled):
            return replace(state, roll=tuple(sorted(action.dice, key=lambda die: die.colour)))
        value = next(die.value for die in state.roll if die.colour == action.colour)
        scores = tuple(score + value * (number == state.player) for number, score in enumerate(state.scores))
        if state.player + 1 < state.players:
            return replace(state, player=state.player + 1, scores=scores)
        return replace(state, player=0, round=state.round + 1, roll=(), scores=scores)

    def scores(self, state):
        return tuple(
            Score(player, (ScoreLine(text("colour.blue"), points),)) for player, points in enumerate(state.scores)
        )

    def rank_key(self, state, player):
        return (state.scores[player],)


def load_race(game_id: str) -> Engine:
    if game_id != "race":
        raise LookupError(f"no game {game_id!r}")
    return RaceEngine()


def die_reading(colour: str, value: int, confidence: float = 0.99, x: float = 10.0) -> DieReading:
    box = ((x - 5, 5.0), (x + 5, 5.0), (x + 5, 15.0), (x - 5, 15.0))
    return DieReading(value=value, colour=colour, center=(x, 10.0), box=box, confidence=confidence)


def race_reading(blue: int, red: int, confidence: float = 0.99) -> TableReading:
    return TableReading(dice=(die_reading("blue", blue, confidence, 10.0), die_reading("red", red, confidence, 40.0)))
