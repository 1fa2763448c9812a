"""Faces of print that the top-face choice set aside are print still, not unreadable dice.

A card's brick print forms small "faces" of two marks that fit a layout (`vision.find.group_faces`); they are not
print there (`vision.texture`: a face is print only when crowded), and the top-face choice then sets them aside as too
close to a face or slanted (`vision.topface.top_faces`), which leaves them as groups that form no face: each was
reported as an unreadable die on the card (DSC train 10066, dev 10347 twice: issue #2). A player tells them from a
die at once: their marks are a fraction of the size of the pips the dice beside them show, and many more lie around.
So a face set aside whose pips are far smaller than the pips of the faces kept in its view
(`tol.PRINT_SET_ASIDE_MAX_PIP_SHARE`) is judged as any group that forms no face is: print when marks of its pips' size
lie around it (`vision.texture.is_amid_print`). A die's side faces set aside beside its top show pips of about the
top's size, however many pips of the dice around them lie in no group, and stay as they were.
"""

from __future__ import annotations

from collections.abc import Sequence

from vision import quantiles
from vision import tolerances as tol
from vision.find import AmidPrint, FaceGroup
from vision.layout import plain_mean
from vision.pips import Pip
from vision.texture import is_amid_print


def with_print_set_aside(
    grouped: Sequence[FaceGroup], kept: Sequence[FaceGroup], pips: Sequence[Pip]
) -> list[FaceGroup]:
    """`kept`, the groups `vision.topface.top_faces` chose of `grouped` (the groups `group_faces` made of `pips`, both
    kinds, in one view's pixels), with each face it set aside (fitted in `grouped`, kept with no fit) as `AmidPrint`
    where its pips are far smaller than the kept faces' and it lies amid marks of its kind of pip (the pips in no
    group of `grouped`). With no face kept there is no die's pip to measure against, and nothing is taken for print."""
    die_pip_radii = [pip.radius for group in kept if group.fit is not None for pip in group.pips]
    if not die_pip_radii:
        return list(kept)
    fitted = {id(group.pips) for group in grouped if group.fit is not None}
    grouped_pips = {id(pip) for group in grouped for pip in group.pips}
    marks = [pip for pip in pips if id(pip) not in grouped_pips]
    largest_mark_px = tol.PRINT_SET_ASIDE_MAX_PIP_SHARE * quantiles.median(die_pip_radii)
    return [
        AmidPrint(group.pips, None) if _is_set_aside_amid_print(group, fitted, marks, largest_mark_px) else group
        for group in kept
    ]


def _is_set_aside_amid_print(group: FaceGroup, fitted: set[int], marks: Sequence[Pip], largest_mark_px: float) -> bool:
    """Whether `group` is a face set aside (its pips fitted once, `fitted` by id, no fit now) of pips no larger than
    `largest_mark_px` on average, amid `marks` of its kind of pip."""
    if group.fit is not None or isinstance(group, AmidPrint) or id(group.pips) not in fitted:
        return False
    if plain_mean(pip.radius for pip in group.pips) > largest_mark_px:
        return False
    is_dark = group.pips[0].is_dark
    return is_amid_print(group, [pip for pip in marks if pip.is_dark == is_dark])
