"""Play a seeded game of each game with table screens through its engine and render the game
screens (every player's sheet, the overview, the odds, the final table) at a few points to PNG, for
comparing with the paper sheets by eye.

.venv/bin/python tools/render_game_views.py out/game_views [--seed 7] [--players 2] [--language de]

Decisions are mostly greedy (the option that adds most to the decider's score now, ties to the engine's
first option, which in Geht noch was? fulfils, stays in and pushes up), so the sheets fill up as in a game.
Geht noch was? plays with the tests' synthetic card catalogue (`tests/test_gnw_fixtures.py`) and Man muss
auch gönnen können with the tests' made-up deck (`tests/test_goennen_random_games.py`): the printed cards are
not public. PUSH needs no card data.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent / "tests"))

from test_gnw_fixtures import synthetic_catalogue
from test_goennen_random_games import made_up_deck

import games
from companion import views
from display.renderer import Renderer
from games.engine import Action, AwaitDecision, AwaitReveal, AwaitRoll, Engine, Finished, GameState
from tools.screen_args import played_game

EXPLORE = 0.3  # share of random decisions, so a game does not always take the same first option
OPTIONS = {
    "doppelt-so-clever": {},
    "geht-noch-was": {"cards": synthetic_catalogue()},
    "push": {},
    "goennen-koennen": {"cards": made_up_deck()},
}


def play(engine: Engine, players: int, seed: int) -> list[GameState]:
    """Every state of one game, from the first to the finished one."""
    rng = random.Random(seed)
    states = [engine.new_game(players, seed=seed, options=OPTIONS[engine.id])]
    while not isinstance(states[-1].waiting_for(), Finished):
        state = states[-1]
        waiting = state.waiting_for()
        if isinstance(waiting, AwaitRoll | AwaitReveal):
            action = engine.sample_chance(state, rng)
        else:
            action = greedy(engine, state, waiting, rng)
        states.append(engine.apply(state, action))
    return states


def greedy(engine: Engine, state: GameState, waiting: AwaitDecision, rng: random.Random) -> Action:
    """Mostly the option adding most to the decider's score now (ties: the engine's first), now and then any."""
    options = engine.legal_actions(state)
    if rng.random() < EXPLORE:
        return rng.choice(options)
    return max(options, key=lambda action: engine.scores(engine.apply(state, action))[waiting.player].total)


def moments(engine: Engine, states: list[GameState]) -> dict[str, GameState]:
    """The states worth looking at: a third and two thirds into the game, the first decision on a roll in
    the second half, the end, and the first state showing the game's own decision screen."""
    half = len(states) // 2
    after_roll = next(
        s
        for before, s in zip(states[half:], states[half + 1 :], strict=False)
        if isinstance(before.waiting_for(), AwaitRoll)
    )
    chosen = {
        "a_third": states[len(states) // 3],
        "two_thirds": states[2 * len(states) // 3],
        "after_roll": after_roll,
        "end": states[-1],
    }
    decision = next((s for s in states if views.decision_view(engine, s, 0) is not None), None)
    if decision is not None:
        chosen["decision"] = decision
    return chosen


def screens(engine: Engine, state: GameState) -> dict[str, object]:
    """Every game screen of `state` by a file-friendly name."""
    shown: dict[str, object] = {f"sheet{p + 1}": sheet for p, sheet in enumerate(views.sheet_views(engine, state))}
    optional = {
        "overview": views.overview_view(engine, state),
        "decision": views.decision_view(engine, state, 0),
        "final": views.final_view(engine, state) if isinstance(state.waiting_for(), Finished) else None,
    }
    shown.update((name, view) for name, view in optional.items() if view is not None)
    return shown


def main() -> int:
    args = played_game(__doc__, players=2)
    renderer = Renderer((800, 480), headless=True)
    written = 0
    start = time.perf_counter()
    for game_id in OPTIONS:
        engine = games.load(game_id)
        states = play(engine, args.players, args.seed)
        for moment, state in moments(engine, states).items():
            for name, view in screens(engine, state).items():
                renderer.draw(view)
                renderer.save_png(args.folder / f"{game_id}_{moment}_{name}_{args.language}.png")
                written += 1
        print(f"{game_id}: {len(states)} states, final scores {[s.total for s in engine.scores(states[-1])]}")
    print(f"wrote {written} screens to {args.folder} in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
