"""Accuracy of the die reader on the rendered sets enlarged 2× (1280×960), beside the same sets at 640×480.

Why: the camera gives 1280×960 frames (and the speed target is set there), but every labelled rendered set is
640×480 and there are no native 1280×960 renders yet. An enlarged frame holds the same information as its 640×480
original, so a reader whose size rules follow the frame reads both (nearly) alike; where the two lines of a set
differ, some rule counts pixels instead of shares of the frame. The sets are enlarged by cubic interpolation
(labels' centres and boxes ×2) into a cache folder outside the repository, made once and reused, as lossless PNG by
default: saved again as JPEG, the enlarged frame carries compression noise of its own (at quality 95 it changes a
few readings of small pips: Blöder train 30041's white 1 read as a 4), which `--jpeg` measures apart.

.venv/bin/python tools/bench_upscaled.py [--split all|train|test] [--jpeg QUALITY] [--cache DIR]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import cv2

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.bench_accuracy import GOENNEN_CALIBRATED, HEADER, RENDERED, Bench, line, tally_of
from vision.labels import IMAGE_SUFFIXES

FACTOR = 2  # 640×480 → the camera's 1280×960
CACHE = Path.home() / ".cache" / "dicetable" / f"upscaled-{FACTOR}x"
SETS = {
    "doppelt-so-clever": "doppelt-so-clever",
    "geht-noch-was": "geht-noch-was",
    "bloeder-sack": "bloeder-sack",
    "push": "push",
    "goennen-koennen (calibrated)": str(GOENNEN_CALIBRATED),
}
POINT_KEYS = ("center", "box")  # label entries in pixels (a point, or a list of points)


def enlarged_set(source: Path, target: Path, jpeg_quality: int | None) -> Path:
    """`target` holding every labelled image of `source` enlarged FACTOR× with its labels, as PNG or (with
    `jpeg_quality`) as JPEG; made only when missing."""
    target.mkdir(parents=True, exist_ok=True)
    for label_path in sorted(source.glob("*.json")):
        images = [
            label_path.with_suffix(suffix) for suffix in IMAGE_SUFFIXES if label_path.with_suffix(suffix).exists()
        ]
        if not images or (target / label_path.name).exists():
            continue
        labels = json.loads(label_path.read_text(encoding="utf-8"))
        enlarged = cv2.resize(cv2.imread(str(images[0])), None, fx=FACTOR, fy=FACTOR, interpolation=cv2.INTER_CUBIC)
        # Under the original's name even as PNG (OpenCV reads by content): the train/test split goes by the name.
        encoded = (
            cv2.imencode(".png", enlarged)
            if jpeg_quality is None
            else cv2.imencode(".jpg", enlarged, [cv2.IMWRITE_JPEG_QUALITY, jpeg_quality])
        )
        (target / images[0].name).write_bytes(encoded[1].tobytes())
        (target / label_path.name).write_text(json.dumps(_enlarged_labels(labels)), encoding="utf-8")
    return target


def _enlarged_labels(value: Any, key: str | None = None) -> Any:
    """The labels with every point (under POINT_KEYS, at any depth) in pixels of the enlarged image."""
    if key in POINT_KEYS:
        return (
            [_enlarged_labels(item, key) for item in value]
            if isinstance(value[0], list)
            else [FACTOR * coordinate for coordinate in value]
        )
    if isinstance(value, dict):
        return {name: _enlarged_labels(item, name) for name, item in value.items()}
    if isinstance(value, list):
        return [_enlarged_labels(item) for item in value]
    return value


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("all", "train", "test"), default="all")
    parser.add_argument("--jpeg", type=int, metavar="QUALITY", help="save the enlarged frames as JPEG (default PNG)")
    parser.add_argument("--cache", type=Path, default=CACHE, help="where the enlarged sets are kept")
    args = parser.parse_args()
    print(HEADER)
    for name, profile in SETS.items():
        folder = RENDERED / name.split()[0]
        encoding = "png" if args.jpeg is None else f"jpeg{args.jpeg}"
        enlarged = enlarged_set(folder, args.cache / encoding / folder.name, args.jpeg)
        for size, images in (("640", folder), (f"{640 * FACTOR}", enlarged)):
            bench = Bench(f"{name} {size}", images, args.split, profile)
            print(line(bench, tally_of(bench)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
