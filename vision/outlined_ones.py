"""An outline read as a 1 may be a box around one pip of a face with more pips.

An outline (`vision.squares`) stands for its die when it reads clearly by its pip places, and a 1 is read wherever
one pip lies at a box's middle with the places around it bare. A box found around one pip of a larger face reads
so: a small square around a 5's middle pip (Blöder dev 30142), a square shifted onto one pip of a 2 whose other pip
then lies off its places (Gönnen train 50037), a box over a top face and the side face below it (DSC 1280 train
10119's white 4). The die's colour body, the plastic that stands out from the table, is its whole top face there
and shows the pips the 1 leaves out. So where the body holding the 1's middle (its own middle inside the 1's box:
the same die) reads clearly as more pips, it stands for the die instead. Of the 268 clear 1s outlined on the train
splits, 1280 and dev 140-179 whose body was found, 3 bodies read clearly as more pips, each that die's value; the
two bodies of real 1s that read as more pips did so below the clear margin (33 and 21 grey levels: a body that takes
in a side face).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.bodies import Body, WorkingImage, find_bodies
from vision.boxes import holds, middle
from vision.chroma_pips import clearer_by_chroma
from vision.face_template import TemplateRead
from vision.shade import read_face_in_its_light

Point = tuple[float, float]
Box = tuple[Point, Point, Point, Point]
Outlined = tuple[Box, TemplateRead]


def with_ones_read_by_their_bodies(
    image_bgr: np.ndarray, working: WorkingImage, outlined: Sequence[Outlined], ones_of_pips: Sequence[Point] = ()
) -> list[Outlined]:
    """`outlined` (top-face boxes in frame pixels read clearly by their pip places), each read as a 1 replaced by
    the colour body of its die (`_body_of`) when that reads clearly (`tol.TEMPLATE_CLEAR_MARGIN`) as more pips; but
    for one holding a face read from its pips as a 1 (`ones_of_pips`, their middles in frame pixels): its lone pip
    was found with an even face around it, which a pip of a larger face lacks, so the two readings agree (and a
    body is not searched, about 2 ms). Does not change the image."""
    return [
        _read_by_its_body(image_bgr, working, item)
        if item[1].value == 1 and not any(holds(item[0], one) for one in ones_of_pips)
        else item
        for item in outlined
    ]


def _read_by_its_body(image_bgr: np.ndarray, working: WorkingImage, one: Outlined) -> Outlined:
    body = body_of(image_bgr, working, one[0])
    if body is None:
        return one
    read = clearer_by_chroma(image_bgr, body.box, read_face_in_its_light(image_bgr, working, body.box))
    if read is None or read.value == 1 or read.margin < tol.TEMPLATE_CLEAR_MARGIN:
        return one
    return body.box, read


def body_of(image_bgr: np.ndarray, working: WorkingImage, box: Box) -> Body | None:
    """The colour body (`vision.bodies.find_bodies`, most standing-out first) of the die outlined by `box`: its box
    holds the outline's middle and the outline holds its middle. Only blobs centred within the outline's bounds are
    judged."""
    corners = np.asarray(box, dtype=float)
    (x0, y0), (x1, y1) = corners.min(axis=0), corners.max(axis=0)
    centre = middle(box)
    return next(
        (
            body
            for body in find_bodies(image_bgr, working, [(float(x0), float(y0), float(x1), float(y1))])
            if holds(body.box, centre) and holds(box, body.center)
        ),
        None,
    )
