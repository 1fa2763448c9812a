"""The reader's faces placed from a few of their pips: where they may lie among the dice read (synthetic table)."""

from __future__ import annotations

import math
from types import SimpleNamespace

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision import found_by_dice_read, reader
from vision import tolerances as tol
from vision.boxes import middle
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES
from vision.pips import Pip
from vision.views import View

SIDE_PX = 40
FACE_BOX_PX = 3.6 * 0.27 * SIDE_PX  # the box a face's pips imply (`draw_die` puts pips 0.27 sides apart)


def _lost_pips_group(center: tuple[float, float], value: int, kept: tuple[int, ...]) -> tuple[FaceGroup, View]:
    """A group of the pips `kept` (indices into the pattern) of a `value` drawn upright at `center`, that formed no
    face, seen in a view at frame scale."""
    pips = tuple(
        Pip((center[0] + 0.27 * SIDE_PX * u, center[1] + 0.27 * SIDE_PX * v), 3.0, 1.0, 0.0, 100.0, 200.0, False)
        for u, v in (CANONICAL_FACES[value][index] for index in kept)
    )
    group = FaceGroup(pips, None)
    return group, View((group,), 1.0, (0.0, 0.0))


def _read_by_outline(center: tuple[float, float], value: int):
    """A die read surely by its pip places at `center` (its box as the pips imply it)."""
    box = tuple(map(tuple, cv2.boxPoints((center, (FACE_BOX_PX,) * 2, 0))))
    return box, TemplateRead(value, tol.TEMPLATE_SURE_MARGIN, False)


def test_pips_of_a_die_already_read_place_no_second_face_on_it():
    table = blank_table(400, 300, "wood")
    draw_die(table, "red", (120, 150), side_px=SIDE_PX, value=5, seed=1)
    read = ([], [], [_read_by_outline((120, 150), 5)])
    assert found_by_dice_read._placed_faces(table, None, read, [_lost_pips_group((120, 150), 5, (0, 2, 4))], []) == []


def test_pips_of_a_die_of_its_own_a_die_s_width_away_place_its_face():
    table = blank_table(400, 300, "wood")
    draw_die(table, "red", (120, 150), side_px=SIDE_PX, value=5, seed=1)
    draw_die(table, "blue", (250, 150), side_px=SIDE_PX, value=5, seed=2)
    read = ([], [], [_read_by_outline((120, 150), 5)])
    [(box, placed)] = found_by_dice_read._placed_faces(
        table, None, read, [_lost_pips_group((250, 150), 5, (0, 2, 4))], []
    )
    assert placed.value == 5
    assert math.dist(middle(box), (250, 150)) < 2


def test_pips_beside_a_die_found_touching_one_place_no_face_on_it():
    table = blank_table(400, 300, "wood")
    draw_die(table, "red", (120, 150), side_px=SIDE_PX, value=5, seed=1)
    draw_die(table, "blue", (250, 150), side_px=SIDE_PX, value=5, seed=2)
    read = ([], [], [_read_by_outline((120, 150), 5)])
    partner_box, _ = _read_by_outline((250, 150), 5)
    assert (
        found_by_dice_read._placed_faces(table, None, read, [_lost_pips_group((250, 150), 5, (0, 2, 4))], [partner_box])
        == []
    )


