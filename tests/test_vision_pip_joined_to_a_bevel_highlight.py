"""A light pip joined at the threshold to its face's bevel highlight makes a blob that fills too little of its box
for a pip; its core is judged as a joined pip's is, so the pip is a candidate at the first look (issue #2, speed:
without it the blue 4 of bench-01 was an unreadable group of three pips, and outlines and bodies were searched)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.views import pip_candidates

BENCH = Path(__file__).resolve().parent.parent / "fixtures" / "bench"
BENCH_01_BLUE_4_PIPS = ((902, 521), (868, 529), (911, 555), (876, 562))  # frame px; the third touches the highlight
BENCH_05_BLUE_4_PIPS = ((949, 479), (916, 481), (950, 511), (918, 512))  # ... the fourth


def _nearest_light_pips_px(image_name: str, scale: float, places) -> list[float]:
    """Frame pixels from each place to the nearest light pip candidate in the frame scaled by `scale`."""
    image = cv2.imread(str(BENCH / image_name))
    pips, _, _ = pip_candidates(image, scale, round(max(image.shape[:2]) * scale), kinds=(False,))
    centres = np.array([pip.center for pip in pips]) / scale
    return [float(np.min(np.hypot(*(centres - place).T))) for place in places]


def test_all_four_light_pips_of_the_blue_4_on_bench_01_are_candidates_at_the_first_look():
    assert max(_nearest_light_pips_px("bench-01.jpg", 0.5, BENCH_01_BLUE_4_PIPS)) < 3.0


def test_all_four_light_pips_of_the_blue_4_on_bench_05_are_candidates_in_its_closer_look():
    assert max(_nearest_light_pips_px("bench-05.jpg", 1.0, BENCH_05_BLUE_4_PIPS)) < 3.0
