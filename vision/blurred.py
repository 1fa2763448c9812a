"""Frames smeared by camera shake: how far and which way, and the frame sharpened again.

A shaken camera smears the whole frame along one line (a box of `length_px` along `angle_deg`), pips turn into
streaks the pip finder cannot take for pips, and dice are missed outright. The smear shows in the frame's own
edges: the slope along the shake direction stays alike over a few pixels (an edge becomes a ramp as long as the
smear), while across it, and in every direction of a sharp frame, it changes within a pixel or two (a tilted
camera foreshortens pips, but leaves their edges sharp). Where it shows clearly, the frame is sharpened by
deconvolving it with that box (`sharpened`) and read again (`vision.reader.read_frame`), each die asked about sooner
(`less_sure`), and merged with the frame's own reading die by die (`vision.sharpened_merge`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.reading import TableReading


@dataclass(frozen=True)
class Shake:
    """A straight smear over the frame: its length (pixels of the frame), its direction (degrees counter-clockwise
    from the image's x axis, as seen with y up, 0–180) and how much more alike the slope stays along it than in the
    frame's usual direction (the excess correlation of `shake_of`, 0 for a sharp frame)."""

    length_px: int
    angle_deg: float
    excess: float


def shake_of(working: WorkingImage) -> Shake | None:
    """The camera shake smearing the frame whose `vision.bodies.working_image` is `working`, or None when no
    direction stands out by `tol.SHAKE_MIN_EXCESS` or the smear is shorter than `tol.SHAKE_MIN_LENGTH_PX` or
    longer than `tol.SHAKE_MAX_LENGTH_PX` (motion, not shake), unless only a slow tail makes it so
    (`_length_by_pace`).

    Compares, for directions every `tol.SHAKE_ANGLE_STEP_DEG` degrees, how alike the grey slope along each
    direction is `tol.SHAKE_PROBE_PX` pixels further along it (its normalised autocorrelation) with the median over
    directions, near die colour only (`WorkingImage.is_body_colour` grown by `tol.SHAKE_NEAR_BODY_PX`): the
    edges of dice run every way, those of a tray, a card or wood grain one way, and the table's soft shadows
    are alike along their slope. The length comes out in pixels of the frame. Does not change the frame."""
    near = cv2.dilate(working.is_body_colour.view(np.uint8), np.ones((tol.SHAKE_NEAR_BODY_PX,) * 2, np.uint8))
    points = _sample_points(near)
    if not points.size:
        return None
    grey = cv2.cvtColor(working.bgr, cv2.COLOR_BGR2GRAY)
    slopes = _Slopes(cv2.Sobel(grey, cv2.CV_32F, 1, 0), cv2.Sobel(grey, cv2.CV_32F, 0, 1), points)
    angles = np.arange(0.0, 180.0, tol.SHAKE_ANGLE_STEP_DEG)
    alike = np.array([slopes.alike(angle, tol.SHAKE_PROBE_PX) for angle in angles])
    best = int(np.argmax(alike))
    excess = float(alike[best] - np.median(alike))
    if excess < tol.SHAKE_MIN_EXCESS:
        return None
    angle = float(angles[best])
    # The slope along the smear stays alike over about its length: the first lag where that is gone. A smear
    # longer than a shaken camera gives is dice or a hand in motion, which no sharpening makes a settled table.
    lags = range(1, tol.SHAKE_MAX_LENGTH_PX + 1)
    length = next((lag for lag in lags if slopes.alike(angle, lag) <= 0.0), None)
    if length is None:
        length = _length_by_pace(slopes, angle)
    if length is None or length < tol.SHAKE_MIN_LENGTH_PX:
        return None
    return Shake(length_px=round(length / working.scale), angle_deg=angle, excess=round(excess, 3))


def _length_by_pace(slopes: _Slopes, angle_deg: float) -> int | None:
    """The length (working pixels, rounded up) of a smear along `angle_deg` whose slope stays alike beyond
    `tol.SHAKE_MAX_LENGTH_PX` only in a slow tail, or None when it falls too slowly for a shaken camera (dice in
    motion): a smear's ramp makes the alikeness fall in a straight line, reaching 0 at its length, while the edges'
    own width and the texture beyond them drag the last of it out; so the length is where the straight line
    through the alikeness one pixel and `tol.SHAKE_PACE_LAG_PX` pixels along reaches 0, and a shake when that is at
    most `tol.SHAKE_MAX_PACED_LENGTH_PX`."""
    near, far = slopes.alike(angle_deg, 1), slopes.alike(angle_deg, tol.SHAKE_PACE_LAG_PX)
    if far >= near:
        return None
    length = math.ceil(1 + near * (tol.SHAKE_PACE_LAG_PX - 1) / (near - far))
    return length if length <= tol.SHAKE_MAX_PACED_LENGTH_PX else None


def _sample_points(near: np.ndarray) -> np.ndarray:
    """The flat indexes (into an image of `near`'s shape) of every `tol.SHAKE_SAMPLE_STEP_PX`-th pixel each way, a
    smear's longest length and one away from the border, where `near` (H, W) is set: a smear is the same all over the
    frame, so a sample of it tells as much, and it is judged only near die colour (a sixteenth of the sample)."""
    step, margin = tol.SHAKE_SAMPLE_STEP_PX, tol.SHAKE_MAX_LENGTH_PX + 1
    height, width = near.shape
    rows = np.arange(margin, margin + (height - 2 * margin) // step * step, step)
    cols = np.arange(margin, margin + (width - 2 * margin) // step * step, step)
    if not rows.size or not cols.size:
        return rows[:0]
    ys, xs = np.nonzero(near[rows[0] : rows[-1] + 1 : step, cols[0] : cols[-1] + 1 : step])  # a view: no copy
    return rows[ys] * width + cols[xs]


class _Slopes:
    """The grey slopes of the working image, x and y (h, w) float32, compared from the sample `points` (flat
    indexes, `_sample_points`) with themselves a few pixels on."""

    def __init__(self, slope_x: np.ndarray, slope_y: np.ndarray, points: np.ndarray) -> None:
        self.width, self.points = slope_x.shape[1], points
        self.slope_x, self.slope_y = slope_x.ravel(), slope_y.ravel()
        self.moved: dict[int, tuple[np.ndarray, np.ndarray]] = {}  # by shift, see `_moved_by`
        self.here_x, self.here_y = self._moved_by(0)

    def alike(self, angle_deg: float, lag_px: float) -> float:
        """The normalised correlation of the slope along `angle_deg` (y up) with itself `lag_px` pixels further
        that way, bilinear between the four pixels around each point moved: as the points all move alike, each of
        the four takes one weight, and the correlation with the slope moved is the weighted sum of those with the
        four (two dot products each, no image of the slope moved)."""
        radians = math.radians(angle_deg)
        along_x, along_y = math.cos(radians), -math.sin(radians)
        here = along_x * self.here_x + along_y * self.here_y
        moved_x, moved_y = lag_px * along_x, lag_px * along_y
        left, top = math.floor(moved_x), math.floor(moved_y)
        right_share, lower_share = moved_x - left, moved_y - top
        corner = top * self.width + left
        pixels_around = (
            (0, (1 - right_share) * (1 - lower_share)),
            (1, right_share * (1 - lower_share)),
            (self.width, (1 - right_share) * lower_share),
            (self.width + 1, right_share * lower_share),
        )
        together = 0.0
        for offset, weight in pixels_around:
            moved_slope_x, moved_slope_y = self._moved_by(corner + offset)
            together += weight * (along_x * np.dot(here, moved_slope_x) + along_y * np.dot(here, moved_slope_y))
        return float(together / max(float(np.dot(here, here)), 1e-6))

    def _moved_by(self, shift: int) -> tuple[np.ndarray, np.ndarray]:
        """The x and y slopes (float64) at the sample points moved `shift` flat pixels: taken once for each shift, as
        neighbouring directions and lags share most pixels around their points moved (23 shifts for the 72 corners
        of the 18 directions at the probe's lag)."""
        if shift not in self.moved:
            at = self.points + shift
            self.moved[shift] = (self.slope_x[at].astype(np.float64), self.slope_y[at].astype(np.float64))
        return self.moved[shift]


def sharpened(image_bgr: np.ndarray, shake: Shake) -> np.ndarray:
    """The BGR uint8 frame (H, W, 3) with the smear `shake` undone by `tol.SHAKE_DEBLUR_ROUNDS` rounds of
    Richardson-Lucy deconvolution with that line (edges mirrored): it keeps the frame's levels positive and rings
    less than a Wiener filter, which read fewer dice on the shaken train frames and the recorded sessions (47 of 58
    and 29 of 34 where this reads 50 and 31). Does not change the frame."""
    smear = _smear_line(shake)
    back = cv2.flip(smear, -1)  # filter2D correlates: the smear turned round carries the ratio back
    seen = image_bgr.astype(np.float32) + 1.0  # levels kept above 0, as the ratio needs
    sharp = seen.copy()
    for _ in range(tol.SHAKE_DEBLUR_ROUNDS):
        ratio = cv2.divide(seen, cv2.max(_correlated(sharp, smear), 1e-3))
        cv2.multiply(sharp, _correlated(ratio, back), dst=sharp)  # OpenCV's own loops: a tenth quicker than numpy's
    return np.clip(sharp - 0.5, 0, 255).astype(np.uint8)


# OpenCV's filter2D goes through the DFT from this many kernel taps on (zeros counted; fewer without SSE3, as on the
# Pi's ARM), taking the frame's whole spectrum for a line of a few dozen taps; below it, it sums only the non-zero taps.
_CPU_SSE3 = 6  # cv::CPU_SSE3, which OpenCV's Python module does not name
_DFT_FROM_TAPS = 130 if cv2.checkHardwareSupport(_CPU_SSE3) else 50


def _correlated(image: np.ndarray, line: np.ndarray) -> np.ndarray:
    """`cv2.filter2D` of the float32 (H, W, 3) `image` with the smear `line` (odd square, through its centre) about
    its centre, edges mirrored, by OpenCV's direct sum where it can: the line cut to its non-zero rows and columns,
    and where that still reaches the DFT, its rows above and below the centre apart (a half holds at most 56 taps
    for a 16 px line, the longest at 1280x960; 49 up to 15 px). Equal to the DFT's result up to float rounding, and
    4-6 times quicker at 1280x960 for a 14 px line."""
    if _cut_about_centre(line)[0].size < _DFT_FROM_TAPS:
        return _direct(image, line)
    centre = line.shape[0] // 2
    upper, lower = line.copy(), line.copy()
    upper[centre + 1 :], lower[: centre + 1] = 0.0, 0.0
    return _direct(image, upper) + _direct(image, lower)


def _direct(image: np.ndarray, kernel: np.ndarray) -> np.ndarray:
    """`cv2.filter2D` of `image` with the odd square `kernel` about its centre (edges mirrored), the kernel cut to
    its non-zero rows and columns and its centre."""
    cut, anchor = _cut_about_centre(kernel)
    return cv2.filter2D(image, -1, cut, anchor=anchor, borderType=cv2.BORDER_REFLECT)


def _cut_about_centre(kernel: np.ndarray) -> tuple[np.ndarray, tuple[int, int]]:
    """The odd square `kernel` cut to the box of its non-zero taps and its centre, and where the centre lies in the
    cut (x, y)."""
    centre = kernel.shape[0] // 2
    rows = np.append(np.flatnonzero(kernel.any(axis=1)), centre)
    cols = np.append(np.flatnonzero(kernel.any(axis=0)), centre)
    top, left = int(rows.min()), int(cols.min())
    return kernel[top : rows.max() + 1, left : cols.max() + 1], (centre - left, centre - top)


def _smear_line(shake: Shake) -> np.ndarray:
    """The smear as a small square float32 kernel (odd side) summing to 1: a line `length_px` long through its
    centre along `angle_deg`, as a shaken camera draws a point; the row of `length_px` pixels through the centre
    turned by `angle_deg` and sampled bilinearly (each pixel of the kernel takes the row where turning it back
    lands), in float64. OpenCV's `warpAffine` did that with its own rounding: OpenCV 4 puts the sample points on a
    grid of 1/32 pixel, 5 does not, and their kernels differed by up to 0.0056 of a tap (of 0.11-0.17), a grey level
    on 2% of the sharpened pixels of Blöder Sack train 30006, enough to lose two of its dice on the Pi's OpenCV 4.11
    (12 read on 5, 10 on 4.11). Computed here, it is OpenCV 5's kernel within 2e-7 on both."""
    size = shake.length_px | 1
    centre = size // 2
    turn = math.radians(shake.angle_deg)
    down, across = np.mgrid[-centre : centre + 1, -centre : centre + 1].astype(np.float64)
    along_row = math.cos(turn) * across - math.sin(turn) * down  # where each pixel turned back lands on the row
    off_row = math.sin(turn) * across + math.cos(turn) * down
    first = (size - shake.length_px) // 2
    row = np.arange(first, first + shake.length_px) - centre  # the row's pixels, from the centre
    on_row = np.maximum(0.0, 1.0 - np.abs(along_row[..., None] - row)).sum(axis=-1)
    line = (np.maximum(0.0, 1.0 - np.abs(off_row)) * on_row).astype(np.float32)
    return line / line.sum()


def less_sure(reading: TableReading) -> TableReading:
    """The reading of a sharpened frame with each die's confidence times `tol.SHAKE_CONFIDENCE`: sharpening makes
    pips of noise and ringing too, so such dice are asked about sooner."""
    dice = tuple(replace(die, confidence=round(die.confidence * tol.SHAKE_CONFIDENCE, 3)) for die in reading.dice)
    return replace(reading, dice=dice)
