"""Finding the dice that touch a die already read, face to face: their top face lies right beside its top face.

Two dice touching face to face stand on the same table with their touching faces parallel, so the partner's top
face is the read die's top face moved by one side across the touching edge, slid along that edge by up to about
half a side. In the image (the two top faces lie in one plane, and perspective changes little over a die) that is
the read box moved by one of its own edge vectors. Such a partner is often missed otherwise: its colour body
merges with the read die's into one blob that is no die's shape, and its pips may join the read die's group.

A place beside a read die becomes a partner only when the die colour (not the table's) covers it and its face reads
clearly by its pip places (`vision.face_template`); the slide along the edge is the one it reads clearest at. The
reader takes a partner only where it saw a die it could not read, or where a set that always shows all its dice is
short of one that nothing seen stands for: a printed card or felt beside a die may read as a face too.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from vision import tolerances as tol
from vision.bodies import WorkingImage
from vision.boxes import mean_side_px, middle
from vision.face_template import TemplateRead, read_face

Point = tuple[float, float]
Box = tuple[Point, Point, Point, Point]


@dataclass(frozen=True)
class Partner:
    """A die found touching a read die: its top face's corners in frame pixels (in order around it), the face read
    by its pip places."""

    box: Box
    read: TemplateRead

    @property
    def center(self) -> Point:
        xs, ys = zip(*self.box, strict=True)
        return sum(xs) / 4, sum(ys) / 4


def touching_partners(
    image_bgr: np.ndarray, working: WorkingImage, sure_boxes: list[Box], other_boxes: list[Box]
) -> list[Partner]:
    """The dice touching the dice read at `sure_boxes` (top-face corners in frame pixels, each in order around its
    face), and touching those in turn (dice in a row), that no read die (those and `other_boxes`) stands for
    already, each found once; `working`: the frame's working image. Only the caller's sure boxes lead to partners:
    the box of a face read unsurely may be a side face's or turned, and moved across its edge it lands on its own
    die's top face or beside the die. Does not change the image."""
    partners: list[Partner] = []
    read_centres = [middle(box) for box in sure_boxes + other_boxes]
    sources = list(sure_boxes)
    for box in sources:
        corners = np.asarray(box, dtype=float)
        for edge in range(4):
            across = corners[(edge + 1) % 4] - corners[edge]
            along = corners[(edge + 2) % 4] - corners[(edge + 1) % 4]
            taken = read_centres + [partner.center for partner in partners]
            partner = _clearest_slide(image_bgr, working, corners + across, along, taken)
            if partner is not None:
                partners.append(partner)
                sources.append(partner.box)
    return partners


def _clearest_slide(
    image_bgr: np.ndarray, working: WorkingImage, beside: np.ndarray, along: np.ndarray, taken: list[Point]
) -> Partner | None:
    """The partner read clearest among the places `beside` (4, 2) slid along the touching edge (`along`, one side
    long) by each of `tol.PARTNER_SLIDES_SIDES`, of those the die colour covers and no die read takes (a centre in
    `taken` nearer than `tol.PARTNER_MIN_DISTANCE_SIDES`: a touching die's centre is a side or more away); None
    when none reads clearly."""
    best: Partner | None = None
    reach = tol.PARTNER_MIN_DISTANCE_SIDES * mean_side_px(beside)
    for slide in tol.PARTNER_SLIDES_SIDES:
        corners = beside + slide * along
        centre = middle(corners.tolist())
        if any(math.dist(centre, other) < reach for other in taken):
            continue
        if working.body_colour_share(corners) < tol.PARTNER_MIN_BODY_SHARE:
            continue
        box: Box = tuple((float(x), float(y)) for x, y in corners)  # type: ignore[assignment]
        read = read_face(image_bgr, box, tol.TEMPLATE_CLEAR_MARGIN)  # None unless clear
        if read is not None and (best is None or read.margin > best.read.margin):
            best = Partner(box, read)
    return best
