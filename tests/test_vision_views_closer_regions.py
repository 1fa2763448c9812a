"""A large frame whose dice are all far is read closer only where a die may be: around the pip candidates of the
working size and the blobs that stand out from the table, not whole (H82: the whole read cost 224 MiB)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision import views
from vision.bodies import working_image
from vision.image_files import read_image
from vision.views import _where_dice_may_be

FAR_DICE = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack" / "30004.jpg"
TABLE_BGR = (90, 60, 40)  # a dark blue cloth


def _table(width: int = 1280, height: int = 960) -> np.ndarray:
    return np.full((height, width, 3), TABLE_BGR, np.uint8)


def test_a_die_sized_blob_without_pips_seeds_a_region_around_it():
    frame = _table()
    cv2.rectangle(frame, (600, 400), (640, 440), (40, 40, 200), -1)  # a red die body 40 px wide, no pip drawn
    assert _where_dice_may_be(working_image(frame)) == [(600.0, 400.0, 640.0, 440.0)]


def test_a_speck_smaller_than_half_the_smallest_die_seeds_no_region():
    frame = _table()
    cv2.rectangle(frame, (600, 400), (610, 410), (40, 40, 200), -1)
    assert _where_dice_may_be(working_image(frame)) == []


def test_the_walls_of_a_tray_wider_than_three_of_the_largest_dice_seed_no_region():
    frame = _table()
    cv2.rectangle(frame, (100, 100), (1180, 860), (20, 20, 20), 40)
    assert _where_dice_may_be(working_image(frame)) == []


def test_a_large_frame_of_far_dice_is_not_read_whole(monkeypatch):
    # Blöder train 30004 enlarged twice: its dice are read closer (the faces are those of its 640-px original, see
    # test_vision_views_frame_size), but only in regions around them.
    enlarged = cv2.resize(read_image(FAR_DICE), None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    whole_reads = []
    monkeypatch.setattr(views, "_whole_frame", lambda *args: whole_reads.append(args))
    looks = views.views_of(enlarged, working_image(enlarged))
    assert whole_reads == []
    assert {view.scale for view in looks.views} == {1.0}


def _blob_searches(monkeypatch, dice_always_shown: int | None) -> int:
    """How often the closer look at enlarged Blöder train 30004 looks for blobs that stand out from the table, when
    the set always shows `dice_always_shown` dice."""
    enlarged = cv2.resize(read_image(FAR_DICE), None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    searches = []
    monkeypatch.setattr(views, "_where_dice_may_be", lambda working: searches.append(working) or [])
    views.views_of(enlarged, working_image(enlarged), dice_always_shown=dice_always_shown)
    return len(searches)


def test_a_set_showing_no_more_dice_than_read_around_the_pips_is_not_searched_for_blobs(monkeypatch):
    # Read around its pip candidates for the kind of pip seen there, enlarged 30004 shows 3 faces (the dice whose
    # pips were too small to be candidates are read where a blob stands out).
    assert _blob_searches(monkeypatch, 3) == 0


def test_a_set_showing_more_dice_than_read_around_the_pips_is_searched_for_blobs(monkeypatch):
    assert _blob_searches(monkeypatch, 4) == 1


def test_a_set_whose_count_varies_is_always_searched_for_blobs(monkeypatch):
    assert _blob_searches(monkeypatch, None) == 1
