"""Save one rendered frame as a photo (JPEG) with its project label (JSON) beside it."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import photo
from dice_sets import SETS
from labels import project_label
from pip_contrast import pip_contrast


def with_pip_contrasts(raw: dict, image: np.ndarray, camera: photo.Camera) -> dict:
    """`raw` with, per pip die, how far its pips stand out in the photo ("pip_contrast", levels) and the photo's
    sensor noise at the brightness of its face ("grain_sigma", levels), for the "glare" rule of `labels.py`."""
    dice = []
    for die in raw["dice"]:
        if "pip_places" in die:
            pips = [tuple(place["place"]) for place in die["pip_places"] if place["pip"]]
            measured = pip_contrast(image, die["box"], pips)
            sigma = round(float(photo.grain_sigma(camera, measured.face_level)), 2)
            die = {**die, "pip_contrast": measured.contrast, "grain_sigma": sigma}
        dice.append(die)
    return {**raw, "dice": dice}


def photo_label(raw: dict, jpeg_path: Path, set_name: str, photo_seed: int) -> dict:
    """The project label of the photo `jpeg_path` developed with `photo_seed` from the scene of `raw`."""
    camera = photo.draw_camera(photo_seed, raw["moving"])
    measured = with_pip_contrasts(raw, cv2.imread(str(jpeg_path), cv2.IMREAD_COLOR), camera)
    return project_label(measured, jpeg_path.name, set_name, SETS[set_name].is_push)


def save(render_png: Path, raw: dict, jpeg_path: Path, set_name: str, photo_seed: int) -> dict:
    """Develop `render_png` into `jpeg_path`, write `<same name>.json`, and return the label."""
    photo.develop(render_png, jpeg_path, seed=photo_seed, is_moving=raw["moving"])
    label = photo_label(raw, jpeg_path, set_name, photo_seed)
    jpeg_path.with_suffix(".json").write_text(json.dumps(label, indent=1) + "\n")
    return label
