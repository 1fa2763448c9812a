"""Raw render labels (from `bpy_main.py`) to the project's label format (see fixtures/README.md).

A die goes to "dice" only if a player could read it: settled, top face within MAX_READABLE_TILT_DEG of level,
its whole top face inside the image, every place a pip may sit in view (the PUSH die, without pips: at least
MIN_VISIBLE of its top face), and its pips standing out of the photo's grain. Otherwise it goes to "unreadable"
with the reason: "moving", "cocked", "hidden", "out of frame" or "glare" (and is left out altogether when even
its centre is outside the image).

Pips in view: a die half under a tray rim may show two pips of a six; a player can tell its value only when
all seven places of the pip grid are seen, because an unseen place may hold a pip or not.
Pips standing out: `pip_contrast` (see `pip_contrast.py`) is the 90th percentile of how far the mean pip differs
from the face; grain alone (sensor noise of standard deviation σ, `grain_sigma`) reaches about 1.64 σ there
(the 90th percentile of |N(0, σ)|, for a die with one pip; less with more pips to average). A pip pattern is
called visible only when it clears that by half again: MIN_PIP_CONTRAST_SIGMAS = 2.5.
"""

from __future__ import annotations

MAX_READABLE_TILT_DEG = 20.0
MIN_VISIBLE = 0.5
MIN_PIP_CONTRAST_SIGMAS = 2.5


def _inside(point: list[float], width: int, height: int) -> bool:
    return 0.0 <= point[0] <= width and 0.0 <= point[1] <= height


def _is_hidden(die: dict) -> bool:
    """Pip dice: some pip place not seen; the PUSH die (no pip places): less than MIN_VISIBLE of its face seen."""
    if "pip_places" in die:
        return not all(place["seen"] for place in die["pip_places"])
    return die["visible"] < MIN_VISIBLE


def _is_glare(die: dict) -> bool:
    """The pips do not stand out of the photo's grain (measured only for pip dice in a developed photo)."""
    return "pip_contrast" in die and die["pip_contrast"] < MIN_PIP_CONTRAST_SIGMAS * die["grain_sigma"]


def unreadable_reason(die: dict, width: int, height: int, is_moving: bool) -> str | None:
    """Why a raw die label cannot be read, or None when it can."""
    if is_moving:
        return "moving"
    if die["tilt_deg"] > MAX_READABLE_TILT_DEG:
        return "cocked"
    if _is_hidden(die):
        return "hidden"
    if not all(_inside(corner, width, height) for corner in die["box"]):
        return "out of frame"
    if _is_glare(die):
        return "glare"
    return None


def project_label(raw: dict, image_name: str, set_name: str, is_push: bool) -> dict:
    """The label file content for one image. PUSH die: value None and colour = the face on top.

    Board scenes (raw "regions" present) add per die its "region" and "field", and the regions' corners."""
    width, height = raw["width"], raw["height"]
    dice, unreadable = [], []
    is_board = "regions" in raw
    for die in raw["dice"]:
        reason = unreadable_reason(die, width, height, raw["moving"])
        where = {"region": die["region"], "field": die["field"]} if is_board else {}
        if reason is None:
            value, colour = (None, die["face"]) if is_push else (die["face"], die["colour"])
            dice.append({"value": value, "colour": colour, "center": die["center"], "box": die["box"], **where})
        elif _inside(die["center"], width, height):
            unreadable.append({"center": die["center"], "reason": reason, **where})
    label = {"image": image_name, "set": set_name, "dice": dice, "unreadable": unreadable}
    if is_board:
        label["regions"] = raw["regions"]
    return label
