"""Reading a board closely: each region's patch of the frame read at full resolution, then the whole frame.

The reader works on a frame scaled down to its working size; over a whole board (1280×960, dice about 35 px)
that halves the dice and many on the cards go unread. A region's patch is small enough to be read at full
resolution, so each region (grown by REGION_MARGIN of its size, for dice standing over its edge and their
tops leaning outwards) is read on its own with the camera frame's size rules, and the whole frame once more for
the dice beside the regions; where a patch saw a die but read none, or read nothing where the whole frame read a
die, the patch is read again with its own size rules for that die (its outlined faces, which do not hang on size
rules, found once for both reads). A reading on a card that is the card's print (`vision.card_print`: a face like
the paper all around it, or far off the size of the board's other dice, or a dark blob read as a 1 far wider than
they) is dropped, and so is an unreadable spot on a card that looks like the paper around it all round (an empty
field: its printed square on the light paper is the size of a die, seen as a die's body without pips). A die seen
twice (in two patches, or a patch and the frame) is kept once: the reading nearest its patch's centre, since a die
at a patch's edge may be cut.
`BoardReader` reads frame after frame and, once a board is confirmed, reads again only the patches that changed.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np

from vision.bodies import Body, WorkingImage
from vision.boxes import mean_side_px
from vision.card_print import is_flat, is_off_the_dice_size, is_printed_spot
from vision.colour_model import UNKNOWN
from vision.reader import read_frame
from vision.reading import DieReading, TableReading, Unreadable
from vision.regions import Point, Region
from vision.squares import find_squares

REGION_MARGIN = 0.15  # a region's patch reaches this share of its width and height beyond it on every side
SAME_DIE_SIDES = 0.6  # two readings closer than this many die sides are one die
SAME_SPOT_PX = 10.0  # two unreadable dice reported closer than this are one
# A die read with a patch's own size rules is taken within this many of its sides of a spot where a die was seen
# but not read: a face of too many pips is two dice seen as one, its centre between them (board 60001's red 6s in
# the whole frame, 0.67 sides from the upper one)
CLOSER_READ_REACH_SIDES = 1.0
# A patch has changed since the board was confirmed when more than CHANGED_SHARE of its pixels differ by more
# than CHANGE_LEVEL levels (0-255) in any colour channel, compared at half size after a 5×5 blur (both frames
# alike). Colour, not grey: a red die replaced by a blue one of the same value (Blöder Sack's replacing move)
# looks alike in grey. A die put down or taken away changes about 4% of a card's patch; one turned over in place
# 0.13% (one pip more, 2 to 3 or 4 to 5) to 0.9% (1 to 6), measured on drawn dice of 36 px; sensor and JPEG
# noise stay under 3 levels after the blur, so an unchanged patch shows no such pixel. A change of light or a
# camera nudged marks patches changed: they are read again, slower but never stale.
CHANGE_LEVEL = 25
CHANGED_SHARE = 0.0005
SIGNATURE_SCALE = 0.5

Box = tuple[int, int, int, int]  # left, top, right, bottom in frame pixels


def read_board(image: np.ndarray, regions: Sequence[Region], profile: Any = None) -> TableReading:
    """Every die in `image` (BGR uint8, H×W×3), each region's patch read at full resolution. Coordinates are
    pixels of `image`. Does not change it."""
    return BoardReader(regions, profile).read(image)


@dataclass(frozen=True)
class _PatchSeen:
    """A region's patch on a confirmed board: its look (`_signature`) and what was read there."""

    signature: np.ndarray
    dice: tuple[tuple[DieReading, float], ...]  # frame pixels, with the distance from the patch's centre
    unreadable: tuple[Unreadable, ...]


