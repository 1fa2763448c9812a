"""A closer look wherever the dice are far: a tilted camera sees near dice with large pips, far ones with small."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from vision import views
from vision.find import FaceGroup
from vision.image_files import read_image
from vision.layout import FaceFit
from vision.pips import Pip
from vision.topface import top_faces
from vision.views import View, _outside, _where_pips_are_small


def _pip(x: float, y: float, radius: float, is_dark: bool = True) -> Pip:
    return Pip((x, y), radius, 1.0, 0.0, 100.0, 200.0, is_dark)


def _face(x: float, y: float, radius: float, is_dark: bool = True) -> FaceGroup:
    """A read 2 of pips of `radius` px around (x, y)."""
    pips = (_pip(x - 3 * radius, y, radius, is_dark), _pip(x + 3 * radius, y, radius, is_dark))
    return FaceGroup(pips, FaceFit(2, (x, y), np.eye(2) * 3 * radius, 0.0, 1.0))


GROWING_DOWN_THE_FRAME = (
    _face(100, 50, 2.5),
    _face(500, 60, 2.6),
    _face(120, 400, 5.5),
    _face(480, 420, 5.6),
    _face(300, 450, 6.0),
)


def test_the_pips_where_the_faces_give_small_pips_are_looked_at_closer_though_the_median_pip_is_large():
    far, near = _pip(300, 60, 2.5), _pip(300, 440, 5.8)
    assert _where_pips_are_small([far, near], GROWING_DOWN_THE_FRAME) == [far]


def test_with_every_face_of_large_pips_no_pip_is_looked_at_closer():
    faces = (_face(100, 50, 5.0), _face(500, 60, 5.1), _face(120, 400, 5.5), _face(480, 420, 5.6))
    assert _where_pips_are_small([_pip(300, 60, 5.0)], faces) == []


def test_a_face_in_a_region_read_closer_for_its_kind_of_pips_leaves_the_first_view():
    far, near = _face(100, 50, 2.5), _face(120, 400, 5.5)
    first = View((far, near), 0.5, (0.0, 0.0))
    assert _outside(first, [((True,), (150, 50, 260, 150))]).groups == (near,)


def test_a_face_of_light_pips_stays_in_the_first_view_in_a_region_read_for_dark_pips():
    light = _face(100, 50, 2.5, is_dark=False)
    first = View((light,), 0.5, (0.0, 0.0))
    assert _outside(first, [((True,), (150, 50, 260, 150))]).groups == (light,)


def test_a_lone_big_dark_blob_among_small_pips_costs_no_grouping_at_the_working_size(monkeypatch):
    """bench-01: seven far dice of light pips and one big dark blob (clutter, in no group): the whole frame is read
    closer, and its pips are grouped into faces only there (one top-face choice)."""
    frame = read_image(Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-01.jpg")
    chosen = []
    monkeypatch.setattr(views, "top_faces", lambda groups, *rest: chosen.append(groups) or top_faces(groups, *rest))
    looks = views.views_of(frame)
    assert [view.scale for view in looks.views] == [1.0] and len(chosen) == 1
