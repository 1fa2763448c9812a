"""Raw render labels (from `bpy_main.py`) to the project's label format (see fixtures/README.md).

A die goes to "dice" only if a player could read it: settled, top face within MAX_READABLE_TILT_DEG of level,
at least MIN_VISIBLE of the top face seen, and its whole top face inside the image. Otherwise it goes to
"unreadable" with the reason: "moving", "cocked", "hidden" or "out of frame" (and is left out altogether
when even its centre is outside the image).
"""

from __future__ import annotations

MAX_READABLE_TILT_DEG = 20.0
MIN_VISIBLE = 0.5


def _inside(point: list[float], width: int, height: int) -> bool:
    return 0.0 <= point[0] <= width and 0.0 <= point[1] <= height


def unreadable_reason(die: dict, width: int, height: int, is_moving: bool) -> str | None:
    """Why a raw die label cannot be read, or None when it can."""
    if is_moving:
        return "moving"
    if die["tilt_deg"] > MAX_READABLE_TILT_DEG:
        return "cocked"
    if die["visible"] < MIN_VISIBLE:
        return "hidden"
    if not all(_inside(corner, width, height) for corner in die["box"]):
        return "out of frame"
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
