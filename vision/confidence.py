"""Confidence of one die reading, 0–1: how cleanly its pips fit a face and how clearly they stand out.

Each factor is 1 for textbook evidence and falls to 0 at the tolerance where the reader would refuse the face,
so a reading near any limit is reported as doubtful.
"""

from __future__ import annotations

from vision import tolerances as tol
from vision.faint_pip import faint_pip_evidence
from vision.layout import FaceFit
from vision.pips import Pip


def face_confidence(fit: FaceFit, pips: tuple[Pip, ...]) -> float:
    """Product of layout, contrast, squareness and spacing factors, each in [0, 1]; does not depend on colour. A pip
    counted from its ink alone is weaker evidence than one found (`vision.faint_pip.faint_pip_evidence`)."""
    contrast = min(pip.contrast for pip in pips) / (tol.CONFIDENT_CONTRAST)
    evidence = tol.LAYOUT_EVIDENCE.get(fit.value, 1.0) * faint_pip_evidence(fit)
    return round(evidence * _layout(fit) * _unit(contrast) * _squareness(fit) * _spacing(fit, pips), 3)


def _layout(fit: FaceFit) -> float:
    """1 while the pips sit within `tol.CONFIDENT_LAYOUT_RESIDUAL` of their places, falling to 0.5 at the most a
    face may stray (`tol.LAYOUT_MAX_RESIDUAL`)."""
    return falling(fit.residual, tol.CONFIDENT_LAYOUT_RESIDUAL, tol.LAYOUT_MAX_RESIDUAL)


def _squareness(fit: FaceFit) -> float:
    """1 while the face is at least `tol.CONFIDENT_FORESHORTENING` as wide as long, falling to 0.5 at the flattest
    face read (`tol.LAYOUT_MIN_FORESHORTENING`): flatter faces are often side faces or cocked dice, while a tilted
    camera and the pip columns of many real 6s leave a true top face at 0.7-0.9."""
    return falling(-fit.foreshortening, -tol.CONFIDENT_FORESHORTENING, -tol.LAYOUT_MIN_FORESHORTENING)


def falling(value: float, confident: float, limit: float) -> float:
    """1 up to `confident`, then straight down to 0.5 at `limit` (and on, to 0)."""
    return _unit(1 - 0.5 * max(0.0, value - confident) / (limit - confident))


def _spacing(fit: FaceFit, pips: tuple[Pip, ...]) -> float:
    """1 while the pips are no wider than `tol.CONFIDENT_PIP_UNITS` canonical units for their spacing, falling to
    0.5 at the widest a face may have (`tol.LAYOUT_PIP_UNITS`): pips wide for their spacing are often a few pips of
    a larger face (a corner and the centre of a 5 read as a 2, a column of a 6 as a 3)."""
    pip_units = sum(pip.radius for pip in pips) / len(pips) / fit.unit_px
    return falling(pip_units, tol.CONFIDENT_PIP_UNITS, tol.LAYOUT_PIP_UNITS[1])


def _unit(value: float) -> float:
    return min(1.0, max(0.0, value))


def template_confidence(margin: float, value: int = 0) -> float:
    """A face read by its pip places (`vision.face_template`): 0 at the least margin it is read with, 1 from
    `tol.TEMPLATE_SURE_MARGIN` grey levels on; a 1 (`value`) from `tol.TEMPLATE_SURE_MARGIN_OF_ONE`: one spot is
    little evidence, and 1s were the template's commonest misreads (a pip of a 2 or 3 on the centre place)."""
    sure = tol.TEMPLATE_SURE_MARGIN_OF_ONE if value == 1 else tol.TEMPLATE_SURE_MARGIN
    return round(_unit((margin - tol.TEMPLATE_MIN_MARGIN) / (sure - tol.TEMPLATE_MIN_MARGIN)), 3)
