"""Reports of dice not read that lie on a card's paper (`vision.no_die_bodies.is_on_paper`): print at a card's edge,
grouped as pips that form no face, made the table stop and ask for a die that is not there (issue #2)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision.boxes import mean_side_px
from vision.no_die_bodies import is_on_paper
from vision.reading import DieReading, Unreadable


def without_reports_on_paper(
    image_bgr: np.ndarray, dice: Sequence[DieReading], unreadable: Sequence[Unreadable]
) -> list[Unreadable]:
    """`unreadable` less the reports on a card's paper, judged with the median side of the `dice` read (a set's dice
    are one size) and their centres; all of them where no die was read (no size to judge by). `image_bgr`: the frame,
    (H, W, 3) uint8, not changed."""
    if not dice or not unreadable:
        return list(unreadable)
    side_px = float(np.median([mean_side_px(die.box) for die in dice]))
    centres = [die.center for die in dice]
    return [item for item in unreadable if not is_on_paper(image_bgr, item.center, side_px, centres)]
