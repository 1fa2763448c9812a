"""Write the script of a recorded session: a seeded game played through the engine alone, ready for the
fixture renderer (`tools/render/render_fixtures.py session SCRIPT --out fixtures/recorded/NAME`).

Rolls and reveals are drawn at random from the seed; decisions are the game's advisor's where it has one,
else random legal choices. The script holds what session.json needs (fixtures/README.md) plus the dice of every
roll for the renderer to draw:

    .venv/bin/python tools/session_script.py doppelt-so-clever --seed 3 --players 1 > dsc-solo.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games
from companion import gnw_cards
from games.engine import Action, GameState, Rolled
from games.playout import play_out


def shipped_options(game_id: str) -> dict[str, Any]:
    """The options a table sets up the game with, from the shipped files alone (never the players' own cards),
    so a script made anywhere is the same: Geht noch was? gets its partial card catalogue and rule data."""
    if game_id != "geht-noch-was":
        return {}
    with TemporaryDirectory() as no_own_files:
        return gnw_cards.game_options(folder=Path(no_own_files))


def session_script(game_id: str, seed: int, players: int, use_advisor: bool = True) -> dict[str, Any]:
    engine = games.load(game_id)
    advisor = games.load_advisor(game_id) if use_advisor else None
    options = shipped_options(game_id)
    rolls, decisions = [], []

    def record(state: GameState, action: Action) -> None:
        if isinstance(action, Rolled):
            rolls.append({"dice": [{"colour": die.colour, "value": die.value} for die in action.dice]})
        else:
            decisions.append(engine.action_to_json(action))

    policy = advisor.choose if advisor is not None else None
    state = play_out(engine, players, seed, options, policy=policy, on_action=record)
    return {
        "set": game_id,
        "game": game_id,
        "players": players,
        "seed": seed,
        "options": options,
        "rolls": rolls,
        "decisions": decisions,
        "final_scores": [score.total for score in engine.scores(state)],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=list(games.ENGINE_MODULES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--random", action="store_true", help="random decisions even where an advisor exists")
    args = parser.parse_args(argv)
    print(json.dumps(session_script(args.game, args.seed, args.players, not args.random), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
