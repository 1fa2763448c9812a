"""Relabel committed images from a labels-only Blender run: same scene, no render, new label rules.

An image's label is replaced only when the rebuilt scene is the one in the photo (`scene_match.py`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from labelled import photo_label
from scene_match import geometry_mismatches


@dataclass(frozen=True)
class Relabelled:
    """What a relabel did to one image: `mismatches` non-empty = left unchanged; `changes` = (centre, was, now)
    per die whose status changed, a status being a value/colour or an unreadable reason."""

    image: Path
    mismatches: tuple[str, ...]
    changes: tuple[tuple[tuple[float, float], str, str], ...]


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
