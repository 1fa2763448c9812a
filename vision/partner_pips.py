"""A partner placed off its die: its top face holds more of the die's pips than it reads.

A die seen but not read beside a die read is placed as its touching partner (`vision.touching`): a box the read
die's size beside it, read by its pip places. Where the box lands half a die off the one seen there, its pip places
fall on some of that die's pips, and it reads them as a smaller face (dev 310-329 GNW 20310: a red 4 whose pips
joined the pips of the dice around it, the partner's box on two of them, read as a 1 on one). The pips the grouper
joined as that die's (the group whose middle is of the partner, `found_by_dice_read.is_of_die`) lie on the die's
faces: those on the partner's top face are pips of that face, so a partner reading fewer is placed off its die. Pips
beyond its edge may be side faces', and are not counted (train GNW 20065: a 6 whose group held eleven pips more).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from vision.boxes import holds
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.views import View

Box = Sequence[tuple[float, float]]  # a face's four corners in frame pixels, in order around it


def reads_fewer_than_it_holds(
    box: Box,
    read: TemplateRead,
    unread: Sequence[tuple[FaceGroup, View]],
    is_of_die: Callable[[tuple[float, float], Box], bool],
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
