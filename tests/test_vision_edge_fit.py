"""Top faces fitted to their edges around a pip, the die's look known from a die read beside it."""

from __future__ import annotations

import numpy as np
from vision_synthetic import blank_table, draw_die

from vision import tolerances as tol
from vision.bodies import working_image
from vision.edge_fit import _in_face_units, _lie_on, fit_face, pips_on_places, seeds
from vision.face_template import PLACES, read_face
from vision.layout import FACE_HALF_SIDE
from vision.partial_faces import face_map
from vision.pips import Pip


def _place(box, corner: int, units: float = 1.0) -> tuple[float, float]:
    """The point `units` canonical units from the face's middle towards its corner `corner` (1: a corner pip)."""
    corners = np.asarray(box, dtype=float)
    middle = corners.mean(axis=0)
    x, y = middle + (corners[corner] - middle) * units / FACE_HALF_SIDE
    return float(x), float(y)


def _fitted(table, read, missed) -> tuple[bool, int | None]:
    """Whether the face fitted around the middle of the die `missed` (a pip of it) lies on it (within a tenth of
    its side), and the value it reads, the look taken from the die `read`."""
    face = fit_face(working_image(table), missed.center, face_map(read.box))
    template = read_face(table, face.box)
    return bool(np.hypot(*np.subtract(face.center, missed.center)) < 0.1 * 40), template and template.value


def test_a_die_is_fitted_around_its_pip_as_a_die_read_beside_it_looks():
    table = blank_table(400, 400, "wood")
    read = draw_die(table, "red", (120, 200), side_px=40, value=2, seed=1)
    missed = draw_die(table, "blue", (260, 210), side_px=40, angle_deg=25, value=5, seed=2)
    assert _fitted(table, read, missed) == (True, 5)


def test_a_die_touching_another_die_is_fitted_on_its_own_face():
    table = blank_table(400, 400, "wood")
    read = draw_die(table, "blue", (100, 100), side_px=40, value=2, seed=1)
    draw_die(table, "red", (200, 200), side_px=40, value=6, seed=2)
    missed = draw_die(table, "blue", (240, 200), side_px=40, value=3, seed=3)
    assert _fitted(table, read, missed) == (True, 3)


def test_nothing_is_fitted_on_the_bare_table():
    table = blank_table(400, 400, "felt")
    read = draw_die(table, "red", (120, 200), side_px=40, value=2, seed=1)
    assert fit_face(working_image(table), (300.0, 200.0), face_map(read.box)) is None


def test_no_face_is_fitted_reaching_out_of_the_frame():
    table = blank_table(400, 400, "wood")
    read = draw_die(table, "red", (120, 200), side_px=40, value=2, seed=1)
    edge = draw_die(table, "blue", (395, 200), side_px=40, value=5, seed=2)
    assert fit_face(working_image(table), _place(edge.box, 0), face_map(read.box)) is None


def test_pips_on_the_places_of_a_five_agree_with_a_five():
    box = ((0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0))
    pips = [_place(box, corner) for corner in range(4)] + [(18.0, 18.0)]
    assert pips_on_places(box, pips, 5)


def test_pips_of_a_five_do_not_agree_with_a_four():
    box = ((0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0))
    pips = [_place(box, corner) for corner in range(4)] + [(18.0, 18.0)]
    assert not pips_on_places(box, pips, 4)


def test_a_pip_between_the_places_spoils_the_agreement():
    box = ((0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0))
    pips = [_place(box, 0), _place(box, 2), _place(box, 1, units=0.5)]
    assert not pips_on_places(box, pips, 3)


def test_the_pips_of_a_six_larger_than_its_box_and_off_its_middle_agree_with_a_six():
    box = ((0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0))  # 10 px a canonical unit, its middle at (18, 18)
    pips = [(18.0 - 5 + 11 * u, 18.0 + 3 + 11 * v) for u in (-1, 0, 1) for v in (-1, 1)]  # 1.1 times as spread
    assert pips_on_places(box, pips, 6)


