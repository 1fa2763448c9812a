"""Finding die faces by their outline: closed, convex, four-cornered edges of die size with near right angles.

A die's top face is a square whose edges stand out in at least one of L*, a* and b* (lightness for a white die
on dark felt, a colour channel for a red die beside a grey tray wall), even where its colour blends into the
table around it or its pips are blurred. Each channel's edges are traced separately, at a few edge strengths,
so an outline any of them closes is found; outlines of one face found several times count once.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import Body, Region, WorkingImage, working_image
from vision.boxes import distance, least_rectangle, mean_side_px
from vision.closed_edges import Outline, closed_outlines, face_sides_px, sobel_steps


def find_squares(
    image_bgr: np.ndarray,
    working: WorkingImage | None = None,
    regions: list[Region] | None = None,
    edge_strengths: Sequence[tuple[int, int]] = tol.SQUARE_CANNY_THRESHOLDS,
) -> list[Body]:
    """Die faces outlined in a BGR uint8 frame (H, W, 3), largest first (those whose outline was bitten into after
    all others, see `_bitten_square`), as bodies in frame pixels (`contrast` is the face's mean L*a*b* step to its
    surroundings); `working`: the frame's `vision.bodies.working_image` when
    already made; `regions`: where to look (default the whole frame; the cost grows with their area);
    `edge_strengths`: the Canny hysteresis pairs traced (the whole frame's L* edges at the default ones are the working
    image's own, `WorkingImage.lightness_outlines`). Does not change the image."""
    working = working if working is not None else working_image(image_bgr)
    scale, shape = working.scale, working.bgr.shape[:2]
    smallest, largest = face_sides_px(max(shape))
    is_whole = regions is None and tuple(edge_strengths) == tol.SQUARE_CANNY_THRESHOLDS
    squares = [
        (np.add(square, (x0, y0)), is_bitten)
        for x0, y0, x1, y1 in _windows(regions, scale, shape)
        for window in [working.lab_window(x0, y0, x1, y1)]
        for outlines in _outlines_per_channel(working, window, is_whole, smallest, largest, edge_strengths)
        for square, is_bitten in _outlined_squares(outlines, smallest, largest, window)
    ]
    return [outlined_body(corners / scale, working, corners) for corners in _distinct(squares)]


def _outlines_per_channel(
    working: WorkingImage,
    window: np.ndarray,
    is_whole: bool,
    smallest: float,
    largest: float,
    edge_strengths: Sequence[tuple[int, int]],
) -> list[list[Outline]]:
    """The closed edges of each channel of the L*a*b* `window` (L*, a*, b*) that may outline a face; of the whole
    working image (`is_whole`) its L* edges are the ones it keeps (`WorkingImage.lightness_outlines`), traced once for
    the faces seen at a slant too (`vision.silver_faces`)."""
    if not is_whole:
        return [closed_outlines(dx, dy, smallest, largest, edge_strengths) for dx, dy in _gradients(window)]
    _, red_green, yellow_blue = cv2.split(working.blurred_lab)
    return [working.lightness_outlines] + [
        closed_outlines(*sobel_steps(channel), smallest, largest) for channel in (red_green, yellow_blue)
    ]


def _windows(regions: list[Region] | None, scale: float, shape: tuple[int, int]) -> list[tuple[int, int, int, int]]:
    """The regions in working pixels (x0, y0, x1, y1), within the working image of `shape` (height, width); the
    whole image when `regions` is None. Overlapping ones are left overlapping: a face outlined twice counts once."""
    height, width = shape
    if regions is None:
        return [(0, 0, width, height)]
    windows = [
        (
            max(0, int(x0 * scale)),
            max(0, int(y0 * scale)),
            min(width, math.ceil(x1 * scale)),
            min(height, math.ceil(y1 * scale)),
        )
        for x0, y0, x1, y1 in regions
    ]
    return [(x0, y0, x1, y1) for x0, y0, x1, y1 in windows if x1 - x0 >= 3 and y1 - y0 >= 3]


def _distinct(squares: list[tuple[np.ndarray, bool]]) -> list[np.ndarray]:
    """One outline per face, largest first, each square given with whether its outline was bitten into: a square
    whose centre lies within half a side of one kept before it is that face found again (in another channel or at
    another edge strength). Squares traced whole are kept before bitten ones: a bitten outline's rectangle is only
    a stand-in where no channel closed the face's outline (around a whole outline, it may take in a side face)."""
    if not squares:
        return []
    stacked = np.array([corners for corners, _ in squares])  # (squares, 4, 2)
    sides = [mean_side_px(corners) for corners in stacked.tolist()]  # plain floats: math.dist is quicker on them
    centres = stacked.mean(axis=1).tolist()
    kept: list[int] = []
    for index in sorted(range(len(squares)), key=lambda index: (squares[index][1], -sides[index])):
        if all(math.dist(centres[index], centres[face]) > 0.5 * sides[face] for face in kept):
            kept.append(index)
    return [squares[index][0] for index in kept]


def _gradients(window: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per channel of an L*a*b* window (H, W, 3) its x and y gradients (int16 (H, W) each) after a 3×3 blur
    (`vision.closed_edges.sobel_steps`)."""
    blurred = cv2.GaussianBlur(window, (3, 3), 0)  # all channels in one pass: quicker than one by one
    return [sobel_steps(channel) for channel in cv2.split(blurred)]


def _outlined_squares(
    outlines: list[Outline], smallest: float, largest: float, window: np.ndarray
) -> list[tuple[np.ndarray, bool]]:
    """Corners (4, 2) of every closed edge of one channel of the L*a*b* `window` (`outlines`, see
    `vision.closed_edges.closed_outlines`) that outlines a die-sized square, each with whether that outline was bitten
    into (see `_bitten_square`)."""
    squares = []
    for contour, polygon in outlines:
        if len(polygon) == 4 and cv2.isContourConvex(polygon):
            corners = polygon.reshape(4, 2).astype(float)
            if is_die_square(corners, smallest, largest):
                squares.append((corners, False))
                continue
        corners = _bitten_square(contour, polygon.reshape(-1, 2), window)
        if corners is not None and is_die_square(corners, smallest, largest):
            squares.append((corners, True))
    return squares


def _bitten_square(contour: np.ndarray, polygon: np.ndarray, window: np.ndarray) -> np.ndarray | None:
    """Corners (4, 2) of the least rotated rectangle around an outline that fills at least
    `tol.SQUARE_BITTEN_MIN_FILL` of it and whose polygon (`polygon`, (n, 2)) is a convex quadrilateral with three
    corners on that rectangle's (within `tol.SQUARE_BITTEN_CORNER_SIDES` of its side) and the fourth well inside it
    (`tol.SQUARE_BITTEN_MIN_BITE_SIDES` or more): a face whose outline a pip near its edge or a bevel highlight bites
    into at one corner (a silver 2 on a light table, DSC train 10019: its polygon loses that corner to the bite,
    while its rectangle keeps all four); None for any other outline (a face seen foreshortened fits its rectangle at
    all four corners)."""
    if len(polygon) != 4 or not cv2.isContourConvex(polygon):
        return None
    rectangle = least_rectangle(contour)
    width, height = rectangle[1]
    if cv2.contourArea(contour) < tol.SQUARE_BITTEN_MIN_FILL * width * height:
        return None
    corners = cv2.boxPoints(rectangle).astype(float)
    side = (width + height) / 2
    *_, farthest_kept, bitten = np.sort(np.linalg.norm(polygon[:, None] - corners[None], axis=2).min(axis=1)) / side
    is_bitten = farthest_kept <= tol.SQUARE_BITTEN_CORNER_SIDES and bitten >= tol.SQUARE_BITTEN_MIN_BITE_SIDES
    return corners if is_bitten and _is_bitten_by_its_own_marks(contour, corners, window) else None


def _is_bitten_by_its_own_marks(contour: np.ndarray, corners: np.ndarray, window: np.ndarray) -> bool:
    """Whether what an outline leaves out of its rectangle (`corners`, (4, 2)) is on average of the face's colour,
    within `tol.SQUARE_BITTEN_MAX_BITE_STEP` (8-bit L*a*b* of `window`): a pip and the bevel highlight beside it
    average out to the face's colour, while a finger or a die in front of the face does not (Blöder train 30011: a
    white 6 held by a finger, 74 and 93; 30016: a die's shadow and its penumbra, 20)."""
    points = np.rint(corners).astype(np.int32)
    (x0, y0), (x1, y1) = np.maximum(points.min(axis=0), 0), points.max(axis=0) + 1
    piece = window[y0:y1, x0:x1]
    face = np.zeros(piece.shape[:2], np.uint8)
    cv2.drawContours(face, [contour], -1, 1, cv2.FILLED, offset=(-int(x0), -int(y0)))
    rectangle = np.zeros_like(face)
    cv2.fillConvexPoly(rectangle, points - (x0, y0), 1)
    bite = rectangle & (1 - face)
    if not bite.any():
        return True
    step = np.subtract(cv2.mean(piece, mask=bite)[:3], cv2.mean(piece, mask=face)[:3])
    return float(np.linalg.norm(step)) <= tol.SQUARE_BITTEN_MAX_BITE_STEP


def is_die_square(
    corners: np.ndarray,
    smallest: float,
    largest: float,
    max_side_ratio: float = tol.SQUARE_MAX_SIDE_RATIO,
    max_corner_skew_deg: float = tol.SQUARE_MAX_CORNER_SKEW_DEG,
) -> bool:
    """Sides within the die sizes and alike (a face seen at a slant is foreshortened a little: longest / shortest at
    most `max_side_ratio`), corners within `max_corner_skew_deg` of 90°. Plain Python: far quicker than numpy for
    four points."""
    points = corners.tolist()
    edges = [(x1 - x0, y1 - y0) for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True)]
    sides = [math.sqrt(dx * dx + dy * dy) for dx, dy in edges]
    if min(sides) < smallest or max(sides) > largest or max(sides) > max_side_ratio * min(sides):
        return False
    turns = [  # |cosine| of the angle at each corner, between an edge and the one before it
        abs(dx * before_dx + dy * before_dy) / (side * before_side)
        for (dx, dy), side, (before_dx, before_dy), before_side in zip(
            edges, sides, edges[-1:] + edges[:-1], sides[-1:] + sides[:-1], strict=True
        )
    ]
    return max(turns) <= math.cos(math.radians(90 - max_corner_skew_deg))


def outlined_body(frame_corners: np.ndarray, working: WorkingImage, corners: np.ndarray) -> Body:
    """The body of one outlined face: its contrast is the L*a*b* step from the face to a band just outside it
    (2 px wide), both measured in a window just large enough to hold them."""
    points = np.rint(corners).astype(np.int32)
    (x0, y0), (x1, y1) = np.maximum(points.min(axis=0) - 2, 0), points.max(axis=0) + 3
    window = working.lab_window(*(int(value) for value in (x0, y0, x1, y1)))
    face = np.zeros(window.shape[:2], np.uint8)
    cv2.fillConvexPoly(face, points - (x0, y0), 1)
    around = cv2.dilate(face, np.ones((5, 5), np.uint8)) - face
    inside, outside = (np.array(cv2.mean(window, mask=mask)[:3]) for mask in (face, around))
    center = frame_corners.mean(axis=0)
    return Body(
        center=(float(center[0]), float(center[1])),
        box=tuple((float(x), float(y)) for x, y in frame_corners),
        side_px=mean_side_px(frame_corners),
        contrast=float(np.linalg.norm(inside - outside)),
    )


def beside_squares(bodies: list[Body], squares: list[Body]) -> list[Body]:
    """The colour bodies that are not an outlined face found again."""
    return [
        body
        for body in bodies
        if all(
            distance(square.center, body.center) >= tol.SAME_BODY_DISTANCE_SIDES * body.side_px for square in squares
        )
    ]
