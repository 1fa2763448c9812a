"""The PUSH die's star face found by the white star printed on it, where the black face does not stand out."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die

from vision import tolerances as tol
from vision.bodies import Body
from vision.profiles import ProfileError, load_profile, profile_from_json
from vision.reader import read_frame
from vision.star_print import find_printed_stars, print_step

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"
DARK_TRAY_BGR = (28, 30, 34)
BLACK_FACE_BGR = (22, 22, 24)


def star_points(
    middle: tuple[float, float], radius: float, turn_deg: float = 0, notch_reach: tuple[float, ...] = (0.45,) * 5
) -> np.ndarray:
    """A five-pointed star's outline: tips `radius` out, its notches `notch_reach` of it."""
    points = []
    for index in range(10):
        reach = radius if index % 2 == 0 else notch_reach[index // 2] * radius
        angle = math.radians(turn_deg - 90 + 36 * index)
        points.append((middle[0] + reach * math.cos(angle), middle[1] + reach * math.sin(angle)))
    return np.round(points).astype(np.int32)


def star_face_on_a_dark_tray(middle=(320, 240), side_px: float = 40, turn_deg: float = 12) -> np.ndarray:
    """A black die face with a white star, lying on a tray nearly as dark: no colour body stands out."""
    table = np.full((480, 640, 3), DARK_TRAY_BGR, np.uint8)
    half = side_px / 2
    corners = np.array([(middle[0] + dx, middle[1] + dy) for dx in (-half, half) for dy in (-half, half)])[[0, 2, 3, 1]]
    cv2.fillPoly(table, [np.round(corners).astype(np.int32)], BLACK_FACE_BGR)
    cv2.fillPoly(table, [star_points(middle, 0.3 * side_px, turn_deg)], (235, 235, 235), lineType=cv2.LINE_AA)
    return cv2.GaussianBlur(table, (3, 3), 0)


def star_face_with_an_arm_in_the_shade(arm_lightness: int = 70) -> np.ndarray:
    """The star face of `star_face_on_a_dark_tray` (side 40 px) with its top arm shaded to `arm_lightness` (0-255):
    below the frame's threshold the star shows four arms, as PUSH train 40041's did (that arm 55-80, the others
    170-205)."""
    table = star_face_on_a_dark_tray(side_px=40)
    tips_and_notches = star_points((320, 240), 0.3 * 40, 12)
    arm = tips_and_notches[[9, 0, 1]]  # the top tip and the notches beside it
    cv2.fillPoly(table, [arm], (arm_lightness,) * 3, lineType=cv2.LINE_AA)
    return table


def test_a_printed_star_is_found_with_the_face_around_it():
    (face,) = find_printed_stars(star_face_on_a_dark_tray(side_px=40))
    assert math.dist(face.center, (320, 240)) < 2
    assert 34 < face.side_px < 46


def test_a_printed_star_with_an_arm_in_the_shade_is_found_at_its_own_level():
    (face,) = find_printed_stars(star_face_with_an_arm_in_the_shade(arm_lightness=70))
    assert math.dist(face.center, (320, 240)) < 2
    assert 34 < face.side_px < 46


def small_star_face_blurred() -> np.ndarray:
    """A grey-black face 24 px wide on a darker tray, its star 7 px out, blurred: the frame's threshold cuts it low
    enough that the blur fills one notch in, as dev PUSH 40298's star was (a notch 0.16 tip radii deep there)."""
    table = np.full((480, 640, 3), (40, 40, 40), np.uint8)
    cv2.rectangle(table, (308, 228), (332, 252), (80, 80, 80), cv2.FILLED)
    cv2.fillPoly(table, [star_points((320, 240), 0.3 * 24, 12)], (250, 250, 250), lineType=cv2.LINE_AA)
    return cv2.GaussianBlur(table, (0, 0), 0.8)


def test_a_small_blurred_star_is_found_half_way_up_its_step():
    (face,) = find_printed_stars(small_star_face_blurred())
    assert math.dist(face.center, (320, 240)) < 2


def star_with_notches_filled_unevenly() -> np.ndarray:
    """A star face on a dark tray whose notches blur filled in unevenly, as dev PUSH 40362's were (0.29 down to
    0.11 tip radii deep): two lie at 0.62 and 0.7 of the tips' reach, too shallow to count as notches at any level."""
    table = np.full((480, 640, 3), DARK_TRAY_BGR, np.uint8)
    cv2.rectangle(table, (290, 210), (350, 270), BLACK_FACE_BGR, cv2.FILLED)
    outline = star_points((320, 240), 18, notch_reach=(0.45, 0.45, 0.5, 0.62, 0.7))
    cv2.fillPoly(table, [outline], (235, 235, 235), lineType=cv2.LINE_AA)
    return cv2.GaussianBlur(table, (0, 0), 1.0)


def test_a_star_whose_notches_blur_filled_in_unevenly_is_found_by_its_five_fold_outline():
    (face,) = find_printed_stars(star_with_notches_filled_unevenly())
    assert math.dist(face.center, (320, 240)) < 3


def test_a_star_whose_arm_is_as_dark_as_its_face_is_no_star():
    assert find_printed_stars(star_face_with_an_arm_in_the_shade(arm_lightness=int(BLACK_FACE_BGR[0]))) == []


@pytest.mark.parametrize("value", [1, 4, 5, 6])
def test_the_pips_of_a_die_make_no_star(value):
    table = blank_table(640, 480, "wood")
    draw_die(table, "white", (320, 240), side_px=40, angle_deg=20, value=value)
    assert find_printed_stars(table) == []


def test_a_bright_square_card_makes_no_star():
    table = np.full((480, 640, 3), DARK_TRAY_BGR, np.uint8)
    table[200:260, 300:380] = 240
    assert find_printed_stars(table) == []


def _face_body(middle=(320.0, 240.0), side_px: float = 40) -> Body:
    half = side_px / 2
    box = tuple(
        (middle[0] + dx, middle[1] + dy) for dx, dy in ((-half, -half), (half, -half), (half, half), (-half, half))
    )
    return Body(center=middle, box=box, side_px=side_px, contrast=0.0)


def test_a_star_too_small_to_show_its_shape_still_shows_its_print():
    table = np.full((480, 640, 3), BLACK_FACE_BGR, np.uint8)
    cv2.circle(table, (320, 240), 4, (235, 235, 235), -1)  # a star blurred into a blob
    assert print_step(table, _face_body()) >= tol.STAR_PRINT_STEP


def test_a_black_face_without_a_print_shows_no_print():
    table = np.full((480, 640, 3), BLACK_FACE_BGR, np.uint8)
    assert print_step(table, _face_body()) < tol.STAR_PRINT_STEP


def test_a_fingertip_over_blue_felt_shows_no_print():
    """Orange skin lifts red and green over the felt but hardly blue: no white print lifts only some channels."""
    table = np.full((480, 640, 3), (102, 50, 34), np.uint8)  # blue felt
    cv2.ellipse(table, (300, 240), (40, 12), 0, 0, 360, (111, 142, 181), -1)  # a fingertip ending at the middle
    cv2.ellipse(table, (312, 238), (10, 4), 0, 0, 360, (128, 170, 215), -1)  # its highlight
    assert print_step(table, _face_body()) < tol.STAR_PRINT_STEP


def test_a_dark_tray_corner_is_not_read_as_the_star_face():
    reading = read_frame(cv2.imread(str(RENDERED / "push" / "40013.jpg")), load_profile("push"))
    assert [die.colour for die in reading.dice if math.dist(die.center, (290, 154)) < 20] == []


def test_the_push_die_showing_its_star_on_a_dark_tray_is_read_as_the_star():
    (die,) = read_frame(star_face_on_a_dark_tray(), load_profile("push")).dice
    assert (die.value, die.colour) == (None, "star")
    assert math.dist(die.center, (320, 240)) < 2


def test_a_profile_naming_a_star_face_it_does_not_have_is_refused_with_the_field():
    data = load_profile("push").to_json()
    data["star_face"] = "moon"
    with pytest.raises(ProfileError, match="star_face"):
        profile_from_json(data, "push.json")
