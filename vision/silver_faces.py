"""A silver die's top face found by its outline where it is seen at a slant, and read by its pip places.

The silver die of Doppelt so clever is metal: its face mirrors the room. It takes the colour of whatever is around
it, so it does not stand out from the table as a die body does (`vision.bodies`). Its recessed pips hold a mirrored
highlight and come out as "C" shapes, and the face around them takes in the bright bevel, so they fail the rules of a
plastic pip. Its outline still stands out in lightness, as its bevels mirror light along every edge.

`vision.squares` takes an outline for a top face only while it is nearly square, which keeps a die's side faces
and other rectangles out. A plastic die seen well off the camera's axis is found by its colour instead; a silver one
is found by neither. Here an outline counts as a top face seen at a slant of up to
`tol.SLANTED_FACE_LEAST_SQUASH` (`_is_slanted_face`). So loose a shape may also be a shadow, a card's corner, or a
whole die with its side face around its top face. So it counts only where the set has a silver die, when its colour
is likelier silver than all the set's other colours together (`tol.SILVER_FACE_MIN_SHARE`), and when its pip places
show a pattern (`vision.face_template`, where blob shapes play no part), in the outline or, where the outline was
traced along part of the face only, in the face placed around it as the dice read beside it show theirs
(`vision.placed_faces`). Of several outlines around one face, the one whose pip places read clearest is the face.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import Body, WorkingImage
from vision.closed_edges import face_sides_px
from vision.colour import ColourSettings, classify_bodies
from vision.face_template import TemplateRead
from vision.look_alikes import WHITE_AND_SILVER
from vision.placed_faces import placed_face
from vision.profiles import DiceSetProfile
from vision.shade import read_face_in_its_light
from vision.squares import is_die_square, outlined_body

SILVER = WHITE_AND_SILVER.higher


def may_show_silver(profile: DiceSetProfile) -> bool:
    """Whether the set has a silver die, the only one looked for this way."""
    return SILVER in profile.colour_names


def slanted_outlines(working: WorkingImage) -> list[Body]:
    """The closed lightness edges of the working image that outline a die's top face seen at a slant
    (`_is_slanted_face`) but not squarely enough for `vision.squares.find_squares`, as bodies in frame pixels, each
    outline once (the edge strengths trace most of them alike)."""
    smallest, largest = face_sides_px(max(working.bgr.shape[:2]))
    outlines: dict[tuple[int, ...], np.ndarray] = {}
    for _, polygon in working.lightness_outlines:
        if len(polygon) != 4 or not cv2.isContourConvex(polygon):
            continue
        corners = polygon.reshape(4, 2).astype(float)
        if _is_slanted_face(corners, smallest, largest) and not is_die_square(corners, smallest, largest):
            outlines.setdefault(tuple(polygon.ravel().tolist()), corners)
    return [outlined_body(corners / working.scale, working, corners) for corners in outlines.values()]


def _is_slanted_face(corners: np.ndarray, smallest: float, largest: float) -> bool:
    """Whether the quadrilateral (4, 2) may be a square squashed to `tol.SLANTED_FACE_LEAST_SQUASH` of its side or
    more across one direction, as a top face seen that far off the camera's axis is: squashed along a side it is a
    rectangle whose sides differ by up to 1 / squash; squashed along a diagonal, a rhombus whose corners lie up to
    90° - 2·atan(squash) off a right angle."""
    squash = tol.SLANTED_FACE_LEAST_SQUASH
    return is_die_square(corners, smallest, largest, 1 / squash, 90 - 2 * math.degrees(math.atan(squash)))


def silver_faces(
    image_bgr: np.ndarray,
    working: WorkingImage,
    profile: DiceSetProfile,
    outlines: list[Body],
    faces_read: Sequence[Sequence[tuple[float, float]]] = (),
) -> list[tuple[Body, TemplateRead]]:
    """Of the `outlines` (`slanted_outlines`), the silver top faces with their faces read by their pip places, one
    per face: those whose colour is likelier silver than any other (`tol.SILVER_FACE_MIN_SHARE`, each judged on its
    own) and whose pip places read, the clearest read of outlines around one face kept. The colours are judged in
    the light of the frame's dice (`faces_read`: the top-face boxes of the faces read, frame pixels), whose whitest
    sets the white: judged alone, a silver face is its own white and may pass for a white die."""
    if not outlines:
        return []
    settings = ColourSettings(shares_out_by_counts=False, min_confidence=tol.SILVER_FACE_MIN_SHARE)
    boxes = [outline.box for outline in outlines] + list(faces_read)
    guesses = classify_bodies(image_bgr, boxes, profile, settings)[0][: len(outlines)]
    read = [
        _read_face(image_bgr, working, outline, faces_read)
        for outline, guess in zip(outlines, guesses, strict=True)
        if guess.is_decided and guess.colour == SILVER
    ]
    faces: list[tuple[Body, TemplateRead]] = []
    for outline, face in sorted((item for item in read if item is not None), key=lambda item: -item[1].margin):
        if all(not _is_around_one_face(outline, kept) for kept, _ in faces):
            faces.append((outline, face))
    return faces


def _read_face(
    image_bgr: np.ndarray, working: WorkingImage, outline: Body, faces_read: Sequence[Sequence[tuple[float, float]]]
) -> tuple[Body, TemplateRead] | None:
    """The outline with its face read by its pip places, or where they do not read, the face placed around it as the
    dice read show their squares (`vision.placed_faces`); None when neither reads."""
    read = read_face_in_its_light(image_bgr, working, outline.box)
    return (outline, read) if read is not None else placed_face(image_bgr, working, outline, faces_read)


def _is_around_one_face(outline: Body, other: Body) -> bool:
    """Whether two outlines lie around one face: their centres within half the larger's side."""
    return math.dist(outline.center, other.center) <= 0.5 * max(outline.side_px, other.side_px)
