"""Where the reader looks: the whole frame at the working size, and a closer look where dice are far away.

A frame is read at the working size first (see `WORKING_LONG_SIDE_PX`). When no die is found there, or the dice's
pips are only a few pixels across (dice 25–45 px wide at the working size), it is read again `CLOSER_LOOK_FACTOR`
times larger (at most `MAX_ENLARGEMENT`), with a threshold window sized to the enlarged pips: a 640-px frame whole,
enlarged twice; a larger camera frame at full size only around the pip candidates of the working size (a whole
1280-px frame read at full size took 50 MiB more), each region a die wider than them. When
only some dice are far (a tilted camera), only the regions around their pip candidates are read closer, for pips of
the kind (dark or light) seen there, which costs less than reading the whole frame larger.

A closer look judges pips by the rules of an enlarged view (`vision.pips.ENLARGED`) even when it reads a large frame
at full size: its dice are then as many pixels across as a working-size frame's read twice as large, and a threshold
window as wide as such a die joins pips to their face's bevel highlight (bench-04 at 1280x960: a blue 6 and a blue 4
lost pips so, and the first look read only 4 of its 7 dice).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import cv2
import numpy as np

from vision import quantiles
from vision import tolerances as tol
from vision.bodies import WorkingImage, working_image
from vision.boxes import merged_boxes
from vision.find import FaceGroup, group_faces
from vision.layout import FACE_HALF_SIDE
from vision.pips import ENLARGED, INSIDE_A_BODY, Pip, PipRules, find_pips
from vision.plastic import NeutralOf, neutral_of, plastic_of
from vision.print_set_aside import with_print_set_aside
from vision.region_edges import holding_cut_faces
from vision.topface import PlasticOf, pip_size_at, top_faces


@dataclass(frozen=True)
class View:
    """Faces found in one region of the frame read at `scale`; frame pixel = view pixel / scale + offset."""

    groups: tuple[FaceGroup, ...]
    scale: float
    offset: tuple[float, float]

    def to_frame(self, point: tuple[float, float]) -> tuple[float, float]:
        """A point of this view in frame pixels (x, y)."""
        return (point[0] / self.scale + self.offset[0], point[1] / self.scale + self.offset[1])


@dataclass(frozen=True)
class Looks:
    """The views the reader reads a frame through (they do not overlap in dice), and the pip candidates of the first
    look at the working size whatever became of them (`first_pips`, in pixels of that look, taken at `first_scale`):
    a later search seeds from them instead of finding them again. `first_images`: the brightest channel and the
    lightness of that look (H, W uint8 each) they were found in, to group them again (`vision.working_size_faces`)."""

    views: list[View]
    first_pips: list[Pip]
    first_scale: float
    first_images: tuple[np.ndarray, ...] = ()


def views_of(
    image_bgr: np.ndarray,
    working: WorkingImage | None = None,
    frame_long_side_px: int | None = None,
    dice_always_shown: int | None = None,
    pip_kinds: tuple[bool, ...] = (True, False),
    closer_rules: PipRules = ENLARGED,
) -> Looks:
    """How the reader reads the BGR uint8 frame (H, W, 3). `working`: the frame's `vision.bodies.working_image` when
    the caller has made it: the frame is read at its size first when it is the working size here too, rather than
    scaled down again. frame_long_side_px: the long side of the camera frame `image_bgr` was cut from (None: it is
    that frame); the threshold windows and pip sizes are shares of it, while how far the image is scaled follows
    its own size. dice_always_shown: how many dice the set always shows (None: unknown, or a count that varies); a
    large frame whose closer look around the pip candidates read as many faces is not read again around the blobs
    that stand out from the table, as no die can be missing (0: read only around the pip candidates). pip_kinds:
    the kinds of pip the set's dice carry (dark: True; `vision.profiles.DiceSetProfile.pip_kinds`), the only ones
    looked for. closer_rules: how a closer look judges pips (`vision.pips.ENLARGED`, or `ENLARGED_BESIDE_METAL` for a
    set with a metal die)."""
    long_side = frame_long_side_px or max(image_bgr.shape[:2])
    scale = min(1.0, tol.WORKING_LONG_SIDE_PX / max(image_bgr.shape[:2]))
    scaled = working.bgr if working is not None and working.scale == scale else None
    first_pips, *first_images = pip_candidates(image_bgr, scale, round(long_side * scale), pip_kinds, scaled=scaled)
    working = working if working is not None else working_image(image_bgr, frame_long_side_px)
    closer = _Closer(min(tol.MAX_ENLARGEMENT, scale * tol.CLOSER_LOOK_FACTOR), long_side, closer_rules)
    views = _views(image_bgr, working, first_pips, first_images, scale, closer, dice_always_shown, pip_kinds)
    return Looks(views, first_pips, scale, tuple(first_images))


@dataclass(frozen=True)
class _Closer:
    """How a closer look reads: at `scale`, its size rules shares of the camera frame's `long_side` (pixels), its
    pips judged by `rules`."""

    scale: float
    long_side: int
    rules: PipRules


def _views(
    image_bgr: np.ndarray,
    working: WorkingImage,
    first_pips: list[Pip],
    first_images: list[np.ndarray],
    scale: float,
    closer: _Closer,
    dice_always_shown: int | None,
    pip_kinds: tuple[bool, ...],
) -> list[View]:
    """The views of `views_of`, from the pip candidates of the first look at `scale` and the images (the brightest
    channel and the lightness) they were found in; `working`: the frame's `working_image`; `closer`: how a closer look
    reads; `dice_always_shown`, `pip_kinds`: as for `views_of`."""
    # Each kind of pip is grouped apart (`group_faces`), so the kinds with large pip candidates are grouped first:
    # when none of those large ones is in a group (a lone big dark blob is clutter), the faces are of small pips and
    # the whole frame is read closer whatever the other kind's groups are (grouping them would change nothing).
    large_kinds = {pip.is_dark for pip in first_pips if pip.radius >= tol.SMALL_PIP_RADIUS_PX}
    groups_of_kind = {is_dark: _groups_of_kind(first_pips, is_dark, first_images) for is_dark in large_kinds}
    if not any(_has_large_pips(group) for groups in groups_of_kind.values() for group in groups):
        return _closer_look(image_bgr, working, first_pips, scale, closer, dice_always_shown, pip_kinds)
    for is_dark in (True, False):
        if is_dark not in groups_of_kind:
            groups_of_kind[is_dark] = _groups_of_kind(first_pips, is_dark, first_images)
    grouped = groups_of_kind[True] + groups_of_kind[False]
    kept = top_faces(grouped, plastic_of(image_bgr, scale), first_images[0], neutral_of(image_bgr))
    first = View(tuple(with_print_set_aside(grouped, kept, first_pips)), scale, (0.0, 0.0))
    if _needs_a_closer_look(first.groups):
        return _closer_look(image_bgr, working, first_pips, scale, closer, dice_always_shown, pip_kinds)
    far_regions = _kind_regions(_where_pips_are_small(first_pips, first.groups), first, image_bgr.shape[:2])
    if not far_regions:
        return [first]
    return [_outside(first, far_regions), *_closer_regions(image_bgr, far_regions, closer)]


Region = tuple[tuple[bool, ...], tuple[int, int, int, int]]  # kinds of pip (dark: True), frame box (x0, y0, x1, y1)


def _kind_regions(pips: list[Pip], view: View, frame_shape: tuple[int, int], grown_by: float = 0.0) -> list[Region]:
    """The regions around the pip candidates `pips` of `view`, for each kind of pip (dark or light) seen there,
    each grown `grown_by` frame pixels (overlapping ones of a kind merged)."""
    return [
        ((is_dark,), box)
        for is_dark in (True, False)
        for box in merged_boxes(
            [
                _grown(box, grown_by, frame_shape)
                for box in _regions([pip for pip in pips if pip.is_dark == is_dark], view, frame_shape)
            ]
        )
    ]


def _whole_frame(image_bgr: np.ndarray, closer: _Closer, kinds: tuple[bool, ...]) -> View:
    """The whole frame read as `closer` reads for pips of `kinds`: a frame no larger than the working size,
    enlarged."""
    faces = _faces(image_bgr, closer.scale, round(closer.long_side * closer.scale), closer.rules, kinds)
    return View(tuple(faces), closer.scale, (0.0, 0.0))


def _closer_look(
    image_bgr: np.ndarray,
    working: WorkingImage,
    first_pips: list[Pip],
    scale: float,
    closer: _Closer,
    dice_always_shown: int | None,
    pip_kinds: tuple[bool, ...],
) -> list[View]:
    """The closer look at a frame whose dice are all far: a frame no larger than the working size read whole,
    enlarged; a larger one read as `closer` reads only around the pip candidates of the first look (`first_pips`, taken
    at `scale`), each region grown by `tol.CLOSER_LOOK_MARGIN_DIE_SIDES` of the smallest die side (a die cut at its
    region's edge is misread: enlarged Blöder train 30041's red 6 as a 1; grown so, the regions hold the dice whose
    pips were too small at the working size to be candidates too; a region whose edge still cuts a face read there is
    grown to hold it and read again, `_whole_faces_closer`). A set of `dice_always_shown` dice is read first
    only for the kind of pip (dark or light) seen in each region, and no further when as many faces were read there;
    otherwise (or with that count unknown) the regions are read for both kinds, unless they are the regions just read
    (a set whose dice carry one kind of pip: 12 of the 20 GNW 1280 frames read every region twice so). Searching the
    blobs that stand out from the table as well, and reading the frame whole when they were most of it, found no die
    more on the enlarged train sets nor the real-photo mosaics, only on board frames read without their board (6 of
    332 dice; the board reader reads its cards closer in their patches), and cost a quarter of the read's CPU and
    35-50 MiB (H87)."""
    if closer.scale > 1:
        return [_whole_frame(image_bgr, closer, pip_kinds)]
    frame_shape = image_bgr.shape[:2]
    margin = tol.CLOSER_LOOK_MARGIN_DIE_SIDES * tol.BODY_SIDE_FRACTIONS[0] * working.frame_long_side_px / working.scale
    first = View((), scale, (0.0, 0.0))
    kind_regions: list[Region] = []
    kind_views: list[View] = []
    if dice_always_shown is not None:
        kind_regions = _kind_regions(first_pips, first, frame_shape, margin)
        kind_views = _whole_faces_closer(image_bgr, kind_regions, closer)
        if sum(group.fit is not None for view in kind_views for group in view.groups) >= dice_always_shown:
            return kind_views
    boxes = merged_boxes([_grown(box, margin, frame_shape) for box in _regions(first_pips, first, frame_shape)])
    regions = [(pip_kinds, box) for box in boxes]
    if regions == kind_regions:
        return kind_views  # a set of one kind of pip: these regions were read for it already, alike
    return _whole_faces_closer(image_bgr, regions, closer)


def _whole_faces_closer(image_bgr: np.ndarray, regions: list[Region], closer: _Closer) -> list[View]:
    """The views of `_closer_regions`, each region whose edge cuts a face read there grown to hold it and read
    again (`vision.region_edges`), merged with the regions of its kinds it then overlaps."""
    views = _closer_regions(image_bgr, regions, closer)
    grown = [
        (kinds, holding_cut_faces(box, _faces_in_frame(view), image_bgr.shape[:2]))
        for (kinds, box), view in zip(regions, views, strict=True)
    ]
    if grown == regions:
        return views
    merged = [
        (kinds, box)
        for kinds in dict.fromkeys(kinds for kinds, _ in grown)
        for box in merged_boxes([list(box) for region_kinds, box in grown if region_kinds == kinds])
    ]
    kept = [view for region, view in zip(regions, views, strict=True) if region in merged]
    return kept + _closer_regions(image_bgr, [region for region in merged if region not in regions], closer)


def _faces_in_frame(view: View) -> list[tuple[tuple[float, float], float]]:
    """Centre and side (frame pixels) of each group of pips read in `view`."""
    return [(view.to_frame(group.center), group.side_px / view.scale) for group in view.groups]


def _grown(box: tuple[float, float, float, float], by: float, frame_shape: tuple[int, int]) -> list[int]:
    """The frame box (x0, y0, x1, y1) grown `by` pixels each way, clipped to the frame (height, width)."""
    x0, y0, x1, y1 = box
    height, width = frame_shape
    return [
        max(0, int(x0 - by)),
        max(0, int(y0 - by)),
        min(width, int(np.ceil(x1 + by))),
        min(height, int(np.ceil(y1 + by))),
    ]


def _closer_regions(image_bgr: np.ndarray, regions: list[Region], closer: _Closer) -> list[View]:
    """The views of the `regions`, each read as `closer` reads for pips of its kind."""
    return [
        region_view(
            np.ascontiguousarray(image_bgr[y0:y1, x0:x1]), (x0, y0), closer.scale, closer.long_side, kinds, closer.rules
        )
        for kinds, (x0, y0, x1, y1) in regions
    ]


def region_view(
    region_bgr: np.ndarray,
    corner: tuple[int, int],
    closer: float,
    long_side: int,
    kinds: tuple[bool, ...],
    rules: PipRules = ENLARGED,
) -> View:
    """The faces of pips of `kinds` in a region of the frame (BGR uint8, its top left pixel at `corner` in the frame,
    C-contiguous) read at `closer` (`long_side`: the camera frame's, pixels), by the `rules` of an enlarged view."""
    groups = _faces(region_bgr, closer, round(long_side * closer), rules, kinds)
    return View(tuple(groups), closer, (float(corner[0]), float(corner[1])))


def _where_pips_are_small(pips: list[Pip], groups: tuple[FaceGroup, ...]) -> list[Pip]:
    """The pip candidates where the faces `groups` give a pip size under `tol.SMALL_PIP_RADIUS_PX` (`pip_size_at`:
    where a tilted camera sees the dice far off, the frame's median pip may be large while theirs are small)."""
    reference = [group for group in groups if group.fit is not None and len(group.pips) >= 2]
    if not reference:
        return []
    size_at = pip_size_at(reference)
    return [pip for pip in pips if size_at(pip.center) < tol.SMALL_PIP_RADIUS_PX]


def _outside(view: View, regions: list[Region]) -> View:
    """`view` without the groups whose middle lies in a region read closer for pips of their kind."""
    return View(
        tuple(group for group in view.groups if not any(_holds(region, group, view) for region in regions)),
        view.scale,
        view.offset,
    )


def _holds(region: Region, group: FaceGroup, view: View) -> bool:
    kinds, (x0, y0, x1, y1) = region
    x, y = view.to_frame(group.center)
    return group.pips[0].is_dark in kinds and x0 <= x < x1 and y0 <= y < y1


def body_view(
    image_bgr: np.ndarray, center: tuple[float, float], side_px: float, frame_long_side_px: int | None = None
) -> View:
    """A close look at one die body (centre and side in frame pixels): the region around it enlarged so the die is
    about BODY_VIEW_SIDE_PX wide, where even small pips with glints and shading are large enough to judge.
    frame_long_side_px: as for `views_of`."""
    return body_look(image_bgr, center, side_px, frame_long_side_px)[0]


def body_look(
    image_bgr: np.ndarray, center: tuple[float, float], side_px: float, frame_long_side_px: int | None = None
) -> tuple[View, list[Pip], np.ndarray]:
    """`body_view`, with the pip candidates it was read from (view pixels) and the lightness (H, W uint8) its light
    pips were found in: a body whose pips form no face may still show a pip its faces' rules pass over."""
    height, width = image_bgr.shape[:2]
    long_side = frame_long_side_px or max(height, width)
    margin = tol.BODY_VIEW_MARGIN_SIDES * side_px
    x0, y0 = max(0, int(center[0] - margin)), max(0, int(center[1] - margin))
    x1, y1 = min(width, int(np.ceil(center[0] + margin))), min(height, int(np.ceil(center[1] + margin)))
    scale = min(tol.MAX_BODY_ENLARGEMENT, max(1.0, tol.BODY_VIEW_SIDE_PX / side_px))
    region = np.ascontiguousarray(image_bgr[y0:y1, x0:x1])  # copied once, not by each step that needs it whole
    pips, brightest, lightness = pip_candidates(region, scale, round(long_side * scale), rules=INSIDE_A_BODY)
    groups = faces_of_pips(pips, brightest, lightness, plastic_of(region, scale), neutral_of(region))
    return View(tuple(groups), scale, (float(x0), float(y0))), pips, lightness


def least_two_pip_unit_px(faces: Iterable[tuple[FaceGroup, View]]) -> float:
    """The least canonical unit (frame pixels) a 2 may have beside these faces: `tol.TWO_PIP_MIN_UNIT_SHARE` of the
    median unit of those of three pips or more (0 without any). Faces of different views are compared in frame
    pixels, as a body's enlarged view reads a die alone (its 2 has no other face to be measured against)."""
    units = [group.fit.unit_px / view.scale for group, view in faces if group.fit is not None and len(group.pips) >= 3]
    return tol.TWO_PIP_MIN_UNIT_SHARE * quantiles.median(units) if units else 0.0


def is_spaced_as_a_face(group: FaceGroup, view: View, least_two_pip_unit_px: float) -> bool:
    """False for a 2 whose pips sit closer than `least_two_pip_unit_px` (frame pixels, see `least_two_pip_unit_px`):
    two pips of a larger face whose other pips were not seen (a corner and the centre of a 5), not a 2."""
    return len(group.pips) != 2 or group.fit is None or group.fit.unit_px / view.scale >= least_two_pip_unit_px


def _faces(
    image_bgr: np.ndarray,
    scale: float,
    frame_long_side_px: int,
    rules: PipRules,
    kinds: tuple[bool, ...] = (True, False),
) -> list[FaceGroup]:
    """Top faces (and unreadable groups) in the image scaled by `scale`, of dark pips, light pips or both; pips
    judged by `rules`."""
    return faces_of_pips(
        *pip_candidates(image_bgr, scale, frame_long_side_px, kinds, rules),
        plastic_of(image_bgr, scale),
        neutral_of(image_bgr),
    )


def pip_candidates(
    image_bgr: np.ndarray,
    scale: float,
    frame_long_side_px: int,
    kinds: tuple[bool, ...] = (True, False),
    rules: PipRules | None = None,
    scaled: np.ndarray | None = None,
) -> tuple[list[Pip], np.ndarray, np.ndarray]:
    """Pip candidates of the image scaled by `scale` (`scaled`: that image when already made, by INTER_AREA), with
    the images they were found in: for dark pips the brightest channel, for light pips the lightness (the darkest
    channel)."""
    if scaled is not None:
        working = scaled
    elif scale == 1.0:
        working = image_bgr
    else:
        interpolation = cv2.INTER_AREA if scale < 1 else cv2.INTER_CUBIC
        working = cv2.resize(image_bgr, None, fx=scale, fy=scale, interpolation=interpolation)
    blue, green, red = cv2.split(np.ascontiguousarray(working))  # a region of the frame: split far quicker copied
    lightness = cv2.min(cv2.min(blue, green), red)
    # Dark pips on a coloured face (the blue Blöder Sack dice) stand out far more in the brightest channel than in
    # grey, and on a white face as much.
    brightest = cv2.max(cv2.max(blue, green), red)
    rules = rules or (PipRules() if scale <= 1 else ENLARGED)
    return find_pips(brightest, lightness, frame_long_side_px, kinds, rules), brightest, lightness


def faces_of_pips(
    pips: list[Pip], grey: np.ndarray, lightness: np.ndarray, plastic: PlasticOf, neutral: NeutralOf
) -> list[FaceGroup]:
    """The top faces (and unreadable groups) of pip candidates found in `grey` (dark pips) and `lightness` (light
    pips), one view's images (H, W uint8); `plastic`, `neutral`: the view's (`vision.plastic`)."""
    grouped = group_faces(pips, grey, lightness)
    return with_print_set_aside(grouped, top_faces(grouped, plastic, grey, neutral), pips)


def _needs_a_closer_look(groups: tuple[FaceGroup, ...]) -> bool:
    """No die found, or dice so far away that their pips are only a few pixels."""
    radii = [pip.radius for group in groups for pip in group.pips]
    return not radii or quantiles.median(radii) < tol.SMALL_PIP_RADIUS_PX


def _groups_of_kind(pips: list[Pip], is_dark: bool, images: list[np.ndarray]) -> list[FaceGroup]:
    """The groups `group_faces` makes of the pip candidates of one kind (dark or light), found in `images` (the
    brightest channel and the lightness)."""
    return group_faces([pip for pip in pips if pip.is_dark == is_dark], *images)


def _has_large_pips(group: FaceGroup) -> bool:
    """Whether any pip of the group is as large as the pips of a die read without a closer look."""
    return any(pip.radius >= tol.SMALL_PIP_RADIUS_PX for pip in group.pips)


def _regions(pips: list[Pip], view: View, frame_shape: tuple[int, int]) -> list[tuple[int, int, int, int]]:
    """Frame regions (x0, y0, x1, y1) around every pip candidate of the view (dice whose pips made no face at the
    working size included), each widened by CLOSER_LOOK_MARGIN_SIDES face sides (as large as a pip that size
    implies), overlapping ones merged, clipped to the frame."""
    height, width = frame_shape
    boxes = []
    for pip in pips:
        margin = tol.CLOSER_LOOK_MARGIN_SIDES * 2 * FACE_HALF_SIDE * tol.FACE_SIDE_PER_PIP_RADIUS * pip.radius
        (x0, y0), (x1, y1) = (
            view.to_frame((pip.center[0] + sign * margin, pip.center[1] + sign * margin)) for sign in (-1, 1)
        )
        boxes.append([max(0, int(x0)), max(0, int(y0)), min(width, int(np.ceil(x1))), min(height, int(np.ceil(y1)))])
    return merged_boxes(boxes)


def face_box(group: FaceGroup, view: View) -> tuple[tuple[float, float], ...]:
    """The box (corners in order around it, frame pixels) the pips of a face read imply."""
    return tuple(view.to_frame(corner) for corner in group.fit.corners())


def is_cut_by_frame(group: FaceGroup, view: View, frame_shape: tuple[int, int]) -> bool:
    """True when the face runs off the frame by more than the margin: pips may be missing, so it is not read."""
    margin = tol.FRAME_EDGE_MARGIN_SIDES * group.side_px / view.scale
    xs, ys = zip(*face_box(group, view), strict=True)
    height, width = frame_shape
    return min(xs) < -margin or min(ys) < -margin or max(xs) > width + margin or max(ys) > height + margin
