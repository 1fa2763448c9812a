"""A die read by its pip places on an outline flatter than the top faces near it: the outline is part of its face.

All top faces lie in the table plane, so near each other they are foreshortened alike (`vision.stacked_faces`), and a
square in that plane, however turned, shows the same ratio of its axes there (`axis_ratio`, from the outline's area
moments). An outline far flatter than the nearest face read surely is no whole top face: the lit part of a face whose
rest lies in a tray wall's hard shadow, whose pip places read that part's pips alone (dev Blöder 30329: a blue 6 in a
tray corner, two thirds of it lit, that strip read as a 4 at 1.0, its other row of pips in the shadow). Such a die is
asked about (`tol.FLAT_OUTLINE_CONFIDENCE`): what the rest of its face holds is not seen.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.stacked_faces import Box, Outlined, nearest_reference


def with_flat_outlines_asked(
    outlined: Sequence[tuple[Outlined, float]], references: Sequence[Box]
) -> list[tuple[Outlined, float]]:
    """`outlined` (each a die read by its pip places, frame pixels, and how surely its box was found), each whose box
    is flatter than the nearest of `references` (boxes of faces read surely; `is_flatter_than`) found no more surely
    than `tol.FLAT_OUTLINE_CONFIDENCE`."""
    asked = []
    for (box, read), found_by in outlined:
        nearest = nearest_reference(box, references)
        is_flat = nearest is not None and is_flatter_than(box, nearest)
        asked.append(((box, read), min(found_by, tol.FLAT_OUTLINE_CONFIDENCE) if is_flat else found_by))
    return asked


def is_flatter_than(box: Box, reference: Box) -> bool:
    """Whether `box` has less than `tol.FLAT_OUTLINE_MAX_AXIS_SHARE` of the axis ratio of `reference` (`axis_ratio`)."""
    return axis_ratio(box) < tol.FLAT_OUTLINE_MAX_AXIS_SHARE * axis_ratio(reference)


def axis_ratio(box: Box) -> float:
    """The short over the long axis (0-1] of the quadrilateral `box` (frame pixels): the square root of its area
    moments' eigenvalue ratio, 1 for a square however turned, a rectangle's side ratio. Its corners alone would take a
    corner drawn out by a glint for a slant."""
    moments = cv2.moments(np.asarray(box, np.float32))
    smaller, larger = np.linalg.eigvalsh(
        np.array([[moments["mu20"], moments["mu11"]], [moments["mu11"], moments["mu02"]]])
    )
    return math.sqrt(max(float(smaller), 0.0) / larger) if larger > 0 else 1.0
