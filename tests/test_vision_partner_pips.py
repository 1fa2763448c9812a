"""A partner placed off its die: its top face holds more of the die's pips than it reads."""

from __future__ import annotations

from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.found_by_dice_read import is_of_die
from vision.partner_pips import reads_fewer_than_it_holds
from vision.pips import Pip
from vision.views import View

WHOLE_FRAME_ENLARGED = View(groups=(), scale=2.0, offset=(0.0, 0.0))
PARTNER_BOX = ((90.0, 90.0), (130.0, 90.0), (130.0, 130.0), (90.0, 130.0))  # frame pixels
READ_AS_ONE = TemplateRead(value=1, margin=90.0, is_dark=False)


def _pip_at(frame_x: float, frame_y: float) -> Pip:
    """A light pip at a frame place, in pixels of `WHOLE_FRAME_ENLARGED`."""
    return Pip((2 * frame_x, 2 * frame_y), 6.0, 1.1, 0.0, 120.0, 40.0, False)


def _group(*frame_places: tuple[float, float]) -> list[tuple[FaceGroup, View]]:
    return [(FaceGroup(tuple(_pip_at(x, y) for x, y in frame_places), None), WHOLE_FRAME_ENLARGED)]


def test_a_partner_read_as_a_one_on_two_pips_of_its_die_reads_fewer_than_it_holds():
    unread = _group((110, 110), (98, 98), (140, 140))  # its middle and a corner on the box, one beyond it
    assert reads_fewer_than_it_holds(PARTNER_BOX, READ_AS_ONE, unread, is_of_die)


def test_pips_beyond_the_partners_edge_are_not_counted():
    unread = _group((110, 110), (135, 112), (112, 136))  # as its side faces' pips
    assert not reads_fewer_than_it_holds(PARTNER_BOX, READ_AS_ONE, unread, is_of_die)


def test_a_group_of_another_die_is_not_counted():
    unread = _group((125, 125), (128, 128), (200, 200), (230, 230))  # two on the box, the group's middle far off
    assert not reads_fewer_than_it_holds(PARTNER_BOX, READ_AS_ONE, unread, is_of_die)
