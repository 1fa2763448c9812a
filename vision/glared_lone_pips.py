"""A 1 beside a glare where no die body stands out: its lone pip, the glare beside it and its face's own colour.

A 1 whose glare spoils the lone-pip test (`vision.glared_ones`) is read inside a die body; where the body does not
stand out from the table (GNW train 20046: a red 1 on brown wood, its pip of radius 3.6 px round and clear, a glare
of 7.3 px beside it) no body is found and the die was missed. The pip candidate, with a glare beside it, stands for
the body here: looked at closely as a body would be (`vision.views.body_look`), it must pass every rule a glared 1
in a body passes, lie a die's width from every die read, and its face must show a die colour of the set decided on
its own (not shared out by the set's counts): a glint beside a glare on anything else shows none.

A glare may take the pip in too: in the lightness its light pips are found in, a lit face washed towards white joins
pip and glare into one candidate as wide as a glare, and no pip candidate is left on the face (GNW train 20066: a
blue 1 against a tray wall, its pip at the rim of a glare, found as one light blob of radius 11.8 px on a face 30 px
wide; the die body took in its side face and was no body either). Looked at closely, that glare holds the pip
(`vision.swallowed_pips`), a round spot standing out from the ring around it; the body is then centred on it, and
the glared 1 is judged as beside its glare, and asked about: the glare that took its pip in may hide a 3's or a 5's
other pips too. A glare holding no pip reads nothing (GNW train 20030's blue 3, its face all glare but its middle
pip), nor does one whose close look finds the glare again (two glares then hold the pip, and a glared 1 is judged
beside one: 20066's blue 3, its middle pip in a glare that hides a corner), nor one whose pip lies off the middle of
a die seen but not read (`_is_off_the_middle_of_any`).
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Sequence
from functools import cached_property
from typing import Any

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.confidence import face_confidence
from vision.find import FaceGroup
from vision.glare_ring import is_glare_beside
from vision.glared_ones import glared_one, is_as_wide_as_a_glare, standard_pip_radius_px
from vision.pips import Pip
from vision.swallowed_pips import pips_in_glare
from vision.views import View, body_look

Box = Sequence[tuple[float, float]]


class OneTakenInByGlare(FaceGroup):
    """A 1 whose pip a glare took in (`_one_swallowed_by`): the glare that joined its pip may hide a 3's or a 5's other
    pips as well, so it is read less surely (`tol.GLARE_TAKEN_ONE_CONFIDENCE`) and asked about."""

    @cached_property
    def confidence(self) -> float:
        return tol.GLARE_TAKEN_ONE_CONFIDENCE * face_confidence(self.fit, self.pips)


def glared_ones_without_body(
    image_bgr: np.ndarray,
    profile: Any,
    first_pips: list[Pip],
    first_scale: float,
    dice_boxes: list[Box],
    room: int,
    frame_long_side_px: int | None = None,
    seen_unread: Sequence[tuple[float, float]] = (),
) -> list[tuple[FaceGroup, View]]:
    """The 1s (each a group of its close look) shown by the light pip candidates of the first look (`first_pips`, in
    pixels of that look, taken at `first_scale`) that lie `tol.PARTNER_MIN_DISTANCE_SIDES` of a die's side or more
    from every die read (`dice_boxes`, frame pixels; their median side is a die's side here): a round one
    (`tol.LONE_PIP_MAX_ELONGATION`) with a glare beside it (`vision.glare_ring.is_glare_beside`) read as a glared 1 in
    a body of that side around it, one as wide as a glare (`vision.glared_ones.is_as_wide_as_a_glare`) as the glare
    that took in a 1's pip (`_one_swallowed_by`; `seen_unread`: the centres of the dice seen but not read, frame
    pixels); each whose face's colour is decided on its own, at most `room`, none without a die read.
    `frame_long_side_px`: as for `vision.reader.read_frame`."""
    from vision.colour import ColourSettings, classify_dice  # the colour stage is only needed with a profile

    if room <= 0 or not dice_boxes:
        return []
    side_px = statistics.median(mean_side_px(box) for box in dice_boxes)
    light = [pip for pip in first_pips if not pip.is_dark]
    centres = [middle(box) for box in dice_boxes]
    ones: list[tuple[FaceGroup, View]] = []
    for pip in light:
        centre = (pip.center[0] / first_scale, pip.center[1] / first_scale)
        if any(math.dist(centre, other) < tol.PARTNER_MIN_DISTANCE_SIDES * side_px for other in centres):
            continue
        if is_as_wide_as_a_glare(pip, side_px * first_scale):
            seen = _one_swallowed_by(image_bgr, pip, first_scale, (side_px, seen_unread), frame_long_side_px)
        elif pip.elongation <= tol.LONE_PIP_MAX_ELONGATION and any(is_glare_beside(other, pip) for other in light):
            seen = _one_beside_its_glare(image_bgr, centre, side_px, frame_long_side_px)
        else:
            continue
        if seen is None:
            continue
        one, look = seen
        box = [look.to_frame(corner) for corner in one.fit.corners()]
        (guess,) = classify_dice(image_bgr, [box], profile, ColourSettings(shares_out_by_counts=False))
        if guess.is_decided:
            ones.append((one, look))
            centres.append(look.to_frame(one.fit.center))
            if len(ones) >= room:
                break
    return ones


def _is_off_the_middle_of_any(
    centre: tuple[float, float], seen_unread: Sequence[tuple[float, float]], side_px: float
) -> bool:
    """Whether a 1 read at `centre` lies on the face of a die seen but not read (nearer one of `seen_unread` than half
    of `side_px`) but off its middle (farther than `tol.GLARED_ONE_MAX_OFF_CENTRE_SIDES` sides): a 1's pip lies in
    the middle of its face, so that pip is another face's, its other pips under the glare that took it in (DSC train
    10090: a blue 3 refused for pips not seen, its lower pip at the rim of the glare band across it, 0.37 sides off
    the refused body's middle, read as a 1)."""
    return any(
        tol.GLARED_ONE_MAX_OFF_CENTRE_SIDES * side_px < math.dist(centre, other) < side_px / 2 for other in seen_unread
    )


