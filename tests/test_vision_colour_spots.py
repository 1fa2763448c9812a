"""The PUSH die found as a spot of its profile colour (vision.colour_spots) where its body does not stand out."""

from pathlib import Path

import cv2
import numpy as np
import pytest

from dicetable.messages import text
from vision.bodies import working_image
from vision.colour_spots import ColourSpots, colour_spots, is_bounded_all_round, partly_hidden_faces, spotted_dice
from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parent.parent / "fixtures" / "rendered"


@pytest.fixture(scope="module")
def push():
    return load_profile("push")


def _bgr(lightness: float, red_green: float, yellow_blue: float) -> tuple[int, int, int]:
    """One BGR uint8 colour of CIE L*a*b* (OpenCV's 8-bit scaling)."""
    lab = np.uint8([[[round(lightness * 255 / 100), round(red_green + 128), round(yellow_blue + 128)]]])
    return tuple(int(level) for level in cv2.cvtColor(lab, cv2.COLOR_Lab2BGR)[0, 0])


def test_a_blue_face_on_blue_felt_is_read_blue(push):
    """PUSH 40022 (train split): the felt is as blue as the face, only paler; no body stands out."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40022.jpg")), push)
    assert [die.colour for die in reading.dice] == ["blue"]


def test_a_blue_face_against_a_tray_wall_is_read_blue(push):
    """PUSH 40089 (train split): the face's body runs into the tray wall's, which stands out from the dark tray."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40089.jpg")), push)
    assert [die.colour for die in reading.dice] == ["blue"]


def test_a_saturated_blue_square_on_pale_blue_felt_is_spotted_as_blue(push):
    felt = np.full((480, 640, 3), _bgr(36, 11, -34), np.uint8)
    cv2.rectangle(felt, (300, 230), (324, 254), _bgr(46, 13, -52), cv2.FILLED)
    dice = spotted_dice(felt, colour_spots(working_image(felt), push).whole, push)
    assert [(die.colour, tuple(round(value) for value in die.center)) for die in dice] == [("blue", (312, 242))]


def test_felt_of_a_die_colour_alone_is_no_die(push):
    felt = np.full((480, 640, 3), _bgr(46, 13, -52), np.uint8)
    assert colour_spots(working_image(felt), push) == ColourSpots([], [])


def test_a_green_face_in_a_trays_shadow_is_spotted_and_named_by_its_hue_and_asked_about(push):
    """PUSH 40088 (train split): no body stands out, and the colour stage takes the spot for the black star face."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40088.jpg")), push)
    assert [(die.colour, die.confidence) for die in reading.dice] == [("green", 0.5)]


def _spot_amid(around: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Deviations of a 20 px spot 3 deviations from a colour amid `around` (h, w), and the spot's mask."""
    deviations = around.astype(np.float32)
    spot = np.zeros(deviations.shape, bool)
    spot[40:60, 40:60] = True
    deviations[spot] = 3.0
    return deviations, spot


def test_a_spot_nearer_the_colour_than_all_around_it_is_bounded_all_round():
    deviations, spot = _spot_amid(np.full((100, 100), 5.0))
    assert is_bounded_all_round(deviations, spot, (49.5, 49.5), 20.0)


def test_a_spot_whose_one_side_opens_onto_felt_as_near_the_colour_is_not_bounded_all_round():
    """Felt beside a wall's shadow: the smooth table estimate makes it pass as a spot, the felt beyond it runs on."""
    around = np.full((100, 100), 6.0)
    around[:, :50] = 2.5  # the felt on the spot's left, the shadow on its right
    deviations, spot = _spot_amid(around)
    assert not is_bounded_all_round(deviations, spot, (49.5, 49.5), 20.0)


def _green_strip_on_dark_felt(width: int, height: int) -> np.ndarray:
    """A dark tray floor with a saturated green strip `width` × `height` px on it (the PUSH green face's colour)."""
    felt = np.full((480, 640, 3), _bgr(15, 0, 0), np.uint8)
    cv2.rectangle(felt, (300, 230), (300 + width - 1, 230 + height - 1), _bgr(62, -45, 30), cv2.FILLED)
    return felt


def test_a_face_strip_as_long_as_a_die_but_cut_short_across_is_reported_partly_hidden(push):
    """A face half hidden behind a tray wall: 28 px long (a die's side here), 16 px across."""
    strip = _green_strip_on_dark_felt(28, 16)
    spots = colour_spots(working_image(strip), push)
    hidden = partly_hidden_faces(strip, spots.cut_short, push)
    assert spots.whole == []
    assert [(tuple(round(value) for value in item.center), item.reason) for item in hidden] == [
        ((314, 238), text("vision.reader.unreadable.not_a_face"))
    ]


def test_a_strip_narrower_than_a_third_of_its_length_is_no_face(push):
    strip = _green_strip_on_dark_felt(36, 10)
    assert colour_spots(working_image(strip), push) == ColourSpots([], [])


def test_a_push_face_half_hidden_behind_a_tray_wall_is_read_and_asked_about(push):
    """PUSH 40066 (train split): a blue face on blue felt in a tray corner, the wall's top edge hiding a third; beyond
    it, away from the camera, only the felt (`vision.cut_faces`)."""
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40066.jpg")), push)
    assert reading.unreadable == ()
    assert [(die.colour, tuple(round(value) for value in die.center), die.confidence) for die in reading.dice] == [
        ("blue", (321, 214), 0.7)
    ]
