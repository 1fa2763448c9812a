"""Benchmark of the die reader on one core: ms per 1280×960 frame with 7 dice (median, p95) and peak memory.

Frames: images given on the command line, or by default mosaics of four real photos (640×480 each, so one
1280×960 frame) chosen in name order so that their labels add up to exactly 7 dice, clutter and all; for these
it also prints how well they were read.

    .venv/bin/python tools/bench_vision.py                 # default mosaics, pinned to one core
    .venv/bin/python tools/bench_vision.py IMAGE... --repeat 5
    .venv/bin/python tools/bench_vision.py fixtures/bench/*.jpg --set geht-noch-was   # as at the table
    .venv/bin/python tools/bench_vision.py fixtures/bench/*.jpg --set geht-noch-was --profile 30  # where time goes
    .venv/bin/python tools/bench_vision.py fixtures/bench/*.jpg --set geht-noch-was --stages      # ... per stage

The process pins itself to one CPU and OpenCV to one thread; run nothing heavy beside it.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import os
import pstats
import resource
import sys
import time
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vision.evaluate import Tally, score_image
from vision.image_files import read_image
from vision.labels import LabelledImage, labelled_images, load_labels
from vision.profiles import load_profile
from vision.reader import read_frame

REAL_PHOTOS = Path(__file__).resolve().parents[1] / ".." / "shared" / "datasets" / "real-dice-photos"
FRAME_SIZE = (960, 1280)  # height, width
DICE_PER_FRAME = 7


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("images", nargs="*", type=Path, help="frames to read (default: mosaics of real photos)")
    parser.add_argument("--photos", type=Path, default=REAL_PHOTOS, help="real photo folder for the default mosaics")
    parser.add_argument("--frames", type=int, default=40, help="number of default mosaics (default 40)")
    parser.add_argument("--repeat", type=int, default=3, help="times each frame is read (default 3)")
    parser.add_argument("--split", choices=("train", "test", "all"), default="all", help="photos for the mosaics")
    parser.add_argument("--set", dest="set_name", help="read with this dice-set profile, as the table does")
    parser.add_argument(
        "--profile", type=int, metavar="N", help="also print the N functions taking most time (cProfile, cumulative)"
    )
    parser.add_argument("--stages", action="store_true", help="also print each frame's CPU ms per reader stage")
    args = parser.parse_args(argv)
    profile = load_profile(args.set_name) if args.set_name else None

    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    cv2.setNumThreads(1)
    labelled = [(read_image(path), None) for path in args.images] or mosaics(args.photos, args.frames, args.split)
    frames = [frame for frame, _ in labelled]
    for frame in frames:  # warm-up: imports, the message catalogue and first allocations are not the reader's speed
        read_frame(frame, profile)
    rss_before_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    timings_ms, cpu_ms, dice_read, tally = [], [], [], Tally()
    for frame, labels in labelled:
        for _ in range(args.repeat):
            start, start_cpu = time.perf_counter(), time.thread_time()
            reading = read_frame(frame, profile)
            timings_ms.append((time.perf_counter() - start) * 1000)
            cpu_ms.append((time.thread_time() - start_cpu) * 1000)
        dice_read.append(len(reading.dice))
        if labels is not None:
            tally.add(score_image(reading, labels), timings_ms[-1])
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    shape = "×".join(str(n) for n in frames[0].shape[1::-1])
    print(f"frames: {len(frames)} ({shape}), reads: {len(timings_ms)}, one core, cv2 threads: {cv2.getNumThreads()}")
    print(f"dice read per frame: mean {np.mean(dice_read):.1f} (labelled {DICE_PER_FRAME} in default mosaics)")
    print(f"ms per frame (wall): median {np.median(timings_ms):.1f}, p95 {np.percentile(timings_ms, 95):.1f}")
    print(f"ms per frame (CPU of this thread): median {np.median(cpu_ms):.1f}, p95 {np.percentile(cpu_ms, 95):.1f}")
    print(
        f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs (wall time suffers from load)"
    )
    if tally.images:
        print(f"readings of the mosaics ({args.split} photos): " + "; ".join(tally.lines()[1:8]))
    grown_mib = (peak_kb - rss_before_kb) / 1024
    print(f"peak memory (max RSS): {peak_kb / 1024:.0f} MiB; grown while reading: {grown_mib:.1f} MiB")
    if args.profile:
        print_profile(frames, profile, args.profile)
    if args.stages:
        print_stages(frames, [path.name for path in args.images] or None, profile, args.repeat)
    return 0


def print_profile(frames: list[np.ndarray], profile: object, top: int) -> None:
    """The `top` functions by cumulative time over one read of every frame, after the timed reads (cProfile adds
    its own cost to every Python call, so shares of Python-heavy stages come out high)."""
    profiler = cProfile.Profile()
    profiler.enable()
    for frame in frames:
        read_frame(frame, profile)
    profiler.disable()
    pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(top)


# The reader's stages, as `vision.reader` (or the stage module named) calls them: (name in that module, column
# heading[, module]). Stages nested in one another (the pips inside views_of) are not listed, so the columns add up to
# about the whole frame.
FOUND_BY_DICE_READ = "vision.found_by_dice_read"
BODIES_READ = "vision.bodies_read"
STAGES = (
    ("working_image", "working"),
    ("views_of", "pips+faces"),
    ("split_unread", "split"),
    ("find_squares", "outlines", BODIES_READ),
    ("find_bodies", "bodies", BODIES_READ),
    ("read_face_in_its_light", "pip places", BODIES_READ),  # outlines and bodies read by their pip places
    ("read_face", "fit reads", FOUND_BY_DICE_READ),  # faces fitted to their edges, read by their pip places
    ("body_view", "body view"),
    ("fit_face", "edge fits", FOUND_BY_DICE_READ),
    ("_colours", "colours"),
    ("larger_faces", "lost pips"),  # faces read from a few pips read again as a larger face (`vision.lost_pips`)
    ("faintly_outlined_dice", "faint"),  # dice outlined only faintly beside the dice read (`vision.faint_outlines`)
)


def _stage_module(stage: tuple[str, ...]) -> ModuleType:
    """The module whose name a stage of `STAGES` wraps: `vision.reader` unless the stage names another."""
    return importlib.import_module(stage[2] if len(stage) > 2 else "vision.reader")


def print_stages(frames: list[np.ndarray], names: list[str] | None, profile: object, repeat: int) -> None:
    """Per frame, the CPU ms (this thread) spent in each reader stage of `STAGES` and in all, from the read whose
    total is the median of `repeat` reads; and the mean over the frames. Each stage is timed by wrapping the
    function `vision.reader` (or the stage module named) calls, for these reads only (about a microsecond added per
    call)."""
    spent: dict[str, float] = {}
    stages = [(_stage_module(stage), stage[0], stage[1]) for stage in STAGES]
    stages = [(module, name, heading) for module, name, heading in stages if hasattr(module, name)]
    originals = [(module, name, getattr(module, name)) for module, name, _ in stages]
    for module, name, original in originals:
        setattr(module, name, _timed(original, name, spent))
    try:
        rows = [_median_read(frame, profile, repeat, spent) for frame in frames]
    finally:
        for module, name, original in originals:
            setattr(module, name, original)
    headings = [heading for _, _, heading in stages] + ["rest", "total"]
    print(f"CPU ms per stage (the read with the median total of {repeat}; rest: the reader's own steps between):")
    print(f"{'frame':<14}" + "".join(f"{heading:>11}" for heading in headings))
    table = []
    for index, (total, by_stage) in enumerate(rows):
        cells = [by_stage.get(name, 0.0) for _, name, _ in stages]
        table.append([*cells, total - sum(cells), total])
        label = names[index] if names else f"mosaic {index}"
        print(f"{label[:14]:<14}" + "".join(f"{value:>11.1f}" for value in table[-1]))
    print(f"{'mean':<14}" + "".join(f"{value:>11.1f}" for value in np.mean(table, axis=0)))


def _timed(function, name: str, spent: dict[str, float]):
    def timed(*args, **kwargs):
        start = time.thread_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + (time.thread_time() - start) * 1000

    return timed


def _median_read(
    frame: np.ndarray, profile: object, repeat: int, spent: dict[str, float]
) -> tuple[float, dict[str, float]]:
    """(total CPU ms, CPU ms per stage) of the read whose total is the median of `repeat` reads of the frame."""
    reads = []
    for _ in range(repeat):
        spent.clear()
        start = time.thread_time()
        read_frame(frame, profile)
        reads.append(((time.thread_time() - start) * 1000, dict(spent)))
    reads.sort(key=lambda read: read[0])
    return reads[len(reads) // 2]


def mosaics(photos: Path, count: int, split: str = "all") -> list[tuple[np.ndarray, LabelledImage]]:
    """Up to `count` 1280×960 frames with their labels, each four labelled photos of the split in a 2×2 grid
    holding 7 labelled dice in all."""
    pool = [(path, len(load_labels(path, 1, 1).dice)) for path in labelled_images(photos, split)]  # no size needed
    frames = []
    for start in range(0, len(pool) - 3, 4):
        quad = _quad_with_seven(pool[start:])
        if quad is not None:
            frames.append(_mosaic(quad))
        if len(frames) == count:
            break
    if not frames:
        raise SystemExit(f"bench_vision: no mosaic of {DICE_PER_FRAME} dice could be made from {photos}")
    return frames


def _quad_with_seven(pool: list[tuple[Path, int]]) -> list[Path] | None:
    """The first photo of `pool` and the next ones (in order) that fit, so that four photos hold exactly 7 dice."""
    chosen, remaining = [], DICE_PER_FRAME
    for path, dice in pool:
        slots = 4 - len(chosen)
        if dice <= remaining - (slots - 1) and (slots > 1 or dice == remaining):
            chosen.append(path)
            remaining -= dice
        if len(chosen) == 4:
            return chosen
    return None


def _mosaic(quad: list[Path]) -> tuple[np.ndarray, LabelledImage]:
    """Four photos resized to a quarter of the frame each, and their labels moved to where they now lie."""
    half_height, half_width = FRAME_SIZE[0] // 2, FRAME_SIZE[1] // 2
    tiles, dice = [], []
    for index, path in enumerate(quad):
        image = read_image(path)
        labels = load_labels(path, half_width, half_height)  # YOLO labels are relative: scaled to the tile
        tiles.append(cv2.resize(image, (half_width, half_height), interpolation=cv2.INTER_AREA))
        dx, dy = (index % 2) * half_width, (index // 2) * half_height
        dice += [replace(die, center=(die.center[0] + dx, die.center[1] + dy)) for die in labels.dice]
    frame = np.vstack([np.hstack(tiles[:2]), np.hstack(tiles[2:])])
    return frame, LabelledImage(quad[0], tuple(dice))


if __name__ == "__main__":
    sys.exit(main())
