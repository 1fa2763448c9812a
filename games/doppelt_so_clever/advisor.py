"""The move advisor: ranks a player's legal choices by expected final score.

Each choice is played on a copy of the state; the same player's follow-up decisions (bonus entries, the
silver chain, extra dice) are taken greedily; then the sheet is valued by `equity` plus the worth of the
picks still to come this turn. The best few choices are looked at again with Monte Carlo over the next
roll: the dice still in hand are rolled `samples` times (the same rolls for every choice) and the best
answer to each roll is averaged. Nothing here changes the state it is given.

>>> import games, random
>>> engine = games.load("doppelt-so-clever")
>>> state = engine.apply(engine.new_game(players=1), engine.sample_chance(engine.new_game(players=1), random.Random(1)))
>>> ADVISOR.choose(state, random.Random(1)) in engine.legal_actions(state)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.doppelt_so_clever import choices, turn
from games.doppelt_so_clever.actions import Forfeit, Reroll, ReturnDie
from games.doppelt_so_clever.equity import WEIGHTS, Weights, equity, turn_worth
from games.doppelt_so_clever.sheet import DICE
from games.doppelt_so_clever.state import DscState
from games.engine import Action, Die, Rolled

ACTIVE_PHASES = ("roll", "return")


@dataclass(frozen=True)
class Advisor:
    """`samples` rolls per look-ahead, `refine` best choices looked at with them, `weights` of the equity."""

    samples: int = 16
    refine: int = 6
    weights: Weights = WEIGHTS

    def choose(self, state: DscState, rng: random.Random) -> Action:
        """The best-ranked legal action (labelled, as `legal_actions` gives it)."""
        best = self.rank(state, rng)[0][1]
        return next(action for action in choices.legal_actions(state) if action == best)

    def rank(self, state: DscState, rng: random.Random) -> list[tuple[float, Action]]:
        """Every legal choice with its expected final worth for the deciding player, best first."""
        player = state.decider
        options = choices.options(state)
        quick = sorted(((self._value(turn.play(state, o), player, None), o) for o in options), key=_first)
        quick.reverse()
        if state.active != player or len(options) == 1:
            return quick
        rolls = [tuple(rng.randint(1, 6) for _ in DICE) for _ in range(self.samples)]
        looked = [o for _, o in quick[: self.refine]]
        looked += [o for o in options if isinstance(o, Reroll | Forfeit | ReturnDie) and o not in looked]
        deep = {o: self._value(turn.play(state, o), player, rolls) for o in looked}
        ranked = [(deep.get(o, value), o) for value, o in quick]
        ranked.sort(key=_first, reverse=True)
        return ranked

    def _value(self, state: DscState, player: int, rolls: list | None) -> float:
        """Worth of `state` for `player`: their own follow-up decisions taken greedily one step at a time,
        and the next roll averaged over `rolls` when given (once only: later picks are valued by
        `turn_worth`)."""
        while state.phase != "finished" and state.decider == player and state.phase not in ("roll", "solo_roll"):
            options = choices.options(state)
            if not options:
                break
            state = max((turn.play(state, o) for o in options), key=lambda after: self._leaf(after, player))
        if rolls and state.phase == "roll" and state.active == player:
            total = 0.0
            for faces in rolls:
                dice = tuple(Die(die, faces[DICE.index(die)]) for die in state.hand)
                total += self._value(turn.play(state, Rolled(dice)), player, None)
            return total / len(rolls)
        return self._leaf(state, player)

    def _leaf(self, state: DscState, player: int) -> float:
        sheet = state.sheets[player]
        worth = equity(sheet, share_left(state), state.options.negative_foxes, self.weights)
        if state.active == player and state.phase in ACTIVE_PHASES:
            worth += turn_worth(3 - state.picks, len(state.hand), self.weights)
        return worth


def share_left(state: DscState) -> float:
    """The share of the game still to play (1 at the start, 0 when finished), counted in turns."""
    if state.phase == "finished":
        return 0.0
    turns = state.rounds * state.players
    done = (state.round - 1) * state.players + state.active + 0.5
    return max(0.0, 1 - done / turns)


def _first(pair: tuple[float, Action]) -> float:
    return pair[0]


ADVISOR = Advisor()
