"""A 1 beside a glare where no die body stands out: its lone pip, the glare beside it and its face's own colour.

A 1 whose glare spoils the lone-pip test (`vision.glared_ones`) is read inside a die body; where the body does not
stand out from the table (GNW train 20046: a red 1 on brown wood, its pip of radius 3.6 px round and clear, a glare
of 7.3 px beside it) no body is found and the die was missed. The pip candidate, with a glare beside it, stands for
the body here: looked at closely as a body would be (`vision.views.body_look`), it must pass every rule a glared 1
in a body passes, lie a die's width from every die read, and its face must show a die colour of the set decided on
its own (not shared out by the set's counts): a glint beside a glare on anything else shows none.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.find import FaceGroup
from vision.glare_ring import is_glare_beside
from vision.glared_ones import glared_one
from vision.pips import Pip
from vision.views import View, body_look

Box = Sequence[tuple[float, float]]


def glared_ones_without_body(
    image_bgr: np.ndarray,
    profile: Any,
    first_pips: list[Pip],
    first_scale: float,
    dice_boxes: list[Box],
    room: int,
    frame_long_side_px: int | None = None,
) -> list[tuple[FaceGroup, View]]:
    """The 1s (each a group of its close look) shown by the light pip candidates of the first look (`first_pips`, in
    pixels of that look, taken at `first_scale`) that are round (`tol.LONE_PIP_MAX_ELONGATION`), have a glare beside
    them (`vision.glare_ring.is_glare_beside`) and lie `tol.PARTNER_MIN_DISTANCE_SIDES` of a die's side or more from
    every die read (`dice_boxes`, frame pixels; their median side is a die's side here), read as a glared 1 in a body
    of that side around the pip, whose face's colour is decided on its own; at most `room`, none without a die read.
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
        if (
            pip.elongation > tol.LONE_PIP_MAX_ELONGATION
            or not any(is_glare_beside(other, pip) for other in light)
            or any(math.dist(centre, other) < tol.PARTNER_MIN_DISTANCE_SIDES * side_px for other in centres)
        ):
            continue
        look, pips, lightness = body_look(image_bgr, centre, side_px, frame_long_side_px)
        one = glared_one(look, pips, lightness, centre, side_px)
        if one is None:
            continue
        box = [look.to_frame(corner) for corner in one.fit.corners()]
        (guess,) = classify_dice(image_bgr, [box], profile, ColourSettings(shares_out_by_counts=False))
        if guess.is_decided:
            ones.append((one, look))
            centres.append(centre)
            if len(ones) >= room:
                break
    return ones
