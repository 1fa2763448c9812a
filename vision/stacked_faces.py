"""A die read by its pip places on a box that holds its front face too: only the box's far part is its top face.

All top faces lie in the table plane, so in one frame they are foreshortened alike where they lie near each other:
a face's extent along the frame's far direction (image-up, for a camera tilted with its image upright, as
`vision.topface` takes it) against its extent across it varies smoothly over the frame. A die's front face stands
perpendicular to it, just below the top in the image, foreshortened the other way (the sine of the view's slant, not
its cosine); far across the table it shows its pips about as tall as the top's. Where the top and front face are one
colour, the outline found of the die (`vision.bodies`) holds both, and its pip places read the two faces' pips as one
face (dev 270-289 GNW 20288: a red 3 whose front face shows three more pips, read as a 6 over both).

So a box read by its pip places that is drawn out along the far direction well beyond the nearest face read surely
(`is_drawn_out_beyond`) is read again on its far part alone, squeezed along the far direction to that face's
foreshortening (`far_part`). Where that part reads clearly as another value, it is the die's top face, asked about
(`tol.STACKED_TOP_CONFIDENCE`): its box is cut from the outline, not seen. Where it reads as the same value, or as
none, the reading stands: a face is read over its front face as often right, its pip places falling on the top's
pips alone (a 1, a 2 across the far direction).

A face placed on a few pips read on the top as a larger face (`vision.lost_pips`) may likewise take in a pip of the
front face: the top face lies in the far part of the die's colour body, as far down as the faces near it are
foreshortened, and a placed face reaching well below it is not taken (`reaches_below_top`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import mean_side_px, middle
from vision.chroma_pips import clearer_by_chroma
from vision.face_template import TemplateRead
from vision.outlined_ones import body_of
from vision.shade import read_face_in_its_light

Point = tuple[float, float]
Box = tuple[Point, ...]
Outlined = tuple[Box, TemplateRead]  # a die read by its pip places: its box in frame pixels, its reading


def tops_of_stacked_faces(
    image_bgr: np.ndarray,
    working: WorkingImage,
    outlined: Sequence[tuple[Outlined, float]],
    references: Sequence[Box],
) -> list[tuple[Outlined, float]]:
    """`outlined` (each a die read by its pip places and how surely its box was found), each whose box is drawn out
    along the far direction beyond the nearest of `references` (boxes of faces read surely, frame pixels;
    `is_drawn_out_beyond`) replaced by the top face on its far part (`far_part`) where that reads clearly
    (`tol.TEMPLATE_CLEAR_MARGIN`) as another value, asked about (`tol.STACKED_TOP_CONFIDENCE`). `working`: the frame
    at the working size. Does not change the image."""
    return [_top_of(image_bgr, working, item, references) for item in outlined]


def _top_of(
    image_bgr: np.ndarray, working: WorkingImage, item: tuple[Outlined, float], references: Sequence[Box]
) -> tuple[Outlined, float]:
    (box, read), found_by = item
    nearest = nearest_reference(box, references)
    if nearest is None or not is_drawn_out_beyond(box, nearest):
        return item
    top = far_part(box, far_extent_ratio(nearest))
    top_read = clearer_by_chroma(image_bgr, top, read_face_in_its_light(image_bgr, working, top))
    if top_read is None or top_read.value == read.value or top_read.margin < tol.TEMPLATE_CLEAR_MARGIN:
        return item
    return (top, top_read), found_by * tol.STACKED_TOP_CONFIDENCE


def reaches_below_top(
    image_bgr: np.ndarray, working: WorkingImage, box: Box, read_at: Point, references: Sequence[Box]
) -> bool:
    """Whether a face placed at `box` (frame pixels; `vision.lost_pips`: a few pips read, their middle `read_at`,
    placed on a larger face as a die read nearby looks) reaches more than `tol.STACKED_PLACED_MAX_BELOW_TOP_SIDES` of
    its side below its die's top face, while the pips read lie on that top face: the far part of the die's colour body
    (`vision.outlined_ones.body_of`), from its far edge down as far as its extent across times the foreshortening of
    the nearest of `references` (`far_extent_ratio`). Such a face holds pips of the die's front face, which the colour
    body covers as it covers the top (dev 290-309 Gönnen 50299: a blue 1's pip placed with a pip of its front face,
    read as a 2). Pips read below the top face are no flat die's top (train GNW 20040: a cocked die's front face, its
    1 placed with a pip of its top as a 2, asked): the placement is left to the doubts that judge a cocked die. False
    where no reference or no body is found, or a body wider across than `tol.STACKED_BODY_MAX_ACROSS` times the face:
    the bodies of dice touching (20040's body held the cocked die and the one beside it, 1.36 times the face)."""
    nearest = nearest_reference(box, references)
    body = None if nearest is None else body_of(image_bgr, working, box)
    if nearest is None or body is None:
        return False
    corners, body_corners = np.asarray(box, dtype=float), np.asarray(body.box, dtype=float)
    if np.ptp(body_corners[:, 0]) > tol.STACKED_BODY_MAX_ACROSS * np.ptp(corners[:, 0]):
        return False
    top_near_edge = body_corners[:, 1].min() + far_extent_ratio(nearest) * np.ptp(body_corners[:, 0])
    reach = corners[:, 1].max() - top_near_edge
    return read_at[1] <= top_near_edge and reach > tol.STACKED_PLACED_MAX_BELOW_TOP_SIDES * mean_side_px(box)


def nearest_reference(box: Box, references: Sequence[Box]) -> Box | None:
    """The reference nearest to `box` (by their middles), `box` itself left out; None when there is none."""
    others = [reference for reference in references if reference is not box]
    if not others:
        return None
    centre = middle(box)
    return min(others, key=lambda reference: math.dist(middle(reference), centre))


def far_extent_ratio(box: Sequence[Sequence[float]]) -> float:
    """The box's extent along the far direction (image-up) over its extent across it: a square in the table plane,
    however turned on it, shows the same ratio (its foreshortening there)."""
    corners = np.asarray(box, dtype=float)
    return float(np.ptp(corners[:, 1]) / max(np.ptp(corners[:, 0]), 1e-9))


def is_drawn_out_beyond(box: Sequence[Sequence[float]], reference: Sequence[Sequence[float]]) -> bool:
    """Whether `box` is drawn out along the far direction at least `tol.STACKED_FACE_MIN_DRAWN_OUT` times as much as
    `reference` (`far_extent_ratio`), a top face read surely near it."""
    return far_extent_ratio(box) >= tol.STACKED_FACE_MIN_DRAWN_OUT * far_extent_ratio(reference)


def far_part(box: Sequence[Sequence[float]], ratio: float) -> Box:
    """`box` squeezed towards its far edge (its least y) along the far direction, to `ratio` of its extent across
    (`far_extent_ratio`): its top face, foreshortened as the faces near it are, without the front face below it."""
    corners = np.asarray(box, dtype=float)
    far_edge, extent = corners[:, 1].min(), np.ptp(corners[:, 1])
    squeeze = ratio * np.ptp(corners[:, 0]) / max(extent, 1e-9)
    return tuple((float(x), float(far_edge + (y - far_edge) * squeeze)) for x, y in corners)
