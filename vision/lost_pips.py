"""A face read from a few pips may be part of a larger face whose other pips were lost.

A 6 whose middle pips were lost in glare reads as a 2 from two of its corner pips (a box a third too small), a 4
seen by two neighbouring pips as a 2, a 3 seen by its middle pip as a 1. Such a reading is unsure, and the dice of a
set are one size: a face read surely beside it tells how a die looks here. The few pips are placed on that look's
pip places (`vision.partial_faces`), and where a placed face reads clearly by its pip places (`vision.face_template`)
another value holding those pips, that face stands for the die, taken as unsurely as a placed face is.

Where no face placed so reads clearly by its pip places, the lost pips may still show by their round edges
(`vision.pip_edges`), which shade and glare leave: a die half in shade shows its shaded pips dimmer than its lit
face, so that no one level tells them from it (dev GNW 20154's blue 6 read as a 4 from its lit pips, 20190's red 4
read as a 2). Where a placed face reads so as another value holding those pips, it stands for the die, asked about
(`tol.PIP_EDGE_CONFIDENCE`).

Two pips read as a 2 may instead be the two pips of one side of a 4, 5 or 6 whose other pips were lost (a glare
over them, a shade): then the die's face lies on one side of them, turned an eighth of a turn from the 2's box and
√2 times its side, the two pips on its corners. That face needs no die read nearby to be placed: the pips' own
spacing sizes it. Its lost pips are looked for by their round edges, which glare and shade leave (`vision.pip_edges`),
and where the face on just one side of them reads so as a face with the pips of a side, it stands for the die,
asked about (`tol.PIP_EDGE_CONFIDENCE`). Its darkness is no witness here: half of such a face beside the 2's lies on
what is next to the die, whose pips or edges read as a 4's by their darkness (on the train splits and new scenes, the
faces beside 14 of 321 2s read right read so as a 4 or 6; by pip edges none did, and 2 of the 7 2s that were 4s did).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import mean_side_px, middle
from vision.confidence import face_confidence
from vision.doubts import frame_doubts
from vision.face_template import TemplateRead, read_face
from vision.find import FaceGroup
from vision.layout import FACE_HALF_SIDE
from vision.partial_faces import (
    ALL_VALUES,
    Box,
    FittingValues,
    agreed_read,
    face_map,
    is_clear_read,
    placed_boxes,
)
from vision.pip_edges import read_by_pip_edges
from vision.pips import Pip
from vision.seen_pips import SeenPip
from vision.views import View

Point = tuple[float, float]
Placed = tuple[Box, TemplateRead]


def larger_faces(
    image_bgr: np.ndarray,
    working: WorkingImage,
    faces: Sequence[tuple[FaceGroup, View]],
    boxes: Sequence[Box],
    outlined: Sequence[Placed],
    found: Sequence[Box] = (),
    seen: Callable[[], Sequence[SeenPip]] = tuple,
    on_silver: frozenset[int] = frozenset(),
) -> dict[int, tuple[Placed, float]]:
    """Per index of `faces` (read from their pips, `boxes` their boxes in frame pixels) of at most
    `tol.LOST_PIPS_MAX_PIPS` pips read less surely than `tol.LOST_PIPS_BELOW` (their confidence times
    `vision.doubts.frame_doubts` against the other dice), the larger face its pips are placed on (`larger_face`),
    looking as the dice read surely do: faces read at least `tol.PARTIAL_REFERENCE_MIN_CONFIDENCE` surely, and
    `outlined` faces read sure by their pip places (`tol.TEMPLATE_SURE_MARGIN`); each a die's width from every other
    die read, outlined or `found` (boxes in frame pixels). A 1 none is placed for is placed again with a pip
    candidate beside it that is no pip of a face read (`_larger_face_with_partner`; `seen()`: the frame's candidates,
    gathered only then, as few frames need them); a face none is placed for may still be placed so by its lost pips'
    edges (`larger_face_by_pip_edges`), and a 2 may be the side of a larger face (`face_beside_side`); each with how
    surely it is taken (`tol.PARTIAL_CONFIDENCE`, `tol.PIP_EDGE_CONFIDENCE`). The faces of `on_silver` (indices of
    `faces` on the silver die, `vision.mirrored_faces`) are placed so however sure, on the die by their place alone."""
    confidences = [face_confidence(group.fit, group.pips) for group, _ in faces]
    doubts = frame_doubts(
        list(boxes) + [box for box, _ in outlined], [group.pips for group, _ in faces] + [None] * len(outlined)
    )
    unsure = [
        index
        for index, (group, _) in enumerate(faces)
        if len(group.pips) <= tol.LOST_PIPS_MAX_PIPS
        and (index in on_silver or confidences[index] * doubts[index] < tol.LOST_PIPS_BELOW)
    ]
    if not unsure:
        return {}
    # Each die read surely looks as it does once, however many faces are placed by it.
    sure = {
        index: (middle(boxes[index]), face_map(boxes[index]))
        for index, confidence in enumerate(confidences)
        if confidence >= tol.PARTIAL_REFERENCE_MIN_CONFIDENCE
    }
    outline_references = [
        (middle(box), face_map(box)) for box, read in outlined if read.margin >= tol.TEMPLATE_SURE_MARGIN
    ]
    middles = [middle(box) for box in [*boxes, *(box for box, _ in outlined), *found]]
    unclaimed: list[SeenPip] | None = None
    larger: dict[int, tuple[Placed, float]] = {}
    for index in unsure:
        group, view = faces[index]
        references = [reference for other, reference in sure.items() if other != index]
        pips = [view.to_frame(pip.center) for pip in group.pips]
        elsewhere = middles[:index] + middles[index + 1 :]
        placing = (references + outline_references, elsewhere)
        placed = larger_face(image_bgr, working, pips, group.fit.value, *placing, is_silver=index in on_silver)
        if placed is None and len(group.pips) == 1:
            unclaimed = _unclaimed(seen(), faces) if unclaimed is None else unclaimed
            placed = _larger_face_with_partner(
                image_bgr, working, group.pips[0], view, unclaimed, references + outline_references, elsewhere
            )
        if placed is not None:
            larger[index] = (placed, tol.PARTIAL_CONFIDENCE)
        elif (by_edges := larger_face_by_pip_edges(image_bgr, working, pips, group.fit.value, placing)) is not None:
            larger[index] = (by_edges, tol.PIP_EDGE_CONFIDENCE)
        elif group.fit.value == 2:
            beside = face_beside_side(image_bgr, pips, elsewhere)
            if beside is not None:
                larger[index] = (beside, tol.PIP_EDGE_CONFIDENCE)
    return larger


def larger_face(
    image_bgr: np.ndarray,
    working: WorkingImage,
    pip_centres: Sequence[Point],
    value: int,
    references: Sequence[tuple[Point, np.ndarray]],
    elsewhere: Sequence[Point] = (),
    is_silver: bool = False,
) -> Placed | None:
    """The face of another value than `value` that the pips at `pip_centres` (frame pixels, read as `value`) are
    placed on, looking as the nearest of `references` (centre in frame pixels, `vision.partial_faces.face_map`),
    when it reads clearly (`vision.partial_faces.read_placed`, margin at least `tol.TEMPLATE_CLEAR_MARGIN`); else None.
    Only faces the die's colour covers `tol.LOST_PIPS_MIN_BODY_SHARE` of, or its bevels all round (`working`: the frame
    at the working size; `_placed_on_the_die`), and whose middle lies `tol.PARTNER_MIN_DISTANCE_SIDES` of its side or
    more from every point of `elsewhere` (the middles of other dice read, frame pixels) are read: a face placed half on
    the table reads the table as pips, one placed on another die reads that die. None at once when no face placed
    holds the pips on the places of another value's pattern, or when the face the pips fit best reads clearly as
    `value` (the reading stands; each face read costs 1-3 ms). `is_silver`: the pips lie on the silver die
    (`vision.mirrored_faces`), whose face mirrors the table and so shows no die colour: every face placed away from
    the other dice is read. Does not change the image."""
    on_a_die = _placed_on_the_die(working, pip_centres, references, elsewhere, is_silver)
    # Cheapest refusals first. Only a face whose pips lie on the places of another value's pattern can be read
    # clearly as that value; faces that can only read as `value` can only veto the larger face, never give it.
    fitting = [FittingValues(box, tuple(pip_centres)) for box in on_a_die]
    others = [index for index, fits in enumerate(fitting) if fits.fits_any(_OTHER_VALUES[value])]
    if not others:
        return None
    # Each face is read only as far as the values its pips fit (and the first as `value` too, which keeps the
    # reading): a reading of another value is never clear (`vision.face_template.read_face`, `wanted`).
    first = read_face(
        image_bgr, on_a_die[0], tol.PARTIAL_MIN_MARGIN, lambda wanted: wanted == value or fitting[0].fits(wanted)
    )
    if _reads_as(first, value):
        return None
    placed = list(zip(on_a_die, fitting, strict=True))
    known: _Known = ({0: first}, {})
    # The clearest of all clear readings is of a face that can read as another value, or the outcome is None; so
    # when those faces alone give no larger face, the others cannot make one.
    if not _is_larger(agreed_read(_clear_reads(image_bgr, placed, others, pip_centres, known)), value):
        return None
    may_veto = [index for index, fits in enumerate(fitting) if index in others or fits.fits(value)]
    larger = agreed_read(_clear_reads(image_bgr, placed, may_veto, pip_centres, known))
    return larger if _is_larger(larger, value) else None


def larger_face_by_pip_edges(
    image_bgr: np.ndarray,
    working: WorkingImage,
    pip_centres: Sequence[Point],
    value: int,
    placing: tuple[Sequence[tuple[Point, np.ndarray]], Sequence[Point]],
) -> Placed | None:
    """The face of another value than `value` that the pips at `pip_centres` (frame pixels, read as `value`) are
    placed on as `larger_face` places them (`placing`: its `references` and `elsewhere`), read by its pips' round
    edges (`vision.pip_edges.read_by_pip_edges`): the clearest such reading agreed at its heading
    (`vision.partial_faces.agreed_read`) whose value's places hold the pips; else None. Where no face placed holds
    them on another value's places, none can read as another value, and none is read (each costs 1-3 ms). Does not
    change the image."""
    pips = tuple(pip_centres)
    placed = [(box, FittingValues(box, pips)) for box in _placed_on_the_die(working, pips, *placing)]
    if not any(fitting.fits_any(_OTHER_VALUES[value]) for _, fitting in placed):
        return None
    reads = [
        (box, read)
        for box, fitting in placed
        if fitting.fits_any() and (read := read_by_pip_edges(image_bgr, box, pips, fitting.fits)) is not None
    ]
    agreed = agreed_read(reads)
    return agreed if agreed is not None and agreed[1].value != value else None


def _placed_on_the_die(
    working: WorkingImage,
    pip_centres: Sequence[Point],
    references: Sequence[tuple[Point, np.ndarray]],
    elsewhere: Sequence[Point],
    is_silver: bool = False,
) -> list[Box]:
    """The faces holding the pips at `pip_centres` on their places, looking as the nearest of `references`
    (`vision.partial_faces.placed_boxes`), that lie on the die: its colour covers `tol.LOST_PIPS_MIN_BODY_SHARE` of
    each or its bevels all round (`_has_bevels_all_round`; a silver die, `is_silver`, has no colour to cover them:
    any), and each lies away from every point of `elsewhere` (`_is_near_any`); none without references."""
    if not references:
        return []
    centre = tuple(np.mean(np.asarray(pip_centres, dtype=float), axis=0))
    _, reference = min(references, key=lambda item: math.dist(item[0], centre))
    return [
        box
        for box in placed_boxes(pip_centres, reference)
        if not _is_near_any(box, elsewhere)
        and (
            is_silver
            or working.body_colour_share(box) >= tol.LOST_PIPS_MIN_BODY_SHARE
            or _has_bevels_all_round(working, box)
        )
    ]


def _has_bevels_all_round(working: WorkingImage, box: Box) -> bool:
    """Whether the die's colour covers `tol.LOST_PIPS_MIN_BODY_SHARE` of the band along each side of the face at `box`
    (frame pixels), `tol.LOST_PIPS_BEVEL_BAND` of the way in from the side to the middle: its bevels. A glossy top
    mirroring a broad light turns pale, as pale as a paper table (it then counts as no die's colour), while its
    bevels, turned away from that light, keep the plastic's colour; a face placed half on the table has the table
    along a side."""
    corners = np.asarray(box, dtype=float)
    centre = corners.mean(axis=0)
    inner = centre + (1.0 - tol.LOST_PIPS_BEVEL_BAND) * (corners - centre)
    return all(
        working.body_colour_share(
            tuple(map(tuple, (corners[side], corners[(side + 1) % 4], inner[(side + 1) % 4], inner[side])))
        )
        >= tol.LOST_PIPS_MIN_BODY_SHARE
        for side in range(4)
    )


def _larger_face_with_partner(
    image_bgr: np.ndarray,
    working: WorkingImage,
    pip: Pip,
    view: View,
    seen: Sequence[SeenPip],
    references: Sequence[tuple[Point, np.ndarray]],
    elsewhere: Sequence[Point],
) -> Placed | None:
    """The larger face (`larger_face`) that the lone pip `pip` of a 1 read in `view` is placed on together with one
    pip candidate `seen` beside it, the nearest first: of its kind, alike in size (`tol.LINK_MAX_RADIUS_RATIO`), on a
    face lit alike (`_lit_alike`) and no farther than a face's two farthest pip places at the largest size a nearby
    die's look allows, give or take what a placed face allows each pip off its place (`tol.PARTIAL_MAX_RESIDUAL`: a
    die nearer the camera than those read looks larger, dev 10173's silver 2); else None.

    A lone pip tells nothing of its face's turn, and a face placed on it only at a nearby die's turns misses a die
    turned otherwise; a second pip of the face gives the turn and the size. The face's other pips were seen as
    candidates but left out of it: too small and blurred to be linked, a hair beyond the link's reach, or lost in the
    closer look (dev 10171's pink 3 and 10173's silver 2 read as 1s). A candidate of a die beside it or of a side face
    is no witness: the face it places must lie on the die's colour, away from the other dice, and read clearly by its
    pip places as another value than 1 (`larger_face`), which a real 1's face does not."""
    if not references:
        return None
    centre, radius = view.to_frame(pip.center), pip.radius / view.scale
    _, reference = min(references, key=lambda item: math.dist(item[0], centre))
    reach_units = _FARTHEST_PLACES_UNITS * max(tol.PARTIAL_SIZES) + 2 * tol.PARTIAL_MAX_RESIDUAL
    reach = reach_units * math.sqrt(abs(float(np.linalg.det(reference))))
    partners = sorted(
        (
            other
            for other in seen
            if other.is_dark == pip.is_dark
            and radius < math.dist(other.centre, centre) <= reach
            and max(radius, other.radius_px) <= tol.LINK_MAX_RADIUS_RATIO * min(radius, other.radius_px)
            and _lit_alike(pip, other)
        ),
        key=lambda other: math.dist(other.centre, centre),
    )
    for partner in partners:
        placed = larger_face(image_bgr, working, [centre, partner.centre], 1, references, elsewhere)
        if placed is not None:
            return placed
    return None


def _unclaimed(seen: Sequence[SeenPip], faces: Sequence[tuple[FaceGroup, View]]) -> list[SeenPip]:
    """The pip candidates `seen` that are no pip of the `faces` read (none within its radius): a pip of another die's
    face read, or of a cocked die's other face read apart, is accounted for (GNW train 20040)."""
    claimed = [SeenPip.of(pip, view) for group, view in faces for pip in group.pips]
    return [pip for pip in seen if all(math.dist(pip.centre, other.centre) >= other.radius_px for other in claimed)]


def _lit_alike(pip: Pip, other: SeenPip) -> bool:
    """Whether the face levels around the two pips differ no more than one face shades (as for pips linked into a
    face, `vision.find`): a face is one plane, lit alike, while a cocked die's two faces or a side face beside the top
    turn another way to the light."""
    step = tol.LINK_MAX_FACE_STEP if pip.is_dark else tol.LINK_MAX_FACE_STEP_UNDER_LIGHT_PIPS
    return abs(pip.face_level - other.face_level) <= step * min(pip.contrast, other.contrast)


def face_beside_side(
    image_bgr: np.ndarray, pip_centres: Sequence[Point], elsewhere: Sequence[Point] = ()
) -> Placed | None:
    """The face of a 4, 5 or 6 whose one side's two pips are `pip_centres` (frame pixels, read as a 2), when the face
    on just one side of them reads so by its pips' round edges (`vision.pip_edges.read_by_pip_edges`) and its middle
    lies `tol.PARTNER_MIN_DISTANCE_SIDES` of its side or more from every point of `elsewhere` (the middles of other
    dice read); else None. Does not change the image."""
    first, second = np.asarray(pip_centres, dtype=float)
    along = (second - first) / 2  # one unit: a side's pips lie one unit either side of its middle
    across = np.array([-along[1], along[0]])
    reads = []
    for towards in (across, -across):
        centre = (first + second) / 2 + towards
        box = tuple(
            (float(x), float(y))
            for x, y in centre
            + FACE_HALF_SIDE * np.array([-along - towards, along - towards, along + towards, towards - along])
        )
        if _is_near_any(box, elsewhere):
            continue
        read = read_by_pip_edges(image_bgr, box, wanted=_SIDE_VALUES.__contains__)  # type: ignore[arg-type]
        if read is not None:
            reads.append((box, read))
    return reads[0] if len(reads) == 1 else None


_FARTHEST_PLACES_UNITS = 2 * math.sqrt(2)  # canonical units between a face's opposite corner pip places
_SIDE_VALUES = frozenset({4, 5, 6})  # the values with two pips one side apart: a face's two corner pips of a side
_OTHER_VALUES = {value: tuple(other for other in ALL_VALUES if other != value) for value in ALL_VALUES}
# Per index of the faces placed: its reading (None too where it reads as no value its pips fit), and whether it is
# clear.
_Known = tuple[dict[int, TemplateRead | None], dict[int, bool]]


def _clear_reads(
    image_bgr: np.ndarray,
    placed: Sequence[tuple[Box, FittingValues]],
    indices: Sequence[int],
    pip_centres: Sequence[Point],
    known: _Known,
) -> list[Placed]:
    """The clear readings (`vision.partial_faces.is_clear_read`) of the faces at `placed[indices]` (each a box and
    the values its pips fit), in that order; each face read as far as those values and judged once, `known` kept
    for the next call."""
    reads, clear = known
    for index in indices:
        box, fitting = placed[index]
        if index not in reads:
            reads[index] = read_face(image_bgr, box, tol.PARTIAL_MIN_MARGIN, fitting.fits)
        if index not in clear:
            clear[index] = is_clear_read(reads[index], box, pip_centres)
    return [(placed[index][0], reads[index]) for index in indices if clear[index]]


def _reads_as(read: TemplateRead | None, value: int) -> bool:
    return read is not None and read.value == value and read.margin >= tol.TEMPLATE_CLEAR_MARGIN


def _is_larger(placed: Placed | None, value: int) -> bool:
    """Whether a placed face read stands for the die read as `value`: another value, read clearly."""
    return placed is not None and placed[1].value != value and placed[1].margin >= tol.TEMPLATE_CLEAR_MARGIN


def _is_near_any(box: Box, points: Sequence[Point]) -> bool:
    centre, reach = middle(box), tol.PARTNER_MIN_DISTANCE_SIDES * mean_side_px(box)
    return any(math.dist(centre, point) < reach for point in points)
