"""Bodies that are no die: a die's shadow, or the end of something larger (a fingertip, a tray's corner).

A body is found by its colour standing out from the local table (`vision.bodies`); where no pips are seen in it, it
is reported as a die whose pips could not be seen, and the players are asked to lay again a die that is not there
(issue #2). Two kinds of body stand out that way without being a die:

- the shadow a die casts on a light table, beside the die read: about a die in size, nearly square and dark. A
  shadow only darkens the table, so its a*b* stay near the table's, where the plastic of a die, even a dark one,
  shows its own (DSC train 10019 and 10034: five shadows 3-14 8-bit a*b* units off the table; Blöder train 30043's
  dark blue 6: 19). A deep shadow under one lamp has lost the table's hue on its way to grey (Blöder dev 290-349 on
  wood and green felt: 26-31 off the table's a*b*, 0.1-3.4 off the line from them to grey), as black plastic is
  grey: it is told from a black (or silver) die by its pips, as a die shows at least one of them in the middle of
  its top face, where such a shadow shows nothing beyond the grain (`_shows_no_pip`);
- the end of something larger: its colour goes on beyond the body's box where a die's stops at its edges (Gönnen
  train 50008 and 50012's fingertips, Blöder train 30037's tray corner: 0.21-0.37 of a ring around them in their
  colour; the bodies of dice not read: 0.02 at most). A tray's wall seen from above is a strip too thin to fill
  that share at its corner (Blöder dev 30285, 30413: 0.06-0.11), but it runs on: its colour, joined to the body's
  middle, reaches out of the window around it, where a die's stops at its edges, or at those of a touching die of
  its colour (`_runs_out_of_the_window`). The dice read are left out of the ring and of that run, so a die of the
  same colour beside one is no such continuation; a body of the table's own colour (a die whose pale top is judged
  by its sides, `vision.pale_tops`) is not judged this way.

A report of a die not read may lie on a card's paper (`is_on_paper`): print at a card's edge grouped as pips that
form no face, found where the print's marks left too few beside it to be taken for print (`vision.texture`). A card
is paper, lighter than the table it lies on, and flat: its colour runs on beyond a die's size, out of the window,
where a die's stops at its edges.

Either kind is no die when its pip places are read as a face either (`vision.face_template` reads something in most
patches of a die's size): a fingertip's skin grain read as a 2 (Gönnen train 50058), a card's brick print as a 6.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from vision import tolerances as tol
from vision.plastic import histogram_medians

Point = tuple[float, float]


@dataclass(frozen=True)
class _Window:
    """8-bit L*a*b* (`lab`, uint8 (h, w, 3)) of the square around a body that its tests look at, `origin` its top-left
    in frame pixels, and each column's and row's step from the body's centre in body sides (`x_steps` (w,), `y_steps`
    (h,)). A pixel's step is the larger of its two, so every square of steps is a rectangle of the window and a square
    ring is a rectangle less one: the rings are cut and counted, never masked pixel by pixel (a card-sized body's
    window is 700 px across)."""

    lab: np.ndarray
    origin: tuple[int, int]
    x_steps: np.ndarray
    y_steps: np.ndarray

    def within(self, step: float, is_closed: bool = True) -> tuple[slice, slice]:
        """The rows and columns of the square whose steps are at most `step` (below it where not `is_closed`)."""
        return _span(self.y_steps, step, is_closed), _span(self.x_steps, step, is_closed)


@dataclass(frozen=True)
class _Surroundings:
    """Around a body: its middle's mean (3,) and the table's median (3,), 8-bit L*a*b* as float32, and its window."""

    middle: np.ndarray
    table: np.ndarray
    window: _Window


def is_no_die(image_bgr: np.ndarray, center: Point, side_px: float, read_centres: list[Point]) -> bool:
    """Whether the body at `center` (frame pixels, `side_px` its side) is a die's shadow or the end of something
    larger, given the centres of the dice read in the frame (`image_bgr`, (H, W, 3) uint8, not changed)."""
    around = _surroundings(image_bgr, center, side_px)
    if around is None:
        return False
    return _is_a_die_shadow(around, center, side_px, read_centres) or _goes_on_beyond_its_box(
        around, side_px, read_centres
    )


def is_on_paper(image_bgr: np.ndarray, center: Point, side_px: float, read_centres: list[Point]) -> bool:
    """Whether the spot at `center` (frame pixels; `side_px` a die's side there) lies on a card's paper: its middle is
    at least `tol.PAPER_MIN_LIGHTER` lighter than the table (8-bit L*) and its colour runs on from it out of the window
    (`_runs_out_of_the_window`), given the centres of the dice read (`image_bgr`, (H, W, 3) uint8, not changed)."""
    around = _surroundings(image_bgr, center, side_px)
    if around is None or around.middle[0] - around.table[0] < tol.PAPER_MIN_LIGHTER:
        return False
    return _runs_out_of_the_window(around, side_px, read_centres)


def _is_a_die_shadow(around: _Surroundings, center: Point, side_px: float, read_centres: list[Point]) -> bool:
    """A die was read within `tol.DIE_SHADOW_BESIDE_SIDES` body sides, and the body's middle is at least
    `tol.DIE_SHADOW_MIN_DARKER` darker than the table (8-bit L*) with its a*b* within `tol.DIE_SHADOW_MAX_HUE_STEP`
    of the table's, or within `tol.DIE_SHADOW_MAX_FADE_STEP` of the line from the table's to grey where no pip stands
    out of it (`_shows_no_pip`)."""
    if not any(math.dist(center, read) <= tol.DIE_SHADOW_BESIDE_SIDES * side_px for read in read_centres):
        return False
    if around.table[0] - around.middle[0] < tol.DIE_SHADOW_MIN_DARKER:
        return False
    if float(np.hypot(*(around.middle[1:] - around.table[1:]))) <= tol.DIE_SHADOW_MAX_HUE_STEP:
        return True
    is_faded = _off_the_line_to_grey(around.middle[1:], around.table[1:]) <= tol.DIE_SHADOW_MAX_FADE_STEP
    return is_faded and _shows_no_pip(around.window, side_px, read_centres)


def _off_the_line_to_grey(hue: np.ndarray, table_hue: np.ndarray) -> float:
    """How far the a*b* `hue` (2,) lie from the line between the table's `table_hue` (2,) and grey (128, 128), 8-bit
    units: a shadow keeps the table's hue, less of it the deeper it is."""
    colour, table = hue.astype(np.float64) - _GREY, table_hue.astype(np.float64) - _GREY
    reach = float(table @ table)
    share = min(max(float(colour @ table) / reach, 0.0), 1.0) if reach else 0.0
    return float(np.hypot(*(colour - share * table)))


_GREY = 128.0


def _shows_no_pip(window: _Window, side_px: float, read_centres: list[Point]) -> bool:
    """Whether the lightness (8-bit L*) of the disc `tol.DIE_SHADOW_PIP_DISC_SIDES` body sides around the body's
    centre, less what lies within `tol.SAME_BODY_DISTANCE_SIDES` body sides of a die read (the die casting the
    shadow), keeps to its median within `tol.DIE_SHADOW_MAX_PIP_STEP` but for its `tol.DIE_SHADOW_PIP_SHARE`
    farthest pixels: fewer than half a pip's worth. False for an empty disc (the body is then left as it was)."""
    rows, columns = window.within(tol.DIE_SHADOW_PIP_DISC_SIDES)
    y_steps, x_steps = window.y_steps[rows][:, None], window.x_steps[columns][None, :]
    is_disc = y_steps * y_steps + x_steps * x_steps <= tol.DIE_SHADOW_PIP_DISC_SIDES**2
    (x0, y0), apart = window.origin, tol.SAME_BODY_DISTANCE_SIDES * side_px
    xs = np.arange(x0 + columns.start, x0 + columns.stop)[None, :]
    ys = np.arange(y0 + rows.start, y0 + rows.stop)[:, None]
    for x, y in read_centres:
        is_disc &= (xs - x) ** 2 + (ys - y) ** 2 > apart * apart
    lightness = window.lab[rows, columns, 0][is_disc].astype(np.float32)
    if not lightness.size:
        return False
    steps = np.abs(lightness - np.median(lightness))
    return float(np.percentile(steps, 100 * (1 - tol.DIE_SHADOW_PIP_SHARE))) <= tol.DIE_SHADOW_MAX_PIP_STEP


def _goes_on_beyond_its_box(around: _Surroundings, side_px: float, read_centres: list[Point]) -> bool:
    """The body's middle stands out from the table by `tol.BEYOND_BOX_MIN_TABLE_STEP` at least, and at least
    `tol.BEYOND_BOX_MIN_SHARE` of the ring beyond its box (`_ring_beyond_the_box`) lies within
    `tol.BEYOND_BOX_SAME_COLOUR` of the middle, or the middle's colour runs on from it out of the window
    (`_runs_out_of_the_window`)."""
    if float(np.linalg.norm(around.middle - around.table)) < tol.BEYOND_BOX_MIN_TABLE_STEP:
        return False
    pixels, is_ring = _ring_beyond_the_box(around.window, side_px, read_centres)
    ring_size = np.count_nonzero(is_ring)
    if ring_size and np.count_nonzero(_alike(pixels, is_ring, around.middle)) / ring_size >= tol.BEYOND_BOX_MIN_SHARE:
        return True
    return _runs_out_of_the_window(around, side_px, read_centres)


def _runs_out_of_the_window(around: _Surroundings, side_px: float, read_centres: list[Point]) -> bool:
    """Whether the pixels of the window within `tol.BEYOND_BOX_SAME_COLOUR` of the middle's colour that join the
    middle (a square `tol.DIE_SHADOW_MIDDLE_SIDES` across), less what lies by a die read (`_away_from_dice_read`),
    reach `tol.BEYOND_BOX_RUN_SIDES` body sides from its centre: a strip too thin to fill the ring's share (a tray's
    wall at its corner) still runs on, where a die's colour stops at its edges, or at a touching die's of its colour."""
    window = around.window
    whole = slice(0, window.lab.shape[0]), slice(0, window.lab.shape[1])
    is_alike = _alike(window.lab, _away_from_dice_read(window, *whole, side_px, read_centres), around.middle)
    count, parts = cv2.connectedComponents(is_alike.astype(np.uint8), connectivity=8)
    is_joined = np.zeros(count, bool)  # by part: whether it joins the middle (part 0: the pixels not alike)
    is_joined[parts[window.within(tol.DIE_SHADOW_MIDDLE_SIDES / 2)]] = True
    is_joined[0] = False
    reached = is_joined[parts]
    reached[window.within(tol.BEYOND_BOX_RUN_SIDES, is_closed=False)] = False
    return bool(reached.any())


def _alike(pixels: np.ndarray, where: np.ndarray, colour: np.ndarray) -> np.ndarray:
    """Where `where` ((h, w) bool) is set and `pixels` ((h, w, 3) uint8 L*a*b*) lie within
    `tol.BEYOND_BOX_SAME_COLOUR` of `colour` ((3,) float32), by their float32 distance: (h, w) bool. Only those
    within a level more of it in every channel are measured: the others lie farther, surely (most of a card-sized
    body's ring)."""
    reach = tol.BEYOND_BOX_SAME_COLOUR + 1
    low, high = np.clip(np.floor(colour - reach), 0, 255), np.clip(np.ceil(colour + reach), 0, 255)
    near = where & (cv2.inRange(pixels, tuple(low.tolist()), tuple(high.tolist())) > 0)
    distances = np.linalg.norm(pixels[near].astype(np.float32) - colour, axis=1)
    is_alike = np.zeros(where.shape, bool)
    is_alike[near] = distances <= tol.BEYOND_BOX_SAME_COLOUR
    return is_alike


def _surroundings(image_bgr: np.ndarray, center: Point, side_px: float) -> _Surroundings | None:
    """The body's middle (a square `tol.DIE_SHADOW_MIDDLE_SIDES` sides across) and the table (the median of a square
    ring `tol.DIE_SHADOW_TABLE_RING_SIDES` sides from the centre, taken from the ring's level counts), as far as the
    frame reaches; None where the middle or the table lies wholly outside it."""
    reach = max(tol.DIE_SHADOW_TABLE_RING_SIDES[1], tol.BEYOND_BOX_RING_SIDES[1]) * side_px
    height, width = image_bgr.shape[:2]
    x0, y0 = max(0, int(center[0] - reach)), max(0, int(center[1] - reach))
    x1, y1 = min(width, math.ceil(center[0] + reach) + 1), min(height, math.ceil(center[1] + reach) + 1)
    window = _Window(
        lab=cv2.cvtColor(image_bgr[y0:y1, x0:x1], cv2.COLOR_BGR2Lab),
        origin=(x0, y0),
        x_steps=np.abs(np.arange(x0, x1) - center[0]) / side_px,
        y_steps=np.abs(np.arange(y0, y1) - center[1]) / side_px,
    )
    middle = window.lab[window.within(tol.DIE_SHADOW_MIDDLE_SIDES / 2)].reshape(-1, 3).astype(np.float32)
    inner, outer = tol.DIE_SHADOW_TABLE_RING_SIDES
    table = _level_counts(window.lab[window.within(outer)]) - _level_counts(window.lab[window.within(inner, False)])
    if not len(middle) or not table[0].sum():
        return None
    return _Surroundings(middle.mean(axis=0), histogram_medians(table).astype(np.float32), window)


def _ring_beyond_the_box(window: _Window, side_px: float, read_centres: list[Point]) -> tuple[np.ndarray, np.ndarray]:
    """The square ring `tol.BEYOND_BOX_RING_SIDES` sides from the body's centre, less what lies by a die read
    (`_away_from_dice_read`): the window's square around the ring ((h, w, 3) uint8 L*a*b*) and where in it the ring
    lies ((h, w) bool)."""
    inner, outer = tol.BEYOND_BOX_RING_SIDES
    rows, columns = window.within(outer)
    is_ring = ~((window.y_steps[rows] < inner)[:, None] & (window.x_steps[columns] < inner)[None, :])
    return window.lab[rows, columns], is_ring & _away_from_dice_read(window, rows, columns, side_px, read_centres)


def _away_from_dice_read(
    window: _Window, rows: slice, columns: slice, side_px: float, read_centres: list[Point]
) -> np.ndarray:
    """Where in the window's `rows` and `columns` no die read lies within `tol.SAME_BODY_DISTANCE_SIDES` body sides:
    (h, w) bool."""
    (x0, y0), (height, width) = window.origin, window.lab.shape[:2]
    xs, ys = np.arange(x0 + columns.start, x0 + columns.stop), np.arange(y0 + rows.start, y0 + rows.stop)
    is_away = np.ones((len(ys), len(xs)), bool)
    apart = tol.SAME_BODY_DISTANCE_SIDES * side_px
    for x, y in read_centres:  # only dice this near the window can reach into it (a board shows dozens)
        if x0 - apart < x < x0 + width + apart and y0 - apart < y < y0 + height + apart:
            # a pixel a whole pixel beyond `apart` along an axis is beyond it however `np.hypot` rounds
            near_columns = _span(np.abs(xs - x), apart + 1, is_closed=False)
            near_rows = _span(np.abs(ys - y), apart + 1, is_closed=False)
            dx, dy = xs[near_columns][None, :] - x, ys[near_rows][:, None] - y
            is_away[near_rows, near_columns] &= _farther_than(dx, dy, apart)
    return is_away


def _farther_than(dx: np.ndarray, dy: np.ndarray, distance: float) -> np.ndarray:
    """`np.hypot(dx, dy) > distance` for offsets (1, w) and (h, 1), (h, w) bool, decided by squared distances but
    within a hair of `distance` (a billionth of its square, far beyond both roundings), where `np.hypot` decides as
    ever: the same pixels, without a slow `hypot` per pixel."""
    squared, bound = dx * dx + dy * dy, distance * distance
    is_farther = squared > bound * (1 + _HAIR)
    rows, columns = np.nonzero(~is_farther & (squared >= bound * (1 - _HAIR)))
    is_farther[rows, columns] = np.hypot(dx[0, columns], dy[rows, 0]) > distance
    return is_farther


_HAIR = 1e-9


def _level_counts(pixels: np.ndarray) -> np.ndarray:
    """How often each level 0-255 of each channel occurs in `pixels` (h, w, 3) uint8: (3, 256) int64."""
    if not pixels.size:
        return np.zeros((3, 256), np.int64)
    return np.stack([cv2.calcHist([pixels], [channel], None, [256], [0, 256]).ravel() for channel in range(3)]).astype(
        np.int64
    )


def _span(steps: np.ndarray, step: float, is_closed: bool) -> slice:
    """The indices whose `steps` are at most `step` (below it where not `is_closed`): one run, as steps fall to the
    body's centre and rise beyond it."""
    inside = np.flatnonzero(steps <= step if is_closed else steps < step)
    return slice(int(inside[0]), int(inside[-1]) + 1) if len(inside) else slice(0, 0)
