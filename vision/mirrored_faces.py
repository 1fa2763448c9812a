"""Which faces read from dark pips lie on the silver die, whose lost pips the reader looks for however sure it is.

The silver die of Doppelt so clever mirrors the room. The ring of face around a pip near its edge takes in the
mirrored bevel, bright on one side and dark on another, so such a pip fails the even ring a pip must have
(`vision.pips`, `tol.PIP_MAX_RING_SPREAD`) while the pips in the face's middle pass: a silver 6 is read from one row,
a 5 from its middle column, each surely as a 3, as their few pips fit a 3 exactly. And a silver face has no colour of
its own to tell the die from the table by (`vision.lost_pips`, which places a larger face only on the die's colour).
So a face read from dark pips whose colour is named silver among the faces read from dark pips (shared out by the
set's counts, as the reader names the frame's colours: the white die is the other one with dark pips, and judged
alone a silver face mirroring a pale table passes for white, dev 10370's silver 5 read as a 3 at 0.8) is tried for
the larger face its pips may be part of however surely it was read, placed on the die by its place alone
(`vision.lost_pips.larger_faces`). Measured: the pips kept on dev 370-389 DSC 10370's silver 5 and 10383's silver 6
had rings spread 0.03-0.13 of their contrast, the pips lost 0.31-0.82 (past `tol.PIP_MAX_RING_SPREAD`), and the faces
placed on the 6 covered 0.09-0.4 of it in die colour; over 1806 snapshot images 7 readings changed, all silver dice
and all right after: those two, recorded dsc-solo 000003 and 000052-54 (silver 3 -> 5) and dev 330-349 10339's
silver 4 (0.0 -> 0.85).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision import tolerances as tol
from vision.colour import classify_bodies
from vision.partial_faces import Box
from vision.profiles import DiceSetProfile
from vision.silver_faces import SILVER, may_show_silver


def faces_on_silver(
    image_bgr: np.ndarray, profile: DiceSetProfile | None, boxes: Sequence[Box], pip_counts: Sequence[tuple[int, bool]]
) -> frozenset[int]:
    """The indices of `boxes` (top faces read from their pips, frame pixels) that lie on a silver die: read from dark
    pips, no more than `tol.LOST_PIPS_MAX_PIPS` of them (`pip_counts`: per face, its pips and whether they are dark),
    and named silver among the faces read from dark pips (`vision.colour.classify_bodies`; only those are judged,
    a third of the cost of all the frame's faces). None where the set has no silver die or no face is read so (the
    colours are then not judged). Does not change the image."""
    if profile is None or not may_show_silver(profile):
        return frozenset()
    few_dark = [dark and count <= tol.LOST_PIPS_MAX_PIPS for count, dark in pip_counts]
    if not any(few_dark):
        return frozenset()
    dark = [index for index, (_, is_dark) in enumerate(pip_counts) if is_dark]
    dark_boxes = [boxes[index] for index in dark]
    guesses = classify_bodies(image_bgr, dark_boxes, profile, read_from_dark_pips=[True] * len(dark))[0]
    return frozenset(
        index
        for index, guess in zip(dark, guesses, strict=True)
        if few_dark[index] and guess.is_decided and guess.colour == SILVER
    )
