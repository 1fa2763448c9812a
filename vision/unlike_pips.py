"""Whether the few pips a face was read from are of one face: a 2 or 3 made of pips of two faces is asked about.

The pips of one face are pressed alike into one plastic plane, lit by one light and foreshortened alike: they are
seen one size and one contrast. A pip of the top face and one of a side face beside it (the top face's other pips
behind a tray wall, a hand or the frame's edge) fit a 2 across the edge as well as two pips of one face do, but the
side face's pip is foreshortened: smaller, and fainter as its little ink is spread by the lens and the JPEG. Blur
spreads a pip of a true face the other way round, larger and fainter at once, so its radius times its contrast
holds where each alone changes (gnw-duo 000028's right blue 2: radii 1.43 apart, contrasts 1.46 the other way).
Faces of 4 to 6 pips are left alone: their layout is too exact to be made of pips of two faces.
"""

from __future__ import annotations

from collections.abc import Sequence

from vision import tolerances as tol
from vision.confidence import falling
from vision.pips import Pip

FEW_PIPS = (2, 3)  # the faces a pip of another face can complete


def unlike_pips(pips: Sequence[Pip]) -> float:
    """The confidence factor of a face read from `pips` (a 2 or a 3; 1 for any other count): 1 while `unlikeness`
    is at most `tol.UNLIKE_PIPS[0]`, falling to 0.5 at `tol.UNLIKE_PIPS[1]`."""
    if len(pips) not in FEW_PIPS:
        return 1.0
    confident, limit = tol.UNLIKE_PIPS
    return falling(unlikeness(pips), confident, limit)


def unlikeness(pips: Sequence[Pip]) -> float:
    """How unlike one another `pips` are seen: the largest of their radius (px) times contrast (grey levels) over
    the smallest (1 for pips alike; infinite when a pip has no size or contrast)."""
    strengths = [pip.radius * pip.contrast for pip in pips]
    if min(strengths) <= 0:
        return float("inf")
    return max(strengths) / min(strengths)
