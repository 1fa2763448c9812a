"""Loading labelled images: the project's JSON labels and the YOLO labels of the real photo set.

Project format (see fixtures/README.md): `<name>.json` beside the image with dice (value, colour, centre, box)
and unreadable dice (centre, reason). YOLO format: `<name>.txt` with `class cx cy w h` per die, normalised to
the image size, class = value - 1, no colour. Coordinates come out in pixels, x right, y down.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png")
TEST_SHARE_DIVISOR = 3  # images whose name hash is divisible by 3 are held out (121 of the 310 real photos)


@dataclass(frozen=True)
class LabelledDie:
    """A die as labelled: value None for a face without pips; colour None when the labels carry no colour.

    size_px: the labelled box's longest side in pixels (YOLO boxes often hug the pips, not the face).
    """

    value: int | None
    colour: str | None
    center: tuple[float, float]
    size_px: float


@dataclass(frozen=True)
class LabelledImage:
    """One image and what it shows; `unreadable` holds the centres of dice labelled as not readable."""

    image_path: Path
    dice: tuple[LabelledDie, ...]
    unreadable: tuple[tuple[float, float], ...] = ()


def labelled_images(directory: Path, split: str = "all") -> list[Path]:
    """Images in `directory` (sorted by name) that have a label file beside them, restricted to a split.

    split: "train", "test" or "all"; the split is fixed by the file name alone, so it never drifts.
    """
    if split not in ("train", "test", "all"):
        raise ValueError(f"split must be train, test or all, not {split!r}")
    images = sorted(p for p in directory.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES and _label_path(p))
    return [p for p in images if split == "all" or split_of(p.name) == split]


def split_of(file_name: str) -> str:
    """ "test" for the held-out third of the images, "train" for the rest (deterministic, by SHA-1 of the name)."""
    digest = int(hashlib.sha1(file_name.encode("utf-8")).hexdigest(), 16)
    return "test" if digest % TEST_SHARE_DIVISOR == 0 else "train"


def load_labels(image_path: Path, width: int, height: int) -> LabelledImage:
    """The labels of one image of `width` × `height` pixels; project JSON wins over YOLO when both exist."""
    label_path = _label_path(image_path)
    if label_path is None:
        raise FileNotFoundError(f"{image_path}: no label file; expected {image_path.stem}.json or .txt beside it")
    if label_path.suffix == ".json":
        return _load_project(image_path, label_path)
    return _load_yolo(image_path, label_path, width, height)


def _label_path(image_path: Path) -> Path | None:
    for suffix in (".json", ".txt"):
        candidate = image_path.with_suffix(suffix)
        if candidate.is_file():
            return candidate
    return None


def _load_project(image_path: Path, label_path: Path) -> LabelledImage:
    data = json.loads(label_path.read_text(encoding="utf-8"))
    dice = []
    for die in data.get("dice", []):
        corners = die.get("box") or [die["center"]]
        xs, ys = zip(*corners, strict=True)
        size = max(max(xs) - min(xs), max(ys) - min(ys))
        dice.append(LabelledDie(die.get("value"), die.get("colour"), tuple(die["center"]), float(size)))
    unreadable = tuple(tuple(item["center"]) for item in data.get("unreadable", []))
    return LabelledImage(image_path, tuple(dice), unreadable)


def _load_yolo(image_path: Path, label_path: Path, width: int, height: int) -> LabelledImage:
    dice = []
    for number, line in enumerate(label_path.read_text(encoding="utf-8").splitlines(), start=1):
        fields = line.split()
        if not fields:
            continue
        if len(fields) != 5:
            raise ValueError(f"{label_path}:{number}: expected 'class cx cy w h', got {line!r}")
        cls, cx, cy, w, h = int(fields[0]), *map(float, fields[1:])
        size = max(w * width, h * height)
        dice.append(LabelledDie(cls + 1, None, (cx * width, cy * height), size))
    return LabelledImage(image_path, tuple(dice))
