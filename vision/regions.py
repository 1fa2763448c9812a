"""Flat card-like rectangles on the table (placement cards, a box bottom) and which dice lie on them.

Knows no game: a game names its regions and, where they have numbered fields, gives their `Layout` as data.
Pixels are those of the camera frame, x to the right and y down; region units run 0..1 across a region, u to the
right and v down (as the camera sees it: the region's top-left corner is (0, 0)).

>>> square = Region("1", ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)))
>>> die = DieReading(3, "red", (80.0, 20.0), ((75.0, 15.0), (85.0, 15.0), (85.0, 25.0), (75.0, 25.0)), 1.0)
>>> place_dice(TableReading(dice=(die,)), [square], {"1": Layout(((0.25, 0.25), (0.75, 0.25)))})[0].field
2
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from dicetable.errors import DicetableError
from dicetable.messages import text
from vision.reader import check_frame
from vision.reading import DieReading, TableReading

Point = tuple[float, float]

# Tolerances of the region finder, in one place (areas are shares of the frame's area).
WORKING_LONG_SIDE_PX = 800  # frames are scaled down to this long side to look for cards
TABLE_BAND_SHARE = 0.04  # the frame's border band, as a share of its short side, shows the table
TABLE_LIGHTER_WEIGHT = 0.5  # lighter than the table counts half as much as a change of hue
TABLE_DARKER_WEIGHT = 0.15  # darker counts little: a shadow on the table is table
MIN_AREA_SHARE = 0.003  # a card smaller than this is not one the dice can lie on
MAX_AREA_SHARE = 0.5  # larger than this is the table itself
MIN_FILL = 0.35  # the bright blob covers at least this share of its outline (dice and shadows cover the rest)
MAX_HULL_MISFIT = 0.15  # the four corners' outline and the blob's convex hull differ in area by at most this share
EDGE_BAND_PX = 2.0  # boundary pixels this close to a side (working pixels) belong to the card's edge
MIN_EDGE_PIXELS = 10
MAX_CORNER_SHIFT_PX = 6.0  # a refined corner stays this close (working pixels) to the corner of the outline
MIN_CORNER_ANGLE_DEG = 50.0  # corners of a card seen at a slant stay within 90° ± 40°
MAX_CORNER_ANGLE_DEG = 130.0
MIN_SIZE_RATIO = 0.45  # the regions of one board differ in area at most by this factor (perspective)
OUTLIER_AREA_RATIO = 3.0  # an outline this many times larger than the board's is something else (a sheet, a tray)
DEFAULT_FIELD_OF_VIEW_DEG = 62.2  # horizontal view of the Raspberry Pi camera v2, used when a frame gives no better
DIE_EDGE_MM = 16.0  # a standard d6; its top face is this far above the card it lies on
FIELD_REACH_SHARE = 0.75  # a field reaches this share of the way to the nearest other field
UNIT_SQUARE = np.float32([(0, 0), (1, 0), (1, 1), (0, 1)])


@dataclass(frozen=True)
class Region:
    """A flat rectangle on the table, found once by calibration.

    name: e.g. "1".."5" for the Ablagekarten left to right, "baustelle", "S1".."S5" for the Sackkarten.
    corners: pixels, top-left, top-right, bottom-right, bottom-left as the camera sees it.
    frame_size: (width, height) of the frame it was found in; lets `place_dice` correct for the dice's height.
    holds_dice: False for a card that is only printed on (a Sackkarte): its print is read as dice at times, so
    its patch is not read closely, and what is seen on it is neither on the board nor loose (the roll).
    """

    name: str
    corners: tuple[Point, Point, Point, Point]
    frame_size: tuple[int, int] | None = None
    holds_dice: bool = True


@dataclass(frozen=True)
class Layout:
    """Where the numbered fields are on one region, in region units (0..1, u right, v down).

    fields: field k+1 is at fields[k].
    size_mm: the region's printed (width, height) in millimetres, when known; with it the die's height above
    the card is taken out before a field is chosen (see `place_dice`).
    """

    fields: tuple[Point, ...]
    size_mm: tuple[float, float] | None = None


@dataclass(frozen=True)
class PlacedDie:
    """A die read and where it lies: `region` None = loose on the table; `field` 1-based, None without a Layout
    or when it lies on the region but on none of its fields (`off_fields`)."""

    region: str | None
    field: int | None
    die: DieReading
    off_fields: bool = False


@dataclass(frozen=True)
class Place:
    """Where a point lies: as in `PlacedDie`, without the die."""

    region: str | None
    field: int | None
    off_fields: bool = False


class RegionsNotFound(DicetableError, LookupError):
    """Fewer card-like rectangles were seen than the board has; the message says how many and what to check."""


def find_regions(image, count: int, names: Sequence[str]) -> tuple[Region, ...]:
    """The `count` flat card-like rectangles of one board in a BGR uint8 frame (H, W, 3), named in `names`.

    Cards stand out from the table (`card_outlines`): each blob's convex hull is cut down to four corners (dice
    and their shadows on a card leave holes and notches in the blob, not in its hull), and blobs that are not
    card-shaped (too small or too large, a hull that four corners
    do not fit, corners far from square, or mostly hollow) are dropped. Of the rest, the largest `count` of
    similar size are the board (so the smaller Sackkarten above the Ablagekarten are passed over); they are
    named left to right by their centres. Raises RegionsNotFound when fewer are seen. Does not change `image`.
    """
    check_frame(image)
    if len(names) != count:
        raise ValueError(f"find_regions: expected {count} names (one per region), got {len(names)}: {list(names)}")
    candidates = card_outlines(image)
    chosen = _board_of(candidates, count)
    if chosen is None:
        raise RegionsNotFound(text("vision.regions.not_found", expected=count, found=len(candidates)))
    chosen.sort(key=lambda quad: float(quad[:, 0].mean()))
    height, width = image.shape[:2]
    return tuple(
        Region(name, _as_points(_ordered_corners(quad)), (width, height))
        for name, quad in zip(names, chosen, strict=True)
    )


def card_outlines(image: np.ndarray) -> list[np.ndarray]:
    """Every card-shaped outline in the frame, largest first: float arrays (4, 2) of frame pixels.

    Outlines come from two masks, so one that fails on a frame leaves the other: what does not look like the
    table (dice and their shadows on a card stay part of it) and what is brighter than the rest. An outline
    overlapping one kept already (the same card seen in both masks) is dropped. Dice lying across the gap
    between two cards join them into one blob that is no card: calibrate before the cards fill up."""
    scale = min(1.0, WORKING_LONG_SIDE_PX / max(image.shape[:2]))
    small = cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA) if scale < 1 else image
    lab = cv2.cvtColor(cv2.GaussianBlur(small, (5, 5), 0), cv2.COLOR_BGR2LAB)
    outlines: list[np.ndarray] = []
    for outline in _outlines(_unlike_table(lab)) + _outlines(_bright(lab)):
        if not any(_holds_centre(outline, kept) or _holds_centre(kept, outline) for kept in outlines):
            outlines.append(outline)
    outlines.sort(key=lambda quad: -cv2.contourArea(quad.astype(np.float32)))
    return [outline / scale for outline in outlines]


def _holds_centre(outer: np.ndarray, inner: np.ndarray) -> bool:
    centre = tuple(float(c) for c in inner.mean(axis=0))
    return cv2.pointPolygonTest(outer.astype(np.float32), centre, False) >= 0


def _unlike_table(lab: np.ndarray) -> np.ndarray:
    """Pixels far in colour from the table, whose colour is the median of the frame's border band (the camera
    is framed on the board, so the border is table). Lightness counts less than hue, and darker least: shadows
    stay table."""
    height, width = lab.shape[:2]
    band = max(4, round(TABLE_BAND_SHARE * min(height, width)))
    border = np.concatenate([lab[:band], lab[-band:], lab[:, :band].swapaxes(0, 1), lab[:, -band:].swapaxes(0, 1)], 1)
    difference = lab.astype(np.float32) - np.median(border.reshape(-1, 3), axis=0)
    lightness = difference[..., 0]
    difference[..., 0] = np.where(lightness > 0, TABLE_LIGHTER_WEIGHT, TABLE_DARKER_WEIGHT) * lightness
    distance = np.clip(np.sqrt((difference**2).sum(axis=2)) * 2, 0, 255).astype(np.uint8)
    _, unlike = cv2.threshold(distance, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    return unlike


def _bright(lab: np.ndarray) -> np.ndarray:
    _, bright = cv2.threshold(lab[:, :, 0], 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    return bright


def _outlines(mask: np.ndarray) -> list[np.ndarray]:
    """Card-shaped outlines of the mask's blobs, in working pixels."""
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    frame_area = float(mask.shape[0] * mask.shape[1])
    outlines = []
    for contour in contours:
        area = cv2.contourArea(contour)
        if MIN_AREA_SHARE * frame_area <= area <= MAX_AREA_SHARE * frame_area:
            outline = _outline_of(contour, area)
            if outline is not None:
                outlines.append(outline)
    return outlines


