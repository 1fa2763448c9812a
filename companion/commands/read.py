"""`dicetable read IMAGE...`: read the dice on still images, one JSON line (or one summary line) per image."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from vision.image_files import ImageUnreadable, optional_profile, read_images
from vision.reading import TableReading

NAME = "read"
HELP = "read the dice on image files; --json prints one JSON object per image and line"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("images", nargs="+", type=Path, metavar="IMAGE", help="image files (JPEG, PNG)")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--set", dest="set_name", help="dice set whose profile names the colours, e.g. geht-noch-was")
    source.add_argument("--profile", type=Path, help="dice-set profile file (JSON) instead of --set")
    parser.add_argument("--json", action="store_true", help="one JSON object per image and line")


def run(args: argparse.Namespace) -> int:
    failures = 0
    for result in read_images(args.images, optional_profile(args.profile or args.set_name)):
        if isinstance(result, ImageUnreadable):
            print(f"dicetable read: {result}; skipping it", file=sys.stderr)
            failures += 1
        elif args.json:
            print(json.dumps(reading_to_json(str(result.path), result.reading, result.ms), ensure_ascii=False))
        else:
            print(_summary(result.path, result.reading))
    return 1 if failures else 0


def reading_to_json(image: str, reading: TableReading, ms: float) -> dict[str, object]:
    """The `read --json` line of one image: the reading's JSON between the image path and the time taken."""
    return {"image": image, **reading.to_json(), "ms": round(ms, 2)}


def _summary(path: Path, reading: TableReading) -> str:
    dice = ", ".join(f"{die.colour} {die.value}" for die in reading.dice) or "-"
    return f"{path}: {dice}" + (f" (+{len(reading.unreadable)} unreadable)" if reading.unreadable else "")
