"""Dice in deep shade: faces whose pips stand out only in the light they stand in.

In the shade of a hand, a die or a tray's corner every step on a die shrinks with the light that falls on it. GNW train
20086's red 6 stands in the corner of a tray, in a fifth of the light of the frame's lit table: its pips stand out
20-28 levels from its face, where a pip must stand out `tol.PIP_MIN_CONTRAST` (30), and its dark plastic stands out
too little from the dark table to be a body, so the die was missed. Relit by the ratio of the lit table's lightness to
the shade's (as `vision.shade` relights a face read by its pip places), its pips stand out as a lit face's do, and
they are found and grouped by the same rules as anywhere.

The table's grain is relit with the pips, so only what grain does not make is taken:

- a face of `tol.DEEP_SHADE_MIN_PIPS` pips or more: a lone spot on relit shade is as often grain (GNW train 20017: four
  1s on the tray's shaded felt and walls, their pip places agreeing);
- whose pip places read the same value in that light (`vision.face_template`), and whose colour is a die colour of
  the set decided on its own in it (`vision.colour`; in the shade a red face is too dark to match any: relit, it is
  red again);
- whose centre lies in the deep shade, on a face wholly inside the frame, and which is itself as dark as the shade:
  its brightest channel's median below `tol.DEEP_SHADE_SHARE` of the lit table's lightness. A die the lamp lights
  on a black tray lies where the table is as dark as shade, but its face is as bright as anywhere: relit, a glare
  there looks like pips (recorded dsc-solo 000074: a veiled blue 5 on a black tray read as a silver 2);
- lying clear of every die read, farther than a die's side face (`tol.OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES`): a die's
  side turned from the light lies in its own shade, its pips plain once relit (GNW train 20066: a red 1's side faces
  read as a 3 and a 4; Blöder train 30037, 30038); and clear of every die seen but not read, but for that die itself
  (centred within `tol.SAME_BODY_DISTANCE_SIDES` of its side on it): a face half on such a die is a piece of it
  (recorded dsc-solo 000074: beside a veiled blue 5 on a black tray, its glare's edge and its shaded side read as a
  silver 2).

The shade is where the local table (`vision.bodies.WorkingImage.table`) is darker than `tol.DEEP_SHADE_SHARE` of the
frame's lit table (the lightness at `tol.DEEP_SHADE_LIT_PERCENTILE` of the frame's table): a black table under the
lamp is as dark all over and shows no shade, its dice lit as on any other. The dice found so are asked about
(`tol.DEEP_SHADE_CONFIDENCE`): they are read from what the grain leaves.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import mean_side_px, middle
from vision.face_template import TemplateRead, read_face
from vision.profiles import DiceSetProfile
from vision.quantiles import grey_percentile, median
from vision.views import face_box, pip_candidates, region_view

Point = tuple[float, float]
Box = tuple[Point, ...]


def faces_in_deep_shade(
    image_bgr: np.ndarray,
    working: WorkingImage,
    profile: DiceSetProfile,
    read_boxes: list[Box],
    unread_centres: list[Point],
    frame_long_side_px: int | None = None,
) -> list[tuple[Box, TemplateRead, tuple[str, float]]]:
    """The faces found in the deep shade of the BGR uint8 frame (H, W, 3) relit, of the pips and colours of
    `profile`'s dice: each its box (frame pixels, in order around it), its reading by pip places and its colour with
    how sure it is, both in the face's relit light; away from the dice read (`read_boxes`) and the dice seen but not
    read (`unread_centres`), in frame pixels. `working`: the frame's `vision.bodies.working_image`;
    `frame_long_side_px`: as for `vision.reader.read_frame`. Does not change the image."""
    from vision.colour import ColourSettings, classify_dice  # the colour stage is only needed with a profile

    height, width = image_bgr.shape[:2]
    long_side = frame_long_side_px or max(height, width)
    scale = min(1.0, tol.WORKING_LONG_SIDE_PX / max(height, width))
    closer = min(tol.MAX_ENLARGEMENT, tol.CLOSER_LOOK_FACTOR * scale)
    shade, lit, regions = _shaded_regions(working, (height, width))
    half_die_px = tol.BODY_SIDE_FRACTIONS[1] / 2 * working.frame_long_side_px / working.scale
    looks = []  # each part of the shade read closer: its view, the relit region it lies in and that region's corner
    for (x0, y0, x1, y1), gain in regions:
        relit = cv2.convertScaleAbs(image_bgr[y0:y1, x0:x1], alpha=gain)
        for left, top, right, bottom in _around_pip_candidates(
            relit, (x0, y0), (scale, long_side), profile.pip_kinds, half_die_px, partial(_is_in, shade, working.scale)
        ):
            part = np.ascontiguousarray(relit[top:bottom, left:right])
            looks.append(
                (region_view(part, (x0 + left, y0 + top), closer, long_side, profile.pip_kinds), relit, (x0, y0))
            )
    found: list[tuple[Box, TemplateRead, tuple[str, float]]] = []
    for view, relit, (x0, y0) in looks:
        for group in view.groups:
            if group.fit is None or len(group.pips) < tol.DEEP_SHADE_MIN_PIPS:
                continue
            box = face_box(group, view)
            centre = view.to_frame(group.center)
            if (
                not _is_in(shade, working.scale, centre)
                or _brightest_median(image_bgr, box) >= tol.DEEP_SHADE_SHARE * lit
                or not all(0 <= x < width and 0 <= y < height for x, y in box)
                or any(_is_beside(centre, other) for other in read_boxes + [other for other, _, _ in found])
                or any(_is_off(centre, mean_side_px(box), other) for other in unread_centres)
            ):
                continue
            box_in_region = tuple((x - x0, y - y0) for x, y in box)
            read = read_face(relit, box_in_region)
            if read is None or read.value != group.fit.value:
                continue
            colour = classify_dice(relit, [box_in_region], profile, ColourSettings(shares_out_by_counts=False))[0]
            if colour.is_decided:
                found.append((box, read, (colour.colour, colour.confidence)))
    return found


def _around_pip_candidates(
    relit: np.ndarray,
    corner: tuple[int, int],
    sizes: tuple[float, int],
    kinds: tuple[bool, ...],
    half_die_px: float,
    is_in_shade: Callable[[Point], bool],
) -> list[tuple[int, int, int, int]]:
    """The parts of a relit region (BGR uint8, its top left pixel at `corner` in the frame) worth reading closer, as
    (left, top, right, bottom) region pixels: around its pip candidates at the working size (`sizes`: its scale of
    the frame, and the camera frame's long side in pixels) that lie in the shade (`is_in_shade`, of a frame point),
    each grown by `half_die_px` (half the largest die's side, frame pixels) each way, those that overlap joined.
    Enlarged, a whole shade costs several times a frame's reading, most of it on shade that holds no die."""
    scale, long_side = sizes
    pips, _, _ = pip_candidates(relit, scale, round(long_side * scale), kinds)
    centres = [(round(pip.center[0] / scale), round(pip.center[1] / scale)) for pip in pips]
    in_shade = [(x, y) for x, y in centres if is_in_shade((x + corner[0], y + corner[1]))]
    return joined_squares(in_shade, round(half_die_px), relit.shape[:2])


def joined_squares(
    centres: list[tuple[int, int]], reach: int, shape: tuple[int, int]
) -> list[tuple[int, int, int, int]]:
    """The squares reaching `reach` pixels each way from `centres` (x, y) in an image of `shape` (height, width), cut
    to it, those whose pixels overlap or touch (side or corner) joined: the (left, top, right, bottom) box of each
    8-connected part of their union, right and bottom excluded, in reading order of their first pixels (top-most,
    then left-most). Found from the few squares, not by labelling a mask as large as the region (a third of the deep
    shade's cost), and in an order of the parts' own: OpenCV numbers parts in an order of its labelling algorithm,
    which differs between its versions, and the order decides which of two faces found in overlapping parts is kept."""
    height, width = shape
    cut = [
        (max(0, x - reach), max(0, y - reach), min(width - 1, x + reach), min(height - 1, y + reach))
        for x, y in centres
    ]
    squares = [(left, top, right, bottom) for left, top, right, bottom in cut if left <= right and top <= bottom]
    part_of = list(range(len(squares)))  # each square's link towards the first square of its part

    def part(index: int) -> int:
        while part_of[index] != index:
            index = part_of[index]
        return index

    for index, (left, top, right, bottom) in enumerate(squares):
        for earlier, (other_left, other_top, other_right, other_bottom) in enumerate(squares[:index]):
            if (
                left <= other_right + 1
                and other_left <= right + 1
                and top <= other_bottom + 1
                and other_top <= bottom + 1
            ):
                part_of[part(index)] = part(earlier)
    parts: dict[int, list[tuple[int, int, int, int]]] = {}
    for index, square in enumerate(squares):
        parts.setdefault(part(index), []).append(square)
    first_pixels_and_boxes = sorted(
        (min((top, left) for left, top, _, _ in members), _box_of(members)) for members in parts.values()
    )
    return [box for _, box in first_pixels_and_boxes]


def _box_of(squares: list[tuple[int, int, int, int]]) -> tuple[int, int, int, int]:
    """The box (left, top, right, bottom; right and bottom excluded) of `squares` given with their last pixels."""
    lefts, tops, rights, bottoms = zip(*squares, strict=True)
    return min(lefts), min(tops), max(rights) + 1, max(bottoms) + 1


def _shaded_regions(
    working: WorkingImage, frame_shape: tuple[int, int]
) -> tuple[np.ndarray, float, list[tuple[tuple[int, int, int, int], float]]]:
    """The deep shade (working pixels, bool), the lit table's lightness (OpenCV 8-bit L*) and the shade's parts as
    frame regions (x0, y0, x1, y1), each grown by half the
    largest die's side so that a die at the shade's edge is whole in it, with the gain that relights it: the lit
    table's lightness over the part's median, at most `tol.DEEP_SHADE_MAX_GAIN`."""
    lightness = cv2.extractChannel(working.table, 0)  # its own rows: compared and counted twice as fast
    lit = grey_percentile(lightness, tol.DEEP_SHADE_LIT_PERCENTILE)
    shade = lightness < tol.DEEP_SHADE_SHARE * lit
    if not shade.any():
        return shade, lit, []
    height, width = frame_shape
    margin = tol.BODY_SIDE_FRACTIONS[1] / 2 * working.frame_long_side_px
    regions = []
    for (x, y, w, h), own in parts_in_reading_order(shade):
        level = float(np.median(lightness[y : y + h, x : x + w][own]))
        x0, y0 = (max(0, math.floor((at - margin) / working.scale)) for at in (x, y))
        x1, y1 = (
            min(width, math.ceil((x + w + margin) / working.scale)),
            min(height, math.ceil((y + h + margin) / working.scale)),
        )
        regions.append(((x0, y0, x1, y1), min(tol.DEEP_SHADE_MAX_GAIN, lit / max(level, 1.0))))
    return shade, lit, regions


def parts_in_reading_order(mask: np.ndarray) -> list[tuple[tuple[int, int, int, int], np.ndarray]]:
    """The 8-connected parts of the bool `mask` (H, W; one pixel set at least): each its box (x, y, w, h) and which
    pixels of that box are its own (bool), in reading order of their first pixels (top-most, then left-most), an
    order of the parts' own (see `joined_squares`). Labelled within the box of the set pixels only: labelling costs
    every pixel alike, set or not, and the shade is mostly a strip along a wall."""
    left, top, width, height = cv2.boundingRect(mask.view(np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(
        mask[top : top + height, left : left + width].view(np.uint8), connectivity=8
    )
    parts = []
    for label, (x, y, w, h, _) in enumerate(stats[1:count].tolist(), start=1):
        own = labels[y : y + h, x : x + w] == label
        first_pixel = (y, x + int(np.argmax(own[0])))
        parts.append((first_pixel, (left + x, top + y, w, h), own))
    return [(box, own) for _, box, own in sorted(parts, key=lambda part: part[0])]


def _brightest_median(image_bgr: np.ndarray, box: Box) -> float:
    """The median of the brightest channel of the BGR uint8 frame over the face at `box` (frame pixels, in order
    around it; 0 for a face of no pixel)."""
    corners = np.round(np.asarray(box)).astype(np.int32)
    x, y, w, h = cv2.boundingRect(corners)
    mask = np.zeros((h, w), np.uint8)
    cv2.fillConvexPoly(mask, corners - (x, y), 1)
    values = image_bgr[y : y + h, x : x + w].max(axis=2)[mask > 0]
    return median(values) if values.size else 0.0


def _is_off(centre: Point, side_px: float, unread: Point) -> bool:
    """Whether a face centred at `centre`, `side_px` wide, lies nearer the die seen unread at `unread` than a flat die
    beside it can, but off it."""
    distance = math.dist(centre, unread)
    return tol.SAME_BODY_DISTANCE_SIDES * side_px <= distance < tol.OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES * side_px


def _is_in(shade: np.ndarray, scale: float, point: Point) -> bool:
    """Whether `point` (frame pixels) lies in the shade (working pixels, bool, at `scale` of the frame)."""
    height, width = shade.shape
    x, y = min(width - 1, max(0, int(point[0] * scale))), min(height - 1, max(0, int(point[1] * scale)))
    return bool(shade[y, x])


def _is_beside(centre: Point, box: Box) -> bool:
    """Whether a face centred at `centre` lies nearer the die read at `box` than its side faces do."""
    return math.dist(centre, middle(box)) < tol.OUTLINED_SIDE_FACE_MAX_DISTANCE_SIDES * mean_side_px(box)
