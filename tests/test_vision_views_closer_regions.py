"""A large frame whose dice are all far is read closer only around the pip candidates of the working size, not whole
(H82: the whole read cost 224 MiB), and not around the blobs that stand out from the table (H87: on the enlarged
train sets and the real-photo mosaics they found no die more, and cost a quarter of the read)."""

from __future__ import annotations

from pathlib import Path

import cv2
import pytest

from vision import views
from vision.bodies import working_image
from vision.image_files import read_image

FAR_DICE = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack" / "30004.jpg"


@pytest.fixture(scope="module")
def enlarged():
    """Blöder train 30004 enlarged twice: dice 50 px wide whose pips are too small at the working size to read."""
    return cv2.resize(read_image(FAR_DICE), None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)


def _passes(monkeypatch, frame, dice_always_shown: int | None) -> list[list[views.Region]]:
    """The regions of each closer look at the frame (as first drawn, before one is grown to hold a face its edge
    cuts), when the set always shows `dice_always_shown` dice."""
    return _looked(monkeypatch, frame, dice_always_shown=dice_always_shown)[1]


def _looked(monkeypatch, frame, **looking) -> tuple[views.Looks, list[list[views.Region]]]:
    """The looks at the frame (`views.views_of` given `looking`), and the regions of each of its closer looks (as
    first drawn)."""
    passes = []
    read = views._whole_faces_closer

    def recorded(image_bgr, regions, *args):
        passes.append(regions)
        return read(image_bgr, regions, *args)

    monkeypatch.setattr(views, "_whole_faces_closer", recorded)
    return views.views_of(frame, working_image(frame), **looking), passes


def test_a_large_frame_of_far_dice_is_not_read_whole(monkeypatch, enlarged):
    # Its dice are read closer (the faces are those of its 640-px original, see test_vision_views_frame_size), but
    # only in regions around them.
    whole_reads = []
    monkeypatch.setattr(views, "_whole_frame", lambda *args: whole_reads.append(args))
    looks = views.views_of(enlarged, working_image(enlarged))
    assert whole_reads == []
    assert {view.scale for view in looks.views} == {1.0}


def test_a_set_whose_count_varies_is_read_once_for_both_kinds_of_pip(monkeypatch, enlarged):
    passes = _passes(monkeypatch, enlarged, None)
    assert [{kinds for kinds, _ in regions} for regions in passes] == [{(True, False)}]


def test_every_region_read_closer_holds_a_pip_candidate_of_the_working_size(monkeypatch, enlarged):
    (regions,) = _passes(monkeypatch, enlarged, None)
    looks = views.views_of(enlarged, working_image(enlarged))
    candidates = [(x / looks.first_scale, y / looks.first_scale) for x, y in (pip.center for pip in looks.first_pips)]
    assert all(any(x0 <= x < x1 and y0 <= y < y1 for x, y in candidates) for _, (x0, y0, x1, y1) in regions)


def test_a_set_showing_no_more_dice_than_read_for_the_kind_of_pip_seen_is_read_once(monkeypatch, enlarged):
    # Read around its pip candidates for the kind of pip seen there, enlarged 30004 shows 4 faces (3 before a row of
    # pips blurred together was read as its pips, `vision.pips._is_row_of_a_face`).
    passes = _passes(monkeypatch, enlarged, 3)
    assert len(passes) == 1
    assert all(len(kinds) == 1 for kinds, _ in passes[0])


def test_a_set_showing_more_dice_than_read_for_the_kind_of_pip_seen_is_read_again_for_both(monkeypatch, enlarged):
    passes = _passes(monkeypatch, enlarged, 5)  # one more than the 4 faces read for the kind seen
    assert [{kinds for kinds, _ in regions} for regions in passes[1:]] == [{(True, False)}]


def test_a_set_of_light_pips_alone_is_read_closer_for_light_pips_alone(monkeypatch, enlarged):
    looks, passes = _looked(monkeypatch, enlarged, pip_kinds=(False,))
    assert not any(pip.is_dark for pip in looks.first_pips)
    assert {kinds for regions in passes for kinds, _ in regions} == {(False,)}


def test_a_set_of_one_kind_of_pip_is_not_read_again_in_the_regions_just_read_for_it(monkeypatch, enlarged):
    # Read around its pip candidates, enlarged 30004 shows fewer light faces than 4; the regions for every kind of
    # pip of a set of light pips alone are the regions for the kind seen, and a second read finds the same again.
    _, passes = _looked(monkeypatch, enlarged, dice_always_shown=4, pip_kinds=(False,))
    assert len(passes) == 1
