"""A face read from a few pips, read again as the larger face those pips are placed on."""

from __future__ import annotations

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die

from vision import lost_pips
from vision import tolerances as tol
from vision.bodies import working_image
from vision.face_template import TemplateRead
from vision.layout import CANONICAL_FACES
from vision.lost_pips import larger_face
from vision.partial_faces import face_map
from vision.pips import Pip
from vision.seen_pips import SeenPip
from vision.views import View, views_of

SIDE_PX = 40
FACE_BOX_PX = 3.6 * 0.27 * SIDE_PX  # the box a face's pips imply: FACE_HALF_SIDE (1.8) units each way


def _pip_centres(center, value):
    """Where `draw_die` puts the pips of `value` on an upright die `SIDE_PX` wide (frame pixels)."""
    return [(center[0] + 0.27 * SIDE_PX * u, center[1] + 0.27 * SIDE_PX * v) for u, v in CANONICAL_FACES[value]]


def _references():
    """How a die `SIDE_PX` wide looks here, as a face read surely elsewhere in the frame gives it."""
    return [((60.0, 60.0), face_map(cv2.boxPoints(((60.0, 60.0), (FACE_BOX_PX, FACE_BOX_PX), 10.0))))]


def _corner_pips_of(value, center):
    """Two opposite corner pips of a face: what a 2 shows, and all that glare left of a 4 or a 6."""
    corners = [
        pip for pip in _pip_centres(center, value) if abs(pip[0] - center[0]) > 1 and abs(pip[1] - center[1]) > 1
    ]
    return [min(corners), max(corners)]


def test_two_corner_pips_of_a_six_read_as_a_two_are_read_as_the_six():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=6, seed=1)
    _, read = larger_face(table, working_image(table), _corner_pips_of(6, (150, 150)), 2, _references())
    assert read.value == 6


def test_a_two_whose_face_reads_as_a_two_has_no_larger_face():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=2, seed=1)
    assert larger_face(table, working_image(table), _corner_pips_of(2, (150, 150)), 2, _references()) is None


def test_a_larger_face_where_no_die_colour_shows_is_not_taken():
    table = blank_table(300, 300, "paper")  # a white die on white paper: its face looks like the table
    draw_die(table, "white", (150, 150), side_px=SIDE_PX, value=6, seed=1)
    assert larger_face(table, working_image(table), _corner_pips_of(6, (150, 150)), 2, _references()) is None


def test_a_larger_face_on_a_die_read_already_is_not_taken():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=6, seed=1)
    pips = _corner_pips_of(6, (150, 150))
    assert larger_face(table, working_image(table), pips, 2, _references(), elsewhere=[(152.0, 148.0)]) is None


def test_without_a_die_read_surely_to_look_like_no_larger_face_is_placed():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=6, seed=1)
    assert larger_face(table, working_image(table), _corner_pips_of(6, (150, 150)), 2, []) is None


def _two_four_and_six():
    """A table with a 2, a 4 and a 6, the faces read from their pips and their boxes in frame pixels."""
    table = blank_table(400, 300, "felt")
    for index, value in enumerate((2, 4, 6)):
        draw_die(table, "blue", (100 + 100 * index, 150), side_px=SIDE_PX, angle_deg=15, value=value, seed=index)
    faces = [(group, view) for view in views_of(table, working_image(table)).views for group in view.groups]
    boxes = [tuple(view.to_frame(corner) for corner in group.fit.corners()) for group, view in faces]
    return table, faces, boxes


def test_faces_read_surely_from_their_pips_are_not_placed_again(monkeypatch):
    table, faces, boxes = _two_four_and_six()
    placed = []
    monkeypatch.setattr(lost_pips, "larger_face", lambda *args, **kwargs: placed.append(args))
    assert sorted(group.fit.value for group, _ in faces) == [2, 4, 6]
    assert lost_pips.larger_faces(table, working_image(table), faces, boxes, []) == {}
    assert placed == []


