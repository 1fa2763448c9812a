"""Pips seen by their round edges where glare took their lightness (`vision.pip_edges`)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.decided_colours import within_colour_counts
from vision.face_template import TemplateRead, place_indices, read_face
from vision.pip_edges import (
    _channel_sum,
    _padded,
    _radial_excess,
    _ring_weights,
    _stands_out_faintly,
    read_by_pip_edges,
)
from vision.profiles import load_profile
from vision.reader import _is_face_sized, read_frame
from vision.reading import DieReading

GNW_TRAIN = Path(__file__).parents[1] / "fixtures" / "rendered" / "geht-noch-was"
FACE_BOX = ((30.0, 30.0), (90.0, 30.0), (90.0, 90.0), (30.0, 90.0))
TWO = [(44, 44), (76, 76)]
THREE = [(44, 44), (60, 60), (76, 76)]
FIVE = [(44, 44), (76, 44), (60, 60), (44, 76), (76, 76)]


def _blue_face(
    pips: list[tuple[int, int]],
    glare: tuple[tuple[int, int], int] | None = None,
    shade: list[tuple[int, int]] | None = None,
) -> np.ndarray:
    """A glossy blue face on a dark table with matt white pips at `pips`: a soft glare spot (centre, radius) lifts
    the plastic towards white but not the pips' paint; a shade (a polygon) darkens face and pips alike."""
    frame = np.full((120, 120, 3), 30, np.float32)
    cv2.rectangle(frame, (30, 30), (90, 90), (200, 70, 30), -1)
    if glare is not None:
        spot = np.zeros((120, 120), np.float32)
        cv2.circle(spot, glare[0], glare[1], 1.0, -1)
        spot = cv2.GaussianBlur(spot, (0, 0), 4.0)[..., None] * (frame[..., :1] == 200)
        frame = frame * (1 - spot) + 250 * spot
    for x, y in pips:
        cv2.circle(frame, (x, y), 6, (215, 215, 215), -1)
    if shade is not None:
        shaded = np.zeros((120, 120), np.float32)
        cv2.fillConvexPoly(shaded, np.int32(shade), 1.0)
        frame *= 1 - 0.85 * cv2.GaussianBlur(shaded, (0, 0), 2.0)[..., None]
    return cv2.GaussianBlur(frame, (0, 0), 1.0).astype(np.uint8)


def test_a_pip_darker_than_the_glare_around_it_is_read_by_its_edge():
    frame = _blue_face(TWO, glare=((44, 44), 16))  # the top left pip grey in the glare, the other white on blue

    read = read_by_pip_edges(frame, FACE_BOX)

    assert read_face(frame, FACE_BOX) is None
    assert read is not None and read.value == 2


def test_pips_half_in_a_glare_spot_are_read_by_their_edges():
    frame = _blue_face(THREE, glare=((50, 50), 12))

    read = read_by_pip_edges(frame, FACE_BOX)

    assert read_face(frame, FACE_BOX) is None
    assert read is not None and read.value == 3


def test_a_glare_spot_on_a_face_without_pips_is_no_pip():
    assert read_by_pip_edges(_blue_face([], glare=((44, 44), 16)), FACE_BOX) is None


def test_a_face_whose_empty_places_lie_in_shade_is_not_read_by_pip_edges():
    # A 5 whose top right, centre and bottom left pips lie in a hand's shade: its two lit pips alone show a 2.
    frame = _blue_face(FIVE, shade=[(60, 30), (90, 30), (90, 60), (30, 90), (30, 60)])

    assert read_by_pip_edges(frame, FACE_BOX) is None


def test_a_pip_candidate_showing_a_pip_edge_off_the_places_read_refuses_the_reading():
    # A third white pip between the places of a 2 (a side face's pip taken in, or a box off its face).
    frame = _blue_face([*TWO, (68, 52)], glare=((44, 44), 16))

    assert read_by_pip_edges(frame, FACE_BOX) is not None
    assert read_by_pip_edges(frame, FACE_BOX, [(68.0, 52.0)]) is None


def test_a_reading_of_a_value_not_wanted_reads_none():
    frame = _blue_face(TWO, glare=((44, 44), 16))

    assert read_by_pip_edges(frame, FACE_BOX, wanted=lambda value: value == 2) == read_by_pip_edges(frame, FACE_BOX)
    assert read_by_pip_edges(frame, FACE_BOX, wanted=lambda value: value != 2) is None


