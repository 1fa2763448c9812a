"""How long reading a Blöder Sack board frame takes at the table, where only the card played on changes between
two moves (`vision.board_reading.BoardReader`): on each rendered board (`fixtures/boards/rendered/bloeder-board`)
the frame read in full (no board confirmed), the same frame once it is confirmed (nothing changed: only the
whole frame is read for the roll), and with one card changed (a die-sized square drawn on it: that card's patch
and the whole frame are read), each card in turn; then the recorded turn's two rolls (the board after red's move
read against the empty board confirmed before it). Prints per-frame figures and the medians, in milliseconds of
this thread's CPU time (the wall time beside it), and where each kind of read spends it (the stage split: the whole
frame's read, the cards' patches read at the frame's size rules, their closer reads at their own, the print checks;
beside them the no-die body tests inside those reads); it also checks that what is kept equals a full read.

taskset -c 0 .venv/bin/python tools/bench_board_read.py [--folder fixtures/boards/rendered/bloeder-board]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(1, str(Path(__file__).resolve().parent))

from bench_board_check import folder_profile_and_board

import vision.bodies_read
from companion.board_calibration import read_regions
from vision.board_layouts import with_cards_above
from vision.board_reading import BoardReader, read_board
from vision.regions import find_regions

ROOT = Path(__file__).resolve().parent.parent
TURN = ROOT / "fixtures" / "recorded" / "bloeder-turn"
DIE_PX = 34  # the side of the square drawn as a die put down on a card


WHOLE_FRAME, PATCHES, CLOSER, PRINT, NO_DIE = (
    "whole frame",
    "card patches",
    "closer reads",
    "print checks",
    "no-die bodies (inside the reads)",
)
stage_ms: dict[str, float] = defaultdict(float)  # CPU ms of this thread per stage, since `timed` began


def timed(read, image):
    """(reading, CPU ms of this thread, wall ms); `stage_ms` holds the read's stage split after it."""
    stage_ms.clear()
    wall, cpu = time.perf_counter(), time.thread_time()
    reading = read(image)
    return reading, (time.thread_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000


def stage_of_patch_read(reader: BoardReader, image: np.ndarray, box, *_) -> str:
    return WHOLE_FRAME if box == (0, 0, image.shape[1], image.shape[0]) else PATCHES


@contextmanager
def stages_timed() -> Iterator[None]:
    """Adds each stage's CPU time to `stage_ms` while active (the methods timed are put back after)."""
    timed_ones: list[tuple[object, str, Callable[..., str]]] = [
        (BoardReader, "_read_patch", stage_of_patch_read),
        (BoardReader, "_read_closely", lambda *_: CLOSER),
        (BoardReader, "_dice_without_print", lambda *_: PRINT),
        (BoardReader, "_spots_without_print", lambda *_: PRINT),
        (vision.bodies_read, "is_no_die", lambda *_: NO_DIE),
    ]
    originals = [(owner, name, getattr(owner, name)) for owner, name, _ in timed_ones]
    for (owner, name, stage), (_, _, original) in zip(timed_ones, originals, strict=True):
        setattr(owner, name, _timing(original, stage))
    try:
        yield
    finally:
        for owner, name, original in originals:
            setattr(owner, name, original)


def _timing(original: Callable, stage: Callable[..., str]) -> Callable:
    """`original`, its CPU time added to `stage_ms` under the stage that `stage` names for its arguments."""

    def timing(*args, **kwargs):
        cpu = time.thread_time()
        result = original(*args, **kwargs)
        stage_ms[stage(*args)] += (time.thread_time() - cpu) * 1000
        return result

    return timing


def with_die_on(image, region):
    """`image` with a dark die-sized square on the middle of `region` (a new die there)."""
    x, y = (sum(corner[axis] for corner in region.corners) / 4 for axis in (0, 1))
    changed = image.copy()
    cv2.rectangle(changed, (int(x), int(y)), (int(x) + DIE_PX, int(y) + DIE_PX), (30, 30, 160), -1)
    return changed


def dice_of(reading):
    return sorted((die.value, die.colour, tuple(round(c) for c in die.center)) for die in reading.dice)


def main() -> int:
    folder, profile, board = folder_profile_and_board(__doc__.splitlines()[0])
    figures: dict[str, list[tuple[float, float]]] = {"full": [], "nothing changed": [], "one card changed": []}
    splits: dict[str, list[dict[str, float]]] = {name: [] for name in figures}
    kept_differs = 0
    for path in sorted(folder.glob("*.json")):
        image = cv2.imread(str(path.with_name(json.loads(path.read_text(encoding="utf-8"))["image"])))
        regions = with_cards_above(read_regions(path), board)
        reader = BoardReader(regions, profile)
        full, *spent = timed(reader.read, image)
        figures["full"].append(spent)
        splits["full"].append(dict(stage_ms))
        reader.confirm(image, full)
        again, *spent = timed(reader.read, image)
        figures["nothing changed"].append(spent)
        splits["nothing changed"].append(dict(stage_ms))
        kept_differs += dice_of(again) != dice_of(full)
        one_card = []
        for region in reader.regions:
            changed = with_die_on(image, region)
            _, *spent = timed(reader.read, changed)
            one_card.append(spent)
            splits["one card changed"].append(dict(stage_ms))
            if reader.last_read != (region.name,):
                print(f"{path.stem}: a die drawn on card {region.name} had {reader.last_read} read again")
        figures["one card changed"] += one_card
        print(
            f"{path.stem}: full {figures['full'][-1][0]:.0f} ms,"
            f" nothing changed {figures['nothing changed'][-1][0]:.0f}"
            f" ms, one card changed {statistics.median(cpu for cpu, _ in one_card):.0f} ms (median of 5 cards)"
        )
    for name, spent in ((name, spent) for name, spent in figures.items() if spent):
        cpu, wall = statistics.median(s[0] for s in spent), statistics.median(s[1] for s in spent)
        print(f"{name}: median {cpu:.0f} ms CPU ({wall:.0f} ms wall) over {len(spent)} reads")
        stages = (WHOLE_FRAME, PATCHES, CLOSER, PRINT, NO_DIE)
        split = ", ".join(
            f"{stage} {statistics.median(s.get(stage, 0.0) for s in splits[name]):.0f}" for stage in stages
        )
        print(f"  stage medians (ms CPU): {split}")
    print(f"frames where the kept dice differ from a full read: {kept_differs}")
    turn(profile, board)
    return 0


def turn(profile, board) -> None:
    """The recorded turn: red's roll confirmed on the empty board, then the board after red's move."""
    before, after = (cv2.imread(str(TURN / name)) for name in ("000004.jpg", "000009.jpg"))
    regions = with_cards_above(find_regions(after, 5, ["1", "2", "3", "4", "5"]), board)
    reader = BoardReader(regions, profile)
    reader.confirm(before, reader.read(before))
    reading, cpu, wall = timed(reader.read, after)
    _, full_cpu, full_wall = timed(lambda image: read_board(image, regions, profile), after)
    same = dice_of(reading) == dice_of(read_board(after, regions, profile))
    print(
        f"recorded turn, blue's roll: cards read again {list(reader.last_read)}, {cpu:.0f} ms CPU ({wall:.0f} wall);"
        f" read in full {full_cpu:.0f} ms CPU ({full_wall:.0f} wall); same dice as the full read: {same}"
    )


if __name__ == "__main__":
    with stages_timed():
        status = main()
    raise SystemExit(status)
