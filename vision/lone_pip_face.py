"""Whether the face around a lone pip is seen whole: a 1 is sure only when nothing but its face lies around its pip.

A 1 is the one value that a single lost pip changes (a 2 whose other pip is hidden or glared away, a pip near the
edge of a larger face read alone, the pip of a face partly hidden), and the lone-pip checks
(`vision.layout.is_lone_pip_face`) look at ink in one grey channel only, where a blue face and a dark green table,
or a green face and a brown wall, are alike. A 1's face is one flat plastic plane around its pip, out to where a
2's or a 3's corner pips would sit. Its plastic keeps its hue under shading (darker) and glare (greyer, towards
white along the same hue): neither moves its colour off the line from grey through the face's colour in the a*b*
plane, while the table, a wall or another die beside it lie off that line. A white or black face has only the
light's tint, which shade and glare only weaken: a hand or a wooden wall over it, of the same warm hue, lies on
that line but is far more colourful. And a flat face is lit evenly, glare only lighter: a part of that disc far
darker than the face is no part of it (nor a pip: none sits there on a 1) but a shadowed side, a gap or the table.
The share of the disc showing any of these is the share of that "1" that is not its face seen whole.

And the plastic right beside that pip is its face, so it is of the die's colour: where its hue lies clearly nearer
another colour of the set than the colour named from the die's box, the box's colour came from something else (a
shaded part of a larger face, the table, another die) and colour and value disagree about which face the pip is on
(a red 3 half in shade whose one lit pip is read as a 1, named black from the shade and the black cloth around it).
"""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from vision import tolerances as tol
from vision.boxes import mean_side_px
from vision.colour_space import LAB_ZERO_CHROMA_LEVEL
from vision.confidence import falling
from vision.layout import FACE_HALF_SIDE, PIP_RADIUS_UNITS
from vision.profiles import DiceSetProfile

Point = tuple[float, float]

_DIRECTIONS = np.linspace(0, 2 * np.pi, 36, endpoint=False)  # 10° apart
_RINGS = 6  # rings of samples from just outside the pip out to the disc's edge; the first two give the face's colour
_PIP_SAMPLE_RADII = 0.5  # the pip's middle: its centre and 36 points this many pip radii out (a small pip's blurred)


def lone_pip_face(image_bgr: np.ndarray, box: Sequence[Point]) -> float:
    """The confidence factor of a 1 read from its lone pip at the middle of `box` (corners in order around it,
    frame pixels of the BGR uint8 `image_bgr`): 1 while at most `tol.UNSEEN_FACE_SHARE[0]` of its disc is not its
    face (`unseen_face_share`), falling to 0.5 at `tol.UNSEEN_FACE_SHARE[1]`."""
    confident, limit = tol.UNSEEN_FACE_SHARE
    return falling(unseen_face_share(image_bgr, box), confident, limit)


def unseen_face_share(image_bgr: np.ndarray, box: Sequence[Point]) -> float:
    """The share of the disc around the middle of `box` (from just outside a pip, `tol.LONE_PIP_RING_RADII[0]` pip
    radii, out to `tol.LONE_PIP_INK_REACH_UNITS` canonical units of the box) whose L*a*b* colour is not the face's
    next to the pip: more than `tol.FOREIGN_HUE_STEP` off the a*b* line through grey and the face's colour (for a
    face of at least `tol.FOREIGN_HUE_MIN_CHROMA`: a grey face has no hue to keep), more colourful than the face by
    that step (for a face below `tol.TINTED_FACE_MAX_CHROMA`, tinted by the light alone), or darker than the face's
    L* by more than `tol.UNLIT_FACE_STEP` of the pip's L* contrast."""
    centre = np.asarray(box, dtype=float).mean(axis=0)
    pip_radius_px, radii = _disc_radii(box)
    lab, inside = _lab_around(image_bgr, centre, np.concatenate([[0.0, _PIP_SAMPLE_RADII * pip_radius_px], radii]))
    pip_middle = lab[:2, :, 0][inside[:2]]
    lab, inside = lab[2:], inside[2:]
    if not pip_middle.size or not inside[:2].any():
        return 0.0
    face = np.median(lab[:2][inside[:2]], axis=0)
    pip_contrast = float(np.abs(pip_middle - face[0]).max())  # its middle's point farthest from the face
    unlit = face[0] - lab[..., 0] > tol.UNLIT_FACE_STEP * pip_contrast
    chroma, face_chroma = lab[..., 1:] - LAB_ZERO_CHROMA_LEVEL, face[1:] - LAB_ZERO_CHROMA_LEVEL
    face_chroma_length = float(np.hypot(*face_chroma))
    off_hue = (
        np.abs(chroma[..., 0] * face_chroma[1] - chroma[..., 1] * face_chroma[0]) / face_chroma_length
        > tol.FOREIGN_HUE_STEP
        if face_chroma_length >= tol.FOREIGN_HUE_MIN_CHROMA
        else np.zeros(unlit.shape, bool)
    )
    more_colourful = (
        np.hypot(chroma[..., 0], chroma[..., 1]) - face_chroma_length > tol.FOREIGN_HUE_STEP
        if face_chroma_length < tol.TINTED_FACE_MAX_CHROMA
        else np.zeros(unlit.shape, bool)
    )
    return float(np.mean((unlit | off_hue | more_colourful)[inside]))


