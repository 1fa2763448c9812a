"""Choosing the top face of each die among the faces found, and dropping faces that cannot be dice.

An angled camera sees a die's top face and the side faces turned towards it. In the image the side faces lie
on the camera's side of the top face, so the top face is the one farthest from the camera along the frame's
"towards the camera" direction. That direction is voted by the dice whose top face is plain to see (seen far more
squarely than its side face); with no such die it is image-down, as for a camera tilted with its image upright.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from vision import quantiles
from vision import tolerances as tol
from vision.angles import angle_between
from vision.colour_space import LAB_ZERO_CHROMA_LEVEL
from vision.find import MOST_PIPS, FaceGroup
from vision.grooves import is_groove_between
from vision.plastic import NeutralOf

IMAGE_DOWN = np.array([0.0, 1.0])


@dataclass(frozen=True)
class BesideOtherPlastic(FaceGroup):
    """A face kept beside a face that would have been taken for a face of its own die, for its other plastic or its
    far larger pips (`_beyond_side_face`): it may be a die cocked against that one (Doppelt so clever train 10018,
    Gönnen können 50018), so it is taken less surely (`tol.PLASTIC_SPLIT_CONFIDENCE`, as a face split from pips of
    two plastics)."""


@dataclass(frozen=True)
class ShowingSquareSideFace(FaceGroup):
    """A top face beside a face of its own die, dropped as its side face, seen about as squarely
    (`_has_square_side_face`): a die cocked on an edge, whose two faces share its tilt (Geht noch was train 20062: a
    blue 6 on a rope; Blöder train 30063: a red 2 leaning on a black die), so it is taken less surely
    (`tol.SQUARE_SIDE_FACE_CONFIDENCE`)."""


@dataclass(frozen=True)
class ShowingFaceBeyondTop(FaceGroup):
    """A top face beside a face of its own die that lies beyond it, on the side away from the camera
    (`_has_face_beyond`): a flat die shows its side faces on the camera's side only, a die leaning on another turns
    one up beyond its read face (1280 Doppelt so clever train 10116: a blue 6 on a green die; 1280 Geht noch was train
    20110: a blue 4 on a blue 6), so it is taken less surely (`tol.SQUARE_SIDE_FACE_CONFIDENCE`)."""


COCKED_BY_ITS_FACES = (ShowingSquareSideFace, ShowingFaceBeyondTop)  # top faces whose own die's faces show it cocked


# Per group asked about, per pip its plastic (a*, b*), (N, 2), or None (not seen); one call's groups measured at once.
PlasticOf = Callable[[Sequence[FaceGroup]], list[np.ndarray | None]]
SharesADie = Callable[[FaceGroup, FaceGroup], bool]


def top_faces(
    groups: list[FaceGroup],
    plastic_of: PlasticOf | None = None,
    brightest: np.ndarray | None = None,
    neutral_of: NeutralOf | None = None,
) -> list[FaceGroup]:
    """One face per die: the top face when one is readable, else the die's unreadable group (if any).

    plastic_of: the colour of the plastic around a group's pips (`vision.plastic.plastic_of`). Faces whose plastic
    differs clearly (`plastics_differ`) are not taken for faces of one die when each die's face is chosen: they are
    touching dice of different colours (Blöder train 30038: a black 1 beside a red 1 was dropped as its side face).
    neutral_of: the colour neutral plastic shows under the groups' light (`vision.plastic.neutral_of`), which white
    and black plastic are judged against beside a strongly coloured face (`_neutral_beside_strong_under_light`).
    brightest: the brightest channel of the image the groups' pips were found in; a lone pip and a face seen alike
    with a groove between them are not taken for one die either (`_apart_at_groove`), nor a lone pip a side away from
    a face of three pips or more, both seen too squarely for faces of one die (`_side_by_side_tops`), nor two faces of
    two pips or more each seen so, of one lattice spacing (`_whole_faces_side_by_side`).
    A face of dark pips is no side face of a die of light pips (`_of_pips_its_die_cannot_show`).
    The camera's direction and the side faces below an unread top are judged by shape alone: a face seen far less
    squarely than the die beside it is no flat die's top face, whatever its plastic (a die cocked against it). A face
    kept only for its plastic, its pips' colour or its far larger pips (`_beyond_side_face`) is a `BesideOtherPlastic`;
    one beside a dropped face of its own die seen about as squarely (`_has_square_side_face`) a
    `ShowingSquareSideFace`. A face kept before a far squarer one and squashed towards it is that one's side face
    (`_is_side_face_of`), whatever the frame's direction told. A group that forms no face is dropped beside a face of
    its die kept, unless it holds more pips than a face, seen about as squarely: touching dice's tops
    (`_is_top_faces_joined`), beside which no group is dropped as a side face (they are no one die's: Blöder train
    30067, a lone pip beside such a group, reported unread, led to the white 1 touching it, read as its partner).
    Nor is a group farther from the camera than the face kept, seen about as squarely, both of pale plastic: a
    neighbour's top (`_is_neighbours_top_beyond`)."""
    plastic = _plastic_lookup(plastic_of, groups)
    share = _die_sharing(plastic, _sharing_unless_apart(brightest), neutral_of)
    readable, too_close = _of_die_spacing(_of_consistent_size([group for group in groups if group.fit is not None]))
    nearness = _nearness_to_camera(readable)
    readable, slanted = _of_frame_slant(readable)
    too_close += slanted
    unreadable = [group for group in groups if group.fit is None] + [FaceGroup(g.pips, None) for g in too_close]
    readable, sides = _below_unread_tops(readable, unreadable, nearness)
    demoted = [FaceGroup(g.pips, None) for g in sides]
    unreadable += demoted
    beside: list[FaceGroup] = []  # faces kept only for their plastic or larger pips beside a face kept before
    kept: list[FaceGroup] = []
    for group in sorted(readable, key=nearness):
        rivals = [
            other
            for other in kept
            if not _of_pips_its_die_cannot_show(group, other)
            and share(group, other)
            and not _beyond_side_face(group, other)
            and not _squarer_than_a_top(group, other)
            and not _drawn_out_away_from(group, other)
        ]
        if not rivals:
            kept.append(group)
            beside += [group] if any(_share_a_die(group, other) for other in kept[:-1]) else []
        elif _is_between_side_faces(group, readable, share) or all(_is_side_face_of(rival, group) for rival in rivals):
            kept = [other for other in kept if other not in rivals] + [group]
    joined: list[FaceGroup] = []  # groups of touching dice's tops kept: no die's, so no die's side faces beside them
    for group in sorted(unreadable, key=lambda g: g.squareness, reverse=True):
        # a side face below an unread top stays its side face, or a die cocked against it, whatever its plastic
        # (Doppelt so clever train 10018: a blue die leaning on a green one)
        sharing = _share_a_die if any(group is side for side in demoted) else share
        rivals = [
            other
            for other in kept
            if not any(other is tops for tops in joined)
            and sharing(group, other)
            and not _is_neighbours_top_beyond(group, other, nearness, plastic)
        ]
        if not rivals:
            kept.append(group)
        elif _is_top_faces_joined(group, rivals):
            kept.append(group)
            joined.append(group)
    dropped = [group for group in groups if not any(group is other for other in kept)]
    return [_marked(group, beside, dropped, kept, nearness) for group in kept]


