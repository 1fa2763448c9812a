"""Telling a die standing on a card from the card's print read as a die (Blöder Sack's cards: printed letters,
field numbers, the "4-4" headings and die pictures, read as white 1s on the cream paper) or seen as one (an empty
field: a square printed on the paper, about a die's size, seen as a die's body without pips).

A die stands above the card: its top face ends at an edge, beyond which lie its own side faces, its shadow, the
card paper of another colour or other dice, on at least one of its four sides. Print is flat: a mark read as a pip
has paper all around, so the face read around it looks like what lies beyond its box on every side. And the dice of
a set are one size: a face read on a card far smaller or larger than the board's other dice is a few marks of print
(a field number, a heading's dash taken for a 1's pip, its face sized from it) or part of a die, not a die.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.plastic import histogram_medians

Point = tuple[float, float]
Box = tuple[Point, Point, Point, Point]
QUARTERS = 4


def looks_like_its_surroundings(image_bgr: np.ndarray, box: Box, card_corners: np.ndarray | None = None) -> float:
    """The least, over the four quarters of the ring around the face's box (`tol.PRINT_RING_SIDES` of the box's size
    from its centre; a quarter turn each, about a corner, so a line of print running past one side does not decide
    it), share of that quarter whose colour lies within `tol.PRINT_SAME_COLOUR` (ΔE, OpenCV 8-bit L*a*b*) of the
    face's: 0 where some quarter shows nothing like the face (a die's edge, side face or shadow), towards 1 where the
    face is the paper around it all round (print). The face's colour is the median over its box (pips, darker by
    more than `tol.PRINT_PIP_STEP` than the face's median lightness, left out). `image_bgr`: H×W×3 uint8; `box`: four
    corners in its pixels. `card_corners` (float32 4×2, or None): only the ring on that card counts, as print is
    judged against its own card, not the table beyond the card's edge. Does not change the image."""
    corners = np.float32(box)
    middle = corners.mean(axis=0)
    reach = tol.PRINT_RING_SIDES[1]
    left, top = np.floor((middle + (corners - middle) * reach).min(axis=0)).astype(int)
    right, bottom = np.ceil((middle + (corners - middle) * reach).max(axis=0)).astype(int) + 1
    height, width = image_bgr.shape[:2]
    left, top, right, bottom = max(0, left), max(0, top), min(width, right), min(height, bottom)
    if right - left < 2 or bottom - top < 2:
        return 0.0
    lab = cv2.cvtColor(image_bgr[top:bottom, left:right], cv2.COLOR_BGR2LAB)
    local = corners - (left, top)
    local_middle = middle - (left, top)

    def inside(scale: float) -> np.ndarray:
        mask = np.zeros(lab.shape[:2], np.uint8)
        cv2.fillPoly(mask, [np.round(local_middle + (local - local_middle) * scale).astype(np.int32)], 1)
        return mask

    face = inside(tol.PRINT_FACE_SHARE)
    (lightness,) = histogram_medians(_histograms(lab, face, channels=1))
    if np.isnan(lightness):
        return 0.0
    unpipped = face * (lab[:, :, 0] >= lightness - tol.PRINT_PIP_STEP)
    colour = histogram_medians(_histograms(lab, unpipped, channels=3))
    ring = inside(reach) > inside(tol.PRINT_RING_SIDES[0])
    if card_corners is not None:
        on_the_card = np.zeros(lab.shape[:2], np.uint8)
        cv2.fillPoly(on_the_card, [np.round(card_corners - (left, top)).astype(np.int32)], 1)
        ring &= on_the_card > 0
    at = np.flatnonzero(ring)
    ys, xs = np.divmod(at, ring.shape[1])
    # Steps to the face's colour taken at the ring's pixels alone: levels and medians are whole or half numbers, so
    # their squares and sums are exact in any float type and order.
    step = lab.reshape(-1, 3).take(at, axis=0) - colour
    alike = (step * step) @ _CHANNEL_SUM < tol.PRINT_SAME_COLOUR**2
    # the quarter each ring pixel lies in: on which side of the middle along each of the box's two axes
    offsets = np.stack([xs - local_middle[0], ys - local_middle[1]], axis=1)
    quarter = 2 * (offsets @ (local[1] - local[0]) >= 0) + (offsets @ (local[2] - local[1]) >= 0)
    pixels = np.bincount(quarter, minlength=QUARTERS)
    if not pixels.all():
        return 0.0
    return float((np.bincount(quarter[alike], minlength=QUARTERS) / pixels).min())


