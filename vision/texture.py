"""Pip groups amid a pattern (a card's brick print, a patterned cloth) are the pattern, not a die.

A group of pips that forms no face is reported as an unreadable die, and the players are asked to lay it again. On a
patterned card the print's marks pass for pips and group into faces that fit no layout (DSC train 10017, 10034,
Gönnen 50014: brick joints). A player sees at once that those marks are everywhere around: a die's pips stand out
alone on its face, while a pattern's marks go on beyond any die's side. So a group that forms no face, around which
many more marks of its pips' size lie that belong to no face either, is dropped as print.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from vision import tolerances as tol
from vision.layout import plain_mean
from vision.pips import Pip

if TYPE_CHECKING:
    from vision.find import FaceGroup


def without_print(groups: Sequence[FaceGroup], pips: Sequence[Pip]) -> list[FaceGroup]:
    """`groups` of one pip kind less the groups without a face (fit None) that lie amid print; `pips`: every pip
    candidate of that kind the groups were made of (working-image pixels)."""
    on_faces = {id(pip) for group in groups if group.fit is not None and len(group.pips) > 1 for pip in group.pips}
    marks = [pip for pip in pips if id(pip) not in on_faces]
    return [group for group in groups if group.fit is not None or not _is_amid_print(group, marks)]


def _is_amid_print(group: FaceGroup, marks: Sequence[Pip]) -> bool:
    """Whether at least `tol.PRINT_MIN_MARKS` `marks` (pips on no face) of about the group's pip size (within
    `tol.LINK_MAX_RADIUS_RATIO`) lie within `tol.PRINT_REACH_SIDES` face sides of the group's centre, its own pips
    not counted."""
    own = {id(pip) for pip in group.pips}
    radius = plain_mean(pip.radius for pip in group.pips)
    reach_px = tol.PRINT_REACH_SIDES * group.side_px
    alike = [
        mark
        for mark in marks
        if id(mark) not in own
        and math.dist(mark.center, group.center) <= reach_px
        and max(mark.radius, radius) <= tol.LINK_MAX_RADIUS_RATIO * min(mark.radius, radius)
    ]
    return len(alike) >= tol.PRINT_MIN_MARKS
