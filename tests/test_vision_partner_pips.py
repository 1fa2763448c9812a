"""A partner placed off its die: its top face holds more of the die's pips than it reads, or it reads one of them as
a 1 while its other pips lie just beyond its edge."""

from __future__ import annotations

import cv2
from vision_synthetic import blank_table, draw_die

from vision.bodies import working_image
from vision.boxes import distance, middle
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.found_by_dice_read import is_of_die
from vision.layout import CANONICAL_FACES
from vision.partial_faces import face_map
from vision.partner_pips import face_of_its_pips, reads_fewer_than_it_holds
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


SIDE_PX = 40
PIP_STEP_PX = 0.27 * SIDE_PX  # how far `draw_die` puts a corner pip from the face's middle, each way
FACE_BOX_PX = 3.6 * PIP_STEP_PX  # the box a face's pips imply: FACE_HALF_SIDE (1.8) units each way


def _placing():
    """How a die `SIDE_PX` wide looks here, as a face read surely elsewhere in the frame gives it; no die read near."""
    return [((60.0, 60.0), face_map(cv2.boxPoints(((60.0, 60.0), (FACE_BOX_PX, FACE_BOX_PX), 10.0))))], []


def _four_at(centre):
    """A blue 4 drawn upright at `centre` (frame pixels) on felt, and where its pips are."""
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", centre, side_px=SIDE_PX, value=4, seed=1)
    return table, [(centre[0] + PIP_STEP_PX * u, centre[1] + PIP_STEP_PX * v) for u, v in CANONICAL_FACES[4]]


def _box_around(centre):
    """An upright partner box the face's size whose middle is `centre` (frame pixels)."""
    x, y, half = centre[0], centre[1], FACE_BOX_PX / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def test_a_partner_read_as_a_one_on_a_pip_of_a_four_is_read_as_the_four():
    table, pips = _four_at((150, 150))
    partner = (_box_around(pips[0]), READ_AS_ONE)  # slid off the die until one of its pips sits at its middle
    box, read = face_of_its_pips(table, working_image(table), partner, _group(*pips), is_of_die, _placing())
    assert read.value == 4
    assert distance(middle(box), (150, 150)) < 3


def test_a_group_of_its_die_with_no_pip_on_the_partner_places_no_face():
    table, pips = _four_at((150, 150))
    partner = (_box_around((150, 150 - SIDE_PX)), READ_AS_ONE)  # the group lies beside it, as its side face's pips
    assert is_of_die((150, 150), partner[0])  # the group's middle: of the partner's die all the same
    assert face_of_its_pips(table, working_image(table), partner, _group(*pips), is_of_die, _placing()) is None


def test_a_partner_reading_as_many_pips_as_its_die_s_group_holds_is_not_placed_again():
    table, pips = _four_at((150, 150))
    partner = (_box_around((150, 150)), TemplateRead(value=4, margin=90.0, is_dark=False))
    assert face_of_its_pips(table, working_image(table), partner, _group(*pips), is_of_die, _placing()) is None
