"""Shared test data for the Geht noch was? tests (no tests here).

The printed cards are unknown, so the tests play with a SYNTHETIC catalogue of 96 cards: the right counts
per deck and start set, conditions taken from the rulebook's pictogram examples. It is test data only and
never shipped as cards.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import strategies as st

from games.engine import Die
from games.geht_noch_was.cards import Card, parse_card

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "cards"
SHIPPED = json.loads((FIXTURES / "geht-noch-was.json").read_text(encoding="utf-8"))
SHIPPED_RULES = json.loads((FIXTURES / "geht-noch-was-rules.json").read_text(encoding="utf-8"))
EXAMPLES = SHIPPED["examples"]["conditions"]

EASY = ["two blue consecutive", "one die showing 4", "red pair / blue pair", "run of three", "two dice showing 1"]
MEDIUM = ["three of a kind", "red sum 9+", "four consecutive"]
HARD = ["five dice 3+", "pair and triple"]


def card(card_id: int, colour: str, example: str, start_set: str | None = None) -> Card:
    points = {"green": 1, "yellow": 2, "red": 4}[colour]
    data = {"id": card_id, "colour": colour, "points": points, "condition": EXAMPLES[example]}
    if start_set:
        data["start_set"] = start_set
    return parse_card(data)


def synthetic_catalogue() -> tuple[Card, ...]:
    """96 cards: start sets A–D (4 green + 2 yellow each), 36 green, 21 yellow, 15 red."""
    plan = []
    for start_set in "ABCD":
        plan += [("green", EASY[i], start_set) for i in range(4)] + [("yellow", MEDIUM[i], start_set) for i in range(2)]
    for colour, count, pool in (("green", 36, EASY), ("yellow", 21, MEDIUM), ("red", 15, HARD)):
        plan += [(colour, pool[i % len(pool)], None) for i in range(count)]
    return tuple(card(number, *entry) for number, entry in enumerate(plan, start=1))


def roll(notation: str) -> tuple[Die, ...]:
    """Dice from the spec's notation, e.g. "B1 B2 B3 B5 R6 R6 R2"."""
    colours = {"B": "blue", "R": "red"}
    return tuple(Die(colours[token[0]], int(token[1:])) for token in notation.split())


def glyph_data(draw_colour, draw_face):
    """Plain data of one glyph from two drawn parts."""
    return {"c": draw_colour, **draw_face}


def condition_strategy():
    """Hypothesis strategy: random conditions of the §6 grammar (1–2 alternatives, at most 7 dice each)."""
    faces = st.one_of(
        st.just({}),
        st.builds(lambda v: {"eq": v}, st.integers(1, 6)),
        st.builds(lambda v: {"min": v}, st.integers(2, 6)),
    )
    glyph = st.builds(glyph_data, st.sampled_from(["white", "blue", "red"]), faces)
    group = st.one_of(
        st.builds(lambda g: {"rel": "free", "glyphs": g}, st.lists(glyph, min_size=1, max_size=4)),
        st.builds(lambda g: {"rel": "same", "glyphs": g}, st.lists(glyph, min_size=2, max_size=4)),
        st.builds(lambda g: {"rel": "run", "glyphs": g}, st.lists(glyph, min_size=2, max_size=4)),
        st.builds(lambda m: {"rel": "sum", "colour": "red", "min": m}, st.integers(5, 15)),
    )
    alternative = st.lists(group, min_size=1, max_size=2).filter(
        lambda reqs: sum(len(r.get("glyphs", [])) for r in reqs) <= 7
    )
    return st.lists(alternative, min_size=1, max_size=2).map(
        lambda data: parse_card({"id": 1, "colour": "green", "points": 1, "condition": data}).condition
    )
