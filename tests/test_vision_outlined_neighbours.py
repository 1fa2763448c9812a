"""A face read from the pips of two touching dice, told by the clear outline of one of them."""

from __future__ import annotations

from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.outlined_neighbours import neighbour_outline, pips_beyond
from vision.pips import Pip
from vision.views import View

WHOLE_FRAME = View(groups=(), scale=1.0, offset=(0.0, 0.0))
RIGHT_DIE = ((120.0, 80.0), (150.0, 80.0), (150.0, 120.0), (120.0, 120.0))  # frame pixels, holding the right row


def _pip_at(x: float, y: float) -> Pip:
    return Pip((x, y), 3.0, 1.1, 0.0, 120.0, 40.0, False)


LEFT_ROW = (_pip_at(105, 90), _pip_at(105, 100), _pip_at(105, 110))
RIGHT_ROW = (_pip_at(135, 90), _pip_at(135, 100), _pip_at(135, 110))
TWO_THREES_AS_A_SIX = FaceGroup(LEFT_ROW + RIGHT_ROW, None)


def _read(value: int) -> TemplateRead:
    return TemplateRead(value=value, margin=100.0, is_dark=False)


def test_an_outline_holding_as_many_of_the_faces_pips_as_it_reads_is_a_neighbour_die():
    outline = (RIGHT_DIE, _read(3))
    assert neighbour_outline(TWO_THREES_AS_A_SIX, WHOLE_FRAME, [outline]) == outline


def test_the_pips_beyond_a_neighbour_outline_are_the_other_dies():
    beyond = pips_beyond(TWO_THREES_AS_A_SIX, WHOLE_FRAME, (RIGHT_DIE, _read(3)))
    assert beyond == FaceGroup(LEFT_ROW, None)


def test_an_outline_reading_other_than_the_pips_it_holds_is_no_neighbour_die():
    assert neighbour_outline(TWO_THREES_AS_A_SIX, WHOLE_FRAME, [(RIGHT_DIE, _read(5))]) is None


def test_an_outline_holding_every_pip_of_the_face_is_no_neighbour_die():
    whole = FaceGroup(RIGHT_ROW, None)
    assert neighbour_outline(whole, WHOLE_FRAME, [(RIGHT_DIE, _read(3))]) is None


def test_a_ones_outline_around_one_pip_of_a_face_is_no_neighbour_die():
    one_pip = ((130.0, 95.0), (140.0, 95.0), (140.0, 105.0), (130.0, 105.0))  # holds the right row's middle pip only
    assert neighbour_outline(TWO_THREES_AS_A_SIX, WHOLE_FRAME, [(one_pip, _read(1))]) is None
