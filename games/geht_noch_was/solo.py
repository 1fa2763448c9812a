"""The solo rules (spec §8): paying with green cards ("Besitz ist vergänglich") and "Push it!".

The solo track's factors and "Sei bunt!" live in `rules` and `scoring`; these functions give and apply the
extra actions and leave their arguments alone.
"""

from __future__ import annotations

from dataclasses import replace

from dicetable.messages import text
from games.engine import Action
from games.geht_noch_was.actions import EndPushIt, PayWith, PushScored
from games.geht_noch_was.labels import card_name
from games.geht_noch_was.rules import LEVELS
from games.geht_noch_was.state import Board, GnwState, ScoredCard
from games.geht_noch_was.supply import put_under

PUSH_IT = {4: 1, 5: 2}  # scoring on the second level from the top lets you push 1 scored card, the top one 2
MAY_PUSH = {"green": ("green",), "yellow": ("yellow", "green"), "red": ("red", "yellow", "green")}


def payment_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    """One option per scored green card: its income goes into the purse, the card under the green pile."""
    factors = state.rules.level_factors()
    return tuple(
        PayWith(
            s.card,
            label=text("gnw.action.pay_with", card=card_name(s.card), income=factors[s.level - 1] * s.multiplier),
        )
        for s in board.scored
        if state.card(s.card).gives_income
    )


def pay_with(state: GnwState, action: PayWith) -> GnwState:
    board = state.boards[state.turn]
    paid = next(s for s in board.scored if s.card == action.card)
    income = state.rules.level_factors()[paid.level - 1] * paid.multiplier
    board = replace(board, scored=tuple(s for s in board.scored if s != paid), purse=board.purse + income)
    return put_under(state.with_board(state.turn, board), action.card)


def after_scoring(state: GnwState, card: int, level: int) -> GnwState:
    """Scoring on one of the two top levels opens "Push it!" for other scored cards, if any may move."""
    pushes = PUSH_IT.get(level, 0)
    if not pushes:
        return state
    state = replace(state, push_it=pushes, push_it_card=card)
    return state if push_it_options(state, state.boards[state.turn])[:-1] else end_push_it(state)


def push_it_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    """Scored cards of the allowed colours (same colour or easier) below the top level, then "done"."""
    allowed = MAY_PUSH[state.card(state.push_it_card).colour]
    options = tuple(
        PushScored(
            s.card, label=text("gnw.action.push_scored", card=card_name(s.card), level=s.level + 1, left=state.push_it)
        )
        for s in board.scored
        if s.card != state.push_it_card and s.level < LEVELS[-1] and state.card(s.card).colour in allowed
    )
    return (*options, EndPushIt(label=text("gnw.action.end_push_it")))


def push_scored(state: GnwState, action: PushScored) -> GnwState:
    board = state.boards[state.turn]
    scored = tuple(ScoredCard(s.card, s.level + 1, s.multiplier) if s.card == action.card else s for s in board.scored)
    state = replace(state.with_board(state.turn, replace(board, scored=scored)), push_it=state.push_it - 1)
    if state.push_it and push_it_options(state, state.boards[state.turn])[:-1]:
        return state
    return end_push_it(state)


def end_push_it(state: GnwState, action: Action | None = None) -> GnwState:
    return replace(state, push_it=0, push_it_card=None)