def _is_neighbours_top_beyond(
    group: FaceGroup, top: FaceGroup, nearness: Callable[[FaceGroup], float], plastic: PlasticLookup | None
) -> bool:
    """Whether `group`, pips that form no face beside the face `top` read, both of plastic too pale for their colour to
    tell two dice apart (`_both_pale`: white, silver, black, grey), is no side face of `top`'s die but a neighbour's top
    face, kept unreadable for the later steps to read: it lies farther from the camera than `top` (a side face lies
    between its top face and the nadir, `_nearness_to_camera`), no closer to it than a die's own faces
    (`tol.SAME_DIE_DISTANCE`; the face of a die cocked against `top`'s lies closer, 0.71-0.83 sides on the train and
    1280 train splits and dev 270-289, and its die is doubted for it, `vision.face_beyond`), and it is seen about as
    squarely as `top`: its pips drawn out at least as much as `top`'s (else `top` may be its die's side face, read:
    Blöder train 30012, a red 6's front pip read as a 1, four of the 6's pips beyond it, 0.84 times) and less than
    `tol.SIDE_FACE_ELONGATION_RATIO` times as much (a side face's pips beside the top read; real photos 1.35-2.48
    times). A silver 6 behind the white 1 it touches (dev 330-349 DSC 10342: five of its six pips grouped, 1.29 times,
    1.08 sides from the 1) was dropped as the 1's side face: a silver die's mirrored pips are C-shaped, and one of
    them was no pip candidate. Coloured dice are told apart by their hue where they differ; kept so beside a die of
    their own hue too, such groups added a phantom and an alarm on the test splits (totals) and read no die more."""
    distance = math.dist(group.center, top.center)
    return (
        top.fit is not None
        and nearness(group) < nearness(top)
        and distance >= tol.SAME_DIE_DISTANCE * max(group.side_px, top.side_px)
        and _elongation(top) <= _elongation(group) < tol.SIDE_FACE_ELONGATION_RATIO * _elongation(top)
        and _both_pale(plastic, group, top)
    )


def _is_top_faces_joined(group: FaceGroup, faces: list[FaceGroup]) -> bool:
    """Whether `group`, pips that form no face beside the kept `faces` it shares a die with, holds more pips than a face
    (`MOST_PIPS`) and is not seen far less squarely than any of them (`tol.PLAIN_TOP_RATIO`, as a side face is seen
    beside its top): no side face of theirs, but the top faces of touching dice whose pips joined, kept unreadable for
    the later steps to read (dev 210-229 GNW 20213: a blue 4 and a blue 5 in one group of 8 beside a blue 2, and
    20228: a blue 1 and a blue 6 in one of 12 beside a red die's side face, were missed). Two dice's side faces
    joined are drawn out beside their tops (dev 200-209 GNW 20205: 7 pips seen 1.7 times less squarely than the blue
    2 and red 5 beside them, kept so, were read as a phantom 4). A face amid the pips, nearer their middle than
    touching dice lie apart (`tol.PARTNER_MIN_DISTANCE_SIDES` of its side), is made of pips of the same die (Blöder
    train 30038: a 2 of two of a blue 6's pips, 0.74 sides from its group of 9 with its side face's pips)."""
    return len(group.pips) > MOST_PIPS and all(
        face.squareness < tol.PLAIN_TOP_RATIO * group.squareness
        and math.dist(face.center, group.center) >= tol.PARTNER_MIN_DISTANCE_SIDES * face.side_px
        for face in faces
    )


def _marked(
    group: FaceGroup,
    beside: list[FaceGroup],
    dropped: list[FaceGroup],
    kept: list[FaceGroup],
    nearness: Callable[[FaceGroup], float],
) -> FaceGroup:
    """`group` as a `BesideOtherPlastic` when it is among `beside`, else as a `ShowingSquareSideFace` when one of the
    `dropped` faces is its square side face (`_has_square_side_face`), else as a `ShowingFaceBeyondTop` when one lies
    beyond it (`_has_face_beyond`, judged against the other `kept` faces and the frame's `nearness`), else as it is."""
    if any(group is other for other in beside):
        return BesideOtherPlastic(group.pips, group.fit)
    if group.fit is None:
        return group
    if any(_has_square_side_face(group, side) for side in dropped):
        return ShowingSquareSideFace(group.pips, group.fit)
    others = [other for other in kept if other is not group]
    if any(_has_face_beyond(group, side, others, nearness) for side in dropped):
        return ShowingFaceBeyondTop(group.pips, group.fit)
    return group


def _has_square_side_face(top: FaceGroup, side: FaceGroup) -> bool:
    """Whether `side` is a face of `top`'s die (`_is_own_side_face`) seen at least
    `tol.SQUARE_SIDE_FACE_LEAST_RATIO` as squarely as `top` (`_seen_squareness`). A camera above the table sees a flat
    die's side face squashed (its foreshortening the sine of the view's angle from the vertical, the top's the cosine),
    a die cocked on an edge shows two faces sharing its tilt. Measured on the train splits (640 and 1280) over the
    dice read with a dropped face of their die: right readings at most 0.79, the cocked dice 20062 and 30063 taken
    0.94 and 1.17 (the 9 other cocked dice taken were turned towards the camera or sideways, their dropped face
    squashed as a flat die's, 0.24-0.70, or had none). A group that forms no face is no side face measured (its pips
    may be of two faces, or clutter)."""
    return (
        side.fit is not None
        and _is_own_side_face(top, side)
        and side.squareness >= tol.SQUARE_SIDE_FACE_LEAST_RATIO * top.squareness
    )


