"""A silver top face read where its outline lies, as the square its neighbours' faces show, turned.

A silver face mirrors the room, and the lightness outline `vision.silver_faces` finds of it is often traced along
part of the face only: between its pips, whose dark recesses break the mirrored light (dev 10207: a silver 2's
outline 0.7 of its side, turned off the face's square, two of its corners on the two pips), or along a mirrored band
across it. Read there, its pip places miss the pips. The outline still lies on the face, and a die lying flat shows
the same square as the dice read beside it, only turned on the table: a square's image is the table plane's
mapping of it, so the nearest die's box, turned in the table plane (`turned_square`), is the face's box at some
turn. The turns are tried `tol.PLACED_FACE_TURN_STEP_DEG` apart over a quarter turn (a square repeats after that);
only a box that holds the outline is the face's (`tol.PLACED_FACE_OUTLINE_SLACK_SIDES`), and a reading counts only
where the turn beside it reads the same value too: the pip places reach a turn that far (a few pixels at a corner),
while a face read at one turn alone is a shade or a mirrored patch that happens to fit (train 10095: a silver 3 half
dark, read as a 6 at one turn). So placed, the box is guessed, not seen: such a die is asked about
(`tol.PLACED_FACE_CONFIDENCE`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import Body, WorkingImage
from vision.boxes import mean_side_px, middle
from vision.face_template import TemplateRead
from vision.shade import read_face_in_its_light
from vision.squares import outlined_body

Point = tuple[float, float]
_UNIT_SQUARE = np.array([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]])


@dataclass(frozen=True)
class PlacedRead(TemplateRead):
    """A face read in a box placed as its neighbours' square turned (`placed_face`), not in its own outline: the
    reader asks about it."""

    @property
    def box_confidence(self) -> float:
        return tol.PLACED_FACE_CONFIDENCE


def placed_face(
    image_bgr: np.ndarray, working: WorkingImage, outline: Body, faces_read: Sequence[Sequence[Point]]
) -> tuple[Body, PlacedRead] | None:
    """The face around `outline` (frame pixels) read in the nearest of `faces_read` (top-face boxes, frame pixels)
    turned about the outline's centre, the clearest of the turns that hold the outline and read alike at a turn
    beside them, as a body of the box read and its reading; None when there is no die read to take the square from or
    no turn reads so. Does not change the image."""
    if not faces_read:
        return None
    nearest = min(faces_read, key=lambda box: math.dist(middle(box), outline.center))
    turns = np.arange(0.0, 90.0, tol.PLACED_FACE_TURN_STEP_DEG)
    boxes = [turned_square(nearest, outline.center, math.radians(turn)) for turn in turns]
    reads = [read_face_in_its_light(image_bgr, working, box) if holds(box, outline.box) else None for box in boxes]
    best: tuple[np.ndarray, TemplateRead] | None = None
    for index, (box, read) in enumerate(zip(boxes, reads, strict=True)):
        beside = (reads[index - 1], reads[(index + 1) % len(reads)])  # a quarter turn on is the same square
        if (
            read is not None
            and (best is None or read.margin > best[1].margin)
            and any(other is not None and other.value == read.value for other in beside)
        ):
            best = (box, read)
    if best is None:
        return None
    box, read = best
    return outlined_body(box, working, box * working.scale), PlacedRead(**vars(read))


def turned_square(box: Sequence[Point], centre: Point, turn_rad: float) -> np.ndarray:
    """The square `box` (4 corners in order around it, frame pixels) shows on the table, turned by `turn_rad` in the
    table's plane and moved to `centre`, as 4×2 frame pixels: the box's two edges from its first corner map the unit
    square onto the table as the camera sees it there (an affine view, as across a die)."""
    corners = np.asarray(box, dtype=float)
    edges = np.stack([corners[1] - corners[0], corners[3] - corners[0]], axis=1)
    cos, sin = math.cos(turn_rad), math.sin(turn_rad)
    turned = _UNIT_SQUARE @ np.array([[cos, sin], [-sin, cos]])
    return np.asarray(centre, dtype=float) + turned @ edges.T


def holds(box: np.ndarray, outline: Sequence[Point]) -> bool:
    """Whether every corner of `outline` lies inside `box` (4×2) or at most `tol.PLACED_FACE_OUTLINE_SLACK_SIDES` of
    its side outside it (frame pixels)."""
    contour = box.astype(np.float32).reshape(-1, 1, 2)
    slack = tol.PLACED_FACE_OUTLINE_SLACK_SIDES * mean_side_px(box)
    return all(cv2.pointPolygonTest(contour, (float(x), float(y)), True) >= -slack for x, y in outline)
