"""Colour faces in the shade, named by their hue: a face the colour stage cannot name may still show which one it is.

In a tray's shadow or dim light a coloured face loses lightness and chroma, so it matches no colour of the
profile (a shaded yellow is as dark as green) or passes for the black star face (a shaded blue); its hue, the
direction of its a*, b* in L*a*b*, stays. `colour_by_hue` names such a face by the one profile colour whose hue
lies near its own, only where the face keeps enough chroma to have a hue at all (the star face and a dark table
corner have next to none), and only where no other colour's hue comes close.
"""

from __future__ import annotations

import math

import numpy as np

from vision import tolerances as tol
from vision.bodies import Body
from vision.profiles import FEATURES, DiceSetProfile
from vision.reading import DieReading

_A, _B = FEATURES.index("a*"), FEATURES.index("b*")


def colour_by_hue(features: np.ndarray, profile: DiceSetProfile) -> str | None:
    """The profile colour whose hue is within `tol.SHADED_MAX_HUE_DEG` degrees of the face's, the next colour's
    hue at least `tol.SHADED_HUE_MARGIN_DEG` further; None when the face has less chroma than
    `tol.SHADED_MIN_CHROMA` (CIE L*a*b* units, as the profile's) or no single colour is near.

    features: one face's features (order `vision.profiles.FEATURES`, as `vision.colour.measure_dice` gives them);
    only colours calibrated with at least that chroma take part. Does not change its inputs.
    """
    a, b = float(features[_A]), float(features[_B])
    if not math.hypot(a, b) >= tol.SHADED_MIN_CHROMA:  # NaN (not measured) is no hue either
        return None
    hue = math.atan2(b, a)
    apart = sorted(
        (_angle_between(hue, math.atan2(stats.mean[_B], stats.mean[_A])), name)
        for name, stats in profile.colours
        if stats is not None and math.hypot(stats.mean[_A], stats.mean[_B]) >= tol.SHADED_MIN_CHROMA
    )
    if not apart:
        return None
    nearest, name = apart[0]
    next_nearest = apart[1][0] if len(apart) > 1 else math.pi
    is_near = nearest <= math.radians(tol.SHADED_MAX_HUE_DEG)
    return name if is_near and next_nearest - nearest >= math.radians(tol.SHADED_HUE_MARGIN_DEG) else None


def _angle_between(first_rad: float, second_rad: float) -> float:
    """The angle (radians, 0 to pi) between two directions."""
    return abs((first_rad - second_rad + math.pi) % (2 * math.pi) - math.pi)


def shaded_dice(image_bgr: np.ndarray, bodies: list[Body], profile: DiceSetProfile) -> tuple[DieReading, ...]:
    """Dice of colour faces named by their hue (`colour_by_hue`) among `bodies` (most standing-out first), no
    more than the set can have, each `tol.SHADED_CONFIDENCE` sure (the players are asked); for a frame where no
    face was named otherwise. image_bgr: the frame, BGR uint8 (H, W, 3). Does not change it."""
    from vision.colour import measure_dice  # the colour stage is only needed with a profile

    if not bodies:
        return ()
    features, _ = measure_dice(image_bgr, [body.box for body in bodies], may_show_white=False)
    dice: list[DieReading] = []
    for body, face in zip(bodies, features, strict=True):
        name = colour_by_hue(face, profile)
        if name is not None and all(math.dist(die.center, body.center) >= body.side_px for die in dice):
            dice.append(DieReading(None, name, body.center, body.box, tol.SHADED_CONFIDENCE))
    return tuple(dice[: profile.capacity()])
