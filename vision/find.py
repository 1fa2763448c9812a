"""Finding dice: group pip candidates into the top faces of dice, and leave side faces and clutter out.

Two pips belong to one face when they are close for their size, look alike (a face is one plane, so its pips
are foreshortened alike) and the face between them is unbroken (two touching dice have a darker seam).
Among faces that overlap one die's footprint, the one seen most squarely is the top face.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from vision import tolerances as tol
from vision.layout import FACE_HALF_SIDE, FaceFit, fit_face, is_real_face
from vision.pips import Pip


@dataclass(frozen=True)
class FaceGroup:
    """Pips grouped as one face; `fit` is None when they form no real die face (then it is unreadable)."""

    pips: tuple[Pip, ...]
    fit: FaceFit | None

    @property
    def center(self) -> tuple[float, float]:
        if self.fit is not None:
            return self.fit.center
        xs, ys = zip(*(pip.center for pip in self.pips), strict=True)
        return float(np.mean(xs)), float(np.mean(ys))

    @property
    def side_px(self) -> float:
        """Face side length in pixels (estimated from pip size when there is no fit)."""
        if self.fit is not None:
            return 2 * FACE_HALF_SIDE * self.fit.unit_px
        return 2 * FACE_HALF_SIDE * tol.FACE_SIDE_PER_PIP_RADIUS * float(np.mean([p.radius for p in self.pips]))

    @property
    def squareness(self) -> float:
        """How squarely the face is seen: big round pips on an unforeshortened face score high."""
        roundness = float(np.mean([1 / pip.elongation for pip in self.pips]))
        foreshortening = self.fit.foreshortening if self.fit is not None else roundness
        return float(np.mean([pip.radius for pip in self.pips])) * roundness * foreshortening


def group_faces(pips: list[Pip], grey: np.ndarray, lightness: np.ndarray) -> list[FaceGroup]:
    """Top-face groups of the pips, found in the grey (dark pips) and lightness (light pips) images (H, W) uint8.

    Groups that fail the layout check are kept with `fit=None`; side faces next to a top face are dropped.
    """
    groups: list[FaceGroup] = []
    for is_dark, channel in ((True, grey), (False, lightness)):
        same = [pip for pip in pips if pip.is_dark == is_dark]
        for component in _components(same, channel):
            groups.extend(_faces_of(component))
    return _drop_side_faces(groups)


def _components(pips: list[Pip], channel: np.ndarray) -> list[list[Pip]]:
    """Connected components of the 'same face' relation between pips (union-find)."""
    parent = list(range(len(pips)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(pips):
        for j in range(i + 1, len(pips)):
            if _on_same_face(a, pips[j], channel):
                parent[root(i)] = root(j)
    components: dict[int, list[Pip]] = {}
    for i, pip in enumerate(pips):
        components.setdefault(root(i), []).append(pip)
    return list(components.values())


def _on_same_face(a: Pip, b: Pip, channel: np.ndarray) -> bool:
    radius = (a.radius + b.radius) / 2
    distance = float(np.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1]))
    if distance > tol.LINK_MAX_RADII * radius or max(a.radius, b.radius) > tol.LINK_MAX_RADIUS_RATIO * min(
        a.radius, b.radius
    ):
        return False
    if float(np.hypot(*(_shape_vector(a) - _shape_vector(b)))) > tol.LINK_MAX_SHAPE_DIFFERENCE:
        return False
    contrast = min(a.contrast, b.contrast)
    if abs(a.face_level - b.face_level) > tol.LINK_MAX_FACE_STEP * contrast:
        return False
    return _is_unbroken_face(a, b, distance, channel, contrast)


def _shape_vector(pip: Pip) -> np.ndarray:
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


def _faces_of(component: list[Pip]) -> list[FaceGroup]:
    """One face for a component that fits; otherwise one unreadable group."""
    centers = np.array([pip.center for pip in component])
    mean_radius = float(np.mean([pip.radius for pip in component]))
    fit = fit_face(centers, mean_radius)
    if fit is not None and is_real_face(fit, mean_radius):
        return [FaceGroup(tuple(component), fit)]
    return [FaceGroup(tuple(component), None)]


def _drop_side_faces(groups: list[FaceGroup]) -> list[FaceGroup]:
    """Keep, within each die footprint, only the most squarely seen readable face (unreadables yield to it)."""
    ranked = sorted(groups, key=lambda g: (g.fit is not None, g.squareness), reverse=True)
    kept: list[FaceGroup] = []
    for group in ranked:
        if not any(_share_a_die(group, other) for other in kept):
            kept.append(group)
    return kept


def _share_a_die(a: FaceGroup, b: FaceGroup) -> bool:
    distance = float(np.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1]))
    return distance < tol.SIDE_FACE_MAX_DISTANCE * max(a.side_px, b.side_px)
