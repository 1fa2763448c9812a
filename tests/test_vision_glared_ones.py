"""A 1 beside a glare on a die body where no face was read (`vision.glared_ones`): read, and asked about."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.glared_ones import glared_one
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import View

GNW_TRAIN = Path(__file__).parents[1] / "fixtures" / "rendered" / "geht-noch-was"
FACE_LEVEL, PIP_LEVEL, GLARE_LEVEL = 60, 160, 250
BODY_CENTRE, BODY_SIDE_PX = (60.0, 60.0), 80.0
LOOK = View((), 1.0, (0.0, 0.0))


def _light_pip(center: tuple[float, float], radius: float, level: int, elongation: float = 1.1) -> Pip:
    return Pip(center, radius, elongation, 0.0, float(level - FACE_LEVEL), float(FACE_LEVEL), is_dark=False)


def _face(*pips: tuple[tuple[float, float], float, int], glare: bool = True) -> np.ndarray:
    """A lightness image (120 × 120 uint8) of an even face with light pips (centre, radius px, level) on it and, with
    `glare`, a glare spot as glossy plastic shows one: light falling off softly from its middle (`GLARE`)."""
    ys, xs = np.mgrid[0:120, 0:120]
    (x, y), radius, level = GLARE
    falloff = np.exp(-((xs - x) ** 2 + (ys - y) ** 2) / (2 * (radius / 1.5) ** 2)) * glare
    lightness = (FACE_LEVEL + (level - FACE_LEVEL) * falloff).astype(np.uint8)
    for (x, y), radius, level in pips:
        cv2.circle(lightness, (round(x), round(y)), round(radius), level, -1)
    return lightness


PIP = ((61.0, 60.0), 7.0, PIP_LEVEL)
GLARE = ((30.0, 50.0), 16.0, GLARE_LEVEL)


def test_a_round_pip_in_the_middle_of_a_body_beside_a_glare_is_a_1():
    one = glared_one(LOOK, [_light_pip(*PIP), _light_pip(*GLARE)], _face(PIP), BODY_CENTRE, BODY_SIDE_PX)
    assert one is not None and one.fit.value == 1 and one.pips == (_light_pip(*PIP),)


def test_a_lone_pip_without_a_glare_beside_it_is_left_to_the_lone_pip_test():
    assert glared_one(LOOK, [_light_pip(*PIP)], _face(PIP, glare=False), BODY_CENTRE, BODY_SIDE_PX) is None


def test_a_middle_pip_with_a_corner_pip_on_the_body_is_no_1():
    corner = ((85.0, 85.0), 7.0, PIP_LEVEL)
    pips = [_light_pip(*PIP), _light_pip(*GLARE), _light_pip(*corner)]
    assert glared_one(LOOK, pips, _face(PIP, corner), BODY_CENTRE, BODY_SIDE_PX) is None


def test_a_pip_off_the_body_s_middle_is_no_1():
    off = ((80.0, 60.0), 7.0, PIP_LEVEL)
    assert glared_one(LOOK, [_light_pip(*off), _light_pip(*GLARE)], _face(off), BODY_CENTRE, BODY_SIDE_PX) is None


def test_a_drawn_out_pip_beside_a_glare_is_no_1():
    pips = [_light_pip(*PIP, elongation=2.2), _light_pip(*GLARE)]
    assert glared_one(LOOK, pips, _face(PIP), BODY_CENTRE, BODY_SIDE_PX) is None


def test_the_blue_1_beside_its_glare_in_gnw_train_20014_is_read_and_asked_about():
    """It was refused: "Würfel gesehen, aber seine Augen nicht"."""
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20014.jpg")), load_profile("geht-noch-was"))
    die = min(reading.dice, key=lambda die: math.dist(die.center, (380.4, 250.8)))
    assert math.dist(die.center, (380.4, 250.8)) < 5
    assert (die.value, die.colour) == (1, "blue") and die.confidence < 0.9
    assert reading.unreadable == ()


def _glare_holding(pip_centre: tuple[int, int] | None) -> np.ndarray:
    """A lightness image (120 × 120 uint8) of an even face with a glare spot at (45, 55) whose light falls off softly,
    and, at `pip_centre`, a light pip of 7 px rimmed by its shaded recess inside it, as softly as a lens draws them
    (the glare outshines the pip: only specular light outshines white pips)."""
    ys, xs = np.mgrid[0:120, 0:120]
    falloff = np.exp(-((xs - 45.0) ** 2 + (ys - 55.0) ** 2) / (2 * 12.0**2))
    lightness = (FACE_LEVEL + (GLARE_LEVEL - FACE_LEVEL) * falloff).astype(np.uint8)
    if pip_centre is not None:
        cv2.circle(lightness, pip_centre, 12, 130, -1)
        cv2.circle(lightness, pip_centre, 7, 200, -1)
    return cv2.GaussianBlur(lightness, (0, 0), 1.5)


HOLDING_GLARE = _light_pip((45.0, 55.0), 18.0, GLARE_LEVEL)


def test_a_pip_in_the_middle_of_a_body_inside_a_glare_that_took_it_in_is_a_1():
    one = glared_one(LOOK, [HOLDING_GLARE], _glare_holding((60, 60)), BODY_CENTRE, BODY_SIDE_PX)
    assert one is not None and one.fit.value == 1 and math.dist(one.pips[0].center, (60.0, 60.0)) <= 7


def test_a_glare_holding_the_middle_of_a_body_without_a_pip_in_it_is_no_1():
    assert glared_one(LOOK, [HOLDING_GLARE], _glare_holding(None), BODY_CENTRE, BODY_SIDE_PX) is None


def test_the_red_1_whose_pip_a_glare_took_in_in_gnw_train_20066_is_read_and_asked_about():
    """It was refused: "Würfel gesehen, aber seine Augen nicht"; its pip lies at the rim of a glare three pips wide."""
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20066.jpg")), load_profile("geht-noch-was"))
    dice = [die for die in reading.dice if math.dist(die.center, (288.0, 236.0)) < 6]
    assert [(die.value, die.colour, die.confidence < 0.9) for die in dice] == [(1, "red", True)]
    assert all(math.dist(item.center, (288.0, 236.0)) > 20 for item in reading.unreadable)
