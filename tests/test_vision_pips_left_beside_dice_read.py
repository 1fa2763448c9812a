"""Dice found by what the dice read tell: the pips of an unread group that a die read by its outline holds in part are
the rest the other die's, placed; no die found so makes a die read beside it its side face."""

from __future__ import annotations

import json
import math
from pathlib import Path

import cv2
import numpy as np

from vision.bodies import working_image
from vision.boxes import middle
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.found_by_dice_read import found_by_dice_read
from vision.layout import FACE_HALF_SIDE
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import Unreadable
from vision.views import View

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
WHOLE_FRAME = View(groups=(), scale=1.0, offset=(0.0, 0.0))
CANONICAL_PLACES = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
}  # pip places in canonical units (pips at ±1)


def _labelled_near(path: Path, point: tuple[float, float]) -> dict:
    """The die labelled for the image at `path` whose centre lies nearest `point` (frame pixels)."""
    dice = json.loads(path.with_suffix(".json").read_text())["dice"]
    return min(dice, key=lambda die: math.dist(die["center"], point))


def _pips_of(die: dict, places: list[tuple[int, int]]) -> list[Pip]:
    """Light pips at canonical `places` of the labelled die's top face (its box mapped from the canonical square)."""
    square = np.float32([[-1, -1], [1, -1], [1, 1], [-1, 1]]) * FACE_HALF_SIDE
    to_frame = cv2.getPerspectiveTransform(square, np.float32(die["box"]))
    centres = cv2.perspectiveTransform(np.float32(places).reshape(-1, 1, 2), to_frame).reshape(-1, 2)
    return [Pip((float(x), float(y)), 3.0, 1.1, 0.0, 80.0, 120.0, False) for x, y in centres]


def _found(path: Path, outlined: dict, other: dict, reference: dict) -> list:
    """What `found_by_dice_read` finds in the frame at `path` with one unread group of the pips of the die `outlined`
    and of the die `other` it touches, `outlined` read by its outline not surely enough to tell of a partner beside
    it (40 levels, as dev 330-349 GNW 20334's blue 1 at 37), and the die `reference` read surely far from both (the
    face the pips left are placed as)."""
    image = cv2.imread(str(path))
    pips = _pips_of(outlined, CANONICAL_PLACES[outlined["value"]]) + _pips_of(other, CANONICAL_PLACES[other["value"]])
    group = FaceGroup(tuple(pips), None)
    read = ([], [], [_outline(outlined, 40.0), _outline(reference, 60.0)])
    found, _ = found_by_dice_read(
        image,
        working_image(image),
        load_profile("geht-noch-was"),
        read,
        5,
        [Unreadable(group.center, "not a face")],
        [(group, WHOLE_FRAME)],
        ([], []),
    )
    return [(template.value, round(middle(box)[0]), round(middle(box)[1])) for (box, template), _ in found]


def _outline(die: dict, margin: float) -> tuple:
    """The labelled die as read by its outline, its pips `margin` grey levels beyond its empty places."""
    return tuple((float(x), float(y)) for x, y in die["box"]), TemplateRead(die["value"], margin, is_dark=False)


def test_the_pips_an_outlined_one_leaves_of_its_group_are_read_as_the_two_it_touches():
    path = FIXTURES / "rendered" / "geht-noch-was" / "20036.jpg"
    one, two = _labelled_near(path, (189, 202)), _labelled_near(path, (202, 225))  # labelled blue 1, blue 2
    assert _found(path, one, two, _labelled_near(path, (284, 333))) == [(2, 202, 225)]  # the 2 below the 1


def test_pips_left_beside_a_die_read_are_not_placed_where_they_make_it_a_side_face():
    image = cv2.imread(str(FIXTURES / "recorded" / "gnw-duo" / "000013.jpg"))
    reading = read_frame(image, load_profile("geht-noch-was"))
    twos = [die for die in reading.dice if (die.value, die.colour) == (2, "blue")]
    # labelled (350, 224): read by its outline below the blue 6 whose pips joined its own; the 6 placed from the pips
    # the 2 leaves of that group would make the 2 its side face
    assert [(round(die.center[0]), round(die.center[1]), die.confidence) for die in twos] == [(350, 223, 1.0)]


def test_a_partner_above_a_die_read_by_its_outline_is_not_taken_where_it_makes_that_die_its_side_face():
    path = FIXTURES / "rendered" / "geht-noch-was" / "20047.jpg"
    six, two = _labelled_near(path, (259, 178)), _labelled_near(path, (278, 206))  # labelled blue 6, blue 2
    # 0.86 sides apart, nearer than a flat die beside the 2 lies to be its side face (SIDE_FACE_OF_SAME_COLOUR_SIDES)
    image = cv2.imread(str(path))
    group = FaceGroup(tuple(_pips_of(six, CANONICAL_PLACES[6])), None)  # the 6 above seen, not read
    found, _ = found_by_dice_read(
        image,
        working_image(image),
        load_profile("geht-noch-was"),
        ([], [], [_outline(two, 60.0)]),
        5,
        [Unreadable(group.center, "not a face")],
        [(group, WHOLE_FRAME)],
        ([], []),
    )
    assert found == []  # a die read on its own is surer than a face found beside it (dev 290-309 GNW 20306)
