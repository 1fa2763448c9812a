"""Seeded games of every game walked through the table's screens, for the no-text-is-cut test and the look tool.

    for name, view in table_screens("push", players=6, seed=0, positions=40):
        renderer.draw(view)

Each game is played at random through its engine; at the chosen states the table (`companion.table.Table`)
shows what the players would see: the roll call, the decision screen with its first, middle and last option
selected, every page of the scores, the end; plus each announcement (Blöder Sack's scorings). Geht noch was?
plays with the tests' synthetic cards and Gönnen with the tests' made-up deck: the printed cards are not public.
"""

from __future__ import annotations

import itertools
import json
import random
import tempfile
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from test_gnw_fixtures import synthetic_catalogue
from test_goennen_random_games import made_up_deck

import games
from companion import views
from companion.journal import GameHeader, Journal
from companion.table import Phase, Table
from games.engine import Action, AwaitReveal, AwaitRoll, Engine, Finished, GameState
from hardware.events import ButtonEvent

BLOEDER_CARDS = Path(__file__).resolve().parent.parent / "fixtures" / "cards" / "bloeder-sack.json"
PLAYER_COUNTS = {  # fewest and most players: the narrowest and the widest screens
    "doppelt-so-clever": (1, 4),
    "geht-noch-was": (1, 4),
    "bloeder-sack": (2, 4),
    "push": (2, 6),
    "goennen-koennen": (1, 4),
}
MAX_STEPS = 3000


def game_options(game_id: str) -> dict:
    """The options a seeded game of `game_id` needs (card data where the game has cards)."""
    if game_id == "geht-noch-was":
        return {"cards": synthetic_catalogue()}
    if game_id == "goennen-koennen":
        return {"cards": made_up_deck()}
    if game_id == "bloeder-sack":
        return json.loads(BLOEDER_CARDS.read_text(encoding="utf-8"))
    return {}


@cache
def random_game(game_id: str, players: int, seed: int) -> tuple[GameState, ...]:
    """Every state of one game with random choices, from the first to the finished one; played once, as both
    languages walk the same game."""
    engine = games.load(game_id)
    rng = random.Random(seed)
    states = [engine.new_game(players, seed=seed, options=game_options(game_id))]
    while not isinstance(states[-1].waiting_for(), Finished) and len(states) < MAX_STEPS:
        state = states[-1]
        is_chance = isinstance(state.waiting_for(), AwaitRoll | AwaitReveal)
        action = engine.sample_chance(state, rng) if is_chance else rng.choice(engine.legal_actions(state))
        states.append(engine.apply(state, action))
    return tuple(states)


def table_screens(game_id: str, players: int, seed: int, positions: int | None = None) -> Iterator[tuple[str, object]]:
    """(name, view) of what the table shows at `positions` states of a random game spread evenly from the first
    to the last (default: at every state), and each announcement."""
    engine = games.load(game_id)
    states = random_game(game_id, players, seed)
    every = 1 if positions is None else max(1, len(states) // positions)
    shown = sorted({*range(0, len(states), every), len(states) - 1})
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal.create(Path(folder), GameHeader(game_id, players, seed, {}))
        for index in shown:
            table = Table(engine, journal, list(states[: index + 1]), confirm_below=0.5)
            yield from _screens_at(table, f"{game_id}_{players}p_s{seed}_{index}")
    if views.GAME_VIEWS[game_id].announcement is None:
        return
    for index, (before, after) in enumerate(itertools.pairwise(states)):
        action = _action_between(engine, before, after)
        announced = views.announcement_view(engine, before, action, after) if action is not None else None
        if announced is not None:
            yield f"{game_id}_{players}p_s{seed}_{index}_announced", announced


def _screens_at(table: Table, name: str) -> Iterator[tuple[str, object]]:
    """The screen of the table's state with its first, middle and last option selected, and, at a decision,
    every page of the scores (opened with BACK, turned with NEXT)."""
    count = len(table.options)
    for selected in sorted({0, count // 2, max(count - 1, 0)}):
        table.selected = selected
        yield f"{name}_option{selected}", table.view()
    if table.phase is not Phase.DECIDE:
        return
    table.on_button(ButtonEvent.BACK)
    first = table.scores_page
    while True:
        yield f"{name}_scores{table.scores_page}", table.view()
        table.on_button(ButtonEvent.NEXT)
        if table.scores_page == first:
            return


def _action_between(engine: Engine, before: GameState, after: GameState) -> Action | None:
    """The decision that led from `before` to `after`, or None where it was a roll."""
    if isinstance(before.waiting_for(), AwaitRoll | AwaitReveal):
        return None
    return next((action for action in engine.legal_actions(before) if engine.apply(before, action) == after), None)
