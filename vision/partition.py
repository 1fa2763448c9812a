"""Splitting pips that fit no single face into faces that each fit: a top face and the side face it touches.

An angled camera sees a die's top face and a side face next to each other, and when their pips look alike they
join into one group. Small groups are split exhaustively: every way of covering all the pips with real die faces,
none of which holds another's pip inside its box, cuts a row of a face the pip finder found as one blob
(`vision.pips.cuts_a_row`), overlaps another or differs from another in size; the cover with
the fewest faces (then the smallest layout error) wins, its two 3s that are the rows of one 6 made that 6
(`six_of_rows`: a 6 refused for a little stray ink splits so). Larger groups are touching dice (split into spatial
clusters that each fit, of one size) or split once, where pip elongation steps from round (top) to squashed (side).

Measured and not built (H147): no group of 8-12 pips left unreadable on the train splits (640, 1280) or dev 140-189
has a cover of two faces parted by a line that the clusters missed. Peeling off a group no cover splits one face of
3+ pips parted from the rest by a line, holding none of the rest, the rest beyond its edge, sized as the frame's
faces, read dev dice (140-189: +5, -1) but no train die; it read cocked dice labelled unreadable (GNW 20030, Gönnen
50021, 50048) and left a side face's pips to be read as a 2 (Blöder 30038): train phantoms Blöder 0.4 -> 0.6%, Gönnen
1.0 -> 1.4%; asked at 0.7, it lowered dice that other stages took.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations

import cv2
import numpy as np

from vision import tolerances as tol
from vision.layout import FaceFit, Squashing, axes, fit_face, is_real_face, real_fit
from vision.pips import Pip, cuts_a_row

Face = tuple[tuple[Pip, ...], FaceFit]


def split_into_faces(pips: Sequence[Pip], channel: np.ndarray, squashing: Squashing | None = None) -> list[Face]:
    """Faces covering all of `pips` (each fitted), or [] when no such split exists; `channel` is the (H, W) uint8
    image the pips were found in (for the check of lone pips); `squashing`: what becomes of two or three pips that
    form a face as a square but for stray ink (see `vision.layout.real_fit`)."""
    if len(pips) <= tol.SPLIT_MAX_PIPS:
        return _best_cover(pips, channel, squashing)
    return _split_into_neighbours(pips, channel, squashing) or _split_at_roundness_step(pips, channel, squashing)


def _split_into_neighbours(pips: Sequence[Pip], channel: np.ndarray, squashing: Squashing | None) -> list[Face]:
    """Touching dice whose pips joined: k spatial clusters that are each a real face (`neighbour_clusters`); a
    cluster already judged in another split is not judged again."""
    faces_of: dict[tuple[int, ...], FaceFit | None] = {}
    for members in neighbour_clusters([pip.center for pip in pips]):
        faces = _faces_of_clusters(pips, members, channel, faces_of, squashing)
        if faces and not any(_sizes_differ(a, b) for (_, a), (_, b) in combinations(faces, 2)):
            return faces
    return []


def neighbour_clusters(centres: Sequence[tuple[float, float]], more: int = 1) -> Iterator[list[tuple[int, ...]]]:
    """The ways of parting the points at `centres` into as many spatial clusters as dice must hold them (six pips a
    face at most) or up to `more` more (no more than the points), each way once: k-means from `tol.SPLIT_SEEDS` fixed
    seeds, as one start often lands in a split that cuts a die in two and many land in the same one. Each cluster is
    the indices of its points, in order; the fewest clusters first."""
    points = np.float32(centres)
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 20, 0.1)
    fewest = -(-len(centres) // 6)
    seen: set[frozenset[tuple[int, ...]]] = set()
    for clusters in range(fewest, min(fewest + more, len(centres)) + 1):
        for seed in range(tol.SPLIT_SEEDS):
            cv2.setRNGSeed(seed)
            _, labels, _ = cv2.kmeans(points, clusters, None, criteria, 1, cv2.KMEANS_PP_CENTERS)
            members = [tuple(np.flatnonzero(labels.ravel() == cluster).tolist()) for cluster in range(clusters)]
            if frozenset(members) not in seen:
                seen.add(frozenset(members))
                yield members


def _faces_of_clusters(
    pips: Sequence[Pip],
    members: list[tuple[int, ...]],
    channel: np.ndarray,
    faces_of: dict[tuple[int, ...], FaceFit | None],
    squashing: Squashing | None,
) -> list[Face]:
    """Each cluster (`members`: the indices of its pips, in order) as a real face holding none of the other pips,
    or [] when one is not; `faces_of` keeps each cluster's face (or None) once judged."""
    faces = []
    for cluster in members:
        if cluster not in faces_of:
            inside = set(cluster)
            others = [pip for i, pip in enumerate(pips) if i not in inside]
            members = [pips[i] for i in cluster]
            faces_of[cluster] = (
                real_fit(members, channel, others, squashing=squashing)
                if cluster and not cuts_a_row(members, others)
                else None
            )
        if faces_of[cluster] is None:
            return []
        faces.append((tuple(pips[i] for i in cluster), faces_of[cluster]))
    return faces


