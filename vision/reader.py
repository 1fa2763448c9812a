"""The die reader: one BGR frame in, every die on the table out (value, colour, where, how sure).

Stages, each its own module: `views` decides where to look (and how closely), `pips` finds pip candidates, `find` groups
them into faces, `layout` checks each face, `partition` splits joined faces, `topface` keeps the top face of each die,
`confidence` rates it; colours come from `vision.colour` when a profile is given. With a profile, `bodies` finds dice by
their colour against the table and `squares` by the outline of their top face: the PUSH die (faces = "colour") is read
that way alone (`colour_dice`); for dice with pips, an outlined face that reads clearly by its pip places
(`face_template`) stands for its die (an outline read as 1 around one pip of a larger face gives way to its die's colour
body read clearly as more pips, `outlined_ones`; a face read unsurely from the pips of two touching dice gives way to
the clear outline of one of them, the other's pips placed later, `outlined_neighbours`), and a body where no die was
read is looked at closely (`views.body_view`), then read by its pip places, and when neither reads it, reported
unreadable (`bodies_read`). A die seen but not read may still be read by what the dice read tell of it
(`found_by_dice_read`): touching one (`touching`), or placed from a few of its pips as a die read nearby looks
(`partial_faces`), its pips parted from those of the dice touching it where they joined into one group (`joined_dice`)
or into one face read unsurely on a box two dice long (`two_dice_faces`);
a face read unsurely from a few pips is read as the larger face they are placed on the same way when that one reads
clearly (`lost_pips`); 1s closer than a die's side are one face (`close_ones`). A box read by its pip places drawn out
along the far direction beyond the faces read surely near it holds the die's front face below its top: its far part is
read again, and a larger face placed reaching well below the top is not taken (`stacked_faces`); one read on an outline
far flatter than the faces read surely near it is only part of its face, asked about (`flat_outlines`). A body still
refused is read at last by its pips' round edges (`pip_edges`: glare takes a white pip's lightness, not its edge) or,
washed out by a glare, by its matt pips faintly darker than the glare in an exact pattern (`washed_out_faces`), asked
about. Then each die read is doubted against the frame's others and against what its box shows by its pip places
(`doubts`) and, seen more squarely than the flat dice below it or with its pips drawn out or smeared as no top face's
are, or beside a face of its own pips where no flat die shows one (`face_beyond`; pips seen steeply as dashes,
`side_dashes`), or foreshortened sideways beside a side face of its own turned up (`cocked_sideways`), as cocked
(`cocked`): its confidence is lowered so that the players are asked about it. Last, a die's side face read as a die
(`side_faces`), a 1 that is a flat mark (`flat_ones`; one showing its side faces' pips stands, asked about) and a
face whose box holds other dice (`holding_dice`) are dropped, and so is a group left unread in the strip beyond a
die's edge towards its nadir, on its plastic: its side face (`own_side_faces`). A camera frame with room for more
dice once read sharpened and in deep shade is searched for dice that stand out from a pale table only faintly, by
their outline (`faint_outlines`), asked about. Each read of a frame as it is ends with the faces its first look read
surely at the working size where the closer look, enlarged, read no die (`working_size_faces`), asked about.

>>> import numpy as np
>>> read_frame(np.zeros((480, 640, 3), np.uint8)).dice
()
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cached_property, partial
from typing import Any

import numpy as np

from dicetable.errors import DicetableError
from dicetable.messages import text
from vision import tolerances as tol
from vision.blurred import Shake, less_sure, shake_of, sharpened
from vision.bodies import Body, Region, WorkingImage, working_image
from vision.bodies_read import (
    FindOutlines,
    bodies_read,
    clearly_outlined,
    refusals_read_on_far_tops,
    with_bodies_read,
)
from vision.boxes import distance, grown, is_inside_any, mean_side_px, middle
from vision.chroma_pips import refusals_read_by
from vision.close_ones import joined_ones
from vision.cocked import slants_of, with_cocked_doubts
from vision.cocked_sideways import with_sideways_doubts
from vision.colour_dice import colour_dice
from vision.decided_colours import decided_alone, within_colour_counts
from vision.deep_shade import faces_in_deep_shade
from vision.dice_as_pips import without_groups_of_dice_read
from vision.doubts import other_paint, with_frame_doubts
from vision.edge_fit import seeds
from vision.face_beyond import with_face_beyond_doubts
from vision.face_template import TemplateRead
from vision.faint_outlines import faintly_outlined_dice
from vision.find import AmidPrint, FaceGroup
from vision.flat_ones import without_flat_ones
from vision.flat_outlines import with_flat_outlines_asked
from vision.found_by_dice_read import (
    found_by_dice_read,
    left_by_refusals_read,
    placing_references,
    sure_references,
)
from vision.glared_lone_pips import glared_ones_without_body
from vision.holding_dice import without_dice_holding_others
from vision.joined_side_face import TopBesideItsSideFace, top_beside_its_side_face
from vision.lit_face import lit_face
from vision.lost_pips import larger_faces
from vision.mirrored_faces import faces_on_silver
from vision.outlined import Outlined, outlined_reading
from vision.outlined_neighbours import neighbour_outline, pips_beyond
from vision.outlined_ones import with_ones_read_by_their_bodies
from vision.overcounted_colours import with_overcounted_colours_asked
from vision.own_side_faces import without_side_faces_of_dice_read
from vision.pip_edges import read_by_pip_edges
from vision.pips import ENLARGED, ENLARGED_BESIDE_METAL, PipRules
from vision.plastic_split import is_beside_other_plastic, split_unread
from vision.profiles import EXACT_COUNT
from vision.reading import UNKNOWN_COLOUR, DieReading, TableReading, Unreadable
from vision.refused_faces import read_refusals
from vision.reports_on_paper import without_reports_on_paper
from vision.seen_pips import SeenPip
from vision.sharpened_merge import merged
from vision.side_dashes import side_dashes
from vision.side_faces import taking_room, without_side_faces
from vision.silver_faces import may_show_silver
from vision.squares import find_squares
from vision.stacked_faces import reaches_below_top, tops_of_stacked_faces
from vision.tilted_away import with_tilted_away_doubts
from vision.topface import COCKED_BY_ITS_FACES
from vision.two_dice_faces import parted_two_dice_faces
from vision.unsmeared_pips import net_of_shake
from vision.views import Looks, View, face_box, is_cut_by_frame, views_of
from vision.washed_out_faces import read_washed_out_face
from vision.working_size_faces import faces_lost_closer

MIN_SIDE_PX = 32
COLOUR_FACES = "colour"  # a profile's `faces` for dice read by the colour of their top face (the PUSH die)


class FrameNotUnderstood(DicetableError, ValueError):
    """The frame handed to the reader is not a BGR uint8 image."""


@dataclasses.dataclass(frozen=True, eq=False)
class _Frame:
    """A frame to read as it is (`_read_as_it_is`) with its working image, scaled once for the pips, outlines and
    colour bodies (`vision.bodies.working_image`); `is_sharpened`: a shaken frame sharpened
    (`vision.blurred.sharpened`), whose dice were smeared; `is_patch`: part of a camera frame (a board card's patch,
    `vision.board_reading`), whose dice other patches and the whole frame read too."""

    bgr: np.ndarray
    working: WorkingImage
    is_sharpened: bool = False
    is_patch: bool = False

    @classmethod
    def of(
        cls, image_bgr: np.ndarray, frame_long_side_px: int | None, is_sharpened: bool = False, is_patch: bool = False
    ) -> _Frame:
        return cls(image_bgr, working_image(image_bgr, frame_long_side_px), is_sharpened, is_patch)

    @cached_property
    def shake(self) -> Shake | None:
        """The camera shake smearing the frame (`vision.blurred.shake_of`, about 1-1.5 ms a frame): judged once, when
        first asked, for every step that asks (the pips' shapes, faint refusals, sharpening)."""
        return shake_of(self.working)


def read_frame(
    image_bgr: np.ndarray,
    profile: Any = None,
    may_sharpen: bool = True,
    frame_long_side_px: int | None = None,
    find_outlines: FindOutlines = find_squares,
    around_pips_only: bool = False,
    is_camera_frame: bool = True,
) -> TableReading:
    """Read every die seen from above in `image_bgr`, a BGR uint8 array of shape (H, W, 3), H and W ≥ 32.

    profile: a dice-set profile from `vision.profiles.load_profile`, or None to read values only (colour
    "unknown"). Coordinates in the result are pixels of `image_bgr`. Does not change the image. may_sharpen: when a
    die may be missing and a shaken camera smeared the frame, it is read again sharpened (`vision.blurred`), and
    the two readings are merged die by die (`vision.sharpened_merge`); False reads the frame as it is.
    frame_long_side_px: the long side of the camera frame `image_bgr` was cut from (a board card's patch,
    `vision.board_reading`; None: it is that frame): the reader's size rules (threshold windows, pip and die sizes)
    are shares of the camera frame's long side, as the dice in a patch are as large as in the frame.
    find_outlines: finds the top faces outlined anywhere in `image_bgr` (`vision.squares.find_squares`, the default;
    their sizes are shares of the image's own side, not of the frame's): a caller reading one image twice with
    different size rules (a board patch) hands one that keeps what it found the first time.
    around_pips_only: a large frame whose dice are far is read closer only around its pip candidates, never around
    the blobs that stand out from the table (a board's whole frame, several times as costly so: its cards' dice are
    read closer in their own patches).
    is_camera_frame: False for a patch read again with its own size rules as if it were a frame (a board card's
    closer read, `vision.board_reading`): dice outlined only faintly are looked for in a camera frame alone
    (`_with_faintly_outlined_dice`); in the closer reads of both rendered board sets they found nothing (58 searches,
    0.3 s CPU over the 26 boards).
    Two dice read surely as the set's only die of a colour are both asked about (`vision.overcounted_colours`).
    """
    check_frame(image_bgr)
    if profile is not None and profile.faces == COLOUR_FACES:
        return with_overcounted_colours_asked(colour_dice(image_bgr, profile, frame_long_side_px), profile)
    reading = _read_dice(
        image_bgr, profile, may_sharpen, frame_long_side_px, find_outlines, around_pips_only, is_camera_frame
    )
    return reading if profile is None else with_overcounted_colours_asked(reading, profile)


def _read_dice(
    image_bgr: np.ndarray,
    profile: Any,
    may_sharpen: bool,
    frame_long_side_px: int | None,
    find_outlines: FindOutlines,
    around_pips_only: bool,
    is_camera_frame: bool,
) -> TableReading:
    """`read_frame` of a frame of dice with pips, before the colours read are held to the set's counts."""
    is_patch = not is_camera_frame or frame_long_side_px not in (None, max(image_bgr.shape[:2]))
    frame = _Frame.of(image_bgr, frame_long_side_px, is_patch=is_patch)
    reading, slant_doubts, bodies = _read_as_it_is(frame, profile, frame_long_side_px, find_outlines, around_pips_only)
    if profile is None or not _may_have_missed_dice(profile, len(reading.dice)):
        return reading
    shake = frame.shake if may_sharpen else None
    if shake is not None:
        sharp_frame = _Frame.of(sharpened(image_bgr, shake), frame_long_side_px, is_sharpened=True, is_patch=is_patch)
        sharp, sharp_slant_doubts, _ = _read_as_it_is(sharp_frame, profile, frame_long_side_px)
        room = profile.capacity() - len(reading.dice)
        reading = merged(reading, less_sure(sharp), room, (slant_doubts, sharp_slant_doubts), bodies)
    if not _may_have_missed_dice(profile, len(reading.dice)):
        return reading
    reading = _with_dice_in_deep_shade(image_bgr, frame.working, profile, reading, frame_long_side_px)
    if is_patch or len(reading.dice) >= profile.capacity():
        return reading
    reading = _with_faintly_outlined_dice(image_bgr, frame.working, profile, reading)
    return _with_far_tops_read(frame, profile, reading, bodies)


def _read_as_it_is(
    frame: _Frame,
    profile: Any,
    frame_long_side_px: int | None,
    find_outlines: FindOutlines = find_squares,
    around_pips_only: bool = False,
) -> tuple[TableReading, tuple[float, ...], list[Body]]:
    """`read_frame` of a frame as it is (not sharpened), but for the dice in deep shade; with, per die read, the
    factor its confidence was lowered by as seen cocked (`_slant_doubts`) and the die bodies looked at where no face
    was read surely (`bodies_read`; none when no body was looked for)."""
    image_bgr, working = frame.bgr, frame.working
    frame_shape = image_bgr.shape[:2]
    faces: list[tuple[FaceGroup, View]] = []
    unreadable: list[Unreadable] = []
    unread: list[tuple[FaceGroup, View]] = []  # the groups of pips behind `unreadable`
    always_shown = 0 if around_pips_only else _dice_always_shown(profile)
    pip_kinds = (True, False) if profile is None else profile.pip_kinds
    looks = views_of(image_bgr, working, frame_long_side_px, always_shown, pip_kinds, _closer_rules(profile))
    for group, group_view in split_unread(image_bgr, looks.views):
        if group.fit is not None and not is_cut_by_frame(group, group_view, frame_shape):
            faces.append((group, group_view))
        elif not isinstance(group, AmidPrint):  # a card's print (`vision.texture`) is no die to lay again
            unreadable.append(_unreadable(group, group_view, frame_shape))
            unread.append((group, group_view))
    outlined: list[Outlined] = []
    bodies: list[tuple[Body, TemplateRead | None]] = []
    regions = None if profile is None else _outline_regions(profile, faces)
    if profile is not None and _worth_a_closer_look(regions):
        bodies = bodies_read(
            image_bgr, working, profile, faces, regions, find_outlines, [item.center for item in unreadable]
        )
        ones_of_pips = [view.to_frame(group.center) for group, view in faces if group.fit.value == 1]
        outlined = with_ones_read_by_their_bodies(image_bgr, working, clearly_outlined(bodies), ones_of_pips)
        faces, overruled = _overruled_by_outlines(faces, outlined)
        faces, beyond = _parted_by_neighbour_outlines(faces, outlined)
        outlined = [item for item in outlined if item in overruled or not _holds_any(item, faces)]
        unreadable = [item for item in unreadable if not is_inside_any(item.center, outlined)]
        unreadable += [_unreadable(group, view, frame_shape) for group, view in beyond]
        unread += beyond
        if _may_have_missed_faces(profile, faces, len(outlined)):
            faces, unreadable, outlined = with_bodies_read(
                image_bgr, profile, bodies, faces, unreadable, outlined, frame_long_side_px
            )
    faces, joined_unread = joined_ones(faces)  # 1s closer than a die's side are pips of one face
    unreadable += [_unreadable(group, view, frame_shape) for group, view in joined_unread]
    unread += joined_unread
    faces, parted = _parted_two_dice_faces(image_bgr, faces, outlined)
    placed = outlined + parted  # dice read but not among `faces`: on their outlines, or parted from two dice's pips
    # Tested for side faces again only once a face is added.
    dice_read = [] if profile is None else taking_room(faces)
    if profile is not None and _may_have_missed_dice(profile, len(dice_read) + len(placed)):
        # A 1 whose glare spoilt the lone-pip test, where no body stood out to be read as a glared 1 (`glared_ones`).
        glared = glared_ones_without_body(
            image_bgr,
            profile,
            looks.first_pips,
            looks.first_scale,
            [face_box(group, view) for group, view in dice_read] + [box for box, _ in placed],
            profile.capacity() - len(dice_read) - len(placed),
            frame_long_side_px,
            [item.center for item in unreadable],
        )
        if glared:
            faces += glared
            dice_read = taking_room(faces)
    boxes = [face_box(group, view) for group, view in faces]
    found: list[tuple[Outlined, float]] = [(item, tol.JOINED_CONFIDENCE) for item in parted]
    by_edges: list[tuple[Outlined, tuple[str, float]]] = []  # read by pip edges last, each with its own colour
    if profile is not None and _may_have_missed_dice(profile, len(dice_read) + len(placed)):
        pip_seeds = seeds(looks.first_pips, looks.first_scale)
        room = profile.capacity() - len(dice_read) - len(placed)
        by_dice_read, unreadable = found_by_dice_read(
            image_bgr, working, profile, (faces, boxes, placed), room, unreadable, unread, pip_seeds
        )
        found += by_dice_read
        bodies_seen = ([body for body, _ in bodies], boxes, pip_seeds[0])
        by_edges = _read_by_pip_edges(image_bgr, profile, bodies_seen, room - len(by_dice_read), unreadable)
    larger = larger_faces(
        image_bgr,
        working,
        faces,
        boxes,
        outlined,
        [box for (box, _), _ in found + by_edges],
        partial(_seen_pips, looks, unread),
        faces_on_silver(image_bgr, profile, boxes, [(len(group.pips), group.pips[0].is_dark) for group, _ in faces]),
    )
    references = _foreshortening_references(faces, boxes, [(item, 1.0) for item in outlined])
    larger = {
        index: item
        for index, item in larger.items()
        if not reaches_below_top(image_bgr, working, item[0][0], middle(boxes[index]), references)  # a front face's
    }
    found += [larger[index] for index in sorted(larger)]
    faces, boxes = (
        [item for index, item in enumerate(faces) if index not in larger],
        [item for index, item in enumerate(boxes) if index not in larger],
    )
    outlined_sure = [(item, 1.0) for item in outlined] + found
    references = _foreshortening_references(faces, boxes, outlined_sure)
    outlined_sure = with_flat_outlines_asked(
        tops_of_stacked_faces(image_bgr, working, outlined_sure, references), references
    )
    # A face's pips are of one kind. The outlined faces' polarity (`TemplateRead.is_dark`) is not passed: measured,
    # it named dev 160-169 Blöder 30168's two white 6s (read black, one taken) unknown, but ruling black out for train
    # 30014's white 2 in bluish shade let `vision.colour._unveiled` take its bluish bevels for a veiled blue die's:
    # taken blue. It only doubts the colour named instead (`vision.doubts.other_paint`): those 6s are asked about.
    read_from_dark_pips = [group.pips[0].is_dark for group, _ in faces]
    colours = _colours(image_bgr, boxes + [box for (box, _), _ in outlined_sure], profile, read_from_dark_pips)
    dice = tuple(
        _die_reading(group, view, box, colour)
        for (group, view), box, colour in zip(faces, boxes, colours[: len(faces)], strict=True)
    ) + tuple(
        outlined_reading(box, read, colour, found_by)
        for ((box, read), found_by), colour in zip(outlined_sure, colours[len(faces) :], strict=True)
    )
    edge_dice = tuple(
        outlined_reading(box, read, colour, tol.PIP_EDGE_CONFIDENCE)
        for (box, read), colour in within_colour_counts(profile, dice, by_edges)
    )
    dice += edge_dice
    unreadable = _reports_outside(unreadable, edge_dice)
    pips_read = [group.pips for group, _ in faces] + [None] * (len(outlined_sure) + len(edge_dice))
    if not frame.is_sharpened:  # a shaken frame's pips judged net of its smear; a sharpened one has none
        scales = [view.scale for _, view in faces] + [1.0] * (len(outlined_sure) + len(edge_dice))
        pips_read = net_of_shake(pips_read, scales, lambda: frame.shake)
    outlined_dark = [read.is_dark for _, read in outlined]  # read by darkness; `found` may be by pip edges
    dice = with_frame_doubts(
        dice, pips_read, image_bgr, profile, read_from_dark_pips + outlined_dark, _lone_pip_candidates(looks, faces)
    )
    slants = slants_of(dice, pips_read)
    slanted = with_tilted_away_doubts(with_cocked_doubts(dice, slants), slants)
    if frame_long_side_px in (None, max(frame_shape)):  # a nadir on the frame's centre line: not in a board's patch
        unread_centres = [item.center for item in unreadable]
        dashes = side_dashes(image_bgr, slanted, pips_read, looks.first_scale)
        slanted = with_face_beyond_doubts(
            slanted, pips_read, looks.first_pips, looks.first_scale, frame_shape, unread_centres, dashes
        )
        slanted = with_sideways_doubts(image_bgr, slanted, slants)
    slant_doubts = _slant_doubts(dice, slanted)
    dice = without_dice_holding_others(
        without_flat_ones(
            image_bgr,
            without_side_faces(slanted, pips_read),
            _light_pip_colours(profile),
            partial(_seen_pips, looks, []),
        )
    )
    slant_doubts.update((id(die), 1.0) for die in dice if id(die) not in slant_doubts)  # a flat 1 asked about anew
    unreadable = without_side_faces_of_dice_read(
        image_bgr, without_groups_of_dice_read(unreadable, unread, dice), unread, dice
    )
    if profile is not None and unreadable and _may_have_missed_dice(profile, len(dice)):
        kept = [(die.box, None) for die in dice]  # a face dropped since (a side face, one holding dice) shows none
        references = [
            box
            for box in sure_references((faces, boxes, [item for item, _ in outlined_sure]))
            if is_inside_any(middle(box), kept)
        ]
        refused = _refusals_read(frame, profile, dice, unreadable, references, _pips_seen(looks, unread))
        refused += left_by_refusals_read(
            image_bgr, working, profile, (faces, boxes, [item for item, _ in outlined_sure]), (dice, refused), unread
        )
        slant_doubts.update((id(die), 1.0) for die in refused)
        dice += refused
        unreadable = _reports_outside(unreadable, refused)
        tops, unreadable = _tops_beside_side_faces(image_bgr, profile, len(dice), unreadable, unread)
        slant_doubts.update((id(die), 1.0) for die in tops)
        dice += tops
    if profile is not None and not frame.is_patch and _may_have_missed_dice(profile, len(dice)):
        lost_closer = _read_surely_at_working_size(image_bgr, profile, looks, dice)
        slant_doubts.update((id(die), 1.0) for die in lost_closer)
        dice += lost_closer
        unreadable = _reports_outside(unreadable, lost_closer)
    reading = TableReading(dice=dice, unreadable=tuple(without_reports_on_paper(image_bgr, dice, unreadable)))
    return reading, tuple(slant_doubts[id(die)] for die in dice), [body for body, _ in bodies]


def _reports_outside(unreadable: list[Unreadable], dice: Sequence[DieReading]) -> list[Unreadable]:
    """The reports of `unreadable` whose centre lies in none of the boxes of `dice` read since: each is that die."""
    return [item for item in unreadable if not is_inside_any(item.center, [(die.box, None) for die in dice])]


def _read_surely_at_working_size(
    image_bgr: np.ndarray, profile: Any, looks: Looks, dice: tuple[DieReading, ...]
) -> tuple[DieReading, ...]:
    """The dice the first look read surely at the working size where the closer look read none
    (`vision.working_size_faces`), no more than the set can add, each with its colour decided on its own and the set
    still holding a die of it beside the `dice` read (`within_colour_counts`), as sure as its face times
    `tol.WORKING_SIZE_FACE_CONFIDENCE` (asked about). Looked for last, once every other way has read what it can, and
    only in a camera frame: a board card's patch shows dice that other patches and the whole frame read too, and the
    board keeps the reading made nearest a patch's centre, so an asked one made there replaced a sure one (board
    60002's blue 4, read at 1.0 by another read, at 0.7 in its card's patch, which read no die else). A
    die named a colour whose pips the set paints the other way than its face's (`vision.doubts.other_paint`) is left
    out: its colour is taken from a neighbour (Blöder dev 30338: a cocked white 4 beside a black 1 named black)."""
    room = profile.capacity() - len(dice)
    if room <= 0:
        return ()
    faces = faces_lost_closer(image_bgr, looks, [die.box for die in dice])
    boxes = [face_box(group, view) for group, view in faces]
    decided = [
        ((face, box), colour)
        for (face, box), colour in decided_alone(
            image_bgr,
            list(zip(faces, boxes, strict=True)),
            [grown(box, tol.COLOUR_BOX_GROWTH) for box in boxes],
            profile,
        )
        if other_paint(colour[0], face[0].pips[0].is_dark, profile) == 1.0
    ]
    return tuple(
        DieReading(
            value=group.fit.value,
            colour=name,
            center=view.to_frame(group.fit.center),
            box=box,
            confidence=round(tol.WORKING_SIZE_FACE_CONFIDENCE * group.confidence * colour_confidence, 3),
        )
        for ((group, view), box), (name, colour_confidence) in within_colour_counts(profile, dice, decided)[:room]
    )


def _tops_beside_side_faces(
    image_bgr: np.ndarray,
    profile: Any,
    read: int,
    unreadable: list[Unreadable],
    unread: list[tuple[FaceGroup, View]],
) -> tuple[tuple[DieReading, ...], list[Unreadable]]:
    """The dice still refused whose group of pips holds a top face beside its own side face's pips
    (`vision.joined_side_face`), read on that top and asked about, no more than the set can add beside the `read`
    dice; and the refusals left (none inside a top read). Looked for last, once nothing else read them: a group read
    whole elsewhere (a closer look, a split by plastic) is read better so."""
    refused = [(item, group, view) for group, view in unread for item in unreadable if _is_refusal(item, group, view)]
    tops: list[tuple[Unreadable, FaceGroup, View]] = []
    for item, group, view in refused:  # a die refused in two looks (plain, closer) is read once
        top = top_beside_its_side_face(group)
        if top is not None and not is_inside_any(view.to_frame(top.center), [(face_box(*t[1:]), None) for t in tops]):
            tops.append((item, top, view))
    tops = tops[: max(profile.capacity() - read, 0)]
    boxes = [face_box(top, view) for _, top, view in tops]
    dice = tuple(
        _die_reading(top, view, box, colour)
        for (_, top, view), box, colour in zip(tops, boxes, _colours(image_bgr, boxes, profile), strict=True)
    )
    taken = [item for item, _, _ in tops]
    return dice, [item for item in _reports_outside(unreadable, dice) if all(item is not other for other in taken)]


def _is_refusal(item: Unreadable, group: FaceGroup, view: View) -> bool:
    """Whether `item` is the refusal `_unreadable` made of `group` seen in `view`."""
    return item.center == view.to_frame(group.center)


def _parted_two_dice_faces(
    image_bgr: np.ndarray, faces: list[tuple[FaceGroup, View]], outlined: list[Outlined]
) -> tuple[list[tuple[FaceGroup, View]], list[Outlined]]:
    """The faces read from their pips that stand, and those parted from the faces read from two touching dice's pips
    (`vision.two_dice_faces`), each placed as the die read surely nearest it (a face or an outline, `outlined`)
    looks; taken as surely as joined dice's (`tol.JOINED_CONFIDENCE`, asked about)."""
    return parted_two_dice_faces(
        image_bgr,
        faces,
        lambda: placing_references((faces, [face_box(group, view) for group, view in faces], outlined)),
    )


def _lone_pip_candidates(looks: Looks, faces: list[tuple[FaceGroup, View]]) -> list[SeenPip]:
    """The frame's first pip candidates in frame pixels (`vision.doubts.with_frame_doubts`), where a face was read from
    one pip (none elsewhere: only a 1 read so looks for its lost partner)."""
    if not any(len(group.pips) == 1 for group, _ in faces):
        return []
    return _seen_pips(looks, [])


def _light_pip_colours(profile: Any) -> list[str]:
    """The colours of `profile` whose dice carry light pips (`vision.profiles.ColourStats.pips`); none without one."""
    if profile is None:
        return []
    return [name for name, stats in profile.colours if stats is not None and stats.pips == "light"]


def _slant_doubts(before: tuple[DieReading, ...], after: tuple[DieReading, ...]) -> dict[int, float]:
    """By id of each die of `after`, the factor its confidence in `before` was lowered by (1 from none)."""
    return {
        id(doubted): doubted.confidence / die.confidence if die.confidence > 0 else 1.0
        for die, doubted in zip(before, after, strict=True)
    }


def _read_by_pip_edges(
    image_bgr: np.ndarray,
    profile: Any,
    seen: tuple[list[Body], list, list[tuple[float, float]]],
    room: int,
    unreadable: list[Unreadable],
) -> list[tuple[Outlined, tuple[str, float]]]:
    """The dice still refused as bodies whose pips were not seen, read by their pips' round edges
    (`vision.pip_edges`) or else as a face a glare washes out (`vision.washed_out_faces`), no more than `room`, each
    with its colour decided on its own (undecided ones left out).
    `seen`: the frame's bodies, the boxes the pips of the faces read imply, and the pip candidates' centres (frame
    pixels). Tried last, once every way that places a face by the dice read has had its turn (GNW train 20035: a blue
    5's body takes in its side face, and its edges read a 1 where a face placed by its neighbours reads the 5), and
    only on bodies the size of the faces read from their pips (`_is_face_sized`; the median side of `boxes`, grown to
    the face's edge by `tol.COLOUR_BOX_GROWTH`): another box puts the pip places off the face's. Their colour is not
    shared out of the set's counts with the others' (`within_colour_counts`): a blue face under glare may look as
    pale as a white or silver die (DSC train 10090: a glared blue 3 taken for a silver 2 made the silver 5 beside it
    white)."""

    bodies, boxes, pip_centres = seen
    if room <= 0 or not boxes:
        return []
    top_side = tol.COLOUR_BOX_GROWTH * float(np.median([mean_side_px(box) for box in boxes]))
    sized = [face for body in bodies if (face := _face_sized_body(image_bgr, body, top_side)) is not None]
    sized += [face for body in bodies if (face := _lit_face_around(image_bgr, body, top_side)) is not None]
    read, _ = refusals_read_by(
        lambda image, box: (
            read_by_pip_edges(image, box, pip_centres, may_be_faint=True) or read_washed_out_face(image, box)
        ),
        image_bgr,
        sized,
        unreadable,
    )
    if not read:
        return []
    return decided_alone(image_bgr, read, [box for box, _ in read], profile)[:room]


def _with_far_tops_read(frame: _Frame, profile: Any, reading: TableReading, bodies: list[Body]) -> TableReading:
    """`reading` with the dice still refused once every other step has read what it could read on a body's far top
    (`bodies_read.refusals_read_on_far_tops`; the top face's side the median of the dice read), each with its colour
    decided on its own and the set still holding a die of it beside the dice read (`within_colour_counts`), no more
    than the set can add, asked about (`tol.PIP_EDGE_CONFIDENCE`), and without their refusals. Tried last: where a body
    holds pips, the steps that read them read its die surer (DSC train 10058's pink 6: 0.94 from its pips, 0.75 on its
    far top; GNW train 20045's red 4: 0.8 from the frame read sharpened, `merged`, 0.5 on its far top)."""
    room = profile.capacity() - len(reading.dice)
    if room <= 0 or not reading.unreadable or not reading.dice:
        return reading
    top_side = float(np.median([mean_side_px(die.box) for die in reading.dice]))
    read = refusals_read_on_far_tops(
        frame.bgr, frame.working, bodies, top_side, [die.center for die in reading.dice], reading.unreadable
    )
    if not read:
        return reading
    refusals = {id(candidate): refusal for refusal, candidate in read}
    candidates = [candidate for _, candidate in read]
    decided = decided_alone(frame.bgr, candidates, [box for box, _ in candidates], profile)
    kept = within_colour_counts(profile, reading.dice, decided)[:room]
    read_refusals = [refusals[id(candidate)] for candidate, _ in kept]
    return dataclasses.replace(
        reading,
        dice=reading.dice
        + tuple(outlined_reading(box, face, colour, tol.PIP_EDGE_CONFIDENCE) for (box, face), colour in kept),
        unreadable=tuple(item for item in reading.unreadable if item not in read_refusals),
    )


def _face_sized_body(image_bgr: np.ndarray, body: Body, top_side: float) -> Body | None:
    """`body` when its box is a top face's of `top_side` pixels (`_is_face_sized`); for a larger body, the body
    boxed by its lit part when that one is (`vision.lit_face`: the body took in its shadow); else None."""
    side = mean_side_px(body.box)
    if _is_face_sized(side, top_side):
        return body
    return _boxed_by_lit_part(image_bgr, body, body.box, top_side) if side > top_side else None


def _lit_face_around(image_bgr: np.ndarray, body: Body, top_side: float) -> Body | None:
    """`body`, larger than a top face of `top_side` pixels, boxed by the lit part of the frame around it (its box grown
    by `tol.LIT_FACE_AROUND_GROWTH`, `vision.lit_face`) when that is face-sized (`_is_face_sized`); else None. Tried
    after every body as it is: a body that takes in its dark side face and shadow may stop short of its top face on
    the other side (dev390 GNW 20407: a blue 1's body 1.13 top sides, its lit part going on past the body's edge)."""
    if mean_side_px(body.box) <= top_side:
        return None
    return _boxed_by_lit_part(image_bgr, body, grown(body.box, tol.LIT_FACE_AROUND_GROWTH), top_side)


def _boxed_by_lit_part(
    image_bgr: np.ndarray, body: Body, within: Sequence[Sequence[float]], top_side: float
) -> Body | None:
    """`body` moved to the lit part of the frame within the box `within` (`vision.lit_face`) when that is a top
    face's of `top_side` pixels (`_is_face_sized`); else None."""
    lit = lit_face(image_bgr, within)
    if lit is None or not _is_face_sized(mean_side_px(lit), top_side):
        return None
    return dataclasses.replace(body, center=middle(lit), box=lit)


def _is_face_sized(side: float, top_side: float) -> bool:
    """Whether a box of `side` pixels is a top face's of `top_side`, within `tol.PIP_EDGE_MAX_SIDE_RATIO` either way."""
    return 1 / tol.PIP_EDGE_MAX_SIDE_RATIO <= side / top_side <= tol.PIP_EDGE_MAX_SIDE_RATIO


def _with_dice_in_deep_shade(
    image_bgr: np.ndarray, working: WorkingImage, profile: Any, reading: TableReading, frame_long_side_px: int | None
) -> TableReading:
    """`reading` with the dice found in deep shade (`vision.deep_shade`) away from every die read, no more than the set
    can add, as sure as `tol.DEEP_SHADE_CONFIDENCE` (asked about), and without the unreadable dice inside them. Looked
    for last, once every other way has read what it can: they are read from what the grain leaves. A set with no room
    left is not looked at: nothing found could be added (on a full DSC table, the search cost 7-10 ms a frame)."""
    room = profile.capacity() - len(reading.dice)
    if room <= 0:
        return reading
    in_shade = faces_in_deep_shade(
        image_bgr,
        working,
        profile,
        [die.box for die in reading.dice],
        [item.center for item in reading.unreadable],
        frame_long_side_px,
    )
    found = [((box, read), colour) for box, read, colour in in_shade[:room]]
    return _with_dice_found(reading, found, tol.DEEP_SHADE_CONFIDENCE)


def _with_faintly_outlined_dice(
    image_bgr: np.ndarray, working: WorkingImage, profile: Any, reading: TableReading
) -> TableReading:
    """`reading` with the dice outlined only faintly on a pale table (`vision.faint_outlines`) away from every die
    read or seen, no more than the set can add, as sure as `tol.FAINT_OUTLINE_CONFIDENCE` (asked about). Looked for
    after every other way, the frame read sharpened and in deep shade too, has read what it can, and only in a camera
    frame (a board card's patch that reads no die where it saw one is read again closer, `vision.board_reading`,
    which read board 60005's white 2 surely, 0.93, where a faint outline read first had it asked about) with room for
    a die more. Traced only beside the dice read where the table does not show (`vision.faint_die_cells`), it costs
    (CPU ms, one core, dev 410-429) a median 1.65 ms, mean 2.4, on a Blöder Sack frame (whose count varies, so it
    nearly always has room), against 11.4 ms around every die read and 24 ms over the whole frame."""
    room = profile.capacity() - len(reading.dice)
    found = faintly_outlined_dice(
        image_bgr, working, profile, [die.box for die in reading.dice], [item.center for item in reading.unreadable]
    )
    return _with_dice_found(reading, found[: max(0, room)], tol.FAINT_OUTLINE_CONFIDENCE)


def _with_dice_found(
    reading: TableReading, found: list[tuple[Outlined, tuple[str, float]]], found_by: float
) -> TableReading:
    """`reading` with the dice `found` last (each read by its pip places, with its colour), as sure as `found_by`
    allows (`vision.outlined.outlined_reading`), and without the unreadable dice inside them."""
    if not found:
        return reading
    dice = tuple(outlined_reading(box, read, colour, found_by) for (box, read), colour in found)
    unreadable = tuple(item for item in reading.unreadable if not is_inside_any(item.center, [die for die, _ in found]))
    return dataclasses.replace(reading, dice=reading.dice + dice, unreadable=unreadable)


def _foreshortening_references(
    faces: list[tuple[FaceGroup, View]], boxes: list, outlined: list[tuple[Outlined, float]]
) -> list:
    """The top-face boxes (frame pixels) that show how a face is foreshortened where it lies
    (`vision.stacked_faces`): faces read from `tol.STACKED_REFERENCE_MIN_PIPS` pips or more (fewer fix no
    foreshortening: a 2's or 3's box is fitted square) at least `tol.STACKED_REFERENCE_MIN_CONFIDENCE` surely, and
    outlines read sure by their pip places (`tol.TEMPLATE_SURE_MARGIN`), their box found by their own outline."""
    return [
        box
        for (group, _), box in zip(faces, boxes, strict=True)
        if len(group.pips) >= tol.STACKED_REFERENCE_MIN_PIPS
        and group.confidence >= tol.STACKED_REFERENCE_MIN_CONFIDENCE
    ] + [box for (box, read), found_by in outlined if found_by == 1.0 and read.margin >= tol.TEMPLATE_SURE_MARGIN]


def _refusals_read(
    frame: _Frame,
    profile: Any,
    dice: tuple[DieReading, ...],
    unreadable: list[Unreadable],
    references: list,
    pips: tuple[list[tuple[float, float]], list[float]],
) -> tuple[DieReading, ...]:
    """The dice still refused once all else has read what it could, read on a face fitted to their edges
    (`vision.refused_faces`), each with its colour decided on its own and the set still holding a die of it beside
    the `dice` read (`within_colour_counts`), no more than the set can add; asked about: read by their pip places
    as sure as `tol.EDGE_FIT_CONFIDENCE`, by their pips' round edges as `tol.PIP_EDGE_CONFIDENCE`. `pips`: the pip
    candidates seen (`_pips_seen`). A faint reading (`RefusalRead.is_faint`) is not taken from a frame a shake
    smeared (sharpened or `_Frame.shake`, judged only then): the smear spreads each pip's light over the
    places beside it, so a faint pattern there may be another's, and a die too smeared to read is refused (DSC train
    10006: a smeared, cocked pink die read as a 5 by 20 levels)."""

    image_bgr, working = frame.bgr, frame.working
    room = profile.capacity() - len(dice)
    if room <= 0:
        return ()
    read = read_refusals(image_bgr, working, unreadable, references, [die.box for die in dice], pips)
    if any(item.is_faint for item in read) and (frame.is_sharpened or frame.shake is not None):
        read = [item for item in read if not item.is_faint]
    if not read:
        return ()
    decided = decided_alone(image_bgr, read, [item.box for item in read], profile)
    return tuple(
        outlined_reading(
            item.box, item.read, colour, tol.PIP_EDGE_CONFIDENCE if item.by_edges else tol.EDGE_FIT_CONFIDENCE
        )
        for item, colour in within_colour_counts(profile, dice, decided)[:room]
    )


def _pips_seen(looks: Looks, unread: list[tuple[FaceGroup, View]]) -> tuple[list[tuple[float, float]], list[float]]:
    """The pips seen (`_seen_pips`) as edge-fit seeds: the first look's most standing-out first, as
    `vision.edge_fit.seeds` orders them, then those of the groups that formed no face, each once (none within its
    radius of one before it): centres and radii in frame pixels. A closer look finds the pips of a small die the first
    look missed (dev 20148's blue 3, 20 pixels wide on blue felt)."""
    seen = _seen_pips(looks, unread)
    first_count = len(looks.first_pips)
    kept = sorted(seen[:first_count], key=lambda pip: pip.contrast, reverse=True)
    for pip in seen[first_count:]:
        if all(distance(pip.centre, other.centre) >= pip.radius_px for other in kept):
            kept.append(pip)
    return [pip.centre for pip in kept], [pip.radius_px for pip in kept]


def _seen_pips(looks: Looks, unread: list[tuple[FaceGroup, View]]) -> list[SeenPip]:
    """The pip candidates of the frame's first look and of the groups that formed no face, in frame pixels: where a
    face was read from fewer of them, the others may still be its pips (`lost_pips`)."""
    first = View((), looks.first_scale, (0.0, 0.0))
    return [SeenPip.of(pip, first) for pip in looks.first_pips] + [
        SeenPip.of(pip, view) for group, view in unread for pip in group.pips
    ]


def check_frame(image_bgr: object) -> None:
    """Refuse anything but a BGR uint8 array (H, W, 3) with H, W ≥ 32, saying what was expected first."""
    if not isinstance(image_bgr, np.ndarray):
        raise FrameNotUnderstood(
            f"frame: expected a numpy array (H, W, 3) of uint8 BGR, got {type(image_bgr).__name__}"
        )
    if image_bgr.dtype != np.uint8:
        raise FrameNotUnderstood(f"frame: expected dtype uint8 (0–255 BGR), got {image_bgr.dtype}; convert it first")
    if image_bgr.ndim != 3 or image_bgr.shape[2] != 3:
        raise FrameNotUnderstood(
            f"frame: expected shape (H, W, 3) in BGR order, got {image_bgr.shape}; grey images need cv2.COLOR_GRAY2BGR"
        )
    if min(image_bgr.shape[:2]) < MIN_SIDE_PX:
        raise FrameNotUnderstood(
            f"frame: expected at least {MIN_SIDE_PX}×{MIN_SIDE_PX} pixels, got {image_bgr.shape[:2]}"
        )


def _colours(
    image_bgr: np.ndarray, boxes: list, profile: Any, read_from_dark_pips: Sequence[bool] = ()
) -> list[tuple[str, float]]:
    """(colour, confidence) per box: from the profile when there is one (light pooled over the frame's dice);
    `read_from_dark_pips` as `vision.colour.classify_dice` takes it."""
    if profile is None or not boxes:
        return [(UNKNOWN_COLOUR, 1.0)] * len(boxes)
    from vision.colour import classify_dice  # the colour stage is only needed with a profile

    faces = [grown(box, tol.COLOUR_BOX_GROWTH) for box in boxes]
    guesses = classify_dice(image_bgr, faces, profile, read_from_dark_pips=read_from_dark_pips)
    return [(guess.colour, float(guess.confidence)) for guess in guesses]


def _closer_rules(profile: Any) -> PipRules:
    """How a closer look judges pips: for a set with a metal die (`vision.silver_faces.may_show_silver`) a deep, round
    dark pip may have the uneven ring of a face that mirrors the room (`vision.pips.ENLARGED_BESIDE_METAL`); plastic
    dice keep the even ring (`ENLARGED`): measured without a profile, a real photo's rounded white dice (dice_20)
    showed a side face's 4 so, read as a phantom."""
    return ENLARGED_BESIDE_METAL if profile is not None and may_show_silver(profile) else ENLARGED


def _worth_a_closer_look(regions: list[Region] | None) -> bool:
    """Bodies and outlines are searched (about as costly as reading the pips) only where they may change the
    reading (`_outline_regions`): a die may be missing (None: all over), or a face was read with less than
    `tol.OUTLINE_CHECK_BELOW` confidence (a region around it)."""
    return regions is None or bool(regions)


def _dice_always_shown(profile: Any) -> int | None:
    """How many dice every roll of the set shows (None: no profile, or a set whose count varies): `views_of` reads a
    large frame again where dice may be only while fewer faces were read (`_may_have_missed_dice`)."""
    return profile.capacity() if profile is not None and profile.count_rule == EXACT_COUNT else None


def _taking_room(faces: list[tuple[FaceGroup, View]]) -> int:
    """How many of the faces read take a die's room (`vision.side_faces.taking_room`): side faces are dropped at the
    end."""
    return len(taking_room(faces))


def _may_have_missed_faces(profile: Any, faces: list[tuple[FaceGroup, View]], also_read: int = 0) -> bool:
    """`_may_have_missed_dice` with the faces read (those that take a die's room, `_taking_room`) and `also_read`
    dice more: a set whose count varies may always have missed one, so its faces are not tested for side faces
    (a test of every pair of faces, made up to five times a frame)."""
    return profile.count_rule != EXACT_COUNT or _may_have_missed_dice(profile, _taking_room(faces) + also_read)


def _may_have_missed_dice(profile: Any, read: int) -> bool:
    """Fewer dice read than the set always shows, or a set whose count varies (only then are bodies searched, which
    costs about as much as reading the pips)."""
    return profile.count_rule != EXACT_COUNT or read < profile.capacity()


def _overruled_by_outlines(
    faces: list[tuple[FaceGroup, View]], outlined: list[Outlined]
) -> tuple[list[tuple[FaceGroup, View]], list[Outlined]]:
    """The faces a clear outline reading does not overrule, and the outline readings that overrule one: only a
    face read unsurely from its pips (below `tol.OUTLINE_CHECK_BELOW`) gives way; a sure one stands, as real dice
    place their pips a little differently from die to die and an outline may take in a side face."""
    kept, overruling = [], []
    for group, view in faces:
        centre = view.to_frame(group.center)
        around = [item for item in outlined if is_inside_any(centre, [item]) and not _reads_fewer_pips(item, group)]
        if around and group.confidence < tol.OUTLINE_CHECK_BELOW:
            overruling += [item for item in around if item not in overruling]
        else:
            kept.append((group, view))
    return kept, overruling


def _parted_by_neighbour_outlines(
    faces: list[tuple[FaceGroup, View]], outlined: list[Outlined]
) -> tuple[list[tuple[FaceGroup, View]], list[tuple[FaceGroup, View]]]:
    """The faces no clear outline parts, and the pips the outlines leave of those they part, as groups to place
    (`vision.outlined_neighbours`): a face read unsurely from its pips (below `tol.OUTLINE_CHECK_BELOW`) is the pips
    of two touching dice when a clear outline holds exactly as many of them as it reads."""
    kept, beyond = [], []
    for group, view in faces:
        outline = neighbour_outline(group, view, outlined) if group.confidence < tol.OUTLINE_CHECK_BELOW else None
        if outline is None:
            kept.append((group, view))
        else:
            beyond.append((pips_beyond(group, view, outline), view))
    return kept, beyond


def _reads_fewer_pips(item: Outlined, group: FaceGroup) -> bool:
    """Whether the outline reads fewer pips than the face `group` was read from: its pip places are off that face's,
    a square found around one of its pips (a white 2 on a white card, Blöder board 60003, read as a 1) or one that took
    in its side face too (dev 160-169 GNW 20160: a red 2's outline 1.3 times as long as wide, its middle on the 2's
    lower pip, read as a 1 by 79 levels and taken). An outline stands for a face whose pips were lost (glare, blur),
    so it reads more pips than were seen, never fewer: on the train splits (640, 1280) and the development scenes
    140-179, every outline that overruled a face and read fewer pips than it was 20160's."""
    return item[1].value < len(group.pips)


def _holds_any(item: Outlined, faces: list[tuple[FaceGroup, View]]) -> bool:
    return any(is_inside_any(view.to_frame(group.center), [item]) for group, view in faces)


def _outline_regions(profile: Any, faces: list[tuple[FaceGroup, View]]) -> list[Region] | None:
    """Where top faces are looked for by their outline (as costly as reading the pips over the whole frame): all
    over (None) when a die may be missing; else only around the faces read unsurely, the only ones an outline can
    change (`tol.OUTLINE_REGION_SIDES` face sides each way)."""
    if _may_have_missed_faces(profile, faces):
        return None
    regions = []
    for group, view in faces:
        if group.confidence < tol.OUTLINE_CHECK_BELOW:
            (x, y), reach = view.to_frame(group.center), tol.OUTLINE_REGION_SIDES * group.side_px / view.scale
            regions.append((x - reach, y - reach, x + reach, y + reach))
    return regions


def _die_reading(group: FaceGroup, view: View, box, colour: tuple[str, float]) -> DieReading:
    """A die read from its pips; one found beside a die of another colour (`is_beside_other_plastic`) may be cocked
    against it, so it is taken less surely (`tol.PLASTIC_SPLIT_CONFIDENCE`), as is one showing a side face seen about
    as squarely as its top or one beyond it (`COCKED_BY_ITS_FACES`: cocked, `tol.SQUARE_SIDE_FACE_CONFIDENCE`)."""
    name, colour_confidence = colour
    confidence = round(_found_by(group, view) * group.confidence * colour_confidence, 3)
    center = view.to_frame(group.fit.center)
    return DieReading(value=group.fit.value, colour=name, center=center, box=box, confidence=confidence)


def _found_by(group: FaceGroup, view: View) -> float:
    """The factor `_die_reading` takes a face by for how it was found (1: nothing seen to doubt it)."""
    if is_beside_other_plastic(group, view):
        return tol.PLASTIC_SPLIT_CONFIDENCE
    if isinstance(group, COCKED_BY_ITS_FACES):
        return tol.SQUARE_SIDE_FACE_CONFIDENCE
    if isinstance(group, TopBesideItsSideFace):
        return tol.JOINED_SIDE_FACE_CONFIDENCE
    return 1.0


def _unreadable(group: FaceGroup, view: View, frame_shape: tuple[int, int]) -> Unreadable:
    if group.fit is not None and is_cut_by_frame(group, view, frame_shape):
        reason = text("vision.reader.unreadable.at_edge")
    elif len(group.pips) > 6:
        reason = text("vision.reader.unreadable.too_many_pips", count=len(group.pips))
    else:
        reason = text("vision.reader.unreadable.not_a_face")
    return Unreadable(center=view.to_frame(group.center), reason=reason)
