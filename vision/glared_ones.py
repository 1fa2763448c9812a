"""A 1 beside a glare or in it: a die body whose one pip sits in its middle next to a glare spot that outshines it,
or inside one.

A glossy die's glare on its top face is a light blob several times a pip's width and far brighter than the pips.
Beside it a 1's pip still stands out, but the glare covers much of the even face a lone pip must show around it
(`vision.layout.is_lone_pip_face`) and lifts the face level its ring gives, so the pip is no 1 by that test, and the
glare is none either (GNW train 20014: a blue 1's pip of radius 2.7 px, round, at the body's centre, beside a glare of
8 px; a fifth of its ring even). Inside a die body where no face was read the body is the evidence the lone-pip test
asks of the face: a round pip in the body's middle, the glare beside it and no other pip of its kind on the body is a
1. Each rule of the pip's own (its shape, its size for the face, no more ink on the face than it) still holds.
A glare may also take the pip in, joined to it at the pip threshold (GNW train 20066: a red 1's pip at the rim of a
glare three pips wide, no candidate in the body's middle); the pip is then looked for inside the glare
(`vision.swallowed_pips`) and judged so.
"""

from __future__ import annotations

import math

import numpy as np

from vision import tolerances as tol
from vision.find import FaceGroup
from vision.glare_ring import is_glare_beside
from vision.layout import FACE_HALF_SIDE, PIP_RADIUS_UNITS, fit_face, is_real_face, shows_only_its_own_pips
from vision.pips import Pip
from vision.swallowed_pips import pips_in_glare
from vision.views import View


def glared_one(
    look: View, pips: list[Pip], lightness: np.ndarray, body_centre: tuple[float, float], body_side_px: float
) -> FaceGroup | None:
    """The 1 (a group of `look`) a body shows beside a glare or inside it, or None. `pips`: the pip candidates of the
    body's close `look` (`vision.views.body_look`) and `lightness` (H, W uint8) the image its light pips were found
    in; `body_centre` and `body_side_px`: the body's, in frame pixels. The pip lies within
    `tol.GLARED_ONE_MAX_OFF_CENTRE_SIDES` body sides of the centre and is round (`tol.LONE_PIP_MAX_ELONGATION`); a
    glare reaches into the ring the lone-pip test judges (`is_glare_beside`) or, when no candidate lies in the
    middle, holds the pip (`_swallowed_one`); no other light candidate of half the pip's radius or more lies on the
    body."""
    centre = ((body_centre[0] - look.offset[0]) * look.scale, (body_centre[1] - look.offset[1]) * look.scale)
    side_px = body_side_px * look.scale
    light = [pip for pip in pips if not pip.is_dark]
    middle = [pip for pip in light if _is_in_the_middle(pip, centre, side_px)]
    if not middle:
        pip, glares = _swallowed_one(light, lightness, centre, side_px)
    elif len(middle) == 1:
        pip = middle[0]
        glares = [other for other in light if is_glare_beside(other, pip)]
    else:
        return None
    if pip is None or not glares:
        return None
    others = [
        other
        for other in light
        if other is not pip
        and other not in glares
        and other.radius >= pip.radius / 2
        and math.dist(other.center, centre) <= side_px / 2
    ]
    if others:
        return None
    fit = fit_face(np.array([pip.center]), pip.radius)
    if fit is None or not is_real_face(fit, pip.radius) or not shows_only_its_own_pips(fit, [pip], lightness):
        return None
    return FaceGroup((pip,), fit)


def _is_in_the_middle(pip: Pip, centre: tuple[float, float], side_px: float) -> bool:
    """Whether `pip` is round and lies within `tol.GLARED_ONE_MAX_OFF_CENTRE_SIDES` of the body's side of its centre."""
    return (
        math.dist(pip.center, centre) <= tol.GLARED_ONE_MAX_OFF_CENTRE_SIDES * side_px
        and pip.elongation <= tol.LONE_PIP_MAX_ELONGATION
    )


def _swallowed_one(
    light: list[Pip], lightness: np.ndarray, centre: tuple[float, float], side_px: float
) -> tuple[Pip | None, list[Pip]]:
    """The one pip in the middle of the body that a glare holding the middle swallowed (`vision.swallowed_pips`),
    with that glare; (None, []) unless there is just one such glare and one such pip in it. A glare is a light
    candidate as wide as one for the body's side (`is_as_wide_as_a_glare`)."""
    pip_radius_px = standard_pip_radius_px(side_px)
    holding = [
        glare
        for glare in light
        if is_as_wide_as_a_glare(glare, side_px)
        and math.dist(glare.center, centre) <= glare.radius + tol.GLARED_ONE_MAX_OFF_CENTRE_SIDES * side_px
    ]
    if len(holding) != 1:
        return None, []
    middle = [
        pip for pip in pips_in_glare(lightness, holding[0], pip_radius_px) if _is_in_the_middle(pip, centre, side_px)
    ]
    return (middle[0], holding) if len(middle) == 1 else (None, [])


def is_as_wide_as_a_glare(candidate: Pip, side_px: float) -> bool:
    """Whether the light pip candidate `candidate` is too wide for a pip of a die whose face is `side_px` wide (both in
    pixels of one look): `tol.LINK_MAX_RADIUS_RATIO` times a standard die's pip radius or more, as a glare is and
    no face's pips differ by (`vision.glare_ring.is_glare_beside`)."""
    return candidate.radius >= tol.LINK_MAX_RADIUS_RATIO * standard_pip_radius_px(side_px)


def standard_pip_radius_px(side_px: float) -> float:
    """The pip radius of a standard die (`vision.layout.PIP_RADIUS_UNITS` canonical units) whose face is `side_px`
    wide (2 `vision.layout.FACE_HALF_SIDE` units)."""
    return side_px * PIP_RADIUS_UNITS / (2 * FACE_HALF_SIDE)
