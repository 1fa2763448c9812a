"""How sure a reading is: a face near any limit of the layout check is reported as doubtful."""

from __future__ import annotations

import numpy as np

from vision import find
from vision.confidence import face_confidence, template_confidence
from vision.find import FaceGroup
from vision.layout import fit_face
from vision.pips import Pip


def two_pips(spacing_px: float, radius_px: float) -> tuple[Pip, ...]:
    """Two round dark pips of strong contrast on a diagonal, `spacing_px` apart along each axis."""
    return tuple(
        Pip((100.0 + offset, 100.0 + offset), radius_px, 1.0, 0.0, contrast=120.0, face_level=220.0, is_dark=True)
        for offset in (-spacing_px / 2, spacing_px / 2)
    )


def confidence_of(pips: tuple[Pip, ...]) -> float:
    return face_confidence(fit_face(np.array([pip.center for pip in pips]), pips[0].radius), pips)


def test_a_clean_two_is_read_as_surely_as_a_two_can_be():
    assert confidence_of(two_pips(spacing_px=30, radius_px=5)) == 0.93


def test_two_pips_wide_for_their_spacing_are_doubtful():
    """A corner and the centre of a 5 sit half as far apart as a 2's pips: their pips look 0.6 units wide."""
    assert confidence_of(two_pips(spacing_px=15, radius_px=4.5)) == 0.62  # 0.93 × (1 - 0.5 × 0.1 / 0.15)


def six_pips(column_spacing_px: float, row_spacing_px: float) -> tuple[Pip, ...]:
    """A 6 of small dark pips of strong contrast: two columns of three, `column_spacing_px` apart across."""
    return tuple(
        Pip((100.0 + x * column_spacing_px / 2, 100.0 + y * row_spacing_px), 4.0, 1.0, 0.0, 120.0, 220.0, True)
        for x in (-1, 1)
        for y in (-1, 0, 1)
    )


def test_a_six_with_its_columns_closer_than_its_rows_is_sure():
    """Many real 6s (and a tilted camera) fit at 0.7-0.9 squareness; that alone leaves no doubt."""
    assert confidence_of(six_pips(column_spacing_px=32, row_spacing_px=20)) == 1.0


def test_a_six_far_flatter_than_square_is_doubtful():
    """Squareness 0.6 lies halfway from the confident 0.75 to the flattest face read (0.45): down to 0.75."""
    assert confidence_of(six_pips(column_spacing_px=24, row_spacing_px=20)) == 0.75


def test_a_one_read_by_its_pip_places_needs_a_clearer_margin_to_be_sure():
    """At 50 grey levels a 2 is sure; a 1 is three quarters of the way from the least margin (20) to sure (60)."""
    assert (template_confidence(50, value=2), template_confidence(50, value=1)) == (1.0, 0.75)


def test_a_face_groups_confidence_is_its_face_confidence_worked_out_once(monkeypatch):
    pips = two_pips(spacing_px=30, radius_px=5)
    group = FaceGroup(pips, fit_face(np.array([pip.center for pip in pips]), pips[0].radius))
    calls = []
    monkeypatch.setattr(find, "face_confidence", lambda fit, face_pips: calls.append(fit) or face_confidence(fit, pips))

    assert (group.confidence, group.confidence) == (0.93, 0.93)
    assert len(calls) == 1