def _is_own_side_face(top: FaceGroup, side: FaceGroup) -> bool:
    """Whether `side` is placed as a face of `top`'s die: in another plane (`tol.SIDE_FACE_MIN_SHAPE_STEP`), its
    centre `tol.SIDE_FACE_MIN_DISTANCE` to `tol.SAME_DIE_DISTANCE` of `top`'s side away (a side face's centre lies
    half a side beyond the top's edge at most, a touching die's face a side or more away)."""
    distance = math.hypot(top.center[0] - side.center[0], top.center[1] - side.center[1])
    return (
        tol.SIDE_FACE_MIN_DISTANCE * top.side_px <= distance < tol.SAME_DIE_DISTANCE * top.side_px
        and _shape_step(top, side) > tol.SIDE_FACE_MIN_SHAPE_STEP
    )


def _has_face_beyond(
    top: FaceGroup, side: FaceGroup, others: list[FaceGroup], nearness: Callable[[FaceGroup], float]
) -> bool:
    """Whether `side`, a face of `tol.FACE_BEYOND_TOP_MIN_PIPS` to `MOST_PIPS` pips placed as a face of `top`'s die
    (`_is_own_side_face`) and of no other face's die among `others` (a side face of a die farther on lies beyond this
    one's top too; a die's pips are all of one kind, so not of a die of the other kind: dev 310-329 DSC 10316, a blue
    die leaning back on a white 4, its top's four light pips beyond the blue 5 read, was taken), lies
    `tol.FACE_BEYOND_TOP_MIN_SIDES` of `top`'s side or more beyond it, away from the camera both by the frame's
    `nearness` and image-up. A flat die shows its side faces between its top face and the nadir, so none lies beyond its
    top; a die leaning on another shows the face it turned up there. The frame's direction is voted by the dice, a
    cocked one among them, so image-up must agree, as for a camera tilted with its image upright (and a camera looking
    straight down, its nadir in the frame, still tells the side faces above the dice below it by its votes). Fewer pips
    may be clutter or a stray pip of another die."""
    if not tol.FACE_BEYOND_TOP_MIN_PIPS <= len(side.pips) <= MOST_PIPS or not _is_own_side_face(top, side):
        return False
    if any(_share_a_die(side, other) and _of_one_kind(side, other) for other in others):
        return False
    beyond_px = min(nearness(top) - nearness(side), top.center[1] - side.center[1])
    return beyond_px >= tol.FACE_BEYOND_TOP_MIN_SIDES * top.side_px


def _of_one_kind(a: FaceGroup, b: FaceGroup) -> bool:
    """Whether the faces' pips are of one kind, light or dark, as all of a die's are."""
    return a.pips[0].is_dark == b.pips[0].is_dark


def _of_pips_its_die_cannot_show(near: FaceGroup, far: FaceGroup) -> bool:
    """Whether `near`, a face nearer the camera than `far`, is of dark pips and `far` of light ones: a die's pips are
    all of one colour, and nothing on a die with light pips (dark plastic) shows darker than its face as a pip would,
    so `near` is the top face of another die touching it (Blöder train 30081: a blue 5 of dark pips beside a black
    1, fresh scene 30151: a white 1 beside a black 4, were dropped as side faces of the black dice). Not the other
    way round: a glint is a light spot on any glossy die, so light "pips" beside a face of dark pips may be that
    die's glint (kept both ways, two right DSC train dice beside a light 3 kept so were asked: 10005's)."""
    return near.pips[0].is_dark and not far.pips[0].is_dark


def _beyond_side_face(near: FaceGroup, far: FaceGroup) -> bool:
    """Whether `near`, a face nearer the camera than `far`, is seen as squarely (`tol.SIDE_FACE_MIN_SHAPE_STEP`) and
    of pips `tol.NEIGHBOUR_MIN_PIP_RATIO` times as large: a side face of `far`'s die is foreshortened, its pips
    smaller, so it is the top face of a die touching it (GNW train 20036: a blue 2 lined up with a blue 1 along the
    camera's tilt, 0.90 sides apart, its pips 1.47 times as large and of the same shape)."""
    seen_alike = _shape_step(near, far) <= tol.SIDE_FACE_MIN_SHAPE_STEP
    return seen_alike and _pip_radius(near) >= tol.NEIGHBOUR_MIN_PIP_RATIO * _pip_radius(far)


def _squarer_than_a_top(near: FaceGroup, far: FaceGroup) -> bool:
    """Whether `near`, a face nearer the camera than `far`, a lone pip, is in another plane
    (`tol.SIDE_FACE_MIN_SHAPE_STEP`) and seen far more squarely (`tol.PLAIN_TOP_RATIO`), judged on pips enough to
    tell (`tol.SQUASHED_REFERENCE_MIN_PIPS`, as the frame's slant is): no side face of `far`'s die then, as a side
    face is seen less squarely than its top wherever the camera looks down more steeply than 45 degrees (their
    foreshortenings are the sine and the cosine of the view's angle from the vertical). A lone pip is the least a top
    face shows (a pip of a die whose other pips joined no group passes for a 1), so both are kept, the later stages
    judging the 1 (fresh DSC scene 10141: a silver 4's pip read as a lone 1 took a white 6 seen 1.3 times as squarely
    for its side face). Two faces of several pips are left to the frame's direction (a cocked die shows two such)
    unless both are too square for one die (`_whole_faces_side_by_side`)."""
    return (
        len(far.pips) == 1
        and len(near.pips) >= tol.SQUASHED_REFERENCE_MIN_PIPS
        and _shape_step(near, far) > tol.SIDE_FACE_MIN_SHAPE_STEP
        and near.squareness >= tol.PLAIN_TOP_RATIO * far.squareness
    )


