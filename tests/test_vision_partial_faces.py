"""Faces placed from a few of their pips, the die's look known from a die read beside it."""

from __future__ import annotations

import json
import math
from pathlib import Path

import cv2
import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die

from vision import partial_faces
from vision import tolerances as tol
from vision.layout import CANONICAL_FACES
from vision.partial_faces import face_map, placed_boxes, read_placed


def _pip_centres(center, side_px, angle_deg, value):
    """Where `draw_die` puts the pips of `value` (frame pixels)."""
    rotation = np.deg2rad(angle_deg)
    axes = np.array([[np.cos(rotation), np.sin(rotation)], [-np.sin(rotation), np.cos(rotation)]])
    return [tuple(np.array(center) + 0.27 * side_px * (u * axes[0] + v * axes[1])) for u, v in CANONICAL_FACES[value]]


UNIT_PX = 0.27 * 40  # pixels per canonical unit on the faces `draw_die` draws 40 px wide
FACE_BOX_PX = 3.6 * UNIT_PX  # the box a face's pips imply: FACE_HALF_SIDE (1.8) units each way


def _reference(angle_deg=10.0):
    """How a die 40 px wide looks, as a face read elsewhere at another heading gives it."""
    return face_map(cv2.boxPoints(((100.0, 100.0), (FACE_BOX_PX, FACE_BOX_PX), angle_deg)))


def test_the_map_of_an_upright_square_face_is_its_half_side_over_the_canonical_half_side():
    box = [(0.0, 0.0), (36.0, 0.0), (36.0, 36.0), (0.0, 36.0)]
    assert np.allclose(face_map(box), 10.0 * np.eye(2))


def test_a_face_map_asked_for_again_is_the_same_and_a_copy_of_its_own():
    box = cv2.boxPoints(((100.0, 100.0), (FACE_BOX_PX, FACE_BOX_PX), 25.0))
    first = face_map(box)
    expected = first.copy()
    first[:] = 0.0

    again = face_map([tuple(corner) for corner in box.tolist()])
    assert np.array_equal(again, expected) and again is not first


def test_three_pips_of_a_five_on_a_diagonal_place_the_face_around_its_middle_pip():
    pips = [_pip_centres((200, 200), 40, 30, 5)[i] for i in (0, 2, 4)]
    boxes = placed_boxes(pips, _reference())
    middles = [np.mean(box, axis=0) for box in boxes]
    assert any(math.dist(middle, (200, 200)) < 2 for middle in middles)


def test_two_pips_two_places_apart_place_the_face_on_either_side_of_them_or_between():
    left, right = (200 - UNIT_PX, 200.0), (200 + UNIT_PX, 200.0)
    middles = [np.mean(box, axis=0) for box in placed_boxes([left, right], _reference())]
    for expected in ((200, 200 - UNIT_PX), (200, 200), (200, 200 + UNIT_PX)):
        assert any(math.dist(middle, expected) < 1 for middle in middles)


def test_pips_placed_again_give_the_same_boxes_in_a_list_of_their_own():
    pips = [_pip_centres((200, 200), 40, 30, 5)[i] for i in (0, 2, 4)]
    first = placed_boxes(pips, _reference())
    first.clear()

    assert placed_boxes(list(pips), _reference()) == placed_boxes(pips, _reference()) != []


def test_pips_closer_than_any_two_pip_places_place_no_face():
    assert placed_boxes([(100.0, 100.0), (100 + 0.5 * UNIT_PX, 100.0)], _reference()) == []


def test_a_face_with_lost_pips_reads_at_the_place_its_remaining_pips_give():
    table = blank_table(400, 400, "wood")
    draw_die(table, "red", (200, 200), side_px=40, angle_deg=25, value=5, seed=1)
    pips = [_pip_centres((200, 200), 40, 25, 5)[i] for i in (0, 1, 2)]
    box, read = read_placed(table, placed_boxes(pips, _reference()), pips)
    assert read.value == 5
    assert math.dist(np.mean(box, axis=0), (200, 200)) < 3


