"""Whether the die reader's readings taken without asking at the camera's 1280×960 hang on the frame's size: each
frame rendered at 1280×960 is read as it is and shrunk to 640×480 (INTER_AREA, as the working size is made), and
the dice taken wrong either way are counted per set (the shrunk frame's readings are scored in the native frame's
pixels). A die taken wrong only at the native size points at a rule that counts pixels instead of shares of the
frame or of the die; one taken wrong both ways is a scene the reader fails at any size (a cocked die, a pip in a
shadow). `tools/bench_upscaled.py` checks the other way round, 640×480 frames enlarged.

.venv/bin/python tools/bench_native_scale.py [--split all|train|test] [--rendered fixtures/rendered-1280]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

import cv2

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.bench_accuracy import CONFIRM_BELOW, GOENNEN_CALIBRATED
from vision.evaluate import score_image
from vision.image_files import optional_profile, read_image
from vision.labels import labelled_images, load_labels
from vision.reader import read_frame
from vision.reading import TableReading

ROOT = Path(__file__).resolve().parent.parent
SHRINK = 0.5  # 1280×960 → 640×480
SETS = {
    "doppelt-so-clever": "doppelt-so-clever",
    "geht-noch-was": "geht-noch-was",
    "bloeder-sack": "bloeder-sack",
    "push": "push",
    "goennen-koennen": str(GOENNEN_CALIBRATED),
}


def in_native_pixels(reading: TableReading) -> TableReading:
    """A reading of the shrunk frame with every centre and box in pixels of the native frame."""

    def grown(point: tuple[float, float]) -> tuple[float, float]:
        return (point[0] / SHRINK, point[1] / SHRINK)

    return TableReading(
        dice=tuple(replace(die, center=grown(die.center), box=tuple(map(grown, die.box))) for die in reading.dice),
        unreadable=tuple(replace(item, center=grown(item.center)) for item in reading.unreadable),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("all", "train", "test"), default="all")
    parser.add_argument("--rendered", type=Path, default=ROOT / "fixtures" / "rendered-1280")
    args = parser.parse_args()
    print(f"{'set':<20} {'split':<5} {'images':>6} {'native':>13} {'shrunk':>13}  taken wrong only natively")
    for name, profile_name in SETS.items():
        profile = optional_profile(profile_name)
        images, native_only = 0, []
        totals = {"native": [0, 0], "shrunk": [0, 0]}  # taken wrong, taken
        for path in labelled_images(args.rendered / name, args.split):
            frame = read_image(path)
            labels = load_labels(path, frame.shape[1], frame.shape[0])
            small = cv2.resize(frame, None, fx=SHRINK, fy=SHRINK, interpolation=cv2.INTER_AREA)
            scores = {
                "native": score_image(read_frame(frame, profile), labels, CONFIRM_BELOW),
                "shrunk": score_image(in_native_pixels(read_frame(small, profile)), labels, CONFIRM_BELOW),
            }
            for size, score in scores.items():
                totals[size][0] += score.taken_wrong
                totals[size][1] += score.taken
            if scores["native"].taken_wrong > scores["shrunk"].taken_wrong:
                native_only.append(path.stem)
            images += 1
        columns = " ".join(f"{wrong:>5} of {taken:<4}" for wrong, taken in totals.values())
        print(f"{name:<20} {args.split:<5} {images:>6} {columns}  {' '.join(native_only) or '–'}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