def test_a_face_read_unsurely_from_two_pips_is_placed_again(monkeypatch):
    table, faces, boxes = _two_four_and_six()
    monkeypatch.setattr(lost_pips, "face_confidence", lambda fit, pips: 0.5 if len(pips) == 2 else 1.0)
    monkeypatch.setattr(
        lost_pips,
        "larger_face",
        lambda image, working, pips, value, references, elsewhere, is_silver: (value, len(pips)),
    )
    larger = lost_pips.larger_faces(table, working_image(table), faces, boxes, [])
    assert list(larger.values()) == [((2, 2), tol.PARTIAL_CONFIDENCE)]


def test_a_face_on_the_silver_die_read_surely_is_placed_again_as_silver(monkeypatch):
    table, faces, boxes = _two_four_and_six()
    two = next(index for index, (group, _) in enumerate(faces) if group.fit.value == 2)
    monkeypatch.setattr(
        lost_pips,
        "larger_face",
        lambda image, working, pips, value, references, elsewhere, is_silver: (value, is_silver),
    )
    larger = lost_pips.larger_faces(table, working_image(table), faces, boxes, [], on_silver=frozenset({two}))
    assert larger == {two: ((2, True), tol.PARTIAL_CONFIDENCE)}


def test_a_face_placed_on_the_silver_die_is_read_without_the_die_colour_around_it():
    # A silver die mirrors the table: no die colour covers a face placed on it, so a plain table stands for it here.
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=6, seed=1)
    plain = working_image(blank_table(300, 300, "felt"))
    pips = _corner_pips_of(6, (150, 150))
    assert larger_face(table, plain, pips, 2, _references()) is None
    _, read = larger_face(table, plain, pips, 2, _references(), is_silver=True)
    assert read.value == 6


def test_a_face_whose_pips_fit_only_the_value_read_is_not_read_again(monkeypatch):
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=5, seed=1)
    read = []
    monkeypatch.setattr(lost_pips, "read_face", lambda image, box: read.append(box))
    assert larger_face(table, working_image(table), _pip_centres((150, 150), 5), 5, _references()) is None
    assert read == []


def _side_pips_of(value, center):
    """The two pips of a face's top side (its corner pips there): all that shade left of a 4, 5 or 6 read as a 2."""
    return [pip for pip in _pip_centres(center, value) if pip[1] < center[1] - 1 and abs(pip[0] - center[0]) > 1]


def test_two_pips_of_a_side_of_a_four_read_as_a_two_are_read_as_the_four_beside_them():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=4, seed=1)
    box, read = lost_pips.face_beside_side(table, _side_pips_of(4, (150, 150)))
    assert read.value == 4
    assert abs(sum(x for x, _ in box) / 4 - 150) < 1 and abs(sum(y for _, y in box) / 4 - 150) < 1


def test_the_two_pips_of_a_two_have_no_larger_face_beside_them():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=2, seed=1)
    assert lost_pips.face_beside_side(table, _corner_pips_of(2, (150, 150))) is None


def test_a_face_beside_two_pips_on_a_die_read_already_is_not_taken():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=4, seed=1)
    pips = _side_pips_of(4, (150, 150))
    assert lost_pips.face_beside_side(table, pips, elsewhere=[(150.0, 152.0)]) is None


def test_a_two_no_larger_face_is_placed_for_is_read_as_the_face_beside_its_side(monkeypatch):
    table, faces, boxes = _two_four_and_six()
    monkeypatch.setattr(lost_pips, "face_confidence", lambda fit, pips: 0.5 if len(pips) == 2 else 1.0)
    monkeypatch.setattr(lost_pips, "larger_face", lambda *args, **kwargs: None)
    monkeypatch.setattr(lost_pips, "face_beside_side", lambda image, pips, elsewhere: ("beside", len(pips)))
    larger = lost_pips.larger_faces(table, working_image(table), faces, boxes, [])
    assert list(larger.values()) == [(("beside", 2), tol.PIP_EDGE_CONFIDENCE)]


