"""Pips of a side face seen steeply, drawn out into dashes along the edge they lie beside, as pip candidates.

A side face seen at a steep angle is foreshortened across the edge it shares with the top face, not along it: its
round pips become short dashes, as long as a pip along that edge and a pixel or two thin across it (dev 270-289 DSC
10272's cocked white 5, its left face a 6 as two rows of three such dashes). The pip finder keeps round blobs only,
so `vision.face_beyond` saw nothing beyond that face and the die was taken. Each edge of a taken face read from its
pips is looked along in a narrow strip beyond it: a dark feature thinner across the edge than
`tol.SIDE_DASH_MAX_THICKNESS_SIDES` and as long along it as a pip (`tol.SIDE_DASH_LENGTH_SIDES`) is such a pip,
given back as a candidate of a pip's size (its length is a pip's diameter, its face level the grey of the plastic
beside it) for `face_beyond` to judge where it lies: a flat die shows its side faces, and their dashes, only towards
the nadir, which it allows. Dark pips only: a coloured die's bevel catches the light as a thin light line along its
edge, broken into dashes (train Blöder 30050's flat red 4 was asked about when light dashes counted).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

import cv2
import numpy as np

from vision import tolerances as tol
from vision.angles import angle_between
from vision.boxes import edge_directions, mean_side_px
from vision.pips import Pip
from vision.reading import DieReading


def side_dashes(
    image_bgr: np.ndarray, dice: Sequence[DieReading], pips: Sequence[Sequence[Pip] | None], scale: float
) -> list[Pip]:
    """The dashes beside the edges of each die taken (confidence `tol.SIDE_DASH_MIN_CONFIDENCE` or more) read from
    its pips (`pips`: per die, None where read otherwise), of its pips' kind, as pip candidates in the frame scaled
    by `scale` (as `vision.face_beyond` takes them)."""
    per_die: list[tuple[DieReading, list[Pip]]] = []
    for die, die_pips in zip(dice, pips, strict=True):
        if die_pips and die_pips[0].is_dark and die.confidence >= tol.SIDE_DASH_MIN_CONFIDENCE:
            chroma = _face_chroma(image_bgr, die)
            dashes = [
                dash
                for index in range(4)
                for dash in _dashes_beside(image_bgr, die, chroma, (die.box[index - 1], die.box[index]))
            ]
            if dashes:
                per_die.append((die, dashes))
    return [
        replace(dash, center=(dash.center[0] * scale, dash.center[1] * scale), radius=dash.radius * scale)
        for dash in _shown_by_one_die(per_die)
    ]


def _shown_by_one_die(per_die: list[tuple[DieReading, list[Pip]]]) -> list[Pip]:
    """The dashes of each die (with its dashes) whose mean direction from its centre no other die's dashes share
    within `tol.FACE_BEYOND_OFF_NADIR_DEGREES[0]`: flat dice all show their side faces the same way, towards the
    nadir, wherever a handheld camera puts it (the real photos' train split six_38, two flat 6s showing their upper
    faces' rows as dashes); a cocked die turns its face up its own way."""
    directions = [
        math.atan2(*np.mean([np.subtract(dash.center, die.center) for dash in dashes], axis=0))
        for die, dashes in per_die
    ]
    limit = math.radians(tol.FACE_BEYOND_OFF_NADIR_DEGREES[0])
    return [
        dash
        for index, (_, dashes) in enumerate(per_die)
        if not any(
            other != index and angle_between(direction, directions[index]) <= limit
            for other, direction in enumerate(directions)
        )
        for dash in dashes
    ]


def _face_chroma(image_bgr: np.ndarray, die: DieReading) -> np.ndarray:
    """The median Lab a*, b* of the square of `tol.SIDE_DASH_FACE_SAMPLE_SIDES` of the die's side about its centre
    (inside its face however turned): its plastic's colour, which its side faces share."""
    half = max(1, round(tol.SIDE_DASH_FACE_SAMPLE_SIDES * mean_side_px(die.box) / 2))
    x, y = round(die.center[0]), round(die.center[1])
    patch = image_bgr[max(0, y - half) : y + half + 1, max(0, x - half) : x + half + 1]
    return np.median(cv2.cvtColor(patch, cv2.COLOR_BGR2LAB).reshape(-1, 3)[:, 1:].astype(float), axis=0)


def _dashes_beside(
    image_bgr: np.ndarray,
    die: DieReading,
    chroma: np.ndarray,
    edge: tuple[tuple[float, float], tuple[float, float]],
) -> list[Pip]:
    """The dark dashes in the strip `tol.SIDE_DASH_STRIP_SIDES` of the die's side out beyond one edge of its face,
    sampled `tol.SIDE_DASH_SAMPLES_PER_PX` to a frame pixel (a dash is thin: sampled finer than the frame it keeps its
    contrast), on plastic of the face's colour (`chroma`, Lab a* b*, within `tol.SIDE_DASH_MAX_CHROMA_STEP`): a
    printed line of a board, or the gap between two light things, beside a die is not its side face."""
    side = mean_side_px(die.box)
    length, along, outward = edge_directions(edge[0], edge[1], die.center)
    if length < 1.0:
        return []
    near, far = tol.SIDE_DASH_STRIP_SIDES
    step = 1.0 / tol.SIDE_DASH_SAMPLES_PER_PX
    width = int(length / step)
    height = int((far - near) * side / step)
    if width < 4 or height < 4:
        return []
    origin = np.asarray(edge[0], dtype=float) + outward * near * side
    # strip pixel (u, v) -> frame point origin + u * step * along + v * step * outward
    to_frame = np.column_stack([along * step, outward * step, origin])
    strip_bgr = cv2.warpAffine(
        image_bgr,
        to_frame,
        (width, height),
        flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
        borderMode=cv2.BORDER_REPLICATE,
    )
    strip = cv2.cvtColor(strip_bgr, cv2.COLOR_BGR2GRAY)
    strip_chroma = cv2.cvtColor(strip_bgr, cv2.COLOR_BGR2LAB)[..., 1:].astype(float)
    thickest = max(2, round(tol.SIDE_DASH_MAX_THICKNESS_SIDES * side / step))
    across = cv2.getStructuringElement(cv2.MORPH_RECT, (1, 2 * thickest + 1))
    thin = cv2.morphologyEx(strip, cv2.MORPH_BLACKHAT, across)
    mask = (thin >= tol.SIDE_DASH_MIN_CONTRAST).astype(np.uint8)
    count, _, stats, centroids = cv2.connectedComponentsWithStats(mask, connectivity=8)
    shortest, longest = (share * side / step for share in tol.SIDE_DASH_LENGTH_SIDES)
    shortest = max(shortest, tol.SIDE_DASH_MIN_LENGTH_PX / step)
    dashes: list[tuple[float, Pip]] = []
    for label in range(1, count):
        left, top, long_px, thick_px, _ = stats[label]
        if not (shortest <= long_px <= longest and thick_px <= thickest and long_px >= 2 * thick_px):
            continue
        around = slice(max(0, top - thickest), top + thick_px + thickest), slice(left, left + long_px)
        beside = strip_chroma[around][mask[around] == 0]
        if not len(beside) or np.hypot(*(np.median(beside, axis=0) - chroma)) > tol.SIDE_DASH_MAX_CHROMA_STEP:
            continue
        u, v = centroids[label]
        x, y = origin + along * u * step + outward * v * step
        contrast = float(thin[top : top + thick_px, left : left + long_px].max())
        pip = Pip(
            (float(x), float(y)),
            long_px * step / 2,
            long_px / thick_px,
            math.atan2(along[1], along[0]),
            contrast,
            float(np.median(strip[around][mask[around] == 0])),
            True,
        )
        dashes.append((u * step / side, pip))
    return _spaced_as_pips(dashes)


def _spaced_as_pips(dashes: list[tuple[float, Pip]]) -> list[Pip]:
    """The dashes (each with its place along the edge, in sides) with another as far along the edge as the pips of a
    face lie apart (`tol.SIDE_DASH_PARTNER_SIDES`): a side face of two pips or more shows them so; a lone dash, a
    face's 1 or a stray line (table seen between two light things), is not told apart."""
    closest, farthest = tol.SIDE_DASH_PARTNER_SIDES
    return [pip for place, pip in dashes if any(closest <= abs(place - other) <= farthest for other, _ in dashes)]
