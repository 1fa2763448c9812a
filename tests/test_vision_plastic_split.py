"""Pips that formed no face are split by the plastic around them (`vision.plastic_split`)."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision import tolerances as tol
from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.plastic_split import WholeFaceSplitView, is_beside_other_plastic, split_by_plastic, split_unread
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import View

CALIBRATION = Path(__file__).resolve().parents[1] / "fixtures" / "calibration"
RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"
SIDE_PX = 40


def _touching_dice(left: tuple[str, int], right: tuple[str, int]) -> tuple[np.ndarray, FaceGroup]:
    """Two dice (colour, value) drawn side by side, touching, and all their pips in one group that formed no face."""
    image = blank_table(background="felt")
    centres = ((130.0, 120.0), (130.0 + SIDE_PX, 120.0))
    for (colour, value), centre in zip((left, right), centres, strict=True):
        draw_die(image, colour, centre, SIDE_PX, 0.0, value)
    lightness = image.min(axis=2)
    pips = []
    for (_, value), (x, y) in zip((left, right), centres, strict=True):
        face_level = float(lightness[int(y) + int(0.14 * SIDE_PX), int(x)])  # between the pip places
        for u, v in CANONICAL_FACES[value]:
            centre = (x + 0.27 * SIDE_PX * u, y + 0.27 * SIDE_PX * v)
            pips.append(Pip(centre, 0.09 * SIDE_PX, 1.0, 0.0, 225 - face_level, face_level, False))
    return image, FaceGroup(tuple(pips), None)


def _values(split) -> list[int | None]:
    return sorted(group.fit.value if group.fit else 0 for group, _ in split)


def test_pips_of_a_yellow_three_and_a_blue_two_touching_are_split_into_a_three_and_a_two():
    image, group = _touching_dice(("yellow", 3), ("blue", 2))
    assert _values(split_by_plastic(image, group, View((group,), 1.0, (0.0, 0.0)))) == [2, 3]


def test_pips_of_two_touching_blue_dice_are_not_split():
    image, group = _touching_dice(("blue", 3), ("blue", 2))
    assert split_by_plastic(image, group, View((group,), 1.0, (0.0, 0.0))) == []


def test_the_groups_of_views_split_at_once_are_those_split_one_by_one_in_order():
    image, joined = _touching_dice(("yellow", 3), ("blue", 2))
    lone, blue = FaceGroup(joined.pips[:1], None), FaceGroup(joined.pips[3:], None)
    views = [View((joined, lone), 1.0, (0.0, 0.0)), View((blue,), 1.0, (0.0, 0.0))]
    expected = [*split_by_plastic(image, joined, views[0]), (lone, views[0]), (blue, views[1])]
    assert repr(split_unread(image, views)) == repr(expected)  # repr: a face's fit holds arrays


def _calibrated_die_at(image: str, centre: tuple[float, float]):
    """The die read nearest the labelled `centre` of a rendered Gönnen können fixture (its fifth colour calibrated),
    None when none is within 12 px (about a third of these dice's width)."""
    profile = load_profile(CALIBRATION / "goennen-koennen.profile.json")
    reading = read_frame(cv2.imread(str(RENDERED / "goennen-koennen" / image)), profile)
    nearest = min(reading.dice, key=lambda die: math.dist(die.center, centre))
    return nearest if math.dist(nearest.center, centre) < 12 else None


def test_a_green_six_whose_pips_joined_a_yellow_three_is_read():
    die = _calibrated_die_at("50001.jpg", (426.0, 273.0))
    assert (die.colour, die.value) == ("green", 6)


def test_a_die_read_by_splitting_its_pips_from_another_die_is_taken_no_surer_than_a_touching_one():
    die = _calibrated_die_at("50001.jpg", (426.0, 273.0))
    assert die.confidence <= tol.PLASTIC_SPLIT_CONFIDENCE


def test_a_green_five_whose_pips_joined_a_blue_one_is_read():
    die = _calibrated_die_at("50038.jpg", (261.0, 191.0))
    assert (die.colour, die.value) == ("green", 5)


def test_a_blue_one_is_not_read_as_a_two_with_a_pip_of_the_yellow_die_it_touches():
    """Refused, or read as the 1 it is by its pip places (its glare levelled out, `vision.face_template`)."""
    die = _calibrated_die_at("50037.jpg", (324.0, 280.0))
    assert die is None or die.value == 1


def test_the_pips_of_a_yellow_one_and_a_blue_one_touching_are_read_as_two_ones():
    image, group = _touching_dice(("yellow", 1), ("blue", 1))
    assert _values(split_by_plastic(image, group, View((group,), 1.0, (0.0, 0.0)))) == [1, 1]


def test_whole_faces_split_from_touching_dice_of_two_plastics_are_not_doubted_as_cocked():
    """Every pip shared out to a face holding as many as its value: dice lying flat side by side."""
    image, group = _touching_dice(("yellow", 3), ("blue", 2))
    split = split_by_plastic(image, group, View((group,), 1.0, (0.0, 0.0)))
    assert all(isinstance(view, WholeFaceSplitView) for _, view in split)
    assert not any(is_beside_other_plastic(face, view) for face, view in split)


def test_a_die_cocked_against_one_whose_other_row_of_pips_formed_no_face_is_taken_no_surer_than_a_touching_one():
    """Doppelt so clever train 10016: a blue 5 (labelled cocked) split from a green 6's row of pips."""
    profile = load_profile("doppelt-so-clever")
    reading = read_frame(cv2.imread(str(RENDERED / "doppelt-so-clever" / "10016.jpg")), profile)
    cocked = min(reading.dice, key=lambda die: math.dist(die.center, (293.0, 341.0)))
    assert cocked.confidence <= tol.PLASTIC_SPLIT_CONFIDENCE


def test_the_pips_of_a_blue_four_whose_face_is_partly_in_shade_are_not_split():
    image = blank_table(background="felt")
    x, y = 160.0, 120.0
    draw_die(image, "blue", (x, y), SIDE_PX, 0.0, 4)
    image[: int(y), : int(x)] = (image[: int(y), : int(x)] * 0.5).astype(np.uint8)  # one corner's pip in shade
    four = _face_of_drawn_pips(image, (x, y), 4)
    assert split_by_plastic(image, four, View((four,), 1.0, (0.0, 0.0))) == []


def test_a_two_whose_pips_differ_in_shade_is_split_as_any_two_pips_may_be_of_two_dice():
    image = blank_table(background="felt")
    x, y = 160.0, 120.0
    draw_die(image, "blue", (x, y), SIDE_PX, 0.0, 2)
    image[: int(y), : int(x)] = (image[: int(y), : int(x)] * 0.5).astype(np.uint8)  # one pip in shade
    two = _face_of_drawn_pips(image, (x, y), 2)
    assert split_by_plastic(image, two, View((two,), 1.0, (0.0, 0.0))) != []


def _face_of_drawn_pips(image: np.ndarray, centre: tuple[float, float], value: int) -> FaceGroup:
    """The face fitted to the pips of a die of `value` drawn at `centre` (`SIDE_PX` wide, unturned)."""
    lightness = image.min(axis=2)
    pips = []
    for u, v in CANONICAL_FACES[value]:
        place = (centre[0] + 0.27 * SIDE_PX * u, centre[1] + 0.27 * SIDE_PX * v)
        face_level = float(lightness[int(place[1]) + int(0.14 * SIDE_PX), int(place[0])])
        pips.append(Pip(place, 0.09 * SIDE_PX, 1.0, 0.0, 225 - face_level, face_level, False))
    return FaceGroup(tuple(pips), fit_face(np.array([pip.center for pip in pips]), pips[0].radius))
