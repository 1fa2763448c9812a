"""Pips' shapes net of a camera shake's smear (`vision.blurred.shake_of`).

A shake smears the whole frame along one line, adding the line's spread (a box of length L: variance L² / 12) to
every blob's second moments along it, the same number of pixels for every pip, so a small pip is drawn out far more
than a large one (Blöder dev 290-309 30297, smeared 6 px: the white dice's dark pips, 2.1-2.4 px, 2.2-2.7 long /
short, the black dice's light pips, 3-3.7 px, 1.45-1.75). Judged as they are seen, the white 4's pips were drawn out
1.53 times the black 5's beside it, and its face was dropped as a side face; net of the smear 1.42 against 1.07 (1.33
times: asked about, no longer dropped). Blöder train 30013's white 4 and DSC train 10014's green 2 are taken so.
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
    ellipse of the pip's radius and elongation), but never more than leaves the pip as long along the smear as across
    it. A smear only draws a pip out along itself, and a pip cut at its half level grows less than the smear's whole
    variance (a 4 px disc smeared 6 px: 1.16 long / short, where the whole variance would leave it 1.4 across): what
    is left across it is the pip's own, as a side face's squashed pips."""
    major = pip.radius**2 * pip.elongation / 4
    minor = pip.radius**2 / pip.elongation / 4
    along = np.array([math.cos(pip.angle_rad), math.sin(pip.angle_rad)])
    across = np.array([-along[1], along[0]])
    moments = major * np.outer(along, along) + minor * np.outer(across, across)
    smear_radians = -math.radians(shake.angle_deg)  # the shake's angle is counted with y up, the pip's with y down
    smear = np.array([math.cos(smear_radians), math.sin(smear_radians)])
    beside = np.array([-smear[1], smear[0]])
    excess = float(smear @ moments @ smear - beside @ moments @ beside)
    spread = min((shake.length_px * scale) ** 2 / 12, max(excess, 0.0))
    (least, most), vectors = np.linalg.eigh(moments - spread * np.outer(smear, smear))
    return replace(pip, elongation=math.sqrt(most / least), angle_rad=math.atan2(vectors[1, 1], vectors[0, 1]))
