"""Shared test data for the Geht noch was? tests (no tests here).

The printed cards are unknown, so the tests play with a SYNTHETIC catalogue of 96 cards: the right counts
per deck and start set, conditions taken from the rulebook's pictogram examples. It is test data only and
never shipped as cards.
"""

from __future__ import annotations

import json
from pathlib import Path

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
