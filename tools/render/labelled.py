"""Save one rendered frame as a photo (JPEG) with its project label (JSON) beside it."""

from __future__ import annotations

import json
from pathlib import Path

import photo
from dice_sets import SETS
from labels import project_label


def save(render_png: Path, raw: dict, jpeg_path: Path, set_name: str, photo_seed: int) -> dict:
    """Develop `render_png` into `jpeg_path`, write `<same name>.json`, and return the label."""
    photo.develop(render_png, jpeg_path, seed=photo_seed, is_moving=raw["moving"])
    label = project_label(raw, jpeg_path.name, set_name, SETS[set_name].is_push)
    jpeg_path.with_suffix(".json").write_text(json.dumps(label, indent=1) + "\n")
    return label
