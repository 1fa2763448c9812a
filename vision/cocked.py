"""Cocked dice read as if they lay flat: their confidence is lowered, their reading kept, so the table asks.

A camera above the table sees the top face of every flat die foreshortened by the angle it looks at the table
with; a camera tilted with its image upright sees the table the more squarely the lower in the frame (the nearer to
it). A face shows how squarely it is seen (short / long axis, 1 = face-on) twice: by its box, the pip places fitted
by an affine map (from `tol.COCKED_MIN_PIPS_FOR_BOX` pips on; two or three pips are fitted as a square), and by its
pips, round on the die and drawn out by the slant. So:
- a die cocked on a die in front of it turns its top face towards the camera, which then sees it more squarely
  than the flat faces lower in the frame, by both measures (`squarer_than_flat`);
- a flat die touching the die in front of it lies as high and further from the camera, so is seen less squarely
  than it; a die leaning on it is seen more squarely, here by its box alone (`squarer_than_the_die_it_leans_on`):
  the touching die is a reference narrow enough to do without the pips' noisier agreement, which any face lower in
  the frame needs (the box of a real 6 is often squarer than its face);
- a face whose pips are drawn out more than on any top face under the camera is a side face, of a cocked die or of
  a die whose top face was not read (`steeper_than_a_top`);
- a face whose pips are drawn out far more than its box is not slanted (a slant squashes pips and pip places alike)
  but smeared: a die still rolling, whose pips the exposure drew into streaks and may have run together
  (`smeared_more_than_its_box`).
Each factor is 1 within what right readings showed on the train splits and falls to 0.5 at a limit, as in
`vision.confidence`. Size, squareness, pip elongation or distance to other dice alone, each against the median of
the frame, did not tell cocked dice from flat ones: a face's place must be taken into account.
The other cues measured against cocked dice (the table plane, the body beyond the face, the size, light and overlap
of dice leaning on another, the nadir, a second face, a hidden neighbour, the shape of leaning 1s and 2s, the light
of the face, pips drawn out against those of the dice beside it) told too few of them from flat dice; the two that
tell some are built in `vision.topface` (`ShowingSquareSideFace`, `ShowingFaceBeyondTop`). `cocked_findings.md`
beside this module keeps the figures, so that they are not measured again.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.confidence import falling
from vision.layout import plain_mean
from vision.pips import Pip, shape_of
from vision.reading import DieReading

Box = Sequence[Sequence[float]]


@dataclass(frozen=True)
class Slant:
    """How squarely one face is seen, 0-1 (1 = face-on), by its box and by its pips (None: not measured), centred at
    (`x_px`, `y_px`); `side_px` its mean side, `pips` how many pips it was read from (0: by its pip places)."""

    by_box: float | None
    by_pips: float | None
    x_px: float
    y_px: float
    side_px: float
    pips: int


def with_cocked_doubts(dice: Sequence[DieReading], slants: Sequence[Slant]) -> tuple[DieReading, ...]:
    """The dice with each confidence lowered by `squarer_than_flat`, `squarer_than_the_die_it_leans_on`,
    `steeper_than_a_top`, `smeared_more_than_its_box` and `box_flatter_than_a_top`; `slants`: per die how squarely
    it is seen (`slants_of`; a die read by its pip places is judged by its box alone: `box_flatter_than_a_top`). Does
    not change value, colour or place."""
    doubted = []
    for index, die in enumerate(dice):
        others = slants[:index] + slants[index + 1 :]
        face = slants[index]
        factor = (
            squarer_than_flat(face, others)
            * squarer_than_the_die_it_leans_on(face, others)
            * steeper_than_a_top(face)
            * smeared_more_than_its_box(face)
            * box_flatter_than_a_top(die.box)
        )
        doubted.append(die if factor == 1.0 else replace(die, confidence=round(die.confidence * factor, 3)))
    return tuple(doubted)


def slants_of(dice: Sequence[DieReading], pips: Sequence[Sequence[Pip] | None]) -> list[Slant]:
    """Per die its `slant_of`; `pips`: per die the pips it was read from (None for a die read by its pip places).
    Measured once for both doubts of a slant, `with_cocked_doubts` and `vision.tilted_away`: a doubt lowers the
    confidence alone, never the box, centre or pips that a slant is measured by."""
    return [slant_of(die.box, die.center, die_pips) for die, die_pips in zip(dice, pips, strict=True)]


def slant_of(box: Box, center: tuple[float, float], pips: Sequence[Pip] | None) -> Slant:
    """The squareness of a face read from `pips` (None: read by its pip places, not measured) in `box`."""
    side_px = mean_side_px(box)
    if not pips:
        return Slant(None, None, center[0], center[1], side_px, 0)
    by_box = box_squareness(box) if len(pips) >= tol.COCKED_MIN_PIPS_FOR_BOX else None
    return Slant(by_box, pip_squareness(pips), center[0], center[1], side_px, len(pips))


def box_squareness(box: Box) -> float:
    """Short / long axis of the ellipse a box's sides span (1 for a square seen face-on, whatever its turn)."""
    return foreshortening(box)[0]