def _drawn_out_away_from(near: FaceGroup, far: FaceGroup) -> bool:
    """Whether `near`, a face nearer the camera than `far`, a lone pip, is of pips enough to show its shape
    (`tol.SQUASHED_REFERENCE_MIN_PIPS`), seen at least as squarely and drawn out along the step from `far` to it by
    more than `tol.SIDE_FACE_MIN_SHAPE_STEP` (the shape noise that marks another plane). A side face of `far`'s die is
    foreshortened across the edge it shares with its top, that is along that step, so its pips are squashed along it
    (`_is_side_face_of`), and it is seen less squarely than its top wherever the camera looks down more steeply than
    45 degrees (`_squarer_than_a_top`): `near` is the top face of a die beside it (DSC train 10080: a white 5 beside the
    lone pip of a silver die cocked against it, drawn out 0.25 along the step and 1.13 times as square, was dropped as
    that pip's side face and refused). Both must hold, and `near`'s own shape is judged, not its step from the pip's:
    a lone pip's shape and place tell too little (a pip of a larger face lies off its centre, so the step from it need
    not cross its die's edge). Recorded DSC session 000104's silver side face below a corner pip of its 3, drawn out
    0.29 along the step from it, is seen 0.89 times as squarely; judged by the step from the pip's shape, four faces
    squashed along the step (-0.34 to 0.06) were kept beside pips (a phantom 1 in dev 290-309 Blöder 30304)."""
    step = np.subtract(near.center, far.center)
    return (
        len(far.pips) == 1
        and len(near.pips) >= tol.SQUASHED_REFERENCE_MIN_PIPS
        and near.squareness >= far.squareness
        and _stretch_along(near, step) > tol.SIDE_FACE_MIN_SHAPE_STEP
    )


def _is_side_face_of(side: FaceGroup, top: FaceGroup) -> bool:
    """Whether `side`, a face kept before `top` as lying farther from the camera, is `top`'s side face all the same:
    of pips of its kind (a die's pips are all of one colour), seen far less squarely (`tol.PLAIN_TOP_RATIO`) and
    squashed along the step between them more than `top` is, by more than `tol.SIDE_FACE_MIN_SHAPE_STEP` (the step
    that marks another plane; `_stretch_along`). A flat die's side face is foreshortened towards its top face (by the
    sine of the view's angle from the vertical, the top by the cosine, both along the line from the top towards the
    nadir), while a touching die's top face is foreshortened as `top` is. The frame's direction, voted by its dice,
    may be wrong at a die far from them (1280 GNW train 20107: a blue 1 was dropped for the 5 below it, taken for the
    top, squashed 0.82 more; Blöder train 30081: a red 6 for its 5, 0.40; recorded GNW session 000027: a red 1 for its
    2, 0.23). On the train splits (640, 1280) and the fresh scenes 140-169, the one kept face so squashed that was
    another die's top bore pips of the other kind (DSC train 10005: a silver 2 above a yellow 3, 0.28). A lone pip's
    shape tells too little of a face (a stray pip, a pip of a face in deep shade whose other pips formed another
    group)."""
    step = np.subtract(side.center, top.center)
    return (
        len(side.pips) > 1
        and side.pips[0].is_dark == top.pips[0].is_dark
        and top.squareness >= tol.PLAIN_TOP_RATIO * side.squareness
        and _stretch_along(top, step) - _stretch_along(side, step) > tol.SIDE_FACE_MIN_SHAPE_STEP
    )


def _stretch_along(group: FaceGroup, step: np.ndarray) -> float:
    """How far `group`'s pips are drawn out along `step` (their mean shape vector's component along it, elongation - 1
    with its angle doubled): positive when drawn out along it, negative when squashed along it."""
    angle = 2 * math.atan2(step[1], step[0])
    return float(group.mean_shape[0] * math.cos(angle) + group.mean_shape[1] * math.sin(angle))


def _is_between_side_faces(top: FaceGroup, groups: list[FaceGroup], share: SharesADie) -> bool:
    """Whether `top` lies between two faces of `groups` on opposite sides of it (their steps from it at least
    `tol.OPPOSITE_SIDES_MIN_ANGLE_DEG` apart) that share a die with it and are seen far less squarely
    (`tol.PLAIN_TOP_RATIO`). A die shows its side faces on the camera's side only, so they are side faces of two
    dice, and `top` is a top face, whichever of them the frame's direction puts farther from the camera (GNW train
    20046: a red 2 between its own side face and a blue die's, whose votes cancelled, was dropped for the blue one)."""
    steps = [
        np.subtract(side.center, top.center)
        for side in groups
        if side is not top and top.squareness >= tol.PLAIN_TOP_RATIO * side.squareness and share(top, side)
    ]
    least_cosine = math.cos(math.radians(tol.OPPOSITE_SIDES_MIN_ANGLE_DEG))
    return any(
        float(np.dot(a, b)) <= least_cosine * float(np.hypot(*a) * np.hypot(*b))
        for index, a in enumerate(steps)
        for b in steps[index + 1 :]
    )


def _below_unread_tops(
    readable: list[FaceGroup], unreadable: list[FaceGroup], nearness: Callable[[FaceGroup], float]
) -> tuple[list[FaceGroup], list[FaceGroup]]:
    """The readable faces, and those that are side faces of a die whose top face is among the unreadable groups:
    one of the same die, farther from the camera, seen far more squarely (`tol.PLAIN_TOP_RATIO`), of no more pips
    than a face has and of pips not far larger than theirs (`_of_like_pips`; big dark blobs are no pips of this
    die). Read, such a side face would stand for the die (a 2 on the side of a 6 whose middle pips were lost)."""
    sides = [
        group
        for group in readable
        if any(
            len(top.pips) <= MOST_PIPS
            and _of_like_pips(top, group)
            and _share_a_die(group, top)
            and top.squareness >= tol.PLAIN_TOP_RATIO * group.squareness
            and nearness(top) < nearness(group)
            for top in unreadable
        )
    ]
    return [group for group in readable if group not in sides], sides


def _of_like_pips(top: FaceGroup, side: FaceGroup) -> bool:
    """The mean pip radius of `top` at most `tol.SIDE_FACE_MAX_PIP_RATIO` times that of `side` (whose pips are
    foreshortened, so smaller) and no smaller than it."""
    return _pip_radius(side) <= _pip_radius(top) <= tol.SIDE_FACE_MAX_PIP_RATIO * _pip_radius(side)


