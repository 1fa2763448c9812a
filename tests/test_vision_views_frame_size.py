"""The closer look follows the frame's size: a camera frame of 1280 px shows the faces its 640-px original does."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.bodies import working_image
from vision.image_files import read_image
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.views import views_of

FAR_DICE = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack" / "30004.jpg"


def _faces_in_original_pixels(frame, enlargement: int) -> list[tuple[int, int, int]]:
    """(pips, x, y) of every readable face the views show, in pixels of the 640-px original."""
    looks = views_of(frame, working_image(frame))
    return sorted(
        (len(group.pips), *(round(value / enlargement) for value in view.to_frame(group.center)))
        for view in looks.views
        for group in view.groups
        if group.fit is not None
    )


def test_a_frame_enlarged_twice_shows_the_faces_of_its_original_around_its_pip_candidates():
    # Blöder train 30004: dice 25 px wide, their pips too small at the working size to be candidates there; read only
    # around those candidates, the enlarged frame lost a blue 1, a black 5 and a white 4, found since in the regions
    # grown by a die's side. The white 5 at the frame's left edge lies far from every candidate: its body reads it
    # (test_a_frame_enlarged_twice_reads_the_dice_of_its_original_with_the_sets_profile). The red 6 at the top, its
    # rows of pips blurred together, is read by its pips in both (`vision.pips._is_row_of_a_face`).
    original = read_image(FAR_DICE)
    enlarged = cv2.resize(original, None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    assert _faces_in_original_pixels(original, 1) == [
        (1, 332, 171),
        (4, 356, 267),
        (4, 385, 264),
        (5, 56, 230),
        (5, 354, 142),
        (6, 238, 330),
        (6, 252, 116),
    ]
    assert _faces_in_original_pixels(enlarged, 2) == [
        (1, 332, 171),
        (4, 356, 267),
        (4, 385, 264),
        (5, 354, 142),
        (6, 238, 330),
        (6, 252, 116),
    ]


def test_a_frame_enlarged_twice_reads_the_dice_of_its_original_with_the_sets_profile():
    original = read_image(FAR_DICE)
    enlarged = cv2.resize(original, None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    profile = load_profile("bloeder-sack")
    dice = [
        sorted((die.value, die.colour) for die in read_frame(frame, profile).dice) for frame in (original, enlarged)
    ]
    assert (
        dice[1]
        == dice[0]
        == [
            (1, "blue"),
            (3, "black"),
            (4, "blue"),
            (4, "white"),
            (5, "white"),
            (6, "black"),
            (6, "blue"),
            (6, "red"),
            (6, "white"),
        ]
    )
