"""Refused dice read on a top face fitted to their edges (`vision.refused_faces`)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.find import FaceGroup
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import _Frame, _pips_seen, _read_as_it_is, read_frame
from vision.refused_faces import _glare_may_hide_pips
from vision.views import Looks, View

RENDERED = Path(__file__).parents[1] / "fixtures" / "rendered"
GNW_TRAIN = RENDERED / "geht-noch-was"
FACE_BOX = ((30.0, 30.0), (90.0, 30.0), (90.0, 90.0), (30.0, 90.0))
CORNERS = [(44, 44), (76, 44), (44, 76), (76, 76)]


def _blue_face(pips: list[tuple[int, int]], glare: tuple[tuple[int, int], int] | None = None) -> np.ndarray:
    """A glossy blue face on a dark table with white pips at `pips` and a glare spot (centre, radius) as white as
    they are, hiding what lies under it."""
    frame = np.full((120, 120, 3), 30, np.uint8)
    cv2.rectangle(frame, (30, 30), (90, 90), (200, 70, 30), -1)
    for x, y in pips:
        cv2.circle(frame, (x, y), 6, (225, 225, 225), -1)
    if glare is not None:
        cv2.circle(frame, glare[0], glare[1], (235, 235, 235), -1)
    return cv2.GaussianBlur(frame, (0, 0), 1.0)


def _near(dice, centre: tuple[float, float], reach: float = 10.0) -> list:
    return [die for die in dice if abs(die.center[0] - centre[0]) < reach and abs(die.center[1] - centre[1]) < reach]


def test_a_glare_as_white_as_the_pips_on_the_centre_of_a_two_may_hide_a_three():
    two_seen = _blue_face([(44, 44), (76, 76)], glare=((60, 60), 16))

    assert _glare_may_hide_pips(two_seen, FACE_BOX, 2)
    assert not _glare_may_hide_pips(_blue_face([(44, 44), (76, 76)]), FACE_BOX, 2)


def test_a_glare_on_a_place_no_pip_of_another_value_takes_leaves_the_reading():
    # A 4 with a glare on its top middle: no pattern holds the 4's corners and a top middle pip.
    four = _blue_face(CORNERS, glare=((60, 38), 5))

    assert not _glare_may_hide_pips(four, FACE_BOX, 4)


def test_a_red_three_refused_for_its_pips_grouped_with_its_side_face_is_read_on_its_fitted_face_and_asked():
    # GNW train 20009: the 3's pips and its side face's formed no face.
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20009.jpg")), load_profile("geht-noch-was"))

    three = _near(reading.dice, (407, 148))
    assert [(die.value, die.colour) for die in three] == [(3, "red")]
    assert three[0].confidence < 0.9
    assert not _near(reading.unreadable, (412, 149))


def test_a_glared_blue_three_whose_fitted_face_reads_a_two_by_its_pip_edges_stays_refused():
    # DSC train 10090: its centre pip lies in the glare; the face fitted to its edges reads a 2 by its pips' edges,
    # held back by the glare there (and by the colour counts: glared, it looks silver, and the silver die is read).
    reading = read_frame(
        cv2.imread(str(RENDERED / "doppelt-so-clever" / "10090.jpg")), load_profile("doppelt-so-clever")
    )

    assert not _near(reading.dice, (428, 235))
    assert _near(reading.unreadable, (428, 236))


def _pip(centre: tuple[float, float], radius: float) -> Pip:
    return Pip(centre, radius, 1.0, 0.0, 80.0, 60.0, False)


def test_the_pips_of_a_group_that_formed_no_face_are_seen_once_beside_the_first_looks():
    # The first look (half size) found one pip; a closer look (twice the size, from (100, 100)) found it and two more.
    looks = Looks(views=[], first_pips=[_pip((60.0, 60.0), 2.0)], first_scale=0.5)
    closer = View(groups=(), scale=2.0, offset=(100.0, 100.0))
    group = FaceGroup(pips=(_pip((40.5, 40.0), 8.0), _pip((60.0, 60.0), 8.0), _pip((80.0, 80.0), 8.0)), fit=None)

    centres, radii = _pips_seen(looks, [(group, closer)])

    assert centres == [(120.0, 120.0), (130.0, 130.0), (140.0, 140.0)]
    assert radii == [4.0, 4.0, 4.0]


def test_a_glared_red_five_whose_pips_stand_out_further_than_its_empty_places_lie_apart_is_read():
    # GNW train 20015: a red 5 in a tray corner, its pips grouped with its side face's; its fitted face reads a 5 by
    # 20-28 grey levels (under the clear margin), its empty places 3-25 apart, its pip candidates on the 5's places.
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20015.jpg")), load_profile("geht-noch-was"))

    five = _near(reading.dice, (181, 177))
    assert [(die.value, die.colour) for die in five] == [(5, "red")]
    assert five[0].confidence < 0.9


def test_a_face_dropped_at_the_end_lends_no_look_to_a_refusal_beside_it():
    # GNW 1280 train 20114: a face read surely from pips spread over several dice (a 300-pixel box, dropped for
    # holding other dice) lay nearest the glared blue 1 refused for pips not seen; the dice read beside it are 67 wide.
    frame = cv2.imread(str(GNW_TRAIN.parents[1] / "rendered-1280" / "geht-noch-was" / "20114.jpg"))

    reading = read_frame(frame, load_profile("geht-noch-was"))

    one = _near(reading.dice, (747, 584), reach=20.0)
    assert [(die.value, die.colour) for die in one] == [(1, "blue")]
    assert one[0].confidence < 0.9


def test_a_faint_reading_of_a_refused_die_is_not_taken_from_a_sharpened_frame():
    # GNW train 20015's glared red 5 reads by 20-28 levels: taken from the frame as it is, not once it was smeared.
    image, profile = cv2.imread(str(GNW_TRAIN / "20015.jpg")), load_profile("geht-noch-was")

    as_it_is, _, _ = _read_as_it_is(_Frame.of(image, None), profile, None)
    sharpened, _, _ = _read_as_it_is(_Frame.of(image, None, is_sharpened=True), profile, None)

    assert [(die.value, die.colour) for die in _near(as_it_is.dice, (181, 177))] == [(5, "red")]
    assert not _near(sharpened.dice, (181, 177))
