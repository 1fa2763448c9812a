"""1s read closer together than a die's side are pips of one larger face, not dice.

Flat dice lie a side or more apart, centre to centre, so two 1s nearer than that cannot both be dice. They are
the pips of one face whose pips were not linked into it (Blöder board 60007: the two pips of a white 2, 23 px apart
on dice 31 px wide, each read as a 1 at 0.9 and taken without asking). The dice read surely tell the side.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup
from vision.layout import fit_face, is_real_face, plain_mean
from vision.views import View

Face = tuple[FaceGroup, View]


def joined_ones(faces: Sequence[Face]) -> tuple[list[Face], list[Face]]:
    """The faces with the lone-pip 1s that lie too close together joined, and the groups of those that form no face.

    1s of one view and pip kind whose centres lie closer than `tol.PARTNER_MIN_DISTANCE_SIDES` of the median side
    of the dice read surely (faces of two pips or more, read at least `tol.PARTIAL_REFERENCE_MIN_CONFIDENCE`
    surely), and 1s so close to those, are one face: read from their joint pips when they form a real face
    (`vision.layout.is_real_face`), else one unreadable group (fit None). Without a die read surely the faces stand.
    """
    least_distance = tol.PARTNER_MIN_DISTANCE_SIDES * _sure_side_px(faces)
    ones = [index for index, (group, _) in enumerate(faces) if len(group.pips) == 1]
    clusters = _clusters([faces[index] for index in ones], least_distance)
    joined_indices = {ones[member] for cluster in clusters for member in cluster}
    kept = [face for index, face in enumerate(faces) if index not in joined_indices]
    unreadable = []
    for cluster in clusters:
        face = _joint_face([faces[ones[member]] for member in cluster])
        (kept if face[0].fit is not None else unreadable).append(face)
    return kept, unreadable


def _sure_side_px(faces: Sequence[Face]) -> float:
    """The median side (frame pixels) of the faces of two pips or more read surely; 0 without any."""
    sides = [
        group.side_px / view.scale
        for group, view in faces
        if len(group.pips) >= 2 and group.confidence >= tol.PARTIAL_REFERENCE_MIN_CONFIDENCE
    ]
    return statistics.median(sides) if sides else 0.0


def _clusters(ones: Sequence[Face], least_distance_px: float) -> list[list[int]]:
    """Indices into `ones` of each set of two or more 1s linked by lying closer than `least_distance_px` (frame
    pixels) in one view, with pips of one kind."""
    parent = list(range(len(ones)))

    def root(index: int) -> int:
        while parent[index] != index:
            index = parent[index]
        return index

    for first, (group, view) in enumerate(ones):
        for second in range(first + 1, len(ones)):
            other, other_view = ones[second]
            if (
                other_view is view
                and other.pips[0].is_dark == group.pips[0].is_dark
                and math.dist(view.to_frame(group.center), view.to_frame(other.center)) < least_distance_px
            ):
                parent[root(second)] = root(first)
    members: dict[int, list[int]] = {}
    for index in range(len(ones)):
        members.setdefault(root(index), []).append(index)
    return [cluster for cluster in members.values() if len(cluster) > 1]


def _joint_face(ones: Sequence[Face]) -> Face:
    """One group of the pips of `ones` (of one view), fitted when they form a real face."""
    pips = tuple(group.pips[0] for group, _ in ones)
    radius = plain_mean(pip.radius for pip in pips)
    fit = fit_face(np.array([pip.center for pip in pips]), radius)
    return FaceGroup(pips, fit if fit is not None and is_real_face(fit, radius) else None), ones[0][1]
