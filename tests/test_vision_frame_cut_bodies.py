from __future__ import annotations

import math
from pathlib import Path

import cv2

from vision.frame_cut_bodies import is_body_cut_by_frame
from vision.profiles import load_profile
from vision.reader import read_frame

RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"
FRAME_SHAPE = (480, 640)  # height, width


def test_a_body_whose_box_reaches_past_the_left_edge_is_cut_by_the_frame():
    assert is_body_cut_by_frame((16.0, 96.0), 46.9, FRAME_SHAPE)


def test_a_body_whose_box_reaches_past_the_bottom_edge_is_cut_by_the_frame():
    assert is_body_cut_by_frame((320.0, 470.0), 30.0, FRAME_SHAPE)


def test_a_body_whose_box_ends_inside_the_frame_is_not_cut():
    assert not is_body_cut_by_frame((20.0, 240.0), 30.0, FRAME_SHAPE)


def test_the_fingertip_at_the_left_edge_of_bloeder_30041_raises_no_alarm():
    image = cv2.imread(str(RENDERED / "bloeder-sack" / "30041.jpg"))
    centres = [item.center for item in read_frame(image, load_profile("bloeder-sack")).unreadable]

    assert not [centre for centre in centres if math.dist(centre, (16, 96)) < 10]
