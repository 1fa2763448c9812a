"""Task cards (Aufgabenkarten) as data: the §6 condition grammar as frozen dataclasses, read from plain data.

A card file is JSON the players can complete (the 96 printed cards are not public); this module only turns
already-loaded plain data (dicts, lists) into cards and back, and reports the card and the field at fault.
It does no file I/O. Data format (spec §6.5)::

    {"id": 1, "colour": "green", "points": 1, "start_set": "D",
     "condition": [[{"rel": "run", "glyphs": [{"c": "blue"}, {"c": "blue"}]}]]}

`condition` is a list of alternatives (OR, "/"), each a list of requirements stacked on the card (AND, every
die used once); a requirement is a group of die glyphs ("free", "same" = N of a kind, "run" = staircase
without wrap) or a colour sum ("sum", e.g. red dice totalling at least 9).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from dicetable.errors import DicetableError
from dicetable.messages import Text, text

CARD_COLOURS = ("green", "yellow", "red")
CARD_POINTS = {"green": 1, "yellow": 2, "red": 4}  # also the purchase cost [rulebook]
DIE_COLOURS = ("blue", "red")
ROLL_COLOURS = ("blue",) * 4 + ("red",) * 3  # the 7 dice every roll uses [rulebook]
GLYPH_COLOURS = ("white", *DIE_COLOURS)  # white: any colour
RELATIONS = ("free", "same", "run", "sum")
START_SETS = ("A", "B", "C", "D")
PIPS = range(1, 7)


class CardDataError(DicetableError, ValueError):
    """A card in a card file does not fit the schema; the message names the card id and the field."""


@dataclass(frozen=True)
class Glyph:
    """One die drawn on a card: its colour ("white" = any) and face (exact pips, at least v, or blank)."""

    colour: str = "white"
    exactly: int | None = None
    at_least: int | None = None

    def accepts(self, colour: str, value: int) -> bool:
        """Whether a rolled die of `colour` showing `value` fits this glyph on its own."""
        if self.colour != "white" and self.colour != colour:
            return False
        if self.exactly is not None:
            return value == self.exactly
        return self.at_least is None or value >= self.at_least


@dataclass(frozen=True)
class Requirement:
    """One line of a card: a group of glyphs under a relation, or a colour sum (then `glyphs` is empty)."""

    relation: str
    glyphs: tuple[Glyph, ...] = ()
    colour: str | None = None  # only for "sum"
    minimum: int | None = None  # only for "sum"


@dataclass(frozen=True)
class Card:
    """A task card. `condition` holds the alternatives (OR); each alternative's requirements must all hold."""

    id: int
    colour: str
    points: int
    condition: tuple[tuple[Requirement, ...], ...]
    start_set: str | None = None

    @property
    def cost(self) -> int:
        return CARD_POINTS[self.colour]

    @property
    def gives_income(self) -> bool:
        return self.colour == "green"


def parse_card(data: Any, position: int | None = None) -> Card:
    """A card from plain data; raises CardDataError naming the card (id or position) and the field at fault."""
    label = text("gnw.card_data.position", position=position) if position is not None else text("gnw.card_data.any")
    if isinstance(data, Mapping) and _is_id(data.get("id")):
        label = text("gnw.card_data.card", id=data["id"])
    try:
        return _parse_card(data)
    except FieldFault as fault:
        raise CardDataError(text("gnw.card_data.fault", card=label, field=fault.field, problem=fault.problem)) from None


def parse_cards(entries: Any) -> tuple[Card, ...]:
    """All cards of a list, checking that no id repeats; raises CardDataError at the first fault."""
    if not isinstance(entries, list):
        problem = text("gnw.card_data.cards_list", received=type(entries).__name__)
        file = text("gnw.card_data.file")
        raise CardDataError(text("gnw.card_data.fault", card=file, field="cards", problem=problem))
    cards = tuple(parse_card(entry, position) for position, entry in enumerate(entries))
    seen: set[int] = set()
    for card in cards:
        if card.id in seen:
            problem = text("gnw.card_data.duplicate", id=card.id)
            raise CardDataError(
                text("gnw.card_data.fault", card=text("gnw.card_data.card", id=card.id), field="id", problem=problem)
            )
        seen.add(card.id)
    return cards


class FieldFault(Exception):
    """Raised inside the parser with the field's path; turned into a CardDataError naming the card."""

    def __init__(self, field: str, problem: Text) -> None:
        super().__init__(field)
        self.field = field
        self.problem = problem


def fault(field: str, problem: str, **params: object) -> FieldFault:
    return FieldFault(field, text(f"gnw.card_data.{problem}", **params))


def _parse_card(data: Any) -> Card:
    if not isinstance(data, Mapping):
        raise fault("–", "object", received=repr(data))
    card_id = data.get("id")
    if not _is_id(card_id):
        raise fault("id", "id", received=repr(card_id))
    _check_keys(data, {"id", "colour", "points", "condition", "start_set", "note"}, "–")
    colour = _choice(data.get("colour"), CARD_COLOURS, "colour")
    points = data.get("points")
    if points != CARD_POINTS[colour] or isinstance(points, bool):
        raise fault(
            "points", "points", expected=CARD_POINTS[colour], colour=text(f"colour.{colour}"), received=repr(points)
        )
    start_set = data.get("start_set")
    if start_set is not None:
        _choice(start_set, START_SETS, "start_set")
        if colour == "red":
            raise fault("start_set", "start_red")
    condition = _parse_condition(data.get("condition"), "condition")
    return Card(card_id, colour, points, condition, start_set)


