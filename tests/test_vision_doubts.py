"""Doubts seen against the frame's other dice (`vision.doubts`): a small face or squashed pips are asked about."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision.doubts import (
    Point,
    _mean_elongation,
    edge_coherence,
    frame_doubts,
    left_out_ink,
    odd_size,
    other_paint,
    other_pattern,
    small_two,
    smeared,
    squashed_pips,
    with_frame_doubts,
)
from vision.layout import FACE_HALF_SIDE
from vision.pips import Pip
from vision.profiles import load_profile
from vision.reading import DieReading


def die(x: float, side_px: float, value: int = 5, confidence: float = 1.0) -> DieReading:
    """A die read at (x, 100) with a square top face `side_px` wide."""
    half = side_px / 2
    box = ((x - half, 100 - half), (x + half, 100 - half), (x + half, 100 + half), (x - half, 100 + half))
    return DieReading(value, "blue", (x, 100.0), box, confidence)


BLANK = np.zeros((480, 640, 3), np.uint8)  # a frame whose boxes show no pattern: only the frame doubts count


def pips(count: int, elongation: float) -> tuple[Pip, ...]:
    """Light pips on a face as dark as the blank frame (so no seam crosses a face's middle, see `vision.seams`)."""
    return tuple(Pip((10.0 * i, 0.0), 3.0, elongation, 0.0, 100.0, 0.0, False) for i in range(count))


def test_a_face_as_large_as_the_others_is_not_doubted():
    assert odd_size(28.0, [30.0, 32.0, 40.0]) == 1.0


def test_a_face_half_the_side_of_the_others_is_asked_about():
    assert odd_size(16.0, [30.0, 32.0, 34.0]) == 0.5  # 0.5 of the median: the limit


def test_a_face_three_times_the_side_of_the_others_is_asked_about():
    assert odd_size(96.0, [30.0, 32.0, 34.0]) == 0.5  # 3 times the median: the limit


def test_a_lone_die_has_no_other_to_be_small_beside():
    assert odd_size(10.0, []) == 1.0


def test_a_two_four_fifths_the_side_of_the_others_is_not_doubted():
    assert small_two(24.0, [30.0, 30.0, 31.0]) == 1.0


def test_a_two_as_wide_as_the_diagonal_of_two_pips_side_by_side_on_a_larger_face_is_asked_about():
    assert small_two(21.0, [30.0, 30.0, 31.0]) == 0.5  # 0.7 of the median: the limit


def test_a_two_smaller_still_is_doubted_no_further_by_its_pips_being_two():
    assert small_two(12.0, [30.0, 30.0, 31.0]) == 0.5


def test_a_lone_two_has_no_other_die_to_be_small_beside():
    assert small_two(10.0, []) == 1.0


def test_a_two_read_from_its_pips_a_quarter_smaller_than_the_others_is_doubted_beside_them():
    boxes = [die(x, side).box for x, side in ((100, 22.5), (200, 30.0), (300, 30.0))]
    assert frame_doubts(boxes, [pips(2, 1.0), pips(4, 1.0), pips(4, 1.0)])[0] == pytest.approx(0.75)  # 0.75 of 30


def test_a_two_far_smaller_than_the_others_is_doubted_as_much_as_any_face_that_small():
    boxes = [die(x, side).box for x, side in ((100, 15.0), (200, 30.0), (300, 30.0))]
    assert frame_doubts(boxes, [pips(2, 1.0), pips(4, 1.0), pips(4, 1.0)])[0] == odd_size(15.0, [30.0, 30.0])


def test_a_two_is_sized_against_the_faces_whose_pips_span_them_not_against_small_ones_and_twos():
    boxes = [die(x, side).box for x, side in ((100, 21.0), (200, 30.0), (300, 30.0), (400, 22.0), (500, 22.0))]
    # beside all four the median side is 26: 21 px passes; beside the two 4s alone it is 0.7 of 30: the limit
    doubts = frame_doubts(boxes, [pips(2, 1.0), pips(4, 1.0), pips(4, 1.0), pips(1, 1.0), pips(2, 1.0)])
    assert doubts[0] == 0.5


def test_a_two_beside_only_ones_and_twos_is_sized_against_them_all():
    boxes = [die(x, side).box for x, side in ((100, 21.0), (200, 30.0), (300, 22.0))]
    assert frame_doubts(boxes, [pips(2, 1.0), pips(1, 1.0), pips(2, 1.0)])[0] == small_two(21.0, [30.0, 22.0])


def test_a_face_of_three_pips_as_small_as_a_doubted_two_is_not_doubted_so():
    boxes = [die(x, side).box for x, side in ((100, 22.5), (200, 30.0), (300, 30.0))]
    assert frame_doubts(boxes, [pips(3, 1.0), pips(4, 1.0), pips(4, 1.0)])[0] == 1.0


def test_pips_as_round_as_the_other_faces_pips_are_not_doubted():
    assert squashed_pips(1.2, [1.1, 1.05, 1.3]) == 1.0


def test_pips_far_more_squashed_than_the_other_faces_pips_lie_on_a_side_face():
    assert squashed_pips(1.35, [1.0, 1.0, 1.1]) == 0.5


def test_pips_with_no_other_face_to_compare_are_not_doubted():
    assert squashed_pips(2.0, []) == 1.0


def test_a_two_read_from_two_corner_pips_of_a_six_is_no_longer_taken_without_asking():
    dice = [die(100, 30), die(200, 31), die(300, 29), die(400, 18.6, value=2, confidence=0.93)]
    doubted = with_frame_doubts(dice, [pips(5, 1.0), pips(4, 1.0), pips(6, 1.0), pips(2, 1.0)], BLANK)
    # 18.6 px is 0.62 of the others' median 30 px: 0.93 × the lesser of odd_size's 1 - 0.5 × 0.08 / 0.2 and small_two's
    # 0.5 (a 2 below 0.7 of the others)
    assert [reading.confidence for reading in doubted] == [1.0, 1.0, 1.0, 0.465]


def test_a_two_on_a_side_face_beside_round_pipped_faces_is_no_longer_taken_without_asking():
    dice = [die(100, 30), die(200, 30), die(300, 30, value=2, confidence=0.93)]
    doubted = with_frame_doubts(dice, [pips(5, 1.05), pips(4, 1.1), pips(2, 1.4)], BLANK)
    assert [reading.confidence for reading in doubted] == [1.0, 1.0, 0.576]  # 1.4 / 1.075 = 1.30: 0.93 × 0.62


def test_dice_read_by_their_pip_places_are_compared_by_size_only():
    dice = [die(100, 30), die(200, 30), die(300, 30, value=1, confidence=0.9)]
    doubted = with_frame_doubts(dice, [None, pips(3, 1.0), pips(1, 1.0)], BLANK)
    assert doubted == tuple(dice)


def test_the_frame_doubts_of_a_small_face_with_squashed_pips_are_both_factors_at_once():
    boxes = [die(100, 30).box, die(200, 30).box, die(300, 18.6).box]
    factors = frame_doubts(boxes, [pips(5, 1.05), pips(4, 1.1), pips(3, 1.4)])
    assert factors == pytest.approx([1.0, 1.0, odd_size(18.6, [30, 30]) * squashed_pips(1.4, [1.05, 1.1])])


def frame_with_face(places: tuple[tuple[int, int], ...], side_px: int = 60) -> tuple[np.ndarray, tuple[Point, ...]]:
    """A white face with black pips on the given places ((column, row), each -1, 0 or 1: the canonical pip places,
    one unit from the middle, the edge at `FACE_HALF_SIDE` units) on a grey table, and the face's box."""
    image = np.full((200, 200, 3), 120, np.uint8)
    left = top = 70
    cv2.rectangle(image, (left, top), (left + side_px, top + side_px), (235, 235, 235), -1)
    unit_px = side_px / 2 / FACE_HALF_SIDE
    for column, row in places:
        centre = (round(100 + column * unit_px), round(100 + row * unit_px))
        cv2.circle(image, centre, round(0.35 * unit_px), (20, 20, 20), -1)
    box = ((left, top), (left + side_px, top), (left + side_px, top + side_px), (left, top + side_px))
    return image, tuple((float(x), float(y)) for x, y in box)


FIVE = ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1))
THREE = ((-1, -1), (0, 0), (1, 1))


