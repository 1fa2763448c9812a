"""Benchmark: how long `legal_actions` takes on the states of seeded random games, for every engine.

Prints, per game, the median, p95 and maximum over all decision and reveal states in milliseconds of this
process's CPU time (target for Doppelt so clever: median ≤ 1 ms). Each state is measured as play reaches it,
before the game's own choice asks it for its actions, so a cache of earlier answers does not flatter the figure.

    .venv/bin/python tools/bench_legal_actions.py --games 50
"""

from __future__ import annotations

import argparse
import statistics
import time

import games
from games.engine import AwaitDecision, AwaitReveal, GameState
from games.playout import play_out


def legal_action_times_ms(game_id: str, players: int, seeds: range) -> list[float]:
    """CPU ms of one `legal_actions` call on every decision or reveal state of the seeded games."""
    engine = games.load(game_id)
    times: list[float] = []

    def measure(state: GameState) -> None:
        if isinstance(state.waiting_for(), AwaitDecision | AwaitReveal):
            started = time.process_time()
            engine.legal_actions(state)
            times.append(1000 * (time.process_time() - started))

    for seed in seeds:
        play_out(engine, players, seed, on_state=measure)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="seeded games per engine (default 30)")
    args = parser.parse_args()
    for game_id in games.ENGINE_MODULES:
        engine = games.load(game_id)
        players = 1 if engine.has_solo else 2
        times = sorted(legal_action_times_ms(game_id, players, range(args.games)))
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"{game_id} ({players} player{'s' if players > 1 else ''}): {len(times)} states, legal_actions "
            f"median {statistics.median(times):.3f} ms, p95 {p95:.3f} ms, max {times[-1]:.3f} ms"
        )


if __name__ == "__main__":
    main()