def _turned_pip_centres(center, value, angle_deg):
    """Where `draw_die` puts the pips of `value` on a die `SIDE_PX` wide turned by `angle_deg` (frame pixels)."""
    turn = cv2.getRotationMatrix2D((0.0, 0.0), -angle_deg, 1.0)[:, :2]
    return [
        tuple(float(v) for v in (center[0], center[1]) + turn @ (0.27 * SIDE_PX * u, 0.27 * SIDE_PX * v))
        for u, v in CANONICAL_FACES[value]
    ]


def _lone_pip(centre, face_level=60.0):
    """A light pip at `centre` (frame pixels) read alone, in a view of the frame as it is."""
    return Pip(centre, 3.0, 1.1, 0.0, 120.0, face_level, False), View((), 1.0, (0.0, 0.0))


def _seen(centre, face_level=60.0):
    return SeenPip(centre, 3.0, False, 120.0, face_level, 1.1)


def test_a_lone_pip_of_a_two_turned_unlike_the_dice_read_is_read_as_the_two_with_a_pip_seen_beside_it():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, angle_deg=40, value=2, seed=1)
    first, second = _turned_pip_centres((150, 150), 2, 40)
    pip, view = _lone_pip(first)
    assert larger_face(table, working_image(table), [first], 1, _references()) is None
    _, read = lost_pips._larger_face_with_partner(
        table, working_image(table), pip, view, [_seen(second)], _references(), []
    )
    assert read.value == 2


def test_a_pip_seen_a_little_beyond_the_largest_placed_face_s_spacing_is_still_a_partner():
    table = blank_table(300, 300, "felt")
    side_px = 1.22 * SIDE_PX  # nearer the camera than the dice read: past the largest size a face is placed at
    draw_die(table, "blue", (150, 150), side_px=side_px, angle_deg=40, value=2, seed=1)
    first, second = (
        (150 + (x - 150) * side_px / SIDE_PX, 150 + (y - 150) * side_px / SIDE_PX)
        for x, y in _turned_pip_centres((150, 150), 2, 40)
    )
    pip, view = _lone_pip(first)
    _, read = lost_pips._larger_face_with_partner(
        table, working_image(table), pip, view, [_seen(second)], _references(), []
    )
    assert read.value == 2


def test_a_pip_seen_on_a_face_lit_otherwise_is_no_partner_of_a_lone_pip():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, angle_deg=40, value=2, seed=1)
    first, second = _turned_pip_centres((150, 150), 2, 40)
    pip, view = _lone_pip(first, face_level=60.0)
    seen = [_seen(second, face_level=160.0)]  # a face turned another way to the light: a side or a cocked die's
    assert lost_pips._larger_face_with_partner(table, working_image(table), pip, view, seen, _references(), []) is None


def test_a_pip_seen_of_a_face_read_is_claimed_by_it():
    _, faces, _ = _two_four_and_six()
    group, view = faces[0]
    own = SeenPip.of(group.pips[0], view)
    free = _seen((10.0, 10.0))
    assert lost_pips._unclaimed([own, free], faces) == [free]


def test_a_one_no_larger_face_is_placed_for_is_placed_again_with_a_pip_seen_beside_it(monkeypatch):
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=1, seed=1)
    faces = [(group, view) for view in views_of(table, working_image(table)).views for group in view.groups]
    boxes = [tuple(view.to_frame(corner) for corner in group.fit.corners()) for group, view in faces]
    monkeypatch.setattr(lost_pips, "face_confidence", lambda fit, pips: 0.5)
    monkeypatch.setattr(lost_pips, "larger_face", lambda *args, **kwargs: None)
    monkeypatch.setattr(
        lost_pips, "_larger_face_with_partner", lambda image, working, pip, view, seen, refs, elsewhere: ("two", seen)
    )
    outlined = [(cv2.boxPoints(((60.0, 60.0), (FACE_BOX_PX, FACE_BOX_PX), 10.0)), TemplateRead(2, 80.0, False))]
    seen = [_seen((160.0, 160.0))]
    larger = lost_pips.larger_faces(table, working_image(table), faces, boxes, outlined, seen=lambda: seen)
    assert list(larger.values()) == [(("two", seen), tol.PARTIAL_CONFIDENCE)]


