"""A short text notation for card conditions, for typing a card in (CLI now, the button editor later).

One requirement per string, alternatives joined by " / ", requirements of one alternative by " & ":

    free:white4            one die showing 4
    free:5*white3+         five dice showing 3 or more
    same:3*white           three of a kind
    run:blue,blue          two blue dice with consecutive values
    sum:red9+              red dice totalling at least 9
    same:2*white & same:3*white      a pair and a triple
    same:2*red / same:2*blue         a red pair or a blue pair

`format_condition(parse_condition(s)) == s` for text in this canonical form. Pure; no I/O.
"""

from __future__ import annotations

import re

from dicetable.messages import text
from games.geht_noch_was.cards import (
    GLYPH_COLOURS,
    RELATIONS,
    CardDataError,
    Glyph,
    Requirement,
    parse_card,
)

ITEM = re.compile(r"^(?:(?P<count>\d)\*)?(?P<colour>[a-z]+)(?:(?P<value>\d)(?P<plus>\+)?)?$")
SUM = re.compile(r"^(?P<colour>[a-z]+)(?P<minimum>\d{1,2})\+$")


def parse_condition(notation: str) -> tuple[tuple[Requirement, ...], ...]:
    """The condition a notation describes, checked like card data; raises CardDataError naming the part."""
    alternatives = [
        [_requirement_data(part.strip()) for part in alternative.split("&")] for alternative in notation.split("/")
    ]
    return parse_card({"id": 1, "colour": "green", "points": 1, "condition": alternatives}).condition


def parse_requirement(notation: str) -> dict:
    """Plain card data (spec §6.5) of one requirement, e.g. "run:blue,blue"."""
    return _requirement_data(notation.strip())


def format_condition(condition: tuple[tuple[Requirement, ...], ...]) -> str:
    return " / ".join(" & ".join(format_requirement(req) for req in alternative) for alternative in condition)


def format_requirement(requirement: Requirement) -> str:
    if requirement.relation == "sum":
        return f"sum:{requirement.colour}{requirement.minimum}+"
    items: list[tuple[Glyph, int]] = []
    for glyph in requirement.glyphs:
        if items and items[-1][0] == glyph:
            items[-1] = (glyph, items[-1][1] + 1)
        else:
            items.append((glyph, 1))
    return f"{requirement.relation}:" + ",".join(_format_item(glyph, count) for glyph, count in items)


def condition_data(notations: list[str]) -> list[list[dict]]:
    """Card data of a condition given part by part as the CLI collects it: requirements, "/" between
    alternatives."""
    alternatives: list[list[dict]] = [[]]
    for part in notations:
        if part == "/":
            alternatives.append([])
        else:
            alternatives[-1].append(parse_requirement(part))
    return alternatives


def _format_item(glyph: Glyph, count: int) -> str:
    face = str(glyph.exactly) if glyph.exactly is not None else f"{glyph.at_least}+" if glyph.at_least else ""
    return f"{count}*{glyph.colour}{face}" if count > 1 else f"{glyph.colour}{face}"


def _requirement_data(notation: str) -> dict:
    relation, _, body = notation.partition(":")
    if relation not in RELATIONS or not body:
        raise _refused(notation, "relation_form", relations=", ".join(RELATIONS))
    if relation == "sum":
        match = SUM.match(body)
        if not match:
            raise _refused(notation, "sum_form")
        return {"rel": "sum", "colour": match["colour"], "min": int(match["minimum"])}
    glyphs = []
    for item in body.split(","):
        match = ITEM.match(item.strip())
        if not match or match["colour"] not in GLYPH_COLOURS:
            raise _refused(notation, "die_form", die=item, colours=", ".join(GLYPH_COLOURS))
        glyph = {"c": match["colour"]}
        if match["value"]:
            glyph["min" if match["plus"] else "eq"] = int(match["value"])
        glyphs += [glyph] * int(match["count"] or 1)
    return {"rel": relation, "glyphs": glyphs}


def _refused(notation: str, problem: str, **params: object) -> CardDataError:
    return CardDataError(
        text("gnw.card_data.notation", notation=notation, problem=text(f"gnw.card_data.{problem}", **params))
    )
