"""The pips left of a group of touching dice once one of them is found another way.

The pips of two touching dice join into one group that forms no face and splits into none (one die's pip was
lost): it is reported unreadable. When one of those dice is found later by what the dice read tell (touching one,
fitted to its edges), the pips of the group that its face does not hold are the other die's, a few pips to place as
the dice read nearby look (Blöder train 30058: a black 3 and four of the five pips of the black 5 it touches, seven
pips; the 3 fitted to its edges, the four left read as the 5).
"""

from __future__ import annotations

from collections.abc import Sequence

from vision.boxes import holds
from vision.find import FaceGroup
from vision.views import View

Box = Sequence[tuple[float, float]]  # a face's four corners in frame pixels, in order around it


def pips_left(unread: list[tuple[FaceGroup, View]], found: list[Box]) -> list[tuple[FaceGroup, View]]:
    """The groups of `unread` (each with the view it was read in) of which a face `found` holds some pips but not
    all, each without those pips and with no fit (a group of a few pips to be placed)."""
    left = []
    for group, view in unread:
        pips = tuple(pip for pip in group.pips if not _inside_any(view.to_frame(pip.center), found))
        if 0 < len(pips) < len(group.pips):
            left.append((FaceGroup(pips, None), view))
    return left


def _inside_any(point: tuple[float, float], boxes: list[Box]) -> bool:
    return any(holds(box, point) for box in boxes)
