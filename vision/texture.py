"""Pip groups amid a pattern (a card's brick print, a patterned cloth) are the pattern, not a die.

A group of pips that forms no face is reported as an unreadable die, and the players are asked to lay it again. On a
patterned card the print's marks pass for pips and group into faces that fit no layout (DSC train 10017, 10034,
Gönnen 50014: brick joints). A player sees at once that those marks are everywhere around: a die's pips stand out
alone on its face, while a pattern's marks go on beyond any die's side. So a group that forms no face, around which
many more marks of its pips' size lie that belong to no group at all, is taken for print. Pips grouped in any way
are no such marks: the pips of dice lying close together (two 5s in one group, a side face) are grouped, and a die
among them would otherwise be lost with the group (Blöder train 30013's two blue 5s).

Print found so spreads: the pips of a group taken for print are marks too, and a group that forms no face amid them
and the free marks is print as well. A print's marks also group among themselves into small crowded "faces" that the
top-face choice later sets aside as too close or slanted, and those were reported as unreadable dice on the card
(recorded DSC frame 59; DSC train 10034's lie beyond reach); such a face is print when print alone reaches it
`tol.PRINT_MIN_MARKS` times. Spreading needs print found first and reaching the group, so a frame without print
keeps every group.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from vision import tolerances as tol
from vision.layout import FACE_HALF_SIDE, FaceFit, plain_mean
from vision.pips import Pip


class Group(Protocol):
    """What this module reads of a `vision.find.FaceGroup` (working-image pixels)."""

    pips: tuple[Pip, ...]
    fit: FaceFit | None
    center: tuple[float, float]
    side_px: float


def groups_amid_print(groups: Sequence[Group], pips: Sequence[Pip]) -> list[bool]:
    """For each of `groups` (of one pip kind), whether it lies amid print: it forms no face (fit None) and lies amid
    marks (pips in no group), or, once print is found, it lies amid print spreading from there (`is_amid_print`,
    repeated until no more groups are found). `pips`: every pip candidate of that kind the groups were made of."""
    grouped = {id(pip) for group in groups for pip in group.pips}
    marks = [pip for pip in pips if id(pip) not in grouped]
    is_print = [is_amid_print(group, marks) for group in groups]
    while any(is_print):
        printed = [pip for group, is_printed in zip(groups, is_print, strict=True) if is_printed for pip in group.pips]
        spread = [
            is_printed or is_amid_print(group, marks, printed)
            for group, is_printed in zip(groups, is_print, strict=True)
        ]
        if spread == is_print:
            break
        is_print = spread
    return is_print


def _is_crowded(group: Group) -> bool:
    """Whether the face `group`'s pips fit is smaller than dice with pips of their size have (by
    `tol.PRINT_CROWDED_SIDE_SHARE`): marks of print lie closer together than a die's pips."""
    return group.side_px < tol.PRINT_CROWDED_SIDE_SHARE * _pip_side_px(group)


def _pip_side_px(group: Group) -> float:
    """The side of a die face with pips of the size of `group`'s (working-image pixels)."""
    return 2 * FACE_HALF_SIDE * tol.FACE_SIDE_PER_PIP_RADIUS * plain_mean(pip.radius for pip in group.pips)


def is_amid_print(group: Group, marks: Sequence[Pip], printed: Sequence[Pip] = ()) -> bool:
    """Whether at least `tol.PRINT_MIN_MARKS` `marks` and `printed` pips (those of groups found to be print; when
    given, one of them at least) of about the group's pip size (within `tol.LINK_MAX_RADIUS_RATIO`) lie within
    `tol.PRINT_REACH_SIDES` face sides of the group's centre, its own pips not counted. A group whose pips fit a
    face is print only when crowded and print alone reaches it that often: a side face beside a die's top face is
    sometimes taken for print (real photo two_30, Gönnen train 50034), and the top face must not follow it. A crowded
    face amid `tol.PRINT_CROWDED_MIN_MARKS` marks is print with no print found first: the print's "faces" that the
    top-face choice sets aside were reported as unreadable dice on the card (DSC train 10017, GNW train 20084)."""
    own = {id(pip) for pip in group.pips}
    radius = plain_mean(pip.radius for pip in group.pips)
    reach_px = tol.PRINT_REACH_SIDES * max(group.side_px, _pip_side_px(group))  # a crowded face's side is print's

    def alike(candidates: Sequence[Pip]) -> int:
        return sum(
            1
            for pip in candidates
            if id(pip) not in own
            and math.dist(pip.center, group.center) <= reach_px
            and max(pip.radius, radius) <= tol.LINK_MAX_RADIUS_RATIO * min(pip.radius, radius)
        )

    if group.fit is not None:
        is_amid_many_marks = alike(marks) >= tol.PRINT_CROWDED_MIN_MARKS
        return _is_crowded(group) and (is_amid_many_marks or alike(printed) >= tol.PRINT_MIN_MARKS)
    if not printed:
        return alike(marks) >= tol.PRINT_MIN_MARKS
    reached = alike(printed)
    return reached > 0 and reached + alike(marks) >= tol.PRINT_MIN_MARKS
