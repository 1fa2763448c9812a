"""A die body whose colour is not decided alone (veiled by glare, smeared, in shade) and that no outline reads: passed
over unless a closer look shows a group of its own pips there, when it is reported as a die not read, at its pips,
or its plastic beyond its face names a colour, when it is reported as glared."""

from __future__ import annotations

import numpy as np

import vision.bodies_read as bodies_read
import vision.colour
from dicetable.messages import text
from vision.bodies import Body
from vision.colour_model import ColourGuess
from vision.find import AmidPrint, FaceGroup
from vision.layout import fit_face
from vision.pips import Pip
from vision.views import View

SIDE_PX = 30.0
UNDECIDED = ColourGuess("unknown", 0.0, text("vision.reader.unreadable.not_a_face"))


def _body(center: tuple[float, float]) -> Body:
    (x, y), half = center, SIDE_PX / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return Body(center=center, box=box, side_px=SIDE_PX, contrast=40.0)


def _group(points: list[tuple[float, float]], kind: type[FaceGroup] = FaceGroup) -> FaceGroup:
    return kind(tuple(Pip(point, 2.5, 1.0, 0.0, 80.0, 200.0, False) for point in points), None)


class _Glared:
    """Stands for `vision.colour.GlaredBodies`: every body's plastic beyond its face names `named`."""

    def __init__(self, named: ColourGuess | None) -> None:
        self.named = named

    def colour(self, row: int) -> ColourGuess | None:
        return self.named


def _reported(monkeypatch, look_groups: list[FaceGroup], faces=(), beyond: ColourGuess | None = None) -> list:
    """The dice reported unreadable once an undecided body at (200, 150) is looked at closely, its close look
    (at frame scale) holding `look_groups`; `faces`: the faces read before; `beyond`: the colour its plastic beyond
    its face names."""
    monkeypatch.setattr(
        vision.colour, "classify_bodies", lambda image, boxes, *args: ([UNDECIDED] * len(boxes), _Glared(beyond))
    )
    look = View(tuple(look_groups), 1.0, (0.0, 0.0))
    monkeypatch.setattr(bodies_read, "body_look", lambda *args: (look, [], np.zeros((1, 1), np.uint8)))
    monkeypatch.setattr(
        bodies_read, "split_unread", lambda image, views: [(group, views[0]) for group in views[0].groups]
    )
    monkeypatch.setattr(bodies_read, "is_no_die", lambda *args: False)
    monkeypatch.setattr(bodies_read, "refusals_read_by", lambda read, image, bodies, unreadable: ([], unreadable))
    _, unreadable, _ = bodies_read.with_bodies_read(
        np.zeros((300, 400, 3), np.uint8), None, [(_body((200.0, 150.0)), None)], list(faces), [], [], None
    )
    return unreadable


def test_an_undecided_body_without_pips_is_passed_over(monkeypatch):
    assert _reported(monkeypatch, []) == []


def test_an_undecided_body_without_pips_whose_plastic_beyond_names_a_colour_is_reported_glared(monkeypatch):
    [seen] = _reported(monkeypatch, [], beyond=ColourGuess("blue", 1.0))
    assert seen.center == (200.0, 150.0)
    assert seen.reason == text("vision.reader.unreadable.glared")


def test_an_undecided_body_holding_a_group_of_pips_that_forms_no_face_is_reported_at_its_pips(monkeypatch):
    [seen] = _reported(monkeypatch, [_group([(192.0, 146.0), (200.0, 150.0), (198.0, 158.0)])])
    assert np.allclose(seen.center, (196.7, 151.3), atol=0.1)
    assert seen.reason == text("vision.reader.unreadable.not_a_face")


def test_an_undecided_body_holding_only_print_is_passed_over(monkeypatch):
    assert _reported(monkeypatch, [_group([(192.0, 146.0), (200.0, 150.0), (198.0, 158.0)], AmidPrint)]) == []


def test_an_undecided_body_whose_pips_lie_where_a_die_read_shows_its_side_face_is_passed_over(monkeypatch):
    read = _group([(200.0, 120.0 + dy) for dy in (-12.0, 0.0, 12.0)])
    read = FaceGroup(read.pips, fit_face(np.array([pip.center for pip in read.pips]), 2.5))
    assert read.fit is not None
    side_face_pips = _group([(194.0, 152.0), (206.0, 152.0)])
    assert _reported(monkeypatch, [side_face_pips], [(read, View((read,), 1.0, (0.0, 0.0)))]) == []


def _one(point: tuple[float, float]) -> FaceGroup:
    pip = _group([point]).pips
    return FaceGroup(pip, fit_face(np.array([point]), 2.5))


def test_an_undecided_body_showing_a_lone_pip_fitting_a_1_on_its_top_face_is_reported_at_it(monkeypatch):
    [seen] = _reported(monkeypatch, [_one((203.0, 147.0))])
    assert np.allclose(seen.center, (203.0, 147.0))


def test_an_undecided_body_whose_lone_pip_lies_off_its_top_face_is_passed_over(monkeypatch):
    assert _reported(monkeypatch, [_one((200.0, 170.0))]) == []