def test_the_pips_of_a_six_twice_as_spread_as_its_box_do_not_agree():
    box = ((0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0))
    pips = [(18.0 + 16 * u, 18.0 + 16 * v) for u in (-1, 0, 1) for v in (-1, 1)]
    assert not pips_on_places(box, pips, 6)


def test_a_face_without_any_pip_found_inside_does_not_agree():
    box = ((0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0))
    assert not pips_on_places(box, [(100.0, 100.0)], 1)


BOX = ((0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0))  # 10 px a canonical unit, its middle at (18, 18)
LONE_PIP_AND_GLARE = [(18.0, 18.0), (14.0, 26.0)]  # a 1's pip and a highlight beside it, off every place of a 1


def test_a_lone_pip_beside_a_glare_agrees_with_a_one_when_the_glare_is_told_by_its_size():
    assert pips_on_places(BOX, LONE_PIP_AND_GLARE, 1, pip_radii_px=[3.0, 6.5])


def test_a_lone_pip_beside_a_glare_does_not_agree_with_a_one_without_the_sizes():
    assert not pips_on_places(BOX, LONE_PIP_AND_GLARE, 1)


def test_a_large_blob_no_larger_than_the_pips_beside_it_is_no_glare():
    pips = [(18.0, 18.0), _place(BOX, 0), _place(BOX, 2)]  # the centre and two corners: a 3, all large and alike
    assert not pips_on_places(BOX, pips, 1, pip_radii_px=[4.8, 5.1, 5.1])


def test_seeds_are_in_frame_pixels_the_most_standing_out_first():
    faint, clear = (
        Pip((20.0, 40.0), 2.0, 1.0, 0.0, 40.0, 200.0, True),
        Pip((60.0, 10.0), 4.0, 1.0, 0.0, 90.0, 200.0, True),
    )
    assert seeds([faint, clear], scale=2.0) == ([(30.0, 5.0), (10.0, 20.0)], [2.0, 1.0])


def _numpy_lie_on(pips: np.ndarray, places: np.ndarray) -> bool:
    """How one or two pips were judged on their places in numpy before `_few_lie_on` (kept as the reference)."""
    matched = np.clip(np.rint(pips), -1, 1)
    if not all((places == place).all(axis=1).any() for place in matched):
        return False
    shift = (pips - matched).mean(axis=0)
    if len(np.unique(matched, axis=0)) < len(pips):
        return False
    residual = np.sqrt(((pips - (1.0 * matched + shift)) ** 2).sum(axis=1).mean())
    return bool(residual <= tol.EDGE_FIT_MAX_PIP_RESIDUAL)


def test_one_or_two_pips_are_judged_on_their_places_as_numpy_judged_them():
    places = np.array([PLACES[name] for name in ("top left", "centre", "bottom right")], float)
    offsets = np.linspace(-0.6, 0.6, 41)  # steps of 0.03 units across the residual limit (0.25) and half a place
    cases = [np.array([(-1 + dx, -1 + dy), (1 - dy, 1 + dx)]) for dx in offsets for dy in offsets]
    cases += [case[:1] for case in cases]
    judged = [_lie_on(case, places) for case in cases]
    assert judged == [_numpy_lie_on(case, places) for case in cases]
    assert 0 < sum(judged) < len(cases)


def test_a_face_asked_about_one_value_after_another_is_judged_as_when_asked_alone():
    pips = [_place(BOX, corner) for corner in range(4)] + [(18.0, 18.0)]
    in_turn = [pips_on_places(BOX, pips, value) for value in range(1, 7)]
    alone = []
    for value in range(1, 7):
        _in_face_units.cache_clear()
        alone.append(pips_on_places(BOX, pips, value))
    assert in_turn == alone == [False, False, False, False, True, False]
