"""Cocked dice showing a face of pips where no flat die shows one (vision/face_beyond.py)."""

from __future__ import annotations

import numpy as np

from vision import reader
from vision.face_beyond import with_face_beyond_doubts
from vision.pips import Pip
from vision.reading import DieReading

FRAME = (480, 640)
SIDE_PX = 30.0


def die(x: float, y: float) -> DieReading:
    """A 5 read at (x, y), its top face an upright square."""
    half = SIDE_PX / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return DieReading(5, "blue", (x, y), box, 1.0)


def pip(x: float, y: float, is_dark: bool = False) -> Pip:
    return Pip((x, y), 3.0, 1.5, 0.0, 80.0, 60.0, is_dark)


def face_pips(x: float, y: float) -> tuple[Pip, ...]:
    """The five pips of the face read at (x, y)."""
    return tuple(pip(x + dx, y + dy) for dx, dy in ((-8, -8), (8, -8), (0, 0), (-8, 8), (8, 8)))


def column_of_pips(x: float, y: float, is_dark: bool = False) -> list[Pip]:
    """Four pips around (x, y), as on a face beyond a die's top face."""
    return [pip(x + dx, y + dy, is_dark) for dx, dy in ((0, -9), (0, 0), (0, 9), (6, 0))]


def confidence_with(face: DieReading, candidates: list[Pip], others: tuple[DieReading, ...] = ()) -> float:
    """The confidence of `face` read from its five pips among `others` (read by their pip places), `candidates` the
    frame's other pip candidates."""
    x, y = face.center
    dice = (face, *others)
    pips = (face_pips(x, y), *(None for _ in others))
    candidates = list(face_pips(x, y)) + candidates
    return with_face_beyond_doubts(dice, pips, candidates, 1.0, FRAME)[0].confidence


def test_a_face_of_pips_beside_a_die_straight_above_the_nadir_is_asked_about():
    # 90° off straight down (the only way to the nadir from the centre line): 1 - 0.5 × (90 - 45) / (75 - 45)
    assert confidence_with(die(320, 100), column_of_pips(344, 100)) == 0.25


def test_a_face_of_pips_below_a_die_is_a_flat_die_s_side_face():
    assert confidence_with(die(320, 100), column_of_pips(320, 124)) == 1.0


def test_a_face_of_pips_towards_the_frame_s_centre_is_a_flat_die_s_side_face():
    # a camera looking straight down has its nadir at the frame's centre
    assert confidence_with(die(600, 240), column_of_pips(576, 240)) == 1.0


def test_a_row_of_three_pips_beyond_a_face_is_asked_about():
    # a column of three pips 90° off straight down: 1 - 0.5 × (90 - 45) / (75 - 45)
    assert confidence_with(die(320, 100), column_of_pips(344, 100)[:3]) == 0.25


def test_two_pips_beyond_a_face_are_not_doubted():
    # the column's lower two (90° and 69° off straight down): its top pip, 111° off, is doubted on its own
    # (`pip_off_the_nadir`)
    assert confidence_with(die(320, 100), column_of_pips(344, 100)[1:3]) == 1.0


def test_pips_of_the_other_kind_are_not_its_own():
    assert confidence_with(die(320, 100), column_of_pips(344, 100, is_dark=True)) == 1.0


def test_pips_in_another_die_s_box_are_not_its_own():
    assert confidence_with(die(320, 100), column_of_pips(344, 100), (die(352, 100),)) == 1.0


def test_pips_nearer_a_die_seen_but_not_read_are_that_die_s():
    x, y = 320.0, 100.0
    candidates = list(face_pips(x, y)) + column_of_pips(344, 100)
    doubted = with_face_beyond_doubts([die(x, y)], [face_pips(x, y)], candidates, 1.0, FRAME, [(350.0, 100.0)])
    assert doubted[0].confidence == 1.0


def test_a_board_card_s_patch_is_not_judged_by_where_its_nadir_would_lie(monkeypatch):
    judged: list[tuple[int, int]] = []

    def recording(dice, pips, candidates, scale, frame_shape, unread_centres, dashes):
        judged.append(frame_shape)
        return tuple(dice)

    monkeypatch.setattr(reader, "with_face_beyond_doubts", recording)
    image = np.zeros((240, 320, 3), np.uint8)
    reader.read_frame(image, frame_long_side_px=640)  # a patch cut from a 640 px camera frame
    reader.read_frame(image)
    assert judged == [(240, 320)]


