"""A face read from the pips of two touching dice, told by the outline of one of them.

Two touching dice of one colour show no seam the grouper sees between their pips, and the pips of two faces side
by side may fit a face of more pips: two 3s turned alike put their rows side by side as a 6 (dev GNW 20317), a 4
and two pips of the 4 beside it a 6 too (dev GNW 20274), two 2s a 4 (dev GNW 20301, 1280 train 20119). Such a fit
is poor (these four read at 0.42-0.66 from their pips, and were doubted for the seam through their middle; their
outlines read at margins 89-118), but it stood: the outline of one of the dice reads clearly as its own value, and an
outline reading fewer pips than a face's is no outline of it (`reader._reads_fewer_pips`: it took in a side face or
lies around one pip of a larger face). An outline holding exactly as many of the face's pips as it reads, each on
its own top face, with pips of the face left beyond its edge, is one die of the two: those are its own pips, the
others the other die's, to be placed as a few pips are (`vision.found_by_dice_read`; 20301's other 2 was read
there as a 1 by the partner placed beside the 2 outlined, asked about, as its 4 was). A 1's outline is no such
die: it lies around one pip of a larger face as readily (Blöder board 60003: a white 2 on a white card read as 1).
"""

from __future__ import annotations

from vision.boxes import holds
from vision.find import FaceGroup
from vision.outlined import Outlined
from vision.views import View


def neighbour_outline(group: FaceGroup, view: View, outlined: list[Outlined]) -> Outlined | None:
    """The first of `outlined` (dice read clearly by their pip places, frame pixels) that holds exactly as many pips
    of `group` (read through `view`) as it reads, two or more, and not all of them; None when none does."""
    centres = [view.to_frame(pip.center) for pip in group.pips]
    for box, read in outlined:
        held = sum(holds(box, centre) for centre in centres)
        if 2 <= read.value == held < len(centres):
            return box, read
    return None


def pips_beyond(group: FaceGroup, view: View, outline: Outlined) -> FaceGroup:
    """The pips of `group` (read through `view`) that `outline` does not hold, as a group with no fit: the other
    die's, to be placed."""
    box, _ = outline
    return FaceGroup(tuple(pip for pip in group.pips if not holds(box, view.to_frame(pip.center))), None)
