"""Dice cocked sideways (`vision.cocked_sideways`): a top face foreshortened across image-down with its own side face
turned up beyond that edge is asked about; a flat die's face, foreshortened towards the nadir, is not."""

from __future__ import annotations

import numpy as np

from vision.cocked import Slant
from vision.cocked_sideways import side_face_turned_up, with_sideways_doubts
from vision.reading import DieReading

TABLE_BGR = (60, 90, 120)  # brown wood
YELLOW_BGR = (30, 200, 230)
SHADED_YELLOW_BGR = (20, 120, 140)
NARROW_BOX = ((100.0, 100.0), (130.0, 100.0), (130.0, 136.0), (100.0, 136.0))  # 30 wide, 36 high: flatness 0.17


def scene(box, side_face=None, table_bgr=TABLE_BGR, face_bgr=YELLOW_BGR) -> np.ndarray:
    """A 240 x 240 table with a face of `face_bgr` filling `box` (x0, y0, x1, y1 corners of an upright rectangle) and,
    if given, a shaded side face of its plastic filling the rectangle `side_face` (x0, y0, x1, y1)."""
    image = np.zeros((240, 240, 3), np.uint8)
    image[:] = table_bgr
    if side_face is not None:
        x0, y0, x1, y1 = side_face
        image[y0:y1, x0:x1] = SHADED_YELLOW_BGR
    (x0, y0), _, (x1, y1), _ = box
    image[int(y0) : int(y1), int(x0) : int(x1)] = face_bgr
    return image


def test_a_face_foreshortened_sideways_with_its_side_face_turned_up_beside_it_is_asked_about():
    image = scene(NARROW_BOX, side_face=(130, 100, 150, 136))  # a side face 0.6 side wide to the right
    assert side_face_turned_up(image, NARROW_BOX, []) == 0.0


def test_a_face_foreshortened_sideways_with_the_table_beside_it_is_not_doubted():
    assert side_face_turned_up(scene(NARROW_BOX), NARROW_BOX, []) == 1.0


def test_a_face_foreshortened_towards_image_down_with_its_side_face_below_is_not_doubted():
    wide_box = ((100.0, 100.0), (136.0, 100.0), (136.0, 130.0), (100.0, 130.0))  # 36 wide, 30 high
    image = scene(wide_box, side_face=(100, 130, 136, 150))
    assert side_face_turned_up(image, wide_box, []) == 1.0


def test_a_face_seen_nearly_square_is_not_doubted():
    square_box = ((100.0, 100.0), (134.0, 100.0), (134.0, 136.0), (100.0, 136.0))  # flatness 0.06
    image = scene(square_box, side_face=(134, 100, 154, 136))
    assert side_face_turned_up(image, square_box, []) == 1.0


def test_a_face_on_a_table_of_its_own_hue_is_not_doubted():
    image = scene(NARROW_BOX, side_face=(130, 100, 150, 136), table_bgr=SHADED_YELLOW_BGR)
    assert side_face_turned_up(image, NARROW_BOX, []) == 1.0


def test_a_touching_die_of_its_hue_beside_it_is_not_taken_for_its_side_face():
    neighbour = ((130.0, 100.0), (166.0, 100.0), (166.0, 136.0), (130.0, 136.0))
    image = scene(NARROW_BOX, side_face=(130, 100, 166, 136))
    assert side_face_turned_up(image, NARROW_BOX, [neighbour]) == 1.0


def test_a_grey_face_is_not_judged_by_its_hue():
    image = scene(NARROW_BOX, side_face=(130, 100, 150, 136), face_bgr=(128, 128, 128))
    assert side_face_turned_up(image, NARROW_BOX, []) == 1.0


def test_only_taken_dice_with_a_measured_box_are_doubted():
    image = scene(NARROW_BOX, side_face=(130, 100, 150, 136))
    taken = DieReading(1, "yellow", (115.0, 118.0), NARROW_BOX, 1.0)
    asked = DieReading(1, "yellow", (115.0, 118.0), NARROW_BOX, 0.8)
    by_outline = Slant(None, None, 115.0, 118.0, 33.0, 0)
    by_three_pips = Slant(None, 0.95, 115.0, 118.0, 33.0, 3)
    doubted = with_sideways_doubts(image, [taken, asked, taken], [by_outline, by_outline, by_three_pips])
    assert [die.confidence for die in doubted] == [0.0, 0.8, 1.0]
