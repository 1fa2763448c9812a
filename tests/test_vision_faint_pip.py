"""A face with one pip too faint to be found: pips fitting no face are the next larger face when the place left empty
shows pip ink."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np

from vision.confidence import face_confidence
from vision.faint_pip import face_with_faint_pip, with_faint_centre
from vision.find import group_faces
from vision.layout import PIP_RADIUS_UNITS, fit_face
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame

RADIUS_PX = 4.0
UNIT_PX = RADIUS_PX / PIP_RADIUS_UNITS
CENTRE = np.array([100.0, 100.0])
FACE_LEVEL, PIP_LEVEL, TABLE_LEVEL = 200, 40, 30
CORNERS = ((-1, -1), (1, -1), (-1, 1), (1, 1))


def _face(drawn: dict[tuple[int, int], int], found: list[tuple[int, int]]) -> tuple[np.ndarray, list[Pip]]:
    """A white face with dark pips (grey, 200×200) on a dark table: a pip of each given level at each `drawn`
    place (canonical units), and the pips `found` among them as pip candidates."""
    grey = np.full((200, 200), TABLE_LEVEL, np.uint8)
    half_side = 1.8 * UNIT_PX
    corner_a, corner_b = (tuple(np.rint(CENTRE + sign * half_side).astype(int)) for sign in (-1, 1))
    cv2.rectangle(grey, corner_a, corner_b, FACE_LEVEL, -1)
    for place, level in drawn.items():
        x, y = CENTRE + UNIT_PX * np.array(place)
        cv2.circle(grey, (round(x), round(y)), round(RADIUS_PX), level, -1, cv2.LINE_AA)
    pips = [
        Pip(
            tuple(CENTRE + UNIT_PX * np.array(place)),
            RADIUS_PX,
            1.0,
            0.0,
            contrast=FACE_LEVEL - PIP_LEVEL,
            face_level=FACE_LEVEL,
            is_dark=True,
        )
        for place in found
    ]
    return cv2.GaussianBlur(grey, (3, 3), 0), pips


FIVE_FOUND = [*CORNERS[:3], (0, 0)]  # a 5 but for its bottom right pip


def test_the_centre_and_three_corners_with_a_faint_fourth_are_a_five():
    grey, pips = _face({**dict.fromkeys(FIVE_FOUND, PIP_LEVEL), CORNERS[3]: 150}, FIVE_FOUND)
    assert face_with_faint_pip(pips, grey).value == 5


def test_a_five_of_a_faint_pip_is_read_less_surely_than_the_table_takes_without_asking():
    grey, pips = _face({**dict.fromkeys(FIVE_FOUND, PIP_LEVEL), CORNERS[3]: 160}, FIVE_FOUND)
    assert face_confidence(face_with_faint_pip(pips, grey), tuple(pips)) < 0.9


def test_a_five_of_a_plain_pip_not_found_as_a_blob_is_read_surely_enough_to_be_taken_without_asking():
    grey, pips = _face(dict.fromkeys([*FIVE_FOUND, CORNERS[3]], PIP_LEVEL), FIVE_FOUND)
    assert face_confidence(face_with_faint_pip(pips, grey), tuple(pips)) >= 0.9


def test_the_centre_and_three_corners_with_nothing_at_the_fourth_corner_are_no_face():
    grey, pips = _face(dict.fromkeys(FIVE_FOUND, PIP_LEVEL), FIVE_FOUND)
    assert face_with_faint_pip(pips, grey) is None


def test_five_pips_of_a_six_beside_an_inked_centre_are_no_six():
    """Middle pips and a centre inked: more than one pip left unfound, which one supplied pip would read low."""
    six = [*CORNERS, (-1, 0), (1, 0)]
    grey, pips = _face({**dict.fromkeys(six, PIP_LEVEL), (0, 0): PIP_LEVEL}, six[:5])
    assert face_with_faint_pip(pips, grey) is None


def test_three_corner_pips_and_a_faint_fourth_are_too_few_to_supply_a_pip():
    grey, pips = _face({**dict.fromkeys(CORNERS[:3], PIP_LEVEL), CORNERS[3]: 150}, list(CORNERS[:3]))
    assert face_with_faint_pip(pips, grey) is None


def test_a_group_with_a_faint_pip_is_grouped_as_the_larger_face():
    grey, pips = _face({**dict.fromkeys(FIVE_FOUND, PIP_LEVEL), CORNERS[3]: 150}, FIVE_FOUND)
    (group,) = group_faces(pips, grey, np.full_like(grey, 128))
    assert (group.fit.value, len(group.pips)) == (5, 4)


def test_four_corner_pips_around_a_faint_centre_are_a_five():
    grey, pips = _face({**dict.fromkeys(CORNERS, PIP_LEVEL), (0, 0): 150}, list(CORNERS))
    (group,) = group_faces(pips, grey, np.full_like(grey, 128))
    assert group.fit.value == 5


def test_four_corner_pips_around_a_plain_centre_are_a_four():
    grey, pips = _face(dict.fromkeys(CORNERS, PIP_LEVEL), list(CORNERS))
    (group,) = group_faces(pips, grey, np.full_like(grey, 128))
    assert group.fit.value == 4


SIX_BUT_TOP_ROW = [(-1, 0), (1, 0), (-1, 1), (1, 1)]  # the two lower rows of a 6, found: a flat 4


def _fitted_four(found: list[tuple[int, int]]):
    return fit_face(CENTRE + UNIT_PX * np.array(found, dtype=float), RADIUS_PX)


def test_two_rows_of_a_six_whose_third_row_is_faint_are_no_four():
    grey, pips = _face({**dict.fromkeys(SIX_BUT_TOP_ROW, PIP_LEVEL), (-1, -1): 150, (1, -1): 150}, SIX_BUT_TOP_ROW)
    assert with_faint_centre(_fitted_four(SIX_BUT_TOP_ROW), pips, grey) is None


def test_two_rows_of_a_six_beside_a_plain_third_row_not_found_as_blobs_are_a_six():
    grey, pips = _face({**dict.fromkeys(SIX_BUT_TOP_ROW, PIP_LEVEL), (-1, -1): 0, (1, -1): 0}, SIX_BUT_TOP_ROW)
    assert with_faint_centre(_fitted_four(SIX_BUT_TOP_ROW), pips, grey).value == 6


def test_a_flat_four_with_nothing_beside_its_rows_stays_a_four():
    grey, pips = _face(dict.fromkeys(SIX_BUT_TOP_ROW, PIP_LEVEL), SIX_BUT_TOP_ROW)
    assert with_faint_centre(_fitted_four(SIX_BUT_TOP_ROW), pips, grey).value == 4


def test_a_flat_four_beside_ink_in_the_middle_column_stays_a_four():
    """Ink where a 6 has none: not a 6's third row but something else beside the 4."""
    drawn = {**dict.fromkeys(SIX_BUT_TOP_ROW, PIP_LEVEL), (-1, -1): 150, (1, -1): 150, (0, -1): 150}
    grey, pips = _face(drawn, SIX_BUT_TOP_ROW)
    assert with_faint_centre(_fitted_four(SIX_BUT_TOP_ROW), pips, grey).value == 4


def test_a_white_six_with_its_third_row_in_shade_is_read_as_a_six_not_as_its_two_rows():
    """Blöder Sack 30020 (rendered train split): the white 6 at (130, 164), its third row in a shadow, touching a red
    3; its two lit rows were read as a 4."""
    image = cv2.imread(str(Path(__file__).resolve().parents[1] / "fixtures/rendered/bloeder-sack/30020.jpg"))
    dice = read_frame(image, load_profile("bloeder-sack")).dice
    (six,) = [die for die in dice if math.dist(die.center, (130.6, 164.0)) < 10]
    assert (six.value, six.colour) == (6, "white")