def test_the_pips_a_die_read_as_a_refusal_leaves_of_its_group_place_the_die_it_touched(monkeypatch):
    # a black 2 touching a black 5: their 7 pips joined into one group that formed no face; the 5 read at last as a
    # refusal (at its box), the 2's two pips are left to place as the red 5 read surely beside them looks
    table = blank_table(400, 300, "wood")
    draw_die(table, "red", (120, 150), side_px=SIDE_PX, value=5, seed=1)
    draw_die(table, "black", (250, 150), side_px=SIDE_PX, value=2, seed=2)
    draw_die(table, "black", (250 + SIDE_PX, 150), side_px=SIDE_PX, value=5, seed=3)
    two, _ = _lost_pips_group((250, 150), 2, (0, 1))
    five, _ = _lost_pips_group((250 + SIDE_PX, 150), 5, (0, 1, 2, 3, 4))
    joined = FaceGroup(two.pips + five.pips, None)
    box, _ = _read_by_outline((250 + SIDE_PX, 150), 5)
    refused = reader.DieReading(5, "black", (250 + SIDE_PX, 150), box, tol.EDGE_FIT_CONFIDENCE)
    monkeypatch.setattr(
        found_by_dice_read, "decided_alone", lambda image, found, boxes, profile: [(i, ("black", 1.0)) for i in found]
    )
    profile = SimpleNamespace(capacity=lambda: 40, expected_counts=lambda: {"red": 10, "black": 10})
    read = ([], [], [_read_by_outline((120, 150), 5)])
    [placed] = found_by_dice_read.left_by_refusals_read(
        table, None, profile, read, ((), (refused,)), [(joined, View((joined,), 1.0, (0.0, 0.0)))]
    )
    assert (placed.value, placed.colour) == (2, "black")
    assert math.dist(placed.center, (250, 150)) < 2


def test_a_placed_face_of_undecided_colour_leaves_its_room_to_the_faces_fitted_by_their_edges(monkeypatch):
    undecided = _read_by_outline((250, 150), 6)
    rooms = []
    monkeypatch.setattr(found_by_dice_read, "_partners", lambda *args: [])
    monkeypatch.setattr(found_by_dice_read, "_placed_faces", lambda *args, **kwargs: [undecided])
    monkeypatch.setattr(found_by_dice_read, "_fitted_faces", lambda *args: rooms.append(args[4]) or [])
    monkeypatch.setattr(
        found_by_dice_read,
        "_of_decided_colour",
        lambda image, profile, found, room: [item for item in found if item[0] != undecided],
    )
    read = ([], [], [_read_by_outline((120, 150), 5)])
    room = 2  # a set of three dice, one read
    found, _ = found_by_dice_read.found_by_dice_read(
        np.zeros((300, 400, 3), np.uint8), None, SimpleNamespace(count_rule="at_most"), read, room, [], [], []
    )
    assert found == []
    assert rooms == [2]


def _found_with_partner_left_out(monkeypatch, seen_at: tuple[float, float]) -> list:
    """The dice still unreadable once a die touching one read, found at (250, 150) where a die was seen but not read
    at `seen_at`, is left out for want of room (the set full)."""
    partner = _read_by_outline((250, 150), 3)
    monkeypatch.setattr(found_by_dice_read, "_partners", lambda *args: [partner])
    monkeypatch.setattr(found_by_dice_read, "_placed_faces", lambda *args, **kwargs: [])
    monkeypatch.setattr(found_by_dice_read, "_fitted_faces", lambda *args: [])
    monkeypatch.setattr(
        found_by_dice_read, "_of_decided_colour", lambda image, profile, found, room: found[: max(0, room)]
    )
    read = ([], [], [_read_by_outline((120, 150), 5)])
    seen = reader.Unreadable(center=seen_at, reason="pips not seen")
    room = 0  # a set of one die, read
    found, unreadable = found_by_dice_read.found_by_dice_read(
        np.zeros((300, 400, 3), np.uint8), None, SimpleNamespace(count_rule="at_most"), read, room, [seen], [], []
    )
    assert found == []
    return unreadable


def test_a_die_seen_inside_a_partner_left_out_for_want_of_room_stays_reported(monkeypatch):
    assert [item.center for item in _found_with_partner_left_out(monkeypatch, (252, 153))] == [(252, 153)]


def test_a_die_seen_beside_a_partner_left_out_is_not_reported_again(monkeypatch):
    assert _found_with_partner_left_out(monkeypatch, (250, 150 + 1.2 * FACE_BOX_PX)) == []