def _six_with_its_bottom_row_in_shade():
    """A blue 6 whose bottom row of pips lies in a deep shade (face and pips darkened alike), and its four lit pips:
    a face no one level tells the shaded pips from, read from the lit ones as a 4."""
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=6, seed=1)
    shade = np.zeros((300, 300), np.float32)
    cv2.rectangle(shade, (100, 156), (200, 200), 1.0, -1)
    shaded = table.astype(np.float32) * (1 - 0.8 * cv2.GaussianBlur(shade, (0, 0), 1.5)[..., None])
    return shaded.astype(np.uint8), [pip for pip in _pip_centres((150, 150), 6) if pip[1] < 154]


def test_a_six_half_in_shade_read_as_a_four_is_placed_by_its_pips_edges_as_the_six():
    image, lit = _six_with_its_bottom_row_in_shade()
    working = working_image(image)
    assert larger_face(image, working, lit, 4, _references()) is None
    _, read = lost_pips.larger_face_by_pip_edges(image, working, lit, 4, (_references(), []))
    assert read.value == 6


def test_a_four_whose_face_shows_no_more_pips_has_no_larger_face_by_pip_edges():
    table = blank_table(300, 300, "felt")
    draw_die(table, "blue", (150, 150), side_px=SIDE_PX, value=4, seed=1)
    pips = _pip_centres((150, 150), 4)
    assert lost_pips.larger_face_by_pip_edges(table, working_image(table), pips, 4, (_references(), [])) is None


def test_a_face_no_larger_face_reads_clearly_for_is_placed_by_its_pips_edges_and_asked_about(monkeypatch):
    table, faces, boxes = _two_four_and_six()
    monkeypatch.setattr(lost_pips, "face_confidence", lambda fit, pips: 0.5 if len(pips) == 2 else 1.0)
    monkeypatch.setattr(lost_pips, "larger_face", lambda *args, **kwargs: None)
    monkeypatch.setattr(lost_pips, "larger_face_by_pip_edges", lambda image, working, pips, value, placing: len(pips))
    larger = lost_pips.larger_faces(table, working_image(table), faces, boxes, [])
    assert list(larger.values()) == [(2, tol.PIP_EDGE_CONFIDENCE)]


def _glared_die_on_paper():
    """A red die's face 40 px wide on paper whose flat top mirrors a broad light, as pale as the paper (its middle
    30 px painted the paper's colour), its bevels red all round; and that face's box."""
    table = blank_table(300, 300, "paper")
    paper = tuple(int(level) for level in table[5, 5])
    cv2.rectangle(table, (130, 130), (169, 169), (30, 30, 200), thickness=-1)
    cv2.rectangle(table, (135, 135), (164, 164), paper, thickness=-1)
    return table, ((130.0, 130.0), (170.0, 130.0), (170.0, 170.0), (130.0, 170.0))


def test_a_face_whose_glared_top_looks_like_the_paper_lies_on_the_die_by_its_bevels():
    table, box = _glared_die_on_paper()
    working = working_image(table)
    assert working.body_colour_share(box) < tol.LOST_PIPS_MIN_BODY_SHARE
    assert lost_pips._has_bevels_all_round(working, box)


def test_a_face_placed_half_on_the_table_has_no_bevels_all_round():
    table, box = _glared_die_on_paper()
    half_off = tuple((x + 20.0, y) for x, y in box)
    assert not lost_pips._has_bevels_all_round(working_image(table), half_off)