class BoardReader:
    """Reads a calibrated board frame after frame. At the table only the card played on changes between two
    moves: once a board is confirmed (the game agreed with it, `confirm`), a region whose patch still looks the
    same (CHANGE_LEVEL, CHANGED_SHARE) keeps the dice read there and only the others are read again; the whole
    frame is read every time (the roll lies beside the cards). Without a confirmed board it reads as `read_board`.

        reader = BoardReader(regions, profile)
        reading = reader.read(frame)      # every card read
        reader.confirm(frame, reading)    # the board check found nothing
        reader.read(next_frame)           # only the cards whose patch changed; `reader.last_read` names them
    """

    def __init__(self, regions: Sequence[Region], profile: Any = None) -> None:
        self.regions = tuple(region for region in regions if region.holds_dice)
        self.cards = tuple(np.float32(region.corners) for region in regions)  # where print may be read as dice
        self.profile = profile
        self.last_read: tuple[str, ...] = ()  # the regions whose patch the last `read` read (not kept)
        self.die_side_px: float | None = None  # the median side of the dice the last `read` that read any read
        self._confirmed: dict[Box, _PatchSeen] = {}

    def read(self, image: np.ndarray) -> TableReading:
        """Every die in `image` (BGR uint8, H×W×3), in its pixels. Does not change `image`."""
        height, width = image.shape[:2]
        seen: list[tuple[DieReading, float]] = []  # reading, its distance from its patch's centre in patch sizes
        unreadable: list[Unreadable] = []
        read_now = []
        carried: set[DieReading] = set()  # the dice kept from a confirmed board: judged no print when it was read
        unread_at: dict[Box, list[Point]] = {}  # per patch read now: where it shows a die it did not read
        outlines: dict[Box, _KeptOutlines] = {}  # per patch read now: its outlined faces, for a second read
        for region in self.regions:
            box = _patch(region, width, height)
            confirmed = self._confirmed.get(box)
            if confirmed is not None and not _has_changed(confirmed.signature, _signature(image, box)):
                seen.extend(confirmed.dice)
                carried.update(die for die, _ in confirmed.dice)
                unreadable.extend(confirmed.unreadable)
            else:
                outlines[box] = _KeptOutlines()
                unread_at[box] = self._read_patch(image, box, seen, unreadable, outlines[box])
                read_now.append(region.name)
        by_patches = [die for die, _ in seen]
        whole_unread = self._read_patch(image, (0, 0, width, height), seen, unreadable)
        only_whole = [
            spot
            for spot in [die.center for die, _ in seen[len(by_patches) :]] + whole_unread
            if not any(_lies_at(other, spot) for other in by_patches)
        ]
        for box, spots in unread_at.items():
            at = spots + [spot for spot in only_whole if _holds(box, spot)]
            self._read_closely(image, box, at, seen, outlines[box])
        self.last_read = tuple(read_now)
        kept = self._dice_without_print(image, seen, carried)
        if kept:
            self.die_side_px = statistics.median(mean_side_px(die.box) for die in kept)
        unreadable = [u for u in unreadable if not any(_lies_at(d, u.center) for d in kept)]
        return TableReading(dice=kept, unreadable=tuple(_unique(self._spots_without_print(image, unreadable))))

    def confirm(self, image: np.ndarray, reading: TableReading) -> None:
        """Keep `image` and what was read in it (`reading`, as `read` gave it) as the board the game agrees with."""
        height, width = image.shape[:2]
        self._confirmed = {}
        for region in self.regions:
            box = _patch(region, width, height)
            self._confirmed[box] = _PatchSeen(
                _signature(image, box),
                tuple((die, _off_centre(die.center, box)) for die in reading.dice if _holds(box, die.center)),
                tuple(item for item in reading.unreadable if _holds(box, item.center)),
            )

    def _dice_without_print(
        self, image: np.ndarray, seen: list[tuple[DieReading, float]], carried: set[DieReading]
    ) -> tuple[DieReading, ...]:
        """Each die of `seen` once (`_keep`), without the readings on a card that are its print: first those the
        size of no die or 1s far larger than the dice (`vision.card_print.is_off_the_dice_size`; before one can
        take the place of a die beside it), then the flat ones (`vision.card_print`), but for the `carried` dice of
        an unchanged patch: kept when the board was read, they were found no flat print then, in the same pixels."""
        dice: list[tuple[DieReading, float]] = []
        sides = [mean_side_px(die.box) for die, _ in seen]
        on_a_card = {centre: self._on_a_card(centre) for centre in {die.center for die, _ in seen}}  # for both tests
        for index, (die, off_centre) in enumerate(seen):
            others = sides[:index] + sides[index + 1 :]
            if not (on_a_card[die.center] and is_off_the_dice_size(sides[index], others, die.value)):
                _keep(dice, die, off_centre)
        return tuple(
            die for die, _ in dice if die in carried or not (on_a_card[die.center] and is_flat(image, die.box))
        )

    def _spots_without_print(self, image: np.ndarray, unreadable: list[Unreadable]) -> list[Unreadable]:
        """`unreadable` without the spots on a card that are its print (`vision.card_print.is_printed_spot`, judged
        with a face `die_side_px` wide: on the 16 rendered boards 191 of 194 spots at no die look like the paper all
        round by 0.3-0.87, the 316 dice on cards by 0.16 at most; the 3 left lie beside dice or on a Sackkarte's
        picture). No die read yet (no size to judge by): all are kept."""
        if self.die_side_px is None:
            return unreadable
        kept = []
        for item in unreadable:
            card = self._card_at(item.center)
            if card is None or not is_printed_spot(image, item.center, self.die_side_px, card):
                kept.append(item)
        return kept

    def _on_a_card(self, point: Point) -> bool:
        return self._card_at(point) is not None

    def _card_at(self, point: Point) -> np.ndarray | None:
        """The corners of the first card (a region, or a card above one) that `point` lies on, or None."""
        return next((card for card in self.cards if cv2.pointPolygonTest(card, point, False) >= 0), None)

    def _read_patch(
        self,
        image: np.ndarray,
        box: Box,
        dice: list[tuple[DieReading, float]],
        unreadable: list[Unreadable],
        outlines: _KeptOutlines | None = None,
    ) -> list[Point]:
        """Read the patch `box` and add what it shows to `dice`, each with its distance from the patch's centre (the
        whole frame's at 1: it is read scaled down, so its dice count only where no patch saw them). Only the whole
        frame is sharpened against camera shake: shake smears the whole frame alike, and a patch shows too little of
        it to measure. A patch is read with the size rules of the frame (its long side): its dice are as large as
        there, and rules taken from the patch's size would look for pips a quarter as large (board 60002's blue 2
        read as a 1). `outlines`: a card's patch keeps its outlined faces there (None: the whole frame, read once).
        Returns where the patch shows a die it could not read (frame pixels)."""
        left, top, right, bottom = box
        is_whole = outlines is None
        patch, long_side = image[top:bottom, left:right], max(image.shape[:2])
        reading = read_frame(
            patch, self.profile, is_whole, long_side, outlines or find_squares, around_pips_only=is_whole
        )
        for die in reading.dice:
            moved = _moved(die, left, top)
            dice.append((moved, 1.0 if is_whole else _off_centre(moved.center, box)))
        spots = [(item.center[0] + left, item.center[1] + top) for item in reading.unreadable]
        for item, spot in zip(reading.unreadable, spots, strict=True):
            if not any(_lies_at(d, spot) for d, _ in dice):
                unreadable.append(Unreadable(spot, item.reason))
        return spots

    def _read_closely(
        self,
        image: np.ndarray,
        box: Box,
        spots: list[Point],
        dice: list[tuple[DieReading, float]],
        outlines: _KeptOutlines,
    ) -> None:
        """Read the patch `box` with its own, smaller size rules and add to `dice` what it reads at `spots`: where the
        patch read with the frame's rules saw a die but read none, or read nothing where the whole frame read a die or
        saw one unread (CLOSER_READ_REACH_SIDES). The frame's threshold window, a die and a half wide, loses faint
        pips on a light card (Gönnen zones 70002's fifth 2; board 60001's red 6s, one face of 11 pips in the whole
        frame), and a lone large blob in a patch (a card's heading dash) keeps it from the closer look its small pips
        need (board 60002's blue 4, read as a 2 in the whole frame). Only there: elsewhere the patch's own rules read
        shadows and print as dice (board 60001). `outlines`: the patch's outlined faces kept from its first read."""
        if not spots:
            return
        left, top, right, bottom = box
        closely = read_frame(
            image[top:bottom, left:right],
            self.profile,
            may_sharpen=False,
            find_outlines=outlines,
            is_camera_frame=False,
        )
        for die in closely.dice:
            moved = _moved(die, left, top)
            if any(math.dist(moved.center, spot) < CLOSER_READ_REACH_SIDES * mean_side_px(moved.box) for spot in spots):
                dice.append((moved, _off_centre(moved.center, box)))


