"""How often the Blöder Sack board check would stop the table on a board that is right, on the rendered board
fixtures (`fixtures/boards/rendered/bloeder-board`): once with the dice read by the real reader, looked at as
the table does (`companion.board_watch`: the Sackkarten areas added to the calibrated cards, a difference read
unsurely asked about rather than flagged), once with the dice as labelled (the placement and the comparison
alone). Also what reaches the roll that is not a rolled die: dice read where no loose die lies, and spots seen
but not read off the cards. Prints a line per image and the totals.

.venv/bin/python tools/bench_board_check.py [--folder fixtures/boards/rendered/bloeder-board]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent / "tests"))

from test_board_check_rendered import LAYOUTS, game_of, placed_as_labelled

from companion.board_calibration import load_board_for, read_regions
from companion.board_check import differences
from companion.board_watch import BoardWatch
from vision.board_layouts import with_cards_above
from vision.board_reading import read_board
from vision.profiles import load_profile
from vision.reading import DieReading

BOARDS = Path(__file__).resolve().parent.parent / "fixtures" / "boards" / "rendered" / "bloeder-board"
TOTALS = (
    "board dice",
    "flagged (reader)",
    "asked (reader)",
    "flagged (labels)",
    "images flagged (reader)",
    "roll phantoms",
    "roll unreadable",
)


def folder_profile_and_board(description: str):
    """The board folder named on the command line (`--folder`), and the Blöder Sack profile and board."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--folder", type=Path, default=BOARDS)
    return parser.parse_args().folder, load_profile("bloeder-sack"), load_board_for("bloeder-sack")


def main() -> int:
    folder, profile, board = folder_profile_and_board(__doc__.splitlines()[0])
    totals = dict.fromkeys(TOTALS, 0)
    times_ms = []
    labels = sorted(folder.glob("*.json"))
    for path in labels:
        label = json.loads(path.read_text(encoding="utf-8"))
        game = game_of(label)
        start = time.perf_counter()
        regions = with_cards_above(read_regions(path), board)
        reading = read_board(cv2.imread(str(path.with_name(label["image"]))), regions, profile)  # as the table does
        look = BoardWatch(regions, LAYOUTS).look(game, reading)
        times_ms.append((time.perf_counter() - start) * 1000)
        as_labelled = differences(game, placed_as_labelled(path, label))
        loose = [die for die in label["dice"] if not die.get("region")]
        counts = {
            "board dice": len(label["dice"]) - len(loose),
            "flagged (reader)": len(look.differences),
            "asked (reader)": len(look.questions),
            "flagged (labels)": len(as_labelled),
            "images flagged (reader)": int(bool(look.differences)),
            "roll phantoms": sum(not _is_labelled(die, loose) for die in look.roll.dice),
            "roll unreadable": len(look.roll.unreadable),
        }
        for name, count in counts.items():
            totals[name] += count
        print(
            f"{path.stem}: {counts['board dice']} dice on the cards, {len(reading.dice)} read in all; differences"
            f" flagged: {len(look.differences)} with the reader (asked: {len(look.questions)}), {len(as_labelled)}"
            f" as labelled; roll: {len(look.roll.dice)} read for {len(loose)} loose, {counts['roll phantoms']}"
            f" phantoms, {counts['roll unreadable']} unreadable; {times_ms[-1]:.0f} ms read+place+check"
        )
    print(f"{len(labels)} boards: " + ", ".join(f"{name} {count}" for name, count in totals.items()))
    if times_ms:
        print(f"read + place + check: median {sorted(times_ms)[len(times_ms) // 2]:.0f} ms per frame")
    return 0


def _is_labelled(die: DieReading, loose: list[dict]) -> bool:
    """A die read on the table is a rolled one when its centre lies inside a loose die's labelled top face."""
    return any(cv2.pointPolygonTest(np.float32(label["box"]), die.center, False) >= 0 for label in loose)


if __name__ == "__main__":
    raise SystemExit(main())
