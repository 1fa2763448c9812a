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
from itertools import combinations_with_replacement, permutations
from math import factorial

import numpy as np

from games.geht_noch_was.cards import DIE_COLOURS, ROLL_COLOURS, Glyph, Requirement
from games.geht_noch_was.conditions import DEFAULT_RULES, Condition, ConditionRules
from games.geht_noch_was.state import GnwState

VALUES = range(1, 7)
DICE_OF = {colour: ROLL_COLOURS.count(colour) for colour in DIE_COLOURS}  # blue 4, red 3
OUTCOMES = 6 ** len(ROLL_COLOURS)

RED_DIGIT = 8**6  # need codes: blue digits below, red digits from here up
NeedSet = set[tuple[int, int, int]]  # (code, blue dice, red dice)


def _classes(dice: int) -> tuple[np.ndarray, np.ndarray]:
    """Count vectors (classes × 6) of every multiset of `dice` dice, and how many ordered rolls give each."""
    counts, weights = [], []
    for faces in combinations_with_replacement(VALUES, dice):
        vector = [faces.count(v) for v in VALUES]
        counts.append(vector)
        weights.append(factorial(dice) // np.prod([factorial(c) for c in vector]))
    return np.array(counts, dtype=np.int8), np.array(weights, dtype=np.int64)


def _parts(dice: int) -> tuple[np.ndarray, np.ndarray]:
    """Every multiset of at most `dice` dice of one colour: sorted codes (base-8 digit per value) and the
    classes of that colour holding each (classes × parts)."""
    vectors = [_classes(n)[0] for n in range(dice + 1)]
    parts = np.concatenate(vectors)
    codes = (parts.astype(np.int64) * 8 ** np.arange(6)).sum(axis=1)
    order = np.argsort(codes)
    classes = _classes(dice)[0]
    return codes[order], (classes[:, None, :] >= parts[order][None]).all(axis=2)


BLUE_CLASSES, BLUE_WEIGHTS = _classes(DICE_OF["blue"])  # 126 × 6, sum 6^4
RED_CLASSES, RED_WEIGHTS = _classes(DICE_OF["red"])  # 56 × 6, sum 6^3
BLUE_PARTS, BLUE_HOLDS = _parts(DICE_OF["blue"])  # 210 codes; 126 × 210
RED_PARTS, RED_HOLDS = _parts(DICE_OF["red"])  # 84 codes; 56 × 84
RED_BITS = 1 << np.arange(len(RED_CLASSES), dtype=np.uint64)  # red class c ↔ bit c of a row
RED_PART_ROWS = np.bitwise_or.reduce(np.where(RED_HOLDS, RED_BITS[:, None], np.uint64(0)), axis=0)


@dataclass(frozen=True)
class NextRollOdds:
    """What a player weighs before staying in: the chance that the next roll fulfils one of `cards` (the
    cards open to them next), and what failing would cost: the cards marked this round and the points they
    would bring if scored where they lie. `luck` markers could avert a failure. Cards nobody has entered
    cannot be counted: they are listed in `unchecked` and `chance` leaves them out (a lower bound then)."""

    chance: Fraction
    cards: tuple[int, ...]
    at_stake: tuple[int, ...]
    points_at_stake: int
    luck: int
    unchecked: tuple[int, ...] = ()


def next_roll_odds(state: GnwState, player: int) -> NextRollOdds:
    """The odds for `player` as the state stands (after this roll's card is marked); pure."""
    board = state.boards[player]
    cards = tuple(active.card for active in board.open_cards())
    factors = state.rules.level_factors()
    chance = chance_any((state.card(card).condition for card in cards), state.rules.conditions)
    unchecked = tuple(card for card in cards if not state.card(card).condition)
    return NextRollOdds(
        chance=chance,
        cards=cards,
        at_stake=tuple(active.card for active in board.marked),
        points_at_stake=sum(state.card(a.card).points * factors[a.level - 1] for a in board.marked),
        luck=board.luck,
        unchecked=unchecked,
    )


def chance_any(conditions: Iterable[Condition], rules: ConditionRules = DEFAULT_RULES) -> Fraction:
    """Probability that one roll fulfils at least one of `conditions` (exact); 0 for none."""
    rows = np.zeros(len(BLUE_CLASSES), dtype=np.uint64)
    for condition in conditions:
        rows |= class_rows(condition, rules)
    return Fraction(int(BLUE_WEIGHTS @ _unpack(rows) @ RED_WEIGHTS), OUTCOMES)


def fulfilling_classes(condition: Condition, rules: ConditionRules = DEFAULT_RULES) -> np.ndarray:
    """Boolean table (126 blue classes × 56 red classes): which rolls fulfil the condition."""
    return _unpack(class_rows(condition, rules)).astype(bool)


@cache
def class_rows(condition: Condition, rules: ConditionRules = DEFAULT_RULES) -> np.ndarray:
    """Per blue class, a 56-bit row of the red classes that complete a roll fulfilling the condition.
    Cached per card; read-only.

    A need splits into a blue and a red part: a roll fulfils it iff its blue class holds the blue part and
    its red class the red part. So each blue part collects the red rows of its partners, and each blue
    class ORs the rows of the blue parts it holds."""
    codes = np.fromiter(condition_needs(condition, rules), dtype=np.int64)
    blue = np.searchsorted(BLUE_PARTS, codes % RED_DIGIT)
    red = np.searchsorted(RED_PARTS, codes // RED_DIGIT)
    partners = np.zeros(len(BLUE_PARTS), dtype=np.uint64)
    np.bitwise_or.at(partners, blue, RED_PART_ROWS[red])
    rows = np.bitwise_or.reduce(np.where(BLUE_HOLDS, partners[None, :], np.uint64(0)), axis=1)
    rows.flags.writeable = False
    return rows


def _unpack(rows: np.ndarray) -> np.ndarray:
    """Rows of bits → 0/1 table (blue classes × 56 red classes)."""
    return ((rows[:, None] >> np.arange(len(RED_CLASSES), dtype=np.uint64)) & np.uint64(1)).astype(np.int64)


def condition_needs(condition: Condition, rules: ConditionRules = DEFAULT_RULES) -> frozenset[int]:
    """Every need (as a code, see `_code`) within 4 blue and 3 red dice, one of which a roll must contain."""
    needs: set[int] = set()
    for alternative in condition:
        combined: NeedSet = {(0, 0, 0)}
        for requirement in alternative:
            combined = _combine(combined, requirement_needs(requirement, rules))
        needs |= {code for code, _, _ in combined}
    return frozenset(needs)


@cache
def requirement_needs(requirement: Requirement, rules: ConditionRules) -> frozenset[tuple[int, int, int]]:
    """The needs of one requirement; cached, as cards share their requirements (a pair, a run of 3...)."""
    glyphs = requirement.glyphs
    if requirement.relation == "sum":
        dice = DICE_OF[requirement.colour]
        return frozenset(
            _pieces([(requirement.colour, v) for v in faces])
            for size in ([dice] if rules.sum_takes_all_red else range(1, dice + 1))
            for faces in combinations_with_replacement(VALUES, size)
            if sum(faces) >= requirement.minimum
        )
    if requirement.relation == "free":
        return frozenset(_glyph_needs(glyphs, [VALUES] * len(glyphs)))
    if requirement.relation == "same":
        return frozenset().union(*(_glyph_needs(glyphs, [(v,)] * len(glyphs)) for v in VALUES))
    needs: NeedSet = set()
    for lowest in range(1, 8 - len(glyphs)):
        steps = range(lowest, lowest + len(glyphs))
        orders = [tuple(steps)] if rules.run_colours_follow_steps else set(permutations(steps))
        for order in orders:
            needs |= _glyph_needs(glyphs, [(v,) for v in order])
    return frozenset(needs)


def _glyph_needs(glyphs: tuple[Glyph, ...], values: list) -> NeedSet:
    """Needs of glyphs side by side, glyph j showing one of `values[j]`; sets drop mere reorderings."""
    needs: NeedSet = {(0, 0, 0)}
    for glyph, allowed in zip(glyphs, values, strict=True):
        needs = _combine(needs, {PIECES[c, v] for c in DIE_COLOURS for v in allowed if glyph.accepts(c, v)})
    return needs


def _combine(left: NeedSet, right: frozenset | NeedSet) -> NeedSet:
    """Every sum of one need from each side that still fits into one roll (4 blue, 3 red dice)."""
    return {
        (a + b, blue + more_blue, red + more_red)
        for a, blue, red in left
        for b, more_blue, more_red in right
        if blue + more_blue <= DICE_OF["blue"] and red + more_red <= DICE_OF["red"]
    }


def _pieces(pieces: Iterable[tuple[str, int]]) -> tuple[int, int, int]:
    """A need as (code, blue dice, red dice); the code holds one base-8 digit per (colour, value), blue 1–6
    in the low digits, red 1–6 above, so adding codes adds multisets (no digit exceeds 4)."""
    pieces = list(pieces)
    code = sum(_code(colour, value) for colour, value in pieces)
    blue = sum(colour == "blue" for colour, _ in pieces)
    return code, blue, len(pieces) - blue


def _code(colour: str, value: int) -> int:
    return 8 ** (value - 1) * (RED_DIGIT if colour == "red" else 1)


PIECES = {(colour, v): _pieces([(colour, v)]) for colour in DIE_COLOURS for v in VALUES}
