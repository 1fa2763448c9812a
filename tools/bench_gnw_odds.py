"""Benchmark: exact next-roll odds for a four-player table of Geht noch was? (target ≤ 50 ms on one core).

The printed cards are unknown, so the table is dealt SYNTHETIC cards drawn at random from the §6 grammar
(seeded): each player has 8 open cards (levels L and L+1 full), 32 distinct conditions in all. Prints the
time for the whole table with an empty card cache (cold: every card's class table is built) and with the
cache filled (warm: what a table pays after the first roll of a round), and the slowest single card.

    .venv/bin/python tools/bench_gnw_odds.py [--repeat 20] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import replace

from games import load
from games.geht_noch_was.cards import CARD_POINTS, parse_card
from games.geht_noch_was.odds import class_rows, next_roll_odds, requirement_needs
from games.geht_noch_was.state import ActiveCard, GnwState

PLAYERS = 4
OPEN_CARDS = 8


def random_condition(rng: random.Random) -> list:
    """One or two alternatives of one or two requirements, at most 7 dice: the shapes the rulebook shows."""
    alternatives = []
    for _ in range(rng.choice((1, 1, 1, 2))):
        requirements, dice = [], 0
        for _ in range(rng.choice((1, 1, 2))):
            relation = rng.choice(("free", "same", "run", "sum"))
            if relation == "sum":
                requirements.append({"rel": "sum", "colour": "red", "min": rng.randint(7, 12)})
                continue
            size = rng.randint(1 if relation == "free" else 2, min(5, 7 - dice))
            if size < (1 if relation == "free" else 2):
                break
            dice += size
            colour = rng.choice(("white", "white", "blue", "red"))
            face = rng.choice(({"eq": rng.randint(1, 6)}, {"min": rng.randint(2, 5)}))  # free dice show a face
            glyph = {"c": colour, **(face if relation == "free" else {})}
            requirements.append({"rel": relation, "glyphs": [glyph] * size})
        alternatives.append(requirements or [{"rel": "sum", "colour": "red", "min": 9}])
    return alternatives


def table(seed: int) -> GnwState:
    """A four-player game in the roll loop, every player with 8 open cards on levels 1 and 2."""
    rng = random.Random(seed)
    cards, seen = [], set()
    while len(cards) < PLAYERS * OPEN_CARDS:
        condition = random_condition(rng)
        key = repr(condition)
        if key not in seen:
            seen.add(key)
            colour = rng.choice(("green", "yellow", "red"))
            number = len(cards) + 1
            cards.append({"id": number, "colour": colour, "points": CARD_POINTS[colour], "condition": condition})
    engine = load("geht-noch-was")
    state = engine.new_game(PLAYERS, seed=seed)  # no start cards catalogued: boards are dealt below
    state = replace(state, cards=tuple(parse_card(c) for c in cards), draws=())
    for player in range(PLAYERS):
        ids = range(player * OPEN_CARDS + 1, (player + 1) * OPEN_CARDS + 1)
        active = (ActiveCard(ids[0], 1, "black"), *(ActiveCard(c, 1 + i % 2) for i, c in enumerate(ids)))
        state = state.with_board(player, replace(state.boards[player], active=active[1:], last_level=1, luck=1))
    return state


def timed_ms(run) -> float:
    start = time.perf_counter()
    run()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    state = table(args.seed)

    def whole_table():
        return [next_roll_odds(state, player) for player in range(PLAYERS)]

    cold, warm, slowest = [], [], 0.0
    for _ in range(args.repeat):
        class_rows.cache_clear()
        requirement_needs.cache_clear()
        cold.append(timed_ms(whole_table))
        warm.append(timed_ms(whole_table))
    for card in state.cards:
        class_rows.cache_clear()
        requirement_needs.cache_clear()
        slowest = max(slowest, timed_ms(lambda c=card: class_rows(c.condition, state.rules.conditions)))
    odds = whole_table()
    print(f"table: {PLAYERS} players × {OPEN_CARDS} open cards, {len(state.cards)} distinct synthetic conditions")
    print("chances: " + ", ".join(f"P{p + 1} {float(o.chance):.4f}" for p, o in enumerate(odds)))
    print(f"cold cache: median {statistics.median(cold):.1f} ms, max {max(cold):.1f} ms (whole table)")
    print(f"warm cache: median {statistics.median(warm):.2f} ms, max {max(warm):.2f} ms (whole table)")
    print(f"slowest single card, cold: {slowest:.1f} ms")


if __name__ == "__main__":
    main()
