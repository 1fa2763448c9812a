"""Dice read by their pip places, outlined or placed: the shapes the reader's stages pass them in, and the die
reading each becomes.

An outlined die is (top-face box, `TemplateRead`), the box's four corners (x, y) in frame pixels in order around it.
"""

from __future__ import annotations

from vision.boxes import middle
from vision.confidence import template_confidence
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.reading import DieReading
from vision.views import View

Outlined = tuple[tuple[tuple[float, float], ...], TemplateRead]  # a die read by its pip places: top-face box, read
Read = tuple[list[tuple[FaceGroup, View]], list, list[Outlined]]  # faces read, the boxes their pips imply, outlined


def outlined_reading(box, read: TemplateRead, colour: tuple[str, float], found_by: float = 1.0) -> DieReading:
    """A die read by its pip places; `found_by`: how sure the way its box was found is (1: its own outline), lowered
    further by how surely the box read in is the die's face (`TemplateRead.box_confidence`)."""
    name, colour_confidence = colour
    confidence = round(
        found_by * read.box_confidence * template_confidence(read.margin, read.value) * colour_confidence, 3
    )
    return DieReading(value=read.value, colour=name, center=middle(box), box=box, confidence=confidence)
