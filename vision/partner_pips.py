"""A partner placed off its die: its top face holds more of the die's pips than it reads.

A die seen but not read beside a die read is placed as its touching partner (`vision.touching`): a box the read
die's size beside it, read by its pip places. Where the box lands half a die off the one seen there, its pip places
fall on some of that die's pips, and it reads them as a smaller face (dev 310-329 GNW 20310: a red 4 whose pips
joined the pips of the dice around it, the partner's box on two of them, read as a 1 on one). The pips the grouper
joined as that die's (the group whose middle is of the partner, `found_by_dice_read.is_of_die`) lie on the die's
faces: those on the partner's top face are pips of that face, so a partner reading fewer is placed off its die. Pips
beyond its edge may be side faces', and are not counted (train GNW 20065: a 6 whose group held eleven pips more).

A partner slid along the edge it touches until one of its die's pips sits at its middle reads that pip as a clear 1,
its other pip places empty: the die's other pips lie just beyond the box's edge or corner, where a true top face
has its bevel and no pip. Such a partner is the die's face placed off it, and the group's pips, one of them on the
partner's box, are placed again as a larger face (`vision.lost_pips.larger_face`), as a 1 read from one of a
face's pips is. Dev 290-309 GNW 20301's blue 2 and 20306's blue 4, read so as 1s (margins 94 and 144), read as
their 2 and 4 (margins 94, 135), and so does Blöder board 60006's blue 4 (read as a 1). Of the 37 other partners on
the train splits (640 and 1280) and dev 270-349 (every set but PUSH), none is placed again, the four right 1s whose
die's group held more pips among them (GNW train 20019, Blöder train 30081, Gönnen train 50037, DSC dev 10337): no
face placed on their group's pips reads clearly. A group with none of its pips on the partner's box is not placed:
it is what lies beside the top face (a side face's pips seen steeply, which a face placed on them may read as a 3).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from vision.bodies import WorkingImage
from vision.boxes import holds
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.lost_pips import larger_face
from vision.views import View

Box = Sequence[tuple[float, float]]  # a face's four corners in frame pixels, in order around it
Point = tuple[float, float]
IsOfDie = Callable[[Point, Box], bool]  # whether a die seen at a point is the die whose top face is a box


def reads_fewer_than_it_holds(
    box: Box,
    read: TemplateRead,
    unread: Sequence[tuple[FaceGroup, View]],
    is_of_die: IsOfDie,
) -> bool:
    """Whether the partner at `box` (frame pixels), read as `read`, holds on its top face more pips of a group seen
    but not read (`unread`, each with the view it was read in) than it reads, that group being of its die
    (`is_of_die`: whether a die seen at a point is the die whose top face is a box)."""
    for group, view in unread:
        if not is_of_die(view.to_frame(group.center), box):
            continue
        if sum(holds(box, view.to_frame(pip.center)) for pip in group.pips) > read.value:
            return True
    return False


def face_of_its_pips(
    image_bgr: np.ndarray,
    working: WorkingImage,
    partner: tuple[Box, TemplateRead],
    unread: Sequence[tuple[FaceGroup, View]],
    is_of_die: IsOfDie,
    placing: tuple[Sequence[tuple[Point, np.ndarray]], Sequence[Point]],
) -> tuple[Box, TemplateRead] | None:
    """The face that the pips of a group seen but not read (`unread`) are placed on, when the group is of the
    partner's die (`is_of_die`), holds more pips than the partner (box in frame pixels, `read`) reads and has one of
    them on its box: `vision.lost_pips.larger_face` (`placing`: its references and the middles of the dice read),
    read clearly as another value; None when no group places one. Does not change the image."""
    box, read = partner
    for group, view in unread:
        pips = [view.to_frame(pip.center) for pip in group.pips]
        if len(pips) <= read.value or not is_of_die(view.to_frame(group.center), box):
            continue
        if any(holds(box, pip) for pip in pips):
            placed = larger_face(image_bgr, working, pips, read.value, *placing)
            if placed is not None:
                return placed
    return None
