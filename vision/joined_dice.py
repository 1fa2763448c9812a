"""Reading touching dice whose pips joined into one group that no one face holds.

Dice of one colour lying face to face (Geht noch was? has four blue dice) show no seam the grouper can see between
their pips, so the pips of two or three dice form one group: of more than five pips it places no face of its own
(`vision.partial_faces`), nor of four or five in a row or an L that no face holds (a 2 or 3 beside another whose pip
was lost, `tol.JOINED_MIN_PIPS`), and it splits into faces by its pips alone (`vision.partition`) only when every pip of
every die was found; a glint or a shaken frame loses one, and the whole group is missed. But each die's pips lie
together on its own top face, and all dice of a set look alike nearby: the pips are parted into clusters of dice
(`vision.partition.neighbour_clusters`) and each cluster is placed as a face looking like the die read nearest
(`vision.partial_faces.placed_boxes`), read by its pip places, where a lost pip still shows. A parting counts only
when every cluster reads so and no face holds another cluster's pip: a box across the seam of two dice holds pips of
both. The pips of a die's side face, foreshortened in a strip beyond its top's edge towards the nadir, form no such
face: a parting into two faces or more that read so may leave clusters that each lie so beside one of them, on its
plastic (`vision.own_side_faces.is_side_face_of`), each a die's side face and no die (dev GNW 20294: two blue 3s
touching with two pips of each one's side face joined to theirs, parted into four clusters). A cocked die's top face
does read as one (GNW train 20030: a red 3 leaning on a red 6), so dice read this way are asked about
(`tol.JOINED_CONFIDENCE`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px, middle
from vision.face_template import TemplateRead
from vision.own_side_faces import is_side_face_of
from vision.partial_faces import placed_boxes, read_placed
from vision.partition import neighbour_clusters
from vision.reading import UNKNOWN_COLOUR, DieReading

Point = tuple[float, float]
Box = tuple[Point, Point, Point, Point]
Face = tuple[Box, TemplateRead]


def joined_faces(image_bgr: np.ndarray, pip_centres: Sequence[Point], reference: np.ndarray) -> list[Face]:
    """The faces of the touching dice whose pips (`pip_centres`, frame pixels of the BGR uint8 frame `image_bgr`)
    joined into one group: the first parting into clusters (fewest first, up to `tol.JOINED_SIDE_FACE_CLUSTERS` more
    than the dice must be) whose every cluster, of two pips or more (a lone pip places no face surely, nor tells a
    side face's strip along an edge), is placed as a face looking as `reference` (a
    `vision.partial_faces.face_map` of a die read nearby) and reads clearly there (`vision.partial_faces.read_placed`),
    holding no pip of another cluster, the faces a die's side apart (`tol.PARTNER_MIN_DISTANCE_SIDES`), or else is a
    side face of one of two faces or more read so (`_are_side_faces`); [] when no parting does. Each cluster is placed
    once, however many partings hold it. Does not change the image."""
    placed: dict[tuple[int, ...], Face | None] = {}
    for clusters in neighbour_clusters(pip_centres, more=tol.JOINED_SIDE_FACE_CLUSTERS):
        if len(clusters) < 2 or any(len(cluster) < 2 for cluster in clusters):
            continue  # one face is no parting; a lone pip places no face surely (a 1's pip, or a 2's beside it)
        faces: list[Face] = []
        left: list[tuple[int, ...]] = []
        for cluster in clusters:
            if cluster not in placed:
                placed[cluster] = _placed_face(image_bgr, pip_centres, cluster, reference)
            face = placed[cluster]
            if face is None:
                left.append(cluster)
                if len(clusters) - len(left) < 2:
                    break  # too few clusters left to read as the two faces or more a side face is left beside
            elif _is_apart(face, faces):
                faces.append(face)
            else:
                break
        else:
            if not left or _are_side_faces(image_bgr, [[pip_centres[index] for index in item] for item in left], faces):
                return faces
    return []


def _are_side_faces(image_bgr: np.ndarray, clusters: list[list[Point]], faces: list[Face]) -> bool:
    """Whether each of the `clusters` of pips (frame pixels, two or more each: a lone pip tells no strip along an
    edge) that placed no face lies as a side face of one of the `faces` of its parting, two or more, does
    (`vision.own_side_faces.is_side_face_of`): a die's own side face, its pips joined to its top's, and no die."""
    if len(faces) < 2:
        return False
    dice = [DieReading(template.value, UNKNOWN_COLOUR, middle(box), box, 1.0) for box, template in faces]
    return all(any(is_side_face_of(image_bgr, cluster, die) for die in dice) for cluster in clusters)


def _placed_face(
    image_bgr: np.ndarray, pip_centres: Sequence[Point], cluster: tuple[int, ...], reference: np.ndarray
) -> Face | None:
    """The face the pips of `cluster` (indices into `pip_centres`) are placed on and read as, when it holds none of
    the other pips; else None."""
    members = [pip_centres[index] for index in cluster]
    face = read_placed(image_bgr, placed_boxes(members, reference), members)
    if face is None:
        return None
    outline = np.float32(face[0])
    others = [centre for index, centre in enumerate(pip_centres) if index not in cluster]
    if any(cv2.pointPolygonTest(outline, (float(x), float(y)), False) >= 0 for x, y in others):
        return None
    return face


def _is_apart(face: Face, others: list[Face]) -> bool:
    """Whether `face` lies a die's side (`tol.PARTNER_MIN_DISTANCE_SIDES`) from each of `others`: touching dice do."""
    reach = tol.PARTNER_MIN_DISTANCE_SIDES * mean_side_px(face[0])
    return all(math.dist(middle(face[0]), middle(box)) >= reach for box, _ in others)
