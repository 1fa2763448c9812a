"""White pips on a pale coloured face, seen by their colour where lightness hid them (`vision.chroma_pips`)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from dicetable.messages import text
from vision import tolerances as tol
from vision.bodies import Body
from vision.chroma_pips import _light_or_veiled, clearer_by_chroma, read_by_chroma, refusals_read_by
from vision.face_template import TemplateRead, read_face
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import Unreadable

DSC_TRAIN = Path(__file__).parents[1] / "fixtures" / "rendered" / "doppelt-so-clever"
# DSC train 10041: a pink 5 on a dark blue table; the top face as a colour body outlines it, taking in no shadow.
PINK_FIVE_BOX = ((258.1, 329.7), (254.8, 303.3), (280.5, 300.1), (283.8, 326.5))
PINK_FIVE_CENTRE = (269.3, 314.9)
PINK_FIVE_SIDE_PX = 26.2
PIPS_NOT_SEEN = text("vision.reader.unreadable.pips_not_seen")
# DSC train 10074: a pale pink 5 turned by 45°, its pips read as a 1; the colour body outlines its top face.
TURNED_PINK_FIVE_BOX = ((295.8, 425.1), (272.8, 398.8), (300.2, 374.8), (323.2, 401.1))


def _pink_five_frame() -> np.ndarray:
    return cv2.imread(str(DSC_TRAIN / "10041.jpg"))


def _pink_five_body() -> Body:
    return Body(center=PINK_FIVE_CENTRE, box=PINK_FIVE_BOX, side_px=PINK_FIVE_SIDE_PX, contrast=40.0)


def test_white_pips_of_a_pale_pink_face_hidden_in_lightness_are_read_by_chroma():
    frame = _pink_five_frame()

    assert read_face(frame, PINK_FIVE_BOX) is None
    read = read_by_chroma(frame, PINK_FIVE_BOX)
    assert read is not None
    assert (read.value, read.is_dark) == (5, False)


def test_a_white_face_is_not_read_by_chroma():
    frame = np.full((120, 120, 3), 40, np.uint8)
    cv2.rectangle(frame, (30, 30), (90, 90), (235, 235, 235), -1)
    for x, y in ((42, 42), (78, 78), (60, 60)):
        cv2.circle(frame, (x, y), 5, (60, 60, 60), -1)

    assert read_by_chroma(frame, ((30.0, 30.0), (90.0, 30.0), (90.0, 90.0), (30.0, 90.0))) is None


def test_a_die_refused_for_unseen_pips_is_read_by_chroma_in_place_of_the_refusal():
    refusal = Unreadable(center=(274.5, 313.0), reason=PIPS_NOT_SEEN)

    read, left = refusals_read_by(read_by_chroma, _pink_five_frame(), [_pink_five_body()], [refusal])

    assert [(box, reading.value) for box, reading in read] == [(PINK_FIVE_BOX, 5)]
    assert left == []


def test_a_refusal_for_another_reason_is_not_read_by_chroma():
    refusal = Unreadable(center=(274.5, 313.0), reason=text("vision.reader.unreadable.not_a_face"))

    read, left = refusals_read_by(read_by_chroma, _pink_five_frame(), [_pink_five_body()], [refusal])

    assert (read, left) == ([], [refusal])


def test_the_pale_pink_five_of_dsc_train_10041_is_read_and_asked_about():
    reading = read_frame(_pink_five_frame(), load_profile("doppelt-so-clever"))

    pink = [die for die in reading.dice if die.colour == "pink"]
    assert [die.value for die in pink] == [5]
    assert pink[0].confidence < 0.5
    assert reading.unreadable == ()


def _turned_pink_five_frame() -> np.ndarray:
    return cv2.imread(str(DSC_TRAIN / "10074.jpg"))


def test_a_faint_reading_in_its_light_gives_way_to_the_same_value_read_clearly_by_chroma():
    faint = TemplateRead(value=5, margin=26.8, is_dark=False)

    read = clearer_by_chroma(_turned_pink_five_frame(), TURNED_PINK_FIVE_BOX, faint)

    assert read is not None
    assert (read.value, read.is_dark) == (5, False)
    assert read.margin >= 35


def test_a_faint_reading_in_its_light_stays_where_chroma_reads_another_value():
    faint = TemplateRead(value=4, margin=26.8, is_dark=False)

    assert clearer_by_chroma(_turned_pink_five_frame(), TURNED_PINK_FIVE_BOX, faint) is faint


def test_a_clear_reading_in_its_light_is_not_read_again_by_chroma():
    clear = TemplateRead(value=4, margin=40.0, is_dark=False)

    assert clearer_by_chroma(_turned_pink_five_frame(), TURNED_PINK_FIVE_BOX, clear) is clear


def test_the_turned_pale_pink_five_of_dsc_train_10074_is_read_as_a_five():
    reading = read_frame(_turned_pink_five_frame(), load_profile("doppelt-so-clever"))

    assert [die.value for die in reading.dice if die.colour == "pink"] == [5]


def _five_on(face_bgr: tuple[int, int, int], pip_bgr: tuple[int, int, int]) -> np.ndarray:
    """A dark table (120×120 BGR) with a flat face showing 5 at FACE_BOX."""
    frame = np.full((120, 120, 3), 40, np.uint8)
    cv2.rectangle(frame, (30, 30), (90, 90), face_bgr, -1)
    for x, y in ((42, 42), (78, 78), (60, 60), (42, 78), (78, 42)):
        cv2.circle(frame, (x, y), 5, pip_bgr, -1)
    return frame


FACE_BOX = ((30.0, 30.0), (90.0, 30.0), (90.0, 90.0), (30.0, 90.0))


def test_white_pips_of_a_veiled_blue_face_hidden_in_lightness_are_read_by_how_much_less_blue_they_are():
    frame = _five_on((170, 135, 125), (135, 140, 150))  # a veil lifts face and pips alike; the pips show no blue

    assert read_face(frame, FACE_BOX) is None
    read = read_by_chroma(frame, FACE_BOX)
    assert read is not None
    assert (read.value, read.is_dark) == (5, False)


def test_an_unveiled_coloured_face_is_not_read_by_how_much_less_of_its_colour_its_pips_show():
    frame = _five_on((170, 70, 40), (150, 80, 60))  # a blue face in its own colour, its pips greyer

    assert read_by_chroma(frame, FACE_BOX) is None


def test_whether_a_face_is_light_and_coloured_is_judged_on_its_bounding_box_as_on_the_whole_region():
    region = _pink_five_frame()[280:350, 230:310]
    for corners, expected in ((PINK_FIVE_BOX, True), (((236, 285), (256, 285), (256, 300), (236, 300)), False)):
        inside = np.zeros(region.shape[:2], np.uint8)
        cv2.fillConvexPoly(inside, np.round(np.subtract(corners, (230, 280))).astype(np.int32), 1)
        lab = cv2.cvtColor(region, cv2.COLOR_BGR2LAB).astype(np.float32)
        face = inside.view(bool)
        chroma = np.hypot(lab[..., 1] - 128, lab[..., 2] - 128)
        whole_region = bool(
            np.median(lab[..., 0][face]) >= tol.CHROMA_FACE_MIN_LIGHTNESS
            and np.median(chroma[face]) >= tol.CHROMA_FACE_MIN_CHROMA
        )

        assert (_light_or_veiled(region, inside) == "light") == whole_region == expected
