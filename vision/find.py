"""Finding dice: group pip candidates into die faces (top and side faces alike; `vision.topface` chooses).

Two pips belong to one face when they are close for their size, look alike (a face is one plane, so its pips
are foreshortened alike) and the face between them is unbroken (two touching dice have a darker seam).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from vision import tolerances as tol
from vision.layout import FACE_HALF_SIDE, FaceFit, fit_face, is_real_face
from vision.pips import Pip, ring_values


@dataclass(frozen=True)
class FaceGroup:
    """Pips grouped as one face; `fit` is None when they form no real die face (then it is unreadable)."""

    pips: tuple[Pip, ...]
    fit: FaceFit | None

    @cached_property
    def center(self) -> tuple[float, float]:
        if self.fit is not None:
            return self.fit.center
        xs, ys = zip(*(pip.center for pip in self.pips), strict=True)
        return float(np.mean(xs)), float(np.mean(ys))

    @cached_property
    def side_px(self) -> float:
        """Face side length in pixels (estimated from pip size when there is no fit)."""
        if self.fit is not None:
            return 2 * FACE_HALF_SIDE * self.fit.unit_px
        return 2 * FACE_HALF_SIDE * tol.FACE_SIDE_PER_PIP_RADIUS * float(np.mean([p.radius for p in self.pips]))

    @cached_property
    def squareness(self) -> float:
        """How squarely the face is seen: big round pips on an unforeshortened face score high."""
        roundness = float(np.mean([1 / pip.elongation for pip in self.pips]))
        return float(np.mean([pip.radius for pip in self.pips])) * roundness

    @cached_property
    def mean_shape(self) -> np.ndarray:
        """Mean of the pips' `shape_vector`s: faces in one plane are foreshortened alike."""
        return np.mean([shape_vector(pip) for pip in self.pips], axis=0)


def group_faces(pips: list[Pip], grey: np.ndarray, lightness: np.ndarray) -> list[FaceGroup]:
    """Top-face groups of the pips, found in the grey (dark pips) and lightness (light pips) images (H, W) uint8.

    Groups that fail the layout check are kept with `fit=None`. Side faces are still among them (see
    `vision.topface`).
    """
    groups: list[FaceGroup] = []
    for is_dark, channel in ((True, grey), (False, lightness)):
        same = [pip for pip in pips if pip.is_dark == is_dark]
        for component in _components(same, channel):
            groups.extend(_faces_of(component, channel))
    return groups


def _components(pips: list[Pip], channel: np.ndarray) -> list[list[Pip]]:
    """Connected components of the 'same face' relation between pips (union-find)."""
    parent = list(range(len(pips)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in _near_pairs(pips):
        if _on_same_face(pips[i], pips[j], channel):
            parent[root(i)] = root(j)
    components: dict[int, list[Pip]] = {}
    for i, pip in enumerate(pips):
        components.setdefault(root(i), []).append(pip)
    return list(components.values())


def _near_pairs(pips: list[Pip]) -> list[tuple[int, int]]:
    """Index pairs (i < j) of pips close enough for their size to be on one face (vectorised first cut)."""
    if len(pips) < 2:
        return []
    centers = np.array([pip.center for pip in pips])
    radii = np.array([pip.radius for pip in pips])
    distance = np.hypot(*(centers[:, None, :] - centers[None, :, :]).transpose(2, 0, 1))
    limit = tol.LINK_MAX_RADII * (radii[:, None] + radii[None, :]) / 2
    rows, cols = np.nonzero(np.triu(distance <= limit, k=1))
    return list(zip(rows.tolist(), cols.tolist(), strict=True))


def _on_same_face(a: Pip, b: Pip, channel: np.ndarray) -> bool:
    radius = (a.radius + b.radius) / 2
    distance = float(np.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1]))
    if distance > tol.LINK_MAX_RADII * radius or max(a.radius, b.radius) > tol.LINK_MAX_RADIUS_RATIO * min(
        a.radius, b.radius
    ):
        return False
    if float(np.hypot(*(shape_vector(a) - shape_vector(b)))) > tol.LINK_MAX_SHAPE_DIFFERENCE:
        return False
    contrast = min(a.contrast, b.contrast)
    if abs(a.face_level - b.face_level) > tol.LINK_MAX_FACE_STEP * contrast:
        return False
    return _is_unbroken_face(a, b, distance, channel, contrast)