def dark_pips(count: int) -> tuple[Pip, ...]:
    return tuple(Pip((10.0 * i, 0.0), 3.0, 1.0, 0.0, 100.0, 200.0, True) for i in range(count))


def test_a_three_whose_box_shows_a_five_by_its_pip_places_is_asked_about():
    image, box = frame_with_face(FIVE)
    three = DieReading(3, "silver", (100.0, 100.0), box, 0.97)
    assert other_pattern(image, three, is_dark=True) == 0.0  # the five stands out far beyond the limit
    assert with_frame_doubts([three], [dark_pips(3)], image)[0].confidence == 0.0


def test_a_three_shows_the_corners_a_five_adds_as_inked_as_its_own_pips():
    image, box = frame_with_face(FIVE)
    assert left_out_ink(image, DieReading(3, "silver", (100.0, 100.0), box, 0.97), is_dark=True) == pytest.approx(1.0)


def test_a_three_alone_on_its_face_shows_no_ink_where_a_five_adds_pips():
    image, box = frame_with_face(THREE)
    assert left_out_ink(image, DieReading(3, "silver", (100.0, 100.0), box, 0.97), is_dark=True) == 0.0


def test_no_larger_face_holds_a_five_or_a_six():
    image, box = frame_with_face(FIVE)
    assert left_out_ink(image, DieReading(5, "silver", (100.0, 100.0), box, 1.0), is_dark=True) == 0.0