_CHANNEL_SUM = np.ones(3)  # sums a pixel's squared steps in L*, a* and b*: a matrix product is the quickest sum


def _histograms(image: np.ndarray, mask: np.ndarray, channels: int) -> np.ndarray:
    """How often each level 0-255 of each of the first `channels` channels of the 8-bit `image` occurs where the
    uint8 `mask` (its H×W) is set, (channels, 256)."""
    return np.stack([cv2.calcHist([image], [channel], mask, [256], [0, 256]).ravel() for channel in range(channels)])


def is_flat(image_bgr: np.ndarray, box: Box, card_corners: np.ndarray | None = None) -> bool:
    """Whether the face in `box` (frame pixels of `image_bgr`, H×W×3 uint8) is flat print: it looks like its
    surroundings all round (`looks_like_its_surroundings` at least `tol.PRINT_MIN_ALIKE`; on `card_corners` only)."""
    return looks_like_its_surroundings(image_bgr, box, card_corners) >= tol.PRINT_MIN_ALIKE


def is_printed_spot(image_bgr: np.ndarray, center: Point, side_px: float, card_corners: np.ndarray) -> bool:
    """Whether a spot seen as a die but not read, at `center` on a card (frame pixels of `image_bgr`, H×W×3 uint8), is
    the card's print: the face a die `side_px` wide would show there (`face_at`) is flat (`is_flat`) against the rest of
    its card (`card_corners`, float32 4×2). An empty field, a square printed on the light paper about a die's size, is
    seen as a die's body without pips; a die standing there shows its sides or its shadow beyond its face on some side.
    The table beyond the card's edge is left out: an empty field by the edge is no less print for it."""
    return is_flat(image_bgr, face_at(center, side_px, card_corners), card_corners)


def face_at(center: Point, side_px: float, card_corners: np.ndarray) -> Box:
    """The square a die's top face `side_px` wide would cover at `center` (frame pixels), its sides along the card's
    (`card_corners`: its four corners in order around it, float32 4×2). An unreadable spot has no face of its own to
    judge, and the print it may be (an empty field's square) runs along the card."""
    along = card_corners[1] - card_corners[0]
    along = along / np.linalg.norm(along) * side_px / 2
    across = np.float32([-along[1], along[0]])
    middle = np.float32(center)
    corners = (middle - along - across, middle + along - across, middle + along + across, middle - along + across)
    a, b, c, d = ((float(x), float(y)) for x, y in corners)
    return a, b, c, d


def is_off_the_dice_size(side_px: float, other_sides_px: Sequence[float], value: int | None = None) -> bool:
    """Whether a face read on a card, `side_px` wide, lies outside `tol.BOARD_DIE_SIDES` times the median side of
    the board's other readings (`other_sides_px`; judged only when there are `tol.BOARD_SIZE_MIN_DICE` of them).
    A 1 (`value`) may be no wider than `tol.BOARD_ONE_MAX_SIDES` times it: its box is sized from its one pip, so a
    dark blob on a light card (a die's shadow, which the camera frame's pip window passes as a large dark pip) makes
    a 1 as wide as a whole die and more."""
    if len(other_sides_px) < tol.BOARD_SIZE_MIN_DICE:
        return False
    smallest, largest = tol.BOARD_DIE_SIDES
    if value == 1:
        largest = min(largest, tol.BOARD_ONE_MAX_SIDES)
    return not smallest <= side_px / statistics.median(other_sides_px) <= largest
