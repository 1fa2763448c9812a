"""White pips on a light, saturated face, seen by their colour: a die body whose pips stood out too little in
lightness to be read (a pale pink or yellow face is nearly as light as its white pips) is read by its pip places in
an image where the face's colour darkens it: where the die was refused for pips not seen (`refusals_read_by`),
and where its body read only faintly by its pip places in its light (`clearer_by_chroma`).

A white pip differs from a pink or yellow face less in lightness than in chroma: DSC train 10041's pink 5 has a face
of L* 70, C*ab 20 and pips of L* 76-80, C*ab 2-5 (6-10 levels lighter, 15-20 less coloured). In lightness less
`tol.CHROMA_PIP_WEIGHT` times chroma the pips stand out 50 levels and more, as white pips do on a dark face, and the
face is read by where its pips can be (`vision.face_template.read_face`), its layout deciding the value. Only a body
whose face is light and coloured (`tol.CHROMA_FACE_MIN_LIGHTNESS`, `tol.CHROMA_FACE_MIN_CHROMA`) is looked at so: on a
white or silver face chroma carries no pip, and a dark face shows its white pips in lightness already.

A veil does the same to a coloured face that is not pale: the glare a glossy blue face spreads over its top lifts
face and pips alike towards white, so its white pips stand out in no channel's lightness, while the plastic under
the veil still shows its blue and the pips' paint none (GNW 1280 train 20115: blue 6 and 4 under a veil, the face at
L* 52-54, C*ab 12-15). Such a face, coloured, not light, but veiled (its darkest channel near its brightest,
`tol.VEIL_MIN_WHITENESS`), is read in how much less of the face's own colour (its median a*b* direction) each pixel
shows, weighed as chroma is above: there the pips stand out and the veil, the same colour as the face, does not. A
face in its own colour, unveiled, is not read so: there a side face's pips or a smeared die's streaks stand out as
well (recorded dsc-solo 000009: a blue 1 read with its side face's 3 pips; dice mid-throw in gnw-duo).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import cv2
import numpy as np

from dicetable.messages import text
from vision import tolerances as tol
from vision.bodies import Body
from vision.colour_space import LAB_ZERO_CHROMA_LEVEL
from vision.face_template import TemplateRead, read_face
from vision.quantiles import median
from vision.reading import Unreadable

Corners = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]
ReadFace = Callable[[np.ndarray, Corners], TemplateRead | None]  # a face's box in a BGR frame to its reading
PIPS_NOT_SEEN = text("vision.reader.unreadable.pips_not_seen")


def refusals_read_by(
    read: ReadFace, image_bgr: np.ndarray, bodies: list[Body], unreadable: list[Unreadable]
) -> tuple[list[tuple[Corners, TemplateRead]], list[Unreadable]]:
    """The dice refused as bodies whose pips were not seen (`PIPS_NOT_SEEN`) that `read` (`read_by_chroma`, or
    `vision.pip_edges.read_by_pip_edges`: a face's box in `image_bgr` to its reading or None) reads, each as
    (top-face box, reading), and the unreadable dice left. Each refusal is tried with the boxes of every body within
    `tol.SAME_BODY_DISTANCE_SIDES` of it, in the order given, the first reading kept: the body refused may take in
    its shadow (DSC train 10041's pink 5), while a body of the same die whose colour was not decided alone (and so
    was passed over) outlines its top face. Only where a die was refused: no die is added where none was seen."""
    found, left = [], []
    for item in unreadable:
        reading = (
            next(
                (
                    (body.box, reading)
                    for body in bodies_at(item, bodies)
                    if (reading := read(image_bgr, body.box)) is not None
                ),
                None,
            )
            if item.reason == PIPS_NOT_SEEN
            else None
        )
        if reading is None:
            left.append(item)
        else:
            found.append(reading)
    return found, left


def bodies_at(refusal: Unreadable, bodies: Sequence[Body]) -> list[Body]:
    """The `bodies` that may be the refused die's: their centres within `tol.SAME_BODY_DISTANCE_SIDES` of their
    side from the refusal's."""
    return [
        body for body in bodies if math.dist(body.center, refusal.center) < tol.SAME_BODY_DISTANCE_SIDES * body.side_px
    ]


def clearer_by_chroma(image_bgr: np.ndarray, corners: Corners, read: TemplateRead | None) -> TemplateRead | None:
    """`read`, the face at `corners` read by its pip places in its light (None: not read), or where that is not clear
    enough to stand for its die (under `tol.TEMPLATE_CLEAR_MARGIN`), `read_by_chroma` when that is, its pips standing
    out further than its empty places lie apart, and reads the same value as `read` or `read` is None: two ways of
    seeing the pips agree, or only one saw them (DSC train 10074: a pale pink 5's body read as a 5 by 24-27 grey
    levels, by chroma by 44-48 with its empty places 7-9 apart, while its pips read as a 1; GNW train 20079: a red
    2's glare made a 1 of 37 by chroma, its empty places 78 apart)."""
    if read is not None and read.margin >= tol.TEMPLATE_CLEAR_MARGIN:
        return read
    by_chroma = read_by_chroma(image_bgr, corners)
    if (
        by_chroma is None
        or by_chroma.margin < max(tol.TEMPLATE_CLEAR_MARGIN, by_chroma.empty_spread)
        or (read is not None and read.value != by_chroma.value)
    ):
        return read
    return by_chroma


def read_by_chroma(image_bgr: np.ndarray, corners: Corners) -> TemplateRead | None:
    """The value the face at `corners` (frame pixels, in order around it) of the BGR uint8 frame (H, W, 3) shows in
    lightness less chroma when the face is light, else (a veiled face) in how much less of the face's colour it shows
    (`_of_the_face_colour`); None when the face is not coloured, or no pattern of light pips stands out there. Its
    margin is in that image's levels (chroma weighed `tol.CHROMA_PIP_WEIGHT` grey levels a unit), judged as any face
    read by its pip places is. Only light pips are taken: dark spots there are spots of stronger colour, no
    white pips (Gönnen train 50039: an orange 4's glared face read as a dark 1; a Blöder board's print as a 2). Does
    not change the image."""
    points = np.asarray(corners, dtype=np.float64)
    side_px = float(np.linalg.norm(points[0] - points[1]))
    height, width = image_bgr.shape[:2]
    x0, y0 = np.maximum(0, np.floor(points.min(axis=0) - side_px)).astype(int)
    x1, y1 = np.minimum((width, height), np.ceil(points.max(axis=0) + side_px)).astype(int)
    region = image_bgr[y0:y1, x0:x1]
    local = points - (x0, y0)
    inside = np.zeros(region.shape[:2], np.uint8)
    cv2.fillConvexPoly(inside, np.round(local).astype(np.int32), 1)
    kind = _light_or_veiled(region, inside)
    if kind is None:
        return None
    lab = cv2.cvtColor(region, cv2.COLOR_BGR2LAB)
    if kind == "light":
        lightness, chroma = _lightness_and_chroma(lab)
        pips_lighter = lightness - tol.CHROMA_PIP_WEIGHT * chroma
    else:
        pips_lighter = _LESS_OF_THE_FACE_COLOUR_LEVEL - tol.CHROMA_PIP_WEIGHT * _of_the_face_colour(
            lab, inside.view(bool)
        )
    image = np.clip(pips_lighter, 0, 255).astype(np.uint8)
    read = read_face(cv2.merge([image, image, image]), tuple(map(tuple, local.tolist())))
    return read if read is not None and not read.is_dark else None


def _light_or_veiled(region: np.ndarray, inside: np.ndarray) -> str | None:
    """How the face (`inside`, (h, w) uint8 1 on it) of the BGR `region` may show white pips by colour: "light"
    when it is light and coloured (`tol.CHROMA_FACE_MIN_LIGHTNESS`, `tol.CHROMA_FACE_MIN_CHROMA`), "veiled" when it
    is coloured, not light, but veiled (`_whiteness`), else None (also for no face). Only the face's bounding box is
    converted to Lab (a ninth of the region read by chroma): most faces asked are neither (a white or dark die, a
    board card's print), and Lab is per pixel, so the medians are those of the region's."""
    x, y, width, height = cv2.boundingRect(inside)
    if width == 0:
        return None
    face = inside[y : y + height, x : x + width].view(bool)
    box = region[y : y + height, x : x + width]
    lab = cv2.cvtColor(box, cv2.COLOR_BGR2LAB)
    is_light = median(lab[..., 0][face]) >= tol.CHROMA_FACE_MIN_LIGHTNESS  # the 8-bit L itself: sorted quicker
    if not is_light and _whiteness(box, face) < tol.VEIL_MIN_WHITENESS:
        return None
    if median(_lightness_and_chroma(lab)[1][face]) < tol.CHROMA_FACE_MIN_CHROMA:
        return None
    return "light" if is_light else "veiled"


_LESS_OF_THE_FACE_COLOUR_LEVEL = 128  # grey level of a pixel showing the face's colour as much as the face does


def _whiteness(region_bgr: np.ndarray, face: np.ndarray) -> float:
    """The median over the face (`face`: bool, h × w) of the BGR uint8 region (h, w, 3) of each pixel's darkest
    channel over its brightest: a veil adds the lamp's white to every channel alike, bringing the darkest near the
    brightest, while a face in its own colour keeps them apart, shaded or smeared as it may be."""
    pixels = region_bgr[face].astype(np.float32)
    return median(pixels.min(axis=1) / np.maximum(pixels.max(axis=1), 1.0))


def _of_the_face_colour(lab: np.ndarray, face: np.ndarray) -> np.ndarray:
    """How much more of the face's own colour than the face each pixel of an 8-bit Lab image (h, w, 3) shows, in
    a*b* units (float32, h × w): its a*b* along the direction of the face's median a*b* (`face`: bool, h × w), less
    the face's."""
    _, a, b = _centred_lab(lab)
    face_a, face_b = median(a[face]), median(b[face])
    face_chroma = math.hypot(face_a, face_b)
    return (a * face_a + b * face_b) / face_chroma - face_chroma


def _lightness_and_chroma(lab: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Lightness (0-255, as OpenCV scales L* in uint8) and chroma C*ab (a*, b* units) of an 8-bit Lab image (h, w, 3),
    both float32 (h, w)."""
    lightness, a, b = _centred_lab(lab)
    return lightness, cv2.magnitude(a, b)


def _centred_lab(lab: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The lightness (0-255) and a*, b* (grey at 0) planes of an 8-bit Lab image (h, w, 3), float32 (h, w) each."""
    lightness, a, b = cv2.split(lab.astype(np.float32))
    return lightness, a - LAB_ZERO_CHROMA_LEVEL, b - LAB_ZERO_CHROMA_LEVEL
