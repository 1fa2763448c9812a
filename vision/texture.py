"""Pip groups amid a pattern (a card's brick print, a patterned cloth) are the pattern, not a die.

A group of pips that forms no face is reported as an unreadable die, and the players are asked to lay it again. On a
patterned card the print's marks pass for pips and group into faces that fit no layout (DSC train 10017, 10034,
Gönnen 50014: brick joints). A player sees at once that those marks are everywhere around: a die's pips stand out
alone on its face, while a pattern's marks go on beyond any die's side. So a group that forms no face, around which
many more marks of its pips' size lie that belong to no group at all, is taken for print. Pips grouped in any way
are no such marks: the pips of dice lying close together (two 5s in one group, a side face) are grouped, and a die
among them would otherwise be lost with the group (Blöder train 30013's two blue 5s).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from vision import tolerances as tol
from vision.layout import FaceFit, plain_mean
from vision.pips import Pip


class Group(Protocol):
    """What this module reads of a `vision.find.FaceGroup` (working-image pixels)."""

    pips: tuple[Pip, ...]
    fit: FaceFit | None
    center: tuple[float, float]
    side_px: float


def groups_amid_print(groups: Sequence[Group], pips: Sequence[Pip]) -> list[bool]:
    """For each of `groups` (of one pip kind), whether it forms no face (fit None) and lies amid print; `pips`: every
    pip candidate of that kind the groups were made of."""
    grouped = {id(pip) for group in groups for pip in group.pips}
    marks = [pip for pip in pips if id(pip) not in grouped]
    return [group.fit is None and _is_amid_print(group, marks) for group in groups]


def _is_amid_print(group: Group, marks: Sequence[Pip]) -> bool:
    """Whether at least `tol.PRINT_MIN_MARKS` `marks` (pips in no group) of about the group's pip size (within
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
