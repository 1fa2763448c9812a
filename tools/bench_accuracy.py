"""Every accuracy figure of the die reader in one table: the real photographs' held-out test third and train
split (values only, no profile) and each rendered dice set read with its profile, whole and by split, against the
targets of the Vision issue. The same figures as `dicetable eval`, one line per set. "taken" is the share of the
labelled dice read as surely as the table takes without asking (the shipped `confirm_below`), "wrong" the share of
those readings that are wrong (a wrong value or colour, a phantom, a guess at a die labelled unreadable). "alarms"
counts the false alarms: unreadable dice reported where no die is labelled, each asking the players to re-lay nothing.

.venv/bin/python tools/bench_accuracy.py [--split all|train|test] [--real ../shared/datasets/real-dice-photos]
    [--rendered fixtures/rendered-1280]   (the sets rendered at the camera's 1280×960)
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.config import default_settings
from vision.evaluate import Tally, score_image
from vision.image_files import ImageUnreadable, optional_profile, read_images
from vision.labels import labelled_images, load_labels

ROOT = Path(__file__).resolve().parent.parent
RENDERED = ROOT / "fixtures" / "rendered"
REAL = ROOT.parent / "shared" / "datasets" / "real-dice-photos"
HEADER = (
    f"{'set':<36} {'split':<5} {'dice':>5} {'right':>7} {'missed':>7} {'refused':>7} {'phantoms':>8} {'alarms':>6}"
    f" {'exact':>7} {'ms':>7} {'taken':>7} {'wrong':>6}"
)
CONFIRM_BELOW = default_settings()["table"]["confirm_below"]
GOENNEN_CALIBRATED = ROOT / "fixtures" / "calibration" / "goennen-koennen.profile.json"


@dataclass(frozen=True)
class Bench:
    """One line of the table: labelled images in `folder` of `split`, read with `profile` (None: values only)."""

    name: str
    folder: Path
    split: str
    profile: str | None


def benches(split: str, real: Path, rendered_sets: Path) -> list[Bench]:
    sets = ["doppelt-so-clever", "geht-noch-was", "bloeder-sack", "push"]
    rendered = [Bench(name, rendered_sets / name, split, name) for name in sets]
    goennen = rendered_sets / "goennen-koennen"
    rendered.append(Bench("goennen-koennen (fifth calibrated)", goennen, split, str(GOENNEN_CALIBRATED)))
    rendered.append(Bench("goennen-koennen (shipped profile)", goennen, split, "goennen-koennen"))
    return [Bench("real photos", real, "test", None), Bench("real photos", real, "train", None), *rendered]


def tally_of(bench: Bench) -> Tally:
    tally = Tally()
    for result in read_images(labelled_images(bench.folder, bench.split), optional_profile(bench.profile)):
        if isinstance(result, ImageUnreadable):
            print(f"{bench.name}: {result}; left out", file=sys.stderr)
            continue
        tally.add(score_image(result.reading, load_labels(result.path, *result.size), CONFIRM_BELOW), result.ms)
    return tally


def line(bench: Bench, tally: Tally) -> str:
    """Dice right counts value only where the labels carry no colour (the real photos)."""
    right = tally.both_right
    return (
        f"{bench.name:<36} {bench.split:<5} {tally.labelled:>5} {_percent(right, tally.labelled):>7}"
        f" {_percent(tally.missed, tally.labelled):>7} {_percent(tally.refused, tally.labelled):>7}"
        f" {_percent(tally.phantoms, tally.labelled):>8} {tally.false_alarms:>6}"
        f" {_percent(tally.exact_images, tally.images):>7} {np.median(tally.ms or [0.0]):>7.1f}"
        f" {_percent(tally.taken, tally.labelled):>7}"
        f" {_percent(tally.taken_wrong, tally.taken):>6}"
    )


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("all", "train", "test"), default="all", help="of the rendered sets")
    parser.add_argument("--real", type=Path, default=REAL, help="the real photographs (YOLO labels)")
    parser.add_argument("--rendered", type=Path, default=RENDERED, help="the folder holding one folder per dice set")
    args = parser.parse_args()
    print(HEADER)
    for bench in benches(args.split, args.real, args.rendered):
        if not bench.folder.is_dir():
            print(f"{bench.name}: no folder {bench.folder}; left out", file=sys.stderr)
            continue
        print(line(bench, tally_of(bench)), flush=True)
    print("targets: real photos ≥ 97% right, ≤ 3% phantoms; rendered ≥ 99.5% right, ≤ 0.5% phantoms, ≥ 98% exact")
    return 0


if __name__ == "__main__":
    sys.exit(main())
