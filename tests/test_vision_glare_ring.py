"""A lone light pip beside a glare (`vision.glare_ring`): its ring is judged without the part the glare lifts."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.find import group_faces
from vision.glare_ring import glares_beside, is_even_beside_glare, is_glare_beside
from vision.layout import FaceFit, fit_face, is_lone_pip_face, real_fit, shows_only_its_own_pips
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame

GNW_1280 = Path(__file__).parents[1] / "fixtures" / "rendered-1280" / "geht-noch-was"
FACE_LEVEL, PIP_LEVEL, GLARE_LEVEL = 60, 160, 250
PIP = ((60.0, 60.0), 7.0, PIP_LEVEL)
GLARE = ((80.0, 76.0), 16.0, GLARE_LEVEL)


def _light_pip(center: tuple[float, float], radius: float, level: int) -> Pip:
    return Pip(center, radius, 1.1, 0.0, float(level - FACE_LEVEL), float(FACE_LEVEL), is_dark=False)


def _face(glare: bool = True, table_from_x: int | None = None) -> np.ndarray:
    """A lightness image (120 × 120 uint8) of an even face with the light pip `PIP` on it; with `glare`, a glare
    spot as glossy plastic shows one (light falling off softly from its middle, `GLARE`); with `table_from_x`, a
    darker table from that column on (the face ends there)."""
    ys, xs = np.mgrid[0:120, 0:120]
    (x, y), radius, level = GLARE
    falloff = np.exp(-((xs - x) ** 2 + (ys - y) ** 2) / (2 * (radius / 1.5) ** 2)) * glare
    lightness = (FACE_LEVEL + (level - FACE_LEVEL) * falloff).astype(np.uint8)
    if table_from_x is not None:
        lightness[:, :table_from_x] = np.minimum(lightness[:, :table_from_x], 10)
    (x, y), radius, level = PIP
    cv2.circle(lightness, (round(x), round(y)), round(radius), level, -1)
    return lightness


def test_a_glare_beside_a_lone_pip_spoils_its_plain_ring_test():
    assert not is_lone_pip_face(_light_pip(*PIP), _face())


def test_a_lone_pip_s_ring_is_even_but_for_the_glare_beside_it():
    pip, candidates = _light_pip(*PIP), [_light_pip(*PIP), _light_pip(*GLARE)]
    assert is_lone_pip_face(pip, _face(), glares_beside(pip, _face(), candidates))


def test_a_ring_uneven_beside_the_glare_too_is_no_1_s_face():
    assert not is_even_beside_glare(_light_pip(*PIP), _light_pip(*GLARE), _face(table_from_x=50))


def test_a_spot_no_wider_than_a_face_s_pips_differ_is_no_glare():
    spot = ((80.0, 76.0), 10.0, GLARE_LEVEL)
    assert not is_glare_beside(_light_pip(*spot), _light_pip(*PIP))


def test_a_lone_light_pip_beside_a_glare_is_grouped_as_a_1():
    lightness = _face()
    groups = group_faces([_light_pip(*PIP), _light_pip(*GLARE)], lightness, lightness)
    ones = [group for group in groups if group.pips == (_light_pip(*PIP),)]
    assert len(ones) == 1 and ones[0].fit is not None and ones[0].fit.value == 1


def test_the_red_1_beside_its_glare_in_1280_gnw_train_20111_is_read_surely():
    """Its lone pip's ring failed for the glare beside it: it was read late, by the glare beside it in its body,
    and asked about (confidence 0.17)."""
    reading = read_frame(cv2.imread(str(GNW_1280 / "20111.jpg")), load_profile("geht-noch-was"))
    die = min(reading.dice, key=lambda die: math.dist(die.center, (524.3, 417.0)))
    assert math.dist(die.center, (524.3, 417.0)) < 10
    assert (die.value, die.colour) == (1, "red") and die.confidence >= 0.9


def _face_with_sharp_glare() -> np.ndarray:
    """`_face` with the glare a sharp-edged disc instead, as a glossy top mirrors a small lamp (dev Blöder 30375)."""
    lightness = _face(glare=False)
    (x, y), radius, level = GLARE
    cv2.circle(lightness, (round(x), round(y)), round(radius * 0.75), level, -1)
    return lightness


SHARP_GLARE = ((80.0, 76.0), 12.0, GLARE_LEVEL)


def _lone_pip_fit() -> FaceFit:
    fit = fit_face(np.array([PIP[0]]), PIP[1])
    assert fit is not None
    return fit


def test_a_sharp_glare_beside_a_lone_pip_is_stray_pip_ink_to_a_face_told_of_no_glare():
    assert not shows_only_its_own_pips(_lone_pip_fit(), [_light_pip(*PIP)], _face_with_sharp_glare())


def test_a_sharp_glare_beside_a_lone_pip_is_no_stray_pip_ink_once_known_as_glare():
    pip, lightness = _light_pip(*PIP), _face_with_sharp_glare()
    glares = glares_beside(pip, lightness, [pip, _light_pip(*SHARP_GLARE)])
    assert glares and shows_only_its_own_pips(_lone_pip_fit(), [pip], lightness, glares)


def test_a_lone_pip_beside_a_sharp_glare_is_read_as_a_1():
    candidates = [_light_pip(*PIP), _light_pip(*SHARP_GLARE)]
    fit = real_fit([_light_pip(*PIP)], _face_with_sharp_glare(), glare_candidates=candidates)
    assert fit is not None and fit.value == 1