def _outline_of(contour: np.ndarray, area: float) -> np.ndarray | None:
    """The four refined corners of a card-shaped blob, or None when it is not card-shaped."""
    hull = cv2.convexHull(contour)
    quad = _four_corners(hull)
    if quad is None or not _is_card_shaped(quad):
        return None
    quad_area = cv2.contourArea(quad)
    if area < MIN_FILL * quad_area or abs(quad_area - cv2.contourArea(hull)) > MAX_HULL_MISFIT * quad_area:
        return None
    return _refined(quad.reshape(4, 2).astype(float), contour.reshape(-1, 2))


def _four_corners(hull: np.ndarray) -> np.ndarray | None:
    """The hull simplified until it has four corners (None when it never does: not a rectangle)."""
    perimeter = cv2.arcLength(hull, True)
    for share in (0.01, 0.02, 0.03, 0.05, 0.08):
        quad = cv2.approxPolyDP(hull, share * perimeter, True)
        if len(quad) == 4:
            return quad
        if len(quad) < 4:
            return None
    return None


def _refined(quad: np.ndarray, boundary: np.ndarray) -> np.ndarray:
    """The corners moved to where the card's edges meet: a line is fitted to the boundary pixels along each side
    (within EDGE_BAND_PX of it; the notches dice and shadows cut are further in), and neighbouring lines are
    intersected. A side with too few pixels, or lines that do not meet near the corner, keep the corner found."""
    lines = []
    for index in range(4):
        start, end = quad[index], quad[(index + 1) % 4]
        along = end - start
        length = float(np.linalg.norm(along))
        offsets = boundary - start
        distance = np.abs(along[0] * offsets[:, 1] - along[1] * offsets[:, 0]) / length
        position = offsets @ along / length**2
        near = boundary[(distance <= EDGE_BAND_PX) & (position > 0.1) & (position < 0.9)]
        if len(near) < MIN_EDGE_PIXELS:
            return quad
        vx, vy, x, y = cv2.fitLine(near.astype(np.float32), cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
        lines.append((np.array([x, y], float), np.array([vx, vy], float)))
    corners = []
    for index in range(4):
        (p, d), (q, e) = lines[index - 1], lines[index]
        system = np.column_stack([d, -e])
        if abs(np.linalg.det(system)) < 1e-6:
            return quad
        along_first, _ = np.linalg.solve(system, q - p)
        corner = p + along_first * d
        if np.linalg.norm(corner - quad[index]) > MAX_CORNER_SHIFT_PX:
            return quad
        corners.append(corner)
    return np.array(corners)


def _is_card_shaped(quad: np.ndarray) -> bool:
    points = quad.reshape(4, 2).astype(float)
    for index in range(4):
        before, corner, after = points[index - 1], points[index], points[(index + 1) % 4]
        a, b = before - corner, after - corner
        cosine = float(a @ b) / (np.linalg.norm(a) * np.linalg.norm(b) + 1e-9)
        if not MIN_CORNER_ANGLE_DEG <= math.degrees(math.acos(max(-1.0, min(1.0, cosine)))) <= MAX_CORNER_ANGLE_DEG:
            return False
    return True


def _board_of(outlines: list[np.ndarray], count: int) -> list[np.ndarray] | None:
    """The largest `count` outlines (sorted largest first) that are of similar size, or None.

    Larger outlines are passed over only when they are of another kind altogether (OUTLIER_AREA_RATIO times the
    largest of the board, e.g. a sheet of paper): a board card missed must not let the smaller cards above it,
    the Sackkarten, stand in for the board."""
    areas = [cv2.contourArea(quad.astype(np.float32)) for quad in outlines]
    for start in range(len(outlines) - count + 1):
        if start and areas[start - 1] < OUTLIER_AREA_RATIO * areas[start]:
            return None
        if areas[start + count - 1] >= MIN_SIZE_RATIO * areas[start]:
            return list(outlines[start : start + count])
    return None


def _ordered_corners(quad: np.ndarray) -> np.ndarray:
    """Corners clockwise on screen (y down), starting with the one towards the top-left."""
    centre = quad.mean(axis=0)
    angles = np.arctan2(quad[:, 1] - centre[1], quad[:, 0] - centre[0])
    clockwise = quad[np.argsort(angles)]  # from -pi (left) through -pi/2 (up): screen-clockwise
    top_left = int(np.argmin(clockwise[:, 0] + clockwise[:, 1]))
    return np.roll(clockwise, -top_left, axis=0)


def _as_points(quad: np.ndarray) -> tuple[Point, Point, Point, Point]:
    a, b, c, d = ((round(float(x), 1), round(float(y), 1)) for x, y in quad)
    return a, b, c, d


def region_above(region: Region, name: str, region_mm: tuple[float, float], reach_mm: tuple[float, float]) -> Region:
    """The area of the table above `region` (further from the players, towards the top of its printed side), in
    the same plane: as wide as `reach_mm[0]` (or the region, if wider) and centred on it, from its top edge up to
    `reach_mm[1]` away. A region that holds no dice: what lies on a card there (a Sackkarte) is nobody's die.

    region_mm: the region's own (width, height) in mm, to scale `reach_mm` to its units. Pixels follow the
    region's perspective, so the area keeps its shape however the camera looks down at the row of cards.
    """
    width_mm, height_mm = region_mm
    half_width = max(reach_mm[0], width_mm) / width_mm / 2
    top = -reach_mm[1] / height_mm
    units = np.float32([(0.5 - half_width, top), (0.5 + half_width, top), (0.5 + half_width, 0), (0.5 - half_width, 0)])
    to_pixels = cv2.getPerspectiveTransform(UNIT_SQUARE, np.float32(region.corners))
    corners = cv2.perspectiveTransform(units[None], to_pixels)[0]
    return Region(name, _as_points(corners), region.frame_size, holds_dice=False)


def place_dice(
    reading: TableReading, regions: Sequence[Region], layouts: Mapping[str, Layout]
) -> tuple[PlacedDie, ...]:
    """Each die read, with the region it lies on (None = loose on the table) and its field there, in reading order.

    A die stands up from the card: what the camera sees is its top face, one die edge (16 mm) above the card, and
    seen at a slant that face lies beside the die's footprint. Where the region's Layout gives its size in mm and
    the region knows its frame size, the camera's pose is worked out from the region's corners (the homography of
    the card plane, with the principal point at the frame centre and the focal length solved from the corners of
    all such regions, else that of the Pi camera v2) and the top-face centre is traced back down its viewing ray
    to the point 16 mm below it: the die's centre on the card. Elsewhere (a tray, a region of unknown size) the
    top-face centre is used as seen. The die goes to the region containing that point, and to the field whose
    centre is nearest (in mm when the size is known); a point farther from every field centre than three quarters
    of the distance between two fields lies on the region but on none of its fields (field None). Does not change its
    inputs.
    """
    places = place_points([die.center for die in reading.dice], regions, layouts)
    return tuple(
        PlacedDie(place.region, place.field, die, place.off_fields)
        for place, die in zip(places, reading.dice, strict=True)
    )


def place_points(
    points: Sequence[Point], regions: Sequence[Region], layouts: Mapping[str, Layout]
) -> tuple[Place, ...]:
    """Where each top-face centre (frame pixels) lies, as `place_dice` places a die: for a die the reader saw but
    could not read."""
    plane_views = _plane_views(regions, layouts)
    return tuple(_place_of(point, regions, layouts, plane_views) for point in points)


@dataclass(frozen=True)
class _PlaneView:
    """A region seen as a plane: pixel ↔ region-unit homographies and, when known, the camera pose in mm."""

    to_units: np.ndarray  # 3×3, frame pixels → region units
    camera: tuple[np.ndarray, np.ndarray, np.ndarray] | None  # (K, R, t): card mm → camera; None = no size


def _plane_views(regions: Sequence[Region], layouts: Mapping[str, Layout]) -> dict[str, _PlaneView]:
    from_units = {
        region.name: cv2.getPerspectiveTransform(UNIT_SQUARE, np.float32(region.corners)) for region in regions
    }
    sized = [
        (region, from_units[region.name] @ np.diag([1 / size[0], 1 / size[1], 1.0]))
        for region in regions
        if region.frame_size is not None and (size := _size_of(layouts.get(region.name))) is not None
    ]
    focal = _focal_px([(homography, region.frame_size) for region, homography in sized]) if sized else None
    views = {name: _PlaneView(np.linalg.inv(homography), None) for name, homography in from_units.items()}
    for region, homography in sized:
        views[region.name] = _PlaneView(views[region.name].to_units, _pose(homography, region.frame_size, focal))
    return views


def _size_of(layout: Layout | None) -> tuple[float, float] | None:
    return None if layout is None else layout.size_mm


def _intrinsics(frame_size: tuple[int, int], focal_px: float) -> np.ndarray:
    return np.array([[focal_px, 0, frame_size[0] / 2], [0, focal_px, frame_size[1] / 2], [0, 0, 1.0]])


def _default_focal_px(frame_size: tuple[int, int]) -> float:
    return frame_size[0] / (2 * math.tan(math.radians(DEFAULT_FIELD_OF_VIEW_DEG) / 2))


def _focal_px(views: list[tuple[np.ndarray, tuple[int, int]]]) -> float:
    """Focal length (px) from plane homographies (mm → px): their columns, seen from the frame centre, must be
    orthogonal and of equal length (Zhang's constraints with one unknown). Falls back to the Pi camera's when the
    planes are seen too squarely to tell (no slant, no perspective) or the answer is implausible."""
    rows, targets = [], []
    for homography, frame_size in views:
        centred = np.array([[1, 0, -frame_size[0] / 2], [0, 1, -frame_size[1] / 2], [0, 0, 1.0]]) @ homography
        (a1, b1, c1), (a2, b2, c2) = centred[:, 0], centred[:, 1]
        weight = 1 / max(a1 * a1 + b1 * b1 + a2 * a2 + b2 * b2, 1e-30)  # each plane counts alike, whatever its scale
        rows += [(a1 * a2 + b1 * b2) * weight, (a1 * a1 + b1 * b1 - a2 * a2 - b2 * b2) * weight]
        targets += [-c1 * c2 * weight, (c2 * c2 - c1 * c1) * weight]
    default = _default_focal_px(views[0][1])
    inverse_square = float(np.dot(rows, targets) / max(float(np.dot(rows, rows)), 1e-30))
    if inverse_square <= 0:
        return default
    focal = math.sqrt(1 / inverse_square)
    return focal if default / 3 <= focal <= default * 3 else default


def _pose(homography: np.ndarray, frame_size: tuple[int, int], focal_px: float):
    """(K, R, t) of the camera from a plane homography (mm → px); the plane's z axis points to the camera."""
    intrinsics = _intrinsics(frame_size, focal_px)
    columns = np.linalg.inv(intrinsics) @ homography
    scale = 2 / (np.linalg.norm(columns[:, 0]) + np.linalg.norm(columns[:, 1]))
    r1, r2, t = columns[:, 0] * scale, columns[:, 1] * scale, columns[:, 2] * scale
    if t[2] < 0:  # the plane must lie in front of the camera
        r1, r2, t = -r1, -r2, -t
    u, _, vt = np.linalg.svd(np.column_stack([r1, r2, np.cross(r1, r2)]))
    rotation = u @ vt
    if (-rotation.T @ t)[2] < 0:  # the camera must be above the card: lift dice towards it
        rotation = rotation @ np.diag([1.0, 1.0, -1.0])
    return intrinsics, rotation, t


def _foot_mm(pixel: Point, camera: tuple[np.ndarray, np.ndarray, np.ndarray]) -> np.ndarray:
    """Card mm (x, y) of the point DIE_EDGE_MM below the seen point `pixel` (the top-face centre)."""
    intrinsics, rotation, t = camera
    ray = np.linalg.inv(intrinsics) @ np.array([pixel[0], pixel[1], 1.0])
    system = np.column_stack([rotation[:, 0], rotation[:, 1], -ray])
    solution = np.linalg.solve(system, -(rotation[:, 2] * DIE_EDGE_MM + t))
    return solution[:2]


def _field_reach(layout: Layout, width: float, height: float) -> float:
    """How far from its centre a field reaches: three quarters of the least distance between two field centres
    (a die seen from a slant without the camera's pose lies up to about half a field off), any distance for a
    lone field; in the units `width` and `height` give the region's sides in."""
    centres = np.array(layout.fields) * (width, height)
    if len(centres) < 2:
        return math.inf
    apart = np.hypot(*(centres[:, None, :] - centres[None, :, :]).transpose(2, 0, 1))
    return FIELD_REACH_SHARE * float(apart[np.triu_indices(len(centres), k=1)].min())


def _place_of(
    point: Point, regions: Sequence[Region], layouts: Mapping[str, Layout], views: Mapping[str, _PlaneView]
) -> Place:
    for region in regions:
        view, layout = views[region.name], layouts.get(region.name)
        if view.camera is not None and layout is not None and layout.size_mm is not None:
            width_mm, height_mm = layout.size_mm
            x_mm, y_mm = _foot_mm(point, view.camera)
            u, v = x_mm / width_mm, y_mm / height_mm
        else:
            width_mm = height_mm = 1.0
            u, v = cv2.perspectiveTransform(np.float64([[point]]), view.to_units)[0, 0]
        if not (0.0 <= u <= 1.0 and 0.0 <= v <= 1.0):
            continue
        if layout is None or not layout.fields:
            return Place(region.name, None)
        distances = [math.hypot((u - fu) * width_mm, (v - fv) * height_mm) for fu, fv in layout.fields]
        if min(distances) > _field_reach(layout, width_mm, height_mm):
            return Place(region.name, None, off_fields=True)
        return Place(region.name, int(np.argmin(distances)) + 1)
    return Place(None, None)
