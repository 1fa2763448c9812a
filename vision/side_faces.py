"""Side faces read as dice beside the die they belong to, closer to it than a flat die beside it can lie (touching
dice lie a side or more apart, centre to centre). `vision.topface` drops the side faces of top faces read from pips;
a die read by its outline has no pips there, and a side face may itself be read by its pip places. So, among the dice
read:

- a face read from pips drawn out as no top face's pips are, nearer a die read by its pip places than a flat die
  can lie, is that die's side face (Blöder train 30037: the side face below a black 4, its pips drawn out 1.5
  times, read as a black 2; 30012: below a red 6, a black 1);
- a die read by its pip places of the colour of a die that near and on the camera's side of it (image-down, as
  `vision.topface` takes it when nothing tells otherwise) is that die's side face (Blöder train 30012: the side face
  below a black 5 read as a black 1; 30024);
- so is a face read from pips drawn out as no top face's are, of the colour of a die read from its pips that near
  and on the camera's side of it: a steep camera shows a die's front face below its top, and when their pips were
  grouped apart each reads as a die (dev 450-469 GNW 20452: a blue 6's front face read as a blue 2). Before the
  colours are named such a face takes no die's room (`taking_room`), so the reader still looks for the die it may
  have missed;
- a face read from pips drawn out far more than the frame's other faces' pips is a side face wherever it lies, of a
  die whose top face was not read (Blöder train 30033: the side face below a black die's glared top, read as a
  black 2) or of a cocked die. Not a lone pip: where lone pips are grouped they are judged so already
  (`tol.SIDE_FACE_ELONGATION_RATIO`), and a 1 read later at a die body beside a glare (`vision.glared_ones`) has its
  pip bitten by the glare (GNW train 20014's blue 1: 1.69 times the others').

They are dropped after the frame's doubts are cast, so every other die reads as before.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.doubts import elongations_beside_others, squash_ratio
from vision.find import FaceGroup
from vision.pips import Pip
from vision.reading import DieReading
from vision.views import View

Point = tuple[float, float]
Pips = Sequence[Pip] | None  # the pips a die was read from; None: read by its pip places


def without_side_faces(dice: Sequence[DieReading], pips: Sequence[Pips]) -> tuple[DieReading, ...]:
    """`dice`, given with the `pips` each was read from, without those that are side faces of another die
    (`is_side_face_from_pips`, `is_side_face_by_places`)."""
    by_places = [die for die, die_pips in zip(dice, pips, strict=True) if die_pips is None]
    by_pips = [die for die, die_pips in zip(dice, pips, strict=True) if die_pips is not None]
    return tuple(
        die
        for die, die_pips, (elongation, others) in zip(dice, pips, elongations_beside_others(pips), strict=True)
        if not (
            is_side_face_from_pips(die, die_pips, by_places)
            or is_drawn_out_below_its_die(die, die_pips, by_pips)
            or _is_drawn_out_face(die_pips, elongation, others)
            if die_pips is not None
            else any(is_side_face_by_places(die, other) for other in dice if other is not die)
        )
    )


def is_drawn_out_beyond_top_faces(elongation: float | None, other_elongations: Sequence[float]) -> bool:
    """Whether a face's pips (mean `elongation`, major / minor axis) are drawn out at least
    `tol.SIDE_FACE_MIN_SQUASH_RATIO` times as much as the other faces' (`other_elongations`, see
    `vision.doubts.elongations_beside_others`): a camera's tilt draws out every top face's pips alike."""
    ratio = squash_ratio(elongation, other_elongations)
    return ratio is not None and ratio >= tol.SIDE_FACE_MIN_SQUASH_RATIO


def is_side_face_from_pips(face: DieReading, pips: Sequence[Pip], by_places: Sequence[DieReading]) -> bool:
    """Whether `face`, read from `pips` each drawn out at least `tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION` times,
    lies nearer than `tol.OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES` of a die's side to one of the dice read by their pip
    places (`by_places`)."""
    return _are_drawn_out(pips) and any(
        math.dist(face.center, die.center) < tol.OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES * mean_side_px(die.box)
        for die in by_places
    )


def is_drawn_out_below_its_die(face: DieReading, pips: Sequence[Pip], dice: Sequence[DieReading]) -> bool:
    """Whether `face`, read from `pips` each drawn out at least `tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION` times,
    lies below one of `dice` of its colour (here: those read from their pips) as that die's side face does
    (`is_side_face_by_places`): a steep camera shows a die's front face below its top, its pips drawn out, and when
    both faces' pips were grouped apart each reads as a die (dev 450-469 GNW 20452: a blue 6's front face read as a
    blue 2 took the set's last place, so the red 6 touching it was never looked for)."""
    return _are_drawn_out(pips) and any(is_side_face_by_places(face, die) for die in dice if die is not face)


