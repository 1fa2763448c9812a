"""A PUSH face shows no white, so its light comes from the frame; a bright wooden table must not pass for it."""

import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die, synthetic_profile, under_light

from vision.colour import classify_die


def pale_wood_under_a_bright_lamp() -> np.ndarray:
    """A 320x240 table of pale wood (sRGB 0.95, 0.78, 0.55) so brightly lit that it is the brightest lamp-like
    patch in view: its own orange lies on the lamp locus, as a warm lamp's would."""
    rng = np.random.default_rng(3)
    table = np.array([0.55, 0.78, 0.95]) * 255 + rng.normal(0, 3, (240, 320, 3))
    return np.clip(table, 0, 255).astype(np.uint8)


@pytest.mark.parametrize("face", ["purple", "blue", "red", "yellow"])
def test_a_push_face_alone_on_bright_pale_wood_keeps_its_colour(face):
    image = pale_wood_under_a_bright_lamp()
    die = draw_die(image, face, (160.0, 120.0), 40, 15.0, value=None)
    assert classify_die(image, die.box, synthetic_profile("push")).colour == face


def test_a_push_face_alone_on_white_paper_under_warm_light_keeps_its_colour():
    image = blank_table(background="paper", seed=3)
    die = draw_die(image, "blue", (160.0, 120.0), 40, 15.0, value=None)
    warm = under_light(image, (1.35, 1.0, 0.62))
    assert classify_die(warm, die.box, synthetic_profile("push")).colour == "blue"
