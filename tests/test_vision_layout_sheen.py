"""A sheen on a glossy face (a broad, smooth highlight) is no stray pip ink; a pip the fit left out still is."""

from __future__ import annotations

import cv2
import numpy as np

from vision.layout import PIP_RADIUS_UNITS, real_fit
from vision.pips import Pip

RADIUS_PX = 4.0
UNIT_PX = RADIUS_PX / PIP_RADIUS_UNITS  # 12 px from the face centre to a corner pip's, per axis
CENTRE = np.array([100.0, 100.0])
FACE_LEVEL, PIP_LEVEL = 50, 200


def _blue_two(
    *, sheen: bool = False, stray_pip_level: int | None = None, sheen_at: tuple[float, float] = (1.5, -1.5)
) -> tuple[np.ndarray, list[Pip]]:
    """A light-pipped 2 (lightness, 200×200) on a darker table, optionally with a sheen brighter than its pips at
    `sheen_at` (canonical units; default its top right corner) or an extra pip of `stray_pip_level` on the top right
    pip place."""
    lightness = np.full((200, 200), 25, np.uint8)
    half_side = 1.8 * UNIT_PX
    cv2.rectangle(
        lightness,
        tuple(np.rint(CENTRE - half_side).astype(int)),
        tuple(np.rint(CENTRE + half_side).astype(int)),
        FACE_LEVEL,
        -1,
    )
    face = lightness.astype(float)
    if sheen:
        ys, xs = np.mgrid[0:200, 0:200]
        corner = CENTRE + UNIT_PX * np.array(sheen_at)
        glow = 190 * np.exp(-((xs - corner[0]) ** 2 + (ys - corner[1]) ** 2) / (2 * (0.6 * UNIT_PX) ** 2))
        face = np.where(face == FACE_LEVEL, face + glow, face)
    lightness = np.clip(face, 0, 255).astype(np.uint8)
    pips = []
    for dx, dy in ((-1, -1), (1, 1)):
        x, y = CENTRE + UNIT_PX * np.array([dx, dy])
        cv2.circle(lightness, (round(x), round(y)), round(RADIUS_PX), PIP_LEVEL, -1, cv2.LINE_AA)
        pips.append(
            Pip((x, y), RADIUS_PX, 1.0, 0.0, contrast=PIP_LEVEL - FACE_LEVEL, face_level=FACE_LEVEL, is_dark=False)
        )
    if stray_pip_level is not None:
        x, y = CENTRE + UNIT_PX * np.array([1, -1])
        cv2.circle(lightness, (round(x), round(y)), round(RADIUS_PX), stray_pip_level, -1, cv2.LINE_AA)
    return cv2.GaussianBlur(lightness, (3, 3), 0), pips


def test_a_plain_two_is_a_two():
    lightness, pips = _blue_two()
    fit = real_fit(pips, lightness)
    assert fit is not None and fit.value == 2


def test_a_sheen_brighter_than_the_pips_in_a_corner_is_no_stray_ink():
    """Gönnen 50023: a glossy blue 2 whose corner sheen outshone its pips was refused as showing more pips."""
    lightness, pips = _blue_two(sheen=True)
    fit = real_fit(pips, lightness)
    assert fit is not None and fit.value == 2


def test_a_pip_the_fit_left_out_is_still_stray_ink():
    lightness, pips = _blue_two(stray_pip_level=PIP_LEVEL)
    assert real_fit(pips, lightness) is None


def test_a_pip_brighter_than_the_others_is_still_stray_ink():
    """Its edge is as sharp as theirs: a pip (or a glint on one), not a sheen."""
    lightness, pips = _blue_two(stray_pip_level=250)
    assert real_fit(pips, lightness) is None


def test_a_sheen_joined_to_a_pip_is_no_stray_ink():
    """GNW train 20046: a glare beside a red 2's pip, joined to it, was counted as stray ink."""
    lightness, pips = _blue_two(sheen=True, sheen_at=(0.1, 1.0))
    fit = real_fit(pips, lightness)
    assert fit is not None and fit.value == 2


def test_a_pip_joined_to_a_pip_is_still_stray_ink():
    """As bright as the pips, not brighter: another pip (of a 6 whose middle pips the fit left out), no sheen."""
    lightness, pips = _blue_two()
    x, y = CENTRE + UNIT_PX * np.array([0.45, 1.0])
    cv2.ellipse(lightness, (round(x), round(y)), (7, 4), 0, 0, 360, PIP_LEVEL, -1, cv2.LINE_AA)
    assert real_fit(pips, lightness) is None
