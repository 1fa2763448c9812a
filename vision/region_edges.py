"""Faces cut by the edge of a region read closer: the region is grown to hold them whole.

A camera frame larger than the working size whose dice are all far is read closer only in regions around the pip
candidates of the working size (`vision.views`), each grown by about a die. A die none of whose pips was a candidate
there (small dark pips) is held only when it lies within that growth; one lying across a region's edge is read from
the pips inside: enlarged Blöder train 30038's white 5, cut through its middle, was read as a 1 from one corner pip,
taken without asking. The frame's own edge cuts a die as well, but no larger region shows more of it.
"""

from __future__ import annotations

from collections.abc import Iterable

from vision import tolerances as tol

Box = tuple[int, int, int, int]  # a region of the frame: x0, y0, x1, y1 (pixels, x1 and y1 excluded)
Face = tuple[tuple[float, float], float]  # a face read: its centre (x, y) and side, frame pixels


def holding_cut_faces(box: Box, faces: Iterable[Face], frame_shape: tuple[int, int]) -> Box:
    """`box` with each edge that is not the frame's (height, width) moved out to lie
    `tol.REGION_EDGE_GROWN_SIDES` face sides from every face read in it whose centre lies closer than
    `tol.REGION_EDGE_CUT_SIDES` of its side to that edge."""
    height, width = frame_shape
    x0, y0, x1, y1 = box
    for (x, y), side in faces:
        near, grown = tol.REGION_EDGE_CUT_SIDES * side, tol.REGION_EDGE_GROWN_SIDES * side
        if x0 > 0 and x - x0 < near:
            x0 = min(x0, max(0, int(x - grown)))
        if y0 > 0 and y - y0 < near:
            y0 = min(y0, max(0, int(y - grown)))
        if x1 < width and x1 - x < near:
            x1 = max(x1, min(width, int(x + grown) + 1))
        if y1 < height and y1 - y < near:
            y1 = max(y1, min(height, int(y + grown) + 1))
    return (x0, y0, x1, y1)
