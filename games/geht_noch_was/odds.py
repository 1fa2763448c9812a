"""Exact odds that the next roll of 4 blue + 3 red dice fulfils at least one of some cards (issue 5).

All 6^7 = 279 936 outcomes, exactly: the order of dice of one colour never matters, so a roll is a pair of
multisets, 126 blue classes × 56 red classes, each weighted by its multinomial count. A card's condition
becomes the set of its "needs": multisets of (colour, value) pieces, one piece per glyph, that a roll must
contain. A class fulfils the card iff it contains one of its needs, which is the same as an injective
glyph → die assignment (`conditions.find_witness`). The class table per card is cached.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, permutations, product
from math import factorial

import numpy as np

from games.geht_noch_was.cards import DIE_COLOURS, ROLL_COLOURS, Glyph, Requirement
from games.geht_noch_was.conditions import DEFAULT_RULES, Condition, ConditionRules
from games.geht_noch_was.state import GnwState

VALUES = range(1, 7)
DICE_OF = {colour: ROLL_COLOURS.count(colour) for colour in DIE_COLOURS}  # blue 4, red 3
OUTCOMES = 6 ** len(ROLL_COLOURS)

Need = tuple[int, ...]  # 12 counts: blue 1..6 then red 1..6


def _classes(dice: int) -> tuple[np.ndarray, np.ndarray]:
    """Count vectors (classes × 6) of every multiset of `dice` dice, and how many ordered rolls give each."""
    counts, weights = [], []
    for faces in combinations_with_replacement(VALUES, dice):
        vector = [faces.count(v) for v in VALUES]
        counts.append(vector)
        weights.append(factorial(dice) // np.prod([factorial(c) for c in vector]))
    return np.array(counts, dtype=np.int8), np.array(weights, dtype=np.int64)


BLUE_CLASSES, BLUE_WEIGHTS = _classes(DICE_OF["blue"])  # 126 × 6, sum 6^4
RED_CLASSES, RED_WEIGHTS = _classes(DICE_OF["red"])  # 56 × 6, sum 6^3


@dataclass(frozen=True)
class NextRollOdds:
    """What a player weighs before staying in: the chance that the next roll fulfils one of `cards` (the
    cards open to them next), and what failing would cost: the cards marked this round and the points they
    would bring if scored where they lie. `luck` markers could avert a failure."""

    chance: Fraction
    cards: tuple[int, ...]
    at_stake: tuple[int, ...]
    points_at_stake: int
    luck: int


def next_roll_odds(state: GnwState, player: int) -> NextRollOdds:
    """The odds for `player` as the state stands (after this roll's card is marked); pure."""
    board = state.boards[player]
    cards = tuple(active.card for active in board.open_cards())
    factors = state.rules.level_factors()
    chance = chance_any((state.card(card).condition for card in cards), state.rules.conditions)
    return NextRollOdds(
        chance=chance,
        cards=cards,
        at_stake=tuple(active.card for active in board.marked),
        points_at_stake=sum(state.card(a.card).points * factors[a.level - 1] for a in board.marked),
        luck=board.luck,
    )


def chance_any(conditions: Iterable[Condition], rules: ConditionRules = DEFAULT_RULES) -> Fraction:
    """Probability that one roll fulfils at least one of `conditions` (exact); 0 for none."""
    table = np.zeros((len(BLUE_CLASSES), len(RED_CLASSES)), dtype=bool)
    for condition in conditions:
        table |= fulfilling_classes(condition, rules)
    return Fraction(int(BLUE_WEIGHTS @ table @ RED_WEIGHTS), OUTCOMES)


@cache
def fulfilling_classes(condition: Condition, rules: ConditionRules = DEFAULT_RULES) -> np.ndarray:
    """Boolean table (126 blue classes × 56 red classes): which rolls fulfil the condition. Cached; read-only."""
    needs = np.array(sorted(condition_needs(condition, rules)), dtype=np.int8).reshape(-1, 12)
    blue_has = (BLUE_CLASSES[:, None, :] >= needs[None, :, :6]).all(axis=2)  # classes × needs
    red_has = (RED_CLASSES[:, None, :] >= needs[None, :, 6:]).all(axis=2)
    table = (blue_has.astype(np.int32) @ red_has.T.astype(np.int32)) > 0
    table.flags.writeable = False
    return table


def condition_needs(condition: Condition, rules: ConditionRules = DEFAULT_RULES) -> frozenset[Need]:
    """Every multiset of pieces, within 4 blue and 3 red dice, one of which a roll must contain."""
    needs: set[Need] = set()
    for alternative in condition:
        combined: set[Need] = {(0,) * 12}
        for requirement in alternative:
            combined = _add(combined, requirement_needs(requirement, rules))
        needs |= combined
    return frozenset(needs)


def requirement_needs(requirement: Requirement, rules: ConditionRules) -> set[Need]:
    glyphs = requirement.glyphs
    if requirement.relation == "sum":
        sizes = [DICE_OF[requirement.colour]] if rules.sum_takes_all_red else range(1, DICE_OF[requirement.colour] + 1)
        offset = 0 if requirement.colour == "blue" else 6
        return {
            _pieces(offset + v - 1 for v in faces)
            for size in sizes
            for faces in combinations_with_replacement(VALUES, size)
            if sum(faces) >= requirement.minimum
        }
    if requirement.relation == "free":
        return _glyph_needs(glyphs, [VALUES] * len(glyphs))
    if requirement.relation == "same":
        return set().union(*(_glyph_needs(glyphs, [(v,)] * len(glyphs)) for v in VALUES))
    needs: set[Need] = set()
    for lowest in range(1, 8 - len(glyphs)):
        steps = range(lowest, lowest + len(glyphs))
        orders = [tuple(steps)] if rules.run_colours_follow_steps else set(permutations(steps))
        for order in orders:
            needs |= _glyph_needs(glyphs, [(v,) for v in order])
    return needs


def _glyph_needs(glyphs: tuple[Glyph, ...], values: list) -> set[Need]:
    """Needs of glyphs placed side by side, glyph j showing one of `values[j]`."""
    needs: set[Need] = {(0,) * 12}
    for glyph, allowed in zip(glyphs, values, strict=True):
        pieces = {
            _pieces([offset + v - 1])
            for colour, offset in (("blue", 0), ("red", 6))
            for v in allowed
            if glyph.accepts(colour, v)
        }
        needs = _add(needs, pieces)
    return needs


def _add(left: set[Need], right: set[Need]) -> set[Need]:
    """Every sum of one need from each side that still fits into one roll."""
    sums = (tuple(a + b for a, b in zip(x, y, strict=True)) for x, y in product(left, right))
    return {need for need in sums if sum(need[:6]) <= DICE_OF["blue"] and sum(need[6:]) <= DICE_OF["red"]}


def _pieces(indices: Iterable[int]) -> Need:
    vector = [0] * 12
    for index in indices:
        vector[index] += 1
    return tuple(vector)