class _KeptOutlines:
    """`vision.squares.find_squares` of one patch, found at the first read that asks and kept for the next: a patch
    read again with its own size rules (`BoardReader._read_closely`) has the same outlines, whose sizes are shares
    of the patch's own side (about 6 ms a patch of 300×350 px)."""

    def __init__(self) -> None:
        self._found: list[Body] | None = None

    def __call__(self, patch: np.ndarray, working: WorkingImage) -> list[Body]:
        if self._found is None:
            self._found = find_squares(patch, working)
        return self._found


def _lies_at(die: DieReading, point: Point) -> bool:
    """Whether `point` lies within SAME_DIE_SIDES of the die's side from its centre: a reading of that die."""
    return math.dist(die.center, point) < SAME_DIE_SIDES * mean_side_px(die.box)


def _signature(image: np.ndarray, box: Box) -> np.ndarray:
    """The patch as compared between frames: BGR at SIGNATURE_SCALE of its size, blurred (int16 for differences)."""
    left, top, right, bottom = box
    patch = image[top:bottom, left:right]
    small = cv2.resize(patch, None, fx=SIGNATURE_SCALE, fy=SIGNATURE_SCALE, interpolation=cv2.INTER_AREA)
    return cv2.GaussianBlur(small, (5, 5), 0).astype(np.int16)


