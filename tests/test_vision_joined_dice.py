"""Touching dice whose pips joined into one group, parted into faces placed as a die read nearby looks."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np
from vision_synthetic import PLASTIC_SRGB, blank_table, draw_die

from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.found_by_dice_read import _joined_dice, _new_of_parting
from vision.joined_dice import joined_faces
from vision.layout import CANONICAL_FACES, fit_face
from vision.partial_faces import face_map
from vision.partition import neighbour_clusters
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import View

RECORDED = Path(__file__).resolve().parent.parent / "fixtures" / "recorded"

UNIT_PX = 0.27 * 40  # pixels per canonical unit on the faces `draw_die` draws 40 px wide
FACE_BOX_PX = 3.6 * UNIT_PX  # the box a face's pips imply: FACE_HALF_SIDE (1.8) units each way


def _pip_centres(center, value, side_px=40):
    """Where `draw_die` puts the pips of `value` on an upright die (frame pixels)."""
    return [(center[0] + 0.27 * side_px * u, center[1] + 0.27 * side_px * v) for u, v in CANONICAL_FACES[value]]


def _reference():
    """How an upright die 40 px wide looks, as a face read beside the group gives it."""
    return face_map(cv2.boxPoints(((100.0, 100.0), (FACE_BOX_PX, FACE_BOX_PX), 0.0)))


def _touching_pair(top_value, bottom_value):
    """A blue die above another, face to face, on felt, a pixel apart: their pips' centres, the top die's first."""
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 130), side_px=40, value=top_value, seed=1)
    draw_die(table, "blue", (150, 171), side_px=40, value=bottom_value, seed=2)
    return table, _pip_centres((150, 130), top_value), _pip_centres((150, 171), bottom_value)


def test_the_first_parting_of_two_dice_pips_is_one_cluster_a_die():
    top, bottom = _pip_centres((150, 130), 6), _pip_centres((150, 171), 5)
    first = next(neighbour_clusters(top + bottom))
    assert sorted(first) == [tuple(range(6)), tuple(range(6, 11))]


def test_each_parting_is_given_once():
    partings = [frozenset(clusters) for clusters in neighbour_clusters(_pip_centres((150, 130), 6))]
    assert len(partings) == len(set(partings))


def test_a_six_and_a_five_whose_pips_joined_read_as_both_dice():
    table, top, bottom = _touching_pair(6, 5)
    faces = joined_faces(table, top + bottom, _reference())
    read = sorted((round(float(np.mean(box, axis=0)[1])), template.value) for box, template in faces)
    assert [value for _, value in read] == [6, 5]
    assert math.isclose(read[0][0], 130, abs_tol=3) and math.isclose(read[1][0], 171, abs_tol=3)


def test_dice_read_whole_though_pips_of_each_were_lost():
    table, top, bottom = _touching_pair(6, 5)
    seen = top[:3] + top[5:] + bottom[:1] + bottom[2:]  # two pips of the 6 lost, one of the 5: no face by its pips
    assert sorted(template.value for _, template in joined_faces(table, seen, _reference())) == [5, 6]


def test_a_lone_pip_beside_a_face_parts_into_nothing():
    table, top, bottom = _touching_pair(1, 6)
    assert joined_faces(table, top + bottom, _reference()) == []


def _joined_group_read(top_value, bottom_value, found=()):
    """What `_joined_dice` reads of one unread group holding the pips of a blue `top_value` above a blue
    `bottom_value` it touches (30 px dice), a blue 5 read by its outline beside them and the dice `found` so far
    (boxes and readings): each die as (centre y, value)."""
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 100), side_px=30, value=top_value, seed=1)
    draw_die(table, "blue", (150, 131), side_px=30, value=bottom_value, seed=2)
    draw_die(table, "blue", (60, 200), side_px=30, value=5, seed=3)
    pips = _pip_centres((150, 100), top_value, 30) + _pip_centres((150, 131), bottom_value, 30)
    group = FaceGroup(tuple(Pip(centre, 2.5, 1.0, 0.0, 80.0, 60.0, False) for centre in pips), None)
    five = tuple(map(tuple, cv2.boxPoints(((60.0, 200.0), (0.27 * 30 * 3.6,) * 2, 0.0))))
    read = ([], [], [(five, TemplateRead(5, 90.0, is_dark=False))])
    faces = _joined_dice(table, read, [(group, View((), 1.0, (0.0, 0.0)))], list(found))
    return sorted((round(float(np.mean(box, axis=0)[1])), template.value) for box, template in faces)


def test_a_three_and_a_two_whose_five_pips_joined_read_as_both_dice():
    """Dev GNW 20485: five pips of two touching blue dice that no one face holds are parted, not left unread."""
    assert _joined_group_read(3, 2) == [(100, 3), (131, 2)]


def test_a_two_and_a_two_whose_four_pips_joined_read_as_both_dice():
    assert _joined_group_read(2, 2) == [(100, 2), (131, 2)]


def test_a_one_beside_a_two_is_no_parting_of_joined_pips():
    assert _joined_group_read(1, 2) == []


def test_a_group_whose_every_pip_lies_on_dice_found_is_not_parted(monkeypatch):
    def parted(*_):
        raise AssertionError("parted a group no new die can come from")

    monkeypatch.setattr("vision.found_by_dice_read.joined_faces", parted)
    over_both = ((135.0, 85.0), (165.0, 85.0), (165.0, 146.0), (135.0, 146.0))
    both = (over_both, TemplateRead(6, 60.0, is_dark=False))
    assert _joined_group_read(3, 2, found=[both]) == []


def test_dice_joined_beside_a_die_read_by_its_outline_leave_it_standing_where_they_would_make_it_their_side_face():
    """Recorded gnw-duo frame 13: the pips of a blue 6 and of the shaken blue 2 below it joined into one group; the 2,
    read by its outline, lies nearer the 6 than a flat die below a die of its colour may, so parting the 6 from the
    group would drop the 2 as its side face. The 2 is read on its own, surer than a face placed: it stays taken (the 6,
    read at the working size, is read so: `vision.working_size_faces`)."""
    frame = cv2.imread(str(RECORDED / "gnw-duo" / "000013.jpg"))
    blue = [
        die for die in read_frame(frame, load_profile("geht-noch-was")).dice if math.dist(die.center, (350, 224)) < 8
    ]
    assert [(die.value, die.colour) for die in blue] == [(2, "blue")]
    assert blue[0].confidence >= 0.75


def _square(center, side_px=28.0):
    """The corners of an upright square face `side_px` wide about `center` (frame pixels), in order around it."""
    x, y, half = center[0], center[1], side_px / 2
    return ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))


def _parting_beside_a_four(placed_on_the_four):
    """A parting of joined pips: a 5 beside a 4 read by its outline, and a face placed on the 4 read as
    `placed_on_the_four`; what `_new_of_parting` keeps of it."""
    four = (_square((130.0, 100.0)), TemplateRead(4, 70.0, is_dark=False))
    five = (_square((100.0, 100.0)), TemplateRead(5, 90.0, is_dark=False))
    on_the_four = (_square((127.0, 97.0)), TemplateRead(placed_on_the_four, 80.0, is_dark=False))
    return _new_of_parting([five, on_the_four], ([], [], [four]), [])


def test_a_parting_whose_face_on_a_die_read_shows_fewer_pips_keeps_its_new_die():
    """Dev Blöder 30317: a black 5's pips joined two of the black 4's it touches; the 4's two, placed alone, read a 2
    on the 4 read by its outline: they are some of its pips, and the 5 is found."""
    assert [template.value for _, template in _parting_beside_a_four(2)] == [5]


def test_a_parting_whose_face_on_a_die_read_shows_more_pips_is_not_the_dice():
    assert _parting_beside_a_four(6) == []


def _face_read_from_pips(centres, elongation):
    """A face read from pips at `centres` (frame pixels), each drawn out `elongation` times, and its box."""
    pips = tuple(Pip(centre, 2.0, elongation, 0.0, 80.0, 20.0, False) for centre in centres)
    group = FaceGroup(pips, fit_face(np.array(centres), 2.0))
    xs, ys = zip(*centres, strict=True)
    return (group, View((), 1.0, (0.0, 0.0))), _square((float(np.mean(xs)), float(np.mean(ys))), 20.0)


def _parting_above_a_four_read_from_pips(elongation):
    """A parting of joined pips: a 6 and, beside it, a 4; below the 6, 0.6 of its side down, a 4 read from its pips,
    each drawn out `elongation` times; what `_new_of_parting` keeps of it."""
    six = (_square((150.0, 100.0)), TemplateRead(6, 70.0, is_dark=False))
    beside = (_square((190.0, 80.0)), TemplateRead(4, 70.0, is_dark=False))
    (group, view), box = _face_read_from_pips(
        [(144.0, 114.0), (156.0, 114.0), (144.0, 120.0), (156.0, 120.0)], elongation
    )
    return [template.value for _, template in _new_of_parting([six, beside], ([(group, view)], [box], []), [])]


def test_a_parting_keeps_its_face_above_its_own_front_face_read_from_drawn_out_pips():
    """Dev GNW 20501: a blue 6's top pips joined the blue 4's and red 4's beside it; its front face below, its pips in
    the die's shadow drawn out 1.56-2.02 times, was read as a 4: the 6's front face, no die the parting misreads."""
    assert _parting_above_a_four_read_from_pips(1.8) == [6, 4]


def test_a_parting_whose_face_lies_on_a_die_read_from_round_pips_is_not_the_dice():
    assert _parting_above_a_four_read_from_pips(1.1) == []


def _touching_pair_with_side_faces():
    """Two blue 3s touching one below the other, left of the frame's middle on felt, each showing its side face
    beyond its right edge (towards the nadir) in a strip 0.3 of its side deep, two of its pips there drawn out: the
    pips' centres, tops' first."""
    table = blank_table(320, 300, "felt")
    tops, sides = [], []
    for y, seed in ((100.0, 1), (141.0, 2)):
        draw_die(table, "blue", (60.0, y), side_px=40, value=3, seed=seed)
        strip = np.array([[80, y - 20], [92, y - 20], [92, y + 20], [80, y + 20]], np.int32)
        cv2.fillConvexPoly(table, strip, tuple(0.6 * v * 255 for v in PLASTIC_SRGB["blue"][::-1]))
        for dy in (-6.0, 6.0):
            cv2.ellipse(table, (86, round(y + dy)), (2, 4), 0, 0, 360, (200, 200, 200), -1, cv2.LINE_AA)
            sides.append((86.0, y + dy))
        tops += _pip_centres((60.0, y), 3)
    return table, tops, sides


def test_touching_dice_whose_pips_joined_their_side_faces_pips_read_as_both_dice():
    """Dev GNW 20294: two blue 3s touching, two pips of each one's side face joined to their pips; the side faces'
    pips part as clusters of their own, each lying beyond its die's edge towards the nadir."""
    table, tops, sides = _touching_pair_with_side_faces()
    faces = joined_faces(table, tops + sides, _reference())
    assert sorted((round(float(np.mean(box, axis=0)[1])), template.value) for box, template in faces) == [
        (100, 3),
        (141, 3),
    ]


def test_joined_pips_beyond_no_face_of_the_parting_towards_the_nadir_part_into_nothing():
    table, tops, sides = _touching_pair_with_side_faces()
    away = [(60.0 - (x - 60.0), y) for x, y in sides]  # where no flat die shows a side face: away from the nadir
    assert joined_faces(table, tops + away, _reference()) == []


def test_joined_pips_may_part_into_two_clusters_more_than_their_dice():
    partings = list(neighbour_clusters(_pip_centres((150, 130), 6) + _pip_centres((150, 171), 5), more=2))
    assert {len(clusters) for clusters in partings} == {2, 3, 4}
