"""Colour bodies where no die was read, looked at closely and read by their pip places.

With a profile, `vision.bodies` finds dice by their colour against the table and `vision.squares` by the outline of
their top face, each read by its pip places (`bodies_read`); an outlined face that reads clearly by its pip places
(`vision.face_template`) stands for its die (`clearly_outlined`, the reader's to weigh against the faces read from
pips), and a body where no die was read is looked at closely (`vision.views.body_view`), then read by its pip places,
and when neither reads it, reported unreadable (`with_bodies_read`). Boxes are four corners (x, y) in frame pixels, in
order around the face.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from dicetable.messages import text
from vision import tolerances as tol
from vision.bodies import Body, Region, WorkingImage, find_bodies
from vision.boxes import distance, is_inside_any, mean_side_px, middle
from vision.chroma_pips import PIPS_NOT_SEEN, bodies_at, clearer_by_chroma, read_by_chroma, refusals_read_by
from vision.face_template import TemplateRead
from vision.far_tops import Corners, top_at_far_end
from vision.find import AmidPrint, FaceGroup
from vision.found_by_dice_read import is_of_die
from vision.frame_cut_bodies import is_body_cut_by_frame
from vision.glared_ones import glared_one
from vision.neighbour_tops import is_neighbours_top
from vision.no_die_bodies import is_no_die
from vision.outlined import Outlined
from vision.plastic_split import split_unread
from vision.reading import Unreadable
from vision.shade import read_face_in_its_light
from vision.side_faces import without_drawn_out_side_faces
from vision.silver_faces import may_show_silver, silver_faces, slanted_outlines
from vision.squares import beside_squares, find_squares
from vision.views import View, body_look, face_box, is_cut_by_frame, is_spaced_as_a_face, least_two_pip_unit_px

_NOT_A_FACE = text("vision.reader.unreadable.not_a_face")
FindOutlines = Callable[[np.ndarray, WorkingImage], list[Body]]  # the outlined faces of a whole image (`find_squares`)


def bodies_read(
    image_bgr: np.ndarray,
    working: WorkingImage,
    profile: Any,
    faces: list[tuple[FaceGroup, View]],
    regions: list[Region] | None,
    find_outlines: FindOutlines,
    unread: Sequence[tuple[float, float]] = (),
) -> list[tuple[Body, TemplateRead | None]]:
    """The bodies of `vision.colour_dice._bodies` in the `regions` `vision.reader._outline_regions` gives (None: all
    over), each with its face read by its pip places. With no die missing, colour bodies are not searched once every
    face read unsurely lies in a clear outline: all such a face could give way to is found, and any other body could
    only add a die beyond the set. Only the outlines and bodies worth it are read by their pip places (`_worth_reading`;
    a reading costs about a millisecond). `find_outlines`: as for `vision.reader.read_frame`, asked only when outlines
    are looked for all over, and then, for a set with a silver die, its top face outlined at a slant too
    (`vision.silver_faces`): a metal face mirrors the room, so it stands out as no colour body. `unread`: the centres
    (frame pixels) of the groups of pips that formed no face: a body holding one is not read on its far top
    (`_read_by_pip_places`), as the later steps that read such groups read it from its pips."""
    centres = [(view.to_frame(group.center), group.confidence) for group, view in faces]
    top_side = float(np.median([mean_side_px(face_box(group, view)) for group, view in faces])) if faces else 0.0
    read_centres = [centre for centre, _ in centres]
    sure = [centre for centre, confidence in centres if confidence >= tol.OUTLINE_CHECK_BELOW]
    unsure = (
        None if regions is None else [centre for centre, confidence in centres if confidence < tol.OUTLINE_CHECK_BELOW]
    )
    squares = [
        (square, read_face_in_its_light(image_bgr, working, square.box))
        for square in _worth_reading(
            find_outlines(image_bgr, working) if regions is None else find_squares(image_bgr, working, regions),
            sure,
            unsure,
        )
    ]
    if regions is not None and _all_unsure_outlined(faces, clearly_outlined(squares)):
        return squares
    if regions is None and may_show_silver(profile):  # a silver die's outline at a slant, where no face was read
        slanted = beside_squares(
            _worth_reading(slanted_outlines(working), read_centres, unsure),
            [body for body, _ in squares],
        )
        squares += silver_faces(image_bgr, working, profile, slanted, [face_box(group, view) for group, view in faces])
    clear = [square for square, read in squares if read is not None and read.margin >= tol.TEMPLATE_CLEAR_MARGIN]
    return squares + [
        _read_by_pip_places(
            image_bgr,
            working,
            body,
            0.0 if _holds_any_point(body.box, [*read_centres, *unread]) else top_side,
            read_centres,
        )
        for body in beside_squares(
            _worth_reading(
                find_bodies(image_bgr, working, regions),
                sure,
                unsure,
                read_centres,
            ),
            clear,
        )
    ]


def _worth_reading(
    bodies: list[Body],
    sure: list[tuple[float, float]],
    unsure: list[tuple[float, float]] | None,
    read: Sequence[tuple[float, float]] = (),
) -> list[Body]:
    """The bodies whose top-face box holds no centre of a face read surely (`sure`, frame pixels: that die found
    again, and a sure face never gives way) and, when `unsure` is given (no die missing), holds the centre of a face
    read unsurely: any other could only add a die beyond the set. A half of two touching dice is left out beside any
    face read (`read`: all their centres) that makes it that die's own (`_is_own_half_of_any`), and the lit part of a
    blob too long for one die (`vision.bodies.Body.is_lit_top`) wherever it holds a face read: found by its light
    alone, it stands only where no pips were (train Blöder 30011: a white 6 under a finger, read unsurely from its
    pips, was taken on its lit part)."""
    return [
        body
        for body in bodies
        if not _holds_any_point(body.box, sure)
        and (unsure is None or _holds_any_point(body.box, unsure))
        and not (body.is_half_of_pair and _is_own_half_of_any(body, read))
        and not (body.is_lit_top and _holds_any_point(body.box, list(read)))
    ]


def _is_own_half_of_any(half: Body, read: Sequence[tuple[float, float]]) -> bool:
    """Whether a die read (its centre among `read`, frame pixels) lies nearer `half`'s centre than touching dice lie
    apart (`tol.PARTNER_MIN_DISTANCE_SIDES` of its side): the half of a blob split as two touching dice
    (`vision.bodies`) is then that die's own side face or shadow, and its box, the blob cut at its middle, no die's
    outline to read or to overrule the die read by (Geht noch was train 20044: a half over a red 2 read from its pips
    read as another value and sent the 2 away)."""
    return any(distance(half.center, centre) < tol.PARTNER_MIN_DISTANCE_SIDES * half.side_px for centre in read)


def _holds_any_point(box, points: list[tuple[float, float]]) -> bool:
    return any(is_inside_any(point, [(box, None)]) for point in points)


def _all_unsure_outlined(faces: list[tuple[FaceGroup, View]], outlined: list[Outlined]) -> bool:
    return all(
        is_inside_any(view.to_frame(group.center), outlined)
        for group, view in faces
        if group.confidence < tol.OUTLINE_CHECK_BELOW
    )


def _read_by_pip_places(
    image_bgr: np.ndarray,
    working: WorkingImage,
    body: Body,
    top_side: float,
    read_centres: Sequence[tuple[float, float]],
) -> tuple[Body, TemplateRead | None]:
    """The body with its face read by its pip places (`vision.face_template`), but for a half of two touching dice: its
    box is their blob cut at its middle, not the die's outline, and its pip places lie off the die's as far (pips found
    there are still read, `with_bodies_read`, and the dice beside it placed from those read,
    `vision.found_by_dice_read`). Read so, such halves took dice without asking where placed beside a die read they were
    asked about (`tol.PARTNER_CONFIDENCE`), and one more of them wrong on the test split of Goennen koennen. A body
    whose box reads no face is read again on its top face at its end away from the nadir (`vision.far_tops`; `top_side`:
    the median side of the faces read from their pips; 0 with none, or for a body holding a group of pips, read as a
    face or not: its pips place that die, and where they form no face, the steps that read refused groups read them
    far surer, as DSC train 10058's pink 6, 0.94, where its far top read it 0.75), and moved there when that reads,
    unless a face read (`read_centres`, frame pixels) lies beside that top (`_is_beside_any`)."""
    if body.is_half_of_pair:
        return body, None
    read = _read_at(image_bgr, working, body.box)
    far_top = top_at_far_end(body.box, top_side, image_bgr.shape[:2]) if read is None and top_side > 0 else None
    if far_top is None or _is_beside_any(far_top, top_side, read_centres):
        return body, read
    far_read = _read_on_far_top(image_bgr, working, far_top)
    if far_read is None:
        return body, None
    return dataclasses.replace(body, center=middle(far_top), box=far_top), far_read


def _is_beside_any(box, side: float, centres: Sequence[tuple[float, float]]) -> bool:
    """Whether a face read (its centre among `centres`, frame pixels) lies within `side` pixels of the box's middle:
    the body is then that die's side face below its top read beyond it (train Blöder 30091: a black 5's front face,
    its pips read as a 2 on the far top 28 px from the 5 read, 34 px a side)."""
    return any(distance(middle(box), centre) < side for centre in centres)


def _read_on_far_top(image_bgr: np.ndarray, working: WorkingImage, top) -> TemplateRead | None:
    """`_read_at` of a body's far top (`top`, frame pixels), but None where its empty pip places lie further apart
    than `tol.FAR_TOP_MAX_EMPTY_SPREAD`: such a top lies in part in deep shade, its pips there read as empty places."""
    read = _read_at(image_bgr, working, top)
    return None if read is None or read.empty_spread > tol.FAR_TOP_MAX_EMPTY_SPREAD else read


def _read_at(image_bgr: np.ndarray, working: WorkingImage, box) -> TemplateRead | None:
    """The face at `box` (frame pixels) read by its pip places in its own light, or by its chroma where that is
    clearer (`vision.chroma_pips.clearer_by_chroma`)."""
    return clearer_by_chroma(image_bgr, box, read_face_in_its_light(image_bgr, working, box))


def clearly_outlined(bodies: list[tuple[Body, TemplateRead | None]]) -> list[Outlined]:
    """The dice whose outlined face reads clearly by its pip places (margin at least `tol.TEMPLATE_CLEAR_MARGIN`):
    such a reading does not hang on how pips were grouped, so it stands for that die over its pips' reading.
    `bodies`: each body with its face read by its pip places (None: no pattern stood out)."""
    outlined: list[Outlined] = []
    for body, read in bodies:
        if read is not None and read.margin >= tol.TEMPLATE_CLEAR_MARGIN and not is_inside_any(body.center, outlined):
            outlined.append((body.box, read))
    return outlined


def with_bodies_read(
    image_bgr: np.ndarray,
    profile: Any,
    bodies: list[tuple[Body, TemplateRead | None]],
    faces: list[tuple[FaceGroup, View]],
    unreadable: list[Unreadable],
    outlined: list[Outlined],
    frame_long_side_px: int | None,
) -> tuple[list[tuple[FaceGroup, View]], list[Unreadable], list[Outlined]]:
    """Faces, unreadable dice and dice read by their pip places after a closer look at every die body of a profile
    colour where no die was read (`frame_long_side_px`: as for `vision.reader.read_frame`). A face that is a side face
    by its drawn-out pips (`without_drawn_out_side_faces`, dropped at the end) is no die read beside a body that reads
    clearly by its pip places (dev 180-189 Blöder 30187: a red 4's side face read as a 2 sent the body's clear 4 away,
    and both were lost); beside a body that does not, it may be that body's own face, and the body is passed over as
    before (Blöder train 30033: read so, a glared black die's side face became a 1).

    Inside a body the pips are read enlarged (see `vision.views.body_view`); when they still form no face, the body's
    top face read by where its pips can be (`vision.face_template`, given with each body) stands, unless the body is no
    die (`vision.no_die_bodies`: a fingertip read so as a 2, Gönnen train 50058); a body neither way reads is a die
    whose pips could not be seen (blurred or covered). Unreadable groups inside a body read now go, but for a
    touching die's top of other plastic (`vision.neighbour_tops`). A face read inside the box of a die read already
    is that die's pips found again, no die of its own (rendered-1280 DSC 10105: the shadow beside a silver 4 read by
    its outline is a body of silver, and one pip of the 4 read there as a 1 sent the 4 away as that 1's side face).
    A body whose colour is not decided alone is still a die when its face shows a pip pattern (its colour may then
    be decided with the frame's other dice, or left unknown for the players to name); without one it may be anything
    of about a die's size and is passed over, unless its close look shows a group of several pips of its own
    (`_pips_of_its_own`): a die whose colour glare veils, a shake smears or shade hides, reported as a die not read
    at those pips, never read from them (so read, they were mostly a few of its pips: Gönnen train 50094's green 5
    read as a 1, and 50002's orange 4 was then taken as yellow by the set's counts), or unless its own plastic
    beyond its washed-out face shows a colour of the set (`vision.colour.GlaredBodies`): a die whose face glare
    veils whole, reported as glared at its middle (Gönnen train 50066's green 6, 1280 GNW train 20115's blue 5,
    passed over before). A body the camera frame's edge cuts through is passed over too (`vision.frame_cut_bodies`;
    a board card's patch is no frame: the die there goes on in the frame)."""
    from vision.colour import ColourSettings, classify_bodies  # only needed with a profile

    # Each body judged on its own colour (not shared out by the set's counts), the light taken once for them all.
    boxes = [body.box for body, _ in bodies]
    guesses, glared = classify_bodies(image_bgr, boxes, profile, ColourSettings(shares_out_by_counts=False))
    faces, unreadable, outlined = list(faces), list(unreadable), list(outlined)
    least_two_pip_unit = least_two_pip_unit_px(faces)
    for row, ((body, template), guess) in enumerate(zip(bodies, guesses, strict=True)):
        reach = tol.SAME_BODY_DISTANCE_SIDES * body.side_px
        faces_read = faces if template is None else without_drawn_out_side_faces(faces)
        read_centres = [view.to_frame(group.center) for group, view in faces_read] + [
            middle(box) for box, _ in outlined
        ]
        if any(distance(centre, body.center) < reach for centre in read_centres):
            continue
        if template is not None and is_no_die(image_bgr, body.center, body.side_px, read_centres):
            template = None  # a fingertip, a tray's corner or a die's shadow: its pip places hold no die's face
        is_undecided = not guess.is_decided and template is None
        read_dice = [(face_box(group, view), None) for group, view in faces] + outlined
        look, pips, lightness = body_look(image_bgr, body.center, body.side_px, frame_long_side_px)
        groups = [
            (group, view)
            for group, view in split_unread(image_bgr, [look])
            if distance(view.to_frame(group.center), body.center) < reach
            and not is_inside_any(view.to_frame(group.center), read_dice)
        ]
        pips_of_its_own = _pips_of_its_own(groups, read_dice, body.box) if is_undecided else []
        is_glared = is_undecided and not pips_of_its_own and glared.colour(row) is not None
        if is_undecided and not pips_of_its_own and not is_glared:
            continue
        readable = [
            (group, view)
            for group, view in groups
            if not is_undecided
            and group.fit is not None
            and not is_cut_by_frame(group, view, image_bgr.shape[:2])
            and is_spaced_as_a_face(group, view, least_two_pip_unit)
        ]
        one = (
            None
            if any(not _is_glare_swollen_one(group, view, body) for group, view in readable)
            or template is not None
            or is_undecided
            else glared_one(look, pips, lightness, body.center, body.side_px)
        )
        if one is not None:
            faces.append((one, look))
        elif readable:
            faces.append(min(readable, key=lambda item: distance(item[1].to_frame(item[0].center), body.center)))
        elif template is not None:
            outlined.append((body.box, template))
        if readable or template is not None or one is not None:
            unreadable = [
                item
                for item in unreadable
                if distance(item.center, body.center) >= reach or is_neighbours_top(image_bgr, item.center, body)
            ]
        elif (
            not any(distance(item.center, body.center) < reach for item in unreadable)
            and not (
                frame_long_side_px is None and is_body_cut_by_frame(body.center, body.side_px, image_bgr.shape[:2])
            )
            and not is_no_die(image_bgr, body.center, body.side_px, read_centres)
        ):
            unreadable.append(
                Unreadable(center=body.center, reason=text("vision.reader.unreadable.glared"))
                if is_glared
                else Unreadable(
                    center=min(pips_of_its_own, key=lambda centre: distance(centre, body.center)),
                    reason=_NOT_A_FACE,
                )
                if is_undecided
                else Unreadable(center=body.center, reason=text("vision.reader.unreadable.pips_not_seen"))
            )
    seen_by_chroma, unreadable = refusals_read_by(read_by_chroma, image_bgr, [body for body, _ in bodies], unreadable)
    return faces, unreadable, outlined + seen_by_chroma


def _is_glare_swollen_one(group: FaceGroup, view: View, body: Body) -> bool:
    """Whether `group`, read in `body`'s close look, is a 1 whose box (sized from its one pip) is more than
    `tol.BODY_ONE_MAX_SIDES` times the body's side: a glare on a glossy die taken for the pip, or a light pip it
    swelled. Such a 1 gives way to the 1 the body shows beside a glare (`vision.glared_ones`): its box reaches far
    beyond the die, so its colour is judged over the table (dev 390-409 Blöder 30406's red 1 beside a glare read as
    a 1 of 2.5 body sides, colour undecided, then dropped as a flat mark and lost). Where the body shows none, it
    stands (1280 GNW train 20117's blue 1, its pip swelled in place: read right, asked)."""
    return len(group.pips) == 1 and mean_side_px(face_box(group, view)) > tol.BODY_ONE_MAX_SIDES * body.side_px


def _pips_of_its_own(
    groups: list[tuple[FaceGroup, View]], read_dice: list[Outlined], body_box: Sequence[tuple[float, float]]
) -> list[tuple[float, float]]:
    """The centres (frame pixels) of the `groups` of several pips that are no print (`vision.texture`), or of a lone
    pip fitting a 1 inside the body's top face `body_box` (`_is_ones_pip_of`), that lie off every die read
    (`read_dice`: top-face boxes), beyond where its side face's pips may lie (`is_of_die`). Such a group in an
    undecided body is a die's (dev 150-159 Blöder 30156's smeared blue 4, Gönnen zones 70004's fifth 2, two dice
    thrown in the recorded DSC session); a body without one was a shadow, a card's corner or clutter as often."""
    own = [
        view.to_frame(group.center)
        for group, view in groups
        if (len(group.pips) > 1 and not isinstance(group, AmidPrint)) or _is_ones_pip_of(group, view, body_box)
    ]
    return [centre for centre in own if not any(is_of_die(centre, box) for box, _ in read_dice)]


def _is_ones_pip_of(group: FaceGroup, view: View, body_box: Sequence[tuple[float, float]]) -> bool:
    """Whether `group` is one round pip fitting a 1 on the body's own top face (`body_box`): a 1 shows its one pip
    in the middle of its top face, where a shadow or a card's corner shows none. A lone pip so placed in a body of
    undecided colour is a die seen (a glared or ambiguous yellow 1, Gönnen dev 170-179 50175; a 5 whose other pips the
    shade hid, train 50094), reported unread, never read from it (so read, 50094's 5 was taken as a 1)."""
    return (
        len(group.pips) == 1
        and group.fit is not None
        and group.fit.value == 1
        and is_inside_any(view.to_frame(group.center), [(body_box, None)])
    )


def refusals_read_on_far_tops(
    image_bgr: np.ndarray,
    working: WorkingImage,
    bodies: Sequence[Body],
    top_side: float,
    read_centres: Sequence[tuple[float, float]],
    unreadable: Sequence[Unreadable],
) -> list[tuple[Unreadable, tuple[Corners, TemplateRead]]]:
    """The dice refused (`unreadable`, whose pips formed no face or were not seen) read on the far top
    (`vision.far_tops`; `top_side` pixels) of a body within `tol.SAME_BODY_DISTANCE_SIDES` of the refusal, each as
    (refusal, (top-face box, reading)), the first body that reads kept. A last resort for the bodies
    `_read_by_pip_places` passed over for the pips they hold (dev Blöder 30376's blue 3, its front side face blue).
    Not where a die read (`read_centres`, frame pixels) lies beside that top (`_is_beside_any`), nor for a half of two
    touching dice (its box is no die's outline)."""
    found = []
    for item in unreadable:
        if item.reason not in (_NOT_A_FACE, PIPS_NOT_SEEN):
            continue  # cut by the frame, glared or too many pips: no top face of one die to find
        tops = [
            far_top
            for body in bodies_at(item, bodies)
            if not body.is_half_of_pair
            and (far_top := top_at_far_end(body.box, top_side, image_bgr.shape[:2])) is not None
            and not _is_beside_any(far_top, top_side, read_centres)
        ]
        reading = next(
            ((top, read) for top in tops if (read := _read_on_far_top(image_bgr, working, top)) is not None), None
        )
        if reading is not None:
            found.append((item, reading))
    return found