def _one_beside_its_glare(
    image_bgr: np.ndarray, centre: tuple[float, float], side_px: float, frame_long_side_px: int | None
) -> tuple[FaceGroup, View] | None:
    """The glared 1 (`vision.glared_ones.glared_one`) a body of `side_px` around the lone pip at `centre` (frame
    pixels) shows, with the close look it was read in; None when it shows none."""
    look, pips, lightness = body_look(image_bgr, centre, side_px, frame_long_side_px)
    one = glared_one(look, pips, lightness, centre, side_px)
    return None if one is None else (one, look)


def _one_swallowed_by(
    image_bgr: np.ndarray,
    glare: Pip,
    first_scale: float,
    around: tuple[float, Sequence[tuple[float, float]]],
    frame_long_side_px: int | None,
) -> tuple[FaceGroup, View] | None:
    """The glared 1 whose pip the first look's light candidate `glare` (in pixels of that look, taken at
    `first_scale`) took in, with the close look it was read in: looked at closely, the glare holds one pip
    (`vision.swallowed_pips.pips_in_glare`), and a body of `side_px` centred on that pip, the glare beside it, shows
    a glared 1 (`vision.glared_ones.glared_one`), read less surely (`OneTakenInByGlare`); None when it does not, or
    when that pip lies off the middle of a die seen but not read (`_is_off_the_middle_of_any`). `around`: a die's side
    (frame pixels) and the centres of the dice seen but not read."""
    side_px, seen_unread = around
    centre = (glare.center[0] / first_scale, glare.center[1] / first_scale)
    look, pips, lightness = body_look(image_bgr, centre, side_px, frame_long_side_px)
    to_look = look.scale / first_scale
    seen_glare = dataclasses.replace(
        glare,
        center=((centre[0] - look.offset[0]) * look.scale, (centre[1] - look.offset[1]) * look.scale),
        radius=glare.radius * to_look,
    )
    swallowed = pips_in_glare(lightness, seen_glare, standard_pip_radius_px(side_px * look.scale))
    if len(swallowed) != 1:
        return None
    pip_centre = look.to_frame(swallowed[0].center)
    if _is_off_the_middle_of_any(pip_centre, seen_unread, side_px):
        return None
    one = glared_one(look, [*pips, seen_glare], lightness, pip_centre, side_px)
    return None if one is None else (OneTakenInByGlare(one.pips, one.fit), look)