def _best_cover(pips: Sequence[Pip], channel: np.ndarray, squashing: Squashing | None) -> list[Face]:
    count = len(pips)
    fits: dict[tuple[int, ...], FaceFit | None] = {}

    def face(subset: tuple[int, ...]) -> FaceFit | None:
        """The real face these pips make, holding none of the others inside its box; fitted once, when first
        asked for (most subsets are never asked for: the pips they would leave cannot be covered)."""
        if subset not in fits:
            others = [pips[i] for i in range(count) if i not in subset]
            members = [pips[i] for i in subset]
            fits[subset] = (
                None if cuts_a_row(members, others) else real_fit(members, channel, others, squashing=squashing)
            )
        return fits[subset]

    def faces_from(first: int, uncovered: frozenset[int]) -> Iterator[tuple[frozenset[int], FaceFit]]:
        """The faces of up to six pips (and fewer than all) among `uncovered` whose lowest pip is `first`, by size,
        then in the order of `itertools.combinations`."""
        rest = sorted(uncovered - {first})
        for size in range(1, min(6, count - 1) + 1):
            for others in combinations(rest, size - 1):
                fit = face((first, *others))
                if fit is not None:
                    yield frozenset((first, *others)), fit

    best = _cover(frozenset(range(count)), faces_from)
    if best is None:
        return []
    return _with_rows_joined([(tuple(pips[i] for i in sorted(members)), fit) for members, fit in best[1]])


def _with_rows_joined(faces: list[Face]) -> list[Face]:
    """`faces` (a cover) with each two 3s that are the rows of one 6 (`six_of_rows`) made that 6."""
    for first, second in combinations(faces, 2):
        six = six_of_rows(first, second)
        if six is not None:
            rest = [face for face in faces if face is not first and face is not second]
            return [(first[0] + second[0], six), *_with_rows_joined(rest)]
    return faces


def six_of_rows(face: Face, other: Face) -> FaceFit | None:
    """The 6 that two 3s of one cover are the rows of, or None: their faces overlap by more than
    `tol.SIX_ROWS_MIN_OVERLAP` of the smaller, as two dice's top faces cannot (each 3 is sized by its own diagonal, not
    guessed), and their six pips form a real 6 (`vision.layout.is_real_face`) whose pips sit where a 6's do within
    `tol.CONFIDENT_LAYOUT_RESIDUAL`, no flatter than a top face read surely (`tol.CONFIDENT_FORESHORTENING`). A 6
    refused for a little more ink than its pips (the lit bevel along a black 6's edge) is covered so by two 3s, each
    row fitted as a 3's diagonal (dev Blöder 30317: one of them read as a 3 and taken)."""
    (pips, fit), (other_pips, other_fit) = face, other
    if fit.value != 3 or other_fit.value != 3 or _overlap_share(fit, other_fit) <= tol.SIX_ROWS_MIN_OVERLAP:
        return None
    six_pips = pips + other_pips
    mean_radius = sum(pip.radius for pip in six_pips) / len(six_pips)
    six = fit_face(np.array([pip.center for pip in six_pips]), mean_radius)
    if six is None or not is_real_face(six, mean_radius):
        return None
    return (
        six
        if six.residual <= tol.CONFIDENT_LAYOUT_RESIDUAL and six.foreshortening >= tol.CONFIDENT_FORESHORTENING
        else None
    )