def card_to_data(card: Card) -> dict[str, Any]:
    """Plain data for `card` in the file format; `parse_card(card_to_data(c)) == c`."""
    data: dict[str, Any] = {"id": card.id, "colour": card.colour, "points": card.points}
    if card.start_set is not None:
        data["start_set"] = card.start_set
    data["condition"] = [[_requirement_to_data(req) for req in alternative] for alternative in card.condition]
    return data


def merge_cards(base: Iterable[Card], overrides: Iterable[Card]) -> tuple[Card, ...]:
    """`base` with every card of `overrides` added or replacing the card of the same id, sorted by id."""
    by_id = {card.id: card for card in base}
    by_id.update((card.id, card) for card in overrides)
    return tuple(by_id[card_id] for card_id in sorted(by_id))


def _parse_condition(data: Any, where: str) -> tuple[tuple[Requirement, ...], ...]:
    if not isinstance(data, list) or not data:
        raise fault(where, "alternatives", received=repr(data))
    alternatives = []
    for a, alternative in enumerate(data):
        if not isinstance(alternative, list) or not alternative:
            raise fault(f"{where}[{a}]", "requirements", received=repr(alternative))
        requirements = tuple(_parse_requirement(req, f"{where}[{a}][{r}]") for r, req in enumerate(alternative))
        dice_needed = sum(len(req.glyphs) for req in requirements)
        if dice_needed > len(ROLL_COLOURS):
            raise fault(f"{where}[{a}]", "too_many_dice", received=dice_needed)
        alternatives.append(requirements)
    return tuple(alternatives)


def _parse_requirement(data: Any, where: str) -> Requirement:
    if not isinstance(data, Mapping):
        raise fault(where, "requirement_object", received=repr(data))
    relation = _choice(data.get("rel"), RELATIONS, f"{where}.rel")
    if relation == "sum":
        _check_keys(data, {"rel", "colour", "min"}, where)
        colour = _choice(data.get("colour"), DIE_COLOURS, f"{where}.colour")
        minimum = data.get("min")
        if isinstance(minimum, bool) or not isinstance(minimum, int) or not 2 <= minimum <= 18:
            raise fault(f"{where}.min", "sum_min", received=repr(minimum))
        return Requirement("sum", colour=colour, minimum=minimum)
    _check_keys(data, {"rel", "glyphs"}, where)
    glyphs = data.get("glyphs")
    least = 1 if relation == "free" else 2
    if not isinstance(glyphs, list) or not least <= len(glyphs) <= 7:
        raise fault(f"{where}.glyphs", "glyph_count", least=least, relation=relation, received=repr(glyphs))
    if relation == "run" and len(glyphs) > 6:
        raise fault(f"{where}.glyphs", "run_too_long", received=len(glyphs))
    return Requirement(relation, tuple(_parse_glyph(g, f"{where}.glyphs[{i}]") for i, g in enumerate(glyphs)))


def _parse_glyph(data: Any, where: str) -> Glyph:
    if not isinstance(data, Mapping):
        raise fault(where, "glyph_object", received=repr(data))
    _check_keys(data, {"c", "eq", "min"}, where)
    colour = _choice(data.get("c", "white"), GLYPH_COLOURS, f"{where}.c")
    if "eq" in data and "min" in data:
        raise fault(where, "eq_and_min")
    exactly = _pips(data["eq"], f"{where}.eq") if "eq" in data else None
    at_least = _pips(data["min"], f"{where}.min") if "min" in data else None
    return Glyph(colour, exactly, at_least)


def _requirement_to_data(requirement: Requirement) -> dict[str, Any]:
    if requirement.relation == "sum":
        return {"rel": "sum", "colour": requirement.colour, "min": requirement.minimum}
    return {"rel": requirement.relation, "glyphs": [_glyph_to_data(glyph) for glyph in requirement.glyphs]}


def _glyph_to_data(glyph: Glyph) -> dict[str, Any]:
    data: dict[str, Any] = {"c": glyph.colour}
    if glyph.exactly is not None:
        data["eq"] = glyph.exactly
    if glyph.at_least is not None:
        data["min"] = glyph.at_least
    return data


def _is_id(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _pips(value: Any, where: str) -> int:
    if isinstance(value, bool) or value not in PIPS:
        raise fault(where, "pips", received=repr(value))
    return value


def _choice(value: Any, allowed: tuple[str, ...], where: str) -> str:
    if value not in allowed:
        raise fault(where, "choice", allowed=", ".join(allowed), received=repr(value))
    return value


def _check_keys(data: Mapping[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise fault(where, "unknown_field", name=repr(unknown[0]), allowed=", ".join(sorted(allowed)))
