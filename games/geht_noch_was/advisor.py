"""A hint for each decision, built on the exact odds of the next roll: stay in while the chance of fulfilling
another card, times what that card is worth, outweighs what failing would cost.

Simple rules of thumb elsewhere: climb (fulfil the highest card open), buy the dearest card affordable, build
green low and the rest high, score in the last round and on level 5, score green cards from level 2 up
(income), push the rest. Nothing here changes the state it is given.

>>> import games, random
>>> engine = games.load("geht-noch-was")
>>> state = engine.new_game(players=2, seed=1)
>>> ADVISOR.choose(state, random.Random(1)) in engine.legal_actions(state)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.engine import Action, AwaitReveal
from games.geht_noch_was.actions import (
    Buy,
    ChooseBonus,
    EndBuying,
    EndPushIt,
    Fail,
    Fulfil,
    KeepCard,
    Place,
    PushScored,
    PushUp,
    ScoreCard,
    SpendLuck,
    Stay,
    StepOut,
)
from games.geht_noch_was.cards import CARD_POINTS
from games.geht_noch_was.engine import GehtNochWas
from games.geht_noch_was.odds import next_roll_odds
from games.geht_noch_was.rules import LEVELS, LUCK_ON_CLOVER, ROUNDS
from games.geht_noch_was.state import GnwState

RULES = GehtNochWas()


@dataclass(frozen=True)
class Advisor:
    """`luck_worth`: what a luck marker is worth in points (1 at the end, more as a rescue)."""

    luck_worth: float = 1.5

    def choose(self, state: GnwState, rng: random.Random) -> Action:
        """The advised legal action (labelled, as `legal_actions` gives it); a reveal picks the top card."""
        options = RULES.legal_actions(state)
        if isinstance(state.waiting_for(), AwaitReveal):
            return options[0]
        kinds: dict[type, list[Action]] = {}
        for action in options:
            kinds.setdefault(type(action), []).append(action)
        for pick in (self._fulfil, self._stay, self._push, self._buy, self._build, self._bonus):
            chosen = pick(state, kinds)
            if chosen is not None:
                return chosen
        return next((a for a in options if isinstance(a, KeepCard | EndPushIt | EndBuying)), options[0])

    def _fulfil(self, state: GnwState, kinds: dict) -> Action | None:
        if Fail not in kinds:
            return None
        board = state.boards[state.turn]
        if Fulfil in kinds:
            level_of = {active.card: active.level for active in board.active}
            return max(kinds[Fulfil], key=lambda a: (level_of[a.card], state.card(a.card).points))
        at_stake = sum(state.card(a.card).points for a in board.marked)
        if SpendLuck in kinds and at_stake > self.luck_worth:
            return kinds[SpendLuck][0]
        return kinds[Fail][0]

    def _stay(self, state: GnwState, kinds: dict) -> Action | None:
        if Stay not in kinds:
            return None
        odds = next_roll_odds(state, state.turn)
        factors = state.rules.level_factors()
        board = state.boards[state.turn]
        level_of = {active.card: active.level for active in board.active}
        gains = [state.card(c).points * factors[level_of[c] - 1] for c in odds.cards]
        gain = max(gains, default=0)
        loss = min(odds.points_at_stake, self.luck_worth) if odds.luck else odds.points_at_stake
        chance = float(odds.chance) if not odds.unchecked else max(float(odds.chance), 0.5)
        return kinds[Stay][0] if chance * gain > (1 - chance) * loss else kinds[StepOut][0]

    def _push(self, state: GnwState, kinds: dict) -> Action | None:
        if PushScored in kinds:
            return max(kinds[PushScored], key=lambda a: state.card(a.card).points)
        if ScoreCard not in kinds:
            return None
        board = state.boards[state.turn]
        level_of = {active.card: active.level for active in board.active}
        for action in kinds.get(PushUp, []):
            level = level_of[action.card]
            green_income = state.card(action.card).gives_income and level >= 2
            if state.round < ROUNDS and level < LEVELS[-1] and not green_income:
                return action
        return kinds[ScoreCard][0]

    def _buy(self, state: GnwState, kinds: dict) -> Action | None:
        if Buy not in kinds:
            return None
        return max(kinds[Buy], key=lambda a: CARD_POINTS[a.colour])

    def _build(self, state: GnwState, kinds: dict) -> Action | None:
        if Place not in kinds:
            return None
        green = state.card(kinds[Place][0].card).colour == "green"
        return (min if green else max)(kinds[Place], key=lambda a: a.level)

    def _bonus(self, state: GnwState, kinds: dict) -> Action | None:
        if ChooseBonus not in kinds:
            return None
        options = state.rules.bonus_options(state.round)
        room = LUCK_ON_CLOVER - state.boards[state.turn].luck
        return max(
            kinds[ChooseBonus], key=lambda a: min(options[a.option].luck, room) + 2 * len(options[a.option].cards)
        )


ADVISOR = Advisor()
