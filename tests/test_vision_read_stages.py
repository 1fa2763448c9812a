"""The die reader's stages one by one: pip candidates, the layout check, splitting joined faces, top faces."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision.find import FaceGroup, group_faces
from vision.layout import CANONICAL_FACES, fit_face, is_lone_pip_face, is_real_face, real_fit
from vision.partition import split_into_faces
from vision.pips import Pip, find_pips
from vision.topface import top_faces


def pip_at(x: float, y: float, radius: float = 5.0, elongation: float = 1.0) -> Pip:
    return Pip((x, y), radius, elongation, 0.0, contrast=120.0, face_level=220.0, is_dark=True)


def face_of(value: int, center=(100.0, 100.0), unit_px: float = 15.0, turn_deg: float = 0.0) -> np.ndarray:
    """Pip centres (N, 2) of a canonical face, scaled, turned and moved."""
    turn = cv2.getRotationMatrix2D((0, 0), turn_deg, 1)[:, :2]
    return np.array(CANONICAL_FACES[value], dtype=float) * unit_px @ turn.T + center


def white_face(value: int) -> np.ndarray:
    """A white 640×480 frame (the working size) with one face of black pips of radius 5 px (BGR), nothing else."""
    image = np.full((480, 640, 3), 235, np.uint8)
    for x, y in face_of(value, center=(320, 240)):
        cv2.circle(image, (round(x), round(y)), 5, (30, 30, 30), -1, cv2.LINE_AA)
    return image


def channels(image: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), image.min(axis=2)


# Pip candidates


def test_pips_of_a_blank_image_are_none():
    assert find_pips(*channels(np.full((64, 64, 3), 128, np.uint8))) == []


@pytest.mark.parametrize("value", range(1, 7))
def test_every_drawn_pip_is_found_once_as_a_dark_round_pip(value):
    pips = find_pips(*channels(white_face(value)))
    assert len(pips) == value
    assert all(pip.is_dark and pip.elongation < 1.2 and 4 <= pip.radius <= 6.5 for pip in pips)


def test_a_printed_ring_is_no_pip():
    image = np.full((480, 640, 3), 235, np.uint8)
    cv2.circle(image, (320, 240), 7, (30, 30, 30), 2, cv2.LINE_AA)
    assert find_pips(*channels(image)) == []


def test_a_stroke_is_no_pip():
    image = np.full((480, 640, 3), 235, np.uint8)
    cv2.line(image, (300, 240), (340, 244), (30, 30, 30), 4, cv2.LINE_AA)
    assert find_pips(*channels(image)) == []


# Layout check


@pytest.mark.parametrize("value", range(2, 7))
@pytest.mark.parametrize("turn_deg", [0, 30, 125])
def test_every_canonical_face_fits_at_any_turn(value, turn_deg):
    fit = fit_face(face_of(value, turn_deg=turn_deg), mean_radius_px=5.0)
    assert fit.value == value
    assert is_real_face(fit, mean_radius_px=5.0)


def test_a_face_seen_at_35_degrees_still_fits():
    squashed = face_of(5) * (1, np.cos(np.radians(35)))
    assert is_real_face(fit_face(squashed, mean_radius_px=5.0), mean_radius_px=5.0)


def test_four_pips_out_of_square_are_no_face():
    bent = face_of(4)
    bent[0] += (12, 12)
    assert not is_real_face(fit_face(bent, mean_radius_px=5.0), mean_radius_px=5.0)


def test_three_pips_not_in_a_row_are_no_face():
    kinked = face_of(3)
    kinked[1] += (9, -9)
    assert not is_real_face(fit_face(kinked, mean_radius_px=5.0), mean_radius_px=5.0)


def test_pips_far_too_big_for_their_spacing_are_no_face():
    assert not is_real_face(fit_face(face_of(4, unit_px=6.0), mean_radius_px=5.0), mean_radius_px=5.0)


def test_seven_pips_have_no_face_to_fit():
    assert fit_face(np.vstack([face_of(6), [[100.0, 100.0]]]), mean_radius_px=5.0) is None


def test_the_face_box_has_four_corners_around_the_pips():
    fit = fit_face(face_of(6), mean_radius_px=5.0)
    xs, ys = zip(*fit.corners(), strict=True)
    assert len(fit.corners()) == 4
    assert min(xs) < 100 - 15 and max(xs) > 100 + 15 and min(ys) < 100 - 15 and max(ys) > 100 + 15


# Telling whether pips group at all


@pytest.mark.parametrize("value", [1, 2, 6])
def test_the_pips_of_a_face_form_a_group(value):
    grey, lightness = channels(white_face(value))
    pips = find_pips(grey, lightness)
    assert group_faces(pips, grey, lightness)


def test_a_lone_pip_beside_printed_ink_forms_no_group():
    image = white_face(1)
    cv2.rectangle(image, (334, 226), (354, 254), (30, 30, 30), -1)  # a block of print beside it, too big for a pip
    grey, lightness = channels(image)
    pips = find_pips(grey, lightness)
    assert not group_faces(pips, grey, lightness)


# Splitting pips that joined into faces


def test_two_touching_fives_split_into_two_fives():
    image = np.full((480, 640, 3), 235, np.uint8)
    for center in ((285, 240), (355, 240)):
        for x, y in face_of(5, center=center):
            cv2.circle(image, (round(x), round(y)), 5, (30, 30, 30), -1, cv2.LINE_AA)
    grey, _ = channels(image)
    faces = split_into_faces(find_pips(grey, grey), grey)
    assert sorted(fit.value for _, fit in faces) == [5, 5]


def test_two_touching_threes_beside_a_six_are_no_six_twice_its_size():
    image = np.full((480, 640, 3), 235, np.uint8)
    for value, center, turn_deg in ((6, (270, 240), 0), (3, (320, 222), 45), (3, (320, 258), 45)):
        for x, y in face_of(value, center=center, unit_px=10.0, turn_deg=turn_deg):
            cv2.circle(image, (round(x), round(y)), 3, (30, 30, 30), -1, cv2.LINE_AA)
    grey, _ = channels(image)
    faces = split_into_faces(find_pips(grey, grey), grey)
    assert sorted(fit.value for _, fit in faces) == [3, 3, 6]


def test_touching_dice_that_split_into_no_faces_judge_each_cluster_of_pips_once(monkeypatch):
    judged = []

    def counted_fit(pips, channel, others=(), squashing=None):
        judged.append(tuple(pip.center for pip in pips))
        return real_fit(pips, channel, others, squashing=squashing)

    monkeypatch.setattr("vision.partition.real_fit", counted_fit)
    ring = [pip_at(200 + 40 * np.cos(turn), 200 + 40 * np.sin(turn)) for turn in np.linspace(0, 6, 9)]
    assert split_into_faces(ring, np.full((400, 400), 220, np.uint8)) == []  # no faces however split
    assert len(judged) == len(set(judged))


def test_pips_on_an_arc_split_without_a_flat_fit_taken_for_a_face():
    arc = [pip_at(200 + 60 * np.cos(turn), 200 + 60 * np.sin(turn)) for turn in np.linspace(0, np.pi, 9)]
    faces = split_into_faces(arc, np.full((400, 400), 220, np.uint8))
    assert all(fit.unit_px > 0 for _, fit in faces)


# Choosing top faces


def group(value: int, center, elongation: float) -> FaceGroup:
    centers = face_of(value, center=center)
    pips = tuple(pip_at(x, y, elongation=elongation) for x, y in centers)
    return FaceGroup(pips, fit_face(centers, mean_radius_px=5.0))


def test_of_two_faces_of_one_die_the_one_farther_from_the_camera_is_kept():
    top, side = group(4, (100, 100), 1.05), group(2, (100, 150), 1.05)
    assert top_faces([side, top]) == [top]


def test_faces_of_dice_side_by_side_are_both_kept():
    left, right = group(4, (100, 100), 1.05), group(6, (180, 100), 1.05)
    assert sorted(face.fit.value for face in top_faces([left, right])) == [4, 6]


def test_two_pips_half_as_far_apart_as_on_the_other_dice_are_no_two():
    four, six = group(4, (100, 100), 1.05), group(6, (180, 100), 1.05)
    corner_and_centre = np.array(face_of(5, center=(260, 100))[[0, 4]])
    close_pair = FaceGroup(tuple(pip_at(x, y) for x, y in corner_and_centre), fit_face(corner_and_centre, 5.0))
    kept = top_faces([four, six, close_pair])
    assert sorted((len(face.pips), face.fit is None) for face in kept) == [(2, True), (4, False), (6, False)]


def test_a_two_a_little_smaller_than_the_other_dice_is_still_read():
    four, six = group(4, (100, 100), 1.05), group(6, (180, 100), 1.05)
    far_two = face_of(2, center=(260, 100), unit_px=15.0 * 0.75)
    two = FaceGroup(tuple(pip_at(x, y) for x, y in far_two), fit_face(far_two, 5.0))
    assert two in top_faces([four, six, two])


def unreadable_group(center) -> FaceGroup:
    """Three round pips in an L (no die face) around `center`: a top face whose other pips were lost."""
    x, y = center
    return FaceGroup((pip_at(x - 15, y - 15), pip_at(x + 15, y - 15), pip_at(x + 15, y + 15)), None)


def test_a_side_face_below_an_unread_top_face_does_not_stand_for_the_die():
    top, side = unreadable_group((100, 100)), group(2, (100, 135), 1.8)
    assert top_faces([side, top]) == [top]


def test_a_face_above_an_unread_group_nearer_the_camera_is_read():
    face, below = group(2, (100, 100), 1.8), unreadable_group((100, 135))
    assert face in top_faces([face, below])


def face_with_lone_pip(corner_level: int | None) -> np.ndarray:
    """A light face (220) with a dark pip of radius 5 at (100, 100) and, unless None, two fainter spots of
    `corner_level` where a 3's corner pips sit (√2 units, about 4.3 pip radii, along a diagonal)."""
    channel = np.full((200, 200), 220, np.uint8)
    cv2.circle(channel, (100, 100), 5, 100, -1)
    if corner_level is not None:
        for sign in (-1, 1):
            cv2.circle(channel, (round(100 + sign * 15.2), round(100 + sign * 15.2)), 4, corner_level, -1)
    return channel


def test_a_lone_pip_on_an_even_face_is_a_one():
    assert is_lone_pip_face(pip_at(100, 100), face_with_lone_pip(None))


def test_the_centre_pip_of_a_three_with_faint_corner_pips_is_no_one():
    assert not is_lone_pip_face(pip_at(100, 100), face_with_lone_pip(150))


def test_a_face_below_big_dark_blobs_that_are_no_pips_of_its_die_is_read():
    blobs = FaceGroup(tuple(pip_at(x, 100, radius=20) for x in (85, 115)), None)
    face = group(2, (100, 135), 1.8)
    assert face in top_faces([face, blobs])


def test_a_lone_pip_far_more_elongated_than_the_frames_pips_is_no_one():
    four, six = group(4, (100, 100), 1.05), group(6, (180, 100), 1.05)
    side_pip = pip_at(260, 100, elongation=1.6)
    lone = FaceGroup((side_pip,), fit_face(np.array([side_pip.center]), side_pip.radius))
    assert sorted((len(face.pips), face.fit is None) for face in top_faces([four, six, lone])) == [
        (1, True),
        (4, False),
        (6, False),
    ]
