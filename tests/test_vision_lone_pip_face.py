"""A 1 read from its lone pip is sure only when its face is seen whole around its pip (`vision.lone_pip_face`)."""

import cv2
import numpy as np

from vision.lone_pip_face import lone_pip_face, other_plastic_beside_pip, unseen_face_share
from vision.profiles import load_profile

BLUE_FACE = (170, 60, 40)  # BGR
RED_FACE = (35, 30, 190)  # BGR, the red of the Blöder set
WHITE_FACE = (215, 220, 222)  # BGR, a white face under a yellowish light
GREEN_TABLE = (40, 75, 35)  # as dark as the blue face in its darkest channel, where a light pip's face is judged
PIP = (235, 235, 235)
SIDE = 40  # the face box's side in pixels, as a lone pip's box is guessed in a 640×480 frame


def _box(centre: tuple[float, float]) -> tuple[tuple[float, float], ...]:
    x, y = centre
    half = SIDE / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def _frame(pip: tuple[int, int], face=BLUE_FACE, table=GREEN_TABLE) -> np.ndarray:
    """A face SIDE px wide at (60, 40) on the table, with a white pip at `pip`."""
    image = np.full((120, 160, 3), table, np.uint8)
    cv2.rectangle(image, (60, 40), (60 + SIDE - 1, 40 + SIDE - 1), face, -1)
    cv2.circle(image, pip, 4, PIP, -1)
    return image


def test_a_one_at_the_middle_of_its_face_is_not_doubted():
    image = _frame((80, 60))
    assert unseen_face_share(image, _box((80, 60))) == 0.0
    assert lone_pip_face(image, _box((80, 60))) == 1.0


def test_a_pip_near_the_edge_of_its_face_with_a_table_of_another_hue_beside_it_is_asked_about():
    """The upper pip of a 2 read alone: the green table lies where its face would be."""
    assert lone_pip_face(_frame((70, 48)), _box((70, 48))) < 0.9


def test_a_pip_near_the_edge_of_its_face_with_a_dark_gap_beside_it_is_asked_about():
    """A grey face on a black table: no hue to tell them by, but the table is far darker than the face beside the
    light pip."""
    image = _frame((70, 48), face=(120, 120, 120), table=(10, 10, 10))
    assert lone_pip_face(image, _box((70, 48))) < 0.9


def test_glare_on_the_face_keeps_its_hue_line_and_is_not_doubted():
    image = _frame((80, 60))
    cv2.ellipse(image, (80, 72), (10, 4), 0, 0, 360, (235, 210, 205), -1)  # a pale, greyed blue: the face in glare
    assert lone_pip_face(image, _box((80, 60))) == 1.0


def test_a_face_a_little_darker_on_one_side_is_not_doubted():
    image = _frame((80, 60))
    image[60:80, 60:100] = (np.array(BLUE_FACE) * 0.8).astype(np.uint8)
    assert lone_pip_face(image, _box((80, 60))) == 1.0


def test_a_grey_face_beside_a_grey_table_as_light_is_judged_by_its_lightness_alone():
    image = _frame((70, 48), face=(128, 128, 128), table=(124, 130, 126))  # no hue, and as light as the face
    assert unseen_face_share(image, _box((70, 48))) == 0.0


def test_a_grey_face_beside_a_more_colourful_table_as_light_is_asked_about():
    """A grey face has no hue to keep, but the light's tint is all its colour: a green table is no part of it."""
    image = _frame((70, 48), face=(128, 128, 128), table=(110, 140, 110))
    assert lone_pip_face(image, _box((70, 48))) < 0.9


def test_a_white_one_under_a_finger_of_its_tint_is_asked_about():
    """Blöder 30028: a warm-lit white face, a finger over the lower half of its face, of its hue but more colourful."""
    image = _frame((80, 60), face=WHITE_FACE)
    cv2.circle(image, (80, 60), 4, (40, 40, 40), -1)  # a dark pip on the white face
    image[66:80, 60:100] = (150, 180, 225)  # skin, BGR
    assert lone_pip_face(image, _box((80, 60))) < 0.9


def test_a_white_one_half_in_shade_is_not_doubted():
    image = _frame((80, 60), face=WHITE_FACE)
    cv2.circle(image, (80, 60), 4, (40, 40, 40), -1)
    image[66:80, 60:100] = (np.array(WHITE_FACE) * 0.8).astype(np.uint8)
    assert lone_pip_face(image, _box((80, 60))) == 1.0


def test_glare_lighter_than_a_face_beside_its_dark_pip_is_not_doubted():
    """Glare only ever lightens a face: beside a dark pip, lighter is no sign of another surface."""
    image = _frame((80, 60))
    cv2.circle(image, (80, 60), 4, (40, 20, 10), -1)  # a dark pip on the blue face
    cv2.ellipse(image, (88, 48), (9, 3), 45, 0, 360, (250, 235, 230), -1)  # a streak of glare near its corner
    assert lone_pip_face(image, _box((80, 60))) == 1.0


def test_a_one_named_the_colour_of_the_plastic_beside_its_pip_is_not_doubted():
    image = _frame((80, 60), face=RED_FACE)
    assert other_plastic_beside_pip(image, _box((80, 60)), "red", load_profile("bloeder-sack")) == 1.0


def test_a_one_named_another_colour_than_the_plastic_beside_its_pip_is_asked_about():
    """Blöder 30114: a red 3 half in shade, its one lit pip read as a 1 and named black from the shade around it."""
    image = _frame((80, 60), face=RED_FACE)
    assert other_plastic_beside_pip(image, _box((80, 60)), "black", load_profile("bloeder-sack")) < 0.9


def test_a_grey_one_is_not_doubted_for_a_tint_that_moves_it_towards_every_grey_alike():
    """White and black lie a few a*b* levels apart: a yellowish light is no other colour beside the pip."""
    image = _frame((80, 60), face=WHITE_FACE)
    assert other_plastic_beside_pip(image, _box((80, 60)), "black", load_profile("bloeder-sack")) == 1.0