def _of_consistent_size(groups: list[FaceGroup]) -> list[FaceGroup]:
    """Drop faces whose pips are far off the size the frame's other faces give for their place (`pip_size_at`;
    faces with two pips or more, which are seldom clutter, set it; else all faces when there are enough). Where too
    few faces set it for a fit, each is judged against the median of their pips (`_pip_median`)."""
    reference = [group for group in groups if len(group.pips) >= 2]
    if not reference and len(groups) >= tol.SIZE_REFERENCE_MIN_ONES:
        reference = groups
    if not reference:
        return groups
    size_at = pip_size_at(reference, median_of_pips=True)
    low, high = tol.PIP_RADIUS_BAND
    return [group for group in groups if low <= _pip_radius(group) / size_at(group.center) <= high]


def pip_size_at(groups: list[FaceGroup], median_of_pips: bool = False) -> Callable[[tuple[float, float]], float]:
    """The pip radius (pixels) the faces `groups` (one at least) give for a place (x, y) of their image.

    A tilted camera sees the dice nearer to it larger; the size seen is inversely proportional to the depth, which
    for a flat table is an affine function of the image place, so the radii are fitted as one. The fit stands only
    with `tol.SIZE_GRADIENT_MIN_FACES` faces that span both image axes and when it explains
    `tol.SIZE_GRADIENT_MIN_EXPLAINED` of their spread (else the median radius); it leaves out faces off
    `tol.PIP_RADIUS_BAND` of a first fit (clutter), and is kept within the radii seen (no far extrapolation).
    median_of_pips: the median is the pips' (`_pip_median`), not the faces', where a face's size is judged against
    the others' (`_of_consistent_size`).
    """
    radii = np.array([_pip_radius(group) for group in groups])
    median = _pip_median(groups) if median_of_pips else quantiles.median(radii)
    centres = np.array([group.center for group in groups], dtype=float)
    if len(groups) < tol.SIZE_GRADIENT_MIN_FACES:
        return lambda place: median
    design = np.column_stack([np.ones(len(groups)), centres])
    if np.linalg.matrix_rank(design) < 3:
        return lambda place: median
    coefficients = np.linalg.lstsq(design, radii, rcond=None)[0]
    residual, spread = np.sum((radii - design @ coefficients) ** 2), np.sum((radii - radii.mean()) ** 2)
    if residual > (1 - tol.SIZE_GRADIENT_MIN_EXPLAINED) * spread:
        return lambda place: median  # sizes of two kinds (dice among printed pips), not a gradient
    low, high = tol.PIP_RADIUS_BAND
    share = radii / np.maximum(design @ coefficients, 1e-9)
    kept = (low <= share) & (share <= high)
    if kept.sum() >= tol.SIZE_GRADIENT_MIN_FACES and np.linalg.matrix_rank(design[kept]) == 3:
        coefficients = np.linalg.lstsq(design[kept], radii[kept], rcond=None)[0]
    least, most = float(radii.min()), float(radii.max())
    return lambda place: min(most, max(least, float(coefficients @ (1.0, place[0], place[1]))))


def _of_die_spacing(groups: list[FaceGroup]) -> tuple[list[FaceGroup], list[FaceGroup]]:
    """The faces whose pips sit as far apart as on the frame's other dice, and the two-pip faces whose pips sit
    closer (`tol.TWO_PIP_MIN_UNIT_SHARE` of the median canonical unit of faces with three pips or more): two
    pips of a larger face whose other pips were not seen (a corner and the centre of a 3 or 5 are half as far
    apart as a 2's, two neighbouring corners 0.71 times), which would be misread as a 2."""
    reference = [group.fit.unit_px for group in groups if len(group.pips) >= 3]
    if not reference:
        return groups, []
    least_unit = tol.TWO_PIP_MIN_UNIT_SHARE * quantiles.median(reference)
    too_close = [group for group in groups if len(group.pips) == 2 and group.fit.unit_px < least_unit]
    return [group for group in groups if group not in too_close], too_close


def _of_frame_slant(groups: list[FaceGroup]) -> tuple[list[FaceGroup], list[FaceGroup]]:
    """The faces seen as squarely as the frame's other dice, and the lone pips far more elongated
    (`tol.SIDE_FACE_ELONGATION_RATIO` times the median of faces with three pips or more): a pip on the side face of
    a die whose top face was not read (a camera's tilt elongates all top faces' pips alike, a side face's far more).
    Faces whose every pip is drawn out beyond `tol.SIDE_FACE_MIN_PIP_ELONGATION` are side faces too, in any frame."""
    reference = [_elongation(group) for group in groups if len(group.pips) >= 3]
    most = tol.SIDE_FACE_ELONGATION_RATIO * quantiles.median(reference) if reference else math.inf
    slanted = [
        group
        for group in groups
        if (len(group.pips) == 1 and _elongation(group) > most)
        or min(pip.elongation for pip in group.pips) > tol.SIDE_FACE_MIN_PIP_ELONGATION
    ]
    return [group for group in groups if group not in slanted], slanted


def _elongation(group: FaceGroup) -> float:
    return sum(pip.elongation for pip in group.pips) / len(group.pips)


def _pip_median(groups: list[FaceGroup]) -> float:
    """The median radius of the pips of `groups` (pixels), a 1's pip counted at an ordinary pip's size: each pip is
    one measure of the size, so a face of many pips outweighs one of few. Of two faces a median of faces is their
    mean, which halves the gap to the wrong one: dev Blöder 30380's glare spots on two dice 100 px apart, radius
    10.6-11.2 px, grouped as a 2 beside a black 4 of 2.1-2.9 px, put the 4 at 0.39 of that mean (off
    `tol.PIP_RADIUS_BAND`) and the 2 at 1.6 (kept)."""
    return quantiles.median(
        np.array(
            [
                pip.radius / (tol.ONE_PIP_SIZE_RATIO if len(group.pips) == 1 else 1.0)
                for group in groups
                for pip in group.pips
            ]
        )
    )


def _pip_radius(group: FaceGroup) -> float:
    """Mean pip radius, the lone pip of a 1 counted at the size of an ordinary pip."""
    radius = sum(pip.radius for pip in group.pips) / len(group.pips)
    return radius / tol.ONE_PIP_SIZE_RATIO if len(group.pips) == 1 else radius


