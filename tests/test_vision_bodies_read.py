"""The bodies-read stage (`vision.bodies_read`) on its own: outlines that stand for their dice, and no need of the
reader to run it; the face boxes it shares with the reader (`vision.views`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np

from vision import tolerances as tol
from vision.bodies import Body
from vision.bodies_read import _is_glare_swollen_one, clearly_outlined
from vision.boxes import mean_side_px
from vision.face_template import TemplateRead
from vision.find import FaceGroup
from vision.layout import CANONICAL_FACES, fit_face
from vision.pips import Pip
from vision.views import View, face_box, is_cut_by_frame

ROOT = Path(__file__).resolve().parents[1]
SIDE_PX = 30.0


def _body(center: tuple[float, float]) -> Body:
    (x, y), half = center, SIDE_PX / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return Body(center=center, box=box, side_px=SIDE_PX, contrast=40.0)


def _six_at(center: tuple[float, float], unit_px: float = 10.0) -> FaceGroup:
    points = np.array(CANONICAL_FACES[6], dtype=float) * unit_px + center
    pips = tuple(Pip((float(x), float(y)), 3.0, 1.0, 0.0, 120.0, 220.0, True) for x, y in points)
    return FaceGroup(pips, fit_face(points, mean_radius_px=3.0))


def test_the_bodies_read_stage_runs_without_importing_the_reader():
    check = "import sys, vision.bodies_read; sys.exit('vision.reader' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", check], cwd=ROOT).returncode == 0


def test_an_outline_read_clearly_by_its_pip_places_stands_for_its_die():
    clear = TemplateRead(4, tol.TEMPLATE_CLEAR_MARGIN, True)
    body = _body((100.0, 100.0))
    assert clearly_outlined([(body, clear)]) == [(body.box, clear)]


def test_an_outline_read_below_the_clear_margin_stands_for_no_die():
    unsure = TemplateRead(4, tol.TEMPLATE_CLEAR_MARGIN - 1, True)
    assert clearly_outlined([(_body((100.0, 100.0)), unsure), (_body((200.0, 100.0)), None)]) == []


def test_an_outline_inside_one_kept_already_is_not_kept_twice():
    clear = TemplateRead(4, tol.TEMPLATE_CLEAR_MARGIN, True)
    first = _body((100.0, 100.0))
    assert clearly_outlined([(first, clear), (_body((104.0, 100.0)), clear)]) == [(first.box, clear)]


def test_a_face_box_is_in_frame_pixels_of_the_view_it_was_read_in():
    group = _six_at((50.0, 50.0))
    box = face_box(group, View((group,), 2.0, (10.0, 20.0)))
    assert box == tuple((x / 2 + 10.0, y / 2 + 20.0) for x, y in group.fit.corners())


def test_a_face_running_off_the_frame_is_cut_by_it():
    group = _six_at((12.0, 100.0))
    assert is_cut_by_frame(group, View((group,), 1.0, (0.0, 0.0)), (480, 640))


def test_a_face_inside_the_frame_is_not_cut_by_it():
    group = _six_at((100.0, 100.0))
    assert not is_cut_by_frame(group, View((group,), 1.0, (0.0, 0.0)), (480, 640))


def _one_at(center: tuple[float, float], pip_radius_px: float) -> FaceGroup:
    """A 1 of one light pip: its box is sized from the pip's radius."""
    pip = Pip(center, pip_radius_px, 1.0, 0.0, 120.0, 220.0, False)
    return FaceGroup((pip,), fit_face(np.array([center]), mean_radius_px=pip_radius_px))


def _side_in_bodies(group: FaceGroup, view: View) -> float:
    return mean_side_px(face_box(group, view)) / SIDE_PX


def test_a_one_whose_box_reaches_far_beyond_its_body_is_swollen_by_glare():
    """Dev 390-409 Blöder 30406: a glare beside a red 1's pip read as a 1 of 2.5 body sides."""
    view = View((), 1.0, (0.0, 0.0))
    one = _one_at((100.0, 100.0), 7.5)
    assert _side_in_bodies(one, view) > tol.BODY_ONE_MAX_SIDES
    assert _is_glare_swollen_one(one, view, _body((100.0, 100.0)))


def test_a_one_sized_for_its_body_is_not_swollen_by_glare():
    view = View((), 1.0, (0.0, 0.0))
    one = _one_at((100.0, 100.0), 2.5)
    assert _side_in_bodies(one, view) <= tol.BODY_ONE_MAX_SIDES
    assert not _is_glare_swollen_one(one, view, _body((100.0, 100.0)))


def test_a_face_of_several_pips_is_never_a_swollen_one():
    """Its box is sized from its pips' spacing, not from one pip a glare may swell."""
    view = View((), 1.0, (0.0, 0.0))
    assert not _is_glare_swollen_one(_six_at((100.0, 100.0), unit_px=40.0), view, _body((100.0, 100.0)))