def test_placements_at_one_heading_that_read_as_different_values_read_as_none():
    table = blank_table(400, 400, "wood")
    draw_die(table, "red", (180, 200), side_px=40, value=2, seed=1)
    draw_die(table, "blue", (220, 200), side_px=40, value=5, seed=2)
    boxes = [tuple(map(tuple, cv2.boxPoints((centre, (FACE_BOX_PX,) * 2, 0)))) for centre in ((180, 200), (220, 200))]
    pips = [_pip_centres((180, 200), 40, 0, 2)[0], _pip_centres((220, 200), 40, 0, 5)[1]]
    assert read_placed(table, boxes, pips) is None


def _reference_of_size(side_px):
    """How a die `side_px` wide looks (its face's box from pips, as `_reference` gives a 40 px die's)."""
    return face_map(cv2.boxPoints(((100.0, 100.0), (FACE_BOX_PX * side_px / 40,) * 2, 10.0)))


def test_three_pips_of_a_four_smaller_than_the_die_read_beside_it_read_at_their_own_heading():
    table = blank_table(400, 400, "wood")
    draw_die(table, "red", (200, 200), side_px=40, angle_deg=25, value=4, seed=1)
    pips = _pip_centres((200, 200), 40, 25, 4)[:3]
    box, read = read_placed(table, placed_boxes(pips, _reference_of_size(48)), pips)
    heading_deg = math.degrees(math.atan2(box[1][1] - box[0][1], box[1][0] - box[0][0])) % 90
    assert read.value == 4
    assert abs(heading_deg - 25) < 3


def test_a_smaller_face_turned_off_the_die_reading_another_value_does_not_veto_the_die_s_own_reading():
    table = blank_table(400, 400, "wood")
    draw_die(table, "red", (200, 200), side_px=40, angle_deg=25, value=5, seed=1)
    pips = [_pip_centres((200, 200), 40, 25, 5)[i] for i in (0, 2, 4)]
    box, read = read_placed(table, placed_boxes(pips, _reference_of_size(33)), pips)
    assert read.value == 5
    assert math.dist(np.mean(box, axis=0), (200, 200)) < 2


def test_a_face_whose_placing_pips_lie_off_the_places_of_the_value_it_reads_reads_as_none():
    table = blank_table(400, 400, "wood")
    draw_die(table, "red", (200, 200), side_px=40, angle_deg=0, value=5, seed=1)
    box = tuple(map(tuple, cv2.boxPoints(((200, 200), (FACE_BOX_PX,) * 2, 0))))
    assert read_placed(table, [box], [(200.0, 200.0), (200 - UNIT_PX, 200.0)]) is None


def _box(centre, heading, look):
    """The corners in pixels of the face with middle `centre` (canonical units, the heading undone), turned by
    heading `heading` (an index of `partial_faces._HEADINGS`), of the look `look`: one fit's box on its own."""
    corners = ((partial_faces._SQUARE + centre) @ partial_faces._TURNS[heading].T) @ look.T
    return tuple((float(x), float(y)) for x, y in corners)


def _placed_boxes_fit_by_fit(pips, reference):
    """`placed_boxes` the plain way: every fit made, each judged against every placement kept before it."""
    fits = []
    for look in (size * reference for size in tol.PARTIAL_SIZES):
        residuals, _, headings, centres = partial_faces._fits(np.asarray(pips, dtype=float), look[None])
        fits += [
            (residual, _box(centre, heading, look))
            for residual, heading, centre in zip(residuals, headings, centres, strict=True)
        ]
    fits.sort(key=lambda fit: fit[0])
    same_px = tol.PARTIAL_SAME_PLACE_UNITS * math.sqrt(abs(np.linalg.det(reference)))
    kept = []
    for _, box in fits:
        places = partial_faces._corner_places(np.asarray(box))
        kept_places = partial_faces._corner_places(np.asarray(kept).reshape(-1, 4, 2))
        if not partial_faces._is_same_placement(places, kept_places, same_px).any():
            kept.append(box)
        if len(kept) == tol.PARTIAL_MAX_PLACEMENTS:
            break
    return kept


@pytest.mark.parametrize(
    "places",
    [(4,), (0, 8), (0, 1), (0, 4, 8), (0, 2, 6, 8), (0, 2, 4, 6, 8)],
    ids=["one pip", "two on a diagonal", "two of a side", "three of a five", "four corners", "a five"],
)
def test_the_placements_kept_are_those_judging_every_fit_against_every_one_kept_before_keeps(places):
    grid = [(u, v) for v in (-1, 0, 1) for u in (-1, 0, 1)]
    pips = [(200 + UNIT_PX * grid[place][0] + 0.4, 200 + UNIT_PX * grid[place][1] - 0.3) for place in places]
    assert placed_boxes(pips, _reference()) == _placed_boxes_fit_by_fit(pips, _reference())


