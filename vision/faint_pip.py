"""A face with one pip too faint to be found: pips that fit no face but fit the next larger face with one of its
places left empty, or a 4 with its centre left empty, where that place still shows pip ink (a pip shaded or glared
over, too faint to stand out as a blob).

The centre and three corners of a 5 fit no face; read as what they are, such a group is refused, and a 5 whose centre
pip was lost is read as a 4. Only one pip is supplied, only when its place shows ink and every place the larger face
leaves empty shows none, and only to four or five pips found: three fix too little (three corners of a 4 are also
the centre and two corners of a 5, or of a 5 and a 4 side by side; with them, Doppelt so clever train 10018's green 4
was read, and the cocked blue die beside it, no longer taken for its side face, read as a 5).

Two rows of a 6 whose third row was not found fit a flat 4: it is that 6 when the row is plainly inked; when it is
fainter, the 4 is no face, so that it does not win over the die beside it and its die is read whole by its outline
and pip places.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from itertools import permutations

import numpy as np

from vision import tolerances as tol
from vision.layout import CANONICAL_FACES, FaceFit, axes, is_real_face, plain_mean, shows_only_its_own_pips
from vision.pips import Pip
from vision.quantiles import quantile

NINE_PLACES = tuple((x, y) for y in (-1, 0, 1) for x in (-1, 0, 1))


def face_with_faint_pip(pips: Sequence[Pip], channel: np.ndarray) -> FaceFit | None:
    """The face of one pip more than `pips` (4 or 5 of one polarity, found in `channel` (H, W) uint8) that they fit
    with one place empty, when that place shows pip ink and the face's empty places none (see `_with_faint_pip`);
    else None."""
    count = len(pips)
    if count not in (4, 5):
        return None
    centers = np.array([pip.center for pip in pips], dtype=float)
    fit, lost_place = _best_fit(centers, count + 1)
    if not is_real_face(fit, plain_mean([pip.radius for pip in pips])) or not shows_only_its_own_pips(
        fit, pips, channel
    ):
        return None
    return _with_faint_pip(fit, pips, channel, (lost_place,))


def with_faint_centre(fit: FaceFit, pips: Sequence[Pip], channel: np.ndarray) -> FaceFit | None:
    """A 4 fitted to `pips` is a 5 when its centre shows pip ink and its side middles none (see `_with_faint_pip`):
    its centre pip was too faint to be found (Gönnen train 50022's fifth 5, read 4). A 4 whose pips are two rows of
    a 6 (`_six_of_two_rows`) is that 6 when its third row stands out plainly (`tol.FAINT_ROW_PLAIN_INK`: pips there,
    not found as blobs); when that row is fainter, two pips are too many to supply from ink alone, and the 4 is no
    face (None): its die is left to the stages that read it by its outline and pip places. Any other face as it
    is."""
    if fit.value != 4:
        return fit
    five = _with_faint_pip(replace(fit, value=5), pips, channel, ((0, 0),))
    if five is not None:
        return five
    six = _six_of_two_rows(fit, pips, channel)
    if six is None:
        return fit
    return six if six.faint_pip_ink >= tol.FAINT_ROW_PLAIN_INK else None


def _six_of_two_rows(fit: FaceFit, pips: Sequence[Pip], channel: np.ndarray) -> FaceFit | None:
    """The 6 a 4 fitted flat (foreshortening at most `tol.FAINT_ROW_MAX_FORESHORTENING`: pips half as far apart one
    way as the other, as two rows of a 6 are) is part of: the 6 on either long side of the 4 whose third row shows
    pip ink and whose middle column shows none (see `_with_faint_pip`); else None. Blöder train 30020: a white 6
    whose third row lay in a shadow was read as a 4, its other two rows, which won over the red 3 it touches."""
    if fit.foreshortening > tol.FAINT_ROW_MAX_FORESHORTENING:
        return None
    across, along = fit.linear[:, 0], fit.linear[:, 1]
    if np.hypot(*across) < np.hypot(*along):
        across, along = along, across
    linear = np.column_stack([across, 2 * along])  # a 6's rows lie one canonical unit apart, a 4's two
    longest, shortest, unit = axes(linear)
    residual = fit.residual * fit.unit_px / unit
    radius_px = plain_mean([pip.radius for pip in pips])
    for side in (-1, 1):
        centre = np.asarray(fit.center) + side * along
        six = FaceFit(6, (float(centre[0]), float(centre[1])), linear, residual, shortest / longest)
        found = _with_faint_pip(six, pips, channel, ((-1, side), (1, side))) if is_real_face(six, radius_px) else None
        if found is not None:
            return found
    return None


def _with_faint_pip(
    fit: FaceFit, pips: Sequence[Pip], channel: np.ndarray, faint_places: Sequence[tuple[float, float]]
) -> FaceFit | None:
    """`fit` (counting a pip at each of `faint_places`, canonical units, where none of `pips` is) with its
    `faint_pip_ink` (the faintest of them), when each of those places shows pip ink (`tol.FAINT_PIP_MIN_INK`) and no
    place the face leaves empty does (`tol.FAINT_PIP_MAX_EMPTY_INK`); else None."""
    contrast = plain_mean([pip.contrast for pip in pips])
    towards_pip = -1.0 if pips[0].is_dark else 1.0
    radius_px = plain_mean([pip.radius for pip in pips]) * tol.FAINT_PIP_DISC_SHARE

    def ink_at(place: tuple[float, float]) -> float:
        """How far a pip's disc at a canonical place stands out from the face around it towards the pip level, in
        pip contrasts (NaN off the channel, which no test passes)."""
        step = _standing_out(channel, fit, place, radius_px, towards_pip)
        return np.nan if step is None else step / contrast

    faint_ink = min(ink_at(place) for place in faint_places)
    if not faint_ink >= tol.FAINT_PIP_MIN_INK:
        return None
    empty = [place for place in NINE_PLACES if place not in CANONICAL_FACES[fit.value]]
    if not all(ink_at(place) <= tol.FAINT_PIP_MAX_EMPTY_INK for place in empty):
        return None
    return replace(fit, faint_pip_ink=faint_ink)


def faint_pip_evidence(fit: FaceFit) -> float:
    """How much a face's count is to be trusted for a pip counted from its ink alone (1 when every pip was found):
    `tol.FAINT_PIP_EVIDENCE` for the faintest ink taken, rising to 1 at `tol.FAINT_PIP_SURE_INK` pip contrasts, where
    the place stands out as much as the pips found: a pip plainly there but not found as a blob (cut by a glare)."""
    if fit.faint_pip_ink is None:
        return 1.0
    rise = (fit.faint_pip_ink - tol.FAINT_PIP_MIN_INK) / (tol.FAINT_PIP_SURE_INK - tol.FAINT_PIP_MIN_INK)
    return tol.FAINT_PIP_EVIDENCE + (1 - tol.FAINT_PIP_EVIDENCE) * min(1.0, max(0.0, rise))


def _best_fit(centers: np.ndarray, value: int) -> tuple[FaceFit, tuple[float, float]]:
    """The least-error affine fit of the pip centres (N, 2) to the `value` face with one place left out, over every
    place that may be lost and every order of the pips (all at once from the fits' residual projections), and the
    place left out."""
    solvers, projections = _affine_tables(value)
    candidates = centers[_orders(len(centers))]  # (P, N, 2)
    errors = np.einsum("pnk,lnm,pmk->lp", candidates, projections, candidates)  # per placing (L) and order (P)
    placing, order = np.unravel_index(int(np.argmin(errors)), errors.shape)
    affine = solvers[placing] @ candidates[order]  # (3, 2)
    fit = _fit(len(centers), affine[:2, :].T, affine[2, :], float(errors[placing, order]))
    return replace(fit, value=value), _placings(value)[placing][0]


@cache
def _placings(value: int) -> tuple[tuple[tuple[float, float], np.ndarray], ...]:
    """Per place a pip of the `value` face may be lost from, that place and the face's other places (N, 2). A 5's
    centre is not among them: without it the pips would have fitted a 4."""
    faces = CANONICAL_FACES[value]
    return tuple(
        (place, np.array([other for other in faces if other != place], dtype=float))
        for place in faces
        if not (value == 5 and place == (0, 0))
    )


@cache
def _affine_tables(value: int) -> tuple[np.ndarray, np.ndarray]:
    """Per placing of `_placings`, the affine fit's pseudo-inverse (L, 3, N) and residual projection (L, N, N)."""
    designs = np.array([np.column_stack([places, np.ones(len(places))]) for _, places in _placings(value)])
    solvers = np.linalg.pinv(designs)
    return solvers, np.eye(designs.shape[1]) - designs @ solvers


@cache
def _orders(count: int) -> np.ndarray:
    return np.array(list(permutations(range(count))))


def _fit(count: int, linear: np.ndarray, shift: np.ndarray, error: float) -> FaceFit:
    longest, shortest, unit = axes(linear)
    residual = float(np.sqrt(max(error, 0.0) / count)) / max(unit, 1e-9)
    return FaceFit(count, (float(shift[0]), float(shift[1])), linear, residual, shortest / max(longest, 1e-9))


def _standing_out(
    channel: np.ndarray, fit: FaceFit, place: tuple[float, float], radius_px: float, towards_pip: float
) -> float | None:
    """How far the channel's mean within `radius_px` of a canonical place of the fitted face stands out towards the
    pip level (`towards_pip`: -1 for dark pips, 1 for light ones) from the ring `tol.FAINT_PIP_RING_RADII` times as
    far around it, in grey levels; None off the channel. The ring is taken at its quantile
    `tol.FAINT_PIP_RING_QUANTILE` towards the pip level: a spot stands out from face all around it, the face's own
    level in its own light (a shadow across the face), while a place at the face's edge has table on one side."""
    x, y = np.asarray(place, dtype=float) @ fit.linear.T + np.asarray(fit.center)
    inner, outer = (radius_px * share for share in tol.FAINT_PIP_RING_RADII)
    reach = int(np.ceil(outer))
    height, width = channel.shape
    x0, y0 = round(x) - reach, round(y) - reach
    if x0 < 0 or y0 < 0 or x0 + 2 * reach + 1 > width or y0 + 2 * reach + 1 > height:
        return None
    patch = towards_pip * channel[y0 : y0 + 2 * reach + 1, x0 : x0 + 2 * reach + 1].astype(float)
    side = np.arange(2 * reach + 1)
    distance = np.hypot((x0 + side)[None, :] - x, (y0 + side)[:, None] - y)
    ring = patch[(distance >= inner) & (distance <= outer)]
    return float(patch[distance <= radius_px].mean() - quantile(ring, tol.FAINT_PIP_RING_QUANTILE))
