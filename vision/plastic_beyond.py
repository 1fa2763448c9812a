"""The die's own plastic beyond its top face: its bevels and the side faces an angled camera sees beside the face.

A lamp or window mirrored by a glossy top face may veil all of it and the inner bevels the colour stage takes as its
rim (`vision.colour._unveiled`), so the face looks white. The bevels further out and the side faces mirror other
parts of the room and still show the plastic. They lie in a band just beyond the face's box, shared there with the
table, the die's shadow and touching dice; a pixel there is taken as this die's plastic only where

- it lies nearer this face than any other face of the frame, each measured in its own box (a larger neighbour's
  bevels lie nearer its own middle than a centre-to-centre split says);
- its colour stands out from the local table colour as a die body's does (`vision.bodies`);
- and it is no patch of table in shade: relit to the table's lightness, its a*, b* still differ from the table's
  (less light scales L* + 16, a* and b* alike, so a shadow keeps the table's a*, b* relit).

The band is looked at side by side: the bevels run all round a face, its side faces lie beyond one or two sides, and
a touching die lies beyond one, so the colour stage can ask each side apart whether it names the die's colour.
"""

from __future__ import annotations

from functools import cache

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage

SIDES = 4  # the face's sides, in the order of its box's corners: side k runs beyond corners k and k + 1


def plastic_beyond(working: WorkingImage, boxes: list[np.ndarray], row: int) -> list[np.ndarray]:
    """Per side of the face `boxes[row]` (four (x, y) corners in frame pixels, in order around it) the BGR pixels
    (N, 3) uint8 of its plastic in the band `tol.BEYOND_BAND_SIDES` wide beyond it, sampled on a square grid over the
    face grown to the band's outer edge in the `working` image; a side where the plastic covers less than
    `tol.BEYOND_MIN_PLASTIC_SHARE` of the band nearer this face than any other (`boxes`), none (an empty array)."""
    size = tol.BEYOND_GRID_PX
    scale = working.scale
    corners = boxes[row] * scale
    centre = corners.mean(axis=0)
    reach = 1 + 2 * tol.BEYOND_BAND_SIDES  # the band's outer edge, in face sides from the face's middle
    outer = (centre + reach * (corners - centre)).astype(np.float32)
    warp = cv2.getPerspectiveTransform(outer, _square(size))
    height, width = working.bgr.shape[:2]
    left, top, across, down = cv2.boundingRect(outer)
    x0, y0 = max(0, left - 1), max(0, top - 1)
    x1, y1 = min(width, left + across + 1), min(height, top + down + 1)
    if x1 <= x0 or y1 <= y0:
        return [np.empty((0, 3), np.uint8)] * SIDES
    from_window = warp @ np.array([[1, 0, x0], [0, 1, y0], [0, 0, 1]], float)

    def sampled(image: np.ndarray) -> np.ndarray:
        return cv2.warpPerspective(image, from_window, (size, size), flags=cv2.INTER_NEAREST, borderValue=0)

    bgr = sampled(working.bgr[y0:y1, x0:x1])
    lab = sampled(working.lab_window(x0, y0, x1, y1)).astype(np.float32)
    table = sampled(np.ascontiguousarray(working.table[y0:y1, x0:x1])).astype(np.float32)
    inside = sampled(np.ones((y1 - y0, x1 - x0), np.uint8)).astype(bool)
    stands_out = sampled(working.distance_from_table_in(x0, y0, x1, y1)) > tol.BODY_MIN_COLOUR_DISTANCE
    nearest = _nearer_than_others(warp, boxes, row, scale, size)
    band, side_of = _band(size)
    own = band & inside & nearest
    plastic = own & stands_out & _unlike_shaded_table(lab, table)
    pixels = []
    for side in range(SIDES):
        cell, kept = own & (side_of == side), plastic & (side_of == side)
        enough = np.count_nonzero(kept) >= max(1, tol.BEYOND_MIN_PLASTIC_SHARE * np.count_nonzero(cell))
        pixels.append(bgr[kept] if enough else np.empty((0, 3), np.uint8))
    return pixels


def _nearer_than_others(warp: np.ndarray, boxes: list[np.ndarray], row: int, scale: float, size: int) -> np.ndarray:
    """(size, size) bool: grid points nearer the face `boxes[row]` than any other face, each distance taken in the
    face's own box (the largest of the point's two coordinates, sides from its middle), so faces of any size and
    turn split the band where their bevels meet."""
    own = _own_distance(size)
    points = cv2.perspectiveTransform(_grid(size), np.linalg.inv(warp)).reshape(-1, 1, 2)  # working pixels
    nearer = np.ones((size, size), bool)
    for index, box in enumerate(boxes):
        if index == row:
            continue
        to_box = cv2.getPerspectiveTransform((box * scale).astype(np.float32), _unit_square())
        in_box = cv2.perspectiveTransform(points, to_box).reshape(size, size, 2)
        nearer &= own < np.abs(in_box).max(axis=2)
    return nearer


def _unlike_shaded_table(lab: np.ndarray, table: np.ndarray) -> np.ndarray:
    """(size, size) bool: pixels (OpenCV 8-bit L*a*b*, as `table`, the local table colour) whose a*, b* relit to the
    table's lightness lie `tol.BEYOND_MIN_RELIT_STEP` or more from the table's: no table in shade."""
    gain = (table[..., 0] * (100 / 255) + 16) / (lab[..., 0] * (100 / 255) + 16)
    relit = (lab[..., 1:] - 128) * gain[..., None]
    step = np.hypot(*np.moveaxis(relit - (table[..., 1:] - 128), -1, 0))
    return step >= tol.BEYOND_MIN_RELIT_STEP


@cache
def _band(size: int) -> tuple[np.ndarray, np.ndarray]:
    """The band beyond the face on the grid (size, size) bool, and the side each grid point lies beyond (0-3, the
    side between corners k and k + 1 of the box: top, right, bottom, left of the square)."""
    centres = (np.arange(size) + 0.5) / size * 2 - 1
    across, down = np.meshgrid(centres, centres)
    band = _own_distance(size) >= 0.5
    side_of = np.where(np.abs(across) >= np.abs(down), np.where(across > 0, 1, 3), np.where(down > 0, 2, 0))
    return band, side_of


@cache
def _own_distance(size: int) -> np.ndarray:
    """(size, size): each grid point's distance from the face's middle in its own box (0.5 at its edge)."""
    centres = ((np.arange(size) + 0.5) / size * 2 - 1) * (0.5 + tol.BEYOND_BAND_SIDES)
    return np.maximum(np.abs(centres)[:, None], np.abs(centres)[None, :])


@cache
def _grid(size: int) -> np.ndarray:
    """The grid points' centres (1, size * size, 2) float32 in grid pixels, row by row."""
    centres = np.arange(size, dtype=np.float32) + 0.5
    across, down = np.meshgrid(centres, centres)
    return np.stack([across, down], axis=-1).reshape(1, -1, 2)


def _square(size: int) -> np.ndarray:
    return np.array([[0, 0], [size, 0], [size, size], [0, size]], np.float32)


def _unit_square() -> np.ndarray:
    """A box's corners in its own coordinates: its middle at 0, its edges at ±0.5."""
    return np.array([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]], np.float32)
