"""The fixture renderer's label rules (tools/render/labels.py): which rendered dice count as readable."""

from __future__ import annotations

from tool_modules import load_tool

render_labels = load_tool("render/labels.py", "render_labels")
project_label = render_labels.project_label

BOX = [[100.0, 100.0], [130.0, 100.0], [130.0, 130.0], [100.0, 130.0]]


def _raw(moving: bool = False, **die) -> dict:
    flat = {"colour": "blue", "face": 4, "tilt_deg": 1.0, "visible": 1.0, "center": [115.0, 115.0], "box": BOX}
    return {"width": 640, "height": 480, "moving": moving, "dice": [{**flat, **die}]}


def test_a_flat_visible_die_is_labelled_with_value_colour_centre_and_box():
    label = project_label(_raw(), "a.jpg", "geht-noch-was", is_push=False)
    assert label == {
        "image": "a.jpg",
        "set": "geht-noch-was",
        "dice": [{"value": 4, "colour": "blue", "center": [115.0, 115.0], "box": BOX}],
        "unreadable": [],
    }


def test_a_die_tilted_more_than_twenty_degrees_is_unreadable_as_cocked():
    label = project_label(_raw(tilt_deg=25.0), "a.jpg", "geht-noch-was", is_push=False)
    assert (label["dice"], label["unreadable"]) == ([], [{"center": [115.0, 115.0], "reason": "cocked"}])


def _places(unseen: int | None = None) -> list[dict]:
    """The seven pip places of a raw 4 (pips at the four corners), all seen but place `unseen`."""
    grid = ((-1, -1), (-1, 0), (-1, 1), (0, 0), (1, -1), (1, 0), (1, 1))
    corners = {(-1, -1), (-1, 1), (1, -1), (1, 1)}
    return [
        {"place": list(p), "center": [115.0 + 7 * p[0], 115.0 + 7 * p[1]], "pip": p in corners, "seen": i != unseen}
        for i, p in enumerate(grid)
    ]


def test_a_pip_die_with_one_pip_unseen_is_unreadable_as_hidden():
    label = project_label(_raw(pip_places=_places(unseen=0)), "a.jpg", "geht-noch-was", is_push=False)
    assert (label["dice"], label["unreadable"]) == ([], [{"center": [115.0, 115.0], "reason": "hidden"}])


def test_a_pip_die_with_an_empty_pip_place_unseen_is_unreadable_as_hidden():
    label = project_label(_raw(pip_places=_places(unseen=3)), "a.jpg", "geht-noch-was", is_push=False)
    assert label["unreadable"] == [{"center": [115.0, 115.0], "reason": "hidden"}]


def test_a_pip_die_with_every_pip_place_seen_is_readable_though_half_its_face_is_hidden():
    label = project_label(_raw(pip_places=_places(), visible=0.44), "a.jpg", "geht-noch-was", is_push=False)
    assert [die["value"] for die in label["dice"]] == [4]


def test_the_push_die_with_less_than_half_its_top_face_seen_is_unreadable_as_hidden():
    label = project_label(_raw(colour="red", face="star", visible=0.44), "p.jpg", "push", is_push=True)
    assert label["unreadable"] == [{"center": [115.0, 115.0], "reason": "hidden"}]


def test_pips_standing_out_less_than_two_and_a_half_grain_sigmas_are_unreadable_as_glare():
    raw = _raw(pip_places=_places(), pip_contrast=12.4, grain_sigma=5.0)
    label = project_label(raw, "a.jpg", "geht-noch-was", is_push=False)
    assert (label["dice"], label["unreadable"]) == ([], [{"center": [115.0, 115.0], "reason": "glare"}])


def test_pips_standing_out_two_and_a_half_grain_sigmas_are_readable():
    raw = _raw(pip_places=_places(), pip_contrast=12.5, grain_sigma=5.0)
    label = project_label(raw, "a.jpg", "geht-noch-was", is_push=False)
    assert [die["value"] for die in label["dice"]] == [4]


def test_a_hidden_pip_is_reported_as_hidden_not_as_glare():
    raw = _raw(pip_places=_places(unseen=0), pip_contrast=1.0, grain_sigma=5.0)
    label = project_label(raw, "a.jpg", "geht-noch-was", is_push=False)
    assert label["unreadable"] == [{"center": [115.0, 115.0], "reason": "hidden"}]


def test_a_die_whose_box_leaves_the_image_is_unreadable_as_out_of_frame():
    box = [[630.0, 100.0], [660.0, 100.0], [660.0, 130.0], [630.0, 130.0]]
    label = project_label(_raw(box=box, center=[639.0, 115.0]), "a.jpg", "geht-noch-was", is_push=False)
    assert label["unreadable"] == [{"center": [639.0, 115.0], "reason": "out of frame"}]


def test_dice_in_a_moving_frame_are_unreadable_as_moving():
    label = project_label(_raw(moving=True), "a.jpg", "geht-noch-was", is_push=False)
    assert label["unreadable"] == [{"center": [115.0, 115.0], "reason": "moving"}]


def test_an_unreadable_die_centred_outside_the_image_is_left_out():
    label = project_label(_raw(moving=True, center=[700.0, 115.0]), "a.jpg", "geht-noch-was", is_push=False)
    assert (label["dice"], label["unreadable"]) == ([], [])


def test_the_push_die_is_labelled_by_its_top_face_with_no_value():
    label = project_label(_raw(colour="red", face="star"), "p.jpg", "push", is_push=True)
    assert label["dice"][0]["value"] is None
    assert label["dice"][0]["colour"] == "star"
