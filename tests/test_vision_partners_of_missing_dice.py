"""Dice touching a die read, looked for where nothing was seen only when a set that always shows all its dice is short
of one: its top face lies beside a die read, its body merged with that die's."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from vision_synthetic import blank_table, draw_die

from vision import found_by_dice_read
from vision.bodies import working_image
from vision.face_template import TemplateRead
from vision.profiles import EXACT_COUNT
from vision.reading import Unreadable


def _found_beside_a_read_red_2(
    monkeypatch: pytest.MonkeyPatch, count_rule: str, room: int, unreadable: list[Unreadable]
) -> list[int]:
    """The values found (colour taken as decided) beside a red 2 read surely by its outline at (200, 200), a blue 5
    touching its right face, nothing seen but not read there."""
    monkeypatch.setattr(
        found_by_dice_read, "_of_decided_colour", lambda image, profile, found, room: found[: max(0, room)]
    )
    table = blank_table(400, 400, "wood")
    red = draw_die(table, "red", (200, 200), side_px=40, value=2, seed=1)
    draw_die(table, "blue", (240, 200), side_px=40, value=5, seed=2)
    read = ([], [], [(red.box, TemplateRead(2, 60.0, is_dark=False))])
    found, _ = found_by_dice_read.found_by_dice_read(
        table, working_image(table), SimpleNamespace(count_rule=count_rule), read, room, unreadable, [], ([], [])
    )
    return [template.value for (_, template), _ in found]


def test_a_die_touching_a_read_die_is_found_where_a_set_always_shown_is_short_of_a_die_nothing_seen_stands_for(
    monkeypatch: pytest.MonkeyPatch,
):
    assert _found_beside_a_read_red_2(monkeypatch, EXACT_COUNT, 1, []) == [5]


def test_a_place_beside_a_read_die_where_nothing_was_seen_is_left_alone_in_a_set_that_may_show_fewer_dice(
    monkeypatch: pytest.MonkeyPatch,
):
    assert _found_beside_a_read_red_2(monkeypatch, "at_most", 1, []) == []


def test_a_place_beside_a_read_die_is_left_alone_when_the_missing_die_was_seen_elsewhere(
    monkeypatch: pytest.MonkeyPatch,
):
    seen_far = Unreadable(center=(50.0, 350.0), reason="pips not seen")
    assert _found_beside_a_read_red_2(monkeypatch, EXACT_COUNT, 1, [seen_far]) == []
