"""Faces the first look read surely at the working size where the closer look read no die
(`vision.working_size_faces`)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import cv2
import numpy as np

from vision.boxes import mean_side_px
from vision.find import group_faces
from vision.profiles import load_profile
from vision.reader import _read_surely_at_working_size, read_frame
from vision.views import Looks, View, face_box, views_of
from vision.working_size_faces import _is_top_among_neighbours, faces_lost_closer

RECORDED = Path(__file__).parents[1] / "fixtures" / "recorded"
# DSC train 10007: a white 6 at (389, 108) and a green 5 at (394, 280), read surely at the working size.
DSC_10007 = Path(__file__).parents[1] / "fixtures" / "rendered" / "doppelt-so-clever" / "10007.jpg"
WHITE_SIX = (389.0, 108.0)
GREEN_FIVE = (394.0, 280.0)


def _frame() -> np.ndarray:
    return cv2.imread(str(DSC_10007))


def _lost_closer(image: np.ndarray) -> Looks:
    """The frame's looks as if the closer look had read no die at all."""
    return dataclasses.replace(views_of(image), views=[])


def _read(faces) -> list[tuple[int, tuple[int, int]]]:
    return sorted((group.fit.value, tuple(round(c) for c in view.to_frame(group.center))) for group, view in faces)


def _near(found: list[tuple[int, tuple[int, int]]], centre: tuple[float, float]) -> list[int]:
    return [value for value, (x, y) in found if abs(x - centre[0]) < 6 and abs(y - centre[1]) < 6]


def test_faces_read_surely_at_the_working_size_are_found_where_the_closer_look_read_no_die():
    found = _read(faces_lost_closer(_frame(), _lost_closer(_frame()), []))

    assert _near(found, WHITE_SIX) == [6]
    assert _near(found, GREEN_FIVE) == [5]


def test_a_face_inside_a_die_read_is_not_found_again():
    image = _frame()
    looks = _lost_closer(image)
    six = [item for item in faces_lost_closer(image, looks, []) if item[0].fit.value == 6]
    box = face_box(*six[0])

    assert not _near(_read(faces_lost_closer(image, looks, [box])), WHITE_SIX)


def _square(centre: tuple[float, float], side_px: float) -> tuple[tuple[float, float], ...]:
    (x, y), half = centre, side_px / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def test_a_face_nearer_a_die_read_than_a_die_side_is_no_die_of_its_own():
    # A die's side face lies nearer its top than a touching die's face does.
    image = _frame()
    looks = _lost_closer(image)
    (group, view), *_ = [item for item in faces_lost_closer(image, looks, []) if item[0].fit.value == 6]
    side_px = group.side_px / view.scale

    near = _square((WHITE_SIX[0], WHITE_SIX[1] + 0.7 * side_px), 2.0)
    beside = _square((WHITE_SIX[0], WHITE_SIX[1] + 1.2 * side_px), 2.0)
    assert not _near(_read(faces_lost_closer(image, looks, [near])), WHITE_SIX)
    assert _near(_read(faces_lost_closer(image, looks, [beside])), WHITE_SIX) == [6]


def test_some_pips_of_a_larger_face_around_them_are_no_top_face_of_their_own():
    # Without the pips of the dice read, a die's side face passes for a face; grouped again with every pip around
    # it, it is no top of its value.
    image = _frame()
    looks = _lost_closer(image)
    (five, _), *_ = [item for item in faces_lost_closer(image, looks, []) if item[0].fit.value == 5]
    (three,) = group_faces(list(five.pips[1:4]), *looks.first_images)  # a row through the 5's middle, read as a 3

    assert three.fit is not None and three.fit.value == 3
    assert _is_top_among_neighbours(image, looks, five)
    assert not _is_top_among_neighbours(image, looks, three)


def test_a_face_the_reader_read_at_the_working_size_itself_is_left_to_it():
    image = _frame()
    looks = _lost_closer(image)
    faces = faces_lost_closer(image, looks, [])
    read_as_it_was = View(tuple(group for group, _ in faces), looks.first_scale, (0.0, 0.0))

    assert faces_lost_closer(image, dataclasses.replace(looks, views=[read_as_it_was]), []) == []


def test_a_die_lost_by_the_closer_look_is_read_with_its_colour_and_asked_about():
    image = _frame()
    dice = _read_surely_at_working_size(image, load_profile("doppelt-so-clever"), _lost_closer(image), ())
    five = [die for die in dice if abs(die.center[0] - GREEN_FIVE[0]) < 6 and abs(die.center[1] - GREEN_FIVE[1]) < 6]

    assert [(die.value, die.colour) for die in five] == [(5, "green")]
    assert 0.5 < five[0].confidence < 0.9
    assert 20 < mean_side_px(five[0].box) < 35


def test_a_die_whose_colour_is_not_decided_on_its_own_is_left_out():
    # The white 6 reads as white or silver alike on its own (`vision.decided_colours.decided_alone`).
    image = _frame()
    dice = _read_surely_at_working_size(image, load_profile("doppelt-so-clever"), _lost_closer(image), ())

    assert [die.value for die in dice] == [5]


def test_no_die_is_added_beyond_the_set():
    image = _frame()
    profile = load_profile("doppelt-so-clever")
    full = _read_surely_at_working_size(image, profile, _lost_closer(image), ()) * profile.capacity()

    assert _read_surely_at_working_size(image, profile, _lost_closer(image), full) == ()


def test_a_blue_six_lost_by_the_closer_look_beside_the_two_it_touches_is_read_and_asked():
    # Recorded gnw-duo frame 13: the 6's pips joined the shaken 2's below it closer, refused as a group of 7; the first
    # look read the 6 from its own six pips.
    frame = cv2.imread(str(RECORDED / "gnw-duo" / "000013.jpg"))
    reading = read_frame(frame, load_profile("geht-noch-was"))
    six = [die for die in reading.dice if abs(die.center[0] - 349) < 6 and abs(die.center[1] - 200) < 6]

    assert [(die.value, die.colour) for die in six] == [(6, "blue")]
    assert six[0].confidence < 0.9
    assert not [
        item for item in reading.unreadable if abs(item.center[1] - 206) < 10 and abs(item.center[0] - 347) < 10
    ]
