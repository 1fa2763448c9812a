"""The command lines the screen-rendering tools share: where to write the PNGs and at what size, or which
seeded game to play in which language. Import after the tool has put the repository on sys.path."""

from __future__ import annotations

import argparse
from pathlib import Path

from dicetable.messages import LANGUAGES, set_language


def folder_and_size(doc: str) -> tuple[Path, tuple[int, int]]:
    """The output folder and the screen size (width, height) in pixels from `FOLDER [--size WxH]`."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--size", default="800x480", help="WIDTHxHEIGHT in pixels (default 800x480)")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.lower().split("x"))
    return args.folder, (width, height)


def played_game(doc: str, players: int) -> argparse.Namespace:
    """`FOLDER [--seed N] [--players N] [--language de|en]` (`players` is the default), with the language set."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", type=int, default=players)
    parser.add_argument("--language", choices=LANGUAGES, default="de")
    args = parser.parse_args()
    set_language(args.language)
    return args
