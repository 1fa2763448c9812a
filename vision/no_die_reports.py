"""Reports of dice not read that are no die, judged once every die of the frame is read: print at a card's edge,
grouped as pips that form no face (`vision.no_die_bodies.is_on_paper`), and the shadow of a die read only after its
shadow's body was looked at (`vision.no_die_bodies.is_die_shadow`). Either made the table stop and ask for a die that
is not there (issue #2)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision.boxes import mean_side_px
from vision.no_die_bodies import is_die_shadow, is_on_paper
from vision.reading import DieReading, Unreadable

PIPS_NOT_SEEN = "vision.reader.unreadable.pips_not_seen"  # a body seen, no pips in it: a shadow may be one


def without_no_die_reports(
    image_bgr: np.ndarray, dice: Sequence[DieReading], unreadable: Sequence[Unreadable]
) -> list[Unreadable]:
    """`unreadable` less the reports on a card's paper and the reports of a body without pips that is the shadow of a
    die read (a die read later than its shadow's body was looked at: dev Blöder 30367's white 4, 30431's red 4, 30460's
    black 2), judged with the median side of the `dice` read (a set's dice are one size) and their centres; all of
    them where no die was read (no size to judge by). A group of pips is no shadow, and is judged for paper alone.
    `image_bgr`: the frame, (H, W, 3) uint8, not changed."""
    if not dice or not unreadable:
        return list(unreadable)
    side_px = float(np.median([mean_side_px(die.box) for die in dice]))
    centres = [die.center for die in dice]
    return [
        item
        for item in unreadable
        if not is_on_paper(image_bgr, item.center, side_px, centres)
        and not (item.reason.key == PIPS_NOT_SEEN and is_die_shadow(image_bgr, item.center, side_px, centres))
    ]
