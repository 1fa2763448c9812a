"""A region of a large frame read closer is grown to hold the faces its edges cut (`vision.region_edges`)."""

from __future__ import annotations

from pathlib import Path

import cv2

from vision.profiles import load_profile
from vision.reader import read_frame
from vision.region_edges import holding_cut_faces

FRAME = (960, 1280)  # height, width
RENDERED = Path(__file__).resolve().parents[1] / "fixtures" / "rendered"


def test_a_face_far_from_every_edge_leaves_its_region_as_it_is():
    assert holding_cut_faces((100, 100, 400, 400), [((250.0, 250.0), 40.0)], FRAME) == (100, 100, 400, 400)


def test_an_edge_closer_to_a_face_than_its_side_moves_out_to_a_side_and_a_half_beyond_its_centre():
    assert holding_cut_faces((100, 100, 400, 400), [((110.0, 250.0), 40.0)], FRAME) == (50, 100, 400, 400)


def test_the_far_edges_move_out_past_a_face_near_them_as_well():
    assert holding_cut_faces((100, 100, 400, 400), [((390.0, 395.0), 40.0)], FRAME) == (100, 100, 451, 456)


def test_an_edge_at_the_frame_s_edge_stays_where_it_is():
    assert holding_cut_faces((0, 0, 1280, 960), [((10.0, 950.0), 40.0)], FRAME) == (0, 0, 1280, 960)


def test_a_region_grows_no_further_than_the_frame():
    assert holding_cut_faces((30, 100, 400, 400), [((40.0, 250.0), 40.0)], FRAME) == (0, 100, 400, 400)


def test_a_die_whose_pips_were_too_small_to_seed_a_region_is_read_whole_where_a_region_s_edge_cut_it():
    # Blöder train 30038 enlarged to the camera's 1280x960: the region read closer began at the white 5's middle,
    # and its corner pip inside was read as a 1 taken without asking.
    frame = cv2.resize(
        cv2.imread(str(RENDERED / "bloeder-sack" / "30038.jpg")), None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC
    )
    dice = read_frame(frame, load_profile("bloeder-sack")).dice
    assert [
        (die.value, die.colour) for die in dice if abs(die.center[0] - 730) < 30 and abs(die.center[1] - 230) < 30
    ] == [(5, "white")]
