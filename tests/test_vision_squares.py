"""Die faces found by their outline: where a die's colour blends into what lies beside it, its edges still close."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die, synthetic_profile

from vision import tolerances as tol
from vision.bodies import find_bodies
from vision.reader import read_frame
from vision.squares import _bitten_square, _gradients, find_squares


def _die_against_a_tray_wall() -> np.ndarray:
    """A red PUSH face in the corner of a green tray, touching its grey wall (the wall and the die join as one
    colour blob against the felt)."""
    table = blank_table(640, 480, "felt")
    cv2.rectangle(table, (400, 100), (440, 380), (95, 100, 100), thickness=-1)
    draw_die(table, "red", (380, 200), side_px=38, angle_deg=0, value=None)
    return table


def test_an_empty_table_has_no_squares():
    assert find_squares(blank_table(640, 480, "wood")) == []


def test_a_die_face_is_one_square_where_it_lies():
    table = blank_table(640, 480, "wood")
    draw_die(table, "green", (300, 200), side_px=40, angle_deg=25, value=None)
    (square,) = find_squares(table)
    assert np.hypot(square.center[0] - 300, square.center[1] - 200) < 4
    assert 32 < square.side_px < 48


def test_only_the_faces_within_the_regions_looked_at_are_found():
    table = blank_table(640, 480, "wood")
    draw_die(table, "green", (150, 200), side_px=40, angle_deg=25, value=None)
    draw_die(table, "red", (450, 260), side_px=40, angle_deg=10, value=None)
    (square,) = find_squares(table, regions=[(400.0, 210.0, 500.0, 310.0)])
    assert np.hypot(square.center[0] - 450, square.center[1] - 260) < 4


def test_a_long_card_is_no_square():
    table = blank_table(640, 480, "wood")
    cv2.rectangle(table, (100, 100), (140, 220), (235, 235, 235), thickness=-1)
    assert find_squares(table) == []


def test_a_square_larger_than_any_die_is_not_a_face():
    table = blank_table(640, 480, "wood")
    cv2.rectangle(table, (100, 100), (300, 300), (235, 235, 235), thickness=-1)
    assert find_squares(table) == []


def test_a_die_joined_to_a_tray_wall_is_no_colour_body_but_is_outlined():
    table = _die_against_a_tray_wall()
    assert not any(np.hypot(body.center[0] - 380, body.center[1] - 200) < 10 for body in find_bodies(table))
    assert any(np.hypot(square.center[0] - 380, square.center[1] - 200) < 6 for square in find_squares(table))


def test_the_push_die_against_a_tray_wall_is_read_by_its_face_colour():
    (die,) = read_frame(_die_against_a_tray_wall(), synthetic_profile("push")).dice
    assert (die.colour, die.value) == ("red", None)


def test_the_gradients_are_canny_own_sobel_steps_with_edges_replicated():
    window = cv2.cvtColor(_die_against_a_tray_wall()[150:260, 330:460], cv2.COLOR_BGR2Lab)
    blurred = cv2.GaussianBlur(window, (3, 3), 0)
    for channel, (dx, dy) in zip(cv2.split(blurred), _gradients(window), strict=True):
        assert np.array_equal(dx, cv2.Sobel(channel, cv2.CV_16S, 1, 0, borderType=cv2.BORDER_REPLICATE))
        assert np.array_equal(dy, cv2.Sobel(channel, cv2.CV_16S, 0, 1, borderType=cv2.BORDER_REPLICATE))


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

# A face's outline (8-bit L*a*b* window coordinates) whose left corner a pip by the edge bit off: the corner at (20, 50)
# is cut back to (34, 50), as the outline of DSC train 10019's silver 2 lost its corner to its pip and bevel highlight.
_BITTEN_OUTLINE = np.array([[50, 20], [80, 50], [50, 80], [36, 64], [34, 50], [36, 36]], np.int32).reshape(-1, 1, 2)
_BITTEN_POLYGON = np.array([[50, 20], [80, 50], [50, 80], [34, 50]], np.int32)


def _even_face_window(bite_lab: tuple[int, int, int] | None = None) -> np.ndarray:
    """A 100×100 L*a*b* window of one face colour; `bite_lab`: the colour of the corner the outline leaves out."""
    window = np.full((100, 100, 3), (150, 130, 145), np.uint8)
    if bite_lab is not None:
        cv2.fillConvexPoly(window, np.array([[20, 50], [36, 36], [34, 50], [36, 64]], np.int32), bite_lab)
    return window


def test_an_outline_bitten_at_one_corner_stands_for_its_whole_square():
    corners = _bitten_square(_BITTEN_OUTLINE, _BITTEN_POLYGON, _even_face_window())
    assert corners is not None
    assert sorted(map(tuple, np.rint(corners).astype(int).tolist())) == [(20, 50), (50, 20), (50, 80), (80, 50)]


def test_an_outline_bitten_by_something_of_another_colour_is_no_square():
    assert _bitten_square(_BITTEN_OUTLINE, _BITTEN_POLYGON, _even_face_window(bite_lab=(60, 130, 145))) is None


def test_an_outline_on_its_rectangle_at_all_four_corners_is_no_bitten_square():
    outline = np.array([[50, 20], [80, 50], [56, 74], [26, 44]], np.int32).reshape(-1, 1, 2)
    assert _bitten_square(outline, outline.reshape(-1, 2), _even_face_window()) is None


def test_a_silver_2_on_a_light_table_is_outlined_where_it_lies():
    image = cv2.imread(str(FIXTURES / "rendered" / "doppelt-so-clever" / "10019.jpg"))
    assert any(np.hypot(square.center[0] - 391, square.center[1] - 123) < 3 for square in find_squares(image))


def test_a_face_touching_another_die_is_outlined_square_in_its_region():
    """GNW train 20084's blue 1 touches a red 3: its region (`tol.OUTLINE_REGION_SIDES` around it) must not cut its
    outline short into a box that takes in the red die."""
    image = cv2.imread(str(FIXTURES / "rendered" / "geht-noch-was" / "20084.jpg"))
    (x, y), reach = (327.0, 51.0), tol.OUTLINE_REGION_SIDES * 32.0  # the blue 1's pip and its pips' face side
    in_region = [
        body
        for body in find_squares(image, regions=[(x - reach, y - reach, x + reach, y + reach)])
        if cv2.pointPolygonTest(np.asarray(body.box, np.float32), (x, y), False) >= 0
    ]

    assert len(in_region) == 1
    sides = [
        float(np.hypot(*np.subtract(a, b)))
        for a, b in zip(in_region[0].box, np.roll(in_region[0].box, 1, 0), strict=True)
    ]
    assert max(sides) < 1.1 * min(sides)