def _nearness_to_camera(groups: list[FaceGroup]) -> Callable[[FaceGroup], float]:
    """A key that grows towards the camera's side, so a die's top face sorts before its side faces.

    Side faces lie between their top face and the nadir (the point of the table below the camera). Dice with a
    plain top face vote lines from top to side face; with two or more well-crossing lines the nadir is where
    they meet (a camera above the table, seen in the frame or not far outside); otherwise the votes give one
    direction for the whole frame, and without votes that direction is image-down.
    """
    votes = _plain_top_votes(groups)
    nadir = _meeting_point(votes)
    if nadir is not None:
        return lambda group: -float(np.hypot(*(np.asarray(group.center) - nadir)))
    direction = np.sum([step for _, step in votes], axis=0) if votes else IMAGE_DOWN
    length = float(np.hypot(*direction))
    direction = direction / length if length >= tol.MIN_VOTE_LENGTH else IMAGE_DOWN
    return lambda group: float(np.dot(group.center, direction))


def _plain_top_votes(groups: list[FaceGroup]) -> list[tuple[np.ndarray, np.ndarray]]:
    """(top face centre, unit step to a side face) for each die whose top face is seen far more squarely."""
    votes = []
    for top in groups:
        sides = [other for other in groups if other is not top and _share_a_die(top, other)]
        if sides and all(top.squareness >= tol.PLAIN_TOP_RATIO * side.squareness for side in sides):
            for side in sides:
                step = np.subtract(side.center, top.center)
                votes.append((np.asarray(top.center), step / max(float(np.hypot(*step)), 1e-9)))
    return votes


def _meeting_point(votes: list[tuple[np.ndarray, np.ndarray]]) -> np.ndarray | None:
    """Least-squares meeting point of the vote lines, ahead of every top face; None when they barely cross."""
    if len(votes) < 2:
        return None
    normal_sum, target = np.zeros((2, 2)), np.zeros(2)
    for point, step in votes:
        across = np.eye(2) - np.outer(step, step)  # projects onto the line's normal
        normal_sum += across
        target += across @ point
    if np.linalg.svd(normal_sum, compute_uv=False)[-1] < tol.MIN_VOTE_CROSSING * len(votes):
        return None
    nadir = np.linalg.solve(normal_sum, target)
    return nadir if all(float(np.dot(nadir - point, step)) > 0 for point, step in votes) else None


def _share_a_die(a: FaceGroup, b: FaceGroup) -> bool:
    """Two faces of one die: very close, or close and not seen alike (a side face is foreshortened otherwise).

    Judged by the larger face's side. Measured and left as it is (H118): a lone light pip's side is guessed a fifth
    too long (`vision.layout`), so a black 1 touching a black 6, seen alike, lay 0.94 of its own side from it (1.11 of
    the 6's) and was dropped as its side face; judging by the side of the face fitted to two pips or more read it, but a
    fitted side face's side is short, so side faces beside 1s were kept: real-photo train phantoms 0.5 -> 1.9%.
    Keeping faces seen alike of which neither holds the other's pips read it too, with phantoms (train Blöder 0.4 ->
    0.8%, Gönnen 1.0 -> 1.4%, real photos 0.5 -> 0.8%) and no die more right on the train split."""
    distance = math.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1])
    side_px = max(a.side_px, b.side_px)
    if distance < tol.SAME_DIE_DISTANCE * side_px:
        return True
    return distance < tol.SIDE_FACE_MAX_DISTANCE * side_px and _shape_step(a, b) > tol.SIDE_FACE_MIN_SHAPE_STEP


def _apart_at_groove(a: FaceGroup, b: FaceGroup, brightest: np.ndarray) -> bool:
    """Whether `a` and `b`, a lone pip and a face of more pips seen alike (`tol.SIDE_FACE_MIN_SHAPE_STEP`), have a
    groove between them (`vision.grooves`): the top faces of two touching dice. A lone pip's face side is guessed a
    fifth too long (see `_share_a_die`), so a face touching it lies within `tol.SAME_DIE_DISTANCE` of its side (dev
    160-169 Blöder 30169: a black 2 beside a black 1, 0.93 of the 1's side, 1.06 of the 2's; GNW 20160: a red 2
    beside a red 1) and was dropped as its side face. Faces of more pips each are judged by their own sides; a group
    that forms no face is not judged (its pips may lie on two dice, or be clutter: measured on faces only)."""
    return (
        a.fit is not None
        and b.fit is not None
        and (len(a.pips) == 1) != (len(b.pips) == 1)
        and _shape_step(a, b) <= tol.SIDE_FACE_MIN_SHAPE_STEP
        and is_groove_between(brightest, a, b)
    )


def _side_by_side_tops(a: FaceGroup, b: FaceGroup) -> bool:
    """Whether `a` and `b`, a lone pip and a face of `tol.SIDE_BY_SIDE_MIN_PIPS` pips or more seen alike
    (`tol.SIDE_FACE_MIN_SHAPE_STEP`), lie `tol.SAME_DIE_DISTANCE` of the face's own side apart or more and are both
    seen too squarely to be two faces of one die (`_too_square_for_one_die`): the top faces of two dice touching side
    by side. `_share_a_die` judges them by the larger side, the lone pip's, guessed a fifth too long, so the face of the
    touching die lay within it and was dropped as the 1's side face (dev 270-289 GNW 20273: a blue 5 between a blue 1
    and a blue 2, 1.05 of its own side from the 1, 0.85 of the 1's guessed side; the groove between them, under a high
    light, dips only 0.95 by 9 levels). A face of three pips or more is fitted to pips enough to give its side; a 2's
    may be short (two pips of a larger face beside a third read as a 1: Blöder train 30041's blue 5, a 2 1.17 of its
    side from the 1). A flat die's top face is a whole square of its side, so a pip of its own lies within half a side
    of its centre along the face, under three quarters of a side at its corners, never a side away."""
    lone, face = (a, b) if len(a.pips) == 1 else (b, a)
    return (
        len(lone.pips) == 1
        and face.fit is not None
        and len(face.pips) >= tol.SIDE_BY_SIDE_MIN_PIPS
        and _shape_step(a, b) <= tol.SIDE_FACE_MIN_SHAPE_STEP
        and math.dist(lone.center, face.center) >= tol.SAME_DIE_DISTANCE * face.side_px
        and _too_square_for_one_die(a, b)
    )


