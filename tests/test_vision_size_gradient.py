"""Pip sizes judged against the place in the frame: a tilted camera sees the dice nearer to it larger."""

from __future__ import annotations

import pytest

from vision.find import FaceGroup
from vision.pips import Pip
from vision.topface import _of_consistent_size, pip_size_at


def _face(x: float, y: float, radius: float, pips: int = 2) -> FaceGroup:
    """A face of `pips` round dark pips of `radius` px around (x, y), spread across x."""
    return FaceGroup(
        tuple(
            Pip((x + 3 * radius * (i - (pips - 1) / 2), y), radius, 1.0, 0.0, 100.0, 200.0, True) for i in range(pips)
        ),
        None,
    )


def test_the_pip_size_of_a_place_follows_the_sizes_growing_down_the_frame():
    faces = [_face(100, 100, 3.0), _face(500, 100, 3.0), _face(100, 400, 5.0), _face(500, 400, 5.0)]
    assert pip_size_at(faces)((300, 250)) == pytest.approx(4.0)


def test_with_fewer_than_four_faces_the_pip_size_is_their_median_everywhere():
    faces = [_face(100, 100, 3.0), _face(500, 100, 4.0), _face(100, 400, 6.0)]
    assert pip_size_at(faces)((300, 400)) == 4.0


def test_the_pip_size_is_not_extrapolated_beyond_the_sizes_seen():
    faces = [_face(100, 100, 3.0), _face(500, 100, 3.0), _face(100, 400, 5.0), _face(500, 400, 5.0)]
    assert pip_size_at(faces)((300, 1000)) == 5.0


GROWING_DOWN_THE_FRAME = (
    _face(100, 100, 2.5),
    _face(500, 300, 4.5),
    _face(100, 400, 5.5),
    _face(400, 420, 5.6),
    _face(200, 450, 6.0),
)


def test_a_far_die_with_small_pips_is_kept_among_larger_near_dice():
    far = _face(300, 50, 2.0)
    assert far in _of_consistent_size([far, *GROWING_DOWN_THE_FRAME])


def test_a_face_far_too_small_for_its_place_is_dropped():
    clutter = _face(300, 430, 1.5)
    assert clutter not in _of_consistent_size([clutter, *GROWING_DOWN_THE_FRAME])


def test_dice_among_small_printed_pips_are_judged_against_the_median_not_a_fit():
    faces = [
        _face(100, 100, 5.0),
        _face(500, 120, 2.5),
        _face(120, 400, 2.6),
        _face(480, 420, 5.2),
        _face(300, 250, 5.1),
    ]
    assert pip_size_at(faces)((100, 100)) == 5.0
