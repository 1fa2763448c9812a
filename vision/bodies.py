"""Finding die bodies without their pips: compact, die-sized blobs whose colour stands out from the table around.

Pips are the reader's main evidence, but a face without pips (the PUSH colour die) or a die too blurred for its
pips still shows a body. A pixel belongs to a body when its L*a*b* colour is far from the local table colour (a
median over a window several dice wide, taken at a small scale so it is cheap); lightness counts less than
colour, so shadows and shading stand out less than plastic. A body is a connected blob of such pixels that is
die-sized (for the frame), nearly square and filling most of its rotated rectangle, or the coloured sides of a die
whose top face the light washes out (`vision.pale_tops`), or one of two dice touching face to face whose colours
merged into one blob twice as long as wide, parted by the groove between their top faces (`_touching_pair`).
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from functools import cached_property

import cv2
import numpy as np

from vision import tolerances as tol
from vision.blob_statistics import blob_statistics
from vision.boxes import RotatedRect, least_rectangle
from vision.closed_edges import Outline, closed_outlines, face_sides_px, sobel_steps
from vision.grooves import is_groove_across
from vision.lit_face import largest_lit_part
from vision.pale_tops import pale_top_centre

Point = tuple[float, float]
Region = tuple[float, float, float, float]  # x0, y0, x1, y1 in frame pixels


@dataclass(frozen=True)
class WorkingImage:
    """The frame scaled down for the searches of bodies and outlines (long side at most
    `tol.BODY_WORKING_LONG_SIDE_PX`; working pixel = frame pixel × `scale`), BGR (h, w, 3) uint8, with the long side
    of the camera frame it shows in working pixels (`frame_long_side_px`: larger than the image's own for a patch cut
    out of the frame), of which die sizes are shares. Made once per frame (`working_image`) and handed to
    `find_bodies` and `vision.squares.find_squares`, which would otherwise each make it. Both look at it in OpenCV
    8-bit L*a*b*, converted only when asked for and as far as asked for: an outline search in a few small regions
    needs no more (the conversion is pixel by pixel)."""

    bgr: np.ndarray
    scale: float
    frame_long_side_px: float

    @cached_property
    def brightest(self) -> np.ndarray:
        """The brightest channel of the whole working image (h, w) uint8: a die's plastic is lit in its own colour's
        channel, only shadow darkens it (`vision.grooves`)."""
        blue, green, red = cv2.split(self.bgr)
        return cv2.max(cv2.max(blue, green), red)

    @cached_property
    def lab(self) -> np.ndarray:
        """The whole working image in L*a*b*, (h, w, 3) uint8."""
        return cv2.cvtColor(self.bgr, cv2.COLOR_BGR2Lab)

    @cached_property
    def lightness_outlines(self) -> list[Outline]:
        """The closed L* edges of the whole working image that may outline a die's face
        (`vision.closed_edges.closed_outlines`): traced once for the square top faces (`vision.squares`) and for the
        silver ones seen at a slant (`vision.silver_faces`)."""
        lightness = cv2.extractChannel(self.blurred_lab, 0)
        return closed_outlines(*sobel_steps(lightness), *face_sides_px(max(self.bgr.shape[:2])))

    @cached_property
    def blurred_lab(self) -> np.ndarray:
        """The whole working image in L*a*b* after a 3×3 blur, (h, w, 3) uint8: Canny's own smoothing before the
        steps of the outlines (`vision.closed_edges`), all channels in one pass (a pass over two channels alone
        costs ten times as much: OpenCV has no fast path for them)."""
        return cv2.GaussianBlur(self.lab, (3, 3), 0)

    @cached_property
    def table(self) -> np.ndarray:
        """The local table colour per pixel (h, w, 3) uint8 L*a*b*: a median over a window several dice wide
        (`tol.BODY_TABLE_WINDOW_FRACTION` of the camera frame's long side), taken on the image scaled down by
        `tol.BODY_TABLE_SCALE` and converted there (where it is cheap), then scaled back up."""
        small = cv2.resize(
            self.bgr, None, fx=tol.BODY_TABLE_SCALE, fy=tol.BODY_TABLE_SCALE, interpolation=cv2.INTER_AREA
        )
        frame_long_side = max(small.shape[:2]) * self.frame_long_side_px / max(self.bgr.shape[:2])
        size = max(3, int(frame_long_side * tol.BODY_TABLE_WINDOW_FRACTION) | 1)
        around = cv2.medianBlur(cv2.cvtColor(small, cv2.COLOR_BGR2Lab), size)
        height, width = self.bgr.shape[:2]
        return cv2.resize(around, (width, height), interpolation=cv2.INTER_LINEAR)

    @cached_property
    def distance_from_table(self) -> np.ndarray:
        """Per pixel (h, w) float32: how far the colour stands out from the local table colour (see
        `distance_from_table_in`), over the whole working image."""
        height, width = self.bgr.shape[:2]
        return self.distance_from_table_in(0, 0, width, height)

    def distance_from_table_in(self, x0: int, y0: int, x1: int, y1: int) -> np.ndarray:
        """Per pixel (y1 - y0, x1 - x0) float32 of the window: distance of its L*a*b* from the local table colour
        (`table`), lightness weighted down by `tol.BODY_LIGHTNESS_WEIGHT`."""
        # Channel by channel: numpy and OpenCV are both slow on (H, W, 3) float32 arrays here.
        lightness, red_green, yellow_blue = (
            cv2.subtract(image, around, dtype=cv2.CV_32F)
            for image, around in zip(
                cv2.split(np.ascontiguousarray(self.lab_window(x0, y0, x1, y1))),
                cv2.split(np.ascontiguousarray(self.table[y0:y1, x0:x1])),
                strict=True,
            )
        )
        lightness *= np.float32(tol.BODY_LIGHTNESS_WEIGHT)
        lightness *= lightness
        lightness += red_green * red_green
        lightness += yellow_blue * yellow_blue
        return np.sqrt(lightness, out=lightness)

    def is_lit_above_table_in(self, x0: int, y0: int, x1: int, y1: int) -> np.ndarray:
        """Per pixel (y1 - y0, x1 - x0) uint8 of the window, 255 where lighter than the local table by more than
        `tol.BODY_MIN_LIGHT_RATIO` of the table's own L* (at least `tol.BODY_LIGHT_FLOOR`). In the shade the light
        falls on die and table alike, so a die stands out from its shaded table by the same ratio as a lit die from
        a lit table, while its colour steps shrink with the light."""
        # In 8-bit OpenCV arithmetic (saturating): several times quicker than in floats over a whole frame.
        table = cv2.extractChannel(self.table[y0:y1, x0:x1], 0)
        step = cv2.max(cv2.convertScaleAbs(table, alpha=tol.BODY_MIN_LIGHT_RATIO), tol.BODY_LIGHT_FLOOR)
        return cv2.compare(cv2.extractChannel(self.lab_window(x0, y0, x1, y1), 0), cv2.add(table, step), cv2.CMP_GT)

    @cached_property
    def is_body_colour(self) -> np.ndarray:
        """Per pixel (h, w) bool: the colour stands out from the table as a die body's does."""
        return self.distance_from_table > tol.BODY_MIN_COLOUR_DISTANCE

    def body_colour_share(self, corners) -> float:
        """The share of the face at `corners` (four (x, y) in frame pixels, in order around it) whose colour stands
        out from the table, as a die body's does (`is_body_colour`); 0 for a face reaching out of the image. Looks
        only at the face's window unless the whole image's colour distance is at hand (a few faces are asked about
        per frame, the whole image costs milliseconds)."""
        points = np.rint(np.asarray(corners, dtype=float) * self.scale).astype(np.int32)
        x0, y0, face_width, face_height = cv2.boundingRect(points)  # OpenCV's calls: numpy's cost more on 4 points
        x1, y1 = x0 + face_width, y0 + face_height
        height, width = self.bgr.shape[:2]
        if x0 < 0 or y0 < 0 or x1 > width or y1 > height:
            return 0.0
        face = np.zeros((face_height, face_width), np.uint8)
        cv2.fillConvexPoly(face, points - (x0, y0), 1)
        coloured = cv2.countNonZero(cv2.bitwise_and(self._is_body_colour_in(x0, y0, x1, y1).view(np.uint8), face))
        return float(coloured) / max(1, cv2.countNonZero(face))

    def _is_body_colour_in(self, x0: int, y0: int, x1: int, y1: int) -> np.ndarray:
        """`is_body_colour[y0:y1, x0:x1]`, worked out for the window grown by its own size each way unless the whole
        image's already is, or the last window worked out holds it: the faces asked about lie around one die, and
        a window's fixed cost is several times that of its pixels (a pixel's colour distance is its own)."""
        if "is_body_colour" in self.__dict__:
            return self.is_body_colour[y0:y1, x0:x1]
        if "distance_from_table" in self.__dict__:
            return self.distance_from_table[y0:y1, x0:x1] > tol.BODY_MIN_COLOUR_DISTANCE
        last = self._last_body_colour_window
        (lx0, ly0, lx1, ly1), _ = last
        if not (lx0 <= x0 and ly0 <= y0 and x1 <= lx1 and y1 <= ly1):
            height, width = self.bgr.shape[:2]
            grown = (max(0, 2 * x0 - x1), max(0, 2 * y0 - y1), min(width, 2 * x1 - x0), min(height, 2 * y1 - y0))
            last[:] = grown, self.distance_from_table_in(*grown) > tol.BODY_MIN_COLOUR_DISTANCE
        (lx0, ly0, _, _), is_body = last
        return is_body[y0 - ly0 : y1 - ly0, x0 - lx0 : x1 - lx0]

    @cached_property
    def _last_body_colour_window(self) -> list:
        """The window (x0, y0, x1, y1) last worked out by `_is_body_colour_in` and its pixels (empty at first)."""
        return [(0, 0, 0, 0), np.zeros((0, 0), bool)]

    def lab_window(self, x0: int, y0: int, x1: int, y1: int) -> np.ndarray:
        """`lab[y0:y1, x0:x1]`, converted alone unless the whole image already is or is asked for, or a window
        converted before holds it (the conversion is pixel by pixel, so a part of a window is that part converted):
        the bodies and outlines searched in a window are measured again in their own small windows inside it."""
        height, width = self.bgr.shape[:2]
        if "lab" in self.__dict__ or (x0, y0, x1, y1) == (0, 0, width, height):
            return self.lab[y0:y1, x0:x1]
        for (wx0, wy0, wx1, wy1), converted in self._lab_windows:
            if wx0 <= x0 and wy0 <= y0 and x1 <= wx1 and y1 <= wy1:
                return converted[y0 - wy0 : y1 - wy0, x0 - wx0 : x1 - wx0]
        converted = cv2.cvtColor(self.bgr[y0:y1, x0:x1], cv2.COLOR_BGR2Lab)
        self._lab_windows.append(((x0, y0, x1, y1), converted))
        return converted

    @cached_property
    def _lab_windows(self) -> list[tuple[tuple[int, int, int, int], np.ndarray]]:
        """The windows (x0, y0, x1, y1) `lab_window` converted alone so far, each with its L*a*b* pixels."""
        return []


def working_image(image_bgr: np.ndarray, frame_long_side_px: int | None = None) -> WorkingImage:
    """The BGR uint8 frame (H, W, 3) at the working size (the frame itself when no larger); does not change it.
    frame_long_side_px: the long side of the camera frame `image_bgr` was cut from (None: it is that frame)."""
    scale = min(1.0, tol.BODY_WORKING_LONG_SIDE_PX / max(image_bgr.shape[:2]))
    if scale == 1.0:
        scaled = image_bgr
    else:
        scaled = cv2.resize(image_bgr, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    frame_long_side = max(scaled.shape[:2]) if frame_long_side_px is None else frame_long_side_px * scale
    return WorkingImage(scaled, scale, frame_long_side)


@dataclass(frozen=True)
class Body:
    """One die body in frame pixels: the centre (x, y) and corners (in order around it) of its top face (its
    largest evenly coloured part; for a washed-out top face, `vision.pale_tops`, its centre and the whole body's
    corners), the body's mean side and how far its colour stands out from the table (distance in OpenCV 8-bit
    L*a*b* units)."""

    center: Point
    box: tuple[Point, Point, Point, Point]
    side_px: float
    contrast: float
    is_half_of_pair: bool = False  # half of one blob of two touching dice (`_touching_pair`)
    is_lit_top: bool = False  # the lit part of a blob too long for one die (`_lit_top`)


def find_bodies(
    image_bgr: np.ndarray, working: WorkingImage | None = None, regions: list[Region] | None = None
) -> list[Body]:
    """Die bodies in a BGR uint8 frame (H, W, 3), most standing-out first; `working`: the frame's
    `working_image` when already made; `regions`: only blobs whose centre lies in one of them are judged (default:
    all), which spares the costly look at each blob's shape and top face. Does not change the image."""
    working = working if working is not None else working_image(image_bgr)
    scale = working.scale
    x0, y0, x1, y1 = _window(regions, scale, working.bgr.shape[:2])
    height, width = working.bgr.shape[:2]
    is_whole = (x0, y0, x1, y1) == (0, 0, width, height)
    distance = working.distance_from_table if is_whole else working.distance_from_table_in(x0, y0, x1, y1)
    window = (x0, y0, x1, y1)
    is_colour = distance > tol.BODY_MIN_COLOUR_DISTANCE
    by_colour = _bodies_of_mask(is_colour, distance, working, window, regions)
    lit = cv2.bitwise_and(working.is_lit_above_table_in(*window), (~is_colour).view(np.uint8))
    # Only the part of the window holding lit pixels is searched (with a margin the opening needs), and only when
    # they are enough for the smallest body: on a lit table they are few or none, and labelling costs by the pixel.
    smallest = tol.BODY_SIDE_FRACTIONS[0] * working.frame_long_side_px
    if cv2.countNonZero(lit) < smallest**2 * tol.BODY_MIN_FILL:
        return by_colour
    bx, by, bw, bh = cv2.boundingRect(lit)
    bx0, by0 = max(0, bx - 2), max(0, by - 2)
    bx1, by1 = min(lit.shape[1], bx + bw + 2), min(lit.shape[0], by + bh + 2)
    part = (x0 + bx0, y0 + by0, x0 + bx1, y0 + by1)
    in_the_shade = [
        body
        for body in _bodies_of_mask(lit[by0:by1, bx0:bx1], distance[by0:by1, bx0:bx1], working, part, regions)
        if all(math.dist(body.center, other.center) >= body.side_px for other in by_colour)
    ]
    return by_colour + in_the_shade


def _bodies_of_mask(
    is_body: np.ndarray, distance: np.ndarray, working: WorkingImage, window: tuple[int, int, int, int], regions
) -> list[Body]:
    """The die-sized, nearly square, well-filled blobs of `is_body` (working pixels of `window`, (h, w) bool), and the
    halves of those that are two touching dice (`_touching_pair`), most standing-out (by `distance`, the window's
    colour distance from the table) first."""
    x0, y0, _, _ = window
    scale = working.scale
    mask = is_body.astype(np.uint8)
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    # BBDT gives the labels the default algorithm gives, in a third of the time here.
    count, labels = cv2.connectedComponentsWithAlgorithm(mask, 8, cv2.CV_32S, cv2.CCL_BBDT)
    stats, centres = blob_statistics(mask, labels, count)
    smallest, largest = (fraction * working.frame_long_side_px for fraction in tol.BODY_SIDE_FRACTIONS)
    bodies = []
    for index, (blob_stats, blob_centre) in enumerate(zip(stats, centres, strict=True), start=1):
        area = int(blob_stats[cv2.CC_STAT_AREA])
        centre = np.add(blob_centre, (x0, y0)) / scale
        if not smallest**2 * tol.BODY_MIN_FILL <= area <= largest**2 or not _in_any(centre, regions):
            continue
        x, y, w, h = (int(value) for value in blob_stats[:4])
        blob = labels[y : y + h, x : x + w] == index
        outline = _outline(blob)
        rectangle = least_rectangle(outline)
        _, (rw, rh), _ = rectangle
        if min(rw, rh) < smallest:
            continue
        window_lab = working.lab_window(x + x0, y + y0, x + x0 + w, y + y0 + h)
        at = (x + x0, y + y0)  # the blob's window in the working image
        if max(rw, rh) <= tol.BODY_MAX_ASPECT * min(rw, rh):
            if area >= tol.BODY_MIN_FILL * rw * rh:
                face = _largest_face(window_lab, blob)
                centre = face[0]
            elif (centre := pale_top_centre(blob, outline, rectangle, window_lab)) is not None:
                face = rectangle  # the top face is not told from the table: the box is the whole die
            else:
                continue
            bodies.append(_body(face, centre, rectangle, blob, distance[y : y + h, x : x + w], at, scale))
        elif area >= tol.BODY_MIN_FILL * rw * rh:
            window_distance = distance[y : y + h, x : x + w]
            pair = _touching_pair(blob, rectangle, window_lab, window_distance, at, working)
            top = None if pair else _lit_top(window_lab, blob, min(rw, rh), smallest)
            if top is not None:
                pair = [dataclasses.replace(_body(top, top[0], top, blob, window_distance, at, scale), is_lit_top=True)]
            bodies += pair
    return sorted(bodies, key=lambda body: body.contrast, reverse=True)


def _body(
    face: RotatedRect,
    centre: tuple[float, float],
    rectangle: RotatedRect,
    blob: np.ndarray,
    distance: np.ndarray,
    at: tuple[int, int],
    scale: float,
) -> Body:
    """The body of a blob (h, w bool) whose top face is `face`, centred at `centre`, and whole die `rectangle` (in the
    blob's window, at `at` in the working image of `scale`), its contrast the mean of `distance` over it."""
    (fx, fy), (fw, fh), face_angle = face
    corners = cv2.boxPoints(((fx + at[0], fy + at[1]), (fw, fh), face_angle)) / scale
    _, (rw, rh), _ = rectangle
    return Body(
        center=((centre[0] + at[0]) / scale, (centre[1] + at[1]) / scale),
        box=tuple((float(px), float(py)) for px, py in corners),
        side_px=float((rw + rh) / 2 / scale),
        contrast=float(distance[blob].mean()),
    )


def _touching_pair(
    blob: np.ndarray,
    rectangle: RotatedRect,
    window_lab: np.ndarray,
    distance: np.ndarray,
    at: tuple[int, int],
    working: WorkingImage,
) -> list[Body]:
    """The bodies of two dice touching face to face that stand out from the table as one blob (h, w bool, filling
    its rotated `rectangle`; `window_lab`, `distance`: its window's L*a*b* and colour distance, at `at` in the working
    image), or none. Such a blob is no die's shape, twice as long as wide, so it was passed over (dev 180-189 GNW
    20185: two smeared blue 6s side by side, both missed), but each half across its long side is a die's body when
    it is as square (`tol.BODY_MAX_ASPECT`) and as filled (`tol.BODY_MIN_FILL`) as one, and a groove runs between
    their top faces (`vision.grooves`): the V two cubes side by side leave there lies in their own shadow, darker
    than both faces, while a die's top meets its own side face at a rounded edge never darker than both, and a
    finger, a pen or a shadow shows none."""
    (cx, cy), (rw, rh), angle = rectangle
    long_side, short_side = max(rw, rh), min(rw, rh)
    if max(long_side / 2, short_side) > tol.BODY_MAX_ASPECT * min(long_side / 2, short_side):
        return []
    turn = math.radians(angle if rw >= rh else angle + 90)
    step = (math.cos(turn) * long_side / 4, math.sin(turn) * long_side / 4)
    size = (rw / 2, rh) if rw >= rh else (rw, rh / 2)
    halves = []
    for sign in (-1, 1):
        half: RotatedRect = ((cx + sign * step[0], cy + sign * step[1]), size, angle)
        inside = np.zeros(blob.shape, np.uint8)
        cv2.fillConvexPoly(inside, np.rint(cv2.boxPoints(half)).astype(np.int32), 1)
        part = blob & inside.astype(bool)
        if np.count_nonzero(part) < tol.BODY_MIN_FILL * size[0] * size[1]:
            return []
        face = _largest_face(window_lab, part)
        halves.append(_body(face, face[0], half, part, distance, at, working.scale))
    first, second = ((body.center[0] * working.scale, body.center[1] * working.scale) for body in halves)
    if not is_groove_across(working.brightest, first, second, halves[0].side_px * working.scale):
        return []
    return [dataclasses.replace(body, is_half_of_pair=True) for body in halves]


def _lit_top(window_lab: np.ndarray, blob: np.ndarray, short_side: float, smallest: float) -> RotatedRect | None:
    """The top face of a blob too long for one die and no two touching dice (h, w bool; `window_lab`: its window's
    L*a*b*; `short_side`: the blob's rectangle's short side; `smallest`: the least die side, working pixels): one die
    with its cast shadow or a shaded side face joined to it, which the lamp above leaves darker than the top. Its
    lit part (above the level that parts the blob's L* in two, Otsu's; the largest connected one:
    `vision.lit_face.largest_lit_part`) boxed, when that is a die's top: as square (`tol.BODY_MAX_ASPECT`) and filled
    (`tol.BODY_MIN_FILL`) as one, spanning the blob across as a die's top does (`tol.LIT_TOP_SHORT_SIDES`: a shadow
    or side face lengthens the blob one way only; a lit part narrower is a glared part of a face, one wider two lit
    tops side by side); else None."""
    part = largest_lit_part(window_lab[..., 0], blob, connectivity=4)
    if part is None:
        return None
    lit, _ = part
    top = least_rectangle(_outline(lit))
    _, (width, height), _ = top
    if min(width, height) < smallest or max(width, height) > tol.BODY_MAX_ASPECT * min(width, height):
        return None
    if np.count_nonzero(lit) < tol.BODY_MIN_FILL * width * height:
        return None
    least, most = tol.LIT_TOP_SHORT_SIDES
    return top if least * short_side <= (width + height) / 2 <= most * short_side else None


def _window(regions: list[Region] | None, scale: float, shape: tuple[int, int]) -> tuple[int, int, int, int]:
    """Where bodies are looked for, in working pixels (x0, y0, x1, y1): the whole image (of `shape`, height and
    width) when `regions` is None, else around them all, each grown by half its size (a body whose centre lies in
    one reaches that far)."""
    height, width = shape
    if regions is None:
        return 0, 0, width, height
    grown = [
        (x0 - (x1 - x0) / 2, y0 - (y1 - y0) / 2, x1 + (x1 - x0) / 2, y1 + (y1 - y0) / 2) for x0, y0, x1, y1 in regions
    ]
    return (
        max(0, int(min(x0 for x0, _, _, _ in grown) * scale)),
        max(0, int(min(y0 for _, y0, _, _ in grown) * scale)),
        min(width, math.ceil(max(x1 for _, _, x1, _ in grown) * scale)),
        min(height, math.ceil(max(y1 for _, _, _, y1 in grown) * scale)),
    )


def _in_any(point: np.ndarray, regions: list[Region] | None) -> bool:
    """Whether the point (x, y) lies in one of the regions (None: everywhere)."""
    return regions is None or any(x0 <= point[0] <= x1 and y0 <= point[1] <= y1 for x0, y0, x1, y1 in regions)


def _largest_face(window_lab: np.ndarray, blob: np.ndarray):
    """The rotated rectangle ((cx, cy), (w, h), angle) of the largest evenly coloured part of a body, in window
    pixels: its top face, which a camera above sees largest (side faces of the PUSH die differ in colour)."""
    samples = window_lab[blob].astype(np.float32)
    clusters = min(tol.BODY_FACE_CLUSTERS, len(samples))
    cv2.setRNGSeed(0)
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 10, 1.0)
    _, assigned, centres = cv2.kmeans(samples, clusters, None, criteria, 1, cv2.KMEANS_PP_CENTERS)
    largest_cluster = np.bincount(assigned.ravel(), minlength=clusters).argmax()
    is_same_colour = np.hypot.reduce(centres - centres[largest_cluster], axis=1) <= tol.BODY_FACE_SAME_COLOUR
    part = np.zeros(blob.shape, np.uint8)
    part[blob] = is_same_colour[assigned.ravel()]
    count, labels = cv2.connectedComponents(part, connectivity=4)  # areas counted below: OpenCV's stats cost more
    largest = 1 + int(np.argmax(np.bincount(labels.ravel(), minlength=count)[1:])) if count > 1 else 0
    return least_rectangle(_outline(labels == largest))


def _outline(blob: np.ndarray) -> np.ndarray:
    """The points (N, 1, 2) int32 of a blob's (h, w bool) outer edges: the rectangle around them is the blob's,
    found from far fewer points than all of its pixels."""
    return np.concatenate(cv2.findContours(blob.astype(np.uint8), cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)[0])
