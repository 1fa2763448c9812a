"""The fixture renderer's jobs (tools/render/render_fixtures.py): new scenes never repeat the committed ones."""

from __future__ import annotations

import sys

from tool_modules import TOOLS, load_tool

sys.path.insert(0, str(TOOLS / "render"))
render_fixtures = load_tool("render/render_fixtures.py", "render_fixtures_jobs")


def test_image_k_of_a_set_is_the_same_scene_whichever_image_the_run_starts_at():
    whole = render_fixtures.fixture_jobs("geht-noch-was", 60)
    later = render_fixtures.fixture_jobs("geht-noch-was", 10, first=50)
    assert later == whole[50:]


def test_a_run_starting_at_image_fifty_names_its_images_by_their_own_seeds():
    jobs = render_fixtures.fixture_jobs("push", 2, first=50)
    assert [job.name for job in jobs] == ["40050", "40051"]


def test_a_camera_size_run_renders_every_scene_at_that_frame_size():
    size = render_fixtures.frame_size("1280x960")
    jobs = render_fixtures.fixture_jobs("doppelt-so-clever", 3, first=100, size=size)
    assert {job.size for job in jobs} == {(1280, 960)}


def test_a_cocked_share_of_one_leans_one_die_in_every_scene_of_several_dice():
    jobs = render_fixtures.fixture_jobs("geht-noch-was", 20, first=1000, cocked_share=1.0)
    assert all(sum(die.is_cocked for die in job.dice) == 1 for job in jobs)
