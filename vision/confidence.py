"""Confidence of one die reading, 0–1: how cleanly its pips fit a face and how clearly they stand out.

Each factor is 1 for textbook evidence and falls to 0 at the tolerance where the reader would refuse the face,
so a reading near any limit is reported as doubtful.
"""

from __future__ import annotations

from vision import tolerances as tol
from vision.layout import FaceFit
from vision.pips import Pip


def face_confidence(fit: FaceFit, pips: tuple[Pip, ...]) -> float:
    """Product of layout, contrast and squareness factors, each in [0, 1]; does not depend on colour."""
    layout = 1 - fit.residual / tol.LAYOUT_MAX_RESIDUAL
    contrast = min(pip.contrast for pip in pips) / (tol.CONFIDENT_CONTRAST)
    squareness = (fit.foreshortening - tol.LAYOUT_MIN_FORESHORTENING) / (1 - tol.LAYOUT_MIN_FORESHORTENING)
    evidence = tol.LAYOUT_EVIDENCE.get(fit.value, 1.0)
    return round(evidence * _unit(0.5 + 0.5 * layout) * _unit(contrast) * _unit(0.5 + 0.5 * squareness), 3)


def _unit(value: float) -> float:
    return min(1.0, max(0.0, value))


def template_confidence(margin: float) -> float:
    """A face read by its pip places (`vision.face_template`): 0 at the least margin it is read with, 1 from
    `tol.TEMPLATE_SURE_MARGIN` grey levels on."""
    return round(_unit((margin - tol.TEMPLATE_MIN_MARGIN) / (tol.TEMPLATE_SURE_MARGIN - tol.TEMPLATE_MIN_MARGIN)), 3)
