"""`dicetable bench GAME`: play seeded games through a rules engine alone and print one JSON line of figures.

Rolls come from `engine.sample_chance`; decisions are random legal actions, or with `--advisor` the game
module's `ADVISOR.choose(state, rng)`. Every final state must survive a JSON round trip. Figures:
mean and (population) standard deviation of the players' final totals, time per game and time per
decision (choosing only: listing the actions and picking one), both in milliseconds of this process's CPU
time, so that other work on a busy machine does not inflate them (one core; the engines are single-threaded).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass

import games
from games.engine import Action, Engine, GameState
from games.playout import Policy, play_out, random_policy

NAME = "bench"
HELP = "play seeded games through a rules engine alone and print mean score and timings as one JSON line"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", choices=sorted(games.ENGINE_MODULES), help="game id")
    parser.add_argument("--games", type=int, default=100, help="how many games to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument("--players", type=int, help="players per game (default: 1 with a solo mode, else 2)")
    parser.add_argument("--advisor", action="store_true", help="decide with the game's advisor, not at random")


@dataclass
class Tally:
    """What the bench measured over all games so far."""

    totals: list[int]
    decisions: int = 0
    deciding_s: float = 0.0
    playing_s: float = 0.0


def default_players(engine: Engine) -> int:
    return 1 if engine.has_solo else 2


def play_game(engine: Engine, players: int, seed: int, policy: Policy, tally: Tally) -> None:
    """Play one seeded game to the end, adding its totals and timings to `tally`; raises RuntimeError if the
    final state does not come back unchanged from JSON."""

    def timed(state: GameState, rng: random.Random) -> Action:
        before = time.process_time()
        action = policy(state, rng)
        tally.deciding_s += time.process_time() - before
        tally.decisions += 1
        return action

    started = time.process_time()
    state = play_out(engine, players, seed, policy=timed)
    tally.playing_s += time.process_time() - started
    if engine.state_from_json(state.to_json()) != state:
        raise RuntimeError(f"{engine.id} game with seed {seed}: the final state changed in its JSON round trip")
    tally.totals.extend(score.total for score in engine.scores(state))


def run(args: argparse.Namespace) -> int:
    engine = games.load(args.game)
    players = args.players or default_players(engine)
    policy = random_policy(engine)
    if args.advisor:
        advisor = games.load_advisor(args.game)
        if advisor is None:
            print(
                f"dicetable bench: {args.game} has no advisor (ADVISOR in its module); run without --advisor",
                file=sys.stderr,
            )
            return 2
        policy = advisor.choose
    if args.games < 1:
        print(f"dicetable bench: --games must be at least 1, not {args.games}", file=sys.stderr)
        return 2
    tally = Tally(totals=[])
    for offset in range(args.games):
        play_game(engine, players, args.seed + offset, policy, tally)
    figures = {
        "game": args.game,
        "games": args.games,
        "players": players,
        "mean_score": round(statistics.fmean(tally.totals), 2),
        "stdev": round(statistics.pstdev(tally.totals), 2),
        "ms_per_game": round(1000 * tally.playing_s / args.games, 3),
        "ms_per_decision": round(1000 * tally.deciding_s / max(tally.decisions, 1), 4),
    }
    print(json.dumps(figures))
    return 0
