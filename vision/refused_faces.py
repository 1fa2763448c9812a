"""Dice seen but refused, read on a top face fitted to their edges.

A die is refused when its pips formed no face (its top face's pips grouped with those of a side face the camera
sees beside it: GNW train 20009's red 3) or when its body showed no pips (a glossy face under glare; a body that
took in its shadow, so its pip places fall off the face's). Either way a die lies there, one of the set's, so its
top face is the size and slant of the dice read beside it and has four edges (`vision.edge_fit`): that face is
fitted around the refusal's middle and around the pip candidates near it (a top face's pip lies inside the face,
the group's middle may not), and read by its pip places (`vision.face_template`) where its pips stand out the
reader's least margin (`tol.TEMPLATE_MIN_MARGIN`) and further than its empty places lie apart, and the pip
candidates inside lie on that pattern's places (`vision.edge_fit.pips_on_places`): the die's own edges and the pips
found on its places are witnesses of their own, so a face read fainter than one merely outlined must (a glossy
face's glare lifts the face towards its pips: GNW train 20015's red 5, 20-28 levels) is taken; else by its pips'
round edges (`vision.pip_edges`: glare takes a white pip's lightness, not its edge). Only a face near the refusal,
away from every die read, is taken: it stands for the die refused, it adds none. The look of a face nearby comes
from the dice read surely that are still read at the end: a face dropped since (one whose box holds other dice: a
group of pips spread over several) shows no die's look (GNW 1280 train 20114: a 300-pixel box beside dice of 67).

A refusal is often a die under glare, and a glare spot as white as the pips hides a pip beneath it: a 3 whose centre
lies in the glare shows the two pips of a 2 (DSC train 10090's blue 3, read as a 2 by its pips' round edges). A
reading is not taken where pips on the places it reads empty but that lie in a spot as white as its pips would make
another value (`_glare_may_hide_pips`; a white die's plastic is as white as a glare, so one is seldom read here: a
die refused stays refused rather than be read wrong).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import mean_side_px, middle
from vision.edge_fit import Box, Point, fit_face, pips_on_places
from vision.face_template import PATTERN_MASK, PATTERN_VALUES, PLACES, ROOM_PX, TemplateRead, read_face
from vision.layout import FACE_HALF_SIDE
from vision.partial_faces import face_map
from vision.pip_edges import hides_another_value, read_by_pip_edges
from vision.reading import Unreadable


@dataclass(frozen=True)
class RefusalRead:
    """A refused die read after all: the refusal, its top face's box (frame pixels) and reading, and whether it was
    read by its pips' round edges (less surely) rather than by its pip places."""

    refusal: Unreadable
    box: Box
    read: TemplateRead
    by_edges: bool

    @property
    def is_faint(self) -> bool:
        """Read by its pip places less clearly than an outlined face must be (`tol.TEMPLATE_CLEAR_MARGIN`)."""
        return not self.by_edges and self.read.margin < tol.TEMPLATE_CLEAR_MARGIN


def read_refusals(
    image_bgr: np.ndarray,
    working: WorkingImage,
    refusals: Sequence[Unreadable],
    references: Sequence[Box],
    dice_boxes: Sequence[Box],
    pip_seeds: tuple[list[Point], list[float]],
) -> list[RefusalRead]:
    """The `refusals` read on a face fitted to their edges, each looking as the nearest of `references` (top-face
    boxes of dice read surely), its middle within `tol.REFUSAL_FIT_REACH_SIDES` of the refusal's and a die's width
    from every die read (`dice_boxes`; touching dice are `tol.PARTNER_MIN_DISTANCE_SIDES` sides or more apart).
    `pip_seeds`: the frame's pip candidates, centres and radii in frame pixels, the most standing-out first."""
    if not references:
        return []
    found: list[RefusalRead] = []
    for refusal in refusals:
        reference = min(references, key=lambda box: math.dist(middle(box), refusal.center))
        taken = list(dice_boxes) + [item.box for item in found]
        item = _read_refusal(image_bgr, working, refusal, reference, taken, pip_seeds)
        if item is not None:
            found.append(item)
    return found


