"""Play a seeded game of Blöder Sack through the engine and render its table screens to PNG for looking at:
the board (as an overview and with a choice framed), every player's page, the announcement of scorings (the
first few and the final one), the final ranking, and the board check with a die moved on the table.

.venv/bin/python tools/render_bloeder_views.py out/bloeder_views [--seed 7] [--players 3] [--language de]

Decisions are random; the Sackkarten come from `fixtures/cards/bloeder-sack.json`, and a card whose sack
value is unknown is entered as a random 1 or 2 (the real values are not known).
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from companion import board_watch, views
from companion.board_check import differences
from display.renderer import Renderer
from games.engine import AwaitRoll, Finished
from tools.screen_args import played_game
from vision.reading import DieReading, TableReading
from vision.regions import PlacedDie

CARD_DATA = Path(__file__).resolve().parent.parent / "fixtures" / "cards" / "bloeder-sack.json"
ANNOUNCED = 3  # how many scorings to render besides the final one


def play(players: int, seed: int) -> list[tuple[object, object, object]]:
    """Every move of one game as (state before, action, state after)."""
    engine = games.load("bloeder-sack")
    rng = random.Random(seed)
    state = engine.new_game(players, options=json.loads(CARD_DATA.read_text(encoding="utf-8")))
    moves = []
    while not isinstance(state.waiting_for(), Finished):
        is_chance = isinstance(state.waiting_for(), AwaitRoll)
        action = engine.sample_chance(state, rng) if is_chance else rng.choice(engine.legal_actions(state))
        after = engine.apply(state, action)
        moves.append((state, action, after))
        state = after
    return moves


def screens(moves: list[tuple[object, object, object]]) -> dict[str, object]:
    """The screens worth looking at, by a file-friendly name."""
    engine = games.load("bloeder-sack")
    decisions = [after for _, _, after in moves if views.decision_view(engine, after, 0) is not None]
    middle = decisions[2 * len(decisions) // 3]
    shown: dict[str, object] = {
        "board": views.overview_view(engine, middle),
        "decision_last_option": views.decision_view(engine, middle, len(engine.legal_actions(middle)) - 1),
        "final": views.final_view(engine, moves[-1][2]),
    }
    shown.update((f"page{n + 1}", page) for n, page in enumerate(views.sheet_views(engine, middle)))
    announced = [view for view in (views.announcement_view(engine, *move) for move in moves) if view is not None]
    shown.update((f"scoring{n + 1}", view) for n, view in enumerate(announced[:ANNOUNCED]))
    shown["scoring_final"] = announced[-1]
    shown["board_unchecked"] = views.overview_view(engine, middle)
    shown["board_unchecked"] = replace(shown["board_unchecked"], note=board_watch.watch_for(engine.id).note)
    shown["board_check"] = _check_view(
        next(s for s, _, _ in moves if isinstance(s.waiting_for(), AwaitRoll) and any(slot.dice for slot in s.slots))
    )
    return shown


def _check_view(state) -> object:
    """The board check of `state` as if its first die on the board lay one field further on."""
    placed = []
    for number, slot in enumerate(state.slots, start=1):
        for field, die in enumerate(slot.dice, start=1):
            moved = field + 1 if not placed else field
            reading = DieReading(die.value, state.rules.colours[die.owner], (0.0, 0.0), ((0.0, 0.0),) * 4, 1.0)
            placed.append(PlacedDie(str(number), moved, reading))
    look = board_watch.BoardLook(TableReading(()), tuple(placed), differences(state, placed))
    return board_watch.flag(None, look, can_undo=True).view()


def main() -> int:
    args = played_game(__doc__, players=3)
    renderer = Renderer((800, 480), headless=True)
    start = time.perf_counter()
    moves = play(args.players, args.seed)
    shown = screens(moves)
    for name, view in shown.items():
        renderer.draw(view)
        renderer.save_png(args.folder / f"bloeder-sack_{name}_{args.language}.png")
        shortened = [drawn.message for drawn in renderer.drawn if drawn.is_shortened]
        if shortened:
            print(f"{name}: shortened {shortened}")
    print(f"{len(moves)} moves; wrote {len(shown)} screens to {args.folder} in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
