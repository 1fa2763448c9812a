"""Fixture renderer: photo-realistic, exactly labelled dice images made with Blender (a dev tool, not run in CI).

  python tools/render/render_fixtures.py sets [--set NAME ...] [--count 50] [--first 0] [--size 640x480] --out DIR
  python tools/render/render_fixtures.py bench [--count 6] --out fixtures/bench
  python tools/render/render_fixtures.py board [--count 16] --out fixtures/boards/rendered/bloeder-board
  python tools/render/render_fixtures.py zones [--count 10] --out fixtures/boards/rendered/goennen-zones
  python tools/render/render_fixtures.py sets --labels-only --out fixtures/rendered   (also bench, board, zones)
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
from dataclasses import dataclass
from pathlib import Path

import blender
import labelled
import relabel
from boards import BOARD_SIZES, bloeder_sack_board, board_spec, goennen_zones, scripted_die
from dice_sets import COCKED_SHARE, SETS, RolledDie, random_roll
from session import render_session

SET_SEEDS = {name: 10000 * (index + 1) for index, name in enumerate(SETS)}
BENCH_SEED = 90000
BENCH_SIZE = (1280, 960)
BOARD_SEED = 60000
BOARD_PLACED = (0, 45, 9, 20, 3, 30, 14, 40, 6, 24, 17, 36, 11, 27, 33, 1)  # dice on the cards, image by image
ZONES_SEED = 70000
HAND_SHARE = 0.08  # share of fixture images with a hand reaching in
BATCH = 8  # images per Blender run (progress is saved after each)


@dataclass(frozen=True)
class RenderJob:
    """One image to render: `board` (a game id) makes it a board scene; `size` is (width, height) in pixels."""

    name: str
    set_name: str
    dice: list[RolledDie]
    seed: int
    hand: bool = False
    board: str | None = None
    size: tuple[int, int] = (640, 480)


def render_named(jobs: list[RenderJob], out_dir: Path, labels_only: bool = False) -> None:
    """Render jobs to `out_dir/<name>.jpg` + `.json`, in batches, skipping those already done.

    `labels_only`: rebuild the scenes of the images already in `out_dir` without rendering and relabel them
    (`relabel.py`); the images stay as they are."""
    out_dir.mkdir(parents=True, exist_ok=True)
    if labels_only:
        todo = [job for job in jobs if (out_dir / f"{job.name}.jpg").exists()]
    else:
        todo = [job for job in jobs if not (out_dir / f"{job.name}.json").exists()]
    with tempfile.TemporaryDirectory(prefix="dicetable-render-") as work:
        boards = {game: board_spec(game, Path(work) / "art") for game in {job.board for job in todo} if game}
        for start in range(0, len(todo), BATCH):
            batch = todo[start : start + BATCH]
            specs = [
                blender.scene_spec(
                    Path(work) / f"{job.name}.png",
                    job.set_name,
                    job.dice,
                    job.seed,
                    job.size,
                    hand=job.hand,
                    board=boards.get(job.board) if job.board else None,
                    labels_only=labels_only,
                )
                for job in batch
            ]
            began = time.monotonic()
            raws = blender.render(specs, Path(work) / "scenes.json")
            for job, spec, raw in zip(batch, specs, raws, strict=True):
                jpeg = out_dir / f"{job.name}.jpg"
                if labels_only:
                    report_relabel(relabel.relabel(jpeg, raw, job.set_name, SETS[job.set_name].is_push, job.seed))
                else:
                    labelled.save(Path(spec["out"]), raw, jpeg, job.set_name, photo_seed=job.seed)
            per_image = (time.monotonic() - began) / len(batch)
            done = start + len(batch)
            verb = "relabelled" if labels_only else "rendered"
            print(f"{out_dir}: {done}/{len(todo)} {verb}, {per_image:.2f} s per image (incl. Blender start)")


def report_relabel(result: relabel.Relabelled) -> None:
    """One line per image left unchanged (and why) and per die whose label changed."""
    for problem in result.mismatches:
        print(f"UNCHANGED {result.image}: {problem}")
    for centre, was, now in result.changes:
        print(f"CHANGED {result.image} die at {list(centre)}: {was} -> {now}")


def fixture_jobs(
    set_name: str,
    count: int,
    first: int = 0,
    size: tuple[int, int] = (640, 480),
    cocked_share: float = COCKED_SHARE,
) -> list[RenderJob]:
    """Images `first` … `first + count - 1` of a set: a scene and photo drawn from seed SET_SEEDS[set] + k."""
    jobs = []
    for k in range(first, first + count):
        seed = SET_SEEDS[set_name] + k
        rng = random.Random(seed)
        dice = random_roll(SETS[set_name], rng, cocked_share)
        jobs.append(RenderJob(f"{seed}", set_name, dice, seed, rng.random() < HAND_SHARE, size=size))
    return jobs


def frame_size(text: str) -> tuple[int, int]:
    """ "1280x960" -> (1280, 960)."""
    width, _, height = text.partition("x")
    return int(width), int(height)


def bench_jobs(count: int) -> list[RenderJob]:
    """Geht noch was?: all 7 dice flat (4 blue, 3 red), the speed benchmark's frame."""
    jobs = []
    for k in range(count):
        rng = random.Random(BENCH_SEED + k)
        dice = [RolledDie(colour, rng.randint(1, 6)) for colour in ("blue",) * 4 + ("red",) * 3]
        jobs.append(RenderJob(f"bench-{k:02d}", "geht-noch-was", dice, BENCH_SEED + k, size=BENCH_SIZE))
    return jobs


