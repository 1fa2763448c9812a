"""An outline read as a 1 around one pip of a larger face gives way to its die's body read clearly as more pips."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.bodies import working_image
from vision.face_template import TemplateRead
from vision.outlined_ones import Outlined, with_ones_read_by_their_bodies

GOENNEN = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "goennen-koennen"
# Gönnen train 50037: a square shifted onto the upper pip of the fifth colour's 2, the lower pip off its places.
SQUARE_ON_A_PIP_OF_A_TWO = ((245.0, 113.0), (260.0, 130.0), (241.0, 153.0), (227.0, 135.0))
# Gönnen train 50018: the outline of a real 1.
SQUARE_OF_A_ONE = ((275.0, 220.0), (270.0, 249.0), (299.0, 253.0), (303.0, 224.0))


def _one(margin: float) -> TemplateRead:
    return TemplateRead(value=1, margin=margin, is_dark=False, empty_spread=10.0, pip_width=None)


def _read(stem: str, outline: Outlined) -> list[Outlined]:
    image = cv2.imread(str(GOENNEN / f"{stem}.jpg"))
    return with_ones_read_by_their_bodies(image, working_image(image), [outline])


def test_a_one_outlined_around_a_pip_of_a_two_is_read_as_the_two_its_body_shows():
    [(_, read)] = _read("50037", (SQUARE_ON_A_PIP_OF_A_TWO, _one(49.7)))
    assert read.value == 2


def test_the_outline_of_a_real_one_stands():
    outline = (SQUARE_OF_A_ONE, _one(53.6))
    assert _read("50018", outline) == [outline]


def test_an_outline_of_more_pips_is_not_looked_at_again():
    outline = (SQUARE_ON_A_PIP_OF_A_TWO, TemplateRead(value=3, margin=60.0, is_dark=False))
    assert _read("50037", outline) == [outline]


def test_an_outline_read_as_one_where_its_pips_read_a_one_too_is_not_looked_at_again():
    outline = (SQUARE_ON_A_PIP_OF_A_TWO, _one(49.7))
    image = cv2.imread(str(GOENNEN / "50037.jpg"))
    assert with_ones_read_by_their_bodies(image, working_image(image), [outline], [(244.0, 133.0)]) == [outline]
