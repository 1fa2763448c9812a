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
the frame, did not tell cocked dice from flat ones: a face's place must be taken into account. Nor did the whole
shape of a face's box (squareness and the direction of its short axis) against the one table plane a camera sees all
flat faces on (its normal and the focal length fitted to the other faces; off = log long / short axis of a box with
the plane's foreshortening undone): on the labels' boxes 99% of flat faces lie within 0.02 of the plane (all within
0.05), boxes of 4-6 pips read on the train splits within 0.09 of the plane the labels give, cocked ones 0.07-0.48
off; but fitted to the frame's own boxes of 4-6 pips, one to three besides a cocked die, the plane bends to it, and
right faces fell as far off (0.30) as the one cocked die taken that it would newly doubt (0.14).
Nor did the die's body beyond its read face (H119; a flat die shows side strips the camera's view sets alike for
the frame's dice, a die cocked away or sideways a side face nearly as large as its top): measured on the train splits
(640 and 1280) as how far the blob joined to the face reaches past each side of its box, in sides, inside the side's
middle band, with the other dice's boxes cut out. Over the table-colour mask of `vision.bodies` right readings reach
0.30 (median) to 1.17 (90%): flat strips reach 0.5 at a 35° tilt, and touching dice and shadows join; kept to the
face's own chroma, right readings reach 0.05 to 0.43 (90%) and 0.58 (95%), but dark shaded side faces (GNW 20062,
1280 20110) and black or grey dice (Blöder 30051, Gönnen 50043) drop out, cocked dice taken reaching 0-0.68. Against
the median of the frame's other dice (the body-beyond vector), right readings taken lie 0.08 (median), 0.37 (90%)
and 0.50 (95%) off, the 13 cocked dice and misreads taken 0-0.60, 7 of them 0.34 or more: a limit there would ask
about some 75 right dice taken (7% of the coloured ones) for 6 of them.
The side faces `vision.topface` drops (H124) tell only dice cocked near 45 degrees: measured on the train splits (640
and 1280) as the squareness (`FaceGroup.squareness`) of the squarest dropped face sharing the read face's die, over the
read face's. Right readings taken lie at 0.42 (median), 0.70 (90%), up to 1.65, but those above 0.79 are the faces of a
touching die (a side or more away, or in the read face's plane) or nearer than half a side (no side face); the 11 cocked
dice taken: 0.94 and 1.17 (GNW 20062, Blöder 30063: two faces alike), 0.24-0.70 (turned towards the camera or sideways,
the dropped face squashed as a flat die's: 1280 DSC 10116, GNW 20110; Gönnen 50034, 50068, 50086; Blöder 30051), 1.55
but 1.14 sides away, as a touching die's face (Gönnen 50043), or none dropped. Those two are doubted in `vision.topface`
(`ShowingSquareSideFace`); a lower limit asks about right dice for no more cocked ones.
Dice leaning on another die (H129; 11 cocked dice taken on the train splits 640 and 1280 and the fresh scenes
140-149, against the right readings taken, 693 of them touching a die) are not told by their size, light or overlap:
- height: the read face's box side over a touching die's is 0.82-1.28 for right readings (1-99%, median 1.00), 0.81-
  1.00 for the cocked ones. They are not larger but smaller: the top of a die leaning 30 degrees lies some 2 mm higher
  (0.5% at 40 cm), the read face's tilt foreshortens it more. Against the side a plane fitted to the frame's other
  dice gives at its place (1/depth of a plane is linear in x, y), right 0.65-1.49, cocked 0.72-1.14;
- light: the face plastic's L* (median over 70% of its box) less its colour's L* in the profile, less the median of
  that over the frame's other dice: right -9.2 to +8.1 (5-95%), cocked -9.4 to +6.3; against the same colour's other
  dice of the frame, right -7.8 to +8.6, cocked -7.6 to +7.1;
- occlusion, as the share of the face's box overlapping a touching die's box: right 0 (median), 0.023 (95%), 0.091
  (99%), cocked 0-0.07 (Gönnen 50034 0.07, 50043 0.05, the rest at most 0.005).
What separates some is where a face of the die's own lies: a flat die shows its side faces between its top face and
the nadir, a die leaning on another may turn one up beyond its read face. Measured as how far (in sides) a dropped
face of 3-6 pips of the die lies beyond the read face, away from the camera by the frame's votes and image-up alike
(the lesser), faces of another kept face's die left out: the 160 right readings taken with such a face at most 0.01
(39 of the real photos' train split and 16 of the fresh scenes 150-159 at least 0.43 nearer the camera), the cocked
dice 1280 DSC 10116, GNW 20110 and fresh GNW 20149 0.37-0.65: asked in `vision.topface` (`ShowingFaceBeyondTop`).
The rest show their dropped face sideways or towards the camera (Gönnen 50034 at 0.10, fresh 150-159 GNW 20150,
Blöder 30159), of two pips or one (1280 Gönnen 50111, Gönnen 50086), or none.
Nor does the camera's nadir tell them (H132; the dice read at 0.9 or more on the train splits 640 and 1280 and the fresh
scenes 140-159, 1849 right, 11 cocked or misread). Only 3 of the 11 show a dropped face of their own die at all (Blöder
30051: 3 and 5 pips; Gönnen 50086: one pip; fresh GNW 20150: six). Against the exact nadir (the labelled top faces'
vanishing points fitted to one horizon, the focal length from each square's two right-angled directions) a flat die's
dropped faces of 3-6 pips lie within 88 degrees of the direction to it (183 faces of 146 right dice: median 17, 95% 40),
30051's at 128 (0.55 sides beyond its top), 20150's at 54; faces of 1-2 pips of right dice reach 174 (a touching die's
face). But the frame does not give that nadir: the meeting point of the top-to-side votes (`vision.topface`), leaving
the die's own out, puts right dice's faces 125 (90%) to 176 degrees off; image-down misses the direction to the true
nadir by 14 (median), 67 (90%) and 107 (95%) degrees; the meeting point of the short axes of the read 4-6 faces' boxes
(a flat face is foreshortened towards the nadir; for the half of the dice whose frame has two) by 2, 29 and 88, and in
30051 it lies in the frame (258, 234; true 521, 1145): its faces fall at 164 degrees, a right blue 5 (20003) at 157.
Kept on the frame's vertical centre line (a camera with its image upright) the short axes miss it by 73 degrees (90%): a
box fitted to pips likely follows the set of a 6's pip columns more than the face's foreshortening. The body beyond the
read face tells some, and the nadir adds little to it. Measured on the coloured dice (chroma 15 or more) as the face's
plastic (within 20 degrees of its hue, at least 0.35 of its chroma) joined to its box within 1.6 sides, the other read
dice's boxes cut out and every pixel nearer another read die's centre than its own left out (a touching die's body joins
otherwise: without that cut 23 right dice lay beyond the limit below, most beside a die of their colour); its part
beyond the box, as area (in sides squared) times mean offset (in sides), has a part across the direction to the nadir
and a part away from it, a flat die's strips neither. Where that body stays near the die (area below 1.5: 1064 right
readings taken, the rest joined to a table or tray of the die's hue), the off-nadir part against image-down lies at 0.03
(median), 0.17 (95%), 0.30 (99%) for right readings, against the exact nadir 0.01, 0.13, 0.28; the cocked dice and
misreads taken: Gönnen 50068 0.77, 1280 Gönnen 50111 0.42, Gönnen 50086 0.39, 50084 0.30, 50034 0.23, fresh GNW 20150
0.16, Blöder 30050 0.01 (its side face lit white). A limit of 0.38 asks 6 right dice (1280 GNW 20102's blue 6 and 1,
Blöder 30035's white 5, GNW 20030, 20037, Gönnen 50064) for 3 (the exact nadir: 6 for 3), 0.30 11 for 4 (8 for 4): Built
as a doubt against image-down (1 up to 0.30, 0.5 at 0.60; larger faces measured shrunk to a 44 px side) it asked Gönnen
train 50068 and 50086 (taken wrong 2.3 -> 1.4%) but no die of the fresh scenes 140-159, cost right dice taken (GNW train
78.5 -> 77.5%, the Blöder board 301 -> 298, gnw-duo 224 -> 223; the test totals lost taken dice only) and some 10 ms per
1280 bench frame (main 19-26 ms): reverted (H132, commit e75b280).
Nor does a die's second face seen against its top (H168). The three faces a camera sees of a cube are seen at
squarenesses (the cosines of their normals to the line of sight) whose squares sum to 1 whatever the die's pose, so a
face beside the top is seen at most at sqrt(1 - r^2) of the top's r on a cocked die as on a flat one: the top alone
predicts nothing that tells them apart, only the frame's flat faces tell how squarely a flat top (and its side
faces) would be seen there. Measured on the dice taken on the train splits (640 and 1280) and the dev scenes 140-229
(2021 right, 15 cocked): pips of its kind beyond the face (as `vision.face_beyond` takes them) lay by 726 right dice
and 5 cocked ones (Gönnen 50043, 50086, dev GNW 20181, 20208, Gönnen 50212), one pip each; r_top^2 + r_side^2 (pips'
squareness) is 1.10 (median), 1.40 (95%) and up to 1.91 for right dice (blur rounds small pips, so above 1), 1.04-1.46
for the cocked. Over the dropped faces of two pips or more placed as the die's own (`vision.topface`; 493 right, 4
cocked: Blöder 30159, GNW 20193, DSC 10216, Gönnen 50219), 1.09, 1.26 (95%), 1.61 against 0.57-1.47. Against the
frame (the side's squareness less the sine the squarest other top face of 3 pips or more gives) right 0.17 (median),
0.45 (95%), cocked 0.12-0.44. No cocked die taken shows a side face of 4 pips or more, whose box would measure it
better, and most show none the pip finder sees (DSC 10202's green 5: its right face's pips drawn out and run together).
Nor does a die hide a read neighbour's top face (H203; dice taken on the train split, 1280, dev 270-329 and renders of
DSC 10202, 10225, GNW 20193: 2719 right, 20 cocked or misread). A die leaning on a neighbour's side face rests its
highest edge on its own side of the contact (s cos t from it, s (sin t + cos t) high, tilt t), so a camera looking down
at 55 degrees or more sees past it onto the neighbour's top: the share of a neighbour's box (shrunk to 80%, of another
colour, 15 dE or more) showing the die's colour (opened by a pip's size) is 0 for 99% of right dice (up to 0.21,
touching dice of one hue) and for all 20. Nor does a leaning die's nearer face look larger: its side over the nearest
touching die's is 0.81-1.24 for right dice (1-99%), 0.81-1.07 for the cocked ones but two 1s (a lone pip's side is
guessed). A face of its own of 3 pips or more turned sideways, away from the frame's centre line (Gönnen dev 50313's
blue 4: 0.78 sides), lies as far out by right dice (0.45 at 95%, up to 1.18: touching dice's faces).
Nor, for 1s and 2s leaning on the die in front or behind, does the shape of the face as the frame shows it (H251; the
dice taken on the train splits and dev 270-449: 1363 right 1s and 2s, 9 cocked: Blöder 30050, 30424, 30449, Gönnen
50043, 50068, 50317, 50386, 50393, 50413; three read from their pips, boxed as a square, the rest by their pip places,
boxed by their outline). Geometry says a face turned towards the camera by about the camera's angle there is seen
face-on along image-down and foreshortened sideways if at all: the labelled boxes of the flat dice beside 50068, 50386
and 50413 are 0.83-0.95 as long down as across, the cocked faces' read boxes 1.00-1.06. But the read outline of a right
1 or 2 is itself 0.07 less to 0.18 more (5-95%) as long down as across than its labelled box (its lit part's box,
`vision.lit_face`, 0.07-0.16; a fit of its four edges to the strongest gradient, 0.12-0.19 on the train splits), so that
against the faces as low or lower right 1s and 2s lie up to 0.13 (95%), the cocked -0.09-0.11; against the die in front
0.13 (95%), the cocked 0-0.11; and 322 of 1057 right ones read by pip places have a box flattened by 0.05 or more across
image-down, as the cocked ones (0.07-0.11). Nor the face's own plastic (within 22 of its L*a*b*, pips filled, its convex
hull's moments) against the die in front measured alike: right 0.11 (95%) and 0.20 (99%) squarer, the cocked -0.03-0.13;
nor the read outline box against the front die's box: right 0.05 (95%), 0.13 (99%), the cocked -0.09-0.03; nor their
pips, rounder than the front die's by 0.15 (95% of 22) for right dice, the two cocked ones read from pips with a die in
front -0.03 and -0.01; nor where the pips lie in the outline (their mean 0.13 sides above to 0.38 below its centre for
right dice, 5-95%; the cocked within 0.04); nor a face of its own turned up beyond its far edge, as
`vision.cocked_sideways` measures it sideways (the camera looks at them more steeply than they lean: 0-0.07 of a strip
more of their plastic than farther out for 50386, 50393, 50413; right 0.20 at 95%, 0.54 at 99%). A die read by its pip
places has no box this module trusts, as the die it leans on either: measured against such a die's outline box, right
faces of 4-6 pips lie up to 0.16 (95%) squarer, dev 430-449 Blöder 30432's black 4 leaning on a blue 2 0.016. Gönnen
50084's yellow 5 is its front face, the die leaning backward, read by its pip places: its box foreshortened along
image-down as a flat face's (0.89, 13 degrees off).
Nor does the light tell them (H257; dice taken on the train splits and dev 270-449, PUSH left out: 4315 right, 19
cocked). Every flat top shares one normal, so its plastic's L* (the colour stage's, `vision.colour.measure_dice`: the
band around the face's median, pips left out, after the frame's white balance) less its colour's profile L*, against the
median of the frame's other dice alike, lies for right dice (1-99%) within -16.8..+17.1 (Blöder), -15.7..+26.1 (DSC),
-10.0..+10.2 (GNW), -8.9..+8.1 (Gönnen): glare, a neighbour's shadow and glossy black and silver plastic scatter flat
faces more than a lean of 20-30 degrees moves one (1 - cos: 6-13% less light from above, 1-3 L* at L* 50). The cocked
lie at -13.3..+21.8, most within +-10: the farthest, Blöder 30432's black 4 (+21.8) and Gönnen 50313's blue 4 (-9.9),
have 9 and 4 right dice as far out either way. Alike against the same colour's other dice (GNW, Blöder: right
-13.8..+12.0, -16.2..+15.2; 30432 +27.1 with 6 right as far), per colour (50313 beyond all 171 right blues, 1.1 below
their 1%; 50043's fifth 2 beyond all 68, 0.2 below), as a ratio of linear luminance, against the two nearest dice or a
light falling off across the frame (a plane fitted to the others). All cocked dice read, asked ones too, lean lighter or
darker than right ones by rank (AUC 0.60-0.80), but within the flat dice's spread.
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
