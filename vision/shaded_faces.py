"""Colour faces in dim light, named by their hue: a frame where the colour stage named no face may still show one.

In a tray's shadow or dim light a coloured face loses lightness and chroma, so it matches no colour of the
profile (a shaded yellow is as dark as green) or passes for the black star face (a shaded blue); its hue stays.
How a face is named by its hue is `vision.unmatched_colour`'s last way (`HUE`); this module picks the bodies.
"""

from __future__ import annotations

import math

import numpy as np

from vision.bodies import Body
from vision.profiles import DiceSetProfile
from vision.reading import DieReading
from vision.unmatched_colour import HUE, name_unmatched


def shaded_dice(image_bgr: np.ndarray, bodies: list[Body], profile: DiceSetProfile) -> tuple[DieReading, ...]:
    """Dice of colour faces named by their hue among `bodies` (most standing-out first), no more than the set can
    have, each as sure as that way names it (`ColourSettings.hue_confidence`: the players are asked); for a frame
    where no face was named otherwise. image_bgr: the frame, BGR uint8 (H, W, 3). Does not change it."""
    from vision.colour import SHIPPED, measure_dice  # the colour stage is only needed with a profile

    if not bodies:
        return ()
    features, _ = measure_dice(image_bgr, [body.box for body in bodies], may_show_white=False)
    nothing_ruled_out = np.zeros(sum(stats is not None for _, stats in profile.colours), bool)
    dice: list[DieReading] = []
    for body, face in zip(bodies, features, strict=True):
        guess = name_unmatched(face, nothing_ruled_out, profile, SHIPPED, (HUE,))
        if guess is not None and all(math.dist(die.center, body.center) >= body.side_px for die in dice):
            dice.append(DieReading(None, guess.colour, body.center, body.box, guess.confidence))
    return tuple(dice[: profile.capacity()])
