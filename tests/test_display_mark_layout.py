"""Marks of dice lying close together (read dice's labels, unreadable dice's number discs) on the camera screen cover
no other mark and stay with their own die: made-up clusters of 7 to 12 touching dice and the recorded sessions."""

import math
from functools import cache

import pytest
from camera_clusters import cluster_views
from screen_walk import camera_screens

from display.mark_layout import Box, is_nearest_own, place_marks
from display.renderer import Renderer
from display.screens import camera

AREA = Box(0.0, 56.0, 560.0, 384.0)
ROW_OF_SEVEN = [Box(100.0 + 37 * n, 200.0, 37.0, 37.0) for n in range(7)]  # touching, side by side
SQUARE_OF_NINE = [Box(200.0 + 37 * (n % 3), 150.0 + 37 * (n // 3), 37.0, 37.0) for n in range(9)]
LABEL = (110.0, 30.0)


@pytest.fixture(scope="module")
def renderer():
    return Renderer((800, 480), headless=True)


@cache
def crowded_layouts() -> tuple:
    """(name, dice boxes, marks, area) for every cluster view and recorded camera screen, as the camera screen lays
    them out (its call of `place_marks` recorded)."""
    captured = []
    original = camera.place_marks

    def recording(dice, sizes, area, obstacles=()):
        marks = original(dice, sizes, area, obstacles)
        captured.append((list(dice), marks, area))
        return marks

    camera.place_marks = recording
    layouts = []
    try:
        renderer = Renderer((800, 480), headless=True)
        for name, view in [*cluster_views().items(), *camera_screens()]:
            renderer.draw(view)
            layouts.append((name, *captured.pop()))
    finally:
        camera.place_marks = original
    return tuple(layouts)


def test_no_two_marks_overlap_on_crowded_camera_screens():
    overlapping = [
        name
        for name, _, marks, _ in crowded_layouts()
        for first, mark in enumerate(marks)
        if any(mark.box.intersects(other.box) for other in marks[first + 1 :])
    ]
    assert overlapping == []


def test_every_mark_stays_on_the_picture_clear_of_the_panel_on_crowded_camera_screens():
    outside = [name for name, _, marks, area in crowded_layouts() if not all(area.contains(m.box) for m in marks)]
    assert outside == []


def test_every_mark_is_nearest_its_own_die_or_joined_to_it_by_a_leader_on_crowded_camera_screens():
    astray = [
        name
        for name, dice, marks, _ in crowded_layouts()
        for index, mark in enumerate(marks)
        if mark.leader is None and not is_nearest_own(mark.box, dice[index], dice[:index] + dice[index + 1 :])
    ]
    assert astray == []


def test_the_label_of_the_middle_die_of_a_square_of_nine_is_joined_to_it_by_a_leader():
    middle = SQUARE_OF_NINE[4]
    leader = place_marks(SQUARE_OF_NINE, [LABEL] * 9, AREA)[4].leader
    assert middle.nearest_point(*leader[0]) == leader[0]


def test_a_lone_die_has_its_label_right_above_it_without_a_leader():
    die = Box(200.0, 200.0, 37.0, 37.0)
    assert place_marks([die], [LABEL], AREA)[0].box == Box(163.5, 167.0, 110.0, 30.0)


def test_labels_of_seven_dice_in_a_row_cover_no_die():
    marks = place_marks(ROW_OF_SEVEN, [LABEL] * 7, AREA)
    assert [m.box for m in marks if any(m.box.intersects(die) for die in ROW_OF_SEVEN)] == []


def test_a_mark_keeps_clear_of_an_unreadable_dies_ring():
    ring = Box(237.0, 200.0, 44.0, 44.0)
    die = Box(200.0, 200.0, 37.0, 37.0)
    assert place_marks([die], [LABEL], AREA, obstacles=[ring])[0].box.intersects(ring) is False


def test_rings_of_touching_unreadable_dice_stand_side_by_side_not_over_each_other():
    clusters = cluster_views()
    overlapping = []
    for name, boxes, _, _ in crowded_layouts():
        if name not in clusters:
            continue
        rings = boxes[: len(clusters[name].unreadable)]  # the rings come first, then the read dice
        overlapping += [
            (name, first, second)
            for index, first in enumerate(rings)
            for second in rings[index + 1 :]
            if math.dist(first.centre, second.centre) < (first.width + second.width) / 2 - 1e-6
        ]
    assert overlapping == []


def test_no_text_is_cut_on_crowded_camera_screens(renderer):
    cut = []
    for name, view in cluster_views().items():
        renderer.draw(view)
        cut += [(name, drawn.message) for drawn in renderer.cut_texts()]
    assert cut == []
