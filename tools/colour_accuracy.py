"""Colour-stage benchmark: how often each die's colour is named right, undecided or wrong, under light shifts.

Uses the labelled top-face boxes, so it measures the colour stage alone (the die finder is `dicetable eval`'s).
Each picture is also re-shot under a warm and a cool white balance and a dimmer and brighter exposure
(gains on linear light, as a camera applies them). Prints one line per set and light, and a total.

    .venv/bin/python tools/colour_accuracy.py fixtures/rendered            # labelled images, one folder per set
    .venv/bin/python tools/colour_accuracy.py --synthetic                  # cv2-drawn dice, profiles calibrated
                                                                           # on drawn dice under neutral light
    .venv/bin/python tools/colour_accuracy.py fixtures/rendered --split test --profile-from-train
    .venv/bin/python tools/colour_accuracy.py ../shared/datasets/real-dice-photos --yolo-colour white \
        --sets bloeder-sack doppelt-so-clever                             # real photos of white dice

--profile-from-train calibrates each set's profile on the train split of its folder first (as the shipped
profiles were made) and evaluates on the split asked for.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import cv2

sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[1] / "tests")]

from vision_synthetic import COOL, SET_COLOURS, WARM, synthetic_profile, table_with_dice, under_light  # noqa: E402

from vision.calibrate import calibrate  # noqa: E402
from vision.colour import classify_dice  # noqa: E402
from vision.labels import split_of  # noqa: E402
from vision.profiles import load_profile  # noqa: E402

LIGHTS = {
    "neutral": ((1.0, 1.0, 1.0), 1.0),
    "warm": (WARM, 1.0),
    "cool": (COOL, 1.0),
    "dim": ((1.0, 1.0, 1.0), 0.8),
    "bright": ((1.0, 1.0, 1.0), 1.25),
}


def labelled_pictures(folder: Path, split: str) -> list[tuple]:
    """(image, boxes, colours) of every labelled picture in `folder` in the split."""
    pictures = []
    for label_path in sorted(folder.glob("*.json")):
        label = json.loads(label_path.read_text(encoding="utf-8"))
        if "dice" not in label or (split != "all" and split_of(label["image"]) != split):
            continue
        image = cv2.imread(str(folder / label["image"]), cv2.IMREAD_COLOR)
        if image is not None and label["dice"]:
            pictures.append((image, [d["box"] for d in label["dice"]], [d["colour"] for d in label["dice"]]))
    return pictures


def yolo_pictures(folder: Path, colour: str, shrink: float = 0.8) -> list[tuple]:
    """Pictures with YOLO labels (`class cx cy w h`, normalised) whose dice are all of one colour; each
    axis-aligned label box, shrunk to `shrink` of its size, stands in for the top face."""
    pictures = []
    for label_path in sorted(folder.glob("*.txt")):
        if not label_path.with_suffix(".jpg").is_file():
            continue  # classes.txt, README and the like
        image = cv2.imread(str(label_path.with_suffix(".jpg")), cv2.IMREAD_COLOR)
        rows = [line.split() for line in label_path.read_text(encoding="utf-8").splitlines() if line.strip()]
        if image is None or not rows:
            continue
        height, width = image.shape[:2]
        boxes = []
        for _, cx, cy, w, h in rows:
            x, y, half_w, half_h = (
                float(cx) * width,
                float(cy) * height,
                shrink * float(w) * width / 2,
                shrink * float(h) * height / 2,
            )
            boxes.append(
                [(x - half_w, y - half_h), (x + half_w, y - half_h), (x + half_w, y + half_h), (x - half_w, y + half_h)]
            )
        pictures.append((image, boxes, [colour] * len(boxes)))
    return pictures


def synthetic_pictures(colours: list[str], is_push: bool, count: int = 20) -> list[tuple]:
    pictures = []
    for seed in range(count):
        values = [None] * len(colours) if is_push else None
        image, dice = table_with_dice(colours, ("felt", "wood", "paper")[seed % 3], seed, values=values)
        pictures.append((image, [d.box for d in dice], [d.colour for d in dice]))
    return pictures


def measure(set_name: str, pictures: list[tuple], profile) -> list[str]:
    lines = []
    for light, (gains, brightness) in LIGHTS.items():
        tally: Counter = Counter()
        confusions: Counter = Counter()
        times_ms = []
        for image, boxes, colours in pictures:
            shot = image if light == "neutral" else under_light(image, gains, brightness)
            started = time.perf_counter()
            guesses = classify_dice(shot, boxes, profile)
            times_ms.append((time.perf_counter() - started) * 1000)
            for truth, guess in zip(colours, guesses, strict=True):
                outcome = "right" if guess.colour == truth else "undecided" if guess.colour == "unknown" else "wrong"
                tally[outcome] += 1
                if outcome != "right":
                    confusions[f"{truth}->{guess.colour}"] += 1
        dice = sum(tally.values())
        worst = ", ".join(f"{pair} {n}" for pair, n in confusions.most_common(3))
        lines.append(
            f"{set_name:18} {light:8} dice {dice:5}  right {100 * tally['right'] / dice:6.2f}%  "
            f"undecided {tally['undecided']:4}  wrong {tally['wrong']:4}  "
            f"ms/picture {statistics.median(times_ms):5.2f}  {worst}"
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, help="folder with one labelled sub-folder per set")
    parser.add_argument("--synthetic", action="store_true", help="measure on cv2-drawn dice instead")
    parser.add_argument("--split", default="all", choices=("train", "test", "all"))
    parser.add_argument("--profile-from-train", action="store_true", help="calibrate on the train split first")
    parser.add_argument("--yolo-colour", help="FOLDER holds YOLO-labelled photos of dice all of this colour")
    parser.add_argument("--sets", nargs="+", default=list(SET_COLOURS), help="which sets' profiles to measure")
    args = parser.parse_args()
    for set_name in args.sets:
        if args.yolo_colour:
            pictures = yolo_pictures(args.folder, args.yolo_colour)
        elif args.synthetic:
            pictures = synthetic_pictures(SET_COLOURS[set_name], set_name == "push")
        else:
            pictures = labelled_pictures(args.folder / set_name, args.split)
        if not pictures:
            print(f"{set_name:18} no labelled pictures")
            continue
        profile = synthetic_profile(set_name) if args.synthetic else load_profile(set_name)
        if args.profile_from_train:
            train = labelled_pictures(args.folder / set_name, "train")
            frames, boxes, colours = zip(*train, strict=True)
            profile = calibrate(frames, profile, "train split", boxes=boxes, colours=colours).profile
        print("\n".join(measure(set_name, pictures, profile)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
