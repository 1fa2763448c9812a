"""A body the frame's edge cuts through is something reaching in from beyond the frame, not a die to lay again.

A body that stands out from the table where no pips are seen is reported as a die whose pips could not be seen
(`vision.reader`), and the players are asked to lay again a die that may not be there (issue #2). Where the body's
box reaches beyond the frame's edge, the rest of it lies out of view: a fingertip or a sleeve reaching in (Blöder
train 30041: a fingertip 46.9 px across, its centre 0.35 of its side from the left edge), and whether its colour goes
on beyond its box (`vision.no_die_bodies`) cannot be seen. The bodies of the unreadable dice labelled in the rendered
sets lie 1.45 of their sides from the frame's edge at the least.
"""

from __future__ import annotations

from vision import tolerances as tol

Point = tuple[float, float]


def is_body_cut_by_frame(center: Point, side_px: float, frame_shape: tuple[int, int]) -> bool:
    """Whether the body at `center` (frame pixels, `side_px` its side) lies closer than `tol.FRAME_CUT_BODY_SIDES` of
    its side to an edge of the frame (height, width): its box reaches beyond the frame."""
    height, width = frame_shape
    nearest_edge_px = min(center[0], center[1], width - center[0], height - center[1])
    return nearest_edge_px < tol.FRAME_CUT_BODY_SIDES * side_px