def test_a_face_whose_pip_places_agree_with_its_reading_is_not_doubted():
    image, box = frame_with_face(THREE)
    assert other_pattern(image, DieReading(3, "silver", (100.0, 100.0), box, 0.97), is_dark=True) == 1.0


def test_a_face_whose_box_shows_no_clear_pattern_is_not_doubted():
    blank = np.full((200, 200, 3), 120, np.uint8)
    assert other_pattern(blank, die(100, 30, value=3), is_dark=True) == 1.0


def test_a_die_read_by_its_pip_places_is_not_read_by_them_again():
    image, box = frame_with_face(FIVE)
    three = DieReading(3, "silver", (100.0, 100.0), box, 0.97)
    assert with_frame_doubts([three], [None], image) == (three,)


def frame_with_streaks() -> tuple[np.ndarray, tuple[Point, ...]]:
    """A blue die smeared sideways into streaks on a brown table: light and dark bands all running across."""
    image = np.full((200, 200, 3), (40, 90, 140), np.uint8)
    for row, shade in enumerate((60, 200, 60, 200, 60, 200)):
        image[70 + 10 * row : 80 + 10 * row, 60:140] = (shade + 50, shade // 3, shade // 4)
    return image, ((70.0, 70.0), (130.0, 70.0), (130.0, 130.0), (70.0, 130.0))


def test_edges_all_running_one_way_are_fully_coherent():
    image, box = frame_with_streaks()
    image[:, :] = image[:, 100:101]  # every column alike: only edges across the rows are left
    assert edge_coherence(image, box, 1.3) == pytest.approx(1.0)


def test_a_still_face_shows_edges_every_way():
    image, box = frame_with_face(FIVE)
    assert edge_coherence(image, box, 1.3) < 0.1


def test_a_face_without_an_edge_is_not_coherent():
    assert edge_coherence(np.full((200, 200, 3), 120, np.uint8), die(100, 30).box, 1.3) == 0.0


def test_a_die_read_by_its_pip_places_in_a_streaked_smear_is_asked_about():
    image, box = frame_with_streaks()
    rolling = DieReading(2, "blue", (100.0, 100.0), box, 1.0)
    assert smeared(image, box) < 0.5
    assert with_frame_doubts([rolling], [None], image)[0].confidence < 0.5


def test_a_still_die_read_by_its_pip_places_is_not_doubted():
    image, box = frame_with_face(FIVE)
    assert smeared(image, box) == 1.0


def test_a_faces_mean_pip_elongation_is_numpys_bit_for_bit():
    # plain Python for a handful of pips: numpy's mean of up to seven values adds them one by one, as `sum` does
    rng = np.random.default_rng(7)
    for _ in range(500):
        elongations = rng.uniform(1.0, 3.2, rng.integers(1, 7, endpoint=True)).tolist()
        face_pips = [Pip((0.0, 0.0), 3.0, elongation, 0.0, 100.0, 0.0, False) for elongation in elongations]
        assert _mean_elongation(face_pips) == float(np.mean(elongations))


def test_a_die_whose_dark_pips_were_named_a_colour_with_light_pips_is_asked_about():
    image, box = frame_with_face(FIVE)
    black = DieReading(5, "black", (100.0, 100.0), box, 1.0)  # Blöder paints a black die's pips white
    assert other_paint("black", True, load_profile("bloeder-sack")) == 0.5
    assert with_frame_doubts([black], [None], image, load_profile("bloeder-sack"), [True])[0].confidence == 0.5


def test_a_die_whose_pips_read_as_its_colour_is_painted_is_not_doubted():
    assert other_paint("white", True, load_profile("bloeder-sack")) == 1.0


def test_a_die_whose_pips_polarity_is_not_known_is_not_doubted_for_its_paint():
    assert other_paint("black", None, load_profile("bloeder-sack")) == 1.0


def test_a_colour_whose_paint_the_set_does_not_name_is_not_doubted_for_it():
    assert other_paint("pink", True, load_profile("doppelt-so-clever")) == 1.0