def _cover(
    uncovered: frozenset[int], faces: Callable[[int, frozenset[int]], Iterator[tuple[frozenset[int], FaceFit]]]
) -> tuple[tuple[int, float], list] | None:
    """Exact cover of `uncovered` by faces, minimising (number of faces, summed residual); None if impossible.
    faces(first, uncovered): the faces among `uncovered` whose lowest pip is `first`, in a fixed order (the first
    of equally good covers wins)."""
    if not uncovered:
        return (0, 0.0), []
    first = min(uncovered)
    best = None
    for members, fit in faces(first, uncovered):
        rest = _cover(uncovered - members, faces)
        if rest is None:
            continue
        (count, residual), chosen = rest
        if any(_overlaps(fit, other) or _sizes_differ(fit, other) for _, other in chosen):
            continue  # two dice cannot lie one over the other, nor differ in size
        candidate = ((count + 1, residual + fit.residual), [(members, fit), *chosen])
        if best is None or candidate[0] < best[0]:
            best = candidate
    return best


def _overlaps(face: FaceFit, other: FaceFit) -> bool:
    """Whether two fitted faces overlap by more than `tol.COVER_MAX_OVERLAP` of the smaller (in the image): faces of
    one cover are dice side by side, or a top face and its own side face, which meet at an edge at most (Blöder
    train 30037: a black 4, its front pair joined to the glare on its edge, taken for two 2s one over the other)."""
    return _overlap_share(face, other) > tol.COVER_MAX_OVERLAP


def _overlap_share(face: FaceFit, other: FaceFit) -> float:
    """The share of the smaller of two fitted faces that the other covers in the image (0-1)."""
    mine, theirs = (np.float32(f.corners()) for f in (face, other))
    shared, _ = cv2.intersectConvexConvex(mine, theirs)
    return shared / max(min(cv2.contourArea(mine), cv2.contourArea(theirs)), 1e-9)


def _sizes_differ(face: FaceFit, other: FaceFit) -> bool:
    """Whether two faces of 4 pips or more differ in size (their long axes) by more than `tol.SPLIT_MAX_SIZE_RATIO`:
    the dice of a set are of one size, and dice whose pips joined lie side by side, as far from the camera, so a face
    far larger than another of its split spans two dice' pips (dev 180-189 Blöder 30186: two red 3s touching one above
    the other, their diagonals parallel, fitted as a 6 twice the size of the red 6 beside them). A top face and its own
    side face share an edge, as long as the top's. Faces of fewer pips are not judged: fitted along their diagonal,
    which a side face's slant shortens, they are sized less surely."""
    if face.value < 4 or other.value < 4:
        return False
    larger, smaller = sorted((axes(face.linear)[0], axes(other.linear)[0]), reverse=True)
    return larger > tol.SPLIT_MAX_SIZE_RATIO * smaller


def _split_at_roundness_step(pips: Sequence[Pip], channel: np.ndarray, squashing: Squashing | None) -> list[Face]:
    """The roundest pips as one face where elongation steps plainly, the rest split again; [] if no step fits."""
    by_roundness = sorted(pips, key=lambda pip: pip.elongation)
    for cut in range(min(6, len(pips) - 1), 0, -1):
        if by_roundness[cut].elongation - by_roundness[cut - 1].elongation < tol.SPLIT_MIN_ELONGATION_GAP:
            continue  # no plain step from round to squashed pips here: not a top face beside a side face
        head, tail = tuple(by_roundness[:cut]), tuple(by_roundness[cut:])
        if cuts_a_row(head, tail):
            continue
        fit = real_fit(head, channel, squashing=squashing)
        if fit is None:
            continue
        tail_fit = real_fit(tail, channel, squashing=squashing)
        rest = [(tail, tail_fit)] if tail_fit is not None else split_into_faces(tail, channel, squashing)
        if rest:
            return [(head, fit), *rest]
    return []
