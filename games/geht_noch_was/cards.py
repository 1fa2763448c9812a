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
    where = f"card at position {position}" if position is not None else "card"
    if not isinstance(data, Mapping):
        raise CardDataError(f"{where}: expected an object with id, colour, points, condition; got {data!r}")
    card_id = data.get("id")
    if isinstance(card_id, bool) or not isinstance(card_id, int) or card_id < 1:
        raise CardDataError(f"{where}: field 'id': expected a whole number ≥ 1 as printed on the card; got {card_id!r}")
    where = f"card {card_id}"
    _check_keys(data, {"id", "colour", "points", "condition", "start_set", "note"}, where)
    colour = _choice(data.get("colour"), CARD_COLOURS, f"{where}: field 'colour'")
    points = data.get("points")
    if points != CARD_POINTS[colour] or isinstance(points, bool):
        raise CardDataError(
            f"{where}: field 'points': expected {CARD_POINTS[colour]} for a {colour} card "
            f"(every {colour} card is worth {CARD_POINTS[colour]}); got {points!r}"
        )
    start_set = data.get("start_set")
    if start_set is not None:
        _choice(start_set, START_SETS, f"{where}: field 'start_set'")
        if colour == "red":
            raise CardDataError(f"{where}: field 'start_set': start sets hold green and yellow cards only; got red")
    condition = _parse_condition(data.get("condition"), f"{where}: field 'condition'")
    return Card(card_id, colour, points, condition, start_set)


def parse_cards(entries: Any) -> tuple[Card, ...]:
    """All cards of a list, checking that no id repeats; raises CardDataError at the first fault."""
    if not isinstance(entries, list):
        raise CardDataError(f"'cards': expected a list of cards; got {type(entries).__name__}")
    cards = tuple(parse_card(entry, position) for position, entry in enumerate(entries))
    seen: set[int] = set()
    for card in cards:
        if card.id in seen:
            raise CardDataError(f"card {card.id}: field 'id': each id may appear once; {card.id} appears twice")
        seen.add(card.id)
    return cards


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
        raise CardDataError(f"{where}: expected a non-empty list of alternatives; got {data!r}")
    alternatives = []
    for a, alternative in enumerate(data):
        if not isinstance(alternative, list) or not alternative:
            raise CardDataError(f"{where}[{a}]: expected a non-empty list of requirements; got {alternative!r}")
        requirements = tuple(_parse_requirement(req, f"{where}[{a}][{r}]") for r, req in enumerate(alternative))
        dice_needed = sum(len(req.glyphs) for req in requirements)
        if dice_needed > len(ROLL_COLOURS):
            raise CardDataError(f"{where}[{a}]: expected at most 7 dice in one alternative; got {dice_needed}")
        alternatives.append(requirements)
    return tuple(alternatives)


def _parse_requirement(data: Any, where: str) -> Requirement:
    if not isinstance(data, Mapping):
        raise CardDataError(f"{where}: expected an object with 'rel'; got {data!r}")
    relation = _choice(data.get("rel"), RELATIONS, f"{where}.rel")
    if relation == "sum":
        _check_keys(data, {"rel", "colour", "min"}, where)
        colour = _choice(data.get("colour"), DIE_COLOURS, f"{where}.colour")
        minimum = data.get("min")
        if isinstance(minimum, bool) or not isinstance(minimum, int) or not 2 <= minimum <= 18:
            raise CardDataError(f"{where}.min: expected a sum from 2 to 18; got {minimum!r}")
        return Requirement("sum", colour=colour, minimum=minimum)
    _check_keys(data, {"rel", "glyphs"}, where)
    glyphs = data.get("glyphs")
    least = 1 if relation == "free" else 2
    if not isinstance(glyphs, list) or not least <= len(glyphs) <= 7:
        raise CardDataError(f"{where}.glyphs: expected {least} to 7 dice for '{relation}'; got {glyphs!r}")
    if relation == "run" and len(glyphs) > 6:
        raise CardDataError(f"{where}.glyphs: a run without wrap has at most 6 dice; got {len(glyphs)}")
    return Requirement(relation, tuple(_parse_glyph(g, f"{where}.glyphs[{i}]") for i, g in enumerate(glyphs)))


def _parse_glyph(data: Any, where: str) -> Glyph:
    if not isinstance(data, Mapping):
        raise CardDataError(f'{where}: expected an object like {{"c": "blue", "eq": 4}}; got {data!r}')
    _check_keys(data, {"c", "eq", "min"}, where)
    colour = _choice(data.get("c", "white"), GLYPH_COLOURS, f"{where}.c")
    if "eq" in data and "min" in data:
        raise CardDataError(f"{where}: expected either 'eq' (exact pips) or 'min' (v+), not both")
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


def _pips(value: Any, where: str) -> int:
    if isinstance(value, bool) or value not in PIPS:
        raise CardDataError(f"{where}: expected pips from 1 to 6; got {value!r}")
    return value


def _choice(value: Any, allowed: tuple[str, ...], where: str) -> str:
    if value not in allowed:
        raise CardDataError(f"{where}: expected one of {', '.join(allowed)}; got {value!r}")
    return value


def _check_keys(data: Mapping[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise CardDataError(f"{where}: unknown field {unknown[0]!r}; expected only {', '.join(sorted(allowed))}")