def test_a_faint_clean_rim_in_a_glare_spot_is_read_where_no_die_was_read():
    frame = _blue_face([(60, 60)], glare=((60, 60), 10))  # a 1 under the lamp's spot: its rim 5-6 edge levels

    read = read_by_pip_edges(frame, FACE_BOX, may_be_faint=True)

    assert read is not None and read.value == 1


def test_a_faint_clean_rim_is_not_read_unless_the_caller_asks_where_no_die_was_read():
    assert read_by_pip_edges(_blue_face([(60, 60)], glare=((60, 60), 10)), FACE_BOX) is None


def test_a_faint_pattern_is_taken_only_when_its_empty_places_lie_a_third_as_far_apart():
    assert _stands_out_faintly(6.0, 1.9)
    assert not _stands_out_faintly(6.0, 2.1)
    assert not _stands_out_faintly(4.9, 0.0)


def test_a_pip_candidate_without_a_pip_edge_is_glare_and_leaves_the_reading():
    frame = _blue_face(TWO, glare=((44, 44), 16))

    assert read_by_pip_edges(frame, FACE_BOX, [(52.0, 52.0)]) == read_by_pip_edges(frame, FACE_BOX)


def test_only_a_body_the_size_of_the_faces_read_is_read_by_pip_edges():
    assert _is_face_sized(33.0, 30.0)
    assert not _is_face_sized(40.0, 30.0)
    assert not _is_face_sized(24.0, 30.0)


def test_a_die_read_by_pip_edges_takes_no_colour_the_set_has_no_die_left_of():
    profile = load_profile("geht-noch-was")  # four blue dice, three red
    reds = tuple(DieReading(value=2, colour="red", center=(0.0, 0.0), box=FACE_BOX, confidence=1.0) for _ in range(3))
    candidates = [((FACE_BOX, TemplateRead(2, 20.0, False)), ("red", 0.8))]

    assert within_colour_counts(profile, reds, candidates) == []
    assert within_colour_counts(profile, reds[:2], candidates) == candidates


def test_a_glared_blue_one_refused_for_pips_not_seen_is_read_by_its_pip_edges_and_asked_about():
    # GNW train 20012: a blue 1 beside a glare spot was refused for pips not seen.
    reading = read_frame(cv2.imread(str(GNW_TRAIN / "20012.jpg")), load_profile("geht-noch-was"))

    one = [die for die in reading.dice if abs(die.center[0] - 244) < 10 and abs(die.center[1] - 312) < 10]
    assert [(die.value, die.colour) for die in one] == [(1, "blue")]
    assert one[0].confidence < 0.9


def test_each_place_is_weighed_on_its_own_window_with_the_face_border_reflected():
    rng = np.random.default_rng(7)
    tensor = (rng.normal(size=(40, 40)).astype(np.float32), rng.normal(size=(40, 40)).astype(np.float32))
    weights, reach = _ring_weights(round(5.0, 2))
    at = np.array([[0, 1 * 40 + 38, 20 * 40 + 20], [39 * 40 + 39, 5 * 40 + 2, 33 * 40 + 17]])
    padded = [np.pad(part.astype(np.float64), reach, mode="reflect") for part in tensor]  # numpy's reflect is 101
    side = 2 * reach + 1
    expected = []
    for flat in at.ravel():
        row, column = divmod(int(flat), 40)
        window = np.concatenate([part[row : row + side, column : column + side].ravel() for part in padded])
        expected.append(np.sqrt(np.maximum(window @ weights, 0.0).mean()) / 8.0)
    assert np.allclose(_radial_excess(_padded(tensor), 5.0, at), np.reshape(expected, at.shape), rtol=1e-5, atol=1e-6)


def test_the_channels_are_summed_as_numpy_sums_them_bit_for_bit():
    image = np.random.default_rng(3).normal(scale=1000.0, size=(64, 64, 3)).astype(np.float32)

    assert np.array_equal(_channel_sum(image), image.sum(axis=2))


def test_a_faces_places_are_weighed_square_by_square_as_each_place_alone():
    rng = np.random.default_rng(11)
    side = 56
    tensor = (rng.normal(size=(side, side)).astype(np.float32), rng.normal(size=(side, side)).astype(np.float32))
    at = place_indices(side / 2, 13.3, side)  # (shifts, 9): each place over a square of shifts

    by_squares = _radial_excess(_padded(tensor), 5.0, at)

    assert np.allclose(by_squares, _radial_excess(_padded(tensor), 5.0, at.ravel()).reshape(at.shape), rtol=1e-6)