def other_plastic_beside_pip(
    image_bgr: np.ndarray, box: Sequence[Point], colour: str, profile: DiceSetProfile
) -> float:
    """The confidence factor of a 1 named `colour` from its box, read from its lone pip at the middle of `box`: 1
    while the plastic beside the pip (`plastic_nearer_other_colour`) lies at most `tol.OTHER_PLASTIC_STEP[0]` a*b*
    levels nearer another colour of `profile`, falling to 0.5 at `tol.OTHER_PLASTIC_STEP[1]`."""
    confident, limit = tol.OTHER_PLASTIC_STEP
    return falling(plastic_nearer_other_colour(image_bgr, box, colour, profile), confident, limit)


def plastic_nearer_other_colour(
    image_bgr: np.ndarray, box: Sequence[Point], colour: str, profile: DiceSetProfile
) -> float:
    """How many a*b* levels the median colour of the two rings just outside the pip at the middle of `box` lies
    nearer the nearest other colour of `profile` than `colour` (negative: nearer `colour`; 0 when `colour` or no
    other colour is calibrated, or the rings lie outside the frame). The profile's a*, b* are CIE L*a*b* of the
    plastic as OpenCV's 8-bit conversion measures it, less its 128 offset."""
    means = {name: np.asarray(stats.mean[1:3]) for name, stats in profile.colours if stats is not None}
    if colour not in means or len(means) < 2:
        return 0.0
    _, radii = _disc_radii(box)
    lab, inside = _lab_around(image_bgr, np.asarray(box, dtype=float).mean(axis=0), radii[:2])
    if not inside.any():
        return 0.0
    plastic = np.median(lab[inside], axis=0)[1:] - LAB_ZERO_CHROMA_LEVEL
    distances = {name: float(np.hypot(*(plastic - mean))) for name, mean in means.items()}
    return distances[colour] - min(distance for name, distance in distances.items() if name != colour)


def _disc_radii(box: Sequence[Point]) -> tuple[float, np.ndarray]:
    """A pip's radius in pixels for the face of `box`, and the `_RINGS` radii of the disc around its middle pip."""
    unit_px = mean_side_px(box) / (2 * FACE_HALF_SIDE)
    pip_radius_px = PIP_RADIUS_UNITS * unit_px
    radii = np.linspace(tol.LONE_PIP_RING_RADII[0] * pip_radius_px, tol.LONE_PIP_INK_REACH_UNITS * unit_px, _RINGS)
    return pip_radius_px, radii


def _lab_around(image_bgr: np.ndarray, centre: np.ndarray, radii: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """OpenCV's 8-bit L*a*b* (as floats) on rings of `radii` pixels around `centre`, one row per ring and one column
    per direction of `_DIRECTIONS`, and where those points lie in the frame (outside points hold the edge's)."""
    xs = np.rint(centre[0] + radii[:, None] * np.cos(_DIRECTIONS)).astype(int)
    ys = np.rint(centre[1] + radii[:, None] * np.sin(_DIRECTIONS)).astype(int)
    height, width = image_bgr.shape[:2]
    inside = (xs >= 0) & (ys >= 0) & (xs < width) & (ys < height)
    pixels = image_bgr[ys.clip(0, height - 1), xs.clip(0, width - 1)]
    # As one row: OpenCV splits a many-row image among threads, which costs more than these few hundred pixels.
    lab = cv2.cvtColor(pixels.reshape(1, -1, 3), cv2.COLOR_BGR2LAB).reshape(pixels.shape)
    return lab.astype(float), inside
