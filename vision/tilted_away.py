"""Dice cocked with their top face turned away from the camera: read as if flat, their confidence is lowered.

A camera tilted with its image upright sees a flat face the less squarely the higher it lies in the frame (the
farther from it), so no flat face is seen less squarely than every face above it. A die cocked on another die or on
the tray's wall can turn its top face away from the camera, which then sees it less squarely than the flat faces
farther away: by its box (the pip places fitted by an affine map) and by its pips alike. `vision.cocked` doubts the
opposite, a face turned towards the camera. Both measures must agree: either alone was as far below the faces above
on right readings of the train splits as on cocked dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from vision import tolerances as tol
from vision.cocked import Slant
from vision.confidence import falling
from vision.reading import DieReading


def with_tilted_away_doubts(dice: Sequence[DieReading], slants: Sequence[Slant]) -> tuple[DieReading, ...]:
    """The dice with each confidence lowered by `less_square_than_farther_faces`; `slants`: per die how squarely it
    is seen (`vision.cocked.slants_of`; a die read by its pip places is left as it is). Does not change value, colour
    or place."""
    doubted = []
    for index, die in enumerate(dice):
        factor = less_square_than_farther_faces(slants[index], slants[:index] + slants[index + 1 :])
        doubted.append(die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3)))
    return tuple(doubted)


def less_square_than_farther_faces(face: Slant, others: Sequence[Slant]) -> float:
    """1 while the face is seen at most `tol.TILTED_AWAY_LESS_SQUARE[0]` less squarely than the least square face
    as high in the frame or higher, falling to 0.5 at `tol.TILTED_AWAY_LESS_SQUARE[1]` less; the lesser shortfall of
    its two measures, each against the same measure of those faces (pips: of faces of
    `tol.SQUASHED_REFERENCE_MIN_PIPS` pips or more). 1 for a face with a measure missing (fewer than
    `tol.COCKED_MIN_PIPS_FOR_BOX` pips) or with no face to compare with."""
    if face.by_box is None or face.by_pips is None:
        return 1.0
    farther = [other for other in others if other.y_px <= face.y_px]
    box_references = [other.by_box for other in farther if other.by_box is not None]
    pip_references = [
        other.by_pips
        for other in farther
        if other.by_pips is not None and other.pips >= tol.SQUASHED_REFERENCE_MIN_PIPS
    ]
    if not box_references or not pip_references:
        return 1.0
    shortfall = min(min(box_references) - face.by_box, min(pip_references) - face.by_pips)
    confident, limit = tol.TILTED_AWAY_LESS_SQUARE
    return falling(shortfall, confident, limit)