def _whole_faces_side_by_side(a: FaceGroup, b: FaceGroup) -> bool:
    """Whether `a` and `b`, faces that each show their lattice's spacing (`_hold_lattices`), lie
    `tol.SAME_DIE_DISTANCE` of the larger side apart or more, with pip lattices of one spacing
    (`tol.SIDE_BY_SIDE_MAX_UNIT_RATIO`) and both seen too squarely to be two faces of one die
    (`_too_square_for_one_die`): the top faces of two dice touching side by side. A flat die's side face is
    foreshortened across its shared edge (by the sine of the view's angle from the vertical, its top by the cosine), so
    its lattice is narrower and its pips drawn out; a touching die's top is a whole square at the size and slant of its
    neighbour's. Their pips' shapes, a little apart as a die's shade and a fit's few pips make them, passed for another
    plane (dev 310-329 Gönnen 50313: a fifth 6 between a cocked blue die and an orange 6, 1.06 and 1.20 sides from
    them, their pips' 1 / elongation² summing 1.49 and 1.60, lattices 1.06 and 1.01 apart, was dropped as a side face
    of either). Two faces of a cocked die are at right angles too, so this holds for them as for a flat die's."""
    return (
        a.fit is not None
        and b.fit is not None
        and _hold_lattices(a, b)
        and math.dist(a.center, b.center) >= tol.SAME_DIE_DISTANCE * max(a.side_px, b.side_px)
        and max(a.fit.unit_px, b.fit.unit_px) <= tol.SIDE_BY_SIDE_MAX_UNIT_RATIO * min(a.fit.unit_px, b.fit.unit_px)
        and _too_square_for_one_die(a, b)
    )


def _hold_lattices(a: FaceGroup, b: FaceGroup) -> bool:
    """Whether `a` and `b` each show their pip lattice's spacing (`FaceFit.unit_px`), as `_whole_faces_side_by_side`
    compares them: faces of `tol.SIDE_BY_SIDE_MIN_PIPS` pips or more, or a 2 beside a face of its own pips' kind. A
    2's pips lie on its diagonal, so two pips of a larger face read as a 2 lie either on that face's diagonal (centred
    on it, not a side away) or side by side (a lattice 0.71 of the face's): a 2 a side or more from a face of one
    spacing is a whole face (Blöder train 30080: a white 2 touching a white 6, 1.17 sides apart, lattices 1.01 apart,
    pips' 1 / elongation² summing 1.52, was dropped as the 6's side face and missed). Not beside a face of the other
    kind: a glossy die's glints pass for light pips beside its dark ones (`_of_pips_its_die_cannot_show`; DSC train
    10005: a yellow 3 of light pips beside a silver 2, summing 1.29, dropped here and read later, kept had it and a blue
    1 beside it asked about). A lone pip gives no spacing (`_side_by_side_tops` judges it)."""
    fewest = min(len(a.pips), len(b.pips))
    return fewest >= tol.SIDE_BY_SIDE_MIN_PIPS or (fewest == 2 and _of_one_kind(a, b))


def _too_square_for_one_die(a: FaceGroup, b: FaceGroup) -> bool:
    """Whether `a` and `b` are both seen too squarely to be faces of one die at right angles: a face turned θ from the
    camera's direction is foreshortened by cos θ, a pip on it drawn out to 1 / cos θ, and two faces at right angles
    are foreshortened by at most cos θ and sin θ, so the sum of their pips' 1 / elongation² is at most 1 (seen alike
    only at 45 degrees, as a camera close and low sees a die's top and the side face turned to it: real-photo train
    dice_42, a white 1 and its own side 5, 1.19 of the 5's side apart, sum 0.94). A pip's elongation is measured
    larger than it is (its few pixels), which lowers the sum: beyond `tol.PERPENDICULAR_FACES_MOST_ROUNDNESS` the faces
    lie in one plane, side by side (train GNW 20059, 20081, DSC 10005, Blöder 30061: 1.66-1.79; dev GNW 20273: 1.46)."""
    return 1 / _elongation(a) ** 2 + 1 / _elongation(b) ** 2 > tol.PERPENDICULAR_FACES_MOST_ROUNDNESS


def _shape_step(a: FaceGroup, b: FaceGroup) -> float:
    """How differently two faces' pips are foreshortened (faces in one plane alike, a side face otherwise)."""
    return math.hypot(*(a.mean_shape - b.mean_shape))


def _sharing_unless_apart(brightest: np.ndarray | None) -> SharesADie:
    """`_share_a_die`, and with `brightest` (see `top_faces`) neither apart at a groove (`_apart_at_groove`) nor side by
    side (`_side_by_side_tops`, `_whole_faces_side_by_side`), as the faces of the reader's own views are judged. A face
    kept so beside another is a `BesideOtherPlastic` all the same: a die cocked against its neighbour may show its face
    seen alike, with a groove between them (dev 170-179 Gönnen 50176: a blue die leaning on an orange 1, read as a 5,
    was taken when not marked so)."""
    if brightest is None:
        return _share_a_die
    return lambda a, b: (
        _share_a_die(a, b)
        and not _apart_at_groove(a, b, brightest)
        and not _side_by_side_tops(a, b)
        and not _whole_faces_side_by_side(a, b)
    )


PlasticLookup = Callable[[FaceGroup], np.ndarray | None]  # a group's one plastic colour (a*, b*), None: not one


def _plastic_lookup(plastic_of: PlasticOf | None, groups: Sequence[FaceGroup] = ()) -> PlasticLookup | None:
    """A group's one plastic (`_one_plastic`) by its pips (a group demoted to unreadable keeps its pips and their
    colour), measured with `plastic_of` (None: no lookup) only once asked for (a hot path: most faces have no
    neighbour to be judged against), and then for all of `groups` at once (a call's own steps cost more than a group's
    pixels)."""
    if plastic_of is None:
        return None
    measured: dict[int, tuple[FaceGroup, np.ndarray | None]] = {}  # by id of the pips: the group keeps them alive
    plastics: dict[int, np.ndarray | None] = {}

    def plastic(group: FaceGroup) -> np.ndarray | None:
        key = id(group.pips)
        if key not in plastics:
            if key not in measured:
                unmeasured = {id(other.pips): other for other in (group, *groups) if id(other.pips) not in measured}
                found = plastic_of(list(unmeasured.values()))
                measured.update(zip(unmeasured, zip(unmeasured.values(), found, strict=True), strict=True))
            plastics[key] = _one_plastic(measured[key][1])
        return plastics[key]

    return plastic