def test_a_placed_face_whose_pips_fit_no_pattern_is_not_read(monkeypatch):
    table = blank_table(400, 400, "felt")
    draw_die(table, "blue", (200, 200), side_px=40, value=6, seed=1)
    box = tuple(map(tuple, cv2.boxPoints(((200.0, 200.0), (FACE_BOX_PX, FACE_BOX_PX), 0.0))))
    read = []
    monkeypatch.setattr(partial_faces, "read_face", lambda image, box, *limits: read.append(box))
    assert read_placed(table, [box], [(200.0, 200.0), (200 + UNIT_PX, 200.0)]) is None  # the centre and a side's
    assert read == []


def _fits_of_every_placement(pips: np.ndarray, looks: np.ndarray):
    """`partial_faces._fits` as first written: the fit worked out for every look, heading and place of the first
    pip, then those on the face and close enough taken; the reference for the one that works out only those on the
    face."""
    upright = (pips @ np.swapaxes(np.linalg.inv(looks), 1, 2))[:, None] @ partial_faces._TURNS
    upright = upright[:, :, None]
    places = np.rint(upright - (upright[..., :1, :] - partial_faces._PLACES[:, None]))
    codes = np.sort(3 * places[..., 0] + places[..., 1], axis=-1)
    is_apart = np.all(np.diff(codes, axis=-1) > 0, axis=-1) if pips.shape[0] > 1 else np.ones(codes.shape[:-1], bool)
    is_on_face = np.all(np.abs(places) <= 1, axis=(-2, -1)) & is_apart
    centres = (upright - places).mean(axis=-2)
    residuals = np.sqrt(((upright - centres[..., None, :] - places) ** 2).sum(axis=-1).mean(axis=-1))
    look, heading, place = np.nonzero(is_on_face & (residuals <= tol.PARTIAL_MAX_RESIDUAL))
    return residuals[look, heading, place], look, heading, centres[look, heading, place]


def test_the_fits_of_some_pips_of_real_dice_are_those_worked_out_for_every_placement():
    bench = Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-01.json"
    for die in json.loads(bench.read_text())["dice"]:
        box = np.asarray(die["box"])
        looks = np.stack([size * face_map(box) for size in tol.PARTIAL_SIZES])
        pips = box.mean(axis=0) + np.asarray(CANONICAL_FACES[die["value"]], dtype=float) @ face_map(box).T
        for count in range(1, len(pips) + 1):
            fits, reference = partial_faces._fits(pips[:count], looks), _fits_of_every_placement(pips[:count], looks)
            assert all(np.array_equal(mine, theirs) for mine, theirs in zip(fits, reference, strict=True))


def test_placements_of_some_pips_of_real_dice_are_one_as_the_corner_distances_np_linalg_norm_gives_tell():
    bench = Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "bench-01.json"
    for die in json.loads(bench.read_text())["dice"]:
        box = np.asarray(die["box"])
        pips = box.mean(axis=0) + np.asarray(CANONICAL_FACES[die["value"]], dtype=float)[:2] @ face_map(box).T
        places = partial_faces._corner_places(np.asarray(placed_boxes(list(map(tuple, pips)), face_map(box))))
        same_px = tol.PARTIAL_SAME_PLACE_UNITS * math.sqrt(abs(np.linalg.det(face_map(box))))
        for kept in places:
            distances = np.linalg.norm(places[:, :, None, :] - kept[None, None, :, :], axis=-1)
            by_norm = np.all(distances.min(axis=-1) < same_px, axis=-1)
            assert np.array_equal(partial_faces._is_same_placement(places, kept, same_px), by_norm)


def test_two_opposite_corner_pips_fit_every_value_but_a_one():
    box = tuple(map(tuple, cv2.boxPoints(((200.0, 200.0), (FACE_BOX_PX, FACE_BOX_PX), 0.0))))
    pips = [(200 - UNIT_PX, 200 - UNIT_PX), (200 + UNIT_PX, 200 + UNIT_PX)]
    fitting = partial_faces.FittingValues(box, tuple(pips))
    assert [value for value in range(1, 7) if fitting.fits(value)] == [2, 3, 4, 5, 6]
