"""Dice read by their pip places, outlined or placed: the shapes the reader's stages pass them in, and the die
reading each becomes.

An outlined die is (top-face box, `TemplateRead`), the box's four corners (x, y) in frame pixels in order around it.
"""

from __future__ import annotations

from vision import tolerances as tol
from vision.boxes import middle
from vision.confidence import template_confidence
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.placed_faces import PlacedRead
from vision.reading import DieReading
from vision.views import View

Outlined = tuple[tuple[tuple[float, float], ...], TemplateRead]  # a die read by its pip places: top-face box, read
Read = tuple[list[tuple[FaceGroup, View]], list, list[Outlined]]  # faces read, the boxes their pips imply, outlined


def outlined_reading(box, read: TemplateRead, colour: tuple[str, float], found_by: float = 1.0) -> DieReading:
    """A die read by its pip places; `found_by`: how sure the way its box was found is (1: its own outline), lowered
    for a box placed rather than outlined (`vision.placed_faces.PlacedRead`)."""
    name, colour_confidence = colour
    if isinstance(read, PlacedRead):
        found_by *= tol.PLACED_FACE_CONFIDENCE
    confidence = round(found_by * template_confidence(read.margin, read.value) * colour_confidence, 3)
    return DieReading(value=read.value, colour=name, center=middle(box), box=box, confidence=confidence)
