"""Dice seen but not read, read after all by what the dice read tell of them.

A die seen but not read may still be read by what the dice read tell of it: touching one (`touching`), or placed
from a few of its pips as a die read nearby looks (`partial_faces`), its pips parted from those of the dice touching
it where they joined into one group (`joined_dice`), or a face fitted to its edges around a pip no die holds
(`edge_fit`); the pips of a group that the dice read or found so leave out are placed again (`pips_left`), and so is
a pip of a group left alone once the dice read and found hold its other pips (`pips_left.lone_pips_left`). Each die
found so is taken only when its colour is decided on its own and the set has room for it (`decided_colours`). Boxes
are four corners (x, y) in frame pixels, in order around the face.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import distance, grown, holds, is_inside_any, mean_side_px, middle
from vision.decided_colours import decided_alone, within_colour_counts
from vision.edge_fit import fit_face, pips_on_places
from vision.face_template import read_face
from vision.find import FaceGroup
from vision.joined_dice import joined_faces
from vision.outlined import Outlined, Read, outlined_reading
from vision.partial_faces import face_map, placed_boxes, read_placed
from vision.partner_pips import face_of_its_pips, reads_fewer_than_it_holds
from vision.pips import Pip
from vision.pips_left import lone_pips_left, pips_left
from vision.profiles import EXACT_COUNT
from vision.reading import UNKNOWN_COLOUR, DieReading, Unreadable
from vision.side_faces import is_drawn_out_below_its_die, is_side_face_by_places, is_side_face_from_pips
from vision.touching import touching_partners
from vision.views import View

DieAndPips = tuple[tuple[Pip, ...] | None, DieReading]  # a die and the pips it was read from (None: by its pip places)


def found_by_dice_read(
    image_bgr: np.ndarray,
    working: WorkingImage,
    profile: Any,
    read: Read,
    room: int,
    unreadable: list[Unreadable],
    unread: list[tuple[FaceGroup, View]],
    pip_seeds: tuple[list[tuple[float, float]], list[float]],
) -> tuple[list[tuple[Outlined, float]], list[Unreadable]]:
    """Dice seen but not read (`unreadable`, from the groups of pips `unread` or from bodies) read after all, by what
    the dice read tell: dice touching one (`_partners`; none that would make a die read beside it its side face,
    `_makes_side_faces`: dev 290-309 GNW 20306, a blue 4 whose lost pip left three, found there as a partner 1 of the
    blue 1 read by its outline below it, made that 1, sure, its side face, dropped), faces placed from a few of their
    pips (`_placed_faces`) and those parted from a group of joined dice's pips (`_joined_dice`), then faces fitted to
    their edges around the pips no die holds (`_fitted_faces`; `pip_seeds`: the frame's pip candidates, centres and
    radii in frame pixels, most standing-out first), then the partners found where nothing was seen (`_guessed_apart`),
    last the pips of a group that the dice read or found so leave out, placed again (`vision.pips_left`; none that would
    make a die read beside it its side face, `_makes_side_faces`: dev 330-349 GNW 20334, a large blue 2 near the camera
    whose pips joined the pip of the blue 1 it touches, read by its outline, and a red 3 whose pips joined one of the
    red 6 below it, so read, were refused), and a pip of a group left alone once the dice read and found hold its other
    pips (`vision.pips_left.lone_pips_left`); each with how sure the way it was found is (`tol.PARTNER_CONFIDENCE`,
    `tol.PARTIAL_CONFIDENCE`, `tol.JOINED_CONFIDENCE`, `tol.EDGE_FIT_CONFIDENCE`), and the dice still unreadable. Only
    dice whose colour is decided on their own count, no more than the set can add (`room`); partners and placed faces
    are weighed so before the edge fits, so that one of undecided colour (no die) takes none of the room they have. A
    die seen but not read inside the top face of a partner left out (no room, or of undecided colour) stays reported
    unless a die found is of it: the partner is not added, but a die was seen there all the same (dev 150-159 Gönnen
    50157: a yellow 3 touching an orange die, read there as a partner with the set's room taken, was reported nowhere).
    One seen only beside that face goes with the partner as before: its side face's pips or a shadow (board 60001: a
    blue 6's shadow on its card).

    A partner found where nothing was seen (a set short of a die nothing seen stands for, `_is_any_die_unseen`) is only
    a die read moved by its own side, a guess; an edge fit is a face fitted to the die's own edges around its own pip.
    So such partners come after the edge fits, a die's width from every die read or found (`_guessed_apart`): a box read
    by its outline may be the flat top inside the rounded edge, smaller than the die, and moved by its side it falls
    short, on the near corner pip of the die touching it (GNW train 20035 and 20088 enlarged 2x: outlines of 39 px
    sides, the dice touching them 46-49 px away; a red 2 and a red 4 read as partner 1s, both fitted right before)."""
    dice_read = _dice_read(read, [])
    all_partners = [
        item
        for item in _partners(
            image_bgr, working, read, unreadable, unread, _is_any_die_unseen(profile, room, unreadable)
        )
        if not _makes_side_faces([item], dice_read)
    ]
    partners = [item for item in all_partners if _is_of_any(item[0], unreadable)]
    guessed = [item for item in all_partners if item not in partners]  # where nothing was seen
    claimed = [item for item in unreadable if any(is_of_die(item.center, box) for box, _ in partners)]
    unreadable = [item for item in unreadable if item not in claimed]
    still = [(group, view) for group, view in unread if _still_unreadable(group, view, unreadable)]
    placed = _placed_faces(image_bgr, working, read, still, [box for box, _ in partners])
    joined = _joined_dice(image_bgr, read, unread, partners + placed)
    found = _of_decided_colour(
        image_bgr,
        profile,
        [(item, tol.PARTNER_CONFIDENCE) for item in partners]
        + [(item, tol.PARTIAL_CONFIDENCE) for item in placed]
        + [(item, tol.JOINED_CONFIDENCE) for item in joined],
        room,
    )
    fitted = _fitted_faces(image_bgr, working, read, [die for die, _ in found], room - len(found), pip_seeds)
    found += _of_decided_colour(
        image_bgr, profile, [(item, tol.EDGE_FIT_CONFIDENCE) for item in fitted], room - len(found)
    )
    apart = _guessed_apart(guessed, found)
    found += _of_decided_colour(
        image_bgr, profile, [(item, tol.PARTNER_CONFIDENCE) for item in apart], room - len(found)
    )
    found_dice = [die for die, _ in found]
    found_boxes = [box for box, _ in found_dice]
    dice_read_or_found = _dice_read(read, found_dice)
    placed_left = [
        face
        for face in _placed_faces(image_bgr, working, read, pips_left(still, _held(read, found_boxes)), found_boxes)
        if not _makes_side_faces([face], dice_read_or_found)
    ]
    found += _of_decided_colour(
        image_bgr, profile, [(item, tol.PARTIAL_CONFIDENCE) for item in placed_left], room - len(found)
    )
    found_boxes = [box for (box, _), _ in found]
    lone_placed = _placed_faces(
        image_bgr, working, read, _lone_pips_left(read, unread, found_boxes), found_boxes, least_pips=1
    )
    found += _of_decided_colour(
        image_bgr, profile, [(item, tol.PARTIAL_CONFIDENCE) for item in lone_placed], room - len(found)
    )
    found_dice = [die for die, _ in found]
    left_out = [item for item in partners if item not in found_dice]
    unreadable += [
        item
        for item in claimed
        if is_inside_any(item.center, left_out) and not any(is_of_die(item.center, box) for box, _ in found_dice)
    ]
    unreadable = [item for item in unreadable if not is_inside_any(item.center, found_dice)]
    return found, unreadable


def _is_of_any(box: Sequence[Sequence[float]], unreadable: list[Unreadable]) -> bool:
    """Whether a die seen but not read is of the die whose top face is `box` (`is_of_die`)."""
    return any(is_of_die(item.center, box) for item in unreadable)


def _guessed_apart(guessed: list[Outlined], found: list[tuple[Outlined, float]]) -> list[Outlined]:
    """The partners found where nothing was seen (`guessed`) that lie a die's width from every die found since
    (touching dice are `tol.PARTNER_MIN_DISTANCE_SIDES` sides or more apart; `vision.touching` kept them so from the
    dice read)."""
    dice = [box for (box, _), _ in found]
    return [item for item in guessed if not _is_near_any(middle(item[0]), dice, mean_side_px(item[0]))]


def _is_any_die_unseen(profile: Any, room: int, unreadable: list[Unreadable]) -> bool:
    """Whether a set that always shows all its dice (Geht noch was?: 4 blue, 3 red) has more `room` left than dice
    seen but not read: then a die is missing that nothing seen stands for, and the places beside every die read
    surely are looked at for it (`_partners`)."""
    return profile.count_rule == EXACT_COUNT and room > len(unreadable)


def _still_unreadable(group: FaceGroup, view: View, unreadable: list[Unreadable]) -> bool:
    """Whether the group's unreadable die is still among `unreadable` (none read it since)."""
    centre = view.to_frame(group.center)
    return any(item.center == centre for item in unreadable)


def _of_decided_colour(
    image_bgr: np.ndarray, profile: Any, found: list[tuple[Outlined, float]], room: int
) -> list[tuple[Outlined, float]]:
    """The dice found whose colour is decided on its own (not shared out by the set's counts), at most `room`."""

    if not found or room <= 0:
        return []
    decided = decided_alone(image_bgr, found, [box for (box, _), _ in found], profile)
    return [item for item, _ in decided][: max(0, room)]


def _placed_faces(
    image_bgr: np.ndarray,
    working: WorkingImage,
    read: Read,
    unread: list[tuple[FaceGroup, View]],
    found: list[Sequence[tuple[float, float]]],
    least_pips: int = 2,
) -> list[Outlined]:
    """Faces whose pips were partly lost (`vision.partial_faces`): groups of a few pips (`least_pips` or more) that
    formed no face, placed as the die read surely nearest to them looks (a face read from its pips at least
    `tol.PARTIAL_REFERENCE_MIN_CONFIDENCE` surely, or an outline read sure by its pip places), each a die's width from
    every die read, found another way (touching one, refused and read at last; `found`: their top-face boxes) or placed
    before (touching dice are `tol.PARTNER_MIN_DISTANCE_SIDES` sides or more apart): pips on the side of a die read
    place a face inside it."""
    _, face_boxes, outlined = read
    references = placing_references(read)
    placed: list[Outlined] = []
    for group, view in unread:
        if not references or not least_pips <= len(group.pips) <= tol.PARTIAL_MAX_PIPS:
            continue
        pips = [view.to_frame(pip.center) for pip in group.pips]
        item = read_placed(image_bgr, placed_boxes(pips, _nearest(references, view.to_frame(group.center))), pips)
        dice = face_boxes + found + [box for box, _ in outlined + placed]
        if item is not None and not _is_near_any(middle(item[0]), dice, mean_side_px(item[0])):
            placed.append(item)
    return placed


def _joined_dice(
    image_bgr: np.ndarray, read: Read, unread: list[tuple[FaceGroup, View]], found: list[Outlined]
) -> list[Outlined]:
    """The faces of touching dice whose pips joined into one group of `tol.JOINED_MIN_PIPS` or more that forms no
    face (`vision.joined_dice`; a face `_placed_faces` placed on a few of them stands, `_new_of_parting`), each
    placed as the die read surely nearest to the group looks, that are new (`_new_of_parting`; `found`: the dice
    found by their pip places so far). Every group of pips left unread that holds a pip no die read or found holds
    (`_is_held_whole`) is parted so, even one whose unreadable die a die read since stands for: that die may be one
    of its dice (GNW dev 20278: a blue 5 read by its body, the blue 6 whose pips joined its pips missed)."""
    references = placing_references(read)
    held = _held(read, [box for box, _ in found])
    joined: list[Outlined] = []
    for group, view in unread:
        if not references or len(group.pips) < tol.JOINED_MIN_PIPS or _is_held_whole(group, view, held):
            continue
        pips = [view.to_frame(pip.center) for pip in group.pips]
        faces = joined_faces(image_bgr, pips, _nearest(references, view.to_frame(group.center)))
        joined += _new_of_parting(faces, read, found + joined)
    return joined


def _is_held_whole(group: FaceGroup, view: View, held: list) -> bool:
    """Whether every pip of `group` lies on a die read or found (`held`: their top-face boxes, `_held`): each face
    parted from it would lie on one of them, no new die (`_new_of_parting`), and parting costs a face read per
    placement of each cluster (GNW train: 15-90 ms CPU for a group of five pips)."""
    return all(any(holds(box, view.to_frame(pip.center)) for box in held) for pip in group.pips)


def _new_of_parting(faces: list[Outlined], read: Read, found: list[Outlined]) -> list[Outlined]:
    """The faces of a parting of joined dice (`vision.joined_dice`) a die's width from every die read (`read`) or
    found by its pip places (`found`); none when a face of the parting lies on a die read that reads otherwise but
    for fewer pips (the parting is not the dice's), or when the new faces would make a die read beside them its side
    face (`_makes_side_faces`). A die read from pips drawn out below a face of the parting as its front face lies
    (`vision.side_faces.is_drawn_out_below_its_die`) is that face's front face, neither a die the parting misreads
    nor one it takes away (dev 490-509 GNW 20501: a blue 6's front face, its pips in the die's shadow drawn out
    1.56-2.02 times, read as a 4 below the 6 parted from the blue 4 and red 4 its top pips joined)."""
    dice = _dice_read(read, found)
    new = []
    for box, template in faces:
        near = [
            die.value
            for pips, die in dice
            if _is_near_any(middle(box), [die.box], mean_side_px(box))
            and not _is_front_face_of(pips, die, [_plain_die(template.value, box)])
        ]
        if any(value != template.value and not _is_some_of_its_pips(template.value, value) for value in near):
            return []
        new += [] if near else [(box, template)]
    placed = [_plain_die(template.value, box) for box, template in new]
    own_dice = [(pips, die) for pips, die in dice if not _is_front_face_of(pips, die, placed)]
    return [] if _makes_side_faces(new, own_dice) else new


def _is_front_face_of(pips: tuple[Pip, ...] | None, die: DieReading, faces: list[DieReading]) -> bool:
    """Whether `die`, read from `pips` (None: by its pip places), is the front face of one of `faces`: its pips drawn
    out, below it as a die's front face lies (`vision.side_faces.is_drawn_out_below_its_die`)."""
    return pips is not None and is_drawn_out_below_its_die(die, pips, faces)


def _makes_side_faces(faces: list[Outlined], dice: list[DieAndPips]) -> bool:
    """Whether the faces found by what the dice read tell (`faces`: partners, faces placed or parted) would make one
    of the `dice` read or found by their pip places (`_dice_read`) beside one of them its side face
    (`vision.side_faces`, which drops such a face at the end; a die read by its pip places is taken as of the placed
    face's colour, as pips that plastic did not part lie on one plastic, `vision.plastic_split`): a die read on its
    own is surer than a face placed (recorded gnw-duo 000013: a shaken blue 2 read by its outline below the blue 6
    whose pips joined its own; the six pips its outline leaves of that group, placed as a 6, made the 2, taken, its
    side face)."""
    placed = [_plain_die(template.value, box) for box, template in faces]
    return any(
        is_side_face_from_pips(die, pips, placed)
        if pips is not None
        else any(is_side_face_by_places(die, face) for face in placed)
        for pips, die in dice
    )


def _dice_read(read: Read, found: list[Outlined]) -> list[DieAndPips]:
    """The dice read (`read`) and found by their pip places (`found`), each as a die of no colour yet with the pips
    it was read from (None: read by its pip places)."""
    groups, face_boxes, outlined = read
    return [
        (group.pips, _plain_die(group.fit.value, box)) for (group, _), box in zip(groups, face_boxes, strict=True)
    ] + [(None, _plain_die(template.value, box)) for box, template in outlined + found]


def _is_some_of_its_pips(placed_value: int, read_value: int) -> bool:
    """Whether a face placed on a cluster of joined pips and read as `placed_value` may be a few pips of a die read
    there as `read_value`: the pips the group took from a die read on its own are some of its pips, and placed as a
    face of their own they read fewer (dev 310-329 Blöder 30317: a black 5 touching a black 4 read by its outline,
    the 4's two pips by the 5's read as a 2, which sent the 5 away)."""
    return placed_value < read_value


def _plain_die(value: int, box: Sequence[tuple[float, float]]) -> DieReading:
    """A die read as `value` at `box`, of no colour yet, as the side-face tests (`vision.side_faces`) look at it."""
    return DieReading(value, UNKNOWN_COLOUR, middle(box), tuple(box), 1.0)


def placing_references(read: Read) -> list[tuple[tuple[float, float], np.ndarray]]:
    """The middle and `vision.partial_faces.face_map` of each die read surely enough to place a face by (a face read
    from its pips at least `tol.PARTIAL_REFERENCE_MIN_CONFIDENCE` surely, or an outline read sure by its pip
    places)."""
    faces, face_boxes, outlined = read
    return [
        (middle(box), face_map(box))
        for (group, _), box in zip(faces, face_boxes, strict=True)
        if group.confidence >= tol.PARTIAL_REFERENCE_MIN_CONFIDENCE
    ] + [(middle(box), face_map(box)) for box, template in outlined if template.margin >= tol.TEMPLATE_SURE_MARGIN]


def _lone_pips_left(
    read: Read, unread: list[tuple[FaceGroup, View]], found: list[Sequence[tuple[float, float]]]
) -> list[tuple[FaceGroup, View]]:
    """The pips of the groups `unread` left alone once the dice read and found (`found`: top-face boxes) hold their
    other pips (`vision.pips_left.lone_pips_left`), a die's side being the median of those dice's."""
    held = _held(read, found)
    if not held:
        return []
    return lone_pips_left(unread, held, float(np.median([mean_side_px(box) for box in held])))


def _held(read: Read, found: list[Sequence[tuple[float, float]]]) -> list:
    """The top-face boxes of the dice read (`read`: faces read from their pips, their boxes grown to the face's edge,
    and outlines) and found (`found`): a pip of a group left unread that one of them holds is that die's, as two
    dice's top faces do not overlap."""
    _, face_boxes, outlined = read
    return [grown(box, tol.COLOUR_BOX_GROWTH) for box in face_boxes] + [box for box, _ in outlined] + list(found)


def _nearest(references: list[tuple[tuple[float, float], np.ndarray]], centre: tuple[float, float]) -> np.ndarray:
    """The face map of the reference (`placing_references`) nearest `centre`."""
    return min(references, key=lambda item: distance(item[0], centre))[1]


def _fitted_faces(
    image_bgr: np.ndarray,
    working: WorkingImage,
    read: Read,
    found: list[Outlined],
    room: int,
    pip_seeds: tuple[list[tuple[float, float]], list[float]],
) -> list[Outlined]:
    """Faces fitted to their edges (`vision.edge_fit`) around each pip candidate that no die read or found holds,
    looking as the die read surely nearest to it (its box from pips grown to the face's edge), that read clearly by
    their pip places (`tol.TEMPLATE_CLEAR_MARGIN`) with the pips found inside on that pattern's places (glares beside
    them left out: `vision.edge_fit.pips_on_places`), show some
    die colour (`tol.EDGE_FIT_MIN_BODY_SHARE`: a square of print on a card shows none) and lie a die's width from
    every other die (touching dice are `tol.PARTNER_MIN_DISTANCE_SIDES` sides or more apart); no more than `room`
    (the dice the set can still add). Each fit costs about 3 ms here, so no more than `tol.EDGE_FIT_MAX_FITS` are
    tried, around the pips that stand out most first: a frame with dice hidden behind a tray wall (the set never
    full) would otherwise try every loose pip."""
    _, face_boxes, outlined = read
    pips, radii = pip_seeds
    if room <= 0:
        return []
    references = sure_references(read)
    if not references:
        return []
    held = [grown(box, tol.COLOUR_BOX_GROWTH) for box in face_boxes] + [box for box, _ in outlined + found]
    fitted: list[Outlined] = []
    tries = 0
    for seed in pips:
        if tries >= tol.EDGE_FIT_MAX_FITS:
            break
        if is_inside_any(seed, [(box, None) for box in held] + fitted):
            continue
        reference = min(references, key=lambda box: distance(middle(box), seed))
        tries += 1
        face = fit_face(working, seed, face_map(reference))
        if face is None or _is_near_any(face.center, held + [box for box, _ in fitted], mean_side_px(reference)):
            continue
        template = read_face(image_bgr, face.box, tol.TEMPLATE_CLEAR_MARGIN)  # None unless clear
        if (
            template is not None
            and pips_on_places(face.box, pips, template.value, radii)
            and working.body_colour_share(face.box) >= tol.EDGE_FIT_MIN_BODY_SHARE
        ):
            fitted.append((face.box, template))
            if len(fitted) >= room:
                break
    return fitted


def sure_references(read: Read) -> list:
    """The top-face boxes of the dice read surely enough to show how a face looks nearby: faces read from their pips
    at least `tol.PARTIAL_REFERENCE_MIN_CONFIDENCE` surely (their boxes grown to the face's edge), outlines read sure
    by their pip places."""
    faces, face_boxes, outlined = read
    return [
        grown(box, tol.COLOUR_BOX_GROWTH)
        for (group, _), box in zip(faces, face_boxes, strict=True)
        if group.confidence >= tol.PARTIAL_REFERENCE_MIN_CONFIDENCE
    ] + [box for box, template in outlined if template.margin >= tol.TEMPLATE_SURE_MARGIN]


def left_by_refusals_read(
    image_bgr: np.ndarray,
    working: WorkingImage,
    profile: Any,
    read: Read,
    dice: tuple[tuple[DieReading, ...], tuple[DieReading, ...]],
    unread: list[tuple[FaceGroup, View]],
) -> tuple[DieReading, ...]:
    """The dice whose pips were left of a group of touching dice once the other die was read as a refusal
    (the reader's `_refusals_read`; `dice`: the dice read before it, and those it read): the pips of the group that
    its face does not hold are the other die's, placed as the dice read nearby look (`vision.pips_left`,
    `_placed_faces`; `read`: the faces read from their pips, their boxes, the outlines), as after a die found by the
    dice read (`found_by_dice_read`). Each with its colour decided on its own, the set still holding a die of it, no
    more than the set can add, as sure as `tol.PARTIAL_CONFIDENCE` (asked about). Read last so, dev 140-149 Blöder
    30143's black 2 and the black 5 it touches joined into one group of 7 pips, the 5 read as a refusal, the 2 was
    missed."""
    before, refused = dice
    read_dice = before + refused
    room = profile.capacity() - len(read_dice)
    left = pips_left(unread, [die.box for die in refused])
    if room <= 0 or not left:
        return ()
    placed = _placed_faces(image_bgr, working, read, left, [die.box for die in read_dice])
    if not placed:
        return ()
    decided = decided_alone(image_bgr, placed, [box for box, _ in placed], profile)
    return tuple(
        outlined_reading(box, template, colour, tol.PARTIAL_CONFIDENCE)
        for (box, template), colour in within_colour_counts(profile, read_dice, decided)[:room]
    )


def _is_near_any(centre: tuple[float, float], boxes: list, side: float) -> bool:
    return any(distance(centre, middle(box)) < tol.PARTNER_MIN_DISTANCE_SIDES * side for box in boxes)


def _partners(
    image_bgr: np.ndarray,
    working: WorkingImage,
    read: Read,
    unreadable: list[Unreadable],
    unread: list[tuple[FaceGroup, View]],
    is_any_unseen: bool = False,
) -> list[Outlined]:
    """The dice seen but not read (`unreadable`) whose top face lies beside a die read at least
    `tol.PARTNER_SOURCE_MIN_CONFIDENCE` surely, touching it (`vision.touching`): their colour body merged with the read
    die's and their pips with its pips or side faces. A place beside a die where nothing was seen (no die seen but not
    read is of it, `is_of_die`) is left alone: printed cards and felt beside a die read there as often as a missed die
    does (Blöder boards: 22 -> 28 phantoms). Not so where `is_any_unseen` (`_is_any_die_unseen`): a set that always
    shows all its dice is short of one that nothing seen stands for, so it lies somewhere, and a die touching a read
    one, its body merged with that die's and its pips read with none, is where it most often hides (dev 290-449 GNW
    20294's blue 6, 20318's two blue 1s, 20356's red 2, 20359's blue 2: missed before, read right, asked; none
    found wrong or where no die lies on the train splits, rendered-1280 or dev 270-449; the caller weighs them after
    the edge fits, `found_by_dice_read`). Left alone too is a partner whose top face holds more pips of the group seen
    there (`unread`) than it reads (`vision.partner_pips`): its box lies off the die. A partner read from fewer pips
    than that group holds, one of them on its box, is replaced by the larger face the group's pips are placed on as
    the dice read surely look (`vision.partner_pips.face_of_its_pips`), when one reads clearly. The boxes the pips of
    the faces read imply lie about a tenth inside the face's edge, so they are grown here."""
    faces, face_boxes, outlined = read
    sure, other = [], []
    for (group, _), box in zip(faces, face_boxes, strict=True):
        is_sure = group.confidence >= tol.PARTNER_SOURCE_MIN_CONFIDENCE
        is_source = is_sure and (is_any_unseen or _is_beside_any(box, unreadable))
        (sure if is_source else other).append(grown(box, tol.COLOUR_BOX_GROWTH))
    for box, template in outlined:
        is_source = template.margin >= tol.TEMPLATE_SURE_MARGIN and (is_any_unseen or _is_beside_any(box, unreadable))
        (sure if is_source else other).append(box)
    partners = [
        (partner.box, partner.read)
        for partner in touching_partners(image_bgr, working, sure, other)
        if (is_any_unseen or _is_of_any(partner.box, unreadable))
        and not reads_fewer_than_it_holds(partner.box, partner.read, unread, is_of_die)
    ]
    placing = (placing_references(read), [middle(box) for box in face_boxes] + [middle(box) for box, _ in outlined])
    return [face_of_its_pips(image_bgr, working, item, unread, is_of_die, placing) or item for item in partners]


def is_of_die(point: tuple[float, float], box) -> bool:
    """Whether a die seen but not read at `point` is the die whose top face is `box`: inside it, or nearer its
    middle than `tol.SIDE_FACE_MAX_DISTANCE` of its sides, as its side face (Blöder train 30080: a white 6 touching a
    red 5, its side face's pips unreadable 0.98 sides of the box moved from the 5 below its middle)."""
    near = distance(point, middle(box)) < tol.SIDE_FACE_MAX_DISTANCE * mean_side_px(box)
    return near or is_inside_any(point, [(box, None)])


def _is_beside_any(box, unreadable: list[Unreadable]) -> bool:
    """Whether a die seen but not read lies close enough to the die at `box` to touch it (within two of its sides:
    a touching die slid along it lies up to about 1.6 sides away)."""
    centre, side = middle(box), mean_side_px(box)
    return any(distance(item.center, centre) < 2 * side for item in unreadable)
