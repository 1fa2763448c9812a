"""Relabel committed images from a labels-only Blender run: same scene, no render, new label rules.

An image's label is replaced only when the rebuilt scene is the one in the photo: every committed die (readable
or not) is found in the rebuilt scene at the same centre (and, readable ones, the same box corners and face) to
TOLERANCE_PX, and no other die of the scene has its centre in the image.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from labelled import photo_label

TOLERANCE_PX = 0.01


@dataclass(frozen=True)
class Relabelled:
    """What a relabel did to one image: `mismatches` non-empty = left unchanged; `changes` = (centre, was, now)
    per die whose status changed, a status being a value/colour or an unreadable reason."""

    image: Path
    mismatches: tuple[str, ...]
    changes: tuple[tuple[tuple[float, float], str, str], ...]


def _close(a: list[float], b: list[float]) -> bool:
    return all(abs(x - y) <= TOLERANCE_PX for x, y in zip(a, b, strict=True))


def _same_box(a: list[list[float]], b: list[list[float]]) -> bool:
    return all(_close(p, q) for p, q in zip(a, b, strict=True))


def _inside(point: list[float], width: int, height: int) -> bool:
    return 0.0 <= point[0] <= width and 0.0 <= point[1] <= height


def geometry_mismatches(committed: dict, raw: dict, is_push: bool) -> list[str]:
    """Why the rebuilt scene (`raw`) is not the one the committed label describes; empty when it is."""
    problems = []
    for die in committed["dice"]:
        face = die["colour"] if is_push else die["value"]
        if not any(
            _close(die["center"], r["center"]) and _same_box(die["box"], r["box"]) and r["face"] == face
            for r in raw["dice"]
        ):
            problems.append(f"die {die['colour']} {die['value']} at {die['center']}: no rebuilt die with that box")
    for die in committed["unreadable"]:
        if not any(_close(die["center"], r["center"]) for r in raw["dice"]):
            problems.append(f"unreadable die at {die['center']}: no rebuilt die there")
    shown = sum(_inside(r["center"], raw["width"], raw["height"]) for r in raw["dice"])
    listed = len(committed["dice"]) + len(committed["unreadable"])
    if shown != listed:
        problems.append(f"expected {listed} dice centred in the image (committed label), rebuilt scene has {shown}")
    return problems


def _statuses(label: dict) -> dict[tuple[float, float], str]:
    readable = {tuple(d["center"]): f"{d['colour']} {d['value']}" for d in label["dice"]}
    return readable | {tuple(d["center"]): d["reason"] for d in label["unreadable"]}


def relabel(jpeg_path: Path, raw: dict, set_name: str, is_push: bool, photo_seed: int) -> Relabelled:
    """Replace `<jpeg>.json` with the label of `raw` (pip contrasts read from the committed JPEG, developed with
    `photo_seed`) when the rebuilt scene matches the committed label; report what changed."""
    label_path = jpeg_path.with_suffix(".json")
    committed = json.loads(label_path.read_text())
    mismatches = geometry_mismatches(committed, raw, is_push)
    if mismatches:
        return Relabelled(jpeg_path, tuple(mismatches), ())
    label = photo_label(raw, jpeg_path, set_name, photo_seed)
    if "regions" in committed and "regions" in label and committed["regions"] != label["regions"]:
        return Relabelled(jpeg_path, ("board regions differ from the committed label",), ())
    was, now = _statuses(committed), _statuses(label)
    changes = tuple((centre, was[centre], now[centre]) for centre in was if was[centre] != now.get(centre))
    if label != committed:
        label_path.write_text(json.dumps(label, indent=1) + "\n")
    return Relabelled(jpeg_path, (), changes)