def shape_vector(pip: Pip) -> np.ndarray:
    """Elongation and its direction as one vector (angle doubled, so 0° and 180° agree)."""
    return (pip.elongation - 1) * np.array([np.cos(2 * pip.angle_rad), np.sin(2 * pip.angle_rad)])


def _is_unbroken_face(a: Pip, b: Pip, distance: float, channel: np.ndarray, contrast: float) -> bool:
    """No seam or edge between two pips: the face level holds along the segment between their rims."""
    start, end = a.radius * 1.5 / distance, 1 - b.radius * 1.5 / distance
    if end <= start:
        return True
    steps = np.linspace(start, end, tol.LINK_SEGMENT_SAMPLES)
    xs = np.rint(a.center[0] + steps * (b.center[0] - a.center[0])).astype(int)
    ys = np.rint(a.center[1] + steps * (b.center[1] - a.center[1])).astype(int)
    values = channel[ys, xs].astype(float)
    face_level = (a.face_level + b.face_level) / 2
    step_towards_pip = (face_level - values) if a.is_dark else (values - face_level)
    return bool(step_towards_pip.max() <= tol.LINK_MAX_SEAM * contrast)


def _faces_of(component: list[Pip], channel: np.ndarray) -> list[FaceGroup]:
    """The faces in one component: all of it when it fits a face; otherwise its roundest pips (two or more) that
    fit a face (a top face whose pips joined a side face's), the rest grouped again; else one unreadable group."""
    fit = _real_fit(component)
    if fit is not None and fit.value == 1 and not _is_lone_pip_face(component[0], channel):
        return []
    if fit is not None:
        return [FaceGroup(tuple(component), fit)]
    by_roundness = sorted(component, key=lambda pip: pip.elongation)
    for cut in range(min(6, len(component) - 1), 1, -1):
        if by_roundness[cut].elongation - by_roundness[cut - 1].elongation < tol.SPLIT_MIN_ELONGATION_GAP:
            continue  # no plain step from round to squashed pips here: not a top face beside a side face
        head_fit = _real_fit(by_roundness[:cut])
        if head_fit is not None:
            rest = [group for part in _components(by_roundness[cut:], channel) for group in _faces_of(part, channel)]
            return [FaceGroup(tuple(by_roundness[:cut]), head_fit), *rest]
    return [FaceGroup(tuple(component), None)]


def _is_lone_pip_face(pip: Pip, channel: np.ndarray) -> bool:
    """A lone pip is a 1 only when round (seen from above) on an even face well beyond its rim (not a logo, a
    key label or a side face)."""
    if pip.elongation > tol.LONE_PIP_MAX_ELONGATION:
        return False
    inner, outer = (pip.radius * factor for factor in tol.LONE_PIP_RING_RADII)
    ring = ring_values(channel, pip.center, inner, outer)
    if ring is None:
        return False
    even = np.abs(ring.astype(float) - pip.face_level) <= tol.LONE_PIP_EVEN_STEP * pip.contrast
    return float(even.mean()) >= tol.LONE_PIP_MIN_EVEN_SHARE


def _real_fit(pips: list[Pip]) -> FaceFit | None:
    centers = np.array([pip.center for pip in pips])
    mean_radius = float(np.mean([pip.radius for pip in pips]))
    fit = fit_face(centers, mean_radius)
    return fit if fit is not None and is_real_face(fit, mean_radius) else None
