"""Does a roll fulfil a task card, and with which dice? (spec §6.3–6.4)

Backtracking over injective glyph → die assignments, one requirement at a time, each die used once per
card. The answer is a `Witness`: the dice (by their position in the roll) that fulfil each requirement, so
the screen can mark them. `is_valid_witness` re-checks a witness on its own, without searching.

>>> from games.engine import Die
>>> from games.geht_noch_was.cards import parse_card
>>> card = parse_card({"id": 1, "colour": "green", "points": 1,
...                    "condition": [[{"rel": "run", "glyphs": [{"c": "blue"}, {"c": "blue"}]}]]})
>>> find_witness(card.condition, (Die("blue", 2), Die("red", 3), Die("blue", 3))).dice
(0, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations

from games.engine import Die
from games.geht_noch_was.cards import Glyph, Requirement

Condition = tuple[tuple[Requirement, ...], ...]


@dataclass(frozen=True)
class ConditionRules:
    """The two readings of §6 the rulebook leaves open (spec §11.5, §11.6), defaults as in the spec.

    `sum_takes_all_red`: a red sum uses every red die of the roll (False: any subset of the free red dice).
    `run_colours_follow_steps`: in a mixed-colour staircase, glyph j (lowest first) shows the j-th value.
    """

    sum_takes_all_red: bool = False
    run_colours_follow_steps: bool = True


DEFAULT_RULES = ConditionRules()


@dataclass(frozen=True)
class Witness:
    """Which alternative of the card holds and, per requirement, the positions of the dice in glyph order."""

    alternative: int
    groups: tuple[tuple[int, ...], ...]

    @property
    def dice(self) -> tuple[int, ...]:
        """Every die position used, ascending."""
        return tuple(sorted(index for group in self.groups for index in group))


def find_witness(condition: Condition, dice: tuple[Die, ...], rules: ConditionRules = DEFAULT_RULES) -> Witness | None:
    """The first way (alternatives in printed order) the roll fulfils the condition, or None; pure."""
    for number, alternative in enumerate(condition):
        # Most glyphs first: the big groups have the fewest assignments and prune the search soonest.
        order = sorted(range(len(alternative)), key=lambda r: -len(alternative[r].glyphs))
        found = _assign([alternative[r] for r in order], dice, frozenset(), rules)
        if found is not None:
            groups = [()] * len(alternative)
            for position, group in zip(order, found, strict=True):
                groups[position] = group
            return Witness(number, tuple(groups))
    return None


def fulfils(condition: Condition, dice: tuple[Die, ...], rules: ConditionRules = DEFAULT_RULES) -> bool:
    return find_witness(condition, dice, rules) is not None


def is_valid_witness(
    condition: Condition, dice: tuple[Die, ...], witness: Witness, rules: ConditionRules = DEFAULT_RULES
) -> bool:
    """Whether `witness` really shows the roll fulfilling the condition: disjoint dice, each group meeting its
    requirement glyph by glyph. Independent of the search, so tests can trust it."""
    if not 0 <= witness.alternative < len(condition):
        return False
    alternative = condition[witness.alternative]
    used = witness.dice
    if len(alternative) != len(witness.groups) or len(set(used)) != len(used):
        return False
    if any(not 0 <= index < len(dice) for index in used):
        return False
    return all(
        _group_meets(requirement, [dice[i] for i in group], dice, rules)
        for requirement, group in zip(alternative, witness.groups, strict=True)
    )


def _group_meets(requirement: Requirement, chosen: list[Die], roll: tuple[Die, ...], rules: ConditionRules) -> bool:
    if requirement.relation == "sum":
        if not chosen or any(die.colour != requirement.colour for die in chosen):
            return False
        if rules.sum_takes_all_red and len(chosen) != sum(die.colour == requirement.colour for die in roll):
            return False
        return sum(die.value for die in chosen) >= requirement.minimum
    if len(chosen) != len(requirement.glyphs):
        return False
    if not all(glyph.accepts(die.colour, die.value) for glyph, die in zip(requirement.glyphs, chosen, strict=True)):
        return False
    values = [die.value for die in chosen]
    if requirement.relation == "same":
        return len(set(values)) == 1
    if requirement.relation == "run":
        lowest = min(values)
        if rules.run_colours_follow_steps:
            return values == list(range(lowest, lowest + len(values)))
        return sorted(values) == list(range(lowest, lowest + len(values)))
    return True


def _assign(
    requirements: list[Requirement], dice: tuple[Die, ...], used: frozenset[int], rules: ConditionRules
) -> tuple[tuple[int, ...], ...] | None:
    if not requirements:
        return ()
    first, rest = requirements[0], requirements[1:]
    for group in _groups(first, dice, used, rules):
        found = _assign(rest, dice, used | set(group), rules)
        if found is not None:
            return (group, *found)
    return None


def _groups(
    requirement: Requirement, dice: tuple[Die, ...], used: frozenset[int], rules: ConditionRules
) -> Iterator[tuple[int, ...]]:
    """Every way (up to swapping identical glyphs) to give this requirement free dice, in glyph order."""
    free = [i for i in range(len(dice)) if i not in used]
    glyphs = requirement.glyphs
    if requirement.relation == "sum":
        yield from _sum_groups(requirement, dice, free, rules)
    elif requirement.relation == "free":
        yield from _injective(glyphs, dice, free, lambda j, die: True, interchangeable=True)
    elif requirement.relation == "same":
        for value in range(1, 7):
            yield from _injective(glyphs, dice, free, lambda j, die, v=value: die.value == v, interchangeable=True)
    else:
        for lowest in range(1, 8 - len(glyphs)):
            steps = range(lowest, lowest + len(glyphs))
            if rules.run_colours_follow_steps:
                yield from _injective(
                    glyphs, dice, free, lambda j, die, s=steps: die.value == s[j], interchangeable=False
                )
            else:
                for group in _injective(
                    glyphs, dice, free, lambda j, die, s=steps: die.value in s, interchangeable=True
                ):
                    if len({dice[i].value for i in group}) == len(group):
                        yield group


def _injective(
    glyphs: tuple[Glyph, ...],
    dice: tuple[Die, ...],
    free: list[int],
    fits: Callable[[int, Die], bool],
    interchangeable: bool,
) -> Iterator[tuple[int, ...]]:
    """Injective maps glyph j → free die with `glyph.accepts` and `fits(j, die)`. When `fits` treats every
    glyph alike, identical neighbouring glyphs take ascending dice, which skips mere reorderings."""

    def extend(j: int, taken: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if j == len(glyphs):
            yield taken
            return
        floor = taken[-1] if interchangeable and j and glyphs[j] == glyphs[j - 1] else -1
        for index in free:
            die = dice[index]
            if index > floor and index not in taken and glyphs[j].accepts(die.colour, die.value) and fits(j, die):
                yield from extend(j + 1, (*taken, index))

    yield from extend(0, ())


def _sum_groups(
    requirement: Requirement, dice: tuple[Die, ...], free: list[int], rules: ConditionRules
) -> Iterator[tuple[int, ...]]:
    coloured = [i for i in free if dice[i].colour == requirement.colour]
    if rules.sum_takes_all_red:
        every = sum(die.colour == requirement.colour for die in dice)
        sizes = [every] if len(coloured) == every else []
    else:
        sizes = range(1, len(coloured) + 1)
    for size in sizes:
        for group in combinations(coloured, size):
            if sum(dice[i].value for i in group) >= requirement.minimum:
                yield group
