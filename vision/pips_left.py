"""The pips left of a group of touching dice once one of them is found another way.

The pips of two touching dice join into one group that forms no face and splits into none (one die's pip was
lost, or a lone pip was not taken for a 1 beside the other's): it is reported unreadable. When one of those dice is
read another way (by its outline) or found later by what the dice read tell (touching one, fitted to its edges), the
pips of the group that its face does not hold are the other die's, as two dice's top faces do not overlap: a few pips
to place as the dice read nearby look (Blöder train 30058: a black 3 and four of the five pips of the black 5 it
touches, seven pips; the 3 fitted to its edges, the four left read as the 5; dev 330-349 GNW 20334: a blue 1 read
by its outline, the two pips of the blue 2 it touches left, read as the 2).

Touching dice of one colour join all their pips so, and the dice read there by their outlines or their own pips may
hold every pip of the group but one: a 1's lone pip in the middle of its face (dev GNW 20325: a blue 1 below a blue 6
and beside a blue 3 and 1, eleven pips in one group; the 6, 3 and 1 read by their outlines, the 1 below missed). A
pip left alone so, a face's width from any other left, is a face's of its own, placed as a few pips are.
"""

from __future__ import annotations

from collections.abc import Sequence

from vision import tolerances as tol
from vision.boxes import distance, holds
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


def lone_pips_left(
    unread: list[tuple[FaceGroup, View]], held: list[Box], side_px: float
) -> list[tuple[FaceGroup, View]]:
    """The pips of the groups of `unread` (each with the view it was read in) whose other pips the dice read hold
    (`held`: their top-face boxes, holding some pips of the group) and that are left alone: held by none of them,
    and `tol.LONE_PIP_LEFT_MIN_SIDES` of a die's side (`side_px`, frame pixels) or more from every other pip of the
    group left so (nearer, it may be of that pip's face). Each as a group of that one pip with no fit, to be placed
    as a face (`vision.found_by_dice_read`): a 1's pip, or one of a face whose other pips did not join the group."""
    lone = []
    for group, view in unread:
        centres = [view.to_frame(pip.center) for pip in group.pips]
        left = [index for index, centre in enumerate(centres) if not _inside_any(centre, held)]
        if len(left) == len(centres):
            continue
        reach = tol.LONE_PIP_LEFT_MIN_SIDES * side_px
        lone += [
            (FaceGroup((group.pips[index],), None), view)
            for index in left
            if all(distance(centres[index], centres[other]) >= reach for other in left if other != index)
        ]
    return lone


def _inside_any(point: tuple[float, float], boxes: list[Box]) -> bool:
    return any(holds(box, point) for box in boxes)
