"""A light face on a dark table stands out whole at the threshold, its pips joined to it: they are found at the face's
own level, also when the face is no larger than the largest pip (a pale face of a far die), while a pip as large
stays one pip."""

from __future__ import annotations

from collections.abc import Callable

import cv2
import numpy as np

from vision.pips import find_pips

TABLE_LEVEL = 40  # a dark table in the lightness image
FACE_LEVEL = 150  # a light blue face
PIP_LEVEL = 230  # white pips
CORNERS = [(188, 188), (212, 188), (188, 212), (212, 212)]  # a 4 on a face 40 px wide
FIVE_ON_A_PALE_FACE = [(194, 194), (206, 194), (200, 200), (194, 206), (206, 206)]  # a 5 on a round face 24 px wide


def _on_a_dark_table(
    draw_face: Callable[[np.ndarray], object], pips: list[tuple[int, int]], pip_radius_px: int, blur: tuple[int, float]
) -> np.ndarray:
    """A 400×400 dark table (uint8) with a face drawn on it by `draw_face` showing `pips` of `pip_radius_px`,
    blurred by a Gaussian (kernel side, sigma in px) as a camera sees it."""
    image = np.full((400, 400), TABLE_LEVEL, np.uint8)
    draw_face(image)
    for centre in pips:
        cv2.circle(image, centre, pip_radius_px, PIP_LEVEL, -1, cv2.LINE_AA)
    return cv2.GaussianBlur(image, (blur[0], blur[0]), blur[1])


def _four_on_a_light_face(face_side_px: int) -> np.ndarray:
    """A light square face of `face_side_px` around (200, 200) showing a 4 of pips of radius 4 px."""
    half = face_side_px // 2
    corners = (200 - half, 200 - half), (200 + half, 200 + half)
    return _on_a_dark_table(lambda image: cv2.rectangle(image, *corners, FACE_LEVEL, -1), CORNERS, 4, (5, 1.2))


def _pale_round_face(pips: list[tuple[int, int]]) -> np.ndarray:
    """A pale round face 24 px wide around (200, 200), about 0.9 of the largest pip's area at 640 px, showing `pips`
    of radius 2 px."""
    return _on_a_dark_table(
        lambda image: cv2.circle(image, (200, 200), 12, FACE_LEVEL, -1, cv2.LINE_AA), pips, 2, (3, 0.8)
    )


def _light_pips(image: np.ndarray) -> list[tuple[float, float]]:
    return sorted(pip.center for pip in find_pips(image, image, frame_long_side_px=640, kinds=(False,)))


def test_pips_swallowed_by_a_light_face_standing_out_whole_are_found_at_the_face_level():
    centres = _light_pips(_four_on_a_light_face(40))
    assert len(centres) == 4
    assert np.allclose(centres, sorted(CORNERS), atol=1.0)


def test_a_light_face_without_pips_holds_no_pip():
    image = np.full((400, 400), TABLE_LEVEL, np.uint8)
    cv2.rectangle(image, (180, 180), (220, 220), FACE_LEVEL, -1)
    assert _light_pips(cv2.GaussianBlur(image, (5, 5), 1.2)) == []


def test_pips_swallowed_by_a_dark_face_on_a_light_table_are_found_at_the_face_level():
    image = 255 - _four_on_a_light_face(50)  # a dark face with darker pips on a light table
    centres = sorted(pip.center for pip in find_pips(image, image, frame_long_side_px=640, kinds=(True,)))
    assert len(centres) == 4
    assert np.allclose(centres, sorted(CORNERS), atol=1.0)


def test_a_pale_face_standing_out_as_one_pip_sized_blob_gives_its_own_pips():
    centres = _light_pips(_pale_round_face(FIVE_ON_A_PALE_FACE))
    assert len(centres) == 5
    assert np.allclose(centres, sorted(FIVE_ON_A_PALE_FACE), atol=1.0)


def test_a_pip_sized_blob_with_fewer_spots_than_a_face_needs_stays_one_pip():
    centres = _light_pips(_pale_round_face(FIVE_ON_A_PALE_FACE[:2]))
    assert len(centres) == 1
    assert np.allclose(centres, [(200, 200)], atol=1.5)


def test_an_even_pip_sized_blob_stays_one_pip():
    centres = _light_pips(_pale_round_face([]))
    assert len(centres) == 1
    assert np.allclose(centres, [(200, 200)], atol=1.0)
