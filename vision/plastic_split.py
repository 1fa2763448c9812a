"""Splitting a group of pips that formed no face by the colour of the plastic around each pip.

Touching dice of different colours (a Gönnen können table holds five colours, Doppelt so clever six) often have
their pips joined into one group that is no die face ("too many pips", "not a face"), and splitting it by where
the pips lie (`vision.partition`) fails when the faces lie close. The pips of one face all sit in one plastic, so
the plastic just around each pip tells them apart: the pips are gathered by that colour and each gathering is
grouped into faces again. Only colour (a*, b*) counts, not lightness: a die's side faces and a shadow across its
top face change how light its plastic looks, hardly its hue.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup, group_faces
from vision.plastic import plastic_colours, plastic_colours_of_sets
from vision.topface import BesideOtherPlastic, top_faces
from vision.views import View, pip_candidates


@dataclass(frozen=True)
class SplitView(View):
    """The view of the faces found by splitting a group: such a face lies against a die of another colour, which it
    may be cocked against (its confidence is scaled by `tol.PLASTIC_SPLIT_CONFIDENCE`)."""


@dataclass(frozen=True)
class WholeFaceSplitView(SplitView):
    """The view of the faces split from a group when they are whole faces that share out all its pips
    (`_are_whole_faces`): dice lying flat side by side, taken as surely as any. A die cocked against another shows its
    side face's pips beside its top, or hides part of the other's face, so its split leaves pips over or a face short
    (Doppelt so clever train 10016: a blue 5 cocked against a green 6, whose other row of pips formed no face; dev
    210-229 Geht noch was 20211: a red 6 with its side face's pips left over)."""


def split_unread(image_bgr: np.ndarray, views: Sequence[View]) -> list[tuple[FaceGroup, View]]:
    """The groups of `views` (of the BGR uint8 frame `image_bgr`), each group of several pips replaced by the faces
    its pips form gathered by the plastic around them (`split_by_plastic`) when there are any; in the order of the
    views and their groups. The plastic of every group is measured in one call (`plastic_colours_of_sets`: a call's
    own steps cost more than a group's pixels)."""
    groups = [(group, view) for view in views for group in view.groups]
    several = [(group, view) for group, view in groups if len(group.pips) > 1]
    colours = plastic_colours_of_sets(image_bgr, [_frame_pips(group, view) for group, view in several])
    splits = iter(
        [_split(image_bgr, group, view, measured) for (group, view), measured in zip(several, colours, strict=True)]
    )
    split: list[tuple[FaceGroup, View]] = []
    for group, view in groups:
        split += (next(splits) if len(group.pips) > 1 else []) or [(group, view)]
    return split


def split_by_plastic(image_bgr: np.ndarray, group: FaceGroup, view: View) -> list[tuple[FaceGroup, View]]:
    """The faces (and groups still unreadable) the pips of `group` (read through `view` of the BGR uint8 frame
    `image_bgr`) form once gathered by the colour of the plastic around them; [] when all their plastic is alike
    (within `tol.PLASTIC_SPLIT_MIN_DISTANCE` in a*, b*). When no gathering forms a face, the group alone, as
    unreadable: pips in two plastics form no face of one die, however well they fit one."""
    return _split(image_bgr, group, view, plastic_colours(image_bgr, _frame_pips(group, view)))


def _frame_pips(group: FaceGroup, view: View) -> list[tuple[tuple[float, float], float]]:
    """The pips of `group` (of `view`) in frame pixels: (centre, radius)."""
    return [(view.to_frame(pip.center), pip.radius / view.scale) for pip in group.pips]


def _split(
    image_bgr: np.ndarray, group: FaceGroup, view: View, colours: np.ndarray | None
) -> list[tuple[FaceGroup, View]]:
    """`split_by_plastic` of `group`, the plastic around its pips measured (`colours`, `plastic_colours`)."""
    if colours is None or np.isnan(colours).any():
        return []
    gatherings = _gathered(colours, tol.PLASTIC_SPLIT_MIN_DISTANCE, as_shades=_is_placed_face(group))
    if len(gatherings) < 2:
        return []
    centres = [centre for centre, _ in _frame_pips(group, view)]
    region, crop_view = _region(image_bgr, centres, group.side_px / view.scale, view)
    _, grey, lightness = pip_candidates(region, view.scale, round(max(image_bgr.shape[:2]) * view.scale), kinds=())
    shift = np.subtract(view.offset, crop_view.offset) * view.scale
    moved = [replace(pip, center=(pip.center[0] + shift[0], pip.center[1] + shift[1])) for pip in group.pips]
    groups = top_faces(
        [face for members in gatherings for face in group_faces([moved[i] for i in members], grey, lightness)]
    )
    if not any(face.fit is not None for face in groups):
        return [(FaceGroup(group.pips, None), view)]
    if _are_whole_faces(groups, len(group.pips)):
        crop_view = WholeFaceSplitView(crop_view.groups, crop_view.scale, crop_view.offset)
    return [(face, crop_view) for face in groups]


def _is_placed_face(group: FaceGroup) -> bool:
    """Whether `group`'s pips fit a face of `tol.PLASTIC_SHADE_LEAST_PIPS` or more, each at its place in the face's
    layout: any two pips fit a 2 (a 1's pip and a candidate on its side face or its table), so only such a face shows
    that its pips lie on one die."""
    return group.fit is not None and len(group.pips) >= tol.PLASTIC_SHADE_LEAST_PIPS


def _are_whole_faces(faces: list[FaceGroup], pip_count: int) -> bool:
    """Whether `faces` (split from a group of `pip_count` pips) are whole faces that share out every pip: each read
    as the value it holds pips (none placed where no pip was found), no pip left over."""
    return all(face.fit is not None and face.fit.value == len(face.pips) for face in faces) and (
        sum(len(face.pips) for face in faces) == pip_count
    )


def is_beside_other_plastic(group: FaceGroup, view: View) -> bool:
    """Whether the face `group` (of `view`) was found against a die of another colour that it may be cocked against:
    split from its pips (a `SplitView`, but for whole faces sharing out all of them, `WholeFaceSplitView`) or kept
    beside its face (`vision.topface.BesideOtherPlastic`)."""
    is_split = isinstance(view, SplitView) and not isinstance(view, WholeFaceSplitView)
    return is_split or isinstance(group, BesideOtherPlastic)


def _gathered(colours: np.ndarray, min_distance: float, as_shades: bool = False) -> list[list[int]]:
    """The indices of `colours` (N, 2) gathered so that colours nearer than `min_distance` share a gathering
    (single linkage: the shades of one die's plastic chain together); `as_shades`: measured as shades of one plastic
    (`_shade_distances`), for the pips of a face placed by its layout (`_is_placed_face`): they lie on one die unless
    their plastic differs in more than shade. A group that fits no face is of two dice, and two dice of one colour
    differ in shade alone (one in the other's shadow, GNW train 20028's two blue 4s), so its pips are gathered by plain
    a*, b*."""
    count = len(colours)
    near = (
        _shade_distances(colours) if as_shades else np.linalg.norm(colours[:, None] - colours[None, :], axis=-1)
    ) < min_distance
    labels = list(range(count))
    for i in range(count):
        for j in range(i + 1, count):
            if near[i, j]:
                old, new = labels[j], labels[i]
                labels = [new if label == old else label for label in labels]
    return [[i for i in range(count) if labels[i] == label] for label in sorted(set(labels))]


def _region(
    image_bgr: np.ndarray, centres: list[tuple[float, float]], side_px: float, view: View
) -> tuple[np.ndarray, SplitView]:
    """The part of the frame around the pips, a face's side each way (the channels of pips are judged over their
    face), and a view of it at `view`'s scale."""
    height, width = image_bgr.shape[:2]
    xs, ys = zip(*centres, strict=True)
    x0, y0 = max(0, int(min(xs) - side_px)), max(0, int(min(ys) - side_px))
    x1, y1 = min(width, int(np.ceil(max(xs) + side_px))), min(height, int(np.ceil(max(ys) + side_px)))
    return image_bgr[y0:y1, x0:x1], SplitView((), view.scale, (float(x0), float(y0)))


def _shade_distances(colours: np.ndarray) -> np.ndarray:
    """How far apart each two of `colours` (N, 2: 8-bit a*, b*, neutral at 128) are as shades of one plastic (N, N):
    the less colourful one's distance from the other's colour made as much less colourful as a shade across one face
    makes it, by no less than `tol.PLASTIC_SHADE_LEAST_CHROMA_SHARE` (its hue kept). Shade takes a plastic's chroma with
    its light, towards grey (GNW train 20093's red 4: one pip's plastic 48 in chroma, the others' 64-65, hue alike, 17
    apart in plain a*, b*), while two dice of other colours differ in hue or in far more chroma."""
    chroma = colours - 128.0
    length = np.hypot(chroma[:, 0], chroma[:, 1])
    order = length[:, None] <= length[None, :]  # [i, j]: i is the less colourful
    less = np.where(order[..., None], chroma[:, None, :], chroma[None, :, :])
    more = np.where(order[..., None], chroma[None, :, :], chroma[:, None, :])
    reach = np.maximum((more * more).sum(axis=-1), 1e-9)
    share = np.clip((less * more).sum(axis=-1) / reach, tol.PLASTIC_SHADE_LEAST_CHROMA_SHARE, 1.0)
    return np.linalg.norm(less - share[..., None] * more, axis=-1)
