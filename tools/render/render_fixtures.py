"""Fixture renderer: photo-realistic, exactly labelled dice images made with Blender (a dev tool, not run in CI).

  python tools/render/render_fixtures.py sets [--set NAME ...] [--count 50] --out fixtures/rendered
  python tools/render/render_fixtures.py bench [--count 6] --out fixtures/bench
  python tools/render/render_fixtures.py scenes SCENES.json --out DIR
  python tools/render/render_fixtures.py session SESSION.json --out REPLAY_DIR

Run it with the project venv (numpy, OpenCV); it installs Debian's `blender` package when missing. Image k
of a set is rendered from seed SET_SEEDS[set] + k, so the committed set can be remade byte for byte on the same
Blender version. Existing images are skipped, so an interrupted run resumes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

import blender
import labelled
from dice_sets import SETS, RolledDie, random_roll
from session import render_session

SET_SEEDS = {name: 10000 * (index + 1) for index, name in enumerate(SETS)}
BENCH_SEED = 90000
BENCH_SIZE = (1280, 960)
HAND_SHARE = 0.08  # share of fixture images with a hand reaching in
BATCH = 8  # images per Blender run (progress is saved after each)


def render_named(jobs: list[tuple[str, str, list[RolledDie], int, bool]], out_dir: Path, size=(640, 480)) -> None:
    """Render (name, set, dice, seed, hand) jobs to `out_dir/<name>.jpg` + `.json`, in batches, skipping done ones."""
    out_dir.mkdir(parents=True, exist_ok=True)
    todo = [job for job in jobs if not (out_dir / f"{job[0]}.json").exists()]
    with tempfile.TemporaryDirectory(prefix="dicetable-render-") as work:
        for start in range(0, len(todo), BATCH):
            batch = todo[start : start + BATCH]
            specs = [
                blender.scene_spec(Path(work) / f"{name}.png", set_name, dice, seed, size, hand=hand)
                for name, set_name, dice, seed, hand in batch
            ]
            began = time.monotonic()
            raws = blender.render(specs, Path(work) / "scenes.json")
            for (name, set_name, _, seed, _), spec, raw in zip(batch, specs, raws, strict=True):
                labelled.save(Path(spec["out"]), raw, out_dir / f"{name}.jpg", set_name, photo_seed=seed)
            per_image = (time.monotonic() - began) / len(batch)
            done = start + len(batch)
            print(f"{out_dir}: {done}/{len(todo)} rendered, {per_image:.2f} s per image (incl. Blender start)")


def fixture_jobs(set_name: str, count: int) -> list[tuple[str, str, list[RolledDie], int, bool]]:
    jobs = []
    for k in range(count):
        seed = SET_SEEDS[set_name] + k
        rng = random.Random(seed)
        jobs.append((f"{seed}", set_name, random_roll(SETS[set_name], rng), seed, rng.random() < HAND_SHARE))
    return jobs


def bench_jobs(count: int) -> list[tuple[str, str, list[RolledDie], int, bool]]:
    """Geht noch was?: all 7 dice flat (4 blue, 3 red), the speed benchmark's frame."""
    jobs = []
    for k in range(count):
        rng = random.Random(BENCH_SEED + k)
        dice = [RolledDie(colour, rng.randint(1, 6)) for colour in ("blue",) * 4 + ("red",) * 3]
        jobs.append((f"bench-{k:02d}", "geht-noch-was", dice, BENCH_SEED + k, False))
    return jobs


def scene_jobs(scenes: list[dict]) -> list[tuple[str, str, list[RolledDie], int, bool]]:
    """Explicit scenes: [{"name", "set", "seed", "dice": [{"colour", "value", "cocked"?}], "hand"?}, ...]."""
    return [
        (
            scene["name"],
            scene["set"],
            [RolledDie(d["colour"], d["value"], d.get("cocked", False)) for d in scene["dice"]],
            scene["seed"],
            scene.get("hand", False),
        )
        for scene in scenes
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    sets = commands.add_parser("sets", help="labelled images for every dice set")
    sets.add_argument("--set", action="append", choices=sorted(SETS), help="only these sets (repeatable)")
    sets.add_argument("--count", type=int, default=50, help="images per set")
    bench = commands.add_parser("bench", help="1280x960 frames with 7 dice for the speed benchmark")
    bench.add_argument("--count", type=int, default=6)
    scenes = commands.add_parser("scenes", help="render explicit scenes from a JSON file")
    scenes.add_argument("file", type=Path)
    session = commands.add_parser("session", help="render a session (list of rolls) as a replay folder")
    session.add_argument("file", type=Path)
    for sub in (sets, bench, scenes, session):
        sub.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.command == "sets":
        for set_name in args.set or list(SETS):
            render_named(fixture_jobs(set_name, args.count), args.out / set_name)
    elif args.command == "bench":
        render_named(bench_jobs(args.count), args.out, size=BENCH_SIZE)
    elif args.command == "scenes":
        render_named(scene_jobs(json.loads(args.file.read_text())), args.out)
    else:
        with tempfile.TemporaryDirectory(prefix="dicetable-session-") as work:
            began = time.monotonic()
            spec = json.loads(args.file.read_text())
            render_session(spec, args.out, Path(work))
            seconds = time.monotonic() - began
            rolls = len(spec["rolls"])
            print(f"{args.out}: {rolls} rolls in {seconds:.1f} s ({seconds / rolls:.1f} s per roll)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
