"""`dicetable eval DIR`: read every labelled image in DIR and print how well the reader did."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from companion.config import default_settings
from vision.evaluate import Tally, score_image
from vision.image_files import ImageUnreadable, optional_profile, read_images
from vision.labels import labelled_images, load_labels
from vision.reliability import reliability, table_lines

NAME = "eval"
HELP = "compare the die reader with labelled images (project JSON or YOLO labels) and print its figures"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", type=Path, help="folder of images with labels beside them")
    parser.add_argument("--set", dest="set_name", help="dice-set profile to name colours with (e.g. geht-noch-was)")
    parser.add_argument("--profile", type=Path, help="dice-set profile file instead of --set")
    parser.add_argument(
        "--split", choices=("train", "test", "all"), default="all", help="train or held-out test third (default: all)"
    )
    parser.add_argument("--show-wrong", action="store_true", help="list every misread, missed and phantom die")
    add_confirm_below(parser)
    parser.add_argument(
        "--reliability", action="store_true", help="also print how many dice were read right per band of confidence"
    )


def add_confirm_below(parser: argparse.ArgumentParser) -> None:
    """`--confirm-below`: the readings at or above it count as taken without asking, as at the table."""
    parser.add_argument(
        "--confirm-below",
        type=float,
        default=default_settings()["table"]["confirm_below"],
        help="the confidence under which the table asks the players (default: the shipped setting, %(default)s)",
    )


def run(args: argparse.Namespace) -> int:
    if not args.directory.is_dir():
        print(
            f"dicetable eval: {args.directory} is not a folder; expected a folder of labelled images", file=sys.stderr
        )
        return 2
    tally, failures, judged = Tally(), 0, []
    profile = optional_profile(args.profile or args.set_name)
    for result in read_images(labelled_images(args.directory, args.split), profile):
        if isinstance(result, ImageUnreadable):
            print(f"dicetable eval: {result}; skipping it", file=sys.stderr)
            failures += 1
            continue
        score = score_image(result.reading, load_labels(result.path, *result.size), args.confirm_below)
        tally.add(score, result.ms)
        judged += score.judged
        if args.show_wrong and not score.is_exact:
            print(
                f"{result.path.name}: misread {list(score.wrong)}, missed {score.missed}, refused {score.refused},"
                f" phantoms {score.phantoms}"
            )
    print(f"{args.directory} (split {args.split})")
    for line in tally.lines() + (table_lines(reliability(judged)) if args.reliability else []):
        print(f"  {line}")
    return 1 if failures else 0
