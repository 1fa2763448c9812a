"""A light pip joined at the threshold to its face's bevel highlight makes a blob that fills too little of its box
for a pip; its core is judged as a joined pip's is, so the pip is a candidate at the first look (issue #2, speed:
without it the blue 4 of bench-01 was an unreadable group of three pips, and outlines and bodies were searched)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.views import pip_candidates

BENCH_01 = Path(__file__).resolve().parent.parent / "fixtures" / "bench" / "bench-01.jpg"
FIRST_LOOK_SCALE = 0.5
BLUE_4_PIPS = ((902, 521), (868, 529), (911, 555), (876, 562))  # frame pixels; the third touches the highlight


def test_all_four_light_pips_of_the_blue_4_on_bench_01_are_candidates_at_the_first_look():
    image = cv2.imread(str(BENCH_01))
    long_side = round(max(image.shape[:2]) * FIRST_LOOK_SCALE)
    pips, _, _ = pip_candidates(image, FIRST_LOOK_SCALE, long_side, kinds=(False,))
    centres = np.array([pip.center for pip in pips]) / FIRST_LOOK_SCALE
    nearest_px = [float(np.min(np.hypot(*(centres - place).T))) for place in BLUE_4_PIPS]
    assert max(nearest_px) < 3.0
