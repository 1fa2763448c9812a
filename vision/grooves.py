"""The groove between the top faces of two touching dice: two cubes side by side leave a V of two rounded edges
between their top faces, in their own shadow, darker than both faces around it. One die's top face and its own side
face meet at one rounded edge instead, whose surface turns from the top's direction to the side's: lit as a face
turned between the two (shading is a smooth function of the surface's direction, peaking once over the turn under
one light), it is never darker than both faces. So a line darker than the faces on either side, across the step
between two faces, is a groove between two dice.

Measured on the pairs of faces the reader took for one die (`vision.topface._share_a_die`) on the train splits (640,
1280) and the development scenes 140-179, a lone pip beside a face of more pips, seen alike: the faces of two dice
dipped to 0.19-0.87 of the darker face's level between them, by 14-94 grey levels, in 14 of 19 pairs (the other
five, 0.92-0.99, stay taken for one die, as before); a 1 and its own side face to 0.93-1.01, or by at most 10 levels
(`tol.GROOVE_MAX_SHARE`, `tol.GROOVE_MIN_DEPTH`). Checked against the labels over every such pair on those sets,
of one plastic or two: each pair found grooved lay on two dice (four of them a die cocked against a 1, which the
reader doubts as kept beside another die, `vision.topface.BesideOtherPlastic`).

Measured and not built (H152): parting faces of more pips each so. Over every fitted face dropped as a face of a kept
die of one paint on those sets and dev 140-189 (643 pairs, 409 of the dropped of 2 pips or more, 32 of them labelled
dice), the groove with the lone pip's guards (seen alike) keeps three: one die (Gönnen train 50043's yellow 3) and two
2s made of pips of two dice, read on a die of other pips (GNW train 20097 on a blue 4, dev 140 20144 on a blue 1: the
groove runs between their own pips); seen within 0.2 alike, 13 dice and the same two 2s. Built so, one die changed: dev
140 20144's blue 1 read as an asked 2 (train Gönnen 50043's taken guess asked), no missed die read. The same-paint 2s
missed beside a die (Blöder train 30080, a white 2 by a white 6; dev 170 30178, a red 2 by a red 1) dip to 0.91-0.94 by
13-18 levels however the band is drawn (half width 0.05 to 0.15 of a side, 41 or 81 places), as side faces of their own
die do (dev 170 GNW 20172, a red 6's side face 2: 0.90-0.92; train DSC 10024: 0.92-0.94): a shallow groove under a high
light tells no two dice."""

from __future__ import annotations

import numpy as np

from vision import quantiles
from vision import tolerances as tol
from vision.find import FaceGroup
from vision.pips import Pip

_ALONG = np.linspace(0.0, 1.0, 41)  # places along the step from one face's centre to the other's
_ACROSS = np.linspace(-1.0, 1.0, 5)  # lines of the band, as shares of its half width
_NEAR_A = (_ALONG >= 0.1) & (_ALONG <= 0.3)  # where the first face's level is taken
_NEAR_B = (_ALONG >= 0.7) & (_ALONG <= 0.9)  # ... and the second's
_BETWEEN = np.abs(_ALONG - 0.5) < 0.2  # where the groove is looked for


def is_groove_between(brightest: np.ndarray, a: FaceGroup, b: FaceGroup) -> bool:
    """Whether the brightest channel `brightest` (the image the faces' pips were found in, their pixels) dips between
    the faces `a` and `b` below `tol.GROOVE_MAX_SHARE` of the darker face's level, by `tol.GROOVE_MIN_DEPTH` grey levels
    or more (`groove_dip`). The brightest channel is a die's own colour's: its plastic is lit there, and only shadow
    darkens it."""
    return _is_groove(groove_dip(brightest, a, b))


def is_groove_across(
    brightest: np.ndarray, start: tuple[float, float], end: tuple[float, float], side_px: float
) -> bool:
    """`is_groove_between` for two top faces of `side_px` known by their centres `start` and `end` alone (no pips
    read on them: dice bodies, `vision.bodies`), in the pixels of `brightest`."""
    return _is_groove(dip_between(brightest, start, end, side_px))


def _is_groove(dip: tuple[float, float] | None) -> bool:
    return dip is not None and dip[0] <= tol.GROOVE_MAX_SHARE and dip[1] >= tol.GROOVE_MIN_DEPTH


def groove_dip(brightest: np.ndarray, a: FaceGroup, b: FaceGroup) -> tuple[float, float] | None:
    """How dark the band along the step from `a`'s centre to `b`'s falls in its middle (`dip_between`, judged by the
    smaller face's side), the pips of both faces left out (a dark pip is no groove)."""
    return dip_between(brightest, a.center, b.center, min(a.side_px, b.side_px), a.pips + b.pips)


def dip_between(
    brightest: np.ndarray,
    start_point: tuple[float, float],
    end_point: tuple[float, float],
    side_px: float,
    pips: tuple[Pip, ...] = (),
) -> tuple[float, float] | None:
    """How dark the band along the step from one face's centre `start_point` to the other's `end_point` falls in its
    middle: the least of its medians across (each place's median over `tol.GROOVE_BAND_HALF_WIDTH` of the faces' side
    `side_px` each way) within a fifth of the step from halfway, as a share of the darker face's level (the band's
    median between a tenth and three tenths of the step from either centre) and in grey levels below it; places
    within `tol.GROOVE_PIP_CLEARANCE` radii of one of `pips` left out. None when the band leaves the image or a part of
    it holds nothing but pips."""
    start, end = np.asarray(start_point, dtype=float), np.asarray(end_point, dtype=float)
    step = end - start
    length = float(np.hypot(*step))
    if length == 0:
        return None
    across = np.array([-step[1], step[0]]) / length
    half_width = tol.GROOVE_BAND_HALF_WIDTH * side_px
    places = start + _ALONG[:, None, None] * step + (_ACROSS[None, :, None] * half_width) * across  # (along, across, 2)
    pixels = np.rint(places).astype(int)
    height, width = brightest.shape[:2]
    if pixels.min() < 0 or (pixels[..., 0] >= width).any() or (pixels[..., 1] >= height).any():
        return None
    values = brightest[pixels[..., 1], pixels[..., 0]].astype(float)
    for pip in pips:
        values[np.hypot(*(places - pip.center).transpose(2, 0, 1)) < tol.GROOVE_PIP_CLEARANCE * pip.radius] = np.nan
    rows = quantiles.row_medians_of_numbers(values)  # each place's median across the band, pips left out
    near_a, near_b, between = (rows[part][~np.isnan(rows[part])] for part in (_NEAR_A, _NEAR_B, _BETWEEN))
    if not (near_a.size and near_b.size and between.size):
        return None
    level = min(quantiles.median(near_a), quantiles.median(near_b))
    least = float(between.min())
    return (least / level if level > 0 else 1.0), level - least
