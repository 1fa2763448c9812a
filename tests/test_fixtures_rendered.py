"""The committed rendered fixtures are well-formed: every label says what the formats note promises.

Checks the files only (no rendering): fields, value range, colours of the label's dice set, boxes inside the
image, and that every image exists and decodes at the size the labels assume.
"""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
RENDERED = FIXTURES / "rendered"
CAMERA_SIZE = FIXTURES / "rendered-1280"  # the same sets rendered at the camera's frame size
BENCH = FIXTURES / "bench"
PUSH_FACES = {"red", "blue", "green", "yellow", "purple", "star"}
# Colours and the most dice of each colour per frame, as fixtures/README.md lists them.
SET_DICE = {
    "doppelt-so-clever": {"yellow": 1, "blue": 1, "green": 1, "pink": 1, "silver": 1, "white": 1},
    "geht-noch-was": {"blue": 4, "red": 3},
    "bloeder-sack": {"red": 10, "blue": 10, "white": 10, "black": 10},
    "push": dict.fromkeys(PUSH_FACES, 1),
    "goennen-koennen": {"yellow": 1, "orange": 1, "green": 1, "blue": 1, "fifth": 1},
}
UNREADABLE_REASONS = {"cocked", "hidden", "out of frame", "moving", "glare"}
MIN_IMAGES_PER_SET = 30
MIN_CAMERA_SIZE_IMAGES_PER_SET = 20


def _label_files() -> list[Path]:
    return sorted(RENDERED.glob("*/*.json")) + sorted(CAMERA_SIZE.glob("*/*.json")) + sorted(BENCH.glob("*.json"))


LABELS = {path: json.loads(path.read_text()) for path in _label_files()}


def _image_size(label_path: Path) -> tuple[int, int]:
    """Width and height the labels of this folder assume (bench and camera-size frames are 1280×960)."""
    return (1280, 960) if BENCH in label_path.parents or CAMERA_SIZE in label_path.parents else (640, 480)


def _inside(point: list[float], size: tuple[int, int]) -> bool:
    return 0.0 <= point[0] <= size[0] and 0.0 <= point[1] <= size[1]


@pytest.mark.parametrize("set_name", sorted(SET_DICE))
def test_every_dice_set_has_rendered_fixtures(set_name):
    assert len(list((RENDERED / set_name).glob("*.json"))) >= MIN_IMAGES_PER_SET


@pytest.mark.parametrize("set_name", sorted(SET_DICE))
def test_every_dice_set_has_fixtures_rendered_at_the_camera_size(set_name):
    assert len(list((CAMERA_SIZE / set_name).glob("*.json"))) >= MIN_CAMERA_SIZE_IMAGES_PER_SET


def test_bench_frames_show_seven_dice():
    bench = [label for path, label in LABELS.items() if path.parent == BENCH]
    assert len(bench) >= 5
    assert all(len(label["dice"]) + len(label["unreadable"]) == 7 for label in bench)


def test_labels_have_exactly_the_project_fields():
    wrong = [path.name for path, label in LABELS.items() if set(label) != {"image", "set", "dice", "unreadable"}]
    wrong += [
        path.name
        for path, label in LABELS.items()
        for die in label["dice"]
        if set(die) != {"value", "colour", "center", "box"}
    ]
    assert wrong == []


def test_label_names_its_own_image_and_the_folder_set():
    wrong = [
        path.name
        for path, label in LABELS.items()
        if label["image"] != path.with_suffix(".jpg").name
        or label["set"] != (path.parent.name if path.parent != BENCH else "geht-noch-was")
    ]
    assert wrong == []


def test_values_are_one_to_six_and_null_only_on_the_push_die():
    wrong = []
    for path, label in LABELS.items():
        for die in label["dice"]:
            if label["set"] == "push":
                is_right = die["value"] is None
            else:
                is_right = isinstance(die["value"], int) and 1 <= die["value"] <= 6
            if not is_right:
                wrong.append((path.name, die["value"]))
    assert wrong == []


def test_colours_belong_to_the_set_in_at_most_its_numbers():
    wrong = []
    for path, label in LABELS.items():
        allowed = SET_DICE[label["set"]]
        colours = [die["colour"] for die in label["dice"]]
        if any(colour not in allowed or colours.count(colour) > allowed[colour] for colour in colours):
            wrong.append((path.name, colours))
    assert wrong == []


def test_boxes_lie_inside_the_image_around_their_centre():
    wrong = []
    for path, label in LABELS.items():
        size = _image_size(path)
        for die in label["dice"]:
            box = np.array(die["box"], np.float32)
            is_inside = len(die["box"]) == 4 and all(_inside(corner, size) for corner in die["box"])
            holds_centre = cv2.pointPolygonTest(box.reshape(-1, 1, 2), tuple(die["center"]), False) > 0
            if not (is_inside and holds_centre):
                wrong.append((path.name, die["center"]))
    assert wrong == []


def test_unreadable_dice_have_a_known_reason_and_a_centre_in_the_image():
    wrong = [
        (path.name, entry)
        for path, label in LABELS.items()
        for entry in label["unreadable"]
        if entry["reason"] not in UNREADABLE_REASONS or not _inside(entry["center"], _image_size(path))
    ]
    assert wrong == []


def test_every_image_exists_and_decodes_at_the_labelled_size():
    wrong = []
    for path in LABELS:
        image = cv2.imread(str(path.with_suffix(".jpg")), cv2.IMREAD_COLOR)
        if image is None or (image.shape[1], image.shape[0]) != _image_size(path):
            wrong.append(path.name)
    assert wrong == []
