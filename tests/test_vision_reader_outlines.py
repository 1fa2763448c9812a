"""The outline and colour-body searches read by pip places only what may change the reading: never a die read
surely by its pips, and with no die missing only the outlines around faces read unsurely."""

from __future__ import annotations

import cv2
import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die, synthetic_profile

import vision.bodies_read as bodies_read
import vision.reader as reader
import vision.side_faces as side_faces
from vision.bodies import Body
from vision.squares import find_squares


def _holds(box, point) -> bool:
    return cv2.pointPolygonTest(np.asarray(box, np.float32), point, False) >= 0


def test_the_outline_of_a_die_read_surely_by_its_pips_is_not_read_again_by_its_pip_places(monkeypatch):
    table = blank_table(640, 480, "felt")
    dice = [draw_die(table, "red", (200, 240), value=5, seed=1), draw_die(table, "blue", (440, 240), value=3, seed=2)]
    assert all(any(_holds(square.box, die.center) for square in find_squares(table)) for die in dice)
    boxes_read = []
    monkeypatch.setattr(bodies_read, "read_face_in_its_light", lambda image, working, box: boxes_read.append(box))

    reading = reader.read_frame(table, synthetic_profile("geht-noch-was"))  # 2 of its 7 dice: some may be missing

    assert sorted((die.colour, die.value) for die in reading.dice) == [("blue", 3), ("red", 5)]
    assert not any(_holds(box, die.center) for box in boxes_read for die in dice)


def _square_body(x0: float, y0: float, side: float = 10.0) -> Body:
    box = ((x0, y0), (x0 + side, y0), (x0 + side, y0 + side), (x0, y0 + side))
    return Body(center=(x0 + side / 2, y0 + side / 2), box=box, side_px=side, contrast=50.0)


def test_with_no_die_missing_only_outlines_holding_a_face_read_unsurely_are_worth_reading():
    unsure_face, empty_place, sure_face = _square_body(0, 0), _square_body(20, 0), _square_body(40, 0)
    bodies = [unsure_face, empty_place, sure_face]
    assert bodies_read._worth_reading(bodies, sure=[(45.0, 5.0)], unsure=[(5.0, 5.0)]) == [unsure_face]


def test_with_a_die_missing_every_outline_but_those_holding_a_sure_face_is_worth_reading():
    unsure_face, empty_place, sure_face = _square_body(0, 0), _square_body(20, 0), _square_body(40, 0)
    bodies = [unsure_face, empty_place, sure_face]
    assert bodies_read._worth_reading(bodies, sure=[(45.0, 5.0)], unsure=None) == [unsure_face, empty_place]


def test_a_set_whose_count_varies_may_have_missed_a_die_without_its_faces_being_tested_for_side_faces(monkeypatch):
    table = blank_table(640, 480, "felt")
    draw_die(table, "red", (200, 240), value=5, seed=1)
    profile = synthetic_profile("doppelt-so-clever")
    assert profile.count_rule != reader.EXACT_COUNT
    faces = [(group, view) for view in reader.views_of(table).views for group in view.groups if group.fit is not None]
    monkeypatch.setattr(side_faces, "are_drawn_out_side_faces", lambda pips: pytest.fail("faces tested for side faces"))

    assert reader._may_have_missed_faces(profile, faces, 1)


def test_outlines_and_bodies_are_looked_for_all_over_or_around_unsure_faces_and_nowhere_else():
    assert reader._worth_a_closer_look(None)  # a die may be missing
    assert reader._worth_a_closer_look([(0.0, 0.0, 40.0, 40.0)])  # around a face read unsurely
    assert not reader._worth_a_closer_look([])  # every face read surely, none missing