def _are_drawn_out(pips: Sequence[Pip]) -> bool:
    """Whether there are `pips` and each is drawn out at least `tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION` times
    (major / minor axis), more than a top face's pips near another die are."""
    return bool(pips) and min(pip.elongation for pip in pips) >= tol.OUTLINED_SIDE_FACE_MIN_PIP_ELONGATION


def is_side_face_by_places(face: DieReading, die: DieReading) -> bool:
    """Whether `face`, read by its pip places, is of the colour of `die`, below it in the image (the step between
    them nearer image-down than sideways: a die shows its side faces on the camera's side, a touching die of its
    colour lies beside it as often; 1280 GNW train 20117: a red 3 beside a red die, 82 degrees off image-down, was
    dropped as its side face) and nearer than `tol.SIDE_FACE_OF_SAME_COLOUR_SIDES` of the larger of their sides."""
    side_px = max(mean_side_px(face.box), mean_side_px(die.box))
    return face.colour == die.colour and _lies_as_side_face_below(face.center, die.center, side_px)


def _lies_as_side_face_below(centre: Point, die_centre: Point, side_px: float) -> bool:
    """Whether a face at `centre` lies below a die at `die_centre` (frame pixels; the step between them nearer
    image-down than sideways) nearer than `tol.SIDE_FACE_OF_SAME_COLOUR_SIDES` of `side_px`, as its side face does."""
    down, across = centre[1] - die_centre[1], abs(centre[0] - die_centre[0])
    return down > across and math.dist(centre, die_centre) < tol.SIDE_FACE_OF_SAME_COLOUR_SIDES * side_px


def are_drawn_out_side_faces(pips: Sequence[Sequence[Pip]]) -> list[bool]:
    """Per face read from these `pips` (one sequence per face), whether it is a side face by its pips alone
    (`_is_drawn_out_face`): the reader counts the dice it may still be missing without them, as they are dropped at
    the end (GNW train 20046: a blue 4's and a red 1's side faces filled the set's seven places, so the glared blue 4
    above them was never looked for)."""
    return [
        _is_drawn_out_face(face_pips, elongation, others)
        for face_pips, (elongation, others) in zip(pips, elongations_beside_others(pips), strict=True)
    ]


def _is_drawn_out_face(pips: Sequence[Pip], elongation: float | None, other_elongations: Sequence[float]) -> bool:
    """Whether a face of more than one pip is drawn out beyond the frame's top faces (`is_drawn_out_beyond_top_faces`;
    `elongation` and `other_elongations` as `vision.doubts.elongations_beside_others` gives them)."""
    return len(pips) > 1 and is_drawn_out_beyond_top_faces(elongation, other_elongations)


def without_drawn_out_side_faces(faces: list[tuple[FaceGroup, View]]) -> list[tuple[FaceGroup, View]]:
    """The faces read but those that are side faces by their drawn-out pips (dropped at the end)."""
    side_faces = are_drawn_out_side_faces([group.pips for group, _ in faces])
    return [face for face, is_side_face in zip(faces, side_faces, strict=True) if not is_side_face]


def taking_room(faces: list[tuple[FaceGroup, View]]) -> list[tuple[FaceGroup, View]]:
    """The faces read that take a die's room: not those that are side faces by their drawn-out pips
    (`without_drawn_out_side_faces`), nor those whose pips are drawn out lying below another face as its side face
    does (`is_drawn_out_below_its_die`, dropped at the end once their colours are named; the reader counts the dice
    it may still be missing without them whatever their colour)."""
    kept = without_drawn_out_side_faces(faces)
    places = [(view.to_frame(group.center), group.side_px / view.scale) for group, view in kept]
    return [
        face
        for index, (face, (centre, side_px)) in enumerate(zip(kept, places, strict=True))
        if not (
            _are_drawn_out(face[0].pips)
            and any(
                _lies_as_side_face_below(centre, other, max(side_px, other_side_px))
                for other_index, (other, other_side_px) in enumerate(places)
                if other_index != index
            )
        )
    ]