def test_pips_on_the_side_face_another_flat_die_shows_are_not_its_own():
    # the front face of a flat die above, its row of pips just above the die judged
    row = [pip(x, 88) for x in (308, 316, 324, 332)]
    assert confidence_with(die(320, 110), row, (die(320, 60),)) == 1.0
    assert confidence_with(die(320, 110), row) < 1.0


def test_one_pip_beyond_a_face_away_from_the_nadir_is_asked_about():
    # straight above a die above the frame's centre: 180° off straight down, past 121° (no flat die's side face)
    assert confidence_with(die(320, 100), [pip(320, 76)]) == 0.0


def test_one_pip_beyond_a_face_sideways_is_a_flat_die_s_side_face_seen_steeply():
    assert confidence_with(die(320, 100), [pip(344, 100)]) == 1.0


def test_one_pip_where_a_die_nearby_shows_one_beyond_its_face_is_not_doubted():
    # both dice show a pip above them: a camera whose nadir lies above them (handheld, turned)
    assert confidence_with(die(320, 100), [pip(320, 76), pip(360, 76)], (die(360, 100),)) == 1.0


def test_a_die_farther_than_its_neighbours_does_not_tell_where_the_nadir_lies():
    assert confidence_with(die(320, 100), [pip(320, 76), pip(420, 76)], (die(420, 100),)) == 0.0


def test_one_pip_beyond_a_die_read_by_its_pip_places_is_not_doubted():
    # its pips' kind unknown, any candidate counts beyond it: a neighbour's pip of the other kind as often as its own
    doubted = with_face_beyond_doubts([die(320, 100)], [None], [pip(320, 76)], 1.0, FRAME)
    assert doubted[0].confidence == 1.0


def test_a_pip_a_flat_neighbour_shows_under_an_upright_camera_does_not_excuse_one_beyond_it():
    # the neighbour's pip 80° from straight down (a side face any flat die there shows) tells nothing of a turned
    # camera; the judged die's pip, 30° from it, lies 110° off the nadir: 1 - 0.5 × (110 - 100) / (121 - 100)
    neighbour_pip = pip(390 + 24 * np.sin(np.radians(80)), 100 + 24 * np.cos(np.radians(80)))
    own_pip = pip(320 + 24 * np.sin(np.radians(110)), 100 + 24 * np.cos(np.radians(110)))
    assert confidence_with(die(320, 100), [own_pip, neighbour_pip], (die(390, 100),)) == 0.762


def dark_face_below_a_light_pipped_die(dash_plastic_level: float) -> float:
    """The confidence of a 5 of dark pips on light plastic read below a flat 5 of light pips on dark plastic, a row
    of dark dashes on plastic of `dash_plastic_level` grey between them (on the upper die's side face as a flat die
    shows it, beyond the lower face)."""
    lower = die(320, 110)
    upper = die(320, 60)
    lower_pips = tuple(Pip(p.center, 3.0, 1.5, 0.0, 80.0, 200.0, True) for p in face_pips(320, 110))
    upper_pips = tuple(Pip(p.center, 3.0, 1.5, 0.0, 80.0, 40.0, False) for p in face_pips(320, 60))
    dashes = [Pip((x, 88.0), 3.0, 4.0, 0.0, 40.0, dash_plastic_level, True) for x in (308, 316, 324, 332)]
    candidates = [*lower_pips, *upper_pips]
    doubted = with_face_beyond_doubts((lower, upper), (lower_pips, upper_pips), candidates, 1.0, FRAME, (), dashes)
    return doubted[0].confidence


def test_dark_dashes_on_light_plastic_are_not_the_side_face_of_a_die_with_light_pips():
    # a light die cocked on a black one: its turned-up face's dashes lie where the black die's front face would
    assert dark_face_below_a_light_pipped_die(dash_plastic_level=190.0) == 0.0


def test_dark_dashes_on_plastic_like_a_light_pipped_die_s_face_are_its_side_face():
    # the dark gaps between a black die's light side-face pips, beyond a flat white die below it
    assert dark_face_below_a_light_pipped_die(dash_plastic_level=60.0) == 1.0
