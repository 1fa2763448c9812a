"""A die's face as the light between its own pips' and the frame's other dice' pips would balance it
(vision.between_pips), and a lone orange die lit by its own tinted pips beside a blue die (vision.colour)."""

import cv2
import numpy as np

from tests.test_vision_lone_look_alikes import ASKED, GOENNEN, LONE_DIE_BOX, WOOD_BGR, a_lone_die_on
from vision.between_pips import relit_between_pips
from vision.colour import classify_dice
from vision.white_balance import Light, WhiteBalanceSettings, estimate_light

SETTINGS = WhiteBalanceSettings()
FEATURE = np.array([79.5, -5.8, 58.4, 3.8])  # Gönnen dev 50359's lone orange 3 as measured (L*, a*, b*, L* spread)
WARM_PIPS = (1.0, 0.75, 0.5)  # linear RGB: an orange die's pips, tinted by its plastic
COOL_PIPS = (0.6, 0.75, 0.95)  # a blue die's
BLUE_DIE_BOX = [(10, 40), (50, 40), (50, 80), (10, 80)]


def faces_with_pips(*pips: tuple[float, float, float]) -> np.ndarray:
    """(len(pips), 24, 24, 3) linear RGB: dark plastic with a bright patch of each face's pips."""
    faces = np.full((len(pips), 24, 24, 3), 0.02)
    for face, colour in zip(faces, pips, strict=True):
        face[8:16, 8:16] = colour
    return faces


def test_a_face_with_no_other_face_beside_it_is_not_relit():
    faces = faces_with_pips(WARM_PIPS)
    assert relit_between_pips(FEATURE, 0, faces, estimate_light(faces, SETTINGS), SETTINGS) is None


def test_a_face_whose_light_the_other_faces_share_is_left_as_it_was():
    faces = faces_with_pips(WARM_PIPS, WARM_PIPS)
    relit = relit_between_pips(FEATURE, 0, faces, estimate_light(faces, SETTINGS), SETTINGS)
    np.testing.assert_allclose(relit, FEATURE, atol=1e-6)


def test_a_face_balanced_with_its_own_warm_pips_turns_redder_between_them_and_a_blue_die_s():
    faces = faces_with_pips(WARM_PIPS, COOL_PIPS)
    own = estimate_light(faces[:1], SETTINGS)
    relit = relit_between_pips(FEATURE, 0, faces, own, SETTINGS)
    assert relit[1] > FEATURE[1] + 5.0
    assert relit[3] == FEATURE[3]


def test_the_exposure_stays_as_the_face_was_balanced():
    faces = faces_with_pips(WARM_PIPS, COOL_PIPS)
    light = Light(estimate_light(faces[:1], SETTINGS).colour, 0.5)
    grey = np.array([60.0, 0.0, 0.0, 2.0])
    relit = relit_between_pips(grey, 0, faces, light, SETTINGS)
    assert abs(relit[0] - grey[0]) < 3.0


def test_a_lone_orange_die_lit_by_its_own_tinted_pips_beside_a_blue_die_is_read_only_unsurely():
    image = a_lone_die_on(WOOD_BGR)
    image[40:80, 10:50] = (170, 70, 30)  # BGR: a blue die's face, its pips tinted by its plastic
    for centre in ((20, 50), (30, 60), (40, 70)):
        cv2.circle(image, centre, 3, (235, 225, 205), -1)
    orange, blue = classify_dice(image, [LONE_DIE_BOX, BLUE_DIE_BOX], GOENNEN)
    assert (orange.colour, orange.confidence) == ("orange", ASKED)  # its red at 236 (vision.shouldered_yellow)
    assert (blue.colour, blue.confidence > 0.9) == ("blue", True)
