"""Confidence of one die reading, 0–1: how cleanly its pips fit a face and how clearly they stand out.

Each factor is 1 for textbook evidence and falls to 0 at the tolerance where the reader would refuse the face,
so a reading near any limit is reported as doubtful.
"""

from __future__ import annotations

from vision import tolerances as tol
from vision.layout import FaceFit
from vision.pips import Pip


def face_confidence(fit: FaceFit, pips: tuple[Pip, ...]) -> float:
    """Product of layout, contrast, squareness and spacing factors, each in [0, 1]; does not depend on colour."""
    layout = 1 - fit.residual / tol.LAYOUT_MAX_RESIDUAL
    contrast = min(pip.contrast for pip in pips) / (tol.CONFIDENT_CONTRAST)
    squareness = (fit.foreshortening - tol.LAYOUT_MIN_FORESHORTENING) / (1 - tol.LAYOUT_MIN_FORESHORTENING)
    evidence = tol.LAYOUT_EVIDENCE.get(fit.value, 1.0)
    return round(
        evidence * _unit(0.5 + 0.5 * layout) * _unit(contrast) * _unit(0.5 + 0.5 * squareness) * _spacing(fit, pips), 3
    )


def _spacing(fit: FaceFit, pips: tuple[Pip, ...]) -> float:
    """1 while the pips are no wider than `tol.CONFIDENT_PIP_UNITS` canonical units for their spacing, falling to
    0.5 at the widest a face may have (`tol.LAYOUT_PIP_UNITS`): pips wide for their spacing are often a few pips of
    a larger face (a corner and the centre of a 5 read as a 2, a column of a 6 as a 3)."""
    pip_units = sum(pip.radius for pip in pips) / len(pips) / fit.unit_px
    widest = tol.LAYOUT_PIP_UNITS[1]
    return _unit(1 - 0.5 * (pip_units - tol.CONFIDENT_PIP_UNITS) / (widest - tol.CONFIDENT_PIP_UNITS))


def _unit(value: float) -> float:
    return min(1.0, max(0.0, value))


def template_confidence(margin: float) -> float:
    """A face read by its pip places (`vision.face_template`): 0 at the least margin it is read with, 1 from
    `tol.TEMPLATE_SURE_MARGIN` grey levels on."""
    return round(_unit((margin - tol.TEMPLATE_MIN_MARGIN) / (tol.TEMPLATE_SURE_MARGIN - tol.TEMPLATE_MIN_MARGIN)), 3)