def _has_changed(before: np.ndarray, now: np.ndarray) -> bool:
    if before.shape != now.shape:
        return True
    return float(np.mean(np.abs(now - before).max(axis=2) > CHANGE_LEVEL)) > CHANGED_SHARE


def _holds(box: Box, point: Point) -> bool:
    left, top, right, bottom = box
    return left <= point[0] < right and top <= point[1] < bottom


def _off_centre(point: Point, box: Box) -> float:
    """How far `point` lies from the centre of `box`, in the box's larger side."""
    left, top, right, bottom = box
    return math.dist(point, ((left + right) / 2, (top + bottom) / 2)) / max(right - left, bottom - top)


def _patch(region: Region, width: int, height: int) -> Box:
    xs, ys = zip(*region.corners, strict=True)
    grow_x, grow_y = REGION_MARGIN * (max(xs) - min(xs)), REGION_MARGIN * (max(ys) - min(ys))
    left, top = max(0, math.floor(min(xs) - grow_x)), max(0, math.floor(min(ys) - grow_y))
    return left, top, min(width, math.ceil(max(xs) + grow_x)), min(height, math.ceil(max(ys) + grow_y))


def _moved(die: DieReading, dx: float, dy: float) -> DieReading:
    def shift(point: Point) -> Point:
        return point[0] + dx, point[1] + dy

    a, b, c, d = (shift(corner) for corner in die.box)
    return DieReading(die.value, die.colour, shift(die.center), (a, b, c, d), die.confidence)


def _keep(dice: list[tuple[DieReading, float]], die: DieReading, off_centre: float) -> None:
    """Add `die`, or let it replace a reading of the same die that names no colour where `die` names one, else one
    made further from its patch's centre. A patch may miss the colour that the whole frame names (Gönnen zones
    70003: an orange 2 at the patch's edge read "unknown" there, orange in the whole frame)."""
    for index, (other, other_off) in enumerate(dice):
        if math.dist(die.center, other.center) < SAME_DIE_SIDES * max(mean_side_px(die.box), mean_side_px(other.box)):
            if _preference(die, off_centre) > _preference(other, other_off):
                dice[index] = (die, off_centre)
            return
    dice.append((die, off_centre))


def _preference(die: DieReading, off_centre: float) -> tuple[bool, float]:
    """Which of two readings of one die `_keep` keeps: the larger; a named colour first, then the nearer centre."""
    return die.colour != UNKNOWN, -off_centre


def _unique(items: list[Unreadable]) -> list[Unreadable]:
    kept: list[Unreadable] = []
    for item in items:
        if not any(math.dist(item.center, other.center) < SAME_SPOT_PX for other in kept):
            kept.append(item)
    return kept
