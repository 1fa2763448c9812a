"""Faces a glare or a bright light washes out, read by pips only a little darker than the face, in an exact pattern.

A glossy face under a broad glare mirrors the lamp: its plastic is lifted to near white in every channel, while the
pips, recessed and painted matt, mirror none of it and keep their paint's grey, a little darker than the glare (dev
150-159 GNW 20159's red 5, its face nearly all glare, its pips grey dots 8-10 levels darker in the face's brightest
channel). A pale die in a bright scene shows its pips as faintly (dev 140-149 Gönnen 50149's light grey fifth 6).
So few levels are too faint for `vision.face_template`'s faint rule (`tol.TEMPLATE_FAINT_MIN_MARGIN`), but a glare
is smooth where it covers the face: every empty place shows the same white, and every pip is darker than all of them
by a margin several times as wide as the empty places spread (`tol.WASHED_OUT_MIN_CLEANNESS`). Grain, a shade or a
side face in the box spread the empty places about as far as any pattern stands out.

A pip is darker than the face only where the face around it is whiter than the pip's paint: beside the glare, on the
plastic's own colour, a white pip is lighter, and in the brightest channel it may show at the face's level. Nor is a
pip seen in a spot whiter than the glare around the pips read by more than they stand out: there the glare may take
the pip's paint too (GNW dev 20145's red 3, its centre pip in a glare streak, reads as a 2 on its labelled box). A
reading whose empty places lie in such light, where pips would make another value, is not taken
(`vision.pip_edges.hides_another_value`). Read so on the labelled top faces of the train splits (640 and 1280) and
the dev scenes 140-179 (2855 dice), it reads 601 right and none wrong.
"""

from __future__ import annotations

import math

import numpy as np

from vision import tolerances as tol
from vision.face_template import (
    PATTERN_MASK,
    ROOM_PX,
    TemplateRead,
    clearest_patterns,
    dark_pips_from_one_level,
    place_indices,
    warped_face,
)
from vision.layout import FACE_HALF_SIDE
from vision.pip_edges import hides_another_value

Corners = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]

_UNIT_PX = tol.TEMPLATE_FACE_PX / (2 * FACE_HALF_SIDE)  # pixels from a warped face's middle to a side's pip place
_MIDDLE_PX = ROOM_PX + tol.TEMPLATE_FACE_PX / 2
_REACH_PX = round(tol.PIP_EDGE_LIGHT_WINDOW_UNITS * _UNIT_PX / 2)  # a place's surroundings reach this far each way
_INNER_HALF_PX = tol.TEMPLATE_INNER_SHARE * tol.TEMPLATE_FACE_PX / 2  # the face inside its bevels


def read_washed_out_face(image_bgr: np.ndarray, corners: Corners) -> TemplateRead | None:
    """The value the face at `corners` (frame pixels, in order around it) of the BGR uint8 frame (H, W, 3) shows by
    pips darker than its one level in its brightest channel, their faintest at least `tol.WASHED_OUT_MIN_MARGIN`
    levels beyond its strongest empty place and `tol.WASHED_OUT_MIN_CLEANNESS` times as far as its empty places lie
    apart, its pips no further apart than that margin (one paint under one glare); None when no pattern stands out
    so, or when pips on the places it reads empty could not be seen there and would make another value: the face
    around them less white than its whitest pip, or whiter than around every pip by more than the margin. Does not
    change the image."""
    face = warped_face(image_bgr, corners)
    standing_out, whiteness = dark_pips_from_one_level(face)
    clearest = clearest_patterns(standing_out)
    scale = max(range(len(clearest)), key=lambda index: clearest[index][0])
    margin, value, _, row, pattern = clearest[scale]
    pips = PATTERN_MASK[pattern]
    places = standing_out[scale][row]
    empty_spread = float(np.ptp(places[~pips]))
    if margin < max(tol.WASHED_OUT_MIN_MARGIN, tol.WASHED_OUT_MIN_CLEANNESS * empty_spread, np.ptp(places[pips])):
        return None
    unit = tol.TEMPLATE_SCALES[scale] * _UNIT_PX
    surroundings = _surroundings(face.min(axis=2), place_indices(_MIDDLE_PX, unit, face.shape[0])[row])
    is_dim = surroundings < whiteness[scale][row][pips].max()
    is_whiter = surroundings > surroundings[pips].max() + margin
    if hides_another_value(pattern, (is_dim | is_whiter) & ~pips):
        return None
    return TemplateRead(value, margin, is_dark=True, empty_spread=empty_spread)


def _surroundings(whiteness: np.ndarray, at: np.ndarray) -> np.ndarray:
    """The face's whiteness around each place (`at`: flat indices into the warped face `whiteness`, H, W uint8): its
    median over a window `tol.PIP_EDGE_LIGHT_WINDOW_UNITS` wide, far wider than a pip, so the face sets it, not a
    pip, and inside the bevels only (a corner's window would take in the bevel's colour, the centre's none)."""
    rows, columns = np.divmod(at, whiteness.shape[1])
    low, high = math.ceil(_MIDDLE_PX - _INNER_HALF_PX), math.floor(_MIDDLE_PX + _INNER_HALF_PX) + 1
    return np.array(
        [
            np.median(
                whiteness[
                    max(low, row - _REACH_PX) : min(high, row + _REACH_PX + 1),
                    max(low, column - _REACH_PX) : min(high, column + _REACH_PX + 1),
                ]
            )
            for row, column in zip(rows.tolist(), columns.tolist(), strict=True)
        ]
    )
