"""Angles between directions, the short way round. A direction is known only up to a full turn (a hue, a heading in
the frame); a line's up to a half turn, either way along it, and a square's heading up to a quarter turn (`full_turn`).
"""

from __future__ import annotations

import math
from typing import TypeVar

import numpy as np

Angle = TypeVar("Angle", float, np.ndarray)


def angle_between(first: Angle, second: Angle, full_turn: float = math.tau) -> Angle:
    """The angle (0 to half of `full_turn`) between two directions (or, element-wise, arrays of them), in the unit
    of `full_turn`: radians by default, 360.0 for degrees; a smaller one for directions that repeat sooner (180.0:
    a line's, either way along it; math.pi / 2: a square's heading)."""
    half_turn = full_turn / 2
    return abs((first - second + half_turn) % full_turn - half_turn)
