"""Card designs of Man muss auch gönnen können as data: a task (fields and their links) and a reward.

The rulebook's card list is lost with the first part of the seed, so designs come from the data file
(`fixtures/cards/goennen-koennen.json`); this module only knows the kinds the rulebook describes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

WHITE = "white"  # a white field takes a die of any colour [rulebook]
CONSTRAINT_KINDS = ("increasing", "equal", "sum_at_least")
BONUS_KINDS = ("plus_minus", "colour_swap", "extra_passive", "choose_colour", "cheaper")
SCORING_KINDS = (
    "adjacent_completed",
    "colour_count",
    "adjacent_colour",
    "completed_lines",
    "rainbow",
    "mono_lines",
    "bonus_variety",
)
COLOURED_SCORINGS = ("colour_count", "adjacent_colour")


@dataclass(frozen=True)
class Field:
    """One task field: the die colour it needs (WHITE = any) and its printed number (None = write the value)."""

    colour: str = WHITE
    printed: int | None = None


@dataclass(frozen=True)
class Constraint:
    """A link between fields (indexes into the task): "<" chain, "=" group, or a sum of at least `amount`."""

    kind: str
    fields: tuple[int, ...]
    amount: int | None = None


@dataclass(frozen=True)
class CardDesign:
    """A printed card. `colour` None = no colour (the choose-colour bonus card until it is completed).

    kind: "scoring" (reward = `scoring` rule, `points` per match, `scoring_colour` for coloured rules) or
    "bonus" (reward = `bonus`, usable `uses` times once the card is completed).
    """

    id: str
    kind: str
    colour: str | None
    fields: tuple[Field, ...]
    constraints: tuple[Constraint, ...] = ()
    bonus: str | None = None
    uses: int = 3
    scoring: str | None = None
    scoring_colour: str | None = None
    points: int = 0


def parse_design(entry: Mapping[str, Any]) -> CardDesign:
    """A design from the data file's plain form; refuses unknown kinds naming the allowed ones."""
    kind = entry["kind"]
    if kind not in ("scoring", "bonus"):
        raise ValueError(f"card {entry.get('id')!r}: kind must be 'scoring' or 'bonus', got {kind!r}")
    bonus, scoring = entry.get("bonus"), entry.get("scoring")
    if kind == "bonus" and bonus not in BONUS_KINDS:
        raise ValueError(f"card {entry['id']!r}: bonus must be one of {BONUS_KINDS}, got {bonus!r}")
    if kind == "scoring" and scoring not in SCORING_KINDS:
        raise ValueError(f"card {entry['id']!r}: scoring must be one of {SCORING_KINDS}, got {scoring!r}")
    if kind == "scoring" and entry.get("points") is None:
        raise ValueError(f"card {entry['id']!r}: the points printed on the card are needed")
    constraints = tuple(
        Constraint(c["kind"], tuple(c["fields"]), c.get("amount")) for c in entry.get("constraints", ())
    )
    if any(c.kind not in CONSTRAINT_KINDS for c in constraints):
        raise ValueError(f"card {entry['id']!r}: constraint kinds must be among {CONSTRAINT_KINDS}")
    return CardDesign(
        id=str(entry["id"]),
        kind=kind,
        colour=entry.get("colour"),
        fields=tuple(Field(f.get("colour", WHITE), f.get("printed")) for f in entry["fields"]),
        constraints=constraints,
        bonus=bonus,
        uses=int(entry.get("uses", 3)),
        scoring=scoring,
        scoring_colour=entry.get("scoring_colour"),
        points=int(entry.get("points") or 0),
    )


def fits_field(field: Field, colour: str, value: int) -> bool:
    """G1: a coloured field needs its die; a printed number needs exactly that number."""
    return (field.colour in (WHITE, colour)) and (field.printed is None or field.printed == value)


def is_satisfied(design: CardDesign, entries: Sequence[int]) -> bool:
    """G2 on a full card: every "<" chain strictly rises, every "=" group is equal, every sum is reached."""
    return all(_holds(constraint, [entries[i] for i in constraint.fields]) for constraint in design.constraints)


def can_still_be_completed(design: CardDesign, entries: Sequence[int | None]) -> bool:
    """Whether the empty fields can still be filled so that every link holds (gap 3: passive fills keep this)."""
    return all(_still_possible(c, design, [entries[i] for i in c.fields]) for c in design.constraints)


def _holds(constraint: Constraint, values: list[int]) -> bool:
    if constraint.kind == "increasing":
        return all(a < b for a, b in pairwise(values))
    if constraint.kind == "equal":
        return len(set(values)) == 1
    return sum(values) >= constraint.amount


def _still_possible(constraint: Constraint, design: CardDesign, values: list[int | None]) -> bool:
    """Per link, with each empty field free to take its printed number or any value 1–6."""
    printed = [design.fields[i].printed for i in constraint.fields]
    options = [
        [value] if value is not None else ([p] if p is not None else list(range(1, 7)))
        for value, p in zip(values, printed, strict=True)
    ]
    if constraint.kind == "equal":
        return any(all(v in opts for opts in options) for v in range(1, 7))
    if constraint.kind == "sum_at_least":
        return sum(max(opts) for opts in options) >= constraint.amount
    lowest = 0
    for opts in options:  # greedy: each field takes the smallest value above the previous one
        above = [v for v in opts if v > lowest]
        if not above:
            return False
        lowest = min(above)
    return True
