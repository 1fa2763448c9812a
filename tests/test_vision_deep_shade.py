"""Dice in deep shade found by their pips in the frame relit (`vision.deep_shade`)."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision import reader
from vision import tolerances as tol
from vision.bodies import working_image
from vision.deep_shade import faces_in_deep_shade, joined_squares, parts_in_reading_order
from vision.face_template import PATTERNS, PLACES
from vision.layout import FACE_HALF_SIDE
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading, TableReading

PROFILE = load_profile("geht-noch-was")
CENTRE, SIDE_PX = (480, 240), 30
LIT_TABLE, SHADE = (150, 150, 150), (22, 22, 22)  # the shade a seventh of the lit table's light
SHADED_RED, SHADED_PIP = (6, 8, 50), (30, 32, 76)  # a red face in that shade, its pips 24 levels lighter


def table_with_a_shade() -> np.ndarray:
    """A lit table (640×480 BGR) whose right half lies in deep shade."""
    image = np.full((480, 640, 3), LIT_TABLE, np.uint8)
    image[:, 360:] = SHADE
    return image


def with_a_face(image: np.ndarray, value: int, face=SHADED_RED, pip=SHADED_PIP, centre=CENTRE) -> np.ndarray:
    """`image` with a flat face showing `value` at `centre`, SIDE_PX wide."""
    half, unit = SIDE_PX / 2, SIDE_PX / (2 * FACE_HALF_SIDE)
    x, y = centre
    cv2.rectangle(image, (round(x - half), round(y - half)), (round(x + half), round(y + half)), face, -1)
    for place in PATTERNS[value][0]:
        dx, dy = PLACES[place]
        cv2.circle(image, (round(x + dx * unit), round(y + dy * unit)), round(0.33 * unit), pip, -1)
    return image


def found_values(image: np.ndarray, read_boxes=(), unread_centres=()) -> list[tuple[int, str]]:
    found = faces_in_deep_shade(image, working_image(image), PROFILE, list(read_boxes), list(unread_centres))
    return [(read.value, colour) for _, read, (colour, _) in found]


def test_a_die_whose_pips_stand_out_only_faintly_in_deep_shade_is_found_relit():
    assert found_values(with_a_face(table_with_a_shade(), 5)) == [(5, "red")]


def test_a_die_in_deep_shade_is_read_but_asked_about():
    reading = read_frame(with_a_face(table_with_a_shade(), 5), PROFILE)
    assert [(die.value, die.colour) for die in reading.dice] == [(5, "red")]
    assert reading.dice[0].confidence <= tol.DEEP_SHADE_CONFIDENCE


def test_a_lone_pip_in_deep_shade_is_not_taken_for_a_die():
    assert found_values(with_a_face(table_with_a_shade(), 1)) == []


def test_a_table_dark_all_over_shows_no_shade():
    image = np.full((480, 640, 3), SHADE, np.uint8)
    assert found_values(with_a_face(image, 5)) == []


def test_a_die_brighter_than_the_shade_around_it_is_not_in_that_shade():
    image = table_with_a_shade()
    image[:, 360:] = 60  # a dark grey tray, as dark as a shade of two fifths of the light
    red, pip = (20, 25, 95), (44, 49, 119)  # a red face lighter than half the lit table, its pips as faint
    assert found_values(with_a_face(image, 5, red, pip)) == []


def test_a_face_nearer_a_die_read_than_a_flat_die_can_lie_is_its_side_face():
    x, y = CENTRE
    read_box = ((x - 40.0, y - 15.0), (x - 10.0, y - 15.0), (x - 10.0, y + 15.0), (x - 40.0, y + 15.0))
    assert found_values(with_a_face(table_with_a_shade(), 5), read_boxes=[read_box]) == []


def test_a_face_half_on_a_die_seen_unread_is_a_piece_of_it():
    x, y = CENTRE
    assert found_values(with_a_face(table_with_a_shade(), 5), unread_centres=[(x - 25.0, y)]) == []


def test_a_face_on_a_die_seen_unread_is_that_die_read():
    assert found_values(with_a_face(table_with_a_shade(), 5), unread_centres=[CENTRE]) == [(5, "red")]


def test_a_set_with_no_room_left_is_not_searched_in_the_shade(monkeypatch: pytest.MonkeyPatch):
    def searched(*_args: object) -> list:
        raise AssertionError("the shade was searched")

    monkeypatch.setattr(reader, "faces_in_deep_shade", searched)
    image = with_a_face(table_with_a_shade(), 5)
    box = ((10.0, 10.0), (40.0, 10.0), (40.0, 40.0), (10.0, 40.0))
    full = TableReading(dice=(DieReading(3, "red", (25.0, 25.0), box, 0.95),) * PROFILE.capacity())
    assert reader._with_dice_in_deep_shade(image, working_image(image), PROFILE, full, None) == full


def _parts_by_first_pixel(mask: np.ndarray) -> list[tuple[tuple[int, int], tuple[int, int, int, int], np.ndarray]]:
    """Each 8-connected part of the uint8 `mask` as OpenCV labels it: its first pixel (row, column) in reading order,
    its box (x, y, w, h) and its pixels in the whole mask (bool); sorted by first pixel."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    parts = []
    for label in range(1, count):
        rows, columns = np.nonzero(labels == label)
        parts.append(((int(rows[0]), int(columns[0])), tuple(stats[label, :4].tolist()), labels == label))
    return sorted(parts, key=lambda part: part[0])


def test_squares_joined_are_the_parts_of_their_union_in_reading_order_of_their_first_pixels():
    rng = np.random.default_rng(5)
    for _ in range(300):
        height, width = (int(side) for side in rng.integers(10, 200, 2))
        reach = int(rng.integers(0, 40))
        xs, ys = rng.integers(-5, width + 5, 12).tolist(), rng.integers(-5, height + 5, 12).tolist()
        centres = list(zip(xs, ys, strict=True))
        mask = np.zeros((height, width), np.uint8)
        for x, y in centres:
            cv2.rectangle(mask, (x - reach, y - reach), (x + reach, y + reach), 1, -1)
        drawn = [(x, y, x + w, y + h) for _, (x, y, w, h), _ in _parts_by_first_pixel(mask)]
        assert joined_squares(centres, reach, (height, width)) == drawn


def test_a_masks_parts_come_in_reading_order_of_their_first_pixels_whatever_their_labels():
    rng = np.random.default_rng(3)
    for _ in range(100):
        mask = np.zeros((120, 160), bool)
        for x, y, w, h in rng.integers(1, 100, (int(rng.integers(1, 12)), 4)).tolist():
            mask[y : y + h // 4 + 1, x : x + w // 2 + 1] = True
        expected = _parts_by_first_pixel(mask.view(np.uint8))
        parts = parts_in_reading_order(mask)
        assert [box for box, _ in parts] == [box for _, box, _ in expected]
        for ((x, y, w, h), own), (_, _, pixels) in zip(parts, expected, strict=True):
            assert np.array_equal(own, pixels[y : y + h, x : x + w])
