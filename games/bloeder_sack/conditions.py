"""The conditions printed on the Sackkarten, as parameterised families, and how each one measures a player.

The rulebook explains twelve conditions and says the others follow "by analogy"; every condition the spec
knows or names as a candidate belongs to one of these families, so a card is `Condition(family, parameter)`
and its data (which cards exist, how many sacks) lives in `fixtures/cards/bloeder-sack.json`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from dicetable.messages import Text, text

LOW = frozenset({1, 2, 3})
HIGH = frozenset({4, 5, 6})
EVEN = frozenset({2, 4, 6})
ODD = frozenset({1, 3, 5})
ALL_VALUES = frozenset(range(1, 7))

# family -> the values it counts; families with a parameter derive the set from it (see `counted_values`).
COUNT_SETS = {"most_low": LOW, "most_high": HIGH, "most_even": EVEN, "most_odd": ODD}
LAST_SETS = {"last_low": LOW, "last_high": HIGH}
VALUE_FAMILIES = ("most_value", "most_not_value", "last_value")
SUM_LIMITS = (10, 15)  # "Die größte Summe unter 10" [rulebook], "unter 15" [web]


@dataclass(frozen=True)
class Condition:
    """One Sackkarte condition: a family name and its number (a die value or a sum limit), else None."""

    family: str
    parameter: int | None = None

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise ValueError(f"unknown Sackkarte family {self.family!r}; expected one of {', '.join(FAMILIES)}")
        if self.family in VALUE_FAMILIES and self.parameter not in ALL_VALUES:
            raise ValueError(f"{self.family} needs a die value 1–6 as parameter, got {self.parameter!r}")
        if self.family == "max_sum_below" and not isinstance(self.parameter, int):
            raise ValueError(f"max_sum_below needs the sum limit as parameter, got {self.parameter!r}")
        if self.family not in (*VALUE_FAMILIES, "max_sum_below") and self.parameter is not None:
            raise ValueError(f"{self.family} takes no parameter, got {self.parameter!r}")

    @property
    def name(self) -> Text:
        """The condition as printed on the card, e.g. "Die meisten Nicht-1er"."""
        if self.family in VALUE_FAMILIES:
            return text(f"bloeder_sack.condition.{self.family}", value=self.parameter)
        if self.family == "max_sum_below":
            return text("bloeder_sack.condition.max_sum_below", limit=self.parameter)
        return text(f"bloeder_sack.condition.{self.family}")

    @property
    def is_last_placed(self) -> bool:
        """True for "Die zuletzt gesetzte …": the latest matching die wins, so there are no ties and no margin."""
        return self.family.startswith("last_")


FAMILIES = (
    "most_dice",
    "most_value",
    "most_not_value",
    "most_low",
    "most_high",
    "most_even",
    "most_odd",
    "most_equal",
    "most_distinct",
    "last_value",
    "last_low",
    "last_high",
    "max_sum",
    "max_sum_even",
    "max_sum_odd",
    "max_sum_below",
)


def every_condition() -> tuple[Condition, ...]:
    """Every condition the families can express, in a stable order: what players may pick for an unlisted card."""
    conditions: list[Condition] = []
    for family in FAMILIES:
        if family in VALUE_FAMILIES:
            conditions.extend(Condition(family, value) for value in sorted(ALL_VALUES))
        elif family == "max_sum_below":
            conditions.extend(Condition(family, limit) for limit in SUM_LIMITS)
        else:
            conditions.append(Condition(family))
    return tuple(conditions)


def counted_values(condition: Condition) -> frozenset[int]:
    """The die values a counting or last-placed condition looks at."""
    if condition.family in ("most_value", "last_value"):
        return frozenset({condition.parameter})
    if condition.family == "most_not_value":
        return ALL_VALUES - {condition.parameter}
    return COUNT_SETS.get(condition.family) or LAST_SETS.get(condition.family) or ALL_VALUES


def metric(condition: Condition, dice: Iterable[tuple[int, int]], zero_count_qualifies: bool = False) -> int | None:
    """How well one player's dice on a card fulfil `condition`: higher is better, None = does not qualify.

    `dice` are (value, stamp) pairs of that player's dice on the card, at least one; the stamp is the global
    placement counter, so for "Die zuletzt gesetzte …" the metric is the stamp of the latest matching die.
    `zero_count_qualifies` lets a count of 0 take part (spec ambiguity A1; default: it does not).
    """
    dice = tuple(dice)
    values = [value for value, _ in dice]
    family = condition.family
    if family == "most_dice":
        return len(values)
    if family == "most_equal":
        return max(Counter(values).values())
    if family == "most_distinct":
        return len(set(values))
    if family.startswith("max_sum"):
        return _sum_metric(condition, sum(values))
    wanted = counted_values(condition)
    if condition.is_last_placed:
        return max((stamp for value, stamp in dice if value in wanted), default=None)
    count = sum(1 for value in values if value in wanted)
    return count if count or zero_count_qualifies else None


def _sum_metric(condition: Condition, total: int) -> int | None:
    if condition.family == "max_sum_even" and total % 2:
        return None
    if condition.family == "max_sum_odd" and not total % 2:
        return None
    if condition.family == "max_sum_below" and total >= condition.parameter:
        return None
    return total
