"""A row of a face that the pip finder found as one row (`vision.pips.Pip.row`) stays whole when pips are grouped
into faces: linked, never cut between two faces, and left a die of its own beside a face of another die."""

from __future__ import annotations

import cv2
import numpy as np

from vision.find import _faces_beside_rows, _links, _on_another_die
from vision.layout import fit_face
from vision.partition import split_into_faces
from vision.pips import Pip, cuts_a_row

UNIT_PX = 8.0
RADIUS_PX = 2.7


def pip(x: float, y: float, row: tuple[tuple[float, float], ...] = (), radius: float = RADIUS_PX) -> Pip:
    return Pip((x, y), radius, 1.1, 0.0, 120.0, 60.0, False, row)


def row_at(x: float, ys: tuple[float, ...]) -> list[Pip]:
    """A row of light pips one unit apart down the column `x`, marked as found blurred together."""
    centres = tuple((x, y) for y in ys)
    return [pip(x, y, centres) for x, y in centres]


def four_at(x: float, y: float) -> list[Pip]:
    return [pip(x + dx * UNIT_PX, y + dy * UNIT_PX) for dx in (-1, 1) for dy in (-1, 1)]


def lightness_of(pips: list[Pip]) -> np.ndarray:
    """A dark face (lightness 60) with the pips drawn light (180) on it."""
    channel = np.full((160, 200), 60, np.uint8)
    for one in pips:
        cv2.circle(channel, (round(one.center[0]), round(one.center[1])), round(one.radius), 180, -1)
    return channel


def test_the_pips_of_a_row_are_linked_however_unlike():
    """The finder saw them as one blob on one face: a pip drawn larger by blur stays linked to its row."""
    row = row_at(100.0, (72.0, 80.0, 88.0))
    unlike = [row[0], row[1], Pip(row[2].center, 3 * RADIUS_PX, 1.1, 0.0, 120.0, 60.0, False, row[2].row)]
    assert {(0, 2), (1, 2)} <= set(_links(unlike, lightness_of(unlike)))


def test_a_face_that_takes_some_of_a_rows_pips_cuts_it():
    row = row_at(100.0, (72.0, 80.0, 88.0))
    assert cuts_a_row(row[:1], row[1:])
    assert not cuts_a_row(row, four_at(140.0, 80.0))


def test_a_split_into_faces_never_cuts_a_row():
    """Four pips on a diagonal, a row of two in the middle: split into two 2s they would cut it, so the row is a face
    of its own between two 1s."""
    row = row_at(100.0, (72.0, 88.0))
    pips = [pip(84.0, 56.0), row[0], row[1], pip(116.0, 104.0)]
    faces = split_into_faces(pips, lightness_of(pips))
    assert [len(face_pips) for face_pips, _ in faces] == [1, 2, 1]
    assert tuple(row) in [face_pips for face_pips, _ in faces]


def test_a_row_beside_the_face_of_the_die_it_touches_is_a_die_of_its_own():
    """GNW train 20093: a 6's lower row linked to the 4 it touches; the 4 is read and the row left unread."""
    row, four = row_at(60.0, (72.0, 80.0, 88.0)), four_at(88.0, 80.0)
    groups = _faces_beside_rows(four + row, lightness_of(four + row), None)
    assert [(group.fit.value if group.fit else None, len(group.pips)) for group in groups] == [(4, 4), (None, 3)]


def test_a_row_within_a_faces_reach_lies_on_that_faces_die():
    """A 6's other row fitted as a 3 (dev Blöder 30163): the row beside it lies within two units, on its die."""
    other_row = np.array([(100.0, 72.0), (100.0, 80.0), (100.0, 88.0)])
    as_a_three = fit_face(other_row, RADIUS_PX)
    assert as_a_three is not None and as_a_three.value == 3
    assert not _on_another_die(as_a_three, row_at(116.0, (72.0, 80.0, 88.0)))


def test_a_row_two_pip_margins_beyond_a_faces_edge_lies_on_another_die():
    four = fit_face(np.array([one.center for one in four_at(88.0, 80.0)]), RADIUS_PX)
    assert four is not None and _on_another_die(four, row_at(60.0, (72.0, 80.0, 88.0)))


def test_rows_linked_to_more_pips_than_a_face_are_parted_from_them():
    """Dev Gönnen 50273: an orange 6's row linked to the green 5 beside it, whose four pips seen form no face (here
    four crowded in a line): the seven pips are no one die's, so the row stands apart from them."""
    row = row_at(60.0, (72.0, 80.0, 88.0))
    crowded = [pip(88.0 + 6.0 * step, 72.0) for step in range(4)]
    groups = _faces_beside_rows(crowded + row, lightness_of(crowded + row), None)
    assert [(group.fit, len(group.pips)) for group in groups] == [(None, 4), (None, 3)]