def board_jobs(count: int) -> list[RenderJob]:
    """Blöder Sack boards: image k has BOARD_PLACED[k] dice on the cards (then random), 0–2 loose ones."""
    jobs = []
    for k in range(count):
        seed = BOARD_SEED + k
        rng = random.Random(seed)
        placed = BOARD_PLACED[k] if k < len(BOARD_PLACED) else rng.randint(0, 45)
        dice = bloeder_sack_board(placed, rng)
        jobs.append(
            RenderJob(f"{seed}", "bloeder-sack", dice, seed, board="bloeder-sack", size=BOARD_SIZES["bloeder-sack"])
        )
    return jobs


def zone_jobs(count: int) -> list[RenderJob]:
    """Gönnen können: the 5 dice, image k with k mod 5 of them on the Baustelle."""
    jobs = []
    for k in range(count):
        seed = ZONES_SEED + k
        dice = goennen_zones(k % 5, random.Random(seed))
        jobs.append(
            RenderJob(
                f"{seed}", "goennen-koennen", dice, seed, board="goennen-koennen", size=BOARD_SIZES["goennen-koennen"]
            )
        )
    return jobs


def scene_jobs(scenes: list[dict]) -> list[RenderJob]:
    """Explicit scenes: [{"name", "set", "seed", "dice": [die, ...], "hand"?, "board"?, "size"?}, ...]."""
    return [
        RenderJob(
            scene["name"],
            scene["set"],
            [scripted_die(d) for d in scene["dice"]],
            scene["seed"],
            scene.get("hand", False),
            scene.get("board"),
            tuple(scene.get("size", BOARD_SIZES.get(scene.get("board"), (640, 480)))),
        )
        for scene in scenes
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    sets = commands.add_parser("sets", help="labelled images for every dice set")
    sets.add_argument("--set", action="append", choices=sorted(SETS), help="only these sets (repeatable)")
    sets.add_argument("--count", type=int, default=50, help="images per set")
    sets.add_argument("--first", type=int, default=0, help="image number to start at (new scenes: 50 and up)")
    sets.add_argument("--size", type=frame_size, default=(640, 480), help="frame WIDTHxHEIGHT (dice scale with it)")
    sets.add_argument(
        "--cocked-share",
        type=float,
        default=COCKED_SHARE,
        help="share of frames with a cocked die (raise it to render training scenes for cocked dice)",
    )
    bench = commands.add_parser("bench", help="1280x960 frames with 7 dice for the speed benchmark")
    bench.add_argument("--count", type=int, default=6)
    board = commands.add_parser("board", help="1280x960 Blöder Sack boards with 0-45 dice on the cards")
    board.add_argument("--count", type=int, default=16)
    zones = commands.add_parser("zones", help="1280x960 Gönnen können frames: dice on the Baustelle and beside it")
    zones.add_argument("--count", type=int, default=10)
    scenes = commands.add_parser("scenes", help="render explicit scenes from a JSON file")
    scenes.add_argument("file", type=Path)
    session = commands.add_parser("session", help="render a session (list of rolls) as a replay folder")
    session.add_argument("file", type=Path)
    for sub in (sets, bench, board, zones, scenes, session):
        sub.add_argument("--out", type=Path, required=True)
    for sub in (sets, bench, board, zones):
        sub.add_argument(
            "--labels-only",
            action="store_true",
            help="relabel the images already in --out from their rebuilt scenes, without rendering",
        )
    args = parser.parse_args(argv)
    if args.command == "sets":
        for set_name in args.set or list(SETS):
            jobs = fixture_jobs(set_name, args.count, args.first, args.size, args.cocked_share)
            render_named(jobs, args.out / set_name, args.labels_only)
    elif args.command == "bench":
        render_named(bench_jobs(args.count), args.out, args.labels_only)
    elif args.command == "board":
        render_named(board_jobs(args.count), args.out, args.labels_only)
    elif args.command == "zones":
        render_named(zone_jobs(args.count), args.out, args.labels_only)
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
