"""A faint face is read only where the ink at its pips is a pip wide: die-sized fields printed on cards are no dice."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.face_template import TemplateRead, read_face

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
BOARD = FIXTURES / "boards" / "rendered" / "bloeder-board"


def test_a_faint_face_whose_pip_ink_is_thinner_than_a_pip_is_not_clean():
    assert not TemplateRead(4, margin=17.0, is_dark=True, empty_spread=2.0, pip_width=0.6).is_clean


def test_a_faint_face_whose_pip_ink_is_a_pip_wide_is_clean():
    assert TemplateRead(4, margin=17.0, is_dark=True, empty_spread=2.0, pip_width=0.95).is_clean


def test_the_corner_of_a_field_printed_on_a_card_is_no_faint_three():
    """Blöder Sack board 60007: the bent border line of a card's field ran through the places of a 3 (0.61 pip
    widths wide, standing out 15 grey levels in the cream paper)."""
    frame = cv2.imread(str(BOARD / "60007.jpg"))
    assert read_face(frame, ((905.8, 343.7), (891.8, 335.3), (900.9, 320.1), (914.9, 328.5))) is None


def test_the_border_lines_along_two_sides_of_a_printed_field_are_no_faint_six():
    """Blöder Sack board 60007: a field's double border lines along two sides put the six places of a 6 on lines
    0.54 pip widths wide."""
    frame = cv2.imread(str(BOARD / "60007.jpg"))
    assert read_face(frame, ((984.3, 514.9), (975.2, 487.6), (1018.1, 473.3), (1027.2, 500.6))) is None


def test_two_thin_lines_through_the_places_of_a_six_are_no_faint_six():
    """Two lines 2 px wide across a square of 40 px, 30 grey levels darker than cream paper, through the left and
    right columns of places: they stand out as faintly as pale pips, but only 0.54 pip widths wide."""
    card = np.full((120, 120, 3), (200, 225, 235), float) + np.random.default_rng(0).normal(0, 2, (120, 120, 3))
    card = np.clip(card, 0, 255).astype(np.uint8)
    for x in (49, 71):
        cv2.line(card, (x, 36), (x, 84), (170, 195, 205), 2, cv2.LINE_AA)
    assert read_face(card, ((40.0, 40.0), (80.0, 40.0), (80.0, 80.0), (40.0, 80.0))) is None


def test_a_faint_pink_six_whose_pips_blur_into_columns_is_read():
    """Doppelt so clever 10029: the pale pink 6's white pips, blurred, join into two columns a pip wide (0.94)."""
    image = cv2.imread(str(FIXTURES / "rendered" / "doppelt-so-clever" / "10029.jpg"))
    read = read_face(image, ((215.0, 202.0), (192.0, 202.0), (192.0, 176.0), (215.0, 176.0)))
    assert read is not None and read.value == 6
