"""Bodies that are no die: a die's shadow, or the end of something larger (a fingertip, a tray's corner).

A body is found by its colour standing out from the local table (`vision.bodies`); where no pips are seen in it, it
is reported as a die whose pips could not be seen, and the players are asked to lay again a die that is not there
(issue #2). Two kinds of body stand out that way without being a die:

- the shadow a die casts on a light table, beside the die read: about a die in size, nearly square and dark. A
  shadow only darkens the table, so its a*b* stay near the table's, where the plastic of a die, even a dark one,
  shows its own (DSC train 10019 and 10034: five shadows 3-14 8-bit a*b* units off the table; Blöder train 30043's
  dark blue 6: 19);
- the end of something larger: its colour goes on beyond the body's box where a die's stops at its edges (Gönnen
  train 50008 and 50012's fingertips, Blöder train 30037's tray corner: 0.21-0.37 of a ring around them in their
  colour; the bodies of dice not read: 0.02 at most). The dice read are left out of the ring, so a die of the same
  colour beside one is no such continuation; a body of the table's own colour (a die whose pale top is judged by
  its sides, `vision.pale_tops`) is not judged this way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from vision import tolerances as tol

Point = tuple[float, float]


@dataclass(frozen=True)
class _Surroundings:
    """8-bit L*a*b* around a body: its middle's mean (3,), the table's median (3,) and the pixels (N, 3) of the ring
    just beyond its box that no die read covers."""

    middle: np.ndarray
    table: np.ndarray
    ring: np.ndarray


def is_no_die(image_bgr: np.ndarray, center: Point, side_px: float, read_centres: list[Point]) -> bool:
    """Whether the body at `center` (frame pixels, `side_px` its side) is a die's shadow or the end of something
    larger, given the centres of the dice read in the frame (`image_bgr`, (H, W, 3) uint8, not changed)."""
    around = _surroundings(image_bgr, center, side_px, read_centres)
    if around is None:
        return False
    return _is_a_die_shadow(around, center, side_px, read_centres) or _goes_on_beyond_its_box(around)


def _is_a_die_shadow(around: _Surroundings, center: Point, side_px: float, read_centres: list[Point]) -> bool:
    """A die was read within `tol.DIE_SHADOW_BESIDE_SIDES` body sides, and the body's middle is at least
    `tol.DIE_SHADOW_MIN_DARKER` darker than the table (8-bit L*) with its a*b* within `tol.DIE_SHADOW_MAX_HUE_STEP`
    of the table's."""
    if not any(math.dist(center, read) <= tol.DIE_SHADOW_BESIDE_SIDES * side_px for read in read_centres):
        return False
    is_darker = around.table[0] - around.middle[0] >= tol.DIE_SHADOW_MIN_DARKER
    return is_darker and float(np.hypot(*(around.middle[1:] - around.table[1:]))) <= tol.DIE_SHADOW_MAX_HUE_STEP


def _goes_on_beyond_its_box(around: _Surroundings) -> bool:
    """The body's middle stands out from the table by `tol.BEYOND_BOX_MIN_TABLE_STEP` at least, and at least
    `tol.BEYOND_BOX_MIN_SHARE` of the ring beyond its box lies within `tol.BEYOND_BOX_SAME_COLOUR` of the middle."""
    if float(np.linalg.norm(around.middle - around.table)) < tol.BEYOND_BOX_MIN_TABLE_STEP or not len(around.ring):
        return False
    is_same = np.linalg.norm(around.ring - around.middle, axis=1) <= tol.BEYOND_BOX_SAME_COLOUR
    return float(is_same.mean()) >= tol.BEYOND_BOX_MIN_SHARE


def _surroundings(
    image_bgr: np.ndarray, center: Point, side_px: float, read_centres: list[Point]
) -> _Surroundings | None:
    """The body's middle (a square `tol.DIE_SHADOW_MIDDLE_SIDES` sides across), the table (a square ring
    `tol.DIE_SHADOW_TABLE_RING_SIDES` sides from the centre) and the ring beyond the box (`tol.BEYOND_BOX_RING_SIDES`,
    less what lies within `tol.SAME_BODY_DISTANCE_SIDES` body sides of a die read), as far as the frame reaches;
    None where the middle or the table lies wholly outside it."""
    reach = max(tol.DIE_SHADOW_TABLE_RING_SIDES[1], tol.BEYOND_BOX_RING_SIDES[1]) * side_px
    height, width = image_bgr.shape[:2]
    x0, y0 = max(0, int(center[0] - reach)), max(0, int(center[1] - reach))
    x1, y1 = min(width, math.ceil(center[0] + reach) + 1), min(height, math.ceil(center[1] + reach) + 1)
    lab = cv2.cvtColor(image_bgr[y0:y1, x0:x1], cv2.COLOR_BGR2Lab).astype(np.float32)
    ys, xs = np.arange(y0, y1)[:, None], np.arange(x0, x1)[None, :]  # broadcast: no full grids of coordinates
    steps = np.maximum(np.abs(xs - center[0]), np.abs(ys - center[1])) / side_px
    middle = lab[steps <= tol.DIE_SHADOW_MIDDLE_SIDES / 2]
    table = lab[(steps >= tol.DIE_SHADOW_TABLE_RING_SIDES[0]) & (steps <= tol.DIE_SHADOW_TABLE_RING_SIDES[1])]
    if not len(middle) or not len(table):
        return None
    is_ring = (steps >= tol.BEYOND_BOX_RING_SIDES[0]) & (steps <= tol.BEYOND_BOX_RING_SIDES[1])
    apart = tol.SAME_BODY_DISTANCE_SIDES * side_px
    for x, y in read_centres:  # only dice this near the window can reach into it (a board shows dozens)
        if x0 - apart < x < x1 + apart and y0 - apart < y < y1 + apart:
            is_ring &= np.hypot(xs - x, ys - y) > apart
    return _Surroundings(middle=middle.mean(axis=0), table=np.median(table, axis=0), ring=lab[is_ring])
