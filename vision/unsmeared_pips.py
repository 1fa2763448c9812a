"""Pips' shapes net of a camera shake's smear (`vision.blurred.shake_of`).

A shake smears the whole frame along one line, adding the line's spread (a box of length L: variance L² / 12) to
every blob's second moments along it, the same number of pixels for every pip. A small pip is drawn out far more
than a large one so (Blöder dev 290-309 30297: the white dice's dark pips, 2.1-2.4 px, 2.2-2.7 long / short, the
black dice's light pips, 3-3.7 px, 1.45-1.75), and a white die's top face was judged drawn out beyond the frame's
other tops, a side face, and dropped. Taken out of each pip's moments, both are about round again, as the dice are.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np

from vision import tolerances as tol
from vision.blurred import Shake
from vision.doubts import elongations_beside_others, squash_ratio
from vision.pips import Pip

Pips = Sequence[Pip] | None  # the pips a die was read from; None: read by its pip places


def net_of_shake(
    pips: Sequence[Pips], scales: Sequence[float], shake_of_frame: Callable[[], Shake | None]
) -> list[Pips]:
    """`pips` (per die the pips it was read from, in pixels of a view at `scales[index]` times the frame's, or None)
    with every pip's shape taken net of the frame's smear (`unsmeared`), when a face's pips are drawn out beyond the
    frame's other faces' (`tol.SQUASHED_PIPS_RATIO[0]`, where its doubt begins) and `shake_of_frame` finds the frame
    shaken: asked only then, as judging the shake costs about a millisecond."""
    ratios = [squash_ratio(elongation, others) for elongation, others in elongations_beside_others(pips)]
    if not any(ratio is not None and ratio > tol.SQUASHED_PIPS_RATIO[0] for ratio in ratios):
        return list(pips)
    shake = shake_of_frame()
    if shake is None:
        return list(pips)
    return [
        die_pips if die_pips is None else [unsmeared(pip, shake, scales[index]) for pip in die_pips]
        for index, die_pips in enumerate(pips)
    ]


def unsmeared(pip: Pip, shake: Shake, scale: float) -> Pip:
    """`pip` (in pixels of a view at `scale` times the frame's) with its elongation and direction as before the
    `shake` smeared it: the smear's variance along its line taken out of the pip's second moments (those of a filled
    ellipse of the pip's radius and elongation). Its minor variance is kept at least
    `tol.UNSMEARED_MIN_VARIANCE_SHARE` of the one seen, as a smear longer than a pip's length is judged too long,
    not the pip drawn across it."""
    major = pip.radius**2 * pip.elongation / 4
    minor = pip.radius**2 / pip.elongation / 4
    along = np.array([math.cos(pip.angle_rad), math.sin(pip.angle_rad)])
    across = np.array([-along[1], along[0]])
    smear_radians = -math.radians(shake.angle_deg)  # the shake's angle is counted with y up, the pip's with y down
    smear = np.array([math.cos(smear_radians), math.sin(smear_radians)])
    spread = (shake.length_px * scale) ** 2 / 12
    moments = major * np.outer(along, along) + minor * np.outer(across, across) - spread * np.outer(smear, smear)
    (least, most), vectors = np.linalg.eigh(moments)
    least = max(least, tol.UNSMEARED_MIN_VARIANCE_SHARE * minor)
    most = max(most, least)
    return replace(
        pip,
        elongation=math.sqrt(most / least),
        angle_rad=math.atan2(vectors[1, 1], vectors[0, 1]),
    )