def _die_sharing(
    plastic: PlasticLookup | None,
    share_a_die: SharesADie = _share_a_die,
    neutral_of: NeutralOf | None = None,
) -> SharesADie:
    """`share_a_die` (`_share_a_die`, or `_sharing_unless_apart`), and with `plastic` (`_plastic_lookup`) also of
    plastic not clearly different (`plastics_differ`; with `neutral_of` nor `_neutral_beside_strong_under_light`),
    colours asked for only of a pair `share_a_die` would join."""
    if plastic is None:
        return share_a_die

    def share(a: FaceGroup, b: FaceGroup) -> bool:
        if not share_a_die(a, b):
            return False
        colour_a, colour_b = plastic(a), plastic(b)
        if colour_a is None or colour_b is None:
            return True
        return not (
            bool(plastics_differ(colour_a, colour_b))
            or _neutral_beside_strong_under_light(colour_a, colour_b, neutral_of)
        )

    return share


def _both_pale(plastic: PlasticLookup | None, a: FaceGroup, b: FaceGroup) -> bool:
    """Whether two groups' plastics are both seen and too pale for the hue test (`tol.PLASTIC_MIN_CHROMA`): white,
    silver, black or grey dice, which their colour cannot tell apart."""
    if plastic is None:
        return False
    colours = [plastic(a), plastic(b)]
    if any(colour is None for colour in colours):
        return False
    chroma, _ = _chroma_hue(np.stack(colours))
    return bool(chroma.max() < tol.PLASTIC_MIN_CHROMA)


def _neutral_beside_strong_under_light(a: np.ndarray, b: np.ndarray, neutral_of: NeutralOf | None) -> bool:
    """Whether of two plastic colours (a*, b*) one is neutral and the other strongly coloured (as `plastics_differ`
    judges them against grey) judged against the colour neutral plastic shows under the light (`neutral_of`): white
    and black plastic take the tint of a tinted lamp, which no paint's hue follows (Blöder train 30081: a white 3 at
    C*ab 6.6 towards the lamp's yellow, as the lamp's own 6.6, beside a blue 5 at 62; the 5 was dropped as its side
    face, missed). Asked only of a strongly coloured plastic beside one too pale for the hue test
    (`tol.PLASTIC_MIN_CHROMA`): the light is measured once a view asks."""
    chroma, hue = _chroma_hue(np.stack([a, b]))
    hue_step = angle_between(hue[0], hue[1], full_turn=360.0)
    if (
        neutral_of is None
        or chroma.max() < tol.PLASTIC_STRONG_CHROMA
        or chroma.min() >= tol.PLASTIC_MIN_CHROMA
        or hue_step < tol.PLASTIC_MIN_HUE_STEP_DEG
    ):
        return False
    chroma_under_light, _ = _chroma_hue(np.stack([a, b]) - neutral_of() + LAB_ZERO_CHROMA_LEVEL)
    return bool(
        chroma_under_light.min() <= tol.PLASTIC_NEUTRAL_CHROMA and chroma_under_light.max() >= tol.PLASTIC_STRONG_CHROMA
    )


def _one_plastic(colours: np.ndarray | None) -> np.ndarray | None:
    """The median plastic colour of a group's pips (`colours`, (N, 2) a*, b*), None when not seen or when two of them
    differ (`plastics_differ`): pips of two dice joined into one group have no one plastic (GNW 20000: a blue 4's
    pips joined to the red 6 it touches, their median red, were no die of their own beside the blue die's side face)."""
    if colours is None:
        return None
    chroma, hue = _chroma_hue(colours)  # once per pip, then compared pair by pair
    if _chroma_hues_differ((chroma[:, None], hue[:, None]), (chroma[None, :], hue[None, :])).any():
        return None
    return quantiles.column_medians(colours)


def plastics_differ(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Whether plastic colours (a*, b* of 8-bit Lab in the last axis; `a` and `b` broadcast) are of two dice
    (`_chroma_hues_differ`)."""
    return _chroma_hues_differ(_chroma_hue(a), _chroma_hue(b))


def _chroma_hues_differ(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """Whether plastic colours given by chroma and hue (`_chroma_hue`; `a` and `b` broadcast) are of two dice: both
    coloured (`tol.PLASTIC_MIN_CHROMA`) in hues `tol.PLASTIC_MIN_HUE_STEP_DEG` apart, or one neutral
    (`tol.PLASTIC_NEUTRAL_CHROMA`: white, black) and the other strongly coloured (`tol.PLASTIC_STRONG_CHROMA`).
    Hue, not a* b* distance: a die's side face, in its own shade, is as much less chromatic as it is darker, but
    keeps its hue (a red die's: chroma 73 on top, 34 on the side, hue 7 degrees apart)."""
    (chroma_a, hue_a), (chroma_b, hue_b) = a, b
    least, most = np.minimum(chroma_a, chroma_b), np.maximum(chroma_a, chroma_b)
    hue_step = angle_between(hue_a, hue_b, full_turn=360.0)
    both_coloured_apart = (least >= tol.PLASTIC_MIN_CHROMA) & (hue_step >= tol.PLASTIC_MIN_HUE_STEP_DEG)
    return both_coloured_apart | (least <= tol.PLASTIC_NEUTRAL_CHROMA) & (most >= tol.PLASTIC_STRONG_CHROMA)


def _chroma_hue(colours: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Chroma and hue (degrees) of (a*, b*) of OpenCV's 8-bit L*a*b* in the last axis (as floats: uint8 would wrap)."""
    a, b = np.moveaxis(np.asarray(colours, dtype=float) - LAB_ZERO_CHROMA_LEVEL, -1, 0)
    return np.hypot(a, b), np.degrees(np.arctan2(b, a))