def _read_refusal(
    image_bgr: np.ndarray,
    working: WorkingImage,
    refusal: Unreadable,
    reference: Box,
    taken: list[Box],
    pip_seeds: tuple[list[Point], list[float]],
) -> RefusalRead | None:
    """The first face fitted around the refusal's middle or a pip candidate near it that reads (see `read_refusals`)."""
    pips, radii = pip_seeds
    side = mean_side_px(reference)
    near = [pip for pip in pips if math.dist(pip, refusal.center) < tol.REFUSAL_FIT_REACH_SIDES * side]
    look = face_map(reference)
    for seed in [refusal.center, *near][: tol.REFUSAL_FIT_MAX_SEEDS]:
        face = fit_face(working, seed, look)
        if (
            face is None
            or math.dist(face.center, refusal.center) > tol.REFUSAL_FIT_REACH_SIDES * side
            or any(math.dist(face.center, middle(box)) < tol.PARTNER_MIN_DISTANCE_SIDES * side for box in taken)
            or working.body_colour_share(face.box) < tol.EDGE_FIT_MIN_BODY_SHARE
        ):
            continue
        template = read_face(image_bgr, face.box, tol.TEMPLATE_MIN_MARGIN)
        if (
            template is None
            or template.margin < template.empty_spread
            or not pips_on_places(face.box, pips, template.value, radii)
        ):
            template = read_by_pip_edges(image_bgr, face.box, pips)
            by_edges = True
        else:
            by_edges = False
        if template is not None and not _glare_may_hide_pips(image_bgr, face.box, template.value):
            return RefusalRead(refusal, face.box, template, by_edges)
    return None


_FACE_PX = tol.PIP_EDGE_FACE_PX  # a face is warped this many pixels square to judge its glare
_UNIT_PX = _FACE_PX / (2 * FACE_HALF_SIDE)
_PLACE_PIXELS = np.rint(ROOM_PX + _FACE_PX / 2 + _UNIT_PX * np.array(list(PLACES.values()))).astype(int)  # (9, 2)
_SURROUNDINGS_PX = 2 * round(tol.PIP_EDGE_LIGHT_WINDOW_UNITS * _UNIT_PX / 2) + 1  # odd, far wider than a pip


def _glare_may_hide_pips(image_bgr: np.ndarray, box: Box, value: int) -> bool:
    """Whether the face at `box` (frame pixels) read as `value` may show another value under glare: pips on the
    places it reads empty whose surroundings are at least `tol.REFUSAL_GLARE_SHARE` as white as its faintest pip
    (whiteness: the least of a pixel's channels; a white pip and a glare are white, coloured plastic is not) would make
    another value. The pattern of `value` whose faintest pip is whitest is the one read."""
    side = _FACE_PX + 2 * ROOM_PX
    target = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32) * _FACE_PX + ROOM_PX
    warp = cv2.getPerspectiveTransform(np.asarray(box, np.float32), target)
    whiteness = cv2.warpPerspective(image_bgr, warp, (side, side), flags=cv2.INTER_LINEAR).min(axis=2)
    xs, ys = _PLACE_PIXELS.T
    at_places = cv2.GaussianBlur(whiteness, (0, 0), 1.0)[ys, xs].astype(float)
    surroundings = cv2.medianBlur(whiteness, _SURROUNDINGS_PX)[ys, xs].astype(float)
    patterns = np.flatnonzero(value == PATTERN_VALUES)
    faintest = [at_places[PATTERN_MASK[pattern]].min() for pattern in patterns]
    pattern = int(patterns[int(np.argmax(faintest))])
    glared = surroundings >= tol.REFUSAL_GLARE_SHARE * max(faintest)
    return hides_another_value(pattern, glared & ~PATTERN_MASK[pattern])
