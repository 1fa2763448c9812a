"""Is a rebuilt scene the one in a committed photo? Compares its raw label with the committed project label.

It is when every committed die (readable or not) is found in the rebuilt scene at the same centre (readable
ones also with the same box corners and face) to TOLERANCE_PX, and no other die of the scene has its centre in
the image.
"""

from __future__ import annotations

TOLERANCE_PX = 0.01


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
