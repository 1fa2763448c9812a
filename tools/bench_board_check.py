"""How often the Blöder Sack board check would flag a board that is right, on the rendered board fixtures
(`fixtures/boards/rendered/bloeder-board`): once with the dice read by the real reader, once with the dice as
labelled (the placement and the comparison alone). Prints a line per image and the totals.

.venv/bin/python tools/bench_board_check.py [--folder fixtures/boards/rendered/bloeder-board]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import cv2

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent / "tests"))

from test_board_check_rendered import LAYOUTS, game_of, placed_as_labelled

from companion.board_calibration import read_regions
from companion.board_check import differences
from vision.board_reading import read_board
from vision.profiles import load_profile
from vision.regions import place_dice, place_points

BOARDS = Path(__file__).resolve().parent.parent / "fixtures" / "boards" / "rendered" / "bloeder-board"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=BOARDS)
    args = parser.parse_args()
    profile = load_profile("bloeder-sack")
    totals = {"board dice": 0, "flagged (reader)": 0, "flagged (labels)": 0, "images flagged (reader)": 0}
    times_ms = []
    labels = sorted(args.folder.glob("*.json"))
    for path in labels:
        label = json.loads(path.read_text(encoding="utf-8"))
        game = game_of(label)
        start = time.perf_counter()
        regions = read_regions(path)
        reading = read_board(cv2.imread(str(path.with_name(label["image"]))), regions, profile)  # as the table does
        unread = place_points([item.center for item in reading.unreadable], regions, LAYOUTS)
        read = differences(game, place_dice(reading, regions, LAYOUTS), unread)
        times_ms.append((time.perf_counter() - start) * 1000)
        as_labelled = differences(game, placed_as_labelled(path, label))
        on_board = sum(1 for die in label["dice"] if die.get("region"))
        totals["board dice"] += on_board
        totals["flagged (reader)"] += len(read)
        totals["flagged (labels)"] += len(as_labelled)
        totals["images flagged (reader)"] += bool(read)
        print(
            f"{path.stem}: {on_board} dice on the cards, {len(reading.dice)} read in all; differences flagged: "
            f"{len(read)} with the reader, {len(as_labelled)} as labelled; {times_ms[-1]:.0f} ms read+place+check"
        )
    print(f"{len(labels)} boards: " + ", ".join(f"{name} {count}" for name, count in totals.items()))
    if times_ms:
        print(f"read + place + check: median {sorted(times_ms)[len(times_ms) // 2]:.0f} ms per frame")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
