"""Benchmark of the companion: from a settled frame to the updated screen (median, p95), and resident memory.

Each round starts a table that waits for a roll and times the whole path a settled frame takes at the table:
the reader on the frame, the table (check against the awaited dice, journal the reading with its JPEG frame
and the roll, fsynced), the engine (legal actions and the points of each) and the screen drawn headless.
The reader's reading goes in as read; a second pass feeds a reading that fits the awaited dice, so the path
to the options screen is timed even when the reader misses on these frames.

    .venv/bin/python tools/bench_companion.py                     # doppelt-so-clever, 1280×960 frames
    .venv/bin/python tools/bench_companion.py --game doppelt-so-clever IMAGE...

Frames: the images given, else the rendered fixtures of the game (fixtures/rendered/<game>/), else real
photos scaled to 1280×960. They are held PNG-encoded (lossless) and each decoded just before its round, outside the
timing, so that the resident memory is the companion's with one frame, as at the table: 30 decoded 1280×960 frames
held at once added about 105 MiB of the bench's own. Pinned to one core with OpenCV on one thread.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import games
from companion.journal import GameHeader, Journal
from companion.table import Table
from display.renderer import Renderer
from games.engine import AwaitReveal, AwaitRoll, Finished
from vision.image_files import read_image
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading, TableReading

ROOT = Path(__file__).resolve().parents[1]
REAL_PHOTOS = ROOT / ".." / "shared" / "datasets" / "real-dice-photos"
FRAME_SIZE = (1280, 960)  # width, height


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("images", nargs="*", type=Path, help="settled frames (default: see above)")
    parser.add_argument("--game", default="doppelt-so-clever", help="game id (default doppelt-so-clever)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--frames", type=int, default=30, help="frames to time (default 30)")
    args = parser.parse_args(argv)

    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    cv2.setNumThreads(1)
    engine = games.load(args.game)
    profile = load_profile(args.game)
    frames = held_frames(args.images) or held_frames(default_paths(args.game, args.frames), FRAME_SIZE)
    renderer = Renderer((800, 480), headless=True)
    rng = random.Random(1)
    with tempfile.TemporaryDirectory(prefix="bench-companion-") as journals:
        header = GameHeader(args.game, args.players, 1, {})
        awaiting_roll = state_awaiting_roll(engine, header.new_state(engine), rng)

        def settled_to_screen(frame: bytes, fits: bool) -> tuple[float, float, float, str]:
            pixels = cv2.imdecode(np.frombuffer(frame, np.uint8), cv2.IMREAD_COLOR)
            table = Table(engine, Journal.create(Path(journals), header), (awaiting_roll,), 0.9)
            start, start_cpu = time.perf_counter(), time.thread_time()
            reading = read_frame(pixels, profile)
            read_s, read_cpu_s = time.perf_counter(), time.thread_time()
            if fits:
                reading = fitting_reading(engine, awaiting_roll, rng)
            table.on_settled(pixels, reading)
            renderer.draw(table.view())
            done = time.perf_counter()
            return (done - start) * 1000, (read_s - start) * 1000, (read_cpu_s - start_cpu) * 1000, table.phase.value

        settled_to_screen(frames[0], fits=False)  # warm-up: imports, fonts, first allocations
        as_read = [settled_to_screen(frame, fits=False) for frame in frames]
        fitting = [settled_to_screen(frame, fits=True) for frame in frames]
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    height, width = cv2.imdecode(np.frombuffer(frames[0], np.uint8), cv2.IMREAD_COLOR).shape[:2]
    print(f"game: {args.game}, players: {args.players}, frames: {len(frames)} ({width}×{height}), one core")
    report("reading as read", as_read)
    report("reading that fits (reader still runs)", fitting)
    print(f"resident memory (max RSS, one frame decoded at a time): {peak_mib:.0f} MiB (target ≤ 300)")
    return 0


def report(name: str, runs: list[tuple[float, float, float, str]]) -> None:
    """Wall times, and the reader's CPU time (this thread): on a shared machine the wall time counts the other
    processes' turns too, the CPU time only the reader's own work."""
    timings = [ms for ms, _, _, _ in runs]
    reader = np.median([read_ms for _, read_ms, _, _ in runs])
    reader_cpu = np.median([cpu_ms for _, _, cpu_ms, _ in runs])
    phases = sorted({phase for *_, phase in runs})
    counts = ", ".join(f"{phase} {sum(p == phase for *_, p in runs)}" for phase in phases)
    median, p95 = np.median(timings), np.percentile(timings, 95)
    print(
        f"{name}: settled frame → screen median {median:.1f} ms (reader {reader:.1f}, its CPU {reader_cpu:.1f}), "
        f"p95 {p95:.1f} ms (target median ≤ 100); ends in {counts}"
    )


def state_awaiting_roll(engine, state, rng: random.Random):
    """The first state of a random game that waits for a roll (some games begin with cards or choices)."""
    while not isinstance(state.waiting_for(), AwaitRoll):
        if isinstance(state.waiting_for(), Finished):
            raise SystemExit("bench_companion: a random game ended without waiting for a roll")
        if isinstance(state.waiting_for(), AwaitReveal):
            state = engine.apply(state, engine.sample_chance(state, rng))
        else:
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


def fitting_reading(engine, state, rng: random.Random) -> TableReading:
    """A random roll of the awaited dice, read with high confidence and placed in a row."""
    roll = engine.sample_chance(state, rng)
    dice = []
    for index, die in enumerate(roll.dice):
        x = 60.0 + 90 * index
        box = ((x - 30, 60.0), (x + 30, 60.0), (x + 30, 120.0), (x - 30, 120.0))
        dice.append(DieReading(die.value, die.colour, (x, 90.0), box, 0.99))
    return TableReading(dice=tuple(dice))


def default_paths(game: str, count: int) -> list[Path]:
    rendered = sorted((ROOT / "fixtures" / "rendered" / game).glob("*.[jp][pn]g"))
    return (rendered or sorted(REAL_PHOTOS.glob("*.jpg")))[:count]


def held_frames(paths: list[Path], size: tuple[int, int] | None = None) -> list[bytes]:
    """Each image PNG-encoded (lossless), scaled to `size` (width, height) first when given and not that size;
    decoded one at a time, so that no more than one is ever held decoded."""
    held = []
    for path in paths:
        frame = read_image(path)
        if size is not None and frame.shape[1::-1] != size:
            frame = cv2.resize(frame, size)
        held.append(cv2.imencode(".png", frame)[1].tobytes())
    return held


if __name__ == "__main__":
    sys.exit(main())
