"""Splitting a group of pips that fits no face by the plastic around its pips when no top face was chosen from it.

Touching dice of two colours may have their pips joined into one group that fits no face (Blöder train 30067: a red
2's two light pips with five of the black 6 it touches). `vision.topface` keeps such a group only where no face it
keeps shares its die, and a group of two plastics has no one plastic to tell it from a neighbour
(`topface._one_plastic`): the red die's own side face, a 4 seen beside it, dropped the group, and the 2 with it,
before the split by plastic after the top faces (`vision.plastic_split`) could look at it. Split, each part is a
face of its own die among the others, and the top face of each die is chosen again as for any face. Only a group
dropped so is measured (a few a frame at most), and a group kept is left to that later split.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup, group_faces
from vision.plastic import gathered_by_colour
from vision.topface import PlasticOf, SplitFromOtherPlastic, top_faces


def top_faces_split_by_plastic(
    groups: Sequence[FaceGroup], plastic_of: PlasticOf, grey: np.ndarray, lightness: np.ndarray
) -> list[FaceGroup]:
    """`vision.topface.top_faces` of `groups` (of one view, found in `grey` and `lightness` as by
    `vision.find.group_faces`), chosen again with each group of several pips that fits no face and was dropped
    replaced by the groups its pips form gathered by their plastic (`plastic_of`, gatherings
    `tol.PLASTIC_SPLIT_MIN_DISTANCE` apart in a*, b*) when one of those is a face."""
    kept = top_faces(list(groups), plastic_of)
    dropped = [
        group
        for group in groups
        if group.fit is None and len(group.pips) > 1 and not any(group is other for other in kept)
    ]
    if not dropped:
        return kept
    parts = {
        id(group): _parts(group, colours, grey, lightness)
        for group, colours in zip(dropped, plastic_of(dropped), strict=True)
    }
    if not any(parts.values()):
        return kept
    return top_faces([part for group in groups for part in parts.get(id(group)) or [group]], plastic_of)


def _parts(group: FaceGroup, colours: np.ndarray | None, grey: np.ndarray, lightness: np.ndarray) -> list[FaceGroup]:
    """The groups the pips of `group` form gathered by their plastic `colours` ((N, 2) a*, b*; None: not seen), its
    faces as `SplitFromOtherPlastic` (a part whose pips are drawn out as a side face's, `_is_drawn_out`, as a
    group that fits no face); [] when the plastic is one or no gathering forms a face."""
    if colours is None:
        return []
    gatherings = gathered_by_colour(colours, tol.PLASTIC_SPLIT_MIN_DISTANCE)
    if len(gatherings) < 2:
        return []
    parts = [
        part if part.fit is None or not _is_drawn_out(part) else FaceGroup(part.pips, None)
        for members in gatherings
        for part in group_faces([group.pips[i] for i in members], grey, lightness)
    ]
    if all(part.fit is None for part in parts):
        return []
    return [part if part.fit is None else SplitFromOtherPlastic(part.pips, part.fit, group.pips) for part in parts]


def _is_drawn_out(part: FaceGroup) -> bool:
    """Whether every pip of `part` is drawn out as a side face's (`tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION`): the
    pips of a die's side face beside the one it touches join that die's (Blöder train 30042: a black 5's side face,
    its 3 split from the red 6's side face, was chosen over the 5 as its top), and read as a face of their own they
    would be taken for that die's top."""
    return min(pip.elongation for pip in part.pips) >= tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION
