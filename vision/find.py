"""Finding dice: group pip candidates into die faces (top and side faces alike; `vision.topface` chooses).

Two pips belong to one face when they are close for their size, look alike (a face is one plane, so its pips
are foreshortened alike) and the face between them is unbroken (two touching dice have a darker seam). A row of a
face that the pip finder found as one blob (`vision.pips.Pip.row`) lies on one face: its pips are linked, no split
cuts it, and a group takes all of it or none.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations

import numpy as np

from vision import tolerances as tol
from vision.confidence import face_confidence
from vision.faint_pip import face_with_faint_pip, with_faint_centre
from vision.layout import (
    FACE_HALF_SIDE,
    FaceFit,
    Squashing,
    fit_face,
    foreshortening_of,
    holds_other_pips,
    plain_mean,
    real_fit,
)
from vision.partition import split_into_faces
from vision.pips import Pip, face_level_towards, shape_of
from vision.quantiles import column_medians
from vision.texture import groups_amid_print

MOST_PIPS = 6  # a group of more pips is no one face (two dice's faces joined)


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
        return sum(xs) / len(xs), sum(ys) / len(ys)

    @cached_property
    def side_px(self) -> float:
        """Face side length in pixels (estimated from pip size when there is no fit)."""
        if self.fit is not None:
            return 2 * FACE_HALF_SIDE * self.fit.unit_px
        return 2 * FACE_HALF_SIDE * tol.FACE_SIDE_PER_PIP_RADIUS * plain_mean(p.radius for p in self.pips)

    @cached_property
    def squareness(self) -> float:
        """How squarely the face is seen: big round pips on an unforeshortened face score high."""
        roundness = plain_mean(1 / pip.elongation for pip in self.pips)
        return plain_mean(pip.radius for pip in self.pips) * roundness

    @cached_property
    def confidence(self) -> float:
        """How surely the face is read (`vision.confidence.face_confidence`; a group with a fit only): the reader asks
        it of each face at many of its steps, so it is worked out once per group."""
        return face_confidence(self.fit, self.pips)

    @cached_property
    def mean_shape(self) -> np.ndarray:
        """Mean of the pips' `shape_of` vectors: faces in one plane are foreshortened alike. Summed in plain Python, one
        pip after another as numpy sums them (bit for bit), without numpy's fixed cost."""
        xs, ys = zip(*(shape_of(pip) for pip in self.pips), strict=True)
        return np.array([plain_mean(xs), plain_mean(ys)])


@dataclass(frozen=True)
class AmidPrint(FaceGroup):
    """A group that forms no face amid many marks like its pips, or a crowded face amid such print
    (`vision.texture`): a card's print, not a die, so no unreadable die is reported for it. It is kept as a group all
    the same, so that the steps that look again at unread pips (a split by plastic) still may find a die in it."""


def group_faces(pips: list[Pip], grey: np.ndarray, lightness: np.ndarray) -> list[FaceGroup]:
    """Top-face groups of the pips, found in the grey (dark pips) and lightness (light pips) images (H, W) uint8.

    Groups that fail the layout check are kept with `fit=None`, as `AmidPrint` when they lie amid print
    (`vision.texture`). Side faces are still among them (see `vision.topface`). A component that is not one face is
    split again with the foreshortening of the nearest face of four pips or more found (`_nearest_squash`), which
    2s and 3s are fitted with where a square reached past their die; only when a fit of its first split wanted one
    (`vision.layout.Squashing`), as otherwise the split with it is the same.
    """
    kinds = [
        _linked([pip for pip in pips if pip.is_dark == is_dark], channel, grey)
        for is_dark, channel in ((True, grey), (False, lightness))
    ]
    measuring = [
        ((kind_index, index), group.fit)
        for kind_index, kind in enumerate(kinds)
        for index, component_faces in enumerate(kind.faces)
        for group in component_faces
        if group.fit is not None and group.fit.value >= LEAST_PIPS_MEASURING_SQUASH
    ]
    groups: list[FaceGroup] = []
    for kind_index, kind in enumerate(kinds):
        found = []
        for index, (component, component_faces, squash_wanted) in enumerate(
            zip(kind.components, kind.faces, kind.squash_wanted, strict=True)
        ):
            squash = None
            if squash_wanted and len(component) > 1 and _may_hold_a_refused_small_face(component, component_faces):
                squash = _nearest_squash(component, [fit for at, fit in measuring if at != (kind_index, index)])
            found += (
                component_faces
                if squash is None
                else _faces_of(component, kind.channel, kind.seams, kind.lone, Squashing(squash))
            )
        groups += [
            AmidPrint(group.pips, None) if is_print else group
            for group, is_print in zip(found, groups_amid_print(found, kind.pips), strict=True)
        ]
    return groups


@dataclass(frozen=True)
class _LinkedKind:
    """The pips of one kind (dark or light) linked into components, each with the faces first found in it: kept
    whole, as a component may be split again once the faces of the frame's other components are known."""

    pips: list[Pip]
    channel: np.ndarray  # the image (H, W) uint8 the pips were found in
    components: list[list[Pip]]
    seams: tuple[np.ndarray, list[tuple[Pip, Pip]]]  # the brightest channel and the linked pairs of pips
    lone: list[Pip]  # the pips linked to none
    faces: list[list[FaceGroup]]  # per component
    squash_wanted: list[bool]  # per component: whether a squash could change its faces (`Squashing.wanted`)


def _linked(pips: list[Pip], channel: np.ndarray, grey: np.ndarray) -> _LinkedKind:
    """The pips of one kind, found in `channel`, linked into components and each component's faces (`_faces_of`);
    `grey`: the brightest channel, where the gaps between dice show."""
    links = _links(pips, channel)
    components = _components(pips, links)
    seams = (grey, [(pips[i], pips[j]) for i, j in links])
    lone = [component[0] for component in components if len(component) == 1]
    faces, squash_wanted = [], []
    for component in components:
        squashing = Squashing()
        faces.append(_faces_of(component, channel, seams, lone, squashing))
        squash_wanted.append(squashing.wanted)
    return _LinkedKind(pips, channel, components, seams, lone, faces, squash_wanted)


LEAST_PIPS_MEASURING_SQUASH = 4  # an affine fit of four pips or more measures how its face is foreshortened


def _may_hold_a_refused_small_face(component: list[Pip], faces: list[FaceGroup]) -> bool:
    """Whether a component's faces may stand for a 2 or 3 refused as a square: they are not one face of all its
    pips, and some is unreadable or of three pips or fewer (its pips left to clutter, 1s or a side face's 2; a
    component split wholly into faces of four pips or more had no small face to read)."""
    if len(faces) == 1 and faces[0].fit is not None and len(faces[0].pips) == len(component):
        return False
    return any(face.fit is None or len(face.pips) <= 3 for face in faces)


def _nearest_squash(component: list[Pip], fits: list[FaceFit]) -> np.ndarray | None:
    """The foreshortening (`vision.layout.foreshortening_of`) of the face nearest the component among `fits`, faces
    of other components fitted from four pips or more; None when there is none. A camera tilted towards the table
    sees flat faces near each other squashed alike; a component of two or three pips, or one split into faces, fits
    a 2 or 3 with it where a square reached past the die (see `vision.layout.real_fit`)."""
    if not fits:
        return None
    xs, ys = zip(*(pip.center for pip in component), strict=True)
    center = (plain_mean(xs), plain_mean(ys))
    return foreshortening_of(min(fits, key=lambda fit: math.dist(fit.center, center)).linear)


def _components(pips: list[Pip], links: list[tuple[int, int]]) -> list[list[Pip]]:
    """Connected components of the 'same face' relation between pips (union-find), given as index pairs."""
    parent = list(range(len(pips)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in links:
        parent[root(i)] = root(j)
    components: dict[int, list[Pip]] = {}
    for i, pip in enumerate(pips):
        components.setdefault(root(i), []).append(pip)
    return list(components.values())


def _links(pips: list[Pip], channel: np.ndarray) -> list[tuple[int, int]]:
    """Index pairs (i < j) of pips on one face: close for their size, alike, and no seam between them (the seams
    of all pairs judged at once, which is far quicker than pair by pair); and the pips of one row of a face
    (`_row_links`) whatever they look like."""
    alike = list(_alike_pairs(pips, channel))
    links = [
        (i, j)
        for (i, j, _, _, _), is_unbroken in zip(alike, _unbroken(pips, alike, channel), strict=True)
        if is_unbroken
    ]
    return links + [link for link in _row_links(pips) if link not in links]


def _row_links(pips: list[Pip]) -> list[tuple[int, int]]:
    """Index pairs (i < j) of pips of one row of a face (`vision.pips.Pip.row`): the finder saw them joined at the
    threshold, one blob on one face with no seam between them, so they are linked even where blur draws one out
    or shades it apart from its neighbour (GNW train 20093: a blue 6's row of three, its last pip linked to the 4
    beside it and not to its own row)."""
    return [link for members in _rows_of(pips) for link in combinations(members, 2)]


def _rows_of(pips: list[Pip]) -> list[list[int]]:
    """The indices into `pips` of each row of a face (`vision.pips.Pip.row`) among them, in the order rows first
    come."""
    rows: dict[tuple[tuple[float, float], ...], list[int]] = {}
    for index, pip in enumerate(pips):
        if pip.row:
            rows.setdefault(pip.row, []).append(index)
    return list(rows.values())


def _alike_pairs(pips: list[Pip], channel: np.ndarray) -> Iterator[tuple[int, int, float, float, float]]:
    """(i, j, distance, smaller contrast, face level between them) of each pair of pips (i < j) close enough for
    their size and alike enough in size, shape and face level to be on one face.

    The face level is the mean of the two pips' face levels. When light pips' levels differ by more than a face may
    shade, each pip's face is measured again on the half of its ring that faces the other pip (see
    `face_level_towards`): the ring of a corner pip on a large coloured die reaches onto the table. Dark pips only
    when they stand out about alike (`tol.DARK_PIPS_FACING_MIN_CONTRAST_SHARE`): their white faces lie beside other
    white dice, and a half ring facing across the seam onto a neighbour's face joined a lone 1 to its neighbour's pip
    (Blöder train 30045, contrasts 68 and 100); a silver die's two pips on a white table (DSC train 10031) are alike."""
    shapes = [shape_of(pip) for pip in pips]  # once per pip, not once per pair
    for i, j in _near_pairs(pips):
        a, b = pips[i], pips[j]
        distance, contrast = _likeness(a, b, math.dist(shapes[i], shapes[j]))
        if distance is None:
            continue
        if _is_even_step(a.face_level, b.face_level, contrast, a.is_dark):
            yield i, j, distance, contrast, (a.face_level + b.face_level) / 2
            continue
        fainter, plainer = sorted((a.contrast, b.contrast))
        if a.is_dark and fainter < tol.DARK_PIPS_FACING_MIN_CONTRAST_SHARE * plainer:
            continue  # see above: a white neighbour's face looks like one's own
        level_a, level_b = face_level_towards(channel, a, b.center), face_level_towards(channel, b, a.center)
        if level_a is not None and level_b is not None and _is_even_step(level_a, level_b, contrast, a.is_dark):
            yield i, j, distance, contrast, (level_a + level_b) / 2


def _is_even_step(level_a: float, level_b: float, contrast: float, is_dark: bool) -> bool:
    """Whether two face levels differ no more than one face shades, for pips standing out by `contrast`."""
    face_step = tol.LINK_MAX_FACE_STEP if is_dark else tol.LINK_MAX_FACE_STEP_UNDER_LIGHT_PIPS
    return abs(level_a - level_b) <= face_step * contrast


def _unbroken(pips: list[Pip], pairs: list[tuple[int, int, float, float, float]], channel: np.ndarray) -> list[bool]:
    """For each pair of `_alike_pairs`, whether the face between them is unbroken (see `_is_unbroken_face`)."""
    if not pairs:
        return []
    i, j, distance, contrast, face_level = (np.array(column) for column in zip(*pairs, strict=True))
    return _is_unbroken_face(pips, i, j, distance, channel, contrast, face_level).tolist()


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


def _likeness(a: Pip, b: Pip, shape_difference: float) -> tuple[float, float] | tuple[None, None]:
    """(distance, smaller contrast) of two pips alike enough in place, size and shape (`shape_difference`: the
    distance of their `shape_of`s) to be on one face; (None, None) when they are not."""
    radius = (a.radius + b.radius) / 2
    distance = math.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1])
    if distance > tol.LINK_MAX_RADII * radius or max(a.radius, b.radius) > tol.LINK_MAX_RADIUS_RATIO * min(
        a.radius, b.radius
    ):
        return None, None
    if shape_difference > max(tol.LINK_MAX_SHAPE_DIFFERENCE, _shape_noise(a, b)):
        return None, None
    return distance, min(a.contrast, b.contrast)


def _shape_noise(a: Pip, b: Pip) -> float:
    """How far apart (in `shape_of`) pixel noise alone may put two clear pips: a blob a few pixels across is measured
    roughly (`tol.LINK_SHAPE_NOISE_RADIUS_PX` over the smaller radius); 0 for faint blobs, table grain kept apart by
    its shape."""
    if min(a.contrast, b.contrast) < tol.LINK_SHAPE_NOISE_MIN_CONTRAST:
        return 0.0
    return tol.LINK_SHAPE_NOISE_RADIUS_PX / min(a.radius, b.radius)


def _is_unbroken_face(
    pips: list[Pip],
    i: np.ndarray,
    j: np.ndarray,
    distance: np.ndarray,
    channel: np.ndarray,
    contrast: np.ndarray,
    face_level: np.ndarray,
) -> np.ndarray:
    """For each pair of pips (indices `i`, `j`, centre distance, smaller contrast and the face level between them,
    shape (P,)), no seam or edge between them: the face level holds along the segment between their rims (P,)
    bool. The pips are of one polarity."""
    centers = np.array([pip.center for pip in pips])
    radii = np.array([pip.radius for pip in pips])
    start, end = radii[i] * 1.5 / distance, 1 - radii[j] * 1.5 / distance
    steps = _SAMPLES * ((end - start) / (tol.LINK_SEGMENT_SAMPLES - 1))[:, None] + start[:, None]
    steps[:, -1] = end
    a, b = centers[i], centers[j]
    xs = np.rint(a[:, :1] + steps * (b[:, :1] - a[:, :1])).astype(int)
    ys = np.rint(a[:, 1:] + steps * (b[:, 1:] - a[:, 1:])).astype(int)
    too_close = end <= start  # the rims touch: nothing between them to break the face
    values = channel[np.where(too_close[:, None], 0, ys), np.where(too_close[:, None], 0, xs)].astype(float)
    step_towards_pip = (face_level[:, None] - values) if pips[0].is_dark else (values - face_level[:, None])
    return too_close | (step_towards_pip.max(axis=1) <= tol.LINK_MAX_SEAM * contrast)


_SAMPLES = np.arange(tol.LINK_SEGMENT_SAMPLES, dtype=float)


def _faces_of(
    component: list[Pip],
    channel: np.ndarray,
    seams: tuple[np.ndarray, list[tuple[Pip, Pip]]],
    lone: list[Pip],
    squashing: Squashing | None = None,
) -> list[FaceGroup]:
    """The faces in one component: all of it when it fits a face; otherwise the faces it splits into (a top face
    whose pips joined a side face's), or those of its parts apart at the gaps between dice (`_apart_at_gaps`; `seams`:
    the brightest channel and the linked pairs of pips of this polarity) when every part is wholly faces, as a split
    covers all of a group's pips (`vision.partition`), or a lone blob that is no 1 (left out as any is); when every
    link crosses such a gap, each pip an unreadable group of its own (`_dice_apart_at_gaps`); else one unreadable
    group. `lone`: the pips of this polarity linked to none; `squashing`: what becomes of two or three pips that form
    a face as a square but for stray ink (see `vision.layout.real_fit`)."""
    fit = real_fit(component, channel, glare_candidates=_glare_candidates(component, lone), squashing=squashing)
    if fit is not None and len(component) == 1:
        return _one_of_glint_or_pip(component[0], fit, channel, lone)
    if fit is not None:
        return [FaceGroup(tuple(component), with_faint_centre(fit, component, channel))]
    if len(component) == 1:
        return []  # a lone blob that is no 1: clutter
    faces = split_into_faces(component, channel, squashing)
    if faces:
        return [FaceGroup(pips, face) for pips, face in faces]
    grey, linked = seams
    apart, unbroken = _apart_at_gaps(component, linked, grey)
    parts = [_faces_of(part, channel, (grey, unbroken), lone, squashing) for part in apart] if len(apart) > 1 else []
    if any(parts) and all(group.fit is not None for part in parts for group in part):
        return [group for part in parts for group in part]
    if _dice_apart_at_gaps(apart):
        return [FaceGroup(tuple(part), None) for part in apart]
    return _faces_beside_rows(component, channel, squashing) or [
        FaceGroup(tuple(component), face_with_faint_pip(component, channel))
    ]


def _faces_beside_rows(component: list[Pip], channel: np.ndarray, squashing: Squashing | None) -> list[FaceGroup]:
    """The groups of a component that is no face and splits into none, its rows of a face (`vision.pips.Pip.row`)
    each a group of its own: a row lies on one face, which the finder saw as one blob, so it is a die seen, its
    other pips lost, beside the rest (GNW train 20093: a blue 6's lower row, its upper row unseen, linked to the blue 4
    it touches, made one unreadable group of both). The rest is its faces when it is wholly faces that leave the rows
    on another die (`_on_another_die`); else, when the component holds more pips than a face (`MOST_PIPS`),
    no one die's, an unreadable group (dev Gönnen 50273: an orange 6's row linked to the green 5 beside it, whose
    group of 7 kept the orange 6's side face from being dropped below it, read as a phantom 2). [] when the component
    holds no row, or may be one die's: a 6's row beside its other row found pip by pip, fitted as a 3, is no face of a
    die of its own (dev Blöder 30163, Gönnen 50206)."""
    rows = [[component[index] for index in row] for row in _rows_of(component)]
    rest = [pip for pip in component if not pip.row]
    if not rows or not rest:
        return []
    fit = real_fit(rest, channel, squashing=squashing)
    faces = (
        [(tuple(rest), with_faint_centre(fit, rest, channel))]
        if fit is not None
        else split_into_faces(rest, channel, squashing)
    )
    in_rows = [pip for row in rows for pip in row]
    if faces and all(_on_another_die(face, in_rows) for _, face in faces):
        groups = [FaceGroup(pips, face) for pips, face in faces]
    elif not faces and len(component) > MOST_PIPS:
        groups = [FaceGroup(tuple(rest), face_with_faint_pip(rest, channel))]
    else:
        return []
    return groups + [FaceGroup(tuple(row), None) for row in rows]


def _on_another_die(fit: FaceFit, pips: list[Pip]) -> bool:
    """Whether each of `pips` lies where only another die's pip can: beyond the edge of the face `fit` by at least a
    pip's margin to its own face's edge (pips sit one canonical unit from the centre, the edge `FACE_HALF_SIDE`),
    as two dice's top faces do not overlap. The row of a 6 beside the 4 it touches lies 3.1 units out (GNW train
    20093), a 6's row beside its other row fitted as a 3 within 2 (dev Blöder 30163, Gönnen 50206)."""
    (a, b), (c, d) = np.linalg.inv(fit.linear).tolist()
    reach = 2 * FACE_HALF_SIDE - 1
    for pip in pips:
        dx, dy = pip.center[0] - fit.center[0], pip.center[1] - fit.center[1]
        if max(abs(a * dx + b * dy), abs(c * dx + d * dy)) < reach:
            return False
    return True


def _dice_apart_at_gaps(apart: list[list[Pip]]) -> bool:
    """Whether the parts of a component that forms no face, linked again without the links across the gaps between
    dice (`_apart_at_gaps`), are each one pip: every link crossed a gap, so each pip lies on a die of its own, each a
    die seen though none reads (its pip a 1's, but for its face guessed from the pip reaching past its die's edge),
    not one group between them. Two touching dice's pips link in the lightness, where a black face is as dark as the
    gap between them: reported as one die seen there, the later steps read one of them at most (dev 210-229 Blöder
    30223: two black 1s touching on a white table, each 1's face reaching the table beyond its edge, which its ink
    test takes for pips; one read fitted to its edges, the other missed; seen at each pip, both are read so)."""
    return len(apart) > 1 and all(len(part) == 1 for part in apart)


def _glare_candidates(component: list[Pip], lone: list[Pip]) -> list[Pip]:
    """Where a glare beside the one light pip of `component` may be (`vision.glare_ring`): among the lone pips
    `lone`; nowhere for a component of more pips or of a dark one (glare lifts a face away from dark pips)."""
    return lone if len(component) == 1 and not component[0].is_dark else []


def _apart_at_gaps(
    component: list[Pip], linked: list[tuple[Pip, Pip]], grey: np.ndarray
) -> tuple[list[list[Pip]], list[tuple[Pip, Pip]]]:
    """The pips of a component that forms no face (its links among the `linked` pairs) linked again without the
    links across a gap between two dice, and the links kept:
    where the brightest channel `grey` falls below `tol.DICE_GAP_MAX_SHARE` of its median along the segment between
    the pips' rims (as `_is_unbroken_face` samples it), by `tol.DICE_GAP_MIN_DEPTH` grey levels or more (a face in
    deep shade is as dark as a gap, its grain as deep as its level). The gap between touching dice lies in their
    shadow, dark in every channel, while a face is lit in its own colour's channel as around its pips; in the
    lightness, where light pips are found (`channel`), a coloured face is itself dark and its shading as deep as such
    a gap, and only a seam towards the pips' level breaks a link (Blöder train 30061: a black 1's pip linked to a
    black 3's across the dark gap between them, at 0.16 of the brightest channel's median, the 3's own links at 0.92
    and more). The links within a row of a face (`_row_links`) are kept: the finder saw the row one blob."""
    index = {id(pip): place for place, pip in enumerate(component)}
    own = [(index[id(a)], index[id(b)]) for a, b in linked if id(a) in index and id(b) in index]
    kept = [
        (i, j)
        for (i, j), is_gap in zip(own, _cross_gaps(component, own, grey), strict=True)
        if not is_gap or (component[i].row and component[i].row == component[j].row)  # one blob: no gap inside
    ]
    unbroken = [(component[i], component[j]) for i, j in kept]
    return ([component] if len(kept) == len(own) else _components(component, kept)), unbroken


def _cross_gaps(pips: list[Pip], links: list[tuple[int, int]], grey: np.ndarray) -> list[bool]:
    """For each link (`links`: index pairs into `pips`), whether the brightest channel `grey` falls into a gap
    between the two pips' rims (see `_apart_at_gaps`); all links sampled at once."""
    if not links:
        return []
    centers = np.array([pip.center for pip in pips])
    radii = np.array([pip.radius for pip in pips])
    i, j = np.array(links).T
    distance = np.hypot(*(centers[j] - centers[i]).T)
    start, end = radii[i] * 1.5 / distance, 1 - radii[j] * 1.5 / distance
    steps = start[:, None] + _SAMPLES * ((end - start) / (tol.LINK_SEGMENT_SAMPLES - 1))[:, None]
    a, b = centers[i], centers[j]
    xs = np.rint(a[:, :1] + steps * (b[:, :1] - a[:, :1])).astype(int)
    ys = np.rint(a[:, 1:] + steps * (b[:, 1:] - a[:, 1:])).astype(int)
    values = grey[ys, xs].astype(float)
    level, least = column_medians(values.T), values.min(axis=1)  # np.median along the links, at a fraction of its cost
    is_gap = (least < tol.DICE_GAP_MAX_SHARE * level) & (level - least >= tol.DICE_GAP_MIN_DEPTH)
    return (is_gap & (end > start)).tolist()  # rims that touch leave no gap between them


def _one_of_glint_or_pip(pip: Pip, fit: FaceFit, channel: np.ndarray, lone: list[Pip]) -> list[FaceGroup]:
    """The 1 that a lone pip read as a 1 (`fit`) stands for. A glint on a die's face, larger than its pip and drawn
    out, passes for a 1 whose face is as large as the glint (GNW train 20036: a glint of radius 5 px and elongation
    1.46 beside a 1's round pip of radius 2.8 px). So when a rounder lone pip of at least
    `tol.GLINT_RIVAL_MIN_RADIUS_SHARE` its radius lies inside that face, the 1 is read at that pip instead (the
    glint in its ring spoils its own test for a 1), or left to it when it is a 1 of its own."""
    rivals = [
        other
        for other in lone
        if other is not pip
        and other.elongation < pip.elongation
        and other.radius >= tol.GLINT_RIVAL_MIN_RADIUS_SHARE * pip.radius
        and holds_other_pips(fit, [other])
    ]
    if not rivals:
        return [FaceGroup((pip,), fit)]
    rival = min(rivals, key=lambda other: other.elongation)
    if real_fit([rival], channel) is not None:
        return []  # the rival is read as a 1 of its own
    return [FaceGroup((rival,), fit_face(np.array([rival.center]), rival.radius))]
