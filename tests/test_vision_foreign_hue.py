"""A 1 read from its lone pip is sure only when the face around its pip keeps the face's hue (`vision.foreign_hue`)."""

import cv2
import numpy as np

from vision.foreign_hue import foreign_hue_share, lone_pip_hue

BLUE_FACE = (170, 60, 40)  # BGR
GREEN_TABLE = (40, 75, 35)  # as dark as the blue face: lightness alone cannot tell them apart
PIP = (235, 235, 235)
SIDE = 40  # the face box's side in pixels, as a lone pip's box is guessed in a 640×480 frame


def _box(centre: tuple[float, float]) -> tuple[tuple[float, float], ...]:
    x, y = centre
    half = SIDE / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def _frame(face_top_left: tuple[int, int], pip: tuple[int, int], face=BLUE_FACE) -> np.ndarray:
    """A face SIDE px wide on a dark green table with a white pip at `pip`."""
    image = np.full((120, 160, 3), GREEN_TABLE, np.uint8)
    left, top = face_top_left
    cv2.rectangle(image, (left, top), (left + SIDE - 1, top + SIDE - 1), face, -1)
    cv2.circle(image, pip, 4, PIP, -1)
    return image


def test_a_one_at_the_middle_of_its_face_is_not_doubted():
    image = _frame((60, 40), (80, 60))
    assert foreign_hue_share(image, _box((80, 60))) == 0.0
    assert lone_pip_hue(image, _box((80, 60))) == 1.0


def test_a_pip_near_the_edge_of_its_face_with_the_table_beside_it_is_asked_about():
    """The upper pip of a 2 read alone: the green table lies where its face would be."""
    image = _frame((60, 40), (70, 48))
    assert lone_pip_hue(image, _box((70, 48))) < 0.9


def test_glare_on_the_face_keeps_its_hue_line_and_is_not_doubted():
    image = _frame((60, 40), (80, 60))
    cv2.ellipse(image, (80, 72), (10, 4), 0, 0, 360, (235, 210, 205), -1)  # a pale, greyed blue: the face in glare
    assert lone_pip_hue(image, _box((80, 60))) == 1.0


def test_a_shaded_part_of_the_face_keeps_its_hue_line_and_is_not_doubted():
    image = _frame((60, 40), (80, 60))
    image[60:80, 60:100] = (np.array(BLUE_FACE) * 0.5).astype(np.uint8)
    assert lone_pip_hue(image, _box((80, 60))) == 1.0


def test_a_grey_face_has_no_hue_to_judge_by():
    image = _frame((60, 40), (70, 48), face=(128, 128, 128))
    assert foreign_hue_share(image, _box((70, 48))) == 0.0