def foreshortening(box: Box) -> tuple[float, np.ndarray]:
    """`box_squareness` and the unit direction (x, y) of the ellipse's short axis: the direction a slant
    foreshortens the face along (its sign arbitrary). The 2 x 2 eigenproblem solved in closed form: numpy's `eigh`
    costs some 30 µs a call, and every die read asks it several times."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = ((float(x), float(y)) for x, y in box)
    across = ((x1 - x0 + x2 - x3) / 2, (y1 - y0 + y2 - y3) / 2)
    down = ((x3 - x0 + x2 - x1) / 2, (y3 - y0 + y2 - y1) / 2)
    xx = across[0] ** 2 + down[0] ** 2
    xy = across[0] * across[1] + down[0] * down[1]
    yy = across[1] ** 2 + down[1] ** 2
    middle, spread = (xx + yy) / 2, math.hypot((xx - yy) / 2, xy)
    smallest, largest = middle - spread, middle + spread
    # The short axis solves (M - smallest) v = 0 by either row; the longer of the two is the well-conditioned one.
    by_row_one, by_row_two = (xy, smallest - xx), (smallest - yy, xy)
    axis = max(by_row_one, by_row_two, key=lambda vector: math.hypot(*vector))
    length = math.hypot(*axis)
    short_axis = np.array([axis[0] / length, axis[1] / length]) if length > 0 else np.array([1.0, 0.0])
    return math.sqrt(max(0.0, smallest) / largest), short_axis


def pip_squareness(pips: Sequence[Pip]) -> float:
    """1 / (1 + the stretch of the pips' mean `vision.pips.shape_of`): round pips give 1; pips drawn out alike in one
    direction, as a slant draws them, give their minor / major axis."""
    xs, ys = zip(*(shape_of(pip) for pip in pips), strict=True)  # plain Python: numpy's mean costs more than six pips
    stretch = float(np.hypot(plain_mean(xs), plain_mean(ys)))
    return 1 / (1 + stretch)


def squarer_than_flat(face: Slant, others: Sequence[Slant]) -> float:
    """1 while the face is seen at most `tol.COCKED_SQUARER[0]` more squarely than any other face as low in the frame
    or lower (`_is_as_near`), falling to 0.5 at `tol.COCKED_SQUARER[1]` more; the lesser excess of its two measures,
    each against the same measure of the others (pips: of faces of `tol.SQUASHED_REFERENCE_MIN_PIPS` pips or
    more), so that both must agree: the box of a real 6 is often squarer than its face, its pip columns set closer
    than the canonical face's. 1 for a face of fewer than `tol.COCKED_MIN_PIPS_FOR_BOX` pips or with no face to
    compare with."""
    if face.by_box is None:
        return 1.0
    box_references = [other.by_box for other in others if other.by_box is not None and _is_as_near(other, face)]
    pip_references = [
        other.by_pips
        for other in others
        if other.by_pips is not None and other.pips >= tol.SQUASHED_REFERENCE_MIN_PIPS and _is_as_near(other, face)
    ]
    if face.by_pips is None or not box_references or not pip_references:
        return 1.0
    excess = min(face.by_box - max(box_references), face.by_pips - max(pip_references))
    confident, limit = tol.COCKED_SQUARER
    return falling(excess, confident, limit)


def _is_as_near(other: Slant, face: Slant) -> bool:
    """Whether `other` lies as low in the frame as `face` or lower (`tol.COCKED_SAME_HEIGHT_SIDES` of its side
    above it at most): a camera tilted with its image upright sees a flat face the more squarely the lower it lies
    (nearer to it), so no flat face is seen much more squarely than the faces below it."""
    return other.y_px >= face.y_px - tol.COCKED_SAME_HEIGHT_SIDES * face.side_px


def squarer_than_the_die_it_leans_on(face: Slant, others: Sequence[Slant]) -> float:
    """1 while the face's box is seen at most `tol.COCKED_LEANING_SQUARER[0]` more squarely than the box of any die
    touching it in front (`_touches_in_front`), falling to 0.5 at `tol.COCKED_LEANING_SQUARER[1]` more. 1 for a face
    whose box, or whose touching die's box, is not measured (fewer than `tol.COCKED_MIN_PIPS_FOR_BOX` pips)."""
    if face.by_box is None:
        return 1.0
    excesses = [
        face.by_box - other.by_box for other in others if other.by_box is not None and _touches_in_front(other, face)
    ]
    if not excesses:
        return 1.0
    confident, limit = tol.COCKED_LEANING_SQUARER
    return falling(max(excesses), confident, limit)


def _touches_in_front(other: Slant, face: Slant) -> bool:
    """Whether `other` lies below `face` in the frame (nearer to the camera: within 45° of straight down) with their
    centres at most `tol.COCKED_LEANING_MAX_SIDES` of their mean side apart, as touching dice lie."""
    across, down = other.x_px - face.x_px, other.y_px - face.y_px
    reach_px = tol.COCKED_LEANING_MAX_SIDES * (face.side_px + other.side_px) / 2
    return down > abs(across) and math.hypot(across, down) <= reach_px


def steeper_than_a_top(face: Slant) -> float:
    """1 while the face's pips are at least `tol.TOP_FACE_LEAST_PIP_SQUARENESS[0]` as wide as long, falling to 0.5 at
    `tol.TOP_FACE_LEAST_PIP_SQUARENESS[1]`: a camera above the table sees no top face that slanted (the renders'
    camera tilts up to 35°, its lens widening that by some 15° at the frame's edge), a side face often."""
    if face.by_pips is None:
        return 1.0
    confident, limit = tol.TOP_FACE_LEAST_PIP_SQUARENESS
    return falling(-face.by_pips, -confident, -limit)


def box_flatter_than_a_top(box: Box) -> float:
    """1 while the box is at least `tol.TOP_FACE_LEAST_BOX_SQUARENESS[0]` as wide as long (`box_squareness`), falling
    to 0.5 at `tol.TOP_FACE_LEAST_BOX_SQUARENESS[1]`: a camera above the table looks at no flat top face more
    obliquely than its tilt and half its lens's field, so no top face's box is flatter than the cosine of that angle.
    A flatter box is a cocked die's top or side face, or its two faces in one outline: a die read by its pip places
    has no pips measured (`steeper_than_a_top`), its outline box is all that tells it (dev 190-199 Gönnen 50199: a
    cocked green die's outline, 0.58, read as a 3 at 1.0). A face of fewer than `tol.COCKED_MIN_PIPS_FOR_BOX` pips
    is fitted as a square or squashed as a face beside it, so its box passes."""
    confident, limit = tol.TOP_FACE_LEAST_BOX_SQUARENESS
    return falling(-box_squareness(box), -confident, -limit)


def smeared_more_than_its_box(face: Slant) -> float:
    """1 while the face's box is seen at most `tol.SMEARED_PIPS_EXCESS[0]` more squarely than its pips, falling to
    0.5 at `tol.SMEARED_PIPS_EXCESS[1]` more: a slant draws out the pips and their places alike, the motion of a die
    still rolling only the pips. 1 for a face whose box is not measured (fewer than `tol.COCKED_MIN_PIPS_FOR_BOX`
    pips)."""
    if face.by_box is None or face.by_pips is None:
        return 1.0
    confident, limit = tol.SMEARED_PIPS_EXCESS
    return falling(face.by_box - face.by_pips, confident, limit)
