"""How sure a reading is: a face near any limit of the layout check is reported as doubtful."""

from __future__ import annotations

import numpy as np

from vision.confidence import face_confidence
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
